import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { TestingModule } from '@nestjs/testing';
import type { DataSource } from 'typeorm';
import { AppointmentsModule } from '../../src/appointments/appointments.module.js';
import { AppointmentsService } from '../../src/appointments/appointments.service.js';
import { ConflictError, NotFoundError } from '../../src/common/errors.js';
import type { Tenant } from '../../src/common/tenant.js';
import { Project } from '../../src/construction/construction.entities.js';
import { StaffModule } from '../../src/staff/staff.module.js';
import { StaffService } from '../../src/staff/staff.service.js';
import { TasksModule } from '../../src/tasks/tasks.module.js';
import { TasksService } from '../../src/tasks/tasks.service.js';
import { History } from '../../src/history/history.entities.js';
import { openTestDatabase } from '../support/database.js';
import { domainTestModule, insertTenant } from '../support/factories/accounts.js';
import { createProject } from '../support/factories/construction.js';
import { historyOf, insertProperty } from '../support/factories/history.js';
import { insertAgent, insertDemand, insertPerson, linkAgent } from '../support/factories/persons.js';

/** The CRM domain services against a real database (SQLite; MariaDB when DATABASE_URL is set). */
describe('CRM records', () => {
  let dataSource: DataSource;
  let module: TestingModule;
  let staff: StaffService;
  let appointments: AppointmentsService;
  let tasks: TasksService;
  let tenant: Tenant;
  let other: Tenant;
  let propertyId: number;

  beforeAll(async () => {
    dataSource = await openTestDatabase();
    module = await domainTestModule(dataSource, [StaffModule, AppointmentsModule, TasksModule]);
    staff = module.get(StaffService);
    appointments = module.get(AppointmentsService);
    tasks = module.get(TasksService);
    tenant = await insertTenant(dataSource);
    other = await insertTenant(dataSource);
    propertyId = (await insertProperty(dataSource, tenant.agencyId)).id;
  });

  afterAll(async () => {
    await module.close();
    await dataSource.destroy();
  });

  it('names the user responsible for a property (its main agent) and for a project, within the agency only', async () => {
    const coAgent = await insertAgent(dataSource, tenant.agencyId, { name: 'Co' });
    const main = await insertAgent(dataSource, tenant.agencyId, { name: 'Main', email: 'main@agency.test' });
    await linkAgent(dataSource, tenant.agencyId, propertyId, coAgent.id, 2);
    await linkAgent(dataSource, tenant.agencyId, propertyId, main.id, 1);
    expect(await staff.responsibleUser(tenant, { propertyId })).toMatchObject({ ID: main.id, Email: 'main@agency.test' });
    expect(await staff.responsibleUser(other, { propertyId })).toBeNull();
    const project = await createProject(dataSource, tenant);
    expect(await staff.responsibleUser(tenant, { projectId: project.id })).toBeNull();
    await staff.setProjectResponsible(tenant, project.id, coAgent.id);
    expect(await staff.responsibleUser(tenant, { projectId: project.id })).toMatchObject({ ID: coAgent.id, Name: 'Co' });
    expect((await dataSource.getRepository(Project).findOneByOrFail({ id: project.id })).responsibleUserId).toBe(coAgent.id);
    await expect(staff.setProjectResponsible(other, project.id, null)).rejects.toBeInstanceOf(NotFoundError);
  });

  it('registers persons to a slot up to its capacity, also when they come at the same time, once each', async () => {
    const start = new Date(Date.now() + 86_400_000);
    const slot = await appointments.addAppointment(tenant, { propertyId, projectId: null, typeId: 2, startDate: start, endDate: new Date(start.getTime() + 1_800_000), capacity: 2 });
    const persons = await Promise.all(Array.from({ length: 5 }, () => insertPerson(dataSource, tenant.agencyId)));
    const outcomes = await Promise.allSettled(persons.map((person) => appointments.register(tenant, slot, person.id)));
    const registered = outcomes.filter((outcome) => outcome.status === 'fulfilled');
    expect(registered).toHaveLength(2);
    expect(outcomes.filter((outcome) => outcome.status === 'rejected').every((outcome) => (outcome as PromiseRejectedResult).reason instanceof ConflictError)).toBe(true);
    const index = outcomes.findIndex((outcome) => outcome.status === 'fulfilled');
    const again = await appointments.register(tenant, slot, persons[index]!.id);
    expect(again).toMatchObject({ id: (outcomes[index] as PromiseFulfilledResult<{ id: number }>).value.id, created: false });
    expect(Number((await dataSource.query('SELECT COUNT(*) AS n FROM appointment_registration WHERE appointment_id = ?', [slot]))[0].n)).toBe(2);
    expect((await historyOf(dataSource, tenant.agencyId)).filter((h) => h.kind === 'calendar' && h.propertyId === propertyId)).toHaveLength(2);
    await expect(appointments.register(other, slot, persons[0]!.id)).rejects.toBeInstanceOf(NotFoundError);
  });

  it('refuses a registration to a slot that has ended', async () => {
    const start = new Date(Date.now() - 7_200_000);
    const slot = await appointments.addAppointment(tenant, { propertyId, projectId: null, typeId: 1, startDate: start, endDate: new Date(start.getTime() + 3_600_000), capacity: 0 });
    const person = await insertPerson(dataSource, tenant.agencyId);
    await expect(appointments.register(tenant, slot, person.id)).rejects.toThrow('has already ended');
  });

  it('creates a task only about the agency’s own person, property and that person’s demand', async () => {
    const person = await insertPerson(dataSource, tenant.agencyId);
    const demand = await insertDemand(dataSource, tenant.agencyId, person.id);
    const id = await tasks.createTask(tenant, { subject: ' Call back ', comment: null, personId: person.id, propertyId, demandId: demand.id, createdBy: 'site' });
    expect(await dataSource.getRepository(History).findOneByOrFail({ id })).toMatchObject({ agencyId: tenant.agencyId, kind: 'task', typeId: 24, subject: 'Call back', personId: person.id, demandId: demand.id, done: false, createdBy: 'site' });
    await tasks.setDone(tenant, id, true);
    expect(await dataSource.getRepository(History).findOneByOrFail({ id })).toMatchObject({ done: true, doneAt: expect.any(Date) });
    await expect(tasks.setDone(other, id, false)).rejects.toBeInstanceOf(NotFoundError);
    const stranger = await insertPerson(dataSource, tenant.agencyId);
    await expect(tasks.createTask(tenant, { subject: 'x', comment: null, personId: stranger.id, propertyId: null, demandId: demand.id })).rejects.toThrow('is not a demand of person');
    await expect(tasks.createTask(other, { subject: 'x', comment: null, personId: person.id, propertyId: null, demandId: null })).rejects.toBeInstanceOf(NotFoundError);
  });
});
