import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { isUniqueViolation } from '../accounts/unique-violation.js';
import { AuditedWrites } from '../audit/audited-writes.js';
import type { Actor } from '../common/actor.js';
import { HISTORY_TYPE } from '../common/codes.js';
import { ConflictError, DomainError, InvalidInputError, NotFoundError } from '../common/errors.js';
import { requireVersion, type ExpectedVersion } from '../common/expected-version.js';
import { FieldChecks } from '../common/field-checks.js';
import type { KeysetPage, KeysetRequest } from '../common/keyset.js';
import { requireScope } from '../common/scopes.js';
import type { Tenant } from '../common/tenant.js';
import { idField, keysetPage, type KeysetFields } from '../database/keyset-query.js';
import { TenantScope } from '../database/tenant-scope.js';
import { HistoryWriter } from '../history/history-writer.js';
import { Country, Office } from '../reference/reference.entities.js';
import { storedNow } from './clock-time.js';
import { demandColumns, type DemandColumns, type DemandInput } from './demand-input.js';
import { PersonCredentials } from './person-credentials.js';
import { PERSON_FIELD_NAMES, PERSON_FIELDS, type PersonFieldName, type PersonFields } from './person-fields.js';
import { resolvePersonFields } from './person-changes.js';
import { likePattern } from './person-queries.js';
import { PersonRegistry } from './person-registry.js';
import { validPersonPassword } from './person-input.js';
import { Demand, Person } from './persons.entities.js';

/** A person as the agency API shows it (never the password hash). */
export interface PersonView {
  readonly id: number;
  readonly officeId: number | null;
  readonly addressTitle: number | null;
  readonly letterTitle: number | null;
  readonly name: string;
  readonly firstName: string | null;
  readonly phoneNumber: string | null;
  readonly mobileNumber: string | null;
  readonly addressA: string | null;
  readonly zip: string | null;
  readonly city: string | null;
  readonly countryId: number | null;
  readonly email: string | null;
  readonly ident: string | null;
  readonly languageId: number;
  readonly sourceId: number | null;
  /** Whether the person can sign in on the agency's website (has a password). */
  readonly hasLogin: boolean;
  readonly createdAt: Date;
  readonly updatedAt: Date;
  readonly version: number;
}

/** A demand as the agency API shows it; lists as lists. */
export interface DemandView {
  readonly id: number;
  readonly personId: number;
  readonly active: boolean;
  readonly goal: number;
  readonly priceFrom: number | null;
  readonly priceTo: number | null;
  readonly minRoom: number;
  readonly typeIds: number[];
  readonly zips: string[];
  readonly geographicIds: number[];
  readonly cityNames: string[];
  readonly comment: string | null;
  readonly mailAlert: boolean;
  readonly createdAt: Date;
  readonly updatedAt: Date;
  readonly version: number;
}

/** The writable fields of a person (JSON Merge Patch: a field given is set, null clears it). */
export type PersonPatch = {
  readonly [N in PersonFieldName]?: (typeof PERSON_FIELDS)[N]['kind'] extends 'text' | 'email' ? string | null : number | null;
} & {
  /** Sets (or, null, removes) the person's website login password. */
  readonly password?: string | null;
};

/** The writable fields of a demand; absent fields keep their value. */
export interface DemandPatch extends DemandInput {
  readonly active?: boolean | null;
}

export interface PersonListFilter {
  /** Part of the name, first name, email address, phone or mobile number. */
  readonly q?: string;
  readonly email?: string;
  /** Part of the city name, or the start of the postcode. */
  readonly city?: string;
  readonly updatedSince?: Date;
}

const PERSON_LIST_SORT: KeysetFields<Person> = {
  ...idField<Person>('p'),
  name: { column: 'p.name', kind: 'string', of: (p) => p.name },
  createdAt: { column: 'p.createdAt', kind: 'date', of: (p) => p.createdAt },
  updatedAt: { column: 'p.lastChangedAt', kind: 'date', of: (p) => p.lastChangedAt },
};

const MAX_ID = 2_147_483_647;

