import { requireScope } from '../common/scopes.js';
import { Inject, Injectable } from '@nestjs/common';
import { In, type EntityManager } from 'typeorm';
import { AgencyUser } from '../staff/staff.entities.js';
import { isUniqueViolation } from '../accounts/unique-violation.js';
import { HISTORY_TYPE } from '../common/codes.js';
import { ConflictError, InvalidInputError, NotFoundError } from '../common/errors.js';
import type { Page } from '../common/record.js';
import { parseSortFields } from '../common/sort-fields.js';
import type { Tenant } from '../common/tenant.js';
import { TenantScope } from '../database/tenant-scope.js';
import { HistoryWriter } from '../history/history-writer.js';
import { PropertyAgent, PropertyOwner } from '../properties/properties.entities.js';
import { Country, Office } from '../reference/reference.entities.js';
import { storedNow } from './clock-time.js';
import { demandColumns, hasDemandCriteria, type DemandInput } from './demand-input.js';
import { pageFrom, rowWindow, type PageRequest } from '../common/paging.js';
import { resolveChanges, resolvePersonFields, type PersonChanges } from './person-changes.js';
import { PersonCredentials } from './person-credentials.js';
import { emailKey, validEmail, validPersonPassword } from './person-input.js';
import type { PersonFields, PersonInput } from './person-fields.js';
import { toDemandRecord, toPersonRecord } from './person-mapping.js';
import { toUserRecord } from '../staff/staff.service.js';
import { applyPersonFilter, PERSON_SORT, type PersonFilter } from './person-queries.js';
import { PersonRegistry } from './person-registry.js';
import { receiveLead } from '../leads/lead-inbox.js';
import { Demand, Person } from './persons.entities.js';
import type { DemandPersonInfo, PersonRecord } from './persons.records.js';
import type { UserRecord } from '../staff/staff.records.js';

/**
 * RegisterPerson: a new person with a login (email and password), optionally with a first
 * demand. The person's fields are those of PERSON_FIELDS (src/persons/person-fields.ts).
 */
export type RegisterPersonInput = PersonInput & {
  readonly email: string;
  readonly password: string;
  readonly demand?: DemandInput | null;
  /** Categories of the agency to file the new person under. */
  readonly categoryIds?: readonly number[] | null;
};

/**
 * Persons and their demands. Person credentials are checked by PersonCredentials (throttled,
 * cached, indistinguishable failures). Every write runs in one TenantScope transaction
 * together with its history record.
 */
@Injectable()
export class PersonsService {
  constructor(
    @Inject(TenantScope) private readonly scope: TenantScope,
    @Inject(PersonCredentials) private readonly credentials: PersonCredentials,
    @Inject(PersonRegistry) private readonly registry: PersonRegistry,
    @Inject(HistoryWriter) private readonly history: HistoryWriter,
  ) {}

  /** UpdatePerson: applies the given fields; 1 when the person was updated, 0 when unknown or nothing given. */
  async updatePerson(tenant: Tenant, personId: number, changes: PersonChanges): Promise<number> {
    requireScope(tenant, 'persons-write');
    const { columns, password, fieldNames } = resolveChanges(changes);
    if (fieldNames.length === 0 || !Number.isInteger(personId)) return 0;
    const passwordHash = password === null ? undefined : await this.credentials.hashPassword(password);
    const date = storedNow();
    const updated = await this.scope
      .transaction(async (manager) => {
        const person = await this.scope.findOne(tenant, Person, { id: personId }, manager);
        if (!person) return 0;
        if (columns.email) await this.assertEmailFree(tenant, columns.email, person.id, manager);
        await this.assertCountryExists(columns.countryId, manager);
        const values = { ...columns, ...(passwordHash ? { passwordHash } : {}), lastChangedAt: date };
        await this.scope.update(tenant, Person, { id: person.id }, values, manager);
        await this.history.write(
          tenant,
          {
            kind: 'automatic',
            typeId: HISTORY_TYPE.ChangedPerson,
            date,
            personId: person.id,
            officeId: person.officeId,
            subject: 'Person changed',
            content: `Changed: ${fieldNames.join(', ')}`,
          },
          manager,
        );
        return 1;
      })
      .catch((error: unknown) => {
        if (isUniqueViolation(error)) throw new ConflictError('Another person of the agency already uses this email address.');
        throw error;
      });
    if (updated) this.credentials.forget(tenant, personId);
    return updated;
  }

