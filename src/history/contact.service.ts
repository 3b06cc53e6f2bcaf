import { requireScope } from '../common/scopes.js';
import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { isUniqueViolation } from '../accounts/unique-violation.js';
import { HISTORY_TYPE } from '../common/codes.js';
import { InvalidInputError, NotFoundError } from '../common/errors.js';
import { Project } from '../construction/construction.entities.js';
import type { Tenant } from '../common/tenant.js';
import { TenantScope } from '../database/tenant-scope.js';
import type { Property } from '../properties/properties.entities.js';
import { storedNow } from '../persons/clock-time.js';
import { demandChanges, demandColumns, hasDemandCriteria, samePlaces, type DemandColumns, type DemandInput } from '../persons/demand-input.js';
import { validText } from '../persons/person-input.js';
import { PersonRegistry, type WriteContext } from '../persons/person-registry.js';
import { Demand, Person } from '../persons/persons.entities.js';
import { validContact, type ContactInput, type ValidContact } from './contact-input.js';
import type { ContactResultRecord } from './history.records.js';
import { contactNotification, contactRecipient } from './contact-notification.js';
import { HistoryWriter } from './history-writer.js';
import { Outbox } from '../mail/outbox.js';
import { publicProperty } from './property-lookup.js';
import { StaffService } from '../staff/staff.service.js';
import { receiveLead } from '../leads/lead-inbox.js';

/** ContactOnMe (v1.2): a contact request, about a property or not, optionally with search criteria. */
export interface ContactOnMeInput extends ContactInput {
  readonly mobileNumber?: string | null;
  readonly demand?: DemandInput | null;
  /** true: store the criteria as a demand; false: never; absent: when criteria are given. */
  readonly createDemand?: boolean | null;
  /** Where the visitor came from (a person source of the agency); kept when the person has none yet. */
  readonly sourceId?: number | null;
  /** Categories of the agency to file the person under (added to theirs). */
  readonly categoryIds?: readonly number[] | null;
}

/**
 * Which demand a registration changes: the one named by demandId (it must be the person's), else
 * the person's latest active demand with the same goal and the same places (zips, zones, cities;
 * any when the request names none); alwaysCreate, another goal or other places add a new one.
 * A change changes the criteria the request names and keeps the rest: a price sent alone changes
 * the price; types, places, the other price, the comment and the mail alerts stay (an absent
 * IsReceivedEmail keeps the alerts as they are).
 */
export interface DemandPlacement {
  readonly demandId?: number | null;
  readonly alwaysCreate?: boolean | null;
}

/**
 * Contact requests from web visitors. Each one, in a single transaction: finds the agency's
 * person by email and fills their empty fields (never overwriting, never with blanks), or
 * creates a person (NewPerson history); writes the request as a history record of type
 * 0 Contact (kind automatic, linked to the property and the person; type 11 Website is kept
 * for website visits); for ContactOnMe with criteria stores a demand (NewDemand history); and
 * writes the notification mail to the property's or project's responsible user, else the
 * agency (contactRecipient), into the outbox.
 */
@Injectable()
export class ContactService {
  constructor(
    @Inject(TenantScope) private readonly scope: TenantScope,
    @Inject(PersonRegistry) private readonly registry: PersonRegistry,
    @Inject(HistoryWriter) private readonly history: HistoryWriter,
    @Inject(Outbox) private readonly outbox: Outbox,
    @Inject(StaffService) private readonly staff: StaffService,
  ) {}

  /** ContactMeOnPropertySaveDB. The property must be the tenant's and public, else NotFound (0 included). */
  async contactAboutProperty(tenant: Tenant, input: ContactInput): Promise<ContactResultRecord> {
    requireScope(tenant, 'contacts');
    const contact = validContact(input);
    return this.save(tenant, contact, { propertyId: input.propertyId ?? 0, projectId: null, message: true }, null);
  }

  /** ContactOnMe: as contactAboutProperty, the property optional, plus a demand when criteria are given. */
  async contactOnMe(tenant: Tenant, input: ContactOnMeInput): Promise<ContactResultRecord> {
    requireScope(tenant, 'contacts');
    return this.save(tenant, withMobile(input), { propertyId: input.propertyId ? input.propertyId : null, projectId: null, message: true, classes: classesOf(input) }, criteriaOf(input));
  }

