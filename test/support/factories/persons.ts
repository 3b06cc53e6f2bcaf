import type { DataSource } from 'typeorm';
import { AgencyUser } from '../../../src/staff/staff.entities.js';
import { PasswordHasher } from '../../../src/accounts/password-hasher.js';
import { Demand, Person } from '../../../src/persons/persons.entities.js';
import { PropertyAgent, PropertyOwner } from '../../../src/properties/properties.entities.js';
import { TEST_HASH_COST } from './accounts.js';

let persons = 0;

/** Now to the whole second, as every database stores it. */
export function wholeSecond(date = new Date()): Date {
  return new Date(Math.floor(date.getTime() / 1000) * 1000);
}

/** A person of the agency; `password` gives them a login (hashed at the test cost). */
export async function insertPerson(
  dataSource: DataSource,
  agencyId: number,
  values: Partial<Person> & { password?: string } = {},
): Promise<Person> {
  persons++;
  const { password, ...columns } = values;
  const now = wholeSecond();
  return dataSource.getRepository(Person).save({
    agencyId,
    officeId: null,
    addressTitle: null,
    letterTitle: null,
    name: `Person${persons}`,
    firstName: null,
    phoneNumber: null,
    mobileNumber: null,
    addressA: null,
    zip: null,
    city: null,
    countryId: null,
    email: `person${persons}@example.test`,
    passwordHash: password === undefined ? null : await new PasswordHasher(TEST_HASH_COST).hash(password),
    ident: null,
    languageId: 1,
    createdAt: now,
    lastChangedAt: now,
    ...columns,
  });
}

export async function insertDemand(dataSource: DataSource, agencyId: number, personId: number, values: Partial<Demand> = {}): Promise<Demand> {
  const now = wholeSecond();
  return dataSource.getRepository(Demand).save({
    agencyId,
    personId,
    active: true,
    goal: 0,
    priceFrom: null,
    priceTo: null,
    minRoom: 0,
    typeIds: '',
    zips: '',
    geographicIds: '',
    cityNames: '',
    comment: null,
    mailAlert: false,
    createdAt: now,
    lastChangedAt: now,
    ...values,
  });
}

export async function insertAgent(dataSource: DataSource, agencyId: number, values: Partial<AgencyUser> = {}): Promise<AgencyUser> {
  return dataSource.getRepository(AgencyUser).save({
    agencyId,
    officeId: null,
    name: 'Agent',
    firstName: null,
    email: null,
    phoneNumber: null,
    mobileNumber: null,
    function: null,
    pictureUrl: null,
    languageId: 1,
    ...values,
  });
}

export async function linkAgent(dataSource: DataSource, agencyId: number, propertyId: number, userId: number, role = 1): Promise<void> {
  await dataSource.getRepository(PropertyAgent).insert({ agencyId, propertyId, userId, role });
}

export async function linkOwner(dataSource: DataSource, agencyId: number, propertyId: number, personId: number): Promise<void> {
  await dataSource.getRepository(PropertyOwner).insert({ agencyId, propertyId, personId });
}
