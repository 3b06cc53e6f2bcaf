import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { type Client, createClientAsync } from 'soap';
import { AccountsService } from '../../src/accounts/accounts.service.js';
import { DEMO_PERSON_LOGINS } from '../../src/seeding/demo-data.js';
import { startTestApp, type TestApp } from '../support/app.js';
import { callJson, demoIds, OTHER, OWN, V12 } from '../fixtures/v12/http.js';
import type { DemoIds } from '../fixtures/v12/operation-args.js';

/** Calls `<op>Async` on a node-soap client; returns the `<op>Result`. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function soap(client: Client, op: string, args: object): Promise<any> {
  const method = client[`${op}Async`] as (args: object) => Promise<[Record<string, unknown>]>;
  const [response] = await method.call(client, { ...OWN, ...args });
  return response?.[`${op}Result`];
}

/** The items of an Xml list or page element, always as an array. */
function items<T>(element: Record<string, unknown> | undefined, name: string): T[] {
  const value = element?.[name];
  return value === undefined ? [] : ((Array.isArray(value) ? value : [value]) as T[]);
}

/**
 * The agency's CRM records through the v1.2 operations the general client library offers
 * (staff, documents, appointments, tasks, history, checklists, neighbourhoods, the internal
 * group and the later names of the property operations): sent the way the library sends them
 * (a Json GET with the fields its request classes carry, the default LanguageId and OfficeID
 * among them) and as Xml over SOAP, against the demo data.
 */