export function toPersonView(person: Person): PersonView {
  return {
    id: person.id,
    officeId: person.officeId,
    addressTitle: person.addressTitle,
    letterTitle: person.letterTitle,
    name: person.name,
    firstName: person.firstName,
    phoneNumber: person.phoneNumber,
    mobileNumber: person.mobileNumber,
    addressA: person.addressA,
    zip: person.zip,
    city: person.city,
    countryId: person.countryId,
    email: person.email,
    ident: person.ident,
    languageId: person.languageId,
    sourceId: person.sourceId,
    hasLogin: person.passwordHash !== null,
    createdAt: person.createdAt,
    updatedAt: person.lastChangedAt,
    version: person.version,
  };
}

const list = (text: string) => (text === '' ? [] : text.split(','));

export function toDemandView(demand: Demand): DemandView {
  return {
    id: demand.id,
    personId: demand.personId,
    active: Boolean(demand.active),
    goal: demand.goal,
    priceFrom: demand.priceFrom === null ? null : Number(demand.priceFrom),
    priceTo: demand.priceTo === null ? null : Number(demand.priceTo),
    minRoom: demand.minRoom,
    typeIds: list(demand.typeIds).map(Number),
    zips: list(demand.zips),
    geographicIds: list(demand.geographicIds).map(Number),
    cityNames: list(demand.cityNames),
    comment: demand.comment,
    mailAlert: Boolean(demand.mailAlert),
    createdAt: demand.createdAt,
    updatedAt: demand.lastChangedAt,
    version: demand.version,
  };
}

/** The audited fields of a person: its view without the bookkeeping (a password change shows as hasLogin only). */
function personAudit(person: Person): Record<string, unknown> {
  const { id: _id, version: _version, createdAt: _created, updatedAt: _updated, ...fields } = toPersonView(person);
  return fields;
}

function demandAudit(demand: Demand): Record<string, unknown> {
  const { id: _id, version: _version, createdAt: _created, updatedAt: _updated, personId: _person, ...fields } = toDemandView(demand);
  return fields;
}

/** Runs a single-field check of the shared rules, noting its problem instead of throwing. */
function noting<T>(checks: FieldChecks, field: string, check: () => T): T | undefined {
  try {
    return check();
  } catch (error) {
    if (!(error instanceof InvalidInputError)) throw error;
    checks.add(field, 'invalid', error.message.replace(/^[^:]*: /, ''));
    return undefined;
  }
}

/**
 * Validates a person patch into column values with the rules every interface applies
 * (person-fields.ts), listing every invalid field. null clears a field; the name and the language
 * cannot be cleared.
 */
function personColumns(patch: PersonPatch, checks: FieldChecks): Partial<PersonFields> {
  const columns: Record<string, unknown> = {};
  for (const name of PERSON_FIELD_NAMES) {
    const value = patch[name];
    if (value === undefined) continue;
    const kind = PERSON_FIELDS[name].kind;
    if (value === null) {
      if (name === 'languageId') checks.add(name, 'required', 'must not be null.');
      else columns[name] = name === 'name' ? '' : null;
      continue;
    }
    if ((kind === 'title' || kind === 'office' || kind === 'country') && typeof value === 'number' && (!Number.isSafeInteger(value) || value <= 0 || value > MAX_ID)) {
      checks.add(name, 'minimum', 'must be a positive whole number.');
      continue;
    }
    const input = kind === 'title' ? { [name]: String(value) } : { [name]: value };
    const resolved = noting(checks, name, () => resolvePersonFields(input, { [name]: name }).columns);
    if (resolved && name in resolved) columns[name] = resolved[name];
  }
  return columns as Partial<PersonFields>;
}

/** Validates the given demand fields over the current criteria (every invalid field listed). */
function demandCriteria(current: DemandColumns | null, patch: DemandPatch, checks: FieldChecks): DemandColumns | undefined {
  const base: DemandInput = current
    ? {
        goal: current.goal,
        priceFrom: current.priceFrom,
        priceTo: current.priceTo,
        minRoom: current.minRoom,
        typeIds: list(current.typeIds).map(Number),
        zips: list(current.zips),
        geographicIds: list(current.geographicIds).map(Number),
        cityNames: list(current.cityNames),
        comment: current.comment,
        mailAlert: current.mailAlert,
      }
    : {};
  const fields = ['goal', 'priceFrom', 'priceTo', 'minRoom', 'typeIds', 'zips', 'geographicIds', 'cityNames', 'comment', 'mailAlert'] as const;
  const merged: Record<string, unknown> = { ...base };
  for (const field of fields) {
    const value = patch[field];
    if (value === undefined) continue;
    merged[field] = value;
    if (field !== 'priceTo') noting(checks, field, () => demandColumns({ [field]: value }));
  }
  if (checks.failed) return undefined;
  return noting(checks, 'priceTo', () => demandColumns(merged as DemandInput));
}

