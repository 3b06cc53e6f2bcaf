import { Inject, Injectable } from '@nestjs/common';
import { In } from 'typeorm';
import type { Actor } from '../common/actor.js';
import { NotFoundError } from '../common/errors.js';
import { requireVersion, type ExpectedVersion } from '../common/expected-version.js';
import { FieldChecks } from '../common/field-checks.js';
import type { KeysetPage, KeysetRequest } from '../common/keyset.js';
import { requireScope } from '../common/scopes.js';
import type { Tenant } from '../common/tenant.js';
import { AuditedWrites } from '../audit/audited-writes.js';
import { Project } from '../construction/construction.entities.js';
import { idField, keysetPage, type KeysetFields } from '../database/keyset-query.js';
import { TenantScope } from '../database/tenant-scope.js';
import { History } from '../history/history.entities.js';
import { storedNow } from '../persons/clock-time.js';
import { Person } from '../persons/persons.entities.js';
import { Property } from '../properties/properties.entities.js';
import { AgencyUser } from '../staff/staff.entities.js';
import { LEAD_KINDS, LEAD_STATUSES, Lead, type LeadKind, type LeadStatus } from './leads.entities.js';

/** Who sent a lead, as the inbox shows them; null once the person was erased. */
export interface LeadSender {
  readonly id: number;
  readonly name: string;
  readonly firstName: string | null;
  readonly email: string | null;
  readonly phoneNumber: string | null;
  readonly mobileNumber: string | null;
}

/** The property a lead is about, as the inbox names it. */
export interface LeadProperty {
  readonly id: number;
  /** The agency's own reference; null for a property made before the agency API gave one. */
  readonly reference: string | null;
  /** The dossier reference. */
  readonly ident: string | null;
  readonly zip: string | null;
  readonly city: string | null;
}

/** The project a lead is about, as the inbox names it. */
export interface LeadProject {
  readonly id: number;
  readonly reference: string | null;
  readonly name: string;
}

/** A lead of the inbox: what arrived, from whom, about what, and where it stands. */
export interface LeadView {
  readonly id: number;
  readonly kind: LeadKind;
  readonly status: LeadStatus;
  readonly assignedUserId: number | null;
  readonly receivedAt: Date;
  readonly handledAt: Date | null;
  readonly updatedAt: Date;
  readonly person: LeadSender | null;
  readonly propertyId: number | null;
  /** The property named (reference and place); null when the lead is about none or it no longer exists. */
  readonly property: LeadProperty | null;
  readonly projectId: number | null;
  /** The project named; null when the lead is about none or it no longer exists. */
  readonly project: LeadProject | null;
  readonly demandId: number | null;
  readonly appointmentId: number | null;
  /** The subject and message of a contact request (the history record), null for other kinds. */
  readonly subject: string | null;
  readonly message: string | null;
  readonly version: number;
}

/** Which leads a list holds; absent fields do not filter. */
export interface LeadFilter {
  readonly statuses?: readonly LeadStatus[];
  readonly kinds?: readonly LeadKind[];
  /** A user's leads; null: the unassigned ones. */
  readonly assignedUserId?: number | null;
  readonly personId?: number;
  readonly propertyId?: number;
  /** Leads changed (received, handled, assigned) at or after this moment. */
  readonly updatedSince?: Date;
}

/** A change of a lead's handling: a field given is set (assignee null unassigns it). */
export interface LeadChange {
  readonly status?: LeadStatus;
  readonly assignedUserId?: number | null;
}

const LEAD_SORT: KeysetFields<Lead> = {
  ...idField<Lead>('l'),
  receivedAt: { column: 'l.receivedAt', kind: 'date', of: (lead) => lead.receivedAt },
  updatedAt: { column: 'l.updatedAt', kind: 'date', of: (lead) => lead.updatedAt },
  status: { column: 'l.status', kind: 'string', of: (lead) => lead.status },
};

/** The audited view of a lead: its handling fields. */
function auditView(lead: Pick<Lead, 'status' | 'assignedUserId'>): Record<string, unknown> {
  return { status: lead.status, assignedUserId: lead.assignedUserId };
}

/**
 * The agency's lead inbox: contact requests and registrations received through the websites and
 * partners (ContactMe, ContactOnMe, RegisterPerson, DemandRegister, AddPersonToAppointment),
 * each new until a staff member marks it handled, optionally assigned to one of them.
 */
@Injectable()
export class LeadsService {
  constructor(
    @Inject(TenantScope) private readonly scope: TenantScope,
    @Inject(AuditedWrites) private readonly writes: AuditedWrites,
  ) {}

  async list(tenant: Tenant, filter: LeadFilter, page: KeysetRequest): Promise<KeysetPage<LeadView>> {
    requireScope(tenant, 'persons-read');
    const query = this.scope.select(tenant, Lead, 'l');
    if (filter.statuses && filter.statuses.length > 0) query.andWhere('l.status IN (:...statuses)', { statuses: [...filter.statuses] });
    if (filter.kinds && filter.kinds.length > 0) query.andWhere('l.kind IN (:...kinds)', { kinds: [...filter.kinds] });
    if (filter.assignedUserId === null) query.andWhere('l.assignedUserId IS NULL');
    else if (filter.assignedUserId !== undefined) query.andWhere('l.assignedUserId = :assignee', { assignee: filter.assignedUserId });
    if (filter.personId !== undefined) query.andWhere('l.personId = :personId', { personId: filter.personId });
    if (filter.propertyId !== undefined) query.andWhere('l.propertyId = :propertyId', { propertyId: filter.propertyId });
    if (filter.updatedSince) query.andWhere('l.updatedAt >= :since', { since: filter.updatedSince });
    return keysetPage(query, LEAD_SORT, page, (leads) => this.views(tenant, leads));
  }

