/**
 * Values the ASMX test forms start with on the demo data set, so that each form, submitted as
 * pre-filled, calls its operation on records that exist: a public property and its office, a
 * project with an office and a building, a site, a web channel, a demo person with a demand. The
 * ids are looked up (the set is deterministic, but its ids depend on insertion order). Keys are
 * the operations' parameter names; names that mean the same record in every operation share one.
 * Parameters that would change a record (UpdatePerson's PersonID, InActiveDemand's Password) stay
 * neutral, except ChangePasswordPerson, which sets a demo person's password to the one it has.
 */
import { IsNull, Not, type DataSource } from 'typeorm';
import { Building, Project } from '../construction/construction.entities.js';
import { Demand, Person } from '../persons/persons.entities.js';
import { Property } from '../properties/properties.entities.js';
import { Site, WebChannel } from '../reference/reference.entities.js';
import { DEMO_PERSON_LOGINS } from './demo-agencies.js';

export async function demoFormValues(dataSource: DataSource, agencyId: number): Promise<Record<string, string>> {
  const m = dataSource.manager;
  const values: Record<string, string> = { LanguageID: '1', LanguageId: '1', languageId: '1' };
  const set = (names: readonly string[], value: number | string | null | undefined) => {
    if (value !== null && value !== undefined) for (const name of names) values[name] = String(value);
  };
  const property = await m.findOne(Property, { where: { agencyId, status: 1, officeId: Not(IsNull()), projectId: IsNull() }, order: { id: 'ASC' } });
  set(['ID', 'objectID', 'ObjectID'], property?.id);
  set(['OfficeId'], property?.officeId);
  const project = await m.findOne(Project, { where: { agencyId, officeId: Not(IsNull()) }, order: { id: 'ASC' } });
  set(['ProjectID'], project?.id);
  set(['OfficeID'], project?.officeId);
  if (project) set(['BuildingID'], (await m.findOne(Building, { where: { agencyId, projectId: project.id }, order: { id: 'ASC' } }))?.id);
  set(['SiteID'], (await m.findOne(Site, { where: { agencyId }, order: { id: 'ASC' } }))?.id);
  set(['webId'], (await m.find(WebChannel, { order: { showOrder: 'ASC', id: 'ASC' }, take: 1 }))[0]?.id);
  const login = DEMO_PERSON_LOGINS.find((candidate) => candidate.agencyId === agencyId);
  const person = login ? await m.findOne(Person, { where: { agencyId, email: login.email } }) : null;
  if (login && person) {
    const demand = await m.findOne(Demand, { where: { agencyId, personId: person.id }, order: { id: 'ASC' } });
    if (demand) {
      set(['PersonId'], person.id);
      set(['DemandId'], demand.id);
    }
    set(['email', 'Email'], login.email);
    set(['password', 'NewPassword'], login.password);
  }
  return values;
}