/**
 * The agency's own writes of persons and their demands (the agency API; the legacy interfaces
 * keep theirs in PersonsService): create, change, delete a demand; list and read. Each write is
 * audited (AuditedWrites) and leaves the same history records as the legacy writes.
 */
@Injectable()
export class PersonWritesService {
  constructor(
    @Inject(TenantScope) private readonly scope: TenantScope,
    @Inject(AuditedWrites) private readonly writes: AuditedWrites,
    @Inject(PersonRegistry) private readonly registry: PersonRegistry,
    @Inject(HistoryWriter) private readonly history: HistoryWriter,
    @Inject(PersonCredentials) private readonly credentials: PersonCredentials,
  ) {}

  async list(tenant: Tenant, filter: PersonListFilter, page: KeysetRequest): Promise<KeysetPage<PersonView>> {
    requireScope(tenant, 'persons-read');
    const query = this.scope.select(tenant, Person, 'p');
    if (filter.q) {
      query.andWhere(
        "(LOWER(p.name) LIKE :q ESCAPE '!' OR LOWER(p.firstName) LIKE :q ESCAPE '!' OR p.email LIKE :q ESCAPE '!' OR p.phoneNumber LIKE :q ESCAPE '!' OR p.mobileNumber LIKE :q ESCAPE '!')",
        { q: likePattern(filter.q) },
      );
    }
    const city = filter.city?.trim();
    if (city) query.andWhere("(LOWER(p.city) LIKE :city ESCAPE '!' OR LOWER(p.zip) LIKE :zip ESCAPE '!')", { city: likePattern(city), zip: likePattern(city, true) });
    if (filter.email) query.andWhere('p.email = :email', { email: filter.email.trim().toLowerCase() });
    if (filter.updatedSince) query.andWhere('p.lastChangedAt >= :since', { since: filter.updatedSince });
    return keysetPage(query, PERSON_LIST_SORT, page, (persons) => persons.map(toPersonView));
  }

  async get(tenant: Tenant, personId: number): Promise<PersonView> {
    requireScope(tenant, 'persons-read');
    return toPersonView(await this.requirePerson(tenant, personId));
  }

  /** A new person (NewPerson history); an email another person of the agency uses is a ConflictError. */
  async create(tenant: Tenant, actor: Actor, patch: PersonPatch): Promise<PersonView> {
    requireScope(tenant, 'persons-write');
    const checks = new FieldChecks();
    const columns = personColumns(patch, checks);
    const password = patch.password === undefined || patch.password === null ? null : noting(checks, 'password', () => validPersonPassword('password', patch.password as string));
    if (!columns.name && !columns.email && !checks.failed) checks.add('name', 'required', 'a person needs a name or an email address.');
    checks.done();
    const passwordHash = password ? await this.credentials.hashPassword(password) : null;
    const id = await this.guardEmail(() =>
      this.writes.run(tenant, actor, async (write) => {
        await this.checkReferences(tenant, columns, write.manager);
        if (columns.email) await this.assertEmailFree(tenant, columns.email, null, write.manager);
        const person = await this.registry.create(tenant, { ...columns, name: columns.name ?? '' }, passwordHash, { date: storedNow() }, write.manager);
        await write.created('person', person.id, personAudit(person));
        return person.id;
      }),
    );
    return this.get(tenant, id);
  }

