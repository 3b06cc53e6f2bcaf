import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { TestingModule } from '@nestjs/testing';
import type { DataSource } from 'typeorm';
import { AppointmentsModule } from '../../src/appointments/appointments.module.js';
import { AppointmentsService } from '../../src/appointments/appointments.service.js';
import { AppointmentRegistration } from '../../src/appointments/appointments.entities.js';
import { AuditEntry } from '../../src/audit/audit.entities.js';
import type { Actor } from '../../src/common/actor.js';
import { ConflictError, InvalidFieldsError, NotFoundError, PreconditionFailedError } from '../../src/common/errors.js';
import type { Tenant } from '../../src/common/tenant.js';
import { ContactService } from '../../src/history/contact.service.js';
import { History } from '../../src/history/history.entities.js';
import { HistoryModule } from '../../src/history/history.module.js';
import { LeadsModule } from '../../src/leads/leads.module.js';
import { LeadsService } from '../../src/leads/leads.service.js';
import { OutboxMail } from '../../src/mail/mail.entities.js';
import { PersonWritesService } from '../../src/persons/person-writes.service.js';
import { PersonsModule } from '../../src/persons/persons.module.js';
import { PersonsService } from '../../src/persons/persons.service.js';
import { Demand, Person } from '../../src/persons/persons.entities.js';
import { PrivacyModule } from '../../src/privacy/privacy.module.js';
import { PrivacyService } from '../../src/privacy/privacy.service.js';
import { openTestDatabase } from '../support/database.js';
import { domainTestModule, insertTenant } from '../support/factories/accounts.js';
import { historyOf, insertProperty } from '../support/factories/history.js';
import { insertAgent, insertPerson, linkAgent } from '../support/factories/persons.js';

const FIRST_PAGE = { limit: 50, sort: [], after: null };

