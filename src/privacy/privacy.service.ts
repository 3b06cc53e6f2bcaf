import { Inject, Injectable } from '@nestjs/common';
import { In, type EntityManager } from 'typeorm';
import { Appointment, AppointmentRegistration } from '../appointments/appointments.entities.js';
import { AuditEntry } from '../audit/audit.entities.js';
import { AuditedWrites } from '../audit/audited-writes.js';
import type { Actor } from '../common/actor.js';
import { HISTORY_TYPE } from '../common/codes.js';
import { NotFoundError } from '../common/errors.js';
import { requireVersion, type ExpectedVersion } from '../common/expected-version.js';
import { requireScope } from '../common/scopes.js';
import type { Tenant } from '../common/tenant.js';
import { TenantScope } from '../database/tenant-scope.js';
import { Document } from '../documents/documents.entities.js';
import { History } from '../history/history.entities.js';
import { HistoryWriter } from '../history/history-writer.js';
import { Lead } from '../leads/leads.entities.js';
import { OutboxMail } from '../mail/mail.entities.js';
import { PersonCategory, PersonCategoryMember, PersonSource } from '../person-categories/person-categories.entities.js';
import { storedNow } from '../persons/clock-time.js';
import { PersonCredentials } from '../persons/person-credentials.js';
import { staffUser, toDemandView, toPersonView, type DemandView, type PersonView } from '../persons/person-writes.service.js';
import { Demand, PasswordReset, Person } from '../persons/persons.entities.js';
import { PropertyOwner, SelectedProperty } from '../properties/properties.entities.js';
import { ObjectRelation, PersonLink } from '../relations/relations.entities.js';

/** Everything the agency holds about one person (GDPR art. 15 and 20), in the API's field names. */
export interface PersonExport {
  readonly exportedAt: Date;
  readonly person: PersonView;
  readonly demands: DemandView[];
  readonly source: { readonly id: number; readonly name: string } | null;
  readonly categories: { readonly id: number; readonly name: string }[];
  /** Every history record about them: contact requests, visits, registrations, changes… */
  readonly history: {
    readonly id: number;
    readonly kind: string;
    readonly typeId: number;
    readonly date: Date;
    readonly propertyId: number | null;
    readonly projectId: number | null;
    readonly subject: string | null;
    readonly content: string | null;
    readonly startDate: Date | null;
    readonly endDate: Date | null;
    readonly location: string | null;
    readonly source: string | null;
    readonly clientAddress: string | null;
  }[];
  readonly leads: { readonly id: number; readonly kind: string; readonly status: string; readonly receivedAt: Date; readonly propertyId: number | null; readonly projectId: number | null }[];
  readonly viewingRegistrations: { readonly id: number; readonly appointmentId: number; readonly registeredAt: Date; readonly startDate: Date | null; readonly propertyId: number | null; readonly projectId: number | null }[];
  readonly propertyRelations: { readonly id: number; readonly propertyId: number | null; readonly projectId: number | null; readonly typeId: number; readonly createdAt: Date }[];
  readonly personRelations: { readonly id: number; readonly relatedPersonId: number; readonly typeId: number; readonly createdAt: Date }[];
  readonly ownedPropertyIds: number[];
  readonly selectedProperties: { readonly propertyId: number; readonly createdAt: Date }[];
  readonly documents: { readonly id: number; readonly title: string; readonly kind: string; readonly url: string; readonly createdAt: Date }[];
  readonly tasks: { readonly id: number; readonly subject: string; readonly comment: string | null; readonly dueDate: Date | null; readonly done: boolean; readonly createdAt: Date }[];
  /** Mails the agency sent (or will send) to their address. */
  readonly mails: { readonly id: number; readonly kind: string; readonly subject: string; readonly body: string; readonly status: string; readonly createdAt: Date; readonly sentAt: Date | null }[];
  readonly passwordResets: { readonly createdAt: Date; readonly expiresAt: Date; readonly usedAt: Date | null }[];
}

/** What an erasure removed or anonymised, by kind of record. */
export interface ErasureReport {
  readonly personId: number;
  readonly historyAnonymised: number;
  readonly demandsRemoved: number;
  readonly leadsAnonymised: number;
  readonly registrationsAnonymised: number;
  readonly documentsRemoved: number;
  readonly tasksAnonymised: number;
  readonly mailsAnonymised: number;
  readonly linksRemoved: number;
}

