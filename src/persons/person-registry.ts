import { Inject, Injectable } from '@nestjs/common';
import { In, type EntityManager } from 'typeorm';
import { HISTORY_TYPE } from '../common/codes.js';
import type { Tenant } from '../common/tenant.js';
import { TenantScope } from '../database/tenant-scope.js';
import { HistoryWriter } from '../history/history-writer.js';
import type { DemandColumns } from './demand-input.js';
import { InvalidInputError } from '../common/errors.js';
import { PersonCategory, PersonCategoryMember, PersonSource } from '../person-categories/person-categories.entities.js';
import { PERSON_FIELD_NAMES, type PersonFields } from './person-fields.js';
import { Demand, Person } from './persons.entities.js';

export type { PersonFields };

/** Where a write came from, for the history records it leaves. */
export interface WriteContext {
  readonly date: Date;
  readonly propertyId?: number | null;
  readonly officeId?: number | null;
  readonly languageId?: number | null;
}

/** What a contact request may fill in: every writable field but the email (the key) and the language. */
const MERGEABLE = PERSON_FIELD_NAMES.filter((name) => name !== 'email' && name !== 'languageId');

function blank(value: unknown): boolean {
  return value === null || value === undefined || value === '';
}

function fullName(fields: { firstName?: string | null; name?: string | null }): string {
  return [fields.firstName, fields.name].filter((part) => !blank(part)).join(' ');
}

/**
 * Creates persons and demands and merges contact details into existing persons, writing the
 * matching history (NewPerson, ChangedPerson, NewDemand, ChangedDemand) in the caller's transaction.
 */
@Injectable()
export class PersonRegistry {
  constructor(
    @Inject(TenantScope) private readonly scope: TenantScope,
    @Inject(HistoryWriter) private readonly history: HistoryWriter,
  ) {}

  async create(tenant: Tenant, fields: PersonFields, passwordHash: string | null, context: WriteContext, manager: EntityManager): Promise<Person> {
    const values: Omit<Person, 'agencyId' | 'id' | 'version'> = {
      officeId: fields.officeId ?? context.officeId ?? null,
      addressTitle: fields.addressTitle ?? null,
      letterTitle: fields.letterTitle ?? fields.addressTitle ?? null,
      name: fields.name ?? '',
      firstName: fields.firstName || null,
      phoneNumber: fields.phoneNumber || null,
      mobileNumber: fields.mobileNumber || null,
      addressA: fields.addressA || null,
      zip: fields.zip || null,
      city: fields.city || null,
      countryId: fields.countryId ?? null,
      email: fields.email || null,
      passwordHash,
      ident: fields.ident || null,
      languageId: fields.languageId ?? context.languageId ?? 1,
      sourceId: null,
      createdAt: context.date,
      lastChangedAt: context.date,
    };
    const [id] = await this.scope.insert(tenant, Person, values, manager);
    const person = Object.assign(new Person(), values, { id: id as number, agencyId: tenant.agencyId, version: 1 });
    await this.history.write(
      tenant,
      {
        kind: 'automatic',
        typeId: HISTORY_TYPE.NewPerson,
        date: context.date,
        personId: person.id,
        propertyId: context.propertyId,
        officeId: person.officeId,
        languageId: person.languageId,
        subject: `New person: ${fullName(person) || person.email || person.id}`,
      },
      manager,
    );
    return person;
  }

  /**
   * Fills the person's empty fields from `fields`; never overwrites a value, never writes a
   * blank. Writes a ChangedPerson record naming the filled fields when anything changed.
   */
  async fillBlanks(tenant: Tenant, person: Person, fields: PersonFields, context: WriteContext, manager: EntityManager): Promise<Person> {
    const filled: Partial<Person> = {};
    for (const field of MERGEABLE) {
      if (blank(person[field]) && !blank(fields[field])) Object.assign(filled, { [field]: fields[field] });
    }
    const names = Object.keys(filled);
    if (names.length === 0) return person;
    const changes = { ...filled, lastChangedAt: context.date };
    await this.scope.update(tenant, Person, { id: person.id }, changes, manager);
    await this.history.write(
      tenant,
      {
        kind: 'automatic',
        typeId: HISTORY_TYPE.ChangedPerson,
        date: context.date,
        personId: person.id,
        propertyId: context.propertyId,
        officeId: person.officeId,
        languageId: context.languageId,
        subject: 'Person completed from a contact request',
        content: `Filled: ${names.join(', ')}`,
      },
      manager,
    );
    return Object.assign(new Person(), person, changes);
  }