  /** Applies a merge patch (ChangedPerson history naming the fields); stale `expectedVersion` is refused. */
  async change(tenant: Tenant, actor: Actor, personId: number, patch: PersonPatch, expectedVersion: ExpectedVersion = null): Promise<PersonView> {
    requireScope(tenant, 'persons-write');
    const checks = new FieldChecks();
    const columns = personColumns(patch, checks);
    if (patch.password !== undefined && patch.password !== null) noting(checks, 'password', () => validPersonPassword('password', patch.password as string));
    checks.done();
    const passwordHash = typeof patch.password === 'string' ? await this.credentials.hashPassword(patch.password) : patch.password === null ? null : undefined;
    await this.guardEmail(() =>
      this.writes.run(tenant, actor, async (write) => {
        const { manager } = write;
        const person = await this.lockPerson(tenant, personId, manager);
        requireVersion('Person', personId, person.version, expectedVersion);
        await this.checkReferences(tenant, columns, manager);
        if (columns.email) await this.assertEmailFree(tenant, columns.email, person.id, manager);
        const values: Partial<Person> = { ...(columns as Partial<Person>), ...(passwordHash === undefined ? {} : { passwordHash }) };
        const after = Object.assign(new Person(), person, values);
        if ((await write.changed('person', personId, personAudit(person), personAudit(after))).length === 0 && passwordHash === undefined) return;
        const date = storedNow();
        await this.scope.update(tenant, Person, { id: personId }, { ...values, lastChangedAt: date }, manager);
        const names = Object.keys(values).map((name) => (name === 'passwordHash' ? 'Password' : (PERSON_FIELDS[name as PersonFieldName]?.wire ?? name)));
        await this.history.write(
          tenant,
          { kind: 'automatic', typeId: HISTORY_TYPE.ChangedPerson, date, personId, officeId: after.officeId, userId: staffUser(actor), subject: 'Person changed', content: `Changed: ${names.join(', ')}` },
          manager,
        );
      }),
    );
    this.credentials.forget(tenant, personId);
    return this.get(tenant, personId);
  }

  async listDemands(tenant: Tenant, personId: number): Promise<DemandView[]> {
    requireScope(tenant, 'persons-read');
    await this.requirePerson(tenant, personId);
    const demands = await this.scope.select(tenant, Demand, 'd').andWhere('d.personId = :personId', { personId }).orderBy('d.id').getMany();
    return demands.map(toDemandView);
  }

  async getDemand(tenant: Tenant, personId: number, demandId: number): Promise<DemandView> {
    requireScope(tenant, 'persons-read');
    return toDemandView(await this.requireDemand(tenant, personId, demandId));
  }

  /** A new active demand of the person (NewDemand history). */
  async createDemand(tenant: Tenant, actor: Actor, personId: number, patch: DemandPatch): Promise<DemandView> {
    requireScope(tenant, 'persons-write');
    const checks = new FieldChecks();
    const criteria = demandCriteria(null, patch, checks);
    checks.done();
    const id = await this.writes.run(tenant, actor, async (write) => {
      const person = await this.lockPerson(tenant, personId, write.manager);
      const demand = await this.registry.addDemand(tenant, person.id, criteria as DemandColumns, { date: storedNow(), officeId: person.officeId, languageId: person.languageId }, write.manager);
      if (patch.active === false) await this.scope.update(tenant, Demand, { id: demand.id }, { active: false }, write.manager);
      await write.created('demand', demand.id, demandAudit({ ...demand, active: patch.active !== false } as Demand));
      return demand.id;
    });
    return this.getDemand(tenant, personId, id);
  }

  /** Changes a demand's criteria or active flag (ChangedDemand history). */
  async changeDemand(tenant: Tenant, actor: Actor, personId: number, demandId: number, patch: DemandPatch, expectedVersion: ExpectedVersion = null): Promise<DemandView> {
    requireScope(tenant, 'persons-write');
    await this.writes.run(tenant, actor, async (write) => {
      const { manager } = write;
      const demand = await this.requireDemand(tenant, personId, demandId, manager);
      requireVersion('Demand', demandId, demand.version, expectedVersion);
      const checks = new FieldChecks();
      if (patch.active === null) checks.add('active', 'required', 'must not be null.');
      const criteria = demandCriteria(demand, patch, checks);
      checks.done();
      const after = Object.assign(new Demand(), demand, criteria, typeof patch.active === 'boolean' ? { active: patch.active } : {});
      const changes = await write.changed('demand', demandId, demandAudit(demand), demandAudit(after));
      if (changes.length === 0) return;
      const date = storedNow();
      await this.scope.update(tenant, Demand, { id: demandId }, { ...criteria, active: after.active, lastChangedAt: date }, manager);
      await this.history.write(
        tenant,
        { kind: 'automatic', typeId: HISTORY_TYPE.ChangedDemand, date, personId, userId: staffUser(actor), subject: `Demand ${demandId} changed`, content: `Changed: ${changes.map((c) => c.field.split('/')[0]).join(', ')}` },
        manager,
      );
    });
    return this.getDemand(tenant, personId, demandId);
  }