const ERASED = '[erased]';

/** The texts that identify the person, longest first, to be cut out of free texts written about them. */
function identifyingTexts(person: Person): string[] {
  const full = [person.firstName, person.name].filter((part) => part && part.trim() !== '').join(' ');
  const texts = [person.email, full, person.name, person.firstName, person.phoneNumber, person.mobileNumber, person.addressA, person.ident];
  return [...new Set(texts.filter((text): text is string => typeof text === 'string' && text.trim().length >= 2).map((text) => text.trim()))].sort((a, b) => b.length - a.length);
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** `text` with every identifying text replaced by [erased] (case-insensitive). */
export function redact(text: string | null, identifying: readonly string[]): string | null {
  if (text === null || identifying.length === 0) return text;
  const pattern = new RegExp(identifying.map(escapeRegExp).join('|'), 'gi');
  return text.replace(pattern, ERASED);
}

/**
 * The GDPR rights of the agency's persons: a complete export of what is held about a person, and
 * erasure. Erasure removes the person and what only identifies them (demands, logins, documents,
 * category and relation links, selections) and keeps the agency's records about them without
 * identity: history records (statistics stay true), leads, slot registrations (capacities stay
 * true), tasks and mails, with their names, addresses and numbers cut out of the texts, and
 * the audit entries of the person with their values blanked. The erasure itself is recorded (a
 * history record without identity and an audit entry).
 */
@Injectable()
export class PrivacyService {
  constructor(
    @Inject(TenantScope) private readonly scope: TenantScope,
    @Inject(AuditedWrites) private readonly writes: AuditedWrites,
    @Inject(HistoryWriter) private readonly history: HistoryWriter,
    @Inject(PersonCredentials) private readonly credentials: PersonCredentials,
  ) {}

  async exportPerson(tenant: Tenant, personId: number): Promise<PersonExport> {
    requireScope(tenant, 'persons-read');
    const person = Number.isSafeInteger(personId) ? await this.scope.findOne(tenant, Person, { id: personId }) : null;
    if (!person) throw new NotFoundError('Person', personId);
    const byPerson = { personId };
    const [demands, members, history, leads, registrations, relations, links, owned, selected, documents, resets] = await Promise.all([
      this.scope.find(tenant, Demand, byPerson),
      this.scope.find(tenant, PersonCategoryMember, byPerson),
      this.scope.select(tenant, History, 'h').andWhere('h.personId = :personId', byPerson).orderBy('h.date').addOrderBy('h.id').getMany(),
      this.scope.find(tenant, Lead, byPerson),
      this.scope.find(tenant, AppointmentRegistration, byPerson),
      this.scope.find(tenant, ObjectRelation, byPerson),
      this.scope.select(tenant, PersonLink, 'l').andWhere('(l.personId = :personId OR l.relatedPersonId = :personId)', byPerson).getMany(),
      this.scope.find(tenant, PropertyOwner, byPerson),
      this.scope.find(tenant, SelectedProperty, byPerson),
      this.scope.find(tenant, Document, byPerson),
      this.scope.find(tenant, PasswordReset, byPerson),
    ]);
    const [categories, source, slots, mails] = await Promise.all([
      members.length === 0 ? [] : this.scope.find(tenant, PersonCategory, { id: In(members.map((m) => m.categoryId)) }),
      person.sourceId === null ? null : this.scope.findOne(tenant, PersonSource, { id: person.sourceId }),
      registrations.length === 0 ? [] : this.scope.find(tenant, Appointment, { id: In(registrations.map((r) => r.appointmentId)) }),
      person.email === null ? [] : this.scope.find(tenant, OutboxMail, { recipient: person.email }),
    ]);
    const slotOf = new Map(slots.map((slot) => [slot.id, slot]));
    const byId = <T extends { id: number }>(rows: T[]) => [...rows].sort((a, b) => a.id - b.id);
    return {
      exportedAt: new Date(),
      person: toPersonView(person),
      demands: byId(demands).map(toDemandView),
      source: source ? { id: source.id, name: source.name } : null,
      categories: byId(categories).map((category) => ({ id: category.id, name: category.name })),
      history: history.map((h) => ({
        id: h.id,
        kind: h.kind,
        typeId: h.typeId,
        date: h.date,
        propertyId: h.propertyId,
        projectId: h.projectId,
        subject: h.subject,
        content: h.content,
        startDate: h.startDate,
        endDate: h.endDate,
        location: h.location,
        source: h.source,
        clientAddress: h.clientAddress,
      })),
      leads: byId(leads).map((l) => ({ id: l.id, kind: l.kind, status: l.status, receivedAt: l.receivedAt, propertyId: l.propertyId, projectId: l.projectId })),
      viewingRegistrations: byId(registrations).map((r) => {
        const slot = slotOf.get(r.appointmentId);
        return { id: r.id, appointmentId: r.appointmentId, registeredAt: r.registeredAt, startDate: slot?.startDate ?? null, propertyId: slot?.propertyId ?? null, projectId: slot?.projectId ?? null };
      }),
      propertyRelations: byId(relations).map((r) => ({ id: r.id, propertyId: r.propertyId, projectId: r.projectId, typeId: r.typeId, createdAt: r.createdAt })),
      personRelations: byId(links).map((l) => ({ id: l.id, relatedPersonId: l.personId === personId ? l.relatedPersonId : l.personId, typeId: l.typeId, createdAt: l.createdAt })),
      ownedPropertyIds: owned.map((o) => o.propertyId).sort((a, b) => a - b),
      selectedProperties: selected.map((s) => ({ propertyId: s.propertyId, createdAt: s.createdAt })).sort((a, b) => a.propertyId - b.propertyId),
      // An uploaded file has no public address (a person's documents are never served): the agency's staff read it through the API.
      documents: byId(documents).map((d) => ({ id: d.id, title: d.title, kind: d.kind, url: d.fileHash === null ? d.fileUrl : `/api/v1/documents/${d.id}/file`, createdAt: d.createdAt })),
      // Tasks are history records of kind task (listed in history too): created on their date, due on their end date.
      tasks: history.filter((h) => h.kind === 'task').map((t) => ({ id: t.id, subject: t.subject ?? '', comment: t.content, dueDate: t.endDate, done: Boolean(t.done), createdAt: t.date })),
      mails: byId(mails).map((m) => ({ id: m.id, kind: m.kind, subject: m.subject, body: m.body, status: m.status, createdAt: m.createdAt, sentAt: m.sentAt })),
      passwordResets: resets.map((r) => ({ createdAt: r.createdAt, expiresAt: r.expiresAt, usedAt: r.usedAt })),
    };
  }

  /** Erases the person (see the class); `expectedVersion` (If-Match) refuses it when the person changed meanwhile. */
  async erasePerson(tenant: Tenant, actor: Actor, personId: number, expectedVersion: ExpectedVersion = null): Promise<ErasureReport> {
    requireScope(tenant, 'persons-write');
    const report = await this.writes.run(tenant, actor, async (write) => {
      const { manager } = write;
      const person = Number.isSafeInteger(personId) ? await this.scope.selectForUpdate(tenant, Person, 'p', manager).andWhere('p.id = :id', { id: personId }).getOne() : null;
      if (!person) throw new NotFoundError('Person', personId);
      requireVersion('Person', personId, person.version, expectedVersion);
      const erased = await this.erase(tenant, person, manager);
      await this.history.write(
        tenant,
        { kind: 'automatic', typeId: HISTORY_TYPE.ChangedPerson, date: storedNow(), userId: staffUser(actor), officeId: person.officeId, subject: 'Person erased on request (GDPR)', content: summary(erased) },
        manager,
      );
      await write.deleted('person', personId, { erasure: summary(erased) });
      return erased;
    });
    this.credentials.forget(tenant, personId);
    return report;
  }

  private async erase(tenant: Tenant, person: Person, manager: EntityManager): Promise<ErasureReport> {
    const personId = person.id;
    const byPerson = { personId };
    const identifying = identifyingTexts(person);
    const history = await this.scope.find(tenant, History, byPerson, manager);
    for (const entry of history) {
      await this.scope.update(
        tenant,
        History,
        { id: entry.id },
        { personId: null, subject: redact(entry.subject, identifying), content: redact(entry.content, identifying), location: redact(entry.location, identifying), source: null, clientAddress: null },
        manager,
      );
    }
    // Tasks are history records (kind task), anonymised above with the rest of the history.
    const tasks = history.filter((entry) => entry.kind === 'task');
    const mails = await this.mailsAbout(tenant, person, manager);
    for (const mail of mails) {
      await this.scope.update(
        tenant,
        OutboxMail,
        { id: mail.id },
        {
          recipient: mail.recipient === person.email ? ERASED : mail.recipient,
          subject: redact(mail.subject, identifying) ?? ERASED,
          body: redact(mail.body, identifying) ?? ERASED,
          ...(mail.status === 'pending' && mail.recipient === person.email ? { status: 'failed', lastError: 'Not sent: the recipient was erased (GDPR).' } : {}),
        },
        manager,
      );
    }
    const demands = await this.scope.find(tenant, Demand, byPerson, manager);
    await this.blankAudit(tenant, [
      { resource: 'person', ids: [personId] },
      { resource: 'demand', ids: demands.map((demand) => demand.id) },
    ], manager);
    const leads = await this.scope.update(tenant, Lead, byPerson, { personId: null }, manager);
    const registrations = await this.scope.update(tenant, AppointmentRegistration, byPerson, { personId: null }, manager);
    const documents = await this.scope.delete(tenant, Document, byPerson, manager);
    const links =
      (await this.scope.delete(tenant, ObjectRelation, byPerson, manager)) +
      (await this.scope.delete(tenant, PersonLink, byPerson, manager)) +
      (await this.scope.delete(tenant, PersonLink, { relatedPersonId: personId }, manager)) +
      (await this.scope.delete(tenant, PropertyOwner, byPerson, manager)) +
      (await this.scope.delete(tenant, SelectedProperty, byPerson, manager)) +
      (await this.scope.delete(tenant, PersonCategoryMember, byPerson, manager));
    await this.scope.delete(tenant, PasswordReset, byPerson, manager);
    const demandsRemoved = await this.scope.delete(tenant, Demand, byPerson, manager);
    await this.scope.delete(tenant, Person, { id: personId }, manager);
    return {
      personId,
      historyAnonymised: history.length,
      demandsRemoved,
      leadsAnonymised: leads,
      registrationsAnonymised: registrations,
      documentsRemoved: documents,
      tasksAnonymised: tasks.length,
      mailsAnonymised: mails.length,
      linksRemoved: links,
    };
  }

  /** The agency's mails to the person's address or naming it in their text (contact notifications to the staff). */
  private async mailsAbout(tenant: Tenant, person: Person, manager: EntityManager): Promise<OutboxMail[]> {
    if (person.email === null) return [];
    const pattern = `%${person.email.replace(/[!%_]/g, (c) => `!${c}`)}%`;
    return this.scope
      .select(tenant, OutboxMail, 'm', manager)
      .andWhere("(m.recipient = :email OR m.body LIKE :pattern ESCAPE '!' OR m.subject LIKE :pattern ESCAPE '!')", { email: person.email, pattern })
      .getMany();
  }

  /** The audit entries of the person's records keep which fields changed when, never their values. */
  private async blankAudit(tenant: Tenant, records: readonly { resource: string; ids: readonly number[] }[], manager: EntityManager): Promise<void> {
    for (const { resource, ids } of records) {
      if (ids.length === 0) continue;
      const entries = await this.scope.find(tenant, AuditEntry, { resource, resourceId: In(ids.map(String)) }, manager);
      for (const entry of entries) {
        const changes = (JSON.parse(entry.changes) as { field: string; old: unknown; new: unknown }[]).map((change) => ({
          field: change.field,
          old: change.old === null ? null : ERASED,
          new: change.new === null ? null : ERASED,
        }));
        await this.scope.update(tenant, AuditEntry, { id: entry.id }, { changes: JSON.stringify(changes) }, manager);
      }
    }
  }
}

function summary(report: ErasureReport): string {
  return [
    `${report.historyAnonymised} history records, ${report.leadsAnonymised} leads, ${report.registrationsAnonymised} slot registrations, ${report.tasksAnonymised} tasks and ${report.mailsAnonymised} mails kept without identity`,
    `${report.demandsRemoved} demands, ${report.documentsRemoved} documents and ${report.linksRemoved} links removed`,
  ].join('; ');
}
