import { requireScope } from '../common/scopes.js';
import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { isUniqueViolation } from '../accounts/unique-violation.js';
import { HISTORY_TYPE } from '../common/codes.js';
import type { Tenant } from '../common/tenant.js';
import { TenantScope } from '../database/tenant-scope.js';
import type { Property } from '../properties/properties.entities.js';
import { storedNow } from '../persons/clock-time.js';
import { demandColumns, hasDemandCriteria, type DemandColumns, type DemandInput } from '../persons/demand-input.js';
import { validText } from '../persons/person-input.js';
import { PersonRegistry, type WriteContext } from '../persons/person-registry.js';
import { Person } from '../persons/persons.entities.js';
import { validContact, type ContactInput, type ValidContact } from './contact-input.js';
import type { ContactResultRecord } from './history.records.js';
import { HistoryWriter } from './history-writer.js';
import { publicProperty } from './property-lookup.js';

/** ContactOnMe (v1.2): a contact request, about a property or not, optionally with search criteria. */
export interface ContactOnMeInput extends ContactInput {
  readonly mobileNumber?: string | null;
  readonly demand?: DemandInput | null;
  /** true: store the criteria as a demand; false: never; absent: when criteria are given. */
  readonly createDemand?: boolean | null;
}

/**
 * Contact requests from web visitors. Each one, in a single transaction: finds the agency's
 * person by email and fills their empty fields (never overwriting, never with blanks), or
 * creates a person (NewPerson history); writes the request as a history record of type
 * 0 Contact (kind automatic, linked to the property and the person; type 11 Website is kept
 * for website visits); and for ContactOnMe with criteria stores a demand (NewDemand history).
 */
@Injectable()
export class ContactService {
  constructor(
    @Inject(TenantScope) private readonly scope: TenantScope,
    @Inject(PersonRegistry) private readonly registry: PersonRegistry,
    @Inject(HistoryWriter) private readonly history: HistoryWriter,
  ) {}

  /** ContactMeOnPropertySaveDB. The property must be the tenant's and public, else NotFound (0 included). */
  async contactAboutProperty(tenant: Tenant, input: ContactInput): Promise<ContactResultRecord> {
    requireScope(tenant, 'contacts');
    const contact = validContact(input);
    return this.save(tenant, contact, input.propertyId ?? 0, null);
  }

  /** ContactOnMe: as contactAboutProperty, the property optional, plus a demand when criteria are given. */
  async contactOnMe(tenant: Tenant, input: ContactOnMeInput): Promise<ContactResultRecord> {
    requireScope(tenant, 'contacts');
    const base = validContact(input);
    const mobile = typeof input.mobileNumber === 'string' ? validText('mobileNumber', input.mobileNumber, 'mobileNumber') : '';
    const contact: ValidContact = { ...base, person: { ...base.person, mobileNumber: mobile === '' ? null : mobile } };
    const criteria = input.createDemand !== false && hasDemandCriteria(input.demand) ? demandColumns(input.demand) : null;
    return this.save(tenant, contact, input.propertyId ? input.propertyId : null, criteria);
  }

  /** Runs the writes in one transaction; a concurrent creation of the same email is retried once as a merge. */
  private async save(tenant: Tenant, contact: ValidContact, propertyId: number | null, criteria: DemandColumns | null): Promise<ContactResultRecord> {
    const attempt = () => this.scope.transaction((manager) => this.write(tenant, contact, propertyId, criteria, manager));
    try {
      return await attempt();
    } catch (error) {
      if (contact.email !== null && isUniqueViolation(error)) return attempt();
      throw error;
    }
  }

  private async write(
    tenant: Tenant,
    contact: ValidContact,
    propertyId: number | null,
    criteria: DemandColumns | null,
    manager: EntityManager,
  ): Promise<ContactResultRecord> {
    const property = propertyId === null ? null : await publicProperty(this.scope, tenant, propertyId, manager);
    const context: WriteContext = { date: storedNow(), propertyId, officeId: property?.officeId ?? null, languageId: contact.languageId };
    const existing = contact.email === null ? null : await this.scope.findOne(tenant, Person, { email: contact.email }, manager);
    const person = existing
      ? await this.registry.fillBlanks(tenant, existing, contact.person, context, manager)
      : await this.registry.create(tenant, contact.person, null, context, manager);
    const historyId = await this.history.write(
      tenant,
      {
        kind: 'automatic',
        typeId: HISTORY_TYPE.Contact,
        date: context.date,
        propertyId,
        personId: person.id,
        officeId: context.officeId,
        languageId: contact.languageId,
        subject: contact.subject ?? subjectOf(property),
        content: contact.content,
      },
      manager,
    );
    const demand = criteria ? await this.registry.addDemand(tenant, person.id, criteria, context, manager) : null;
    return { HistoryID: historyId, PersonID: person.id, DemandID: demand?.id ?? null };
  }
}

function subjectOf(property: Property | null): string {
  if (!property) return 'Contact request';
  return `Contact request about property ${property.ident ?? property.id}`;
}
