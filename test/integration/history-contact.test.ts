import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import type { TestingModule } from '@nestjs/testing';
import type { DataSource } from 'typeorm';
import { HISTORY_TYPE } from '../../src/common/codes.js';
import { InvalidInputError, NotFoundError } from '../../src/common/errors.js';
import type { Tenant } from '../../src/common/tenant.js';
import { ContactService } from '../../src/history/contact.service.js';
import { History } from '../../src/history/history.entities.js';
import { HistoryModule } from '../../src/history/history.module.js';
import { HistoryWriter } from '../../src/history/history-writer.js';
import { Demand, Person } from '../../src/persons/persons.entities.js';
import { openTestDatabase } from '../support/database.js';
import { domainTestModule, insertTenant } from '../support/factories/accounts.js';
import { historyOf, insertProperty } from '../support/factories/history.js';
import { insertPerson } from '../support/factories/persons.js';

describe('contact requests', () => {
  let dataSource: DataSource;
  let module: TestingModule;
  let contacts: ContactService;
  let tenant: Tenant;
  let other: Tenant;
  let propertyId: number;

  beforeAll(async () => {
    dataSource = await openTestDatabase();
    module = await domainTestModule(dataSource, [HistoryModule]);
    contacts = module.get(ContactService);
    tenant = await insertTenant(dataSource);
    other = await insertTenant(dataSource);
    propertyId = (await insertProperty(dataSource, tenant.agencyId, { ident: 'GENT-12', officeId: 5 })).id;
  });

  afterAll(async () => {
    await module.close();
    await dataSource.destroy();
  });

  const personsOf = (agencyId: number) => dataSource.getRepository(Person).find({ where: { agencyId }, order: { id: 'ASC' } });

  const visitor = {
    name: 'Wouters',
    firstName: 'Tom',
    title: 'Dhr.',
    street: 'Veldstraat',
    houseNumber: '12',
    cityName: 'Gent',
    cityPostCode: '9000',
    phone: '09 123 45 67',
    email: 'Tom.Wouters@Example.test',
    content: 'Is it still available?',
    languageId: 1,
  };

  it('creates the person and a Contact record linked to the property and the person', async () => {
    const agency = await insertTenant(dataSource);
    const property = await insertProperty(dataSource, agency.agencyId, { ident: 'ANT-1', officeId: 3 });
    const result = await contacts.contactAboutProperty(agency, { ...visitor, propertyId: property.id });
    const [person] = await personsOf(agency.agencyId);
    expect(person).toMatchObject({
      id: result.PersonID,
      name: 'Wouters',
      firstName: 'Tom',
      addressTitle: 1,
      addressA: 'Veldstraat 12',
      zip: '9000',
      city: 'Gent',
      phoneNumber: '09 123 45 67',
      email: 'tom.wouters@example.test',
      passwordHash: null,
      officeId: 3,
    });
    const records = await historyOf(dataSource, agency.agencyId);
    expect(records.map((h) => h.typeId)).toEqual([HISTORY_TYPE.NewPerson, HISTORY_TYPE.Contact]);
    expect(records[1]).toMatchObject({
      id: result.HistoryID,
      kind: 'automatic',
      propertyId: property.id,
      personId: result.PersonID,
      officeId: 3,
      languageId: 1,
      subject: 'Contact request about property ANT-1',
      content: 'Is it still available?',
    });
    expect(result.DemandID).toBeNull();
  });

  it('merges into the person with that email: fills empty fields, never overwrites, never blanks', async () => {
    const existing = await insertPerson(dataSource, tenant.agencyId, { email: 'known@example.test', name: 'Original', firstName: null, phoneNumber: '02 000', zip: null, city: 'Brussel' });
    const result = await contacts.contactAboutProperty(tenant, {
      name: 'Overwritten?',
      firstName: 'Filled',
      phone: '',
      cityPostCode: '1000',
      cityName: '   ',
      email: 'KNOWN@example.test',
      propertyId,
      content: 'Second contact',
    });
    expect(result.PersonID).toBe(existing.id);
    const after = await dataSource.getRepository(Person).findOneByOrFail({ id: existing.id });
    expect(after).toMatchObject({ name: 'Original', firstName: 'Filled', phoneNumber: '02 000', zip: '1000', city: 'Brussel' });
    const records = (await historyOf(dataSource, tenant.agencyId)).filter((h) => h.personId === existing.id);
    expect(records.map((h) => h.typeId)).toEqual([HISTORY_TYPE.ChangedPerson, HISTORY_TYPE.Contact]);
    expect(records[0]?.content).toBe('Filled: firstName, zip');

    await contacts.contactAboutProperty(tenant, { email: 'known@example.test', name: 'Original', propertyId });
    const again = (await historyOf(dataSource, tenant.agencyId)).filter((h) => h.personId === existing.id);
    expect(again.map((h) => h.typeId)).toEqual([HISTORY_TYPE.ChangedPerson, HISTORY_TYPE.Contact, HISTORY_TYPE.Contact]);
  });

  it('creates a new person each time when no email is given', async () => {
    const before = (await personsOf(tenant.agencyId)).length;
    const a = await contacts.contactAboutProperty(tenant, { name: 'Anonymous', propertyId });
    const b = await contacts.contactAboutProperty(tenant, { name: 'Anonymous', propertyId });
    expect(a.PersonID).not.toBe(b.PersonID);
    expect((await personsOf(tenant.agencyId)).length).toBe(before + 2);
  });

  it('validates: email syntax, a name or an email, a public property of the tenant', async () => {
    const before = await dataSource.getRepository(History).count();
    const hidden = await insertProperty(dataSource, tenant.agencyId, { status: 0 });
    const foreign = await insertProperty(dataSource, other.agencyId);
    await expect(contacts.contactAboutProperty(tenant, { name: 'X', email: 'not an email', propertyId })).rejects.toMatchObject({ field: 'email' });
    await expect(contacts.contactAboutProperty(tenant, { name: ' ', email: '', propertyId })).rejects.toThrow(InvalidInputError);
    await expect(contacts.contactAboutProperty(tenant, { name: 'X', title: 'Admiral', propertyId })).rejects.toMatchObject({ field: 'title' });
    await expect(contacts.contactAboutProperty(tenant, { name: 'X', propertyId, languageId: 12 })).rejects.toMatchObject({ field: 'LanguageID' });
    await expect(contacts.contactAboutProperty(tenant, { name: 'X', propertyId: hidden.id })).rejects.toThrow(NotFoundError);
    await expect(contacts.contactAboutProperty(tenant, { name: 'X', propertyId: foreign.id })).rejects.toThrow(NotFoundError);
    await expect(contacts.contactAboutProperty(tenant, { name: 'X', propertyId: 0 })).rejects.toThrow(NotFoundError);
    expect(await dataSource.getRepository(History).count()).toBe(before);
  });

  it('is atomic: a failure while writing the contact record leaves neither person nor history', async () => {
    const agency = await insertTenant(dataSource);
    const property = await insertProperty(dataSource, agency.agencyId);
    const writer = module.get(HistoryWriter);
    const original = writer.write.bind(writer);
    const spy = jest.spyOn(writer, 'write').mockImplementation(async (...args) => {
      if (args[1].typeId === HISTORY_TYPE.Contact) throw new Error('disk full');
      return original(...args);
    });
    try {
      await expect(contacts.contactAboutProperty(agency, { ...visitor, propertyId: property.id })).rejects.toThrow('disk full');
      await expect(contacts.contactOnMe(agency, { ...visitor, propertyId: property.id, demand: { zips: ['9000'] } })).rejects.toThrow('disk full');
    } finally {
      spy.mockRestore();
    }
    expect(await personsOf(agency.agencyId)).toEqual([]);
    expect(await historyOf(dataSource, agency.agencyId)).toEqual([]);
    expect(await dataSource.getRepository(Demand).countBy({ agencyId: agency.agencyId })).toBe(0);
  });

  describe('contactOnMe', () => {
    it('stores a demand with the criteria (NewDemand) and works without a property', async () => {
      const agency = await insertTenant(dataSource);
      const result = await contacts.contactOnMe(agency, {
        name: 'Seeker',
        email: 'seeker@example.test',
        mobileNumber: '0470 11 22 33',
        content: 'Looking for a flat',
        demand: { goal: 1, priceTo: 950, minRoom: 2, zips: ['9000', '9050'], cityNames: ['Gent'], mailAlert: true },
      });
      expect(result.DemandID).not.toBeNull();
      const demand = await dataSource.getRepository(Demand).findOneByOrFail({ id: result.DemandID as number });
      expect(demand).toMatchObject({ personId: result.PersonID, goal: 1, priceTo: 950, minRoom: 2, zips: '9000,9050', cityNames: 'Gent', mailAlert: true, active: true });
      const person = await dataSource.getRepository(Person).findOneByOrFail({ id: result.PersonID as number });
      expect(person.mobileNumber).toBe('0470 11 22 33');
      const records = await historyOf(dataSource, agency.agencyId);
      expect(records.map((h) => h.typeId)).toEqual([HISTORY_TYPE.NewPerson, HISTORY_TYPE.Contact, HISTORY_TYPE.NewDemand]);
      expect(records[1]).toMatchObject({ propertyId: null, subject: 'Contact request', content: 'Looking for a flat' });
    });

    it('stores no demand without criteria, and validates criteria before writing anything', async () => {
      const agency = await insertTenant(dataSource);
      const plain = await contacts.contactOnMe(agency, { email: 'plain@example.test', demand: { zips: [], typeIds: null } });
      expect(plain.DemandID).toBeNull();
      await expect(contacts.contactOnMe(agency, { email: 'bad@example.test', demand: { goal: 7 } })).rejects.toMatchObject({ field: 'Goal' });
      await expect(contacts.contactOnMe(agency, { email: 'bad@example.test', propertyId: 999_999 })).rejects.toThrow(NotFoundError);
      expect((await personsOf(agency.agencyId)).map((p) => p.email)).toEqual(['plain@example.test']);
    });
  });
});