  /**
   * ContactOnMeProject: a contact request about a construction project; the project must be the
   * tenant's and published on the internet, else NotFound. A demand is stored as for ContactOnMe.
   */
  async contactAboutProject(tenant: Tenant, projectId: number, input: ContactOnMeInput): Promise<ContactResultRecord> {
    requireScope(tenant, 'contacts');
    return this.save(tenant, withMobile(input), { propertyId: null, projectId, message: true, classes: classesOf(input) }, criteriaOf(input));
  }

  /**
   * DemandRegister: stores search criteria (at least one required) for the person with this
   * email, who is created when unknown (empty fields of a known person are filled). A repeated or
   * changed registration changes the person's demand (see DemandPlacement: ChangedDemand history,
   * nothing written when the criteria are the same); otherwise a new demand is added (NewDemand
   * history). No contact request is written.
   */
  async registerDemand(tenant: Tenant, input: ContactOnMeInput, placement: DemandPlacement = {}): Promise<ContactResultRecord> {
    requireScope(tenant, 'contacts');
    if (!hasDemandCriteria(input.demand)) throw new InvalidInputError('Goal', 'a demand needs search criteria (goal, prices, rooms, types, zips, zones or cities).');
    const demandId = placement.demandId ? placement.demandId : null;
    if (demandId !== null && (!Number.isSafeInteger(demandId) || demandId < 0)) throw new InvalidInputError('ID', `must be the id of a demand, got ${demandId}.`);
    const placed = { demandId, alwaysCreate: placement.alwaysCreate === true, changes: demandChanges(input.demand) };
    return this.save(tenant, withMobile(input), { propertyId: null, projectId: null, message: false, placement: placed, classes: classesOf(input) }, demandColumns(input.demand));
  }

  /**
   * Runs the writes in one transaction; a concurrent creation of the same email is retried once
   * as a merge. The person's id is answered only to an account that may read persons: otherwise
   * a contact request would tell which email belongs to which person.
   */
  private async save(tenant: Tenant, contact: ValidContact, about: ContactTarget, criteria: DemandColumns | null): Promise<ContactResultRecord> {
    const attempt = () => this.scope.transaction((manager) => this.write(tenant, contact, about, criteria, manager));
    let result: ContactResultRecord;
    try {
      result = await attempt();
    } catch (error) {
      if (contact.email === null || !isUniqueViolation(error)) throw error;
      result = await attempt();
    }
    return tenant.scopes.includes('persons-read') ? result : { ...result, PersonID: null };
  }

  private async write(
    tenant: Tenant,
    contact: ValidContact,
    about: ContactTarget,
    criteria: DemandColumns | null,
    manager: EntityManager,
  ): Promise<ContactResultRecord> {
    const { propertyId, projectId } = about;
    const property = propertyId === null ? null : await publicProperty(this.scope, tenant, propertyId, manager);
    const project = projectId === null ? null : await publishedProject(this.scope, tenant, projectId, manager);
    const officeId = property?.officeId ?? project?.officeId ?? null;
    const context: WriteContext = { date: storedNow(), propertyId, officeId, languageId: contact.languageId };
    const existing = contact.email === null ? null : await this.scope.findOne(tenant, Person, { email: contact.email }, manager);
    const person = existing
      ? await this.registry.fillBlanks(tenant, existing, contact.person, context, manager)
      : await this.registry.create(tenant, contact.person, null, context, manager);
    if (about.classes) await this.registry.classify(tenant, person, { ...about.classes, sourceField: 'SourceId', categoriesField: 'Categories' }, manager);
    const subject = contact.subject ?? subjectOf(property, project);
    const historyId = !about.message
      ? null
      : await this.history.write(
          tenant,
          {
            kind: 'automatic',
            typeId: HISTORY_TYPE.Contact,
            date: context.date,
            propertyId,
            projectId,
            personId: person.id,
            officeId: context.officeId,
            languageId: contact.languageId,
            subject,
            content: contact.content,
          },
          manager,
        );
    if (about.message) {
      const recipient = await contactRecipient(tenant, { property, project }, this.staff, manager);
      if (recipient) await this.outbox.enqueue(tenant, contactNotification(recipient, contact, { property, project }, subject), manager);
    }
    const demand = criteria ? await this.placeDemand(tenant, person.id, criteria, about.placement, context, manager) : null;
    await receiveLead(
      this.scope,
      tenant,
      { kind: about.message ? 'contact' : 'demand', at: context.date, personId: person.id, propertyId, projectId, historyId, demandId: demand?.id ?? null },
      manager,
    );
    return { HistoryID: historyId, PersonID: person.id, DemandID: demand?.id ?? null };
  }

