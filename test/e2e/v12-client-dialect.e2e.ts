import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { BASE_OPERATIONS } from '../../src/soap/v12/catalog.js';
import { DEMO_PERSON_LOGINS } from '../../src/seeding/demo-data.js';
import { startTestApp, type TestApp } from '../support/app.js';
import { type JsonResult, OTHER, OWN, V12 } from '../fixtures/v12/http.js';

/**
 * The v1.2 operations as the public PHP client libraries of partner sites call them (see
 * docs/v12-protocol.md, "Real clients"): `GET <base><Op>Json?json=<object>` with the clients'
 * field names and casing (`LanguageId`, `customerPassword`), scalar lists joined with commas,
 * lists of objects as arrays, dates `Y-m-d H:i:s`, and from other callers single-quoted JSON and
 * numbers as strings. Each test asserts the result kind the clients read and its content
 * against the demo data set.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Any = any;

const login = DEMO_PERSON_LOGINS.find((person) => person.agencyId === 1)!;
const JSON_DATE = /^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/;

/** The request text the general PHP client sends: its json_encode of the fields plus the credentials and LanguageId. */
function phpJson(fields: Record<string, unknown>, credentials: { CustomerName: string; CustomerPassword: string } = OWN): string {
  const encoded: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(fields)) {
    encoded[name] = Array.isArray(value) && value.every((item) => typeof item !== 'object') ? value.join(',') : value;
  }
  return JSON.stringify({ ...encoded, CustomerName: credentials.CustomerName, customerPassword: credentials.CustomerPassword, LanguageId: 3 });
}

/** Single-quoted pseudo-JSON with every scalar as a string, as other public callers send it. */
function quotedJson(fields: Record<string, string>): string {
  const members = Object.entries({ ...OWN, ...fields }).map(([name, value]) => `'${name}':'${value}'`);
  return `{${members.join(',')}}`;
}

function isPage(value: Any): boolean {
  return value !== null && typeof value === 'object' && ['From', 'To', 'RowsCount', 'Items'].every((key) => key in value) && Array.isArray(value.Items);
}

function ascending<T>(values: T[], compare: (a: T, b: T) => number): boolean {
  return values.every((value, index) => index === 0 || compare(values[index - 1]!, value) <= 0);
}