/** Persons, demands, the lead inbox and the GDPR export and erasure against a real database. */
describe('person records of the agency API', () => {
  let dataSource: DataSource;
  let module: TestingModule;
  let persons: PersonWritesService;
  let legacy: PersonsService;
  let leads: LeadsService;
  let privacy: PrivacyService;
  let contacts: ContactService;
  let appointments: AppointmentsService;
  let tenant: Tenant;
  let other: Tenant;
  let staff: Actor;

  beforeAll(async () => {
    dataSource = await openTestDatabase();
    module = await domainTestModule(dataSource, [PersonsModule, HistoryModule, AppointmentsModule, LeadsModule, PrivacyModule]);
    persons = module.get(PersonWritesService);
    legacy = module.get(PersonsService);
    leads = module.get(LeadsService);
    privacy = module.get(PrivacyService);
    contacts = module.get(ContactService);
    appointments = module.get(AppointmentsService);
    tenant = await insertTenant(dataSource);
    other = await insertTenant(dataSource);
    const user = await insertAgent(dataSource, tenant.agencyId, { name: 'Desk' });
    staff = { kind: 'staff', id: user.id, label: 'Desk', address: '192.0.2.1' };
  });

  afterAll(async () => {
    await module.close();
    await dataSource.destroy();
  });

  it('creates and changes a person, lists every invalid field, refuses a stale version and a taken email', async () => {
    const created = await persons.create(tenant, staff, { name: 'Peeters', firstName: 'An', email: 'An.Peeters@Example.test', languageId: 2, addressTitle: 2 });
    expect(created).toMatchObject({ name: 'Peeters', firstName: 'An', email: 'an.peeters@example.test', languageId: 2, addressTitle: 2, hasLogin: false, version: 1 });
    expect(await legacy.getPerson(tenant, created.id)).toMatchObject({ Name: 'Peeters', Email: 'an.peeters@example.test' });

    const error = await persons.change(tenant, staff, created.id, { email: 'not-an-address', languageId: 9, zip: 'x'.repeat(21) }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(InvalidFieldsError);
    expect((error as InvalidFieldsError).problems.map((p) => p.field).sort()).toEqual(['email', 'languageId', 'zip']);

    const changed = await persons.change(tenant, staff, created.id, { city: 'Gent', firstName: null }, 1);
    expect(changed).toMatchObject({ city: 'Gent', firstName: null, version: 2 });
    await expect(persons.change(tenant, staff, created.id, { city: 'Brugge' }, 1)).rejects.toBeInstanceOf(PreconditionFailedError);
    expect((await persons.get(tenant, created.id)).city).toBe('Gent');

    await persons.create(tenant, staff, { name: 'Other', email: 'taken@example.test' });
    await expect(persons.change(tenant, staff, created.id, { email: 'taken@example.test' })).rejects.toBeInstanceOf(ConflictError);
    await expect(persons.get(other, created.id)).rejects.toBeInstanceOf(NotFoundError);

    const history = (await historyOf(dataSource, tenant.agencyId)).filter((h) => h.personId === created.id);
    expect(history.map((h) => h.subject)).toEqual([expect.stringContaining('New person'), 'Person changed']);
    expect(history[1]).toMatchObject({ userId: staff.id, content: 'Changed: FirstName, City' });
    const audit = await dataSource.getRepository(AuditEntry).find({ where: { agencyId: tenant.agencyId, resource: 'person', resourceId: String(created.id) }, order: { id: 'ASC' } });
    expect(audit.map((entry) => entry.action)).toEqual(['create', 'update']);
    expect(JSON.parse(audit[1]!.changes)).toEqual(expect.arrayContaining([{ field: 'city', old: null, new: 'Gent' }]));
  });

  it('pages persons by keyset, filtered by text and updatedSince', async () => {
    const agency = await insertTenant(dataSource);
    for (const name of ['Claes', 'Aerts', 'Janssens', 'Maes']) await persons.create(agency, staff, { name });
    const first = await persons.list(agency, {}, { limit: 3, sort: [{ field: 'name', direction: 'ASC' }], after: null });
    expect(first.items.map((p) => p.name)).toEqual(['Aerts', 'Claes', 'Janssens']);
    expect(first.total).toBe(4);
    const second = await persons.list(agency, {}, { limit: 3, sort: [{ field: 'name', direction: 'ASC' }], after: first.next });
    expect(second.items.map((p) => p.name)).toEqual(['Maes']);
    expect(second.next).toBeNull();
    expect((await persons.list(agency, { q: 'ANS' }, FIRST_PAGE)).items.map((p) => p.name)).toEqual(['Janssens']);
    expect((await persons.list(agency, { updatedSince: new Date(Date.now() + 3_600_000) }, FIRST_PAGE)).total).toBe(0);
    await expect(persons.list(agency, {}, { limit: 3, sort: [{ field: 'password', direction: 'ASC' }], after: null })).rejects.toBeInstanceOf(InvalidFieldsError);
  });

  it('adds, changes and removes demands of a person', async () => {
    const person = await persons.create(tenant, staff, { name: 'Demander' });
    const demand = await persons.createDemand(tenant, staff, person.id, { goal: 1, priceTo: 1200, zips: ['9000', '9050'] });
    expect(demand).toMatchObject({ personId: person.id, goal: 1, priceTo: 1200, zips: ['9000', '9050'], active: true, version: 1 });
    const refused = await persons.changeDemand(tenant, staff, person.id, demand.id, { goal: 7, minRoom: -1 }).catch((e: unknown) => e);
    expect((refused as InvalidFieldsError).problems.map((p) => p.field).sort()).toEqual(['goal', 'minRoom']);
    await expect(persons.changeDemand(tenant, staff, person.id, demand.id, { priceFrom: 5000 })).rejects.toBeInstanceOf(InvalidFieldsError);
    const changed = await persons.changeDemand(tenant, staff, person.id, demand.id, { active: false, minRoom: 2 }, 1);
    expect(changed).toMatchObject({ active: false, minRoom: 2, zips: ['9000', '9050'], version: 2 });
    expect((await legacy.getPerson(tenant, person.id)).Demands).toEqual([expect.objectContaining({ ID: demand.id, Active: false, MinRoom: 2 })]);
    await expect(persons.deleteDemand(tenant, staff, person.id, demand.id, 1)).rejects.toBeInstanceOf(PreconditionFailedError);
    await persons.deleteDemand(tenant, staff, person.id, demand.id);
    expect(await persons.listDemands(tenant, person.id)).toEqual([]);
  });

  it('puts contact requests, registrations and viewing registrations in the lead inbox, to be assigned and handled', async () => {
    const agency = await insertTenant(dataSource);
    const property = await insertProperty(dataSource, agency.agencyId, { ident: 'GENT-1' });
    const agent = await insertAgent(dataSource, agency.agencyId, { name: 'Agent', email: 'agent@agency.test' });
    await linkAgent(dataSource, agency.agencyId, property.id, agent.id);
    const contact = await contacts.contactOnMe(agency, { propertyId: property.id, name: 'Wouters', firstName: 'Tom', email: 'tom@example.test', content: 'Still available?', languageId: 1 });
    await legacy.registerPerson(agency, { name: 'Registered', email: 'reg@example.test', password: 'secret-123' });
    const start = new Date(Date.now() + 86_400_000);
    const slot = await appointments.addAppointment(agency, { propertyId: property.id, projectId: null, typeId: 2, startDate: start, endDate: new Date(start.getTime() + 1_800_000), capacity: 3 });
    await appointments.register(agency, slot, contact.PersonID as number);

    const inbox = await leads.list(agency, { statuses: ['new'] }, FIRST_PAGE);
    expect(inbox.items.map((lead) => lead.kind)).toEqual(['contact', 'registration', 'viewing']);
    expect(inbox.items[0]).toMatchObject({ status: 'new', propertyId: property.id, message: 'Still available?', person: { firstName: 'Tom', email: 'tom@example.test' }, assignedUserId: null });

    const lead = inbox.items[0]!;
    const refused = await leads.change(agency, staff, lead.id, { assignedUserId: 999_999 }).catch((e: unknown) => e);
    expect((refused as InvalidFieldsError).problems).toEqual([expect.objectContaining({ field: 'assignedUserId', code: 'unknown-reference' })]);
    const assigned = await leads.change(agency, staff, lead.id, { assignedUserId: agent.id, status: 'handled' }, lead.version);
    expect(assigned).toMatchObject({ status: 'handled', assignedUserId: agent.id, version: lead.version + 1 });
    expect(assigned.handledAt).toBeInstanceOf(Date);
    await expect(leads.change(agency, staff, lead.id, { status: 'new' }, lead.version)).rejects.toBeInstanceOf(PreconditionFailedError);
    expect((await leads.list(agency, { assignedUserId: agent.id }, FIRST_PAGE)).items.map((l) => l.id)).toEqual([lead.id]);
    expect((await leads.list(agency, { assignedUserId: null, statuses: ['new'] }, FIRST_PAGE)).total).toBe(2);
    await expect(leads.get(other, lead.id)).rejects.toBeInstanceOf(NotFoundError);
  });

  it('exports everything held about a person, then erases them and keeps the history without identity', async () => {
    const agency = await insertTenant(dataSource);
    const property = await insertProperty(dataSource, agency.agencyId, { ident: 'ANT-9' });
    const agent = await insertAgent(dataSource, agency.agencyId, { name: 'Agent', email: 'agent9@agency.test' });
    await linkAgent(dataSource, agency.agencyId, property.id, agent.id);
    const sent = await contacts.contactOnMe(agency, {
      propertyId: property.id,
      name: 'Vermeulen',
      firstName: 'Els',
      email: 'els.vermeulen@example.test',
      phone: '03 555 12 34',
      content: 'Call me, Els Vermeulen, on 03 555 12 34',
      languageId: 1,
      demand: { goal: 0, priceTo: 300_000 },
    });
    const personId = sent.PersonID as number;
    const start = new Date(Date.now() + 86_400_000);
    const slot = await appointments.addAppointment(agency, { propertyId: property.id, projectId: null, typeId: 2, startDate: start, endDate: new Date(start.getTime() + 1_800_000), capacity: 2 });
    await appointments.register(agency, slot, personId);
    await persons.change(agency, staff, personId, { city: 'Antwerpen' });
    const bystander = await insertPerson(dataSource, agency.agencyId, { name: 'Bystander' });

    const exported = await privacy.exportPerson(agency, personId);
    expect(exported.person).toMatchObject({ id: personId, name: 'Vermeulen', email: 'els.vermeulen@example.test', city: 'Antwerpen' });
    expect(exported.demands).toEqual([expect.objectContaining({ goal: 0, priceTo: 300_000 })]);
    expect(exported.history.map((h) => h.subject)).toEqual(expect.arrayContaining([expect.stringContaining('Contact request'), 'Person changed']));
    expect(exported.leads.map((l) => l.kind).sort()).toEqual(['contact', 'viewing']);
    expect(exported.viewingRegistrations).toEqual([expect.objectContaining({ appointmentId: slot, propertyId: property.id })]);
    await expect(privacy.exportPerson(other, personId)).rejects.toBeInstanceOf(NotFoundError);

    const report = await privacy.erasePerson(agency, staff, personId);
    expect(report).toMatchObject({ personId, demandsRemoved: 1, leadsAnonymised: 2, registrationsAnonymised: 1 });
    await expect(legacy.getPerson(agency, personId)).rejects.toBeInstanceOf(NotFoundError);
    expect(await legacy.findByEmail(agency, 'els.vermeulen@example.test', null)).toBeNull();
    expect(await dataSource.getRepository(Person).findOneBy({ id: personId })).toBeNull();
    expect(await dataSource.getRepository(Demand).findBy({ personId })).toEqual([]);
    expect(await dataSource.getRepository(History).findBy({ personId })).toEqual([]);
    expect(await dataSource.getRepository(Person).findOneBy({ id: bystander.id })).not.toBeNull();

    const kept = await historyOf(dataSource, agency.agencyId);
    const texts = JSON.stringify(kept);
    expect(texts).not.toMatch(/Vermeulen|els\.vermeulen|555 12 34/i);
    expect(kept.filter((h) => h.typeId === 0)).toHaveLength(1);
    expect(kept.at(-1)).toMatchObject({ personId: null, subject: 'Person erased on request (GDPR)', userId: staff.id });
    expect(await dataSource.getRepository(AppointmentRegistration).countBy({ appointmentId: slot })).toBe(1);
    const mails = JSON.stringify(await dataSource.getRepository(OutboxMail).findBy({ agencyId: agency.agencyId }));
    expect(mails).not.toMatch(/Vermeulen|els\.vermeulen/i);
    const audit = await dataSource.getRepository(AuditEntry).find({ where: { agencyId: agency.agencyId, resource: 'person', resourceId: String(personId) }, order: { id: 'ASC' } });
    expect(audit.map((entry) => entry.action)).toEqual(['update', 'delete']);
    expect(audit[0]!.changes).not.toMatch(/Antwerpen/);
    expect((await leads.list(agency, {}, FIRST_PAGE)).items.every((lead) => lead.person === null)).toBe(true);
    await expect(privacy.erasePerson(agency, staff, personId)).rejects.toBeInstanceOf(NotFoundError);
  });
});