  /** Removes a demand (a ChangedDemand history record says so). */
  async deleteDemand(tenant: Tenant, actor: Actor, personId: number, demandId: number, expectedVersion: ExpectedVersion = null): Promise<void> {
    requireScope(tenant, 'persons-write');
    await this.writes.run(tenant, actor, async (write) => {
      const demand = await this.requireDemand(tenant, personId, demandId, write.manager);
      requireVersion('Demand', demandId, demand.version, expectedVersion);
      await this.scope.delete(tenant, Demand, { id: demandId }, write.manager);
      await this.history.write(
        tenant,
        { kind: 'automatic', typeId: HISTORY_TYPE.ChangedDemand, date: storedNow(), personId, userId: staffUser(actor), subject: `Demand ${demandId} removed` },
        write.manager,
      );
      await write.deleted('demand', demandId, demandAudit(demand));
    });
  }

  private async requirePerson(tenant: Tenant, personId: number, manager?: EntityManager): Promise<Person> {
    const person = Number.isSafeInteger(personId) ? await this.scope.findOne(tenant, Person, { id: personId }, manager) : null;
    if (!person) throw new NotFoundError('Person', personId);
    return person;
  }

  private async lockPerson(tenant: Tenant, personId: number, manager: EntityManager): Promise<Person> {
    const person = Number.isSafeInteger(personId) ? await this.scope.selectForUpdate(tenant, Person, 'p', manager).andWhere('p.id = :id', { id: personId }).getOne() : null;
    if (!person) throw new NotFoundError('Person', personId);
    return person;
  }

  private async requireDemand(tenant: Tenant, personId: number, demandId: number, manager?: EntityManager): Promise<Demand> {
    await this.requirePerson(tenant, personId, manager);
    const demand = Number.isSafeInteger(demandId) ? await this.scope.findOne(tenant, Demand, { id: demandId, personId }, manager) : null;
    if (!demand) throw new NotFoundError(`Demand of person ${personId}`, demandId);
    return demand;
  }

  /** The office and country named must exist (the office the agency's), every one listed. */
  private async checkReferences(tenant: Tenant, columns: Partial<PersonFields>, manager: EntityManager): Promise<void> {
    const checks = new FieldChecks();
    if (typeof columns.officeId === 'number' && !(await this.scope.findOne(tenant, Office, { id: columns.officeId }, manager))) {
      checks.add('officeId', 'unknown-reference', `office ${columns.officeId} is not an office of the agency.`);
    }
    if (typeof columns.countryId === 'number' && !(await manager.existsBy(Country, { id: columns.countryId }))) {
      checks.add('countryId', 'unknown-reference', `country ${columns.countryId} does not exist.`);
    }
    checks.done();
  }

  private async assertEmailFree(tenant: Tenant, email: string, exceptPersonId: number | null, manager: EntityManager): Promise<void> {
    const owner = await this.scope.findOne(tenant, Person, { email }, manager);
    if (owner && owner.id !== exceptPersonId) throw new ConflictError('Another person of the agency already uses this email address.');
  }

  /** A concurrent write of the same email ends in the unique index: the same ConflictError. */
  private async guardEmail<R>(work: () => Promise<R>): Promise<R> {
    try {
      return await work();
    } catch (error) {
      if (!(error instanceof DomainError) && isUniqueViolation(error)) throw new ConflictError('Another person of the agency already uses this email address.');
      throw error;
    }
  }
}

/** The agency user behind a write, for the history records it leaves (staff sessions only). */
export function staffUser(actor: Actor): number | null {
  return actor.kind === 'staff' ? actor.id : null;
}