  async get(tenant: Tenant, leadId: number): Promise<LeadView> {
    requireScope(tenant, 'persons-read');
    const lead = Number.isSafeInteger(leadId) ? await this.scope.findOne(tenant, Lead, { id: leadId }) : null;
    if (!lead) throw new NotFoundError('Lead', leadId);
    return (await this.views(tenant, [lead]))[0] as LeadView;
  }

  /**
   * Marks a lead handled or new again, and assigns it to a user of the agency (or nobody).
   * `expectedVersion` (If-Match) refuses the change when the lead changed meanwhile.
   */
  async change(tenant: Tenant, actor: Actor, leadId: number, change: LeadChange, expectedVersion: ExpectedVersion = null): Promise<LeadView> {
    requireScope(tenant, 'persons-write');
    const checks = new FieldChecks();
    const status = checks.oneOf('status', change.status, LEAD_STATUSES);
    const assignee = checks.integer('assignedUserId', change.assignedUserId, 1, 2_147_483_647, true);
    checks.done();
    await this.writes.run(tenant, actor, async (write) => {
      const { manager } = write;
      const lead = Number.isSafeInteger(leadId) ? await this.scope.selectForUpdate(tenant, Lead, 'l', manager).andWhere('l.id = :id', { id: leadId }).getOne() : null;
      if (!lead) throw new NotFoundError('Lead', leadId);
      requireVersion('Lead', leadId, lead.version, expectedVersion);
      if (typeof assignee === 'number' && !(await this.scope.findOne(tenant, AgencyUser, { id: assignee }, manager))) {
        const refused = new FieldChecks();
        refused.add('assignedUserId', 'unknown-reference', `user ${assignee} is not a user of the agency.`);
        refused.done();
      }
      const now = storedNow();
      const values: Partial<Lead> = {};
      if (status !== undefined && status !== lead.status) Object.assign(values, { status, handledAt: status === 'handled' ? now : null });
      if (assignee !== undefined && assignee !== lead.assignedUserId) values.assignedUserId = assignee;
      if (Object.keys(values).length === 0) return;
      const after = { ...lead, ...values };
      await this.scope.update(tenant, Lead, { id: leadId }, { ...values, updatedAt: now }, manager);
      await write.changed('lead', leadId, auditView(lead), auditView(after));
    });
    return this.get(tenant, leadId);
  }

  /** Lead views of rows: their senders and contact messages read in batch. */
  private async views(tenant: Tenant, leads: readonly Lead[]): Promise<LeadView[]> {
    if (leads.length === 0) return [];
    const personIds = [...new Set(leads.flatMap((lead) => (lead.personId === null ? [] : [lead.personId])))];
    const historyIds = [...new Set(leads.flatMap((lead) => (lead.historyId === null ? [] : [lead.historyId])))];
    const propertyIds = [...new Set(leads.flatMap((lead) => (lead.propertyId === null ? [] : [lead.propertyId])))];
    const projectIds = [...new Set(leads.flatMap((lead) => (lead.projectId === null ? [] : [lead.projectId])))];
    const [persons, history, properties, projects] = await Promise.all([
      personIds.length === 0 ? [] : this.scope.find(tenant, Person, { id: In(personIds) }),
      historyIds.length === 0 ? [] : this.scope.find(tenant, History, { id: In(historyIds) }),
      propertyIds.length === 0
        ? []
        : this.scope.select(tenant, Property, 'p').select(['p.id', 'p.reference', 'p.ident', 'p.zip', 'p.city']).andWhere('p.id IN (:...ids)', { ids: propertyIds }).getMany(),
      projectIds.length === 0 ? [] : this.scope.select(tenant, Project, 'p').select(['p.id', 'p.reference', 'p.name']).andWhere('p.id IN (:...ids)', { ids: projectIds }).getMany(),
    ]);
    const personOf = new Map(persons.map((person) => [person.id, person]));
    const historyOf = new Map(history.map((entry) => [entry.id, entry]));
    const propertyOf = new Map(properties.map((property) => [property.id, { id: property.id, reference: property.reference, ident: property.ident, zip: property.zip, city: property.city }]));
    const projectOf = new Map(projects.map((project) => [project.id, { id: project.id, reference: project.reference, name: project.name }]));
    return leads.map((lead) => {
      const person = lead.personId === null ? undefined : personOf.get(lead.personId);
      const entry = lead.historyId === null ? undefined : historyOf.get(lead.historyId);
      return {
        id: lead.id,
        kind: (LEAD_KINDS as readonly string[]).includes(lead.kind) ? (lead.kind as LeadKind) : 'contact',
        status: lead.status === 'handled' ? 'handled' : 'new',
        assignedUserId: lead.assignedUserId,
        receivedAt: lead.receivedAt,
        handledAt: lead.handledAt,
        updatedAt: lead.updatedAt,
        person: person
          ? { id: person.id, name: person.name, firstName: person.firstName, email: person.email, phoneNumber: person.phoneNumber, mobileNumber: person.mobileNumber }
          : null,
        propertyId: lead.propertyId,
        property: lead.propertyId === null ? null : (propertyOf.get(lead.propertyId) ?? null),
        projectId: lead.projectId,
        project: lead.projectId === null ? null : (projectOf.get(lead.projectId) ?? null),
        demandId: lead.demandId,
        appointmentId: lead.appointmentId,
        subject: entry?.subject ?? null,
        message: entry?.content ?? null,
        version: lead.version,
      };
    });
  }
}