  /** ChangePasswordPerson: sets the password of the person with this email; 1 or 0 (unknown email). */
  async changePassword(tenant: Tenant, email: string | null, newPassword: string | null): Promise<number> {
    requireScope(tenant, 'persons-write');
    const password = validPersonPassword('NewPassword', newPassword ?? '');
    const key = emailKey(email);
    const passwordHash = await this.credentials.hashPassword(password);
    if (key === '') return 0;
    const date = storedNow();
    const personId = await this.scope.transaction(async (manager) => {
      const person = await this.scope.findOne(tenant, Person, { email: key }, manager);
      if (!person) return null;
      await this.scope.update(tenant, Person, { id: person.id }, { passwordHash, lastChangedAt: date }, manager);
      await this.history.write(
        tenant,
        { kind: 'automatic', typeId: HISTORY_TYPE.ChangedPerson, date, personId: person.id, officeId: person.officeId, subject: 'Password changed' },
        manager,
      );
      return person.id;
    });
    if (personId === null) return 0;
    this.credentials.forget(tenant, personId);
    return 1;
  }

  /** InActiveDemand: deactivates the person's active demands; 0 when the credential is wrong (never says which part). */
  async deactivateDemands(tenant: Tenant, email: string | null, password: string | null, clientAddress = ''): Promise<number> {
    requireScope(tenant, 'persons-write');
    const person = await this.credentials.verify(tenant, email, password, clientAddress);
    if (!person) return 0;
    const date = storedNow();
    return this.scope.transaction(async (manager) => {
      const demands = await this.scope.find(tenant, Demand, { personId: person.id, active: true }, manager);
      if (demands.length === 0) return 0;
      await this.scope.update(tenant, Demand, { id: In(demands.map((d) => d.id)) }, { active: false, lastChangedAt: date }, manager);
      for (const demand of demands) {
        await this.history.write(
          tenant,
          { kind: 'automatic', typeId: HISTORY_TYPE.ChangedDemand, date, personId: person.id, officeId: person.officeId, subject: `Demand ${demand.id} deactivated` },
          manager,
        );
      }
      return demands.length;
    });
  }

  /**
   * GetPerson / GetPersonByEmail: the person with this email and password, or null. Checking a
   * password needs persons-write, and the answer is the whole person: persons-read as well.
   */
  async findByCredentials(tenant: Tenant, email: string | null, password: string | null, clientAddress = ''): Promise<PersonRecord | null> {
    requireScope(tenant, 'persons-write');
    requireScope(tenant, 'persons-read');
    const person = await this.credentials.verify(tenant, email, password, clientAddress);
    return person ? (await this.withDemands(tenant, [person]))[0] ?? null : null;
  }

  /** CheckPersonLogin: the id of the person with this email and password, or null (persons-write: no person record is answered). */
  async personIdByCredentials(tenant: Tenant, email: string | null, password: string | null, clientAddress = ''): Promise<number | null> {
    requireScope(tenant, 'persons-write');
    const person = await this.credentials.verify(tenant, email, password, clientAddress);
    return person ? person.id : null;
  }

  /** CheckDemandLogin (persons-write and persons-read): the person with this credential and their active demands only; null when the credential is wrong. */
  async checkDemandLogin(tenant: Tenant, email: string | null, password: string | null, clientAddress = ''): Promise<PersonRecord | null> {
    requireScope(tenant, 'persons-write');
    requireScope(tenant, 'persons-read');
    const person = await this.credentials.verify(tenant, email, password, clientAddress);
    if (!person) return null;
    const demands = await this.scope.select(tenant, Demand, 'd').andWhere('d.personId = :personId', { personId: person.id }).andWhere('d.active = :active', { active: true }).orderBy('d.id').getMany();
    const [record] = await this.withDemands(tenant, [person]);
    return record ? { ...record, Demands: demands.map(toDemandRecord) } : null;
  }