  /**
   * Files a person under the agency's categories (added to those they have) and gives them a
   * source when they have none; ids that are not the agency's are invalid input naming the field.
   */
  async classify(
    tenant: Tenant,
    person: Person,
    classes: { readonly sourceId?: number | null; readonly categoryIds?: readonly number[] | null; readonly sourceField: string; readonly categoriesField: string },
    manager: EntityManager,
  ): Promise<void> {
    const sourceId = classes.sourceId ? classes.sourceId : null;
    if (sourceId !== null) {
      if (!Number.isSafeInteger(sourceId) || !(await this.scope.findOne(tenant, PersonSource, { id: sourceId }, manager))) {
        throw new InvalidInputError(classes.sourceField, `${sourceId} is not a person source of the agency (GetPersonSourceList)`);
      }
      if (person.sourceId === null) await this.scope.update(tenant, Person, { id: person.id }, { sourceId }, manager);
    }
    const wanted = [...new Set(classes.categoryIds ?? [])];
    if (wanted.length === 0) return;
    const known = await this.scope.find(tenant, PersonCategory, { id: In(wanted) }, manager);
    const unknown = wanted.filter((id) => !known.some((category) => category.id === id));
    if (unknown.length > 0) throw new InvalidInputError(classes.categoriesField, `${unknown.join(', ')} ${unknown.length === 1 ? 'is not a category' : 'are not categories'} of the agency (GetCategoriesList)`);
    const held = new Set((await this.scope.find(tenant, PersonCategoryMember, { personId: person.id }, manager)).map((member) => member.categoryId));
    const added = wanted.filter((id) => !held.has(id)).map((categoryId) => ({ personId: person.id, categoryId }));
    if (added.length > 0) await this.scope.insert(tenant, PersonCategoryMember, added, manager);
  }

  /** Stores a demand from criteria already validated by `demandColumns`. */
  async addDemand(tenant: Tenant, personId: number, criteria: DemandColumns, context: WriteContext, manager: EntityManager): Promise<Demand> {
    const values: Omit<Demand, 'agencyId' | 'id' | 'version'> = {
      ...criteria,
      personId,
      active: true,
      createdAt: context.date,
      lastChangedAt: context.date,
    };
    const [id] = await this.scope.insert(tenant, Demand, values, manager);
    await this.history.write(
      tenant,
      {
        kind: 'automatic',
        typeId: HISTORY_TYPE.NewDemand,
        date: context.date,
        personId,
        propertyId: context.propertyId,
        officeId: context.officeId,
        languageId: context.languageId,
        subject: `New demand ${id}`,
        content: values.comment,
      },
      manager,
    );
    return Object.assign(new Demand(), values, { id: id as number, agencyId: tenant.agencyId, version: 1 });
  }

  /**
   * Replaces the criteria of an existing demand (reactivating it) and writes the ChangedDemand
   * history; a demand whose criteria and state are already these is left as it is.
   */
  async changeDemand(tenant: Tenant, demand: Demand, criteria: Partial<DemandColumns>, context: WriteContext, manager: EntityManager): Promise<Demand> {
    const priceFrom = criteria.priceFrom !== undefined ? criteria.priceFrom : demand.priceFrom;
    const priceTo = criteria.priceTo !== undefined ? criteria.priceTo : demand.priceTo;
    if (priceFrom !== null && priceTo !== null && Number(priceFrom) > Number(priceTo)) {
      throw new InvalidInputError('PriceTo', `must not be below the demand's lowest price (${Number(priceFrom)})`);
    }
    const unchanged = demand.active && (Object.keys(criteria) as (keyof DemandColumns)[]).every((key) => sameValue(demand[key], criteria[key]));
    if (unchanged) return demand;
    const changes = { ...criteria, active: true, lastChangedAt: context.date };
    await this.scope.update(tenant, Demand, { id: demand.id }, changes, manager);
    await this.history.write(
      tenant,
      {
        kind: 'automatic',
        typeId: HISTORY_TYPE.ChangedDemand,
        date: context.date,
        personId: demand.personId,
        propertyId: context.propertyId,
        officeId: context.officeId,
        languageId: context.languageId,
        subject: `Demand ${demand.id} changed`,
        content: criteria.comment ?? null,
      },
      manager,
    );
    return Object.assign(new Demand(), demand, changes);
  }
}

/** Stored and new criteria compare equal (decimals come back from MariaDB as text). */
function sameValue(stored: unknown, wanted: unknown): boolean {
  if (stored === null || wanted === null || stored === undefined || wanted === undefined) return (stored ?? null) === (wanted ?? null);
  if (typeof wanted === 'number') return Number(stored) === wanted;
  if (typeof wanted === 'boolean') return Boolean(stored) === wanted;
  return stored === wanted;
}
