/**
 * Ids of demo records the ASMX end-to-end suites call operations with, looked up in the test
 * database (the demo data set is deterministic, but its ids depend on insertion order).
 */
import type { DataSource } from 'typeorm';
import { IsNull, Not } from 'typeorm';
import { Building, Project } from '../../src/construction/construction.entities.js';
import { DEMO_PERSON_LOGINS } from '../../src/seeding/demo-data.js';
import { History } from '../../src/history/history.entities.js';
import { Demand, Person } from '../../src/persons/persons.entities.js';
import { Property, PropertyAgent, PropertyOwner } from '../../src/properties/properties.entities.js';
import { Office, Site } from '../../src/reference/reference.entities.js';

export interface PersonLogin {
  readonly id: number;
  readonly email: string;
  readonly password: string;
}

export interface AsmxFixtures {
  readonly property: { readonly id: number; readonly ident: string; readonly officeId: number };
  readonly ownedProperty: { readonly propertyId: number; readonly personId: number };
  readonly agentProperty: { readonly propertyId: number; readonly userId: number };
  readonly historyPropertyId: number;
  readonly project: { readonly id: number; readonly officeId: number; readonly buildingId: number };
  readonly officeId: number;
  readonly siteId: number;
  /** Person logins of agency 1: [0] reads (GetPerson, GetDemandPersonsInfo), [1] has its demands deactivated, [2] is updated. */
  readonly logins: readonly [PersonLogin, PersonLogin, PersonLogin];
  readonly demandId: number;
}

function required<T>(value: T | null | undefined, what: string): T {
  if (value === null || value === undefined) throw new Error(`The demo data has no ${what}.`);
  return value;
}

export async function loadFixtures(dataSource: DataSource, agencyId = 1): Promise<AsmxFixtures> {
  const m = dataSource.manager;
  const property = required(
    await m.findOne(Property, { where: { agencyId, status: 1, officeId: Not(IsNull()), projectId: IsNull() }, order: { id: 'ASC' } }),
    'active property',
  );
  const owner = required(await m.findOne(PropertyOwner, { where: { agencyId }, order: { propertyId: 'ASC' } }), 'property owner');
  const agent = required(await m.findOne(PropertyAgent, { where: { agencyId }, order: { propertyId: 'ASC' } }), 'property agent');
  const history = required(
    await m.findOne(History, { where: { agencyId, propertyId: Not(IsNull()) }, order: { id: 'ASC' } }),
    'property history',
  );
  const project = required(await m.findOne(Project, { where: { agencyId, officeId: Not(IsNull()) }, order: { id: 'ASC' } }), 'project');
  const building = required(await m.findOne(Building, { where: { agencyId, projectId: project.id }, order: { id: 'ASC' } }), 'building');
  const office = required(await m.findOne(Office, { where: { agencyId }, order: { id: 'ASC' } }), 'office');
  const site = required(await m.findOne(Site, { where: { agencyId }, order: { id: 'ASC' } }), 'site');
  const demoLogins = DEMO_PERSON_LOGINS.filter((login) => login.agencyId === agencyId);
  const logins = await Promise.all(
    demoLogins.slice(0, 3).map(async (login) => {
      const person = required(await m.findOne(Person, { where: { agencyId, email: login.email } }), `person ${login.email}`);
      return { id: person.id, email: login.email, password: login.password };
    }),
  );
  const demand = required(await m.findOne(Demand, { where: { agencyId, personId: logins[0]?.id } }), 'demand of the first person login');
  return {
    property: { id: property.id, ident: required(property.ident, 'property ident'), officeId: required(property.officeId, 'office') },
    ownedProperty: { propertyId: owner.propertyId, personId: owner.personId },
    agentProperty: { propertyId: agent.propertyId, userId: agent.userId },
    historyPropertyId: required(history.propertyId, 'history property'),
    project: { id: project.id, officeId: required(project.officeId, 'project office'), buildingId: building.id },
    officeId: office.id,
    siteId: site.id,
    logins: logins as unknown as [PersonLogin, PersonLogin, PersonLogin],
    demandId: demand.id,
  };
}