describe('v1.2 as the public PHP clients call it', () => {
  let app: TestApp;
  let personId: number;

  async function call(operation: string, json: string): Promise<JsonResult> {
    const response = await fetch(`${app.baseUrl}${V12}/${operation}Json?json=${encodeURIComponent(json)}`);
    expect(response.status).toBe(200);
    const body = (await response.json()) as Record<string, JsonResult>;
    return body[`${operation}JsonResult`] as JsonResult;
  }

  async function value(operation: string, fields: Record<string, unknown> = {}): Promise<Any> {
    const result = await call(operation, phpJson(fields));
    expect({ operation, Code: result.Code, Message: result.Message, Success: result.Success }).toEqual({ operation, Code: 0, Message: 'OK', Success: true });
    return result.Value;
  }

  /** Every row of a page operation, read the way the general client pages (Limit1 = n·p+1, Limit2 = n·(p+1)). */
  async function allRows(operation: string, fields: Record<string, unknown> = {}, perPage = 50): Promise<Any[]> {
    const rows: Any[] = [];
    for (let page = 0; ; page++) {
      const result = await value(operation, { ...fields, Limit1: perPage * page + 1, Limit2: perPage * (page + 1) });
      expect(isPage(result)).toBe(true);
      rows.push(...result.Items);
      if (rows.length >= result.RowsCount || result.Items.length === 0) {
        expect(rows).toHaveLength(result.RowsCount);
        return rows;
      }
    }
  }

  beforeAll(async () => {
    app = await startTestApp();
    personId = await value('CheckPersonLogin', { Email: login.email, Password: login.password });
  });
  afterAll(async () => {
    await app?.close();
  });

  describe('owner', () => {
    it('CheckPersonLogin gives the person id as an int; a wrong password is Success false', async () => {
      expect(personId).toEqual(expect.any(Number));
      const wrong = await call('CheckPersonLogin', phpJson({ Email: login.email, Password: 'wrong', FaceBookID: '', IsProprietors: false }));
      expect(wrong).toMatchObject({ Code: 401, Success: false, Value: null });
    });

    it('GetPerson by ID (a number as text), by Email and Password, narrowed by DisplayFields; null when nothing matches', async () => {
      const byId = await value('GetPerson', { ID: String(personId) });
      expect(byId).toMatchObject({ ID: personId, Email: login.email });
      expect(Array.isArray(byId.Demands)).toBe(true);
      expect(await value('GetPerson', { Email: login.email, Password: login.password })).toEqual(byId);
      expect(await value('GetPerson', { PersonID: personId })).toEqual(byId);
      expect(await value('GetPerson', { ID: personId, DisplayFields: ['email', 'ID'] })).toEqual({ ID: personId, Email: login.email });
      expect(await value('GetPerson', { ID: 99_999_999 })).toBeNull();
      expect(await value('GetPerson', { Email: login.email, Password: 'wrong' })).toBeNull();
      const other = await call('GetPerson', phpJson({ ID: personId }, OTHER));
      expect(other).toMatchObject({ Code: 0, Success: true, Value: null });
    });

    it('RegisterPerson gives the new id and stores GSM, Address and Reference', async () => {
      const email = `register.${Date.now()}@example.org`;
      const id = await value('RegisterPerson', {
        Name: 'Claes',
        FirstName: 'Lien',
        AddressTitle: '2',
        Address: 'Veldstraat 10',
        City: 'Gent',
        Zip: '9000',
        Email: email,
        Password: 'lien-pass',
        PhoneNumber: '09 222 33 44',
        GSM: '0475 12 34 56',
        Reference: 'WEB-77',
        SiteId: 1,
        Profession: 'Architect',
        Fax: '',
        CategorieIDs: [1, 2],
        IsReceivedEmail: true,
      });
      expect(id).toEqual(expect.any(Number));
      expect(await value('CheckPersonLogin', { Email: email, Password: 'lien-pass' })).toBe(id);
      expect(await value('GetPerson', { ID: id })).toMatchObject({
        ID: id,
        Name: 'Claes',
        FirstName: 'Lien',
        AddressTitle: 2,
        AddressA: 'Veldstraat 10',
        City: 'Gent',
        Zip: '9000',
        PhoneNumber: '09 222 33 44',
        MobileNumber: '0475 12 34 56',
        Ident: 'WEB-77',
        Demands: [],
      });
      const taken = await call('RegisterPerson', phpJson({ Name: 'Claes', Email: email, Password: 'x-secret-pw' }));
      expect(taken).toMatchObject({ Code: 409, Success: false });
    });

    it('GetPersonList filters by IDs, creation dates and ownership, sorts by SortFields and pages', async () => {
      const all = await allRows('GetPersonList', {}, 20);
      expect(all.length).toBeGreaterThan(50);
      expect(ascending(all.map((person) => person.ID as number), (a, b) => a - b)).toBe(true);
      const some = [all[3].ID, all[1].ID, all[7].ID];
      expect((await value('GetPersonList', { IDs: some })).Items.map((person: Any) => person.ID)).toEqual([...some].sort((a, b) => a - b));
      const byName = await allRows('GetPersonList', { SortFields: ['Name DESC', 'FirstName'], DisplayFields: ['Name', 'FirstName', 'ID'] });
      expect(Object.keys(byName[0]!)).toEqual(['ID', 'Name', 'FirstName']);
      expect(ascending(byName.map((person) => String(person.Name)), (a, b) => b.localeCompare(a, 'en', { sensitivity: 'base' }))).toBe(true);
      const middle = all[Math.floor(all.length / 2)].CreatedDate as string;
      const later = await allRows('GetPersonList', { StartDate: middle });
      expect(later.length).toBeGreaterThan(0);
      for (const person of later) expect(person.CreatedDate >= middle).toBe(true);
      const earlier = await allRows('GetPersonList', { EndDate: middle });
      for (const person of earlier) expect(person.CreatedDate <= middle).toBe(true);
      expect(later.length + earlier.length).toBeGreaterThanOrEqual(all.length);
      const owners = await allRows('GetPersonList', { IsProprietorsOfActiveProperties: true, UserIDs: [1], SiteIDs: [1], CategoryIDs: [2] });
      expect(owners.length).toBeGreaterThan(0);
      expect(owners.length).toBeLessThan(all.length);
      for (const owner of owners.slice(0, 5)) {
        const owned = await value('GetPropertyList2', { PersonID: owner.ID, Status: [1] });
        expect(owned.RowsCount).toBeGreaterThan(0);
      }
    });

    const HISTORY_LISTS = ['GetAutomaticHistories', 'GetCalendarHistories', 'GetTaskHistories', 'GetMediaOnlineHistories', 'GetAppearanceHistories'];

    it.each(HISTORY_LISTS)('%s pages the agency history and filters by ObjectID, dates, PersonIDs and TypeIDs', async (operation) => {
      const all = await allRows(operation, {}, 100);
      expect(all.length).toBeGreaterThan(0);
      expect(ascending(all.map((h) => `${h.Date}`), (a, b) => b.localeCompare(a))).toBe(true);
      const withProperty = all.find((h) => h.PropertyID !== null);
      if (withProperty) {
        const ofProperty = await allRows(operation, { ObjectID: withProperty.PropertyID });
        expect(ofProperty.length).toBeGreaterThan(0);
        for (const h of ofProperty) expect(h.PropertyID).toBe(withProperty.PropertyID);
        expect(ofProperty).toEqual(all.filter((h) => h.PropertyID === withProperty.PropertyID));
      }
      const dates = all.map((h) => h.Date as string).sort();
      const from = dates[Math.floor(dates.length / 4)]!;
      const to = dates[Math.floor((dates.length * 3) / 4)]!;
      const bounded = await allRows(operation, { FromDate: from, ToDate: to });
      expect(bounded).toEqual(all.filter((h) => h.Date >= from && h.Date <= to));
      const persons = [...new Set(all.map((h) => h.PersonID).filter((id) => id !== null))].slice(0, 2) as number[];
      if (persons.length > 0) {
        const ofPersons = await allRows(operation, { PersonIDs: persons });
        expect(ofPersons).toEqual(all.filter((h) => persons.includes(h.PersonID)));
      }
      const type = all[0].TypeID as number;
      expect(await allRows(operation, { TypeIDs: [type] })).toEqual(all.filter((h) => h.TypeID === type));
      const oldestFirst = await allRows(operation, { SortFields: ['Date ASC', 'ID'], DisplayFields: ['ID', 'Date'] });
      expect(oldestFirst.map((h) => Object.keys(h))[0]).toEqual(['ID', 'Date']);
      expect(ascending(oldestFirst.map((h) => `${h.Date}`), (a, b) => a.localeCompare(b))).toBe(true);
      expect(oldestFirst).toHaveLength(all.length);
    });

    it('history lists: ProjectID, with IncludeUnits also the histories of the project units', async () => {
      const units = (await allRows('GetPropertyList2', { IsConstruction: true, Status: [1, 2, 4, 6] })).map((item) => item.Object);
      expect(units.length).toBeGreaterThan(0);
      const projectId = units[0].ProjectID as number;
      const unitIds = new Set(units.filter((unit) => unit.ProjectID === projectId).map((unit) => unit.ID));
      const all = await allRows('GetAutomaticHistories', {}, 200);
      const ofProject = await allRows('GetAutomaticHistories', { ProjectID: projectId });
      expect(ofProject).toEqual(all.filter((h) => h.ProjectID === projectId));
      const withUnits = await allRows('GetAutomaticHistories', { ProjectID: projectId, IncludeUnits: true });
      const unitHistory = all.filter((h) => h.ProjectID === projectId || unitIds.has(h.PropertyID));
      expect(withUnits.map((h) => h.ID).sort()).toEqual(unitHistory.map((h) => h.ID).sort());
      expect(withUnits.some((h) => unitIds.has(h.PropertyID))).toBe(true);
    });

    it('GetVisitStatisticOfProperty takes ID; AddServiceOwnWebsiteVisit takes ObjectID', async () => {
      const propertyId = (await value('GetPropertyList2', { Limit1: 1, Limit2: 1 })).Items[0].Object.ID;
      const before = await value('GetVisitStatisticOfProperty', { ID: propertyId, DisplayFields: [] });
      expect(before).toMatchObject({ PropertyID: propertyId });
      expect(await value('AddServiceOwnWebsiteVisit', { ObjectID: propertyId, Source: 'client-dialect' })).toEqual(expect.any(Number));
      const after = await value('GetVisitStatisticOfProperty', { ID: propertyId });
      expect(after.TotalVisits).toBe(before.TotalVisits + 1);
      const narrowed = await value('GetVisitStatisticOfProperty', { ID: propertyId, DisplayFields: ['TotalVisits'] });
      expect(narrowed).toEqual({ TotalVisits: after.TotalVisits });
      const missing = await call('GetVisitStatisticOfProperty', phpJson({}));
      expect(missing).toMatchObject({ Code: 400, Success: false });
      expect(missing.Message).toContain('ID');
    });

    it('GetHistoriesType is a page the client can walk, filtered by ID and sorted by name', async () => {
      const types = await allRows('GetHistoriesType', {}, 10);
      expect(types).toHaveLength(27);
      expect(types[0]).toEqual({ ID: 0, Name: 'Contact' });
      expect((await value('GetHistoriesType', { ID: 3 })).Items).toEqual([types[3]]);
      const byName = await allRows('GetHistoriesType', { SortFields: ['Name'] });
      expect(ascending(byName.map((type) => String(type.Name)), (a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' }))).toBe(true);
    });

    it('the summaries take ObjectID, PersonIDs and ID', async () => {
      const propertyId = (await value('GetPropertyList2', { Limit1: 1, Limit2: 1 })).Items[0].Object.ID;
      const summary = await value('GetHistorySummary', { ObjectID: propertyId });
      const automatic = await allRows('GetAutomaticHistories', { ObjectID: propertyId });
      const total = summary.Items.reduce((sum: number, item: Any) => sum + item.Count, 0);
      expect(total).toBeGreaterThanOrEqual(automatic.length);
      const appointments = await value('GetAppointmentSummary', { PersonIDs: [personId] });
      expect(appointments.Total).toBe((await allRows('GetCalendarHistories', { PersonIDs: [personId] })).length);
      expect(await value('GetPersonSummary', { ID: personId })).toMatchObject({ PersonID: personId });
    });
  });

  describe('contact', () => {
    it('ContactOnMe answers true and stores the person, the message about the property and the demand', async () => {
      const propertyId = (await value('GetPropertyList2', { Limit1: 1, Limit2: 1 })).Items[0].Object.ID;
      const email = `contact.${Date.now()}@example.org`;
      const stored = await value('ContactOnMe', {
        ObjectID: propertyId,
        Name: 'Wouters',
        FirstName: 'Ann',
        AddressTitle: 'Mevrouw',
        Address: 'Stationsstraat 5',
        BoxNr: '3',
        City: 'Leuven',
        Zip: '3000',
        Email: email,
        PhoneNumber: '016 11 22 33',
        GSM: '0478 99 88 77',
        IsReceivedEmail: true,
        SiteId: 1,
        SourceId: 4,
        IsCreatedDemand: true,
        Goal: 0,
        TypeOfPropertyIDs: [1, 10],
        GeographicIDs: [7],
        PriceMin: 250000,
        PriceMax: '400000',
        DemandComment: 'Liefst met tuin',
        Subject: 'Vraag over het pand',
        Content: 'Kan ik het pand bezoeken?',
        Categories: [3],
        CustomStr1: 'x',
      });
      expect(stored).toBe(true);
      const person = (await value('GetPersonList', { SortFields: ['ID DESC'], Limit1: 1, Limit2: 1 })).Items[0];
      expect(person).toMatchObject({ Email: email, Name: 'Wouters', FirstName: 'Ann', AddressA: 'Stationsstraat 5 bus 3', MobileNumber: '0478 99 88 77', PhoneNumber: '016 11 22 33' });
      expect(person.Demands).toHaveLength(1);
      expect(person.Demands[0]).toMatchObject({ Goal: 0, PriceFrom: 250000, PriceTo: 400000, TypeIDs: [1, 10], GeographicIDs: [7], Comment: 'Liefst met tuin', MailAlert: true });
      const contact = (await allRows('GetAutomaticHistories', { PersonIDs: [person.ID], TypeIDs: [0] }))[0];
      expect(contact).toMatchObject({ PropertyID: propertyId, PersonID: person.ID, Subject: 'Vraag over het pand', Content: 'Kan ik het pand bezoeken?' });
      expect(contact.Date).toMatch(JSON_DATE);
    });

    it('ContactOnMe without IsCreatedDemand stores no demand; a missing name and email is refused naming the field', async () => {
      const email = `nodemand.${Date.now()}@example.org`;
      expect(await value('ContactOnMe', { Name: 'Zonder', Email: email, Goal: 1, PriceMax: 900, IsCreatedDemand: false, Content: 'Info' })).toBe(true);
      const person = (await value('GetPersonList', { SortFields: ['ID DESC'], Limit1: 1, Limit2: 1 })).Items[0];
      expect(person).toMatchObject({ Email: email, Demands: [] });
      const refused = await call('ContactOnMe', phpJson({ Content: 'anonymous' }));
      expect(refused).toMatchObject({ Code: 400, Success: false, Value: null });
      expect(refused.Message).toMatch(/name/);
    });

    it('CheckDemandLogin (Json) gives the person with their active demands', async () => {
      const person = await value('CheckDemandLogin', { Email: login.email, Password: login.password, FaceBookID: '', IsProprietors: false });
      expect(person).toMatchObject({ ID: personId, Email: login.email });
      expect(person.Demands.length).toBeGreaterThan(0);
      for (const demand of person.Demands) expect(demand.Active).toBe(true);
      expect(await call('CheckDemandLogin', phpJson({ Email: login.email, Password: 'nope' }))).toMatchObject({ Code: 401, Success: false });
    });
  });

  describe('property', () => {
    let listed: Any[];

    beforeAll(async () => {
      listed = (await allRows('GetPropertyList2', {}, 50)).map((item) => item.Object);
    });

    async function objects(fields: Record<string, unknown>): Promise<Any[]> {
      return (await allRows('GetPropertyList2', fields, 200)).map((item) => {
        expect(Object.keys(item)).toEqual(['Object']);
        return item.Object;
      });
    }

    it('GetPropertyList2 pages Object-wrapped properties, active ones by default', async () => {
      expect(listed.length).toBeGreaterThan(50);
      for (const property of listed) expect(property.Status).toBe(1);
      expect(new Set(listed.map((property) => property.ID)).size).toBe(listed.length);
    });

    it('filters by Status, Goal, prices (numbers as text) and rooms', async () => {
      const soldOrRented = await objects({ Status: [2, 4] });
      expect(soldOrRented.length).toBeGreaterThan(0);
      for (const property of soldOrRented) expect([2, 4]).toContain(property.Status);
      const bounded = await objects({ Goal: 0, PriceFrom: '200000', PriceTo: '450000.50', MinRoom: 2, MaxRoom: '3' });
      expect(bounded).toEqual(
        listed.filter((p) => p.Goal === 0 && p.Price >= 200000 && p.Price <= 450000.5 && p.NumberOfBedRooms >= 2 && p.NumberOfBedRooms <= 3),
      );
      const baths = await objects({ MinBathRoom: 2 });
      expect(baths).toEqual(listed.filter((p) => p.NumberOfBathRooms >= 2));
    });

    it('filters by the Has* features, WebIDs, MainTypeIDs, IDs, Zips, CityNames, office, site and countries', async () => {
      expect(await objects({ HasGarden: true, HasLift: false })).toEqual(listed.filter((p) => p.HasGarden));
      expect(await objects({ HasGarage: true })).toEqual(listed.filter((p) => p.NumberOfGarages > 0));
      expect(await objects({ HasParking: true })).toEqual(listed.filter((p) => p.NumberOfParkings > 0));
      expect(await objects({ HasTerrace: true })).toEqual(listed.filter((p) => p.SurfaceTerrace > 0));
      expect(await objects({ WebIDs: [2, 3] })).toEqual(listed.filter((p) => [2, 3].includes(p.WebID)));
      expect(await objects({ MainTypeIDs: [10] })).toEqual(listed.filter((p) => p.MainTypeID === 10));
      const ids = [listed[5].ID, listed[2].ID, listed[9].ID];
      expect((await objects({ IDs: ids })).map((p) => p.ID).sort()).toEqual([...ids].sort());
      const zips = [listed[0].Zip, listed[1].Zip];
      expect(await objects({ Zips: zips })).toEqual(listed.filter((p) => zips.includes(p.Zip)));
      const city = String(listed[0].City);
      expect((await objects({ CityNames: [city.toUpperCase()] })).every((p) => p.City.toLowerCase() === city.toLowerCase())).toBe(true);
      const office = listed[0].OfficeID;
      expect(await objects({ OfficeID: office })).toEqual(listed.filter((p) => p.OfficeID === office));
      const site = listed[0].SiteID;
      expect(await objects({ SiteID: site })).toEqual(listed.filter((p) => p.SiteID === site));
      expect(await objects({ CountryIDs: [1] })).toEqual(listed.filter((p) => p.CountryID === 1));
      expect(await objects({ CountryIDs: [1], IsInCountryOrNot: false })).toEqual(listed.filter((p) => p.CountryID !== 1));
    });

    it('filters by ChangeSince, Keyword, RecordFile, surfaces, project, owner and selected list', async () => {
      const changes = listed.map((p) => p.LastChangedDate as string).sort();
      const since = changes[Math.floor(changes.length / 2)]!;
      expect(await objects({ ChangeSince: since })).toEqual(listed.filter((p) => p.LastChangedDate >= since));
      const ident = String(listed[3].Ident);
      expect((await objects({ Keyword: ident.toLowerCase() })).map((p) => p.ID)).toContain(listed[3].ID);
      expect((await objects({ RecordFile: ident })).map((p) => p.ID)).toEqual([listed[3].ID]);
      expect(await objects({ MinSurface: 150, MaxSurface: 400 })).toEqual(listed.filter((p) => p.SurfaceTotal >= 150 && p.SurfaceTotal <= 400));
      expect(await objects({ LivingArea: 120 })).toEqual(listed.filter((p) => p.SurfaceLiving >= 120));
      const unit = listed.find((p) => p.ProjectID !== null);
      expect(unit).toBeDefined();
      expect(await objects({ ProjectID: unit.ProjectID })).toEqual(listed.filter((p) => p.ProjectID === unit.ProjectID));
      expect(await objects({ IsConstruction: true })).toEqual(listed.filter((p) => p.ProjectID !== null));
      const owned = await objects({ PersonID: personId, Status: [1, 2, 4, 6] });
      expect(owned.length).toBeGreaterThan(0);
      const selected = await objects({ SelectedByPersonID: personId });
      expect(selected.length).toBeGreaterThan(0);
      for (const property of selected) {
        expect(await value('CheckPropertySelectedByPerson', { PersonID: personId, ObjectID: property.ID })).toBe(true);
      }
    });

    it('filters by a GPS radius', async () => {
      const centre = listed.find((p) => p.GoogleX !== null && p.GoogleY !== null);
      const near = await objects({ GpsX: centre.GoogleX, GpsY: String(centre.GoogleY), GpsRadius: 5 });
      expect(near.map((p) => p.ID)).toContain(centre.ID);
      expect(near.length).toBeLessThan(listed.length);
      for (const property of near) {
        const dx = (property.GoogleX - centre.GoogleX) * 111.195 * Math.cos((centre.GoogleY * Math.PI) / 180);
        const dy = (property.GoogleY - centre.GoogleY) * 111.195;
        expect(Math.sqrt(dx * dx + dy * dy)).toBeLessThanOrEqual(5.001);
      }
    });

    it('sorts by SortFields, shuffles the same way for the same RandomValue, and narrows to DisplayFields', async () => {
      const byPrice = await objects({ SortFields: ['Price DESC', 'CreatedDate'] });
      expect(ascending(byPrice.map((p) => Number(p.Price)), (a, b) => b - a)).toBe(true);
      expect(byPrice).toHaveLength(listed.length);
      const shuffled = (await value('GetPropertyList2', { UseRandom: true, RandomValue: 7, DisplayFields: ['ID'], Limit1: 1, Limit2: 20 })).Items;
      expect((await value('GetPropertyList2', { UseRandom: true, RandomValue: 7, DisplayFields: ['ID'], Limit1: 1, Limit2: 20 })).Items).toEqual(shuffled);
      expect(shuffled.map((item: Any) => item.Object.ID)).not.toEqual(listed.slice(0, 20).map((p) => p.ID));
      const narrow = await value('GetPropertyList2', { DisplayFields: ['price', 'ID', 'MediumPictureItems', 'SurfaceBalcony'], Limit1: 1, Limit2: 2 });
      expect(Object.keys(narrow.Items[0].Object)).toEqual(['ID', 'Price', 'MediumPictureItems']);
      expect(narrow.Items[0].Object.MediumPictureItems[0]).toMatchObject({ ID: expect.any(Number), Url: expect.any(String), Width: expect.any(Number) });
    });

    it('accepts the filters it has no data for and ignores them', async () => {
      const ignored = await value('GetPropertyList2', {
        HasViager: true,
        PetsAllowed: true,
        OZAAMIDs: [1],
        GeoCityIds: [4],
        RegionIds: [2],
        GPSSort: '4.3,50.8',
        IsRemovedFontFamily: true,
        DescriptionLanguageId: 2,
        Limit1: 1,
        Limit2: 500,
      });
      expect(ignored.Items.map((item: Any) => item.Object.ID)).toEqual(listed.map((p) => p.ID));
    });

    it('GetCountProperties2 counts each of the CountConditions, in order, as GetPropertyList2 lists them', async () => {
      const conditions = [{ Goal: 0 }, { Goal: 1, Status: [1, 4] }, { Zips: [listed[0].Zip], HasGarden: true }, { Marquees: [0], SkipMarqueeList: false }, { SkipMarqueeList: true }];
      const counts = await value('GetCountProperties2', { CountConditions: conditions, ProjectStatusIds: [], MainTypeIDs: [], GeoCityIds: [1], RegionIds: [1] });
      expect(counts).toEqual([
        listed.filter((p) => p.Goal === 0).length,
        (await objects({ Goal: 1, Status: [1, 4] })).length,
        listed.filter((p) => p.Zip === listed[0].Zip && p.HasGarden).length,
        listed.filter((p) => p.Marquee === 0).length,
        listed.filter((p) => p.Marquee === 0).length,
      ]);
      expect(await value('GetCountProperties2', { CountConditions: [{ Goal: 0 }], MainTypeIDs: [1] })).toEqual([listed.filter((p) => p.Goal === 0 && p.MainTypeID === 1).length]);
      expect(await value('GetCountProperties2', { Conditions: [{ Goal: 0 }] })).toEqual([counts[0]]);
    });

    it('the selected list operations take ObjectID', async () => {
      const property = listed[10];
      await value('RemovePropertyFromPersonSelectedList', { PersonID: personId, ObjectID: property.ID });
      expect(await value('CheckPropertySelectedByPerson', { PersonID: personId, ObjectID: property.ID })).toBe(false);
      expect(await value('AddPropertyToPersonSelectedList', { PersonID: personId, ObjectID: property.ID })).toBe(true);
      expect((await objects({ SelectedByPersonID: personId })).map((p) => p.ID)).toContain(property.ID);
      expect(await value('RemovePropertyFromPersonSelectedList', { PersonID: String(personId), ObjectID: String(property.ID) })).toBe(true);
    });
  });

  describe('other callers and refusals', () => {
    it('single-quoted JSON with every number as text reads like the client request', async () => {
      const quoted = await call('GetPropertyList2', quotedJson({ Goal: '0', Status: '1', MaxRoom: '3', SortFields: 'Price DESC', Limit1: '1', Limit2: '5', LanguageId: '3' }));
      const plain = await value('GetPropertyList2', { Goal: 0, Status: [1], MaxRoom: 3, SortFields: ['Price DESC'], Limit1: 1, Limit2: 5 });
      expect(quoted).toMatchObject({ Code: 0, Success: true });
      expect(quoted.Value).toEqual(plain);
      const histories = await call('GetAutomaticHistories', quotedJson({ ObjectID: '8', FromDate: '2000-01-01 00:00:00', Limit1: '1', Limit2: '3' }));
      expect(histories.Code).toBe(0);
      expect(isPage(histories.Value)).toBe(true);
    });

    it('refuses a wrong type, an over-long list or text and a missing value, naming the field', async () => {
      const refusals: [string, Record<string, unknown>, string][] = [
        ['GetPropertyList2', { Goal: 'sale' }, 'Goal'],
        ['GetPropertyList2', { IDs: Array.from({ length: 501 }, (_, i) => i + 1) }, 'IDs'],
        ['GetPropertyList2', { Keyword: 'k'.repeat(101) }, 'Keyword'],
        ['GetPropertyList2', { Status: [3] }, 'Status'],
        ['GetPropertyList2', { SortFields: ['Colour'] }, 'SortFields'],
        ['GetPropertyList2', { HasGarden: 'maybe' }, 'HasGarden'],
        ['GetAutomaticHistories', { FromDate: 'yesterday' }, 'FromDate'],
        ['GetAutomaticHistories', { SortFields: ['Price'] }, 'SortFields'],
        ['GetPersonList', { IDs: 'a,b' }, 'IDs'],
        ['GetCountProperties2', { CountConditions: [{ Goal: 0 }, { PriceTo: 'cheap' }] }, 'PriceTo'],
        ['ContactOnMe', { Name: 'X', Content: 'c'.repeat(10_001) }, 'Content'],
        ['GetPersonList', { IDs: Array.from({ length: 501 }, (_, i) => i + 1) }, 'IDs'],
        ['GetPerson', {}, 'ID'],
        ['RegisterPerson', { Name: 'NoMail', Password: 'x' }, 'Email'],
      ];
      for (const [operation, fields, field] of refusals) {
        const result = await call(operation, phpJson(fields));
        expect({ operation, field, Code: result.Code, Success: result.Success, Value: result.Value, named: result.Message.includes(field) }).toEqual({
          operation,
          field,
          Code: 400,
          Success: false,
          Value: null,
          named: true,
        });
      }
    });

    it('offers every base operation in the Xml and the Json form over the Json HTTP form', async () => {
      for (const base of BASE_OPERATIONS) {
        for (const variant of ['Xml', 'Json']) {
          const operation = `${base.name}${variant}`;
          const response = await fetch(`${app.baseUrl}${V12}/${operation}?json=${encodeURIComponent(phpJson({}))}`);
          const text = await response.text();
          expect({ operation, status: response.status, answered: text.includes(variant === 'Json' ? `{"${operation}Result":{"Code":` : `<${operation}Result><Code>`) }).toEqual({
            operation,
            status: 200,
            answered: true,
          });
        }
      }
    });
  });
});