  /** A registration's demand: the named or matching one changed, or a new one (contact requests always add). */
  private async placeDemand(
    tenant: Tenant,
    personId: number,
    criteria: DemandColumns,
    placement: ContactTarget['placement'],
    context: WriteContext,
    manager: EntityManager,
  ): Promise<Demand> {
    if (!placement || placement.alwaysCreate) return this.registry.addDemand(tenant, personId, criteria, context, manager);
    // A change changes what it names and keeps the rest (DemandPlacement).
    if (placement.demandId !== null) {
      const named = await this.scope.findOne(tenant, Demand, { id: placement.demandId, personId }, manager);
      if (!named) throw new NotFoundError('Demand of the person with this email', placement.demandId);
      return this.registry.changeDemand(tenant, named, placement.changes, context, manager);
    }
    const matching = (await this.scope.find(tenant, Demand, { personId, goal: criteria.goal, active: true }, manager)).filter((demand) => samePlaces(demand, criteria));
    const latest = matching.reduce<Demand | null>((last, demand) => (last === null || demand.id > last.id ? demand : last), null);
    return latest ? this.registry.changeDemand(tenant, latest, placement.changes, context, manager) : this.registry.addDemand(tenant, personId, criteria, context, manager);
  }
}

/** What a contact request is about, whether it carries a message (a history record) at all, and where its demand goes. */
interface ContactTarget {
  readonly propertyId: number | null;
  readonly projectId: number | null;
  readonly message: boolean;
  /** Absent: a contact request, whose criteria are always a new demand. */
  readonly placement?: { readonly demandId: number | null; readonly alwaysCreate: boolean; readonly changes: Partial<DemandColumns> };
  /** The person's source and categories, when the request names any. */
  readonly classes?: { readonly sourceId: number | null; readonly categoryIds: readonly number[] } | null;
}

function classesOf(input: ContactOnMeInput): ContactTarget['classes'] {
  const categoryIds = input.categoryIds ?? [];
  return input.sourceId || categoryIds.length > 0 ? { sourceId: input.sourceId ?? null, categoryIds } : null;
}

/** The demand a contact request stores: its criteria unless createDemand is false. */
function criteriaOf(input: ContactOnMeInput): DemandColumns | null {
  return input.createDemand !== false && hasDemandCriteria(input.demand) ? demandColumns(input.demand) : null;
}

function withMobile(input: ContactOnMeInput): ValidContact {
  const base = validContact(input);
  const mobile = typeof input.mobileNumber === 'string' ? validText('mobileNumber', input.mobileNumber, 'mobileNumber') : '';
  return { ...base, person: { ...base.person, mobileNumber: mobile === '' ? null : mobile } };
}

/** The tenant's project published on the internet, or NotFound. */
async function publishedProject(scope: TenantScope, tenant: Tenant, projectId: number, manager: EntityManager): Promise<Project> {
  const project = Number.isSafeInteger(projectId) && projectId > 0 ? await scope.findOne(tenant, Project, { id: projectId, publishInternet: true }, manager) : null;
  if (!project) throw new NotFoundError('Project', projectId);
  return project;
}

function subjectOf(property: Property | null, project: Project | null): string {
  if (property) return `Contact request about property ${property.ident ?? property.id}`;
  if (project) return `Contact request about project ${project.name}`;
  return 'Contact request';
}