  /**
   * GetPersonByEmail: the person with this email, with their demands; with a password, only when
   * it is theirs (checked and throttled like a login). Null when nothing matches.
   */
  async findByEmail(tenant: Tenant, email: string | null, password: string | null, clientAddress = ''): Promise<PersonRecord | null> {
    if (password !== null && password !== '') return this.findByCredentials(tenant, email, password, clientAddress);
    requireScope(tenant, 'persons-read');
    const key = emailKey(email);
    if (key === '') return null;
    const person = await this.scope.findOne(tenant, Person, { email: key });
    return person ? ((await this.withDemands(tenant, [person]))[0] ?? null) : null;
  }

  async getPerson(tenant: Tenant, personId: number): Promise<PersonRecord> {
    requireScope(tenant, 'persons-read');
    return this.loadPerson(tenant, personId);
  }

  /** The person record with its demands, for a caller that checked its own scope. */
  private async loadPerson(tenant: Tenant, personId: number): Promise<PersonRecord> {
    const person = Number.isInteger(personId) ? await this.scope.findOne(tenant, Person, { id: personId }) : null;
    if (!person) throw new NotFoundError('Person', personId);
    return (await this.withDemands(tenant, [person]))[0] as PersonRecord;
  }

  /**
   * GetPersonList: persons matching the filter, one page of them, oldest first or in the order
   * of `sort` (PERSON_SORT; errors name `sortField`).
   */
  async listPersons(tenant: Tenant, filter: PersonFilter, page: PageRequest, sort: string | readonly string[] | null = null, sortField = 'SortFields'): Promise<Page<PersonRecord>> {
    requireScope(tenant, 'persons-read');
    const window = rowWindow(page);
    const keys = parseSortFields(sort, PERSON_SORT, sortField);
    const query = applyPersonFilter(this.scope.select(tenant, Person, 'p'), 'p', filter);
    const total = await query.clone().getCount();
    for (const key of keys) query.addOrderBy(`p.${key.column}`, key.direction);
    const persons = window.rows === 0 || window.offset >= total ? [] : await query.skip(window.offset).take(window.rows).getMany();
    return pageFrom(window, total, await this.withDemands(tenant, persons));
  }

  /** GetPersonCount: how many persons match the filter. */
  async countPersons(tenant: Tenant, filter: PersonFilter): Promise<number> {
    requireScope(tenant, 'persons-read');
    return applyPersonFilter(this.scope.select(tenant, Person, 'p'), 'p', filter).getCount();
  }

  /** RegisterPerson: creates a person with a login; a taken email is a ConflictError. */
  async registerPerson(tenant: Tenant, input: RegisterPersonInput): Promise<PersonRecord> {
    requireScope(tenant, 'persons-write');
    const email = validEmail('Email', input.email ?? '');
    const password = validPersonPassword('Password', input.password ?? '');
    const { columns } = resolvePersonFields({ ...input, email });
    const fields: PersonFields = { ...columns, name: columns.name ?? '', email };
    const officeId = fields.officeId ?? null;
    const criteria = hasDemandCriteria(input.demand) ? demandColumns(input.demand) : null;
    if (officeId !== null && !(await this.scope.findOne(tenant, Office, { id: officeId }))) {
      throw new InvalidInputError('OfficeID', `office ${officeId} does not exist`);
    }
    await this.scope.transaction((manager) => this.assertCountryExists(fields.countryId, manager));
    const passwordHash = await this.credentials.hashPassword(password);
    const date = storedNow();
    const person = await this.scope
      .transaction(async (manager) => {
        await this.assertEmailFree(tenant, email, null, manager);
        const created = await this.registry.create(tenant, fields, passwordHash, { date }, manager);
        if ((input.categoryIds ?? []).length > 0) await this.registry.classify(tenant, created, { categoryIds: input.categoryIds, sourceField: 'SourceId', categoriesField: 'CategorieIDs' }, manager);
        const demand = criteria ? await this.registry.addDemand(tenant, created.id, criteria, { date, officeId: created.officeId, languageId: created.languageId }, manager) : null;
        await receiveLead(this.scope, tenant, { kind: 'registration', at: date, personId: created.id, demandId: demand?.id ?? null }, manager);
        return created;
      })
      .catch((error: unknown) => {
        if (isUniqueViolation(error)) throw new ConflictError('A person with this email address is already registered.');
        throw error;
      });
    // The person just registered: answered to a persons-write account without persons-read too.
    return this.loadPerson(tenant, person.id);
  }

