import { afterAll, beforeAll, beforeEach, describe, expect, it, jest } from '@jest/globals';
import type { TestingModule } from '@nestjs/testing';
import { scryptSync } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { CredentialCache } from '../../src/accounts/credential-cache.js';
import { PasswordHasher } from '../../src/accounts/password-hasher.js';
import { HISTORY_TYPE } from '../../src/common/codes.js';
import { ConflictError, InvalidInputError, NotFoundError, ThrottledError } from '../../src/common/errors.js';
import type { Tenant } from '../../src/common/tenant.js';
import { Demand, Person } from '../../src/persons/persons.entities.js';
import { PersonsModule } from '../../src/persons/persons.module.js';
import { PersonsService } from '../../src/persons/persons.service.js';
import { openTestDatabase } from '../support/database.js';
import { domainTestModule, insertTenant } from '../support/factories/accounts.js';
import { historyOf, insertProperty } from '../support/factories/history.js';
import { insertAgent, insertDemand, insertPerson, linkAgent, linkOwner } from '../support/factories/persons.js';

const THROTTLE = { maxFailures: 3, windowMs: 60_000, addressMaxFailures: 10, subjectMaxFailures: 6, addressMaxChecks: 40, delayMs: 0 };

describe('persons', () => {
  let dataSource: DataSource;
  let module: TestingModule;
  let persons: PersonsService;
  let verify: jest.SpiedFunction<PasswordHasher['verify']>;
  let tenant: Tenant;
  let other: Tenant;

  beforeAll(async () => {
    dataSource = await openTestDatabase();
    module = await domainTestModule(dataSource, [PersonsModule], { config: { credentialCacheTtlMs: 60_000, throttle: THROTTLE } });
    persons = module.get(PersonsService);
    verify = jest.spyOn(module.get(PasswordHasher), 'verify');
    tenant = await insertTenant(dataSource);
    other = await insertTenant(dataSource);
  });

  beforeEach(() => {
    verify.mockClear();
  });

  afterAll(async () => {
    await module.close();
    await dataSource.destroy();
  });

  const row = (id: number) => dataSource.getRepository(Person).findOneByOrFail({ id });

  describe('updatePerson', () => {
    it('changes only the fields given: null leaves a field, "" clears it', async () => {
      const person = await insertPerson(dataSource, tenant.agencyId, { name: 'Peeters', firstName: 'An', phoneNumber: '02 123', zip: '1000', city: 'Brussel' });
      const changed = await persons.updatePerson(tenant, person.id, {
        firstName: '  Anna ',
        phoneNumber: '',
        zip: '9000',
        city: null,
        addressTitle: 'Mevrouw',
        letterTitle: '8',
        languageId: 2,
      });
      expect(changed).toBe(1);
      const after = await row(person.id);
      expect(after).toMatchObject({ name: 'Peeters', firstName: 'Anna', phoneNumber: null, zip: '9000', city: 'Brussel', addressTitle: 2, letterTitle: 8, languageId: 2 });
      expect(after.lastChangedAt.getTime()).toBeGreaterThanOrEqual(person.lastChangedAt.getTime());
      const history = (await historyOf(dataSource, tenant.agencyId)).filter((h) => h.personId === person.id);
      expect(history).toEqual([expect.objectContaining({ typeId: HISTORY_TYPE.ChangedPerson, kind: 'automatic' })]);
      expect(history[0]?.content).toContain('FirstName');
    });

    it('lower-cases the email, keeps it unique in the agency, and hashes a new password', async () => {
      const person = await insertPerson(dataSource, tenant.agencyId, { email: 'first@example.test' });
      await insertPerson(dataSource, tenant.agencyId, { email: 'taken@example.test' });
      await insertPerson(dataSource, other.agencyId, { email: 'elsewhere@example.test' });
      await expect(persons.updatePerson(tenant, person.id, { email: 'Taken@Example.test' })).rejects.toThrow(ConflictError);
      expect(await persons.updatePerson(tenant, person.id, { email: ' ElseWhere@Example.TEST ', password: 'new secret' })).toBe(1);
      const after = await row(person.id);
      expect(after.email).toBe('elsewhere@example.test');
      expect(after.passwordHash).toMatch(/^\$argon2id\$/);
      expect(await persons.findByCredentials(tenant, 'elsewhere@example.test', 'new secret')).toMatchObject({ ID: person.id });
    });

    it('replaces an earlier scrypt hash with argon2id at the next successful login', async () => {
      const salt = Buffer.from('fedcba9876543210');
      const key = scryptSync('old pw', salt, 32, { N: 2 ** 10, r: 8, p: 1 });
      const old = `$scrypt$ln=10,r=8,p=1$${salt.toString('base64').replace(/=+$/, '')}$${key.toString('base64').replace(/=+$/, '')}`;
      const person = await insertPerson(dataSource, tenant.agencyId, { email: 'scrypt-era@example.test' });
      await dataSource.getRepository(Person).update({ id: person.id }, { passwordHash: old });
      expect(await persons.findByCredentials(tenant, 'scrypt-era@example.test', 'old pw')).toMatchObject({ ID: person.id });
      expect((await row(person.id)).passwordHash).toMatch(/^\$argon2id\$v=19\$m=64,t=1,p=1\$/);
      module.get(CredentialCache).clear();
      expect(await persons.findByCredentials(tenant, 'scrypt-era@example.test', 'old pw')).toMatchObject({ ID: person.id });
    });

    it('refuses bad values with the field named, and changes nothing', async () => {
      const person = await insertPerson(dataSource, tenant.agencyId, { name: 'Same' });
      for (const changes of [{ languageId: 7 }, { email: 'not-an-email' }, { addressTitle: 'Captain' }, { name: 'x'.repeat(101) }]) {
        const error = await persons.updatePerson(tenant, person.id, { name: 'Other', ...changes }).catch((e: unknown) => e);
        expect(error).toBeInstanceOf(InvalidInputError);
      }
      expect((await row(person.id)).name).toBe('Same');
      await expect(persons.updatePerson(tenant, person.id, { languageId: 7 })).rejects.toMatchObject({ field: 'LanguageID' });
    });

    it('answers 0 for an unknown person, another agency\'s person, or no change at all', async () => {
      const foreign = await insertPerson(dataSource, other.agencyId, { name: 'Foreign' });
      const mine = await insertPerson(dataSource, tenant.agencyId);
      expect(await persons.updatePerson(tenant, foreign.id, { name: 'Hijacked' })).toBe(0);
      expect(await persons.updatePerson(tenant, 987_654, { name: 'Nobody' })).toBe(0);
      expect(await persons.updatePerson(tenant, mine.id, { name: null, password: '' })).toBe(0);
      expect((await row(foreign.id)).name).toBe('Foreign');
    });
  });

  describe('person credentials', () => {
    it('finds a person by email (any case) and password, with their demands', async () => {
      const person = await insertPerson(dataSource, tenant.agencyId, { email: 'login@example.test', password: 'pw-login', name: 'Login' });
      await insertDemand(dataSource, tenant.agencyId, person.id, { typeIds: '1,2', zips: '1000,9000', priceTo: 300000 });
      const found = await persons.findByCredentials(tenant, ' Login@Example.test', 'pw-login');
      expect(found).toMatchObject({ ID: person.id, Name: 'Login', Email: 'login@example.test' });
      expect(found?.Demands).toEqual([expect.objectContaining({ TypeIDs: [1, 2], Zips: ['1000', '9000'], PriceTo: 300000, Active: true })]);
      expect(JSON.stringify(found)).not.toContain('argon2');
    });

    it('treats a wrong email and a wrong password alike, at the cost of one hash each', async () => {
      await insertPerson(dataSource, tenant.agencyId, { email: 'twin@example.test', password: 'pw-twin' });
      await insertPerson(dataSource, tenant.agencyId, { email: 'nologin@example.test' });
      const answers = [
        await persons.findByCredentials(tenant, 'twin@example.test', 'wrong', '1.1.1.1'),
        await persons.findByCredentials(tenant, 'unknown@example.test', 'pw-twin', '1.1.1.1'),
        await persons.findByCredentials(tenant, 'nologin@example.test', 'anything', '1.1.1.1'),
        await persons.deactivateDemands(tenant, 'twin@example.test', 'wrong', '1.1.1.2'),
        await persons.deactivateDemands(tenant, 'unknown@example.test', 'pw-twin', '1.1.1.2'),
        await persons.checkDemandLogin(tenant, 'twin@example.test', 'wrong', '1.1.1.3'),
        await persons.checkDemandLogin(tenant, 'unknown@example.test', 'pw-twin', '1.1.1.3'),
      ];
      expect(answers).toEqual([null, null, null, 0, 0, null, null]);
      expect(verify).toHaveBeenCalledTimes(7);
    });

    it('caches a verified person credential, and forgets it when the password changes', async () => {
      const person = await insertPerson(dataSource, tenant.agencyId, { email: 'cached@example.test', password: 'old-pw' });
      await persons.findByCredentials(tenant, 'cached@example.test', 'old-pw');
      await persons.findByCredentials(tenant, 'cached@example.test', 'old-pw');
      expect(verify).toHaveBeenCalledTimes(1);
      expect(await persons.changePassword(tenant, 'CACHED@example.test', 'new-pw-cached')).toBe(1);
      expect(await persons.findByCredentials(tenant, 'cached@example.test', 'old-pw')).toBeNull();
      expect(await persons.findByCredentials(tenant, 'cached@example.test', 'new-pw-cached')).toMatchObject({ ID: person.id });
      const history = (await historyOf(dataSource, tenant.agencyId)).filter((h) => h.personId === person.id);
      expect(history).toEqual([expect.objectContaining({ typeId: HISTORY_TYPE.ChangedPerson, subject: 'Password changed' })]);
    });

    it('a credential of one agency is unknown to another', async () => {
      await insertPerson(dataSource, other.agencyId, { email: 'foreign@example.test', password: 'pw-foreign' });
      expect(await persons.findByCredentials(tenant, 'foreign@example.test', 'pw-foreign')).toBeNull();
      expect(await persons.changePassword(tenant, 'foreign@example.test', 'taken-over')).toBe(0);
      expect(await persons.findByCredentials(other, 'foreign@example.test', 'pw-foreign')).not.toBeNull();
    });

    it('throttles failures per email and client before hashing', async () => {
      await insertPerson(dataSource, tenant.agencyId, { email: 'brute@example.test', password: 'pw-brute' });
      for (let i = 0; i < THROTTLE.maxFailures; i++) expect(await persons.findByCredentials(tenant, 'brute@example.test', `guess${i}`, '6.6.6.6')).toBeNull();
      verify.mockClear();
      await expect(persons.findByCredentials(tenant, 'brute@example.test', 'pw-brute', '6.6.6.6')).rejects.toThrow(ThrottledError);
      await expect(persons.deactivateDemands(tenant, 'brute@example.test', 'pw-brute', '6.6.6.6')).rejects.toThrow(ThrottledError);
      expect(verify).not.toHaveBeenCalled();
      expect(await persons.findByCredentials(tenant, 'brute@example.test', 'pw-brute', '7.7.7.7')).not.toBeNull();
    });

    it('throttles an address spraying emails, and a person guessed at from several addresses, before hashing', async () => {
      verify.mockClear();
      const outcomes = async (calls: Array<[string, string]>) => {
        let refused = 0;
        for (const [email, address] of calls) {
          refused += await persons.findByCredentials(tenant, email, 'guess', address).then(
            () => 0,
            (error: unknown) => (error instanceof ThrottledError ? 1 : 0),
          );
        }
        return refused;
      };
      const sprayed = await outcomes(Array.from({ length: 12 }, (_, i): [string, string] => [`spray${i}@example.test`, '8.8.0.1']));
      expect(sprayed).toBe(12 - THROTTLE.addressMaxFailures);
      await insertPerson(dataSource, tenant.agencyId, { email: 'wanted@example.test', password: 'pw-wanted' });
      verify.mockClear();
      const guesses = Array.from({ length: 45 }, (_, i): [string, string] => ['wanted@example.test', `8.8.1.${i % 5}`]);
      const refused = await outcomes(guesses);
      expect(45 - refused).toBeLessThanOrEqual(THROTTLE.subjectMaxFailures + 5);
      expect(verify.mock.calls.length).toBe(45 - refused);
      expect(await persons.findByCredentials(tenant, 'wanted@example.test', 'pw-wanted', '8.8.2.1')).not.toBeNull();
    });

    it('gives each address a budget of hashed checks', async () => {
      await insertPerson(dataSource, tenant.agencyId, { email: 'budget@example.test', password: 'pw-budget' });
      let refused = 0;
      for (let i = 0; i < THROTTLE.addressMaxChecks + 2; i++) {
        const found = await persons.findByCredentials(tenant, 'budget@example.test', `pw-budget`, '8.8.3.1').catch((error: unknown) => {
          if (error instanceof ThrottledError) refused += 1;
          return null;
        });
        if (found) module.get(CredentialCache).clear();
      }
      expect(refused).toBeGreaterThan(0);
    });

    it('changePassword refuses an empty password and answers 0 for an unknown email', async () => {
      await expect(persons.changePassword(tenant, 'anyone@example.test', '')).rejects.toThrow(InvalidInputError);
      await expect(persons.changePassword(tenant, 'anyone@example.test', 'short-7')).rejects.toThrow('NewPassword: must be at least 8 characters');
      await expect(persons.changePassword(tenant, 'anyone@example.test', 'Password123')).rejects.toThrow('NewPassword: is one of the most common passwords');
      expect(await persons.changePassword(tenant, 'nobody-here@example.test', 'whatever-it-is')).toBe(0);
    });
  });

  describe('demands', () => {
    it('deactivateDemands deactivates the active demands of the person and records each', async () => {
      const person = await insertPerson(dataSource, tenant.agencyId, { email: 'demanding@example.test', password: 'pw-d' });
      const [a, b] = [await insertDemand(dataSource, tenant.agencyId, person.id), await insertDemand(dataSource, tenant.agencyId, person.id)];
      await insertDemand(dataSource, tenant.agencyId, person.id, { active: false });
      expect(await persons.checkDemandLogin(tenant, 'demanding@example.test', 'pw-d')).toMatchObject({
        ID: person.id,
        Demands: [expect.objectContaining({ ID: a.id, Active: true }), expect.objectContaining({ ID: b.id, Active: true })],
      });
      expect(await persons.deactivateDemands(tenant, 'demanding@example.test', 'pw-d')).toBe(2);
      expect(await dataSource.getRepository(Demand).countBy({ personId: person.id, active: true })).toBe(0);
      expect(await persons.deactivateDemands(tenant, 'demanding@example.test', 'pw-d')).toBe(0);
      expect(await persons.checkDemandLogin(tenant, 'demanding@example.test', 'pw-d')).toMatchObject({ ID: person.id, Demands: [] });
      const history = (await historyOf(dataSource, tenant.agencyId)).filter((h) => h.personId === person.id);
      expect(history.map((h) => h.typeId)).toEqual([HISTORY_TYPE.ChangedDemand, HISTORY_TYPE.ChangedDemand]);
    });

    it('getDemandPersonInfo returns a person with one of their own demands only', async () => {
      const person = await insertPerson(dataSource, tenant.agencyId);
      const stranger = await insertPerson(dataSource, tenant.agencyId);
      const demand = await insertDemand(dataSource, tenant.agencyId, person.id, { cityNames: 'Gent,Brugge', geographicIds: '3' });
      const info = await persons.getDemandPersonInfo(tenant, person.id, demand.id);
      expect(info.Person?.ID).toBe(person.id);
      expect(info.Demand).toMatchObject({ ID: demand.id, PersonID: person.id, CityNames: ['Gent', 'Brugge'], GeographicIDs: [3] });
      await expect(persons.getDemandPersonInfo(tenant, stranger.id, demand.id)).rejects.toThrow(NotFoundError);
      await expect(persons.getDemandPersonInfo(other, person.id, demand.id)).rejects.toThrow(NotFoundError);
    });
  });

  describe('reads', () => {
    it('getPerson returns the record, and NotFound for another agency\'s person', async () => {
      const person = await insertPerson(dataSource, tenant.agencyId, { addressTitle: 7, name: 'Smith', ident: 'P-1' });
      expect(await persons.getPerson(tenant, person.id)).toMatchObject({ ID: person.id, AddressTitle: 7, AddressTitleName: 'Mr', Name: 'Smith', Ident: 'P-1', Demands: [] });
      await expect(persons.getPerson(other, person.id)).rejects.toThrow(NotFoundError);
      await expect(persons.getPerson(tenant, 999_999)).rejects.toThrow(NotFoundError);
    });

    it('listPersons filters by name, email, zip and dates, and pages', async () => {
      const agency = await insertTenant(dataSource);
      const old = new Date(Date.UTC(2024, 0, 10));
      const recent = new Date(Date.UTC(2025, 6, 1));
      await insertPerson(dataSource, agency.agencyId, { name: 'Janssens', firstName: 'Jan', email: 'jan@a.test', zip: '9000', createdAt: old, lastChangedAt: old });
      await insertPerson(dataSource, agency.agencyId, { name: 'Maes', firstName: 'Marie', email: 'marie@b.test', zip: '9050', createdAt: recent, lastChangedAt: recent });
      await insertPerson(dataSource, agency.agencyId, { name: 'Jacobs', firstName: 'Lea', email: 'lea_j@a.test', zip: '1000', createdAt: recent, lastChangedAt: recent });
      await insertPerson(dataSource, other.agencyId, { name: 'Janssens', email: 'jan@other.test', zip: '9000' });
      const names = async (filter: object, page = { limit1: 0, limit2: 0 }) => (await persons.listPersons(agency, filter, page)).Items.map((p) => p.Name);
      expect(await names({})).toEqual(['Janssens', 'Maes', 'Jacobs']);
      expect(await names({ name: 'JA' })).toEqual(['Janssens', 'Jacobs']);
      expect(await names({ name: 'marie' })).toEqual(['Maes']);
      expect(await names({ email: '@a.test' })).toEqual(['Janssens', 'Jacobs']);
      expect(await names({ email: '_' })).toEqual(['Jacobs']);
      expect(await names({ zip: '90' })).toEqual(['Janssens', 'Maes']);
      expect(await names({ createdFrom: new Date(Date.UTC(2025, 0, 1)) })).toEqual(['Maes', 'Jacobs']);
      expect(await names({ changedTo: new Date(Date.UTC(2025, 0, 1)), createdFrom: new Date('0001-01-01T00:00:00Z') })).toEqual(['Janssens']);
      const page = await persons.listPersons(agency, {}, { limit1: 2, limit2: 3 });
      expect(page).toMatchObject({ From: 2, To: 3, RowsCount: 3 });
      expect(page.Items.map((p) => p.Name)).toEqual(['Maes', 'Jacobs']);
      const past = await persons.listPersons(agency, {}, { limit1: 11, limit2: 20 });
      expect(past).toMatchObject({ From: 11, To: 10, RowsCount: 3, Items: [] });
      expect(await persons.listPersons(agency, {}, { limit1: 3, limit2: 0 })).toMatchObject({ From: 3, To: 3, RowsCount: 3 });
      const sorted = async (sort: string) => (await persons.listPersons(agency, {}, { limit1: 0, limit2: 0 }, sort)).Items.map((p) => p.Name);
      expect(await sorted('Name')).toEqual(['Jacobs', 'Janssens', 'Maes']);
      expect(await sorted('CreatedDate DESC, name desc')).toEqual(['Maes', 'Jacobs', 'Janssens']);
      await expect(persons.listPersons(agency, {}, { limit1: 0, limit2: 0 }, 'Price')).rejects.toMatchObject({ field: 'SortFields' });
      const all = (await persons.listPersons(agency, {}, { limit1: 0, limit2: 0 })).Items;
      expect(await names({ ids: [all[2]!.ID, all[0]!.ID] })).toEqual(['Janssens', 'Jacobs']);
    });

    it('listPersons keeps the owners of an active property with ownersOfActiveProperties', async () => {
      const agency = await insertTenant(dataSource);
      const active = await insertProperty(dataSource, agency.agencyId, { status: 1 });
      const sold = await insertProperty(dataSource, agency.agencyId, { status: 2 });
      const owner = await insertPerson(dataSource, agency.agencyId, { name: 'Owner' });
      const former = await insertPerson(dataSource, agency.agencyId, { name: 'Former' });
      await insertPerson(dataSource, agency.agencyId, { name: 'Without property' });
      await linkOwner(dataSource, agency.agencyId, active.id, owner.id);
      await linkOwner(dataSource, agency.agencyId, sold.id, former.id);
      const owners = await persons.listPersons(agency, { ownersOfActiveProperties: true }, { limit1: 0, limit2: 0 });
      expect(owners.Items.map((p) => p.ID)).toEqual([owner.id]);
    });

    it('lists the owners and agents of a property, nothing for another agency\'s property', async () => {
      const property = await insertProperty(dataSource, tenant.agencyId);
      const owner = await insertPerson(dataSource, tenant.agencyId, { name: 'Owner' });
      await linkOwner(dataSource, tenant.agencyId, property.id, owner.id);
      const main = await insertAgent(dataSource, tenant.agencyId, { name: 'Main', email: 'main@agency.test', function: 'Broker' });
      const co = await insertAgent(dataSource, tenant.agencyId, { name: 'Co' });
      await linkAgent(dataSource, tenant.agencyId, property.id, co.id, 2);
      await linkAgent(dataSource, tenant.agencyId, property.id, main.id, 1);
      expect((await persons.getOwnersOfProperty(tenant, property.id)).map((p) => p.ID)).toEqual([owner.id]);
      expect(await persons.getAgentsOfProperty(tenant, property.id)).toEqual([
        expect.objectContaining({ ID: main.id, Name: 'Main', Email: 'main@agency.test', Function: 'Broker' }),
        expect.objectContaining({ ID: co.id, Name: 'Co' }),
      ]);
      expect(await persons.getOwnersOfProperty(other, property.id)).toEqual([]);
      expect(await persons.getAgentsOfProperty(other, property.id)).toEqual([]);
    });
  });

  describe('registerPerson', () => {
    it('creates a person with a hashed password, a NewPerson and a NewDemand record', async () => {
      const registered = await persons.registerPerson(tenant, {
        email: 'New.Comer@Example.test',
        password: 'pw-new-comer',
        name: 'Comer',
        firstName: 'New',
        addressTitle: 'Mr',
        languageId: 3,
        demand: { goal: 1, priceTo: 1200, zips: ['1000', '1050'], typeIds: [2] },
      });
      expect(registered).toMatchObject({ Name: 'Comer', FirstName: 'New', Email: 'new.comer@example.test', AddressTitle: 7, LanguageID: 3 });
      expect(registered.Demands).toEqual([expect.objectContaining({ Goal: 1, PriceTo: 1200, Zips: ['1000', '1050'], TypeIDs: [2], Active: true })]);
      expect((await row(registered.ID as number)).passwordHash).toMatch(/^\$argon2id\$/);
      expect(await persons.findByCredentials(tenant, 'new.comer@example.test', 'pw-new-comer')).toMatchObject({ ID: registered.ID });
      const history = (await historyOf(dataSource, tenant.agencyId)).filter((h) => h.personId === registered.ID);
      expect(history.map((h) => h.typeId)).toEqual([HISTORY_TYPE.NewPerson, HISTORY_TYPE.NewDemand]);
    });

    it('refuses a duplicate email (ConflictError) and bad input, leaving nothing behind', async () => {
      await persons.registerPerson(tenant, { email: 'dup@example.test', password: 'pw-dup-secret' });
      await expect(persons.registerPerson(tenant, { email: 'DUP@example.test', password: 'pw-dup-secret-2' })).rejects.toThrow(ConflictError);
      await expect(persons.registerPerson(tenant, { email: 'bad', password: 'pw-dup-secret' })).rejects.toMatchObject({ field: 'Email' });
      await expect(persons.registerPerson(tenant, { email: 'nopw@example.test', password: '' })).rejects.toMatchObject({ field: 'Password' });
      await expect(persons.registerPerson(tenant, { email: 'shortpw@example.test', password: 'ab' })).rejects.toMatchObject({ field: 'Password', message: 'Password: must be at least 8 characters' });
      await expect(persons.registerPerson(tenant, { email: 'commonpw@example.test', password: 'qwertyuiop' })).rejects.toMatchObject({ field: 'Password', message: 'Password: is one of the most common passwords; choose another' });
      await expect(persons.registerPerson(tenant, { email: 'baddemand@example.test', password: 'pw-dup-secret', demand: { priceFrom: 10, priceTo: 5 } })).rejects.toMatchObject({ field: 'PriceTo' });
      await expect(persons.registerPerson(tenant, { email: 'badoffice@example.test', password: 'pw-dup-secret', officeId: 424242 })).rejects.toMatchObject({ field: 'OfficeID' });
      const emails = (await dataSource.getRepository(Person).findBy({ agencyId: tenant.agencyId })).map((p) => p.email);
      expect(emails.filter((e) => e === 'dup@example.test')).toHaveLength(1);
      expect(emails).not.toEqual(expect.arrayContaining(['nopw@example.test']));
      expect(emails).not.toEqual(expect.arrayContaining(['shortpw@example.test', 'commonpw@example.test']));
      expect(emails).not.toEqual(expect.arrayContaining(['baddemand@example.test']));
      expect(await persons.registerPerson(other, { email: 'dup@example.test', password: 'pw-dup-secret' })).toMatchObject({ Email: 'dup@example.test' });
    });
  });
});