describe('v1.2 CRM operations', () => {
  let app: TestApp;
  let client: Client;
  let ids: DemoIds;
  const call = (op: string, fields: object = {}, credentials: object = OWN) => callJson(app.baseUrl, op, fields, credentials);
  const LISTINGS_ONLY = { CustomerName: 'crm-listings-only', CustomerPassword: 'crm-listings-password' };

  beforeAll(async () => {
    app = await startTestApp();
    client = await createClientAsync(`${app.baseUrl}${V12}?singleWsdl`);
    ids = await demoIds(app.baseUrl);
    await app.app.get(AccountsService).createAccount(1, LISTINGS_ONLY.CustomerName, LISTINGS_ONLY.CustomerPassword, ['listings']);
  });
  afterAll(async () => {
    await app?.close();
  });

  describe('staff', () => {
    it('GetUserList lists the agents visible on the web by name, filters by department and office, and includes hidden ones on request', async () => {
      const visible = await call('GetUserListJson', { LanguageId: 1 });
      expect(visible).toMatchObject({ Code: 0, Success: true });
      expect(Array.isArray(visible.Value)).toBe(true);
      expect(visible.Value).toHaveLength(8);
      expect(visible.Value[0]).toEqual({
        ID: expect.any(Number),
        Name: expect.any(String),
        FirstName: expect.any(String),
        Email: expect.stringContaining('@'),
        PhoneNumber: expect.any(String),
        MobileNumber: expect.stringMatching(/^\+32 47/),
        Function: expect.any(String),
        OfficeID: expect.any(Number),
        PictureUrl: expect.stringContaining('/users/'),
        DepartmentID: expect.any(Number),
        DepartmentName: expect.any(String),
        HiddenOnWeb: false,
      });
      const names = visible.Value.map((user: { Name: string }) => user.Name);
      expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })));
      const all = await call('GetUserListJson', { IncludeHiddenOnWeb: true });
      expect(all.Value).toHaveLength(9);
      expect(all.Value.filter((user: { HiddenOnWeb: boolean }) => user.HiddenOnWeb)).toHaveLength(1);

      const departments = (await call('GetDepartmentListJson')).Value as { ID: number; Name: string }[];
      expect(departments.map((d) => d.Name)).toEqual(['Verkoop', 'Verhuur', 'Nieuwbouw']);
      const sales = await call('GetUserListJson', { DepartmentID: departments[0]!.ID, IncludeHiddenOnWeb: true });
      expect(sales.Value.length).toBeGreaterThan(0);
      expect(sales.Value.every((user: { DepartmentName: string }) => user.DepartmentName === 'Verkoop')).toBe(true);
      const office = all.Value[0].OfficeID as number;
      const ofOffice = await call('GetUserListJson', { OfficeID: office });
      expect(ofOffice.Value.every((user: { OfficeID: number }) => user.OfficeID === office)).toBe(true);
      const paged = await call('GetUserListJson', { SortFields: 'ID DESC', Limit1: 2, Limit2: 3, DisplayFields: 'ID' });
      const descending = visible.Value.map((u: { ID: number }) => u.ID).sort((a: number, b: number) => b - a);
      expect(paged.Value).toEqual([{ ID: descending[1] }, { ID: descending[2] }]);
    });

    it('GetUser answers one agent, also one hidden on the web, and null for an unknown or foreign id', async () => {
      const all = (await call('GetUserListJson', { IncludeHiddenOnWeb: true })).Value as { ID: number; HiddenOnWeb: boolean }[];
      const hidden = all.find((user) => user.HiddenOnWeb)!;
      expect((await call('GetUserJson', { ID: all[0]!.ID })).Value).toEqual(all[0]);
      expect((await call('GetUserJson', { ID: hidden.ID })).Value).toMatchObject({ ID: hidden.ID, HiddenOnWeb: true });
      expect(await call('GetUserJson', { ID: 999_999 })).toMatchObject({ Code: 0, Success: true, Value: null });
      expect(await call('GetUserJson', { ID: all[0]!.ID }, OTHER)).toMatchObject({ Code: 0, Value: null });
      expect(await call('GetUserJson', {})).toMatchObject({ Code: 400, Message: expect.stringContaining('ID') });
      const xml = await soap(client, 'GetUserXml', { ID: all[0]!.ID });
      expect(xml).toMatchObject({ Code: 0, Success: true, Value: { ID: all[0]!.ID, HiddenOnWeb: false } });
      const list = await soap(client, 'GetDepartmentListXml', {});
      expect(items<{ Name: string }>(list.Value, 'Department').map((d) => d.Name)).toEqual(['Verkoop', 'Verhuur', 'Nieuwbouw']);
    });
  });

  describe('documents', () => {
    it('GetDocumentList pages the documents of properties and projects, filters by property and publication, and a person’s only with PersonID', async () => {
      const published = await call('GetDocumentListJson', { Publish: true, Limit1: 1, Limit2: 50 });
      expect(published.Value).toMatchObject({ From: 1, RowsCount: expect.any(Number), Items: expect.any(Array) });
      expect(published.Value.RowsCount).toBeGreaterThan(40);
      expect(published.Value.Items[0]).toEqual({
        ID: expect.any(Number),
        ObjectID: expect.any(Number),
        ProjectID: null,
        PersonID: null,
        Title: expect.any(String),
        Kind: expect.stringMatching(/^(plan|certificate)$/),
        Url: expect.stringMatching(/^https:\/\/docs\..*\.pdf$/),
        Publish: true,
        CreatedDate: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/),
      });
      const unpublished = await call('GetDocumentListJson', { Publish: false });
      expect(unpublished.Value.Items.every((d: { Publish: boolean; Kind: string }) => !d.Publish && d.Kind === 'contract')).toBe(true);
      const property = published.Value.Items[0].ObjectID as number;
      // Unpublished documents (mandate contracts) only when asked for, by an account that reads persons.
      expect(unpublished.Value.Items.length).toBeGreaterThan(0);
      expect(await call('GetDocumentListJson', { Publish: false }, LISTINGS_ONLY)).toMatchObject({ Code: 403, Message: expect.stringContaining('Publish=false') });
      const contract = unpublished.Value.Items[0] as { ID: number; ObjectID: number };
      const ofContractProperty = await call('GetDocumentListJson', { ObjectIDs: String(contract.ObjectID), Limit1: 1, Limit2: 100 });
      expect(ofContractProperty.Value.Items.map((d: { ID: number }) => d.ID)).not.toContain(contract.ID);
      expect(ofContractProperty.Value.Items.every((d: { Publish: boolean }) => d.Publish)).toBe(true);
      const ofProperty = await call('GetDocumentListJson', { ObjectIDs: String(property) });
      expect(ofProperty.Value.Items.length).toBeGreaterThanOrEqual(2);
      expect(ofProperty.Value.Items.every((d: { ObjectID: number; Publish: boolean }) => d.ObjectID === property && d.Publish)).toBe(true);
      const projects = published.Value.Items.filter((d: { ProjectID: number | null }) => d.ProjectID !== null);
      const all = await call('GetDocumentListJson', { Limit1: 1, Limit2: 1000 });
      expect(all.Value.Items.some((d: { Kind: string; ProjectID: number | null }) => d.Kind === 'brochure' && d.ProjectID !== null)).toBe(true);
      expect(projects.every((d: { ObjectID: number | null }) => d.ObjectID === null)).toBe(true);
      expect(all.Value.Items.every((d: { PersonID: number | null; Publish: boolean }) => d.PersonID === null && d.Publish)).toBe(true);
      expect(all.Value.RowsCount).toBe(published.Value.RowsCount);

      const login = DEMO_PERSON_LOGINS.find((l) => l.agencyId === 1)!;
      const person = (await call('CheckPersonLoginJson', { Email: login.email, Password: login.password })).Value as number;
      const ofPerson = await call('GetDocumentListJson', { PersonID: person });
      expect(ofPerson.Value.Items).toEqual([expect.objectContaining({ PersonID: person, Kind: 'identity', Publish: false })]);
      expect(await call('GetDocumentListJson', { PersonID: person }, LISTINGS_ONLY)).toMatchObject({ Code: 403 });
      expect((await call('GetDocumentListJson', { Publish: true }, LISTINGS_ONLY)).Value.RowsCount).toBe(published.Value.RowsCount);
      expect(await call('GetDocumentListJson', { SortFields: 'Size' })).toMatchObject({ Code: 400, Message: expect.stringContaining('SortFields') });
      const xml = await soap(client, 'GetDocumentListXml', { Publish: true, Limit1: 1, Limit2: 2 });
      expect(xml.Value).toMatchObject({ From: 1, To: 2, RowsCount: published.Value.RowsCount });
      expect(items(xml.Value.Items, 'Document')).toHaveLength(2);
    });
  });

  describe('appointments', () => {
    it('GetAppointmentObject lists the upcoming slots of a property with their free places; AddPersonToAppointment registers once and refuses a full slot', async () => {
      const upcoming = (await call('GetAppointmentObjectJson', { LanguageId: 1 })).Value as { ID: number; ObjectID: number | null; TypeID: number; Capacity: number; IsFull: boolean; FreePlaces: number; NumberOfRegistrations: number; StartDate: string }[];
      expect(upcoming.length).toBeGreaterThan(20);
      expect(upcoming.map((slot) => slot.StartDate)).toEqual([...upcoming.map((slot) => slot.StartDate)].sort());
      const full = upcoming.find((slot) => slot.IsFull)!;
      expect(full).toMatchObject({ TypeID: 2, TypeName: 'Viewing', Capacity: 1, NumberOfRegistrations: 1, FreePlaces: 0 });
      const ofProperty = (await call('GetAppointmentObjectJson', { ObjectID: full.ObjectID })).Value as { ObjectID: number; TypeID: number }[];
      expect(ofProperty).toHaveLength(4);
      expect(ofProperty.every((slot) => slot.ObjectID === full.ObjectID)).toBe(true);
      expect(ofProperty.map((slot) => slot.TypeID).sort()).toEqual([1, 2, 2, 2]);

      const person = ids.personId;
      const others = ((await call('GetPersonListJson', { Limit1: 2, Limit2: 10 })).Value.Items as { ID: number }[]).map((p) => p.ID).filter((id) => id !== person);
      const refused = await call('AddPersonToAppointmentJson', { PersonID: others[0], AppointmentID: full.ID });
      expect(refused).toMatchObject({ Code: 409, Success: false, Message: expect.stringContaining('is full') });
      const viewing = upcoming.find((slot) => slot.TypeID === 2 && slot.FreePlaces === 2)!;
      const first = await call('AddPersonToAppointmentJson', { PersonID: person, AppointmentID: viewing.ID, LanguageId: 1 });
      expect(first).toMatchObject({ Code: 0, Success: true, Value: expect.any(Number) });
      const again = await call('AddPersonToAppointmentJson', { PersonID: person, AppointmentID: viewing.ID });
      expect(again.Value).toBe(first.Value);
      const after = ((await call('GetAppointmentObjectJson', { ObjectID: viewing.ObjectID })).Value as { ID: number }[]).find((slot) => slot.ID === viewing.ID);
      expect(after).toMatchObject({ NumberOfRegistrations: 1, FreePlaces: 1, IsFull: false });
      const xml = await soap(client, 'AddPersonToAppointmentXml', { PersonID: others[1], AppointmentID: viewing.ID });
      expect(xml).toMatchObject({ Code: 0, Success: true, Value: expect.any(Number) });
      expect(await call('AddPersonToAppointmentJson', { PersonID: others[2], AppointmentID: viewing.ID })).toMatchObject({ Code: 409, Message: expect.stringContaining('2 places are taken') });
      const calendar = await call('GetCalendarHistoriesJson', { PersonIDs: String(person), ObjectID: viewing.ObjectID, Limit1: 1, Limit2: 50 });
      expect(calendar.Value.Items.some((h: { Subject: string }) => h.Subject?.startsWith('Viewing'))).toBe(true);

      expect(await call('AddPersonToAppointmentJson', { PersonID: 99_999_999, AppointmentID: viewing.ID })).toMatchObject({ Code: 404 });
      expect(await call('AddPersonToAppointmentJson', { PersonID: person, AppointmentID: viewing.ID }, OTHER)).toMatchObject({ Code: 404 });
      expect(await call('AddPersonToAppointmentJson', { PersonID: person, AppointmentID: viewing.ID }, LISTINGS_ONLY)).toMatchObject({ Code: 403 });
      expect(await call('AddPersonToAppointmentJson', { PersonID: person })).toMatchObject({ Code: 400, Message: expect.stringContaining('AppointmentID') });
    });

    it('GetAppointmentOfStatisticsGraphList counts slots, places and registrations per period and kind', async () => {
      const months = (await call('GetAppointmentOfStatisticsGraphListJson', { Frequency: 2 })).Value as { Date: string; TypeID: number; NumberOfAppointments: number; Capacity: number; NumberOfRegistrations: number }[];
      expect(months.length).toBeGreaterThan(0);
      expect(months.every((point) => /^\d{4}-\d\d-01 00:00:00$/.test(point.Date))).toBe(true);
      const slots = (await call('GetAppointmentObjectJson', {})).Value as { TypeID: number; Capacity: number }[];
      const total = (type: number) => months.filter((p) => p.TypeID === type).reduce((sum, p) => sum + p.NumberOfAppointments, 0);
      expect(total(1) + total(2)).toBe(slots.length);
      expect(months.filter((p) => p.TypeID === 2).reduce((sum, p) => sum + p.Capacity, 0)).toBe(slots.filter((s) => s.TypeID === 2).reduce((sum, s) => sum + s.Capacity, 0));
      const viewings = (await call('GetAppointmentOfStatisticsGraphListJson', { AppointmentTypeIDs: '2', Frequency: 1 })).Value as { TypeID: number; Date: string }[];
      expect(viewings.every((p) => p.TypeID === 2 && new Date(`${p.Date.replace(' ', 'T')}Z`).getUTCDay() === 1)).toBe(true);
      const project = await call('GetAppointmentOfStatisticsGraphListJson', { ProjectID: ids.projectId, IncludeUnits: true });
      expect(project.Value).toEqual([expect.objectContaining({ TypeID: 1, NumberOfAppointments: 1, Capacity: 50, NumberOfRegistrations: 3 })]);
      expect(await call('GetAppointmentOfStatisticsGraphListJson', { Frequency: 7 })).toMatchObject({ Code: 400, Message: expect.stringContaining('Frequency') });
      const xml = await soap(client, 'GetAppointmentOfStatisticsGraphListXml', { ProjectID: ids.projectId });
      expect(items(xml.Value, 'AppointmentStatistic')).toEqual([expect.objectContaining({ TypeID: 1, NumberOfRegistrations: 3 })]);
    });
  });

  describe('tasks and history', () => {
    it('CreateTask stores a task for the person, property and demand and answers its id', async () => {
      const created = await call('CreateTaskJson', { PersonID: ids.personId, ObjectId: ids.propertyId, DemandID: ids.demandId, Subject: 'Call back', Comment: 'After 6 pm', LanguageId: 1 });
      expect(created).toMatchObject({ Code: 0, Success: true, Value: expect.any(Number) });
      const xml = await soap(client, 'CreateTaskXml', { PersonID: ids.personId, Subject: 'Send the plans' });
      expect(xml.Value).toBe(created.Value + 1);
      expect(await call('CreateTaskJson', { PersonID: ids.personId })).toMatchObject({ Code: 400, Message: expect.stringContaining('Subject') });
      expect(await call('CreateTaskJson', { PersonID: 99_999_999, Subject: 'x' })).toMatchObject({ Code: 404 });
      expect(await call('CreateTaskJson', { ObjectId: ids.propertyId, Subject: 'x' }, OTHER)).toMatchObject({ Code: 404 });
      expect(await call('CreateTaskJson', { Subject: 'x' }, LISTINGS_ONLY)).toMatchObject({ Code: 403 });
    });

    it('a task CreateTask stores is read back by GetTaskHistories and counted by GetPersonSummary and GetHistorySummary', async () => {
      const tasksOf = async () => (await call('GetTaskHistoriesJson', { PersonIDs: String(ids.personId), Limit1: 1, Limit2: 500 })).Value;
      const summaryCount = async () => (await call('GetPersonSummaryJson', { PersonID: ids.personId })).Value.Tasks as number;
      const checkups = async () =>
        ((await call('GetHistorySummaryJson', { PersonIDs: String(ids.personId), LanguageId: 3 })).Value.Items as { TypeID: number; Count: number }[]).find((item) => item.TypeID === 24)?.Count ?? 0;
      const [before, summaryBefore, checkupsBefore] = [await tasksOf(), await summaryCount(), await checkups()];
      expect(summaryBefore).toBe(before.RowsCount);
      const created = await call('CreateTaskJson', { PersonID: ids.personId, ObjectId: ids.propertyId, DemandID: ids.demandId, Subject: 'Send the floor plan', Comment: 'Both floors' });
      expect(created).toMatchObject({ Code: 0, Success: true, Value: expect.any(Number) });
      const after = await tasksOf();
      expect(after.RowsCount).toBe(before.RowsCount + 1);
      expect(after.Items).toContainEqual(
        expect.objectContaining({ ID: created.Value, Kind: 'task', TypeID: 24, PersonID: ids.personId, PropertyID: ids.propertyId, Subject: 'Send the floor plan', Content: 'Both floors', Done: false }),
      );
      expect(await summaryCount()).toBe(summaryBefore + 1);
      expect(await checkups()).toBe(checkupsBefore + 1);
      const ofProperty = await call('GetTaskHistoriesJson', { ObjectID: ids.propertyId, Limit1: 1, Limit2: 500 });
      expect(ofProperty.Value.Items.map((item: { ID: number }) => item.ID)).toContain(created.Value);
      const xml = await soap(client, 'GetTaskHistoriesXml', { PersonIDs: String(ids.personId), Limit1: 1, Limit2: 500 });
      expect(Number(xml.Value.RowsCount)).toBe(after.RowsCount);
    });

    it('CreateHistory writes a history record about the property and the person, read back by GetAutomaticHistories', async () => {
      const created = await call('CreateHistoryJson', { ObjectId: ids.propertyId, Email: ids.personEmail.toUpperCase(), TypeId: 7, Subject: 'Question about the garden', Content: 'South-facing?', Date: '2026-10-01 10:00:00' });
      expect(created).toMatchObject({ Code: 0, Success: true, Value: expect.any(Number) });
      const history = await call('GetAutomaticHistoriesJson', { ObjectID: ids.propertyId, PersonIDs: String(ids.personId), FromDate: '2026-10-01 00:00:00', ToDate: '2026-10-01 23:59:59' });
      expect(history.Value.Items).toEqual([expect.objectContaining({ ID: created.Value, Subject: 'Question about the garden', Content: 'South-facing?' })]);
      const xml = await soap(client, 'CreateHistoryXml', { Email: ids.personEmail, TypeId: 2, Subject: 'Phoned' });
      expect(xml).toMatchObject({ Code: 0, Value: created.Value + 1 });
      expect(await call('CreateHistoryJson', { ObjectId: ids.propertyId, TypeId: 99 })).toMatchObject({ Code: 400, Message: expect.stringContaining('TypeId') });
      expect(await call('CreateHistoryJson', { TypeId: 1 })).toMatchObject({ Code: 400, Message: expect.stringContaining('ObjectId') });
      expect(await call('CreateHistoryJson', { Email: 'nobody@example.org', TypeId: 1 })).toMatchObject({ Code: 404 });
      expect(await call('CreateHistoryJson', { ObjectId: ids.propertyId, TypeId: 1 }, LISTINGS_ONLY)).toMatchObject({ Code: 403 });
    });
  });

  describe('checklists, neighbourhoods and points of interest', () => {
    it('GetPropertyCheckList pages a property’s checklist in order', async () => {
      const all = await call('GetPropertyCheckListJson', { Limit1: 1, Limit2: 5 });
      expect(all.Value).toMatchObject({ From: 1, To: 5, RowsCount: 75 });
      const property = all.Value.Items[0].ObjectID as number;
      const list = await call('GetPropertyCheckListJson', { ObjectID: property, LanguageId: 1 });
      expect(list.Value.RowsCount).toBe(5);
      expect(list.Value.Items.map((item: { Position: number }) => item.Position)).toEqual([1, 2, 3, 4, 5]);
      expect(Object.keys(list.Value.Items[0])).toEqual(['ID', 'ObjectID', 'Position', 'Name', 'Done', 'DoneDate']);
      expect(list.Value.Items[0]).toMatchObject({ ObjectID: property, Position: 1, Name: 'EPC aangevraagd', Done: expect.any(Boolean) });
      expect(list.Value.Items.every((item: { Done: boolean; DoneDate: string | null }) => item.Done === (item.DoneDate !== null))).toBe(true);
      expect((await call('GetPropertyCheckListJson', { ObjectID: property }, OTHER)).Value.RowsCount).toBe(0);
      const xml = await soap(client, 'GetPropertyCheckListXml', { ObjectID: property, Limit1: 1, Limit2: 2 });
      expect(items<{ Position: number }>(xml.Value.Items, 'CheckListItem').map((item) => item.Position)).toEqual([1, 2]);
    });

    it('GetNeighbourhoodList and GetPointOfInterestList page the agency’s neighbourhoods (with their properties) and points of interest', async () => {
      const page = await call('GetNeighbourhoodListJson', { Limit1: 1, Limit2: 50 });
      expect(page.Value.RowsCount).toBe(8);
      const first = page.Value.Items[0];
      expect(first).toEqual({ ID: expect.any(Number), Name: expect.any(String), City: expect.any(String), GoogleX: expect.any(Number), GoogleY: expect.any(Number), NumberOfProperties: expect.any(Number) });
      expect(page.Value.Items.reduce((sum: number, n: { NumberOfProperties: number }) => sum + n.NumberOfProperties, 0)).toBeGreaterThan(0);
      const byName = await call('GetNeighbourhoodListJson', { Names: first.Name.toUpperCase() });
      expect(byName.Value.Items).toEqual([first]);
      expect((await call('GetNeighbourhoodListJson', { IDs: String(first.ID) })).Value.Items).toEqual([first]);
      const points = await call('GetPointOfInterestListJson', { SortFields: 'Kind,Name', Limit1: 1, Limit2: 100 });
      expect(points.Value.RowsCount).toBe(16);
      expect(points.Value.Items[0]).toEqual({ ID: expect.any(Number), Name: expect.any(String), Kind: expect.stringMatching(/^(school|station|shop|park)$/), NeighbourhoodID: expect.any(Number), GoogleX: expect.any(Number), GoogleY: expect.any(Number) });
      const kinds = points.Value.Items.map((p: { Kind: string }) => p.Kind);
      expect(kinds).toEqual([...kinds].sort());
      const xml = await soap(client, 'GetPointOfInterestListXml', { Limit1: 1, Limit2: 3 });
      expect(xml.Value).toMatchObject({ From: 1, To: 3, RowsCount: 16 });
      expect((await call('GetNeighbourhoodListJson', {}, OTHER)).Value.Items.map((n: { ID: number }) => n.ID)).not.toContain(first.ID);
    });
  });

  describe('later names and the internal group', () => {
    it('GetProperty2 and GetPreviousNextOfProperty2 answer as GetProperty and GetPreviousNextOfProperty', async () => {
      const fields = { ID: ids.propertyId, LanguageId: 1 };
      expect(await call('GetProperty2Json', fields)).toEqual(await call('GetPropertyJson', fields));
      expect(await call('GetPreviousNextOfProperty2Json', { ...fields, SortFields: 'Price DESC' })).toEqual(await call('GetPreviousNextOfPropertyJson', { ...fields, SortFields: 'Price DESC' }));
      expect((await call('GetProperty2Json', { ID: 99_999_999 })).Value).toBeNull();
      const xml = await soap(client, 'GetProperty2Xml', { ID: ids.propertyId });
      expect(xml.Value).toMatchObject({ ID: ids.propertyId });
    });

    it('GetPreviousNextOfProject walks the project listing', async () => {
      const projects = (await call('GetProjectListJson', { Limit1: 1, Limit2: 100 })).Value.Items.map((p: { ID: number }) => p.ID) as number[];
      expect(projects.length).toBeGreaterThan(1);
      const first = await call('GetPreviousNextOfProjectJson', { ID: projects[0] });
      expect(first.Value).toEqual({ ID: projects[0], PreviousID: null, NextID: projects[1], Position: 1, RowsCount: projects.length });
      const last = await call('GetPreviousNextOfProjectJson', { ID: projects[1], SortFields: 'ID DESC' });
      expect(last.Value.Position).toBe(projects[1]! > projects[0]! ? 1 : 2);
      expect((await call('GetPreviousNextOfProjectJson', { ID: 99_999_999 })).Value).toBeNull();
      const xml = await soap(client, 'GetPreviousNextOfProjectXml', { ID: projects[1] });
      expect(xml.Value).toMatchObject({ ID: projects[1], PreviousID: projects[0], Position: 2 });
    });

    it('GetInternalPropertyList and GetInternalProjectList answer the listings; GetInternalAllLookupTables the tables as JSON text', async () => {
      const fields = { LanguageId: 1, Limit1: 1, Limit2: 5 };
      expect(await call('GetInternalPropertyListJson', fields)).toEqual(await call('GetPropertyListJson', fields));
      expect(await call('GetInternalProjectListJson', fields)).toEqual(await call('GetProjectListJson', fields));
      const tables = await call('GetInternalAllLookupTablesJson', { TableNames: 'Status,internaldepartment,User' });
      expect(typeof tables.Value).toBe('string');
      const decoded = JSON.parse(tables.Value) as Record<string, { ID: number; Name: string }[]>[];
      expect(decoded.map((table) => Object.keys(table)[0])).toEqual(['InternalStatus', 'InternalDepartment', 'InternalUser']);
      expect(decoded[0]!['InternalStatus']!.map((s) => s.ID)).toEqual([0, 1, 2, 3, 4, 5, 6]);
      expect(decoded[1]!['InternalDepartment']!.map((d) => d.Name)).toEqual(['Verkoop', 'Verhuur', 'Nieuwbouw']);
      expect(decoded[2]!['InternalUser']).toHaveLength(9);
      const every = JSON.parse((await call('GetInternalAllLookupTablesJson', {})).Value) as object[];
      expect(every.length).toBe(16);
      // The codes every property record carries, named in the language asked for.
      const codes = JSON.parse((await call('GetInternalAllLookupTablesJson', { TableNames: 'Heating,Kitchen,Condition', LanguageID: 2 })).Value) as Record<string, { ID: number; Name: string }[]>[];
      expect(codes.map((table) => Object.keys(table)[0])).toEqual(['InternalHeating', 'InternalKitchen', 'InternalCondition']);
      expect(codes[0]!['InternalHeating']).toContainEqual({ ID: 2, Name: 'Mazout' });
      expect(codes[1]!['InternalKitchen']!.map((k) => k.ID)).toEqual([1, 2, 3, 4]);
      expect(codes[2]!['InternalCondition']).toContainEqual({ ID: 5, Name: 'À rénover' });
      // An unknown name costs nothing else: it is answered as an empty list under its own name.
      const unknown = await call('GetInternalAllLookupTablesJson', { TableNames: 'Status,Nope,constructor,InternalMarquee' });
      expect(unknown).toMatchObject({ Code: 0, Success: true });
      const withUnknown = JSON.parse(unknown.Value) as Record<string, unknown[]>[];
      expect(withUnknown.map((table) => Object.keys(table)[0])).toEqual(['InternalStatus', 'InternalNope', 'Internalconstructor', 'InternalMarquee']);
      expect(withUnknown[0]!['InternalStatus']).toHaveLength(7);
      expect(withUnknown[1]!['InternalNope']).toEqual([]);
      expect(withUnknown[2]!['Internalconstructor']).toEqual([]);
      expect(withUnknown[3]!['InternalMarquee']!.length).toBeGreaterThan(0);
      const xml = await soap(client, 'GetInternalAllLookupTablesXml', { TableNames: 'Marquee' });
      expect(JSON.parse(xml.Value)[0]).toHaveProperty('InternalMarquee');
    });

    it('GetGeoCityListOfObject lists the cities of the published properties with their zone', async () => {
      const cities = await call('GetGeoCityListOfObjectJson', { Goal: 0, LanguageId: 1, SortFields: 'Name' });
      expect(cities.Value.length).toBeGreaterThan(3);
      expect(cities.Value[0]).toMatchObject({ ID: expect.any(Number), Name: expect.any(String), Zip: expect.any(String), GeographicID: expect.any(Number) });
      expect(cities.Value.map((c: { ID: number }) => c.ID).sort()).toEqual((await call('GetCityListOfObjectsJson', { Goal: 0, LanguageId: 1 })).Value.map((c: { ID: number }) => c.ID).sort());
    });
  });
});