  /** GetPersonOfProperty: the owners of the property (empty for an unknown property). */
  async getOwnersOfProperty(tenant: Tenant, propertyId: number): Promise<PersonRecord[]> {
    requireScope(tenant, 'persons-read');
    const persons = await this.scope
      .select(tenant, Person, 'p')
      .innerJoin(PropertyOwner, 'po', 'po.personId = p.id AND po.agencyId = p.agencyId')
      .andWhere('po.propertyId = :propertyId', { propertyId })
      .orderBy('p.id')
      .getMany();
    return this.withDemands(tenant, persons);
  }

  /** GetUserOfProperty: the agents responsible for the property, main agent first (empty for an unknown property). */
  async getAgentsOfProperty(tenant: Tenant, propertyId: number): Promise<UserRecord[]> {
    requireScope(tenant, 'listings');
    const users = await this.scope
      .select(tenant, AgencyUser, 'u')
      .innerJoin(PropertyAgent, 'pa', 'pa.userId = u.id AND pa.agencyId = u.agencyId')
      .andWhere('pa.propertyId = :propertyId', { propertyId })
      .orderBy('pa.role')
      .addOrderBy('u.id')
      .getMany();
    return users.map(toUserRecord);
  }

  /** GetDemandPersonsInfo: the person and one of their demands; NotFound unless the demand is the person's. */
  async getDemandPersonInfo(tenant: Tenant, personId: number, demandId: number): Promise<DemandPersonInfo> {
    requireScope(tenant, 'persons-read');
    const demand = Number.isInteger(demandId) && Number.isInteger(personId) ? await this.scope.findOne(tenant, Demand, { id: demandId, personId }) : null;
    const person = demand ? await this.scope.findOne(tenant, Person, { id: personId }) : null;
    if (!demand || !person) throw new NotFoundError(`Demand ${demandId} of person`, personId);
    const [record] = await this.withDemands(tenant, [person]);
    return { Person: record ?? null, Demand: toDemandRecord(demand) };
  }

  private async withDemands(tenant: Tenant, persons: readonly Person[]): Promise<PersonRecord[]> {
    if (persons.length === 0) return [];
    const demands = await this.scope
      .select(tenant, Demand, 'd')
      .andWhere('d.personId IN (:...ids)', { ids: persons.map((p) => p.id) })
      .orderBy('d.id')
      .getMany();
    return persons.map((person) => toPersonRecord(person, demands));
  }

  private async assertEmailFree(tenant: Tenant, email: string, exceptPersonId: number | null, manager: EntityManager): Promise<void> {
    const owner = await this.scope.findOne(tenant, Person, { email }, manager);
    if (owner && owner.id !== exceptPersonId) throw new ConflictError('Another person of the agency already uses this email address.');
  }

  /** A CountryID given by a client must name a country (the column has no foreign key). */
  private async assertCountryExists(countryId: number | null | undefined, manager: EntityManager): Promise<void> {
    if (countryId === null || countryId === undefined) return;
    if (!(await manager.existsBy(Country, { id: countryId }))) throw new InvalidInputError('CountryID', `country ${countryId} does not exist`);
  }
}
