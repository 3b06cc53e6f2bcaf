import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ACCOUNT_SCOPES } from '../../src/common/scopes.js';
import type { Tenant } from '../../src/common/tenant.js';
import { ProjectPublicationService } from '../../src/construction/project-publication.service.js';
import { PropertyPublicationService } from '../../src/properties/publication.service.js';
import { startTestApp, type TestApp } from '../support/app.js';
import { callJson, credentialsXml, envelope, OTHER, OWN, postSoap } from '../fixtures/v12/http.js';

/** Agency 1 of the demo data (the account OWN). */
const AGENCY_1: Tenant = { agencyId: 1, accountId: 1, accountName: OWN.CustomerName, scopes: ACCOUNT_SCOPES };
const PUBLISHED = '1,2,4,6';

/**
 * The v1.2 operations the sync plugins and partner sites call beyond the specification, against
 * the demo data: what a full and an incremental sync read, the settings, general, construction,
 * contact and owner operations, with the same tenancy and credential rules as the others.
 */
describe('v1.2 sync operations', () => {
  let app: TestApp;
  let publication: PropertyPublicationService;
  let construction: ProjectPublicationService;

  beforeAll(async () => {
    app = await startTestApp();
    publication = app.app.get(PropertyPublicationService);
    construction = app.app.get(ProjectPublicationService);
  });
  afterAll(async () => {
    await app?.close();
  });

  const call = (op: string, fields: object = {}, credentials: object = OWN) => callJson(app.baseUrl, op, fields, credentials);

  /** Every id of a property listing, paged the way the CMS extra pages (batches of `size`). */
  async function pageThrough(fields: object, size: number): Promise<number[]> {
    const total = (await call('GetPropertyListJson', { ...fields, Limit1: 0, Limit2: 1 })).Value.RowsCount as number;
    const ids: number[] = [];
    for (let start = 0; start < total; start += size) {
      const page = await call('GetPropertyListJson', { ...fields, Limit1: start + 1, Limit2: start + size });
      expect(page.Value).toMatchObject({ From: start + 1, To: Math.min(start + size, total), RowsCount: total });
      ids.push(...page.Value.Items.map((item: { ID: number }) => item.ID));
    }
    return ids;
  }

  describe('property sync', () => {
    it('pages through every listed property exactly once, with flat records carrying what the sync plugins read', async () => {
      const ids = await pageThrough({ LanguageId: 1 }, 25);
      expect(ids.length).toBeGreaterThan(50);
      expect(new Set(ids).size).toBe(ids.length);
      const [first] = (await call('GetPropertyListJson', { LanguageId: 1, Limit1: 1, Limit2: 1 })).Value.Items;
      expect(Object.keys(first)).toEqual(
        expect.arrayContaining(['ID', 'Ident', 'Status', 'SubStatus', 'SubStatusName', 'Goal', 'WebID', 'WebIDName', 'SurfaceOffice', 'SurfaceGround2', 'SurfaceStore', 'NumberOfShowerRooms']),
      );
      expect(first).toMatchObject({ Status: 1, City: expect.any(String), TypeDescription: expect.any(String), CreatedDate: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/) });
      expect(first.XLargePictureItems[0]).toMatchObject({ ID: expect.any(Number), Url: expect.any(String), Width: expect.any(Number), Height: expect.any(Number) });
      expect(first.Object).toBeUndefined();
    });

    it('lists the published statuses asked for, and narrows records to DisplayFields', async () => {
      const all = await call('GetPropertyListJson', { Status: PUBLISHED, Limit1: 1, Limit2: 1000, DisplayFields: 'ID,Status' });
      const statuses = new Set(all.Value.Items.map((item: { Status: number }) => item.Status));
      expect([...statuses].sort()).toEqual([1, 2, 4, 6]);
      expect(Object.keys(all.Value.Items[0])).toEqual(['ID', 'Status']);
      const refused = await call('GetPropertyListJson', { Status: '5' });
      expect(refused).toMatchObject({ Code: 400, Success: false });
    });

    it('a second sync reads exactly the changed properties (ChangeSince) and the withdrawn ones (GetDeletedPropertyIDs)', async () => {
      const active = (await call('GetPropertyListJson', { Limit1: 1, Limit2: 3, DisplayFields: 'ID' })).Value.Items.map((item: { ID: number }) => item.ID);
      const [sold, withdrawn, untouched] = active as [number, number, number];
      const since = '2031-05-01 10:00:00';
      const before = (await call('GetDeletedPropertyIDsJson', {})).Value as number[];
      expect(before.length).toBeGreaterThan(0);
      expect((await call('GetDeletedPropertyIDsJson', { ChangeSince: since })).Value).toEqual([]);
      expect((await call('GetPropertyListJson', { Status: PUBLISHED, ChangeSince: since })).Value.RowsCount).toBe(0);

      await publication.changeStatus(AGENCY_1, sold, 2, new Date('2031-05-01T10:05:00Z'));
      await publication.changeStatus(AGENCY_1, withdrawn, 5, new Date('2031-05-01T10:06:00Z'));

      const changed = await call('GetPropertyListJson', { Status: PUBLISHED, ChangeSince: since, DisplayFields: 'ID,Status,LastChangedDate' });
      // Read back at once: counts and pages of a ChangeSince listing are never served from the caches.
      expect(changed.Value.RowsCount).toBe(1);
      expect(changed.Value.Items).toEqual([{ ID: sold, Status: 2, LastChangedDate: '2031-05-01 10:05:00' }]);
      expect((await call('GetDeletedPropertyIDsJson', { ChangeSince: since })).Value).toEqual([withdrawn]);
      expect((await call('GetDeletedPropertyIDsJson', {})).Value).toEqual([...before, withdrawn].sort((a, b) => a - b));
      expect((await call('GetPropertyJson', { ID: withdrawn })).Value).toBeNull();
      expect((await call('GetPropertiesByIDsJson', { IDs: `${untouched},${withdrawn},${sold}`, DisplayFields: 'ID' })).Value).toEqual([{ ID: untouched }, { ID: sold }]);

      // Published again: no longer withdrawn, and changed since the first moment.
      await publication.changeStatus(AGENCY_1, withdrawn, 1, new Date('2031-05-01T11:00:00Z'));
      expect((await call('GetDeletedPropertyIDsJson', { ChangeSince: since })).Value).toEqual([]);
      const again = await call('GetPropertyListJson', { Status: PUBLISHED, ChangeSince: since, SortFields: 'ID', DisplayFields: 'ID' });
      expect(again.Value.RowsCount).toBe(2);
      expect(again.Value.Items.map((item: { ID: number }) => item.ID)).toEqual([sold, withdrawn].sort((a, b) => a - b));
    });

    it('opens one property, records a website visit with UpdateVisit, and answers null for an unknown one', async () => {
      const [listed] = (await call('GetPropertyListJson', { Limit1: 1, Limit2: 1, DisplayFields: 'ID' })).Value.Items;
      const visits = async () => (await call('GetVisitStatisticOfPropertyJson', { PropertyID: listed.ID })).Value.TotalVisits as number;
      const before = await visits();
      const opened = await call('GetPropertyJson', { ID: listed.ID, LanguageId: 2, UpdateVisit: true, DisplayFields: 'ID,StatusName' });
      expect(opened.Value).toEqual({ ID: listed.ID, StatusName: 'Actif' });
      expect(await visits()).toBe(before + 1);
      expect(await call('GetPropertyJson', { ID: 99_999_999 })).toMatchObject({ Code: 0, Success: true, Value: null });
    });

    it('counts per condition, pictures, and previous/next in a listing', async () => {
      const counts = await call('GetCountPropertiesJson', { CountConditions: [{ Goal: 0 }, { Goal: 1 }, { Zips: '0000' }] });
      const sale = await call('GetPropertyListJson', { Goal: 0, Limit2: 1 });
      expect(counts.Value[0]).toBe(sale.Value.RowsCount);
      expect(counts.Value[2]).toBe(0);

      const listing = (await call('GetPropertyListJson', { Goal: 0, SortFields: 'Price DESC', Limit1: 1, Limit2: 3, DisplayFields: 'ID' })).Value.Items;
      const around = await call('GetPreviousNextOfPropertyJson', { ID: listing[1].ID, Goal: 0, SortFields: 'Price DESC' });
      expect(around.Value).toEqual({ ID: listing[1].ID, PreviousID: listing[0].ID, NextID: listing[2].ID, Position: 2, RowsCount: sale.Value.RowsCount });

      const pictures = await call('GetPropertyPictureListJson', { ObjectID: listing[0].ID });
      expect(pictures.Value.RowsCount).toBeGreaterThan(0);
      expect(pictures.Value.Items[0]).toMatchObject({ ObjectID: listing[0].ID, ProjectID: null, Position: 1, XLargeUrl: expect.stringContaining('xlarge') });
    });

    it('keeps every agency to its own properties', async () => {
      const [own] = (await call('GetPropertyListJson', { Limit2: 1, DisplayFields: 'ID' })).Value.Items;
      expect((await call('GetPropertyJson', { ID: own.ID }, OTHER)).Value).toBeNull();
      expect((await call('GetPropertiesByIDsJson', { IDs: String(own.ID) }, OTHER)).Value).toEqual([]);
      expect((await call('GetPropertyPictureListJson', { ObjectID: own.ID }, OTHER)).Value.RowsCount).toBe(0);
      const ownWithdrawn = (await call('GetDeletedPropertyIDsJson', {})).Value as number[];
      const otherWithdrawn = (await call('GetDeletedPropertyIDsJson', {}, OTHER)).Value as number[];
      expect(otherWithdrawn.filter((id) => ownWithdrawn.includes(id))).toEqual([]);
      expect(await call('GetDeletedPropertyIDsJson', {}, { CustomerName: OWN.CustomerName, CustomerPassword: 'wrong' })).toMatchObject({ Code: 401, Success: false });
    });
  });

  describe('settings and general reference', () => {
    it('lists statuses, sub-statuses, marquees, web categories and price ranges as the sync plugin reads them', async () => {
      const statuses = await call('GetStatusListJson', { LanguageId: 3 });
      expect(statuses.Value.Items.map((s: { ID: number; Name: string }) => `${s.ID} ${s.Name}`)).toEqual([
        '0 Prospective', '1 Active', '2 Sold', '3 Cancelled', '4 Rented', '5 Inactive', '6 Reference',
      ]);
      const subStatuses = await call('GetSubstatusListJson', { LanguageId: 3, ShowOnWeb: true, HasMarquee: true });
      expect(subStatuses.Value.Items[0]).toEqual({ ID: 1, Name: 'Under option', ShortName: 'Option', MarqueeID: 5, Marquee: 'Under option', ShowOnWeb: true, ShowOnMap: true, ShowOrder: 1 });
      expect(subStatuses.Value.Items.every((s: { ShowOnWeb: boolean; MarqueeID: number }) => s.ShowOnWeb && s.MarqueeID > 0)).toBe(true);
      // Listings under option carry that sub-status's marquee: a site filtering on it finds them.
      const underOption = await call('GetPropertyListJson', { MarqueeIDs: '5', Limit1: 1, Limit2: 50 });
      expect(underOption.Value.RowsCount).toBeGreaterThan(0);
      const sold = await call('GetPropertyListJson', { MarqueeIDs: '3', Status: [2], Limit1: 1, Limit2: 5 });
      expect(sold.Value.RowsCount).toBeGreaterThan(0);
      const marquees = await call('GetMarqueeListJson', { LanguageId: 1, SortFields: 'Name' });
      expect(marquees.Value.Items.map((m: { Name: string }) => m.Name)).toEqual([...marquees.Value.Items.map((m: { Name: string }) => m.Name)].sort((a, b) => a.localeCompare(b)));
      const webIds = await call('GetWebIDListJson', { LanguageId: 3, ForRent: true });
      expect(webIds.Value.Items.map((w: { WebID: number }) => w.WebID)).toEqual([1, 2, 4]);
      expect(webIds.Value.Items[0]).toEqual({ ID: 1, WebID: 1, Name: 'Residential', ShowOrder: 1, Sale: true, Rent: true });
      expect((await call('GetWebIDJson', { ID: 3, LanguageId: 3 })).Value).toMatchObject({ ID: 3, Name: 'Land', Rent: false });
      expect((await call('GetWebIDJson', { ID: 99 })).Value).toBeNull();
      const rent = await call('GetPriceRangeListJson', { Goal: 1 });
      expect(rent.Value.Items.map((r: { PriceFrom: number | null; PriceTo: number | null }) => [r.PriceFrom, r.PriceTo])).toEqual([
        [null, 750], [750, 1000], [1000, 1500], [1500, null],
      ]);
      expect((await call('GetPriceRangeListJson', {}, OTHER)).Value.Items.every((r: { ID: number }) => !rent.Value.Items.some((o: { ID: number }) => o.ID === r.ID))).toBe(true);
    });

    it('lists property types, zones, countries, cities, sites and offices', async () => {
      const subTypes = await call('GetTypeOfPropertyListJson', { LanguageId: 3, Level: 2, ParentIDs: '10' });
      expect(subTypes.Value.Items.length).toBeGreaterThan(0);
      expect(subTypes.Value.Items.every((t: { ParentID: number }) => t.ParentID === 10)).toBe(true);
      expect(subTypes.Value.Items[0]).toMatchObject({ WebID: 1, Abbr: expect.any(String), OriginalAbbr: expect.any(String) });
      const zones = await call('GetGeographicListJson', { LanguageId: 3, Level: 1 });
      expect(zones.Value.Items.every((z: { ParentID: number | null }) => z.ParentID === null)).toBe(true);
      const countries = await call('GetCountryListJson', { IDs: '1', InIDsOrNot: false, LanguageId: 3 });
      expect(countries.Value.Items.some((c: { ID: number }) => c.ID === 1)).toBe(false);
      expect((await call('GetCountryListJson', { HasProperty: true, LanguageId: 3 })).Value.Items.map((c: { Abbr: string }) => c.Abbr)).toContain('BE');
      const cities = await call('GetCityListJson', { PostCodeSearchBy: '90', Limit1: 1, Limit2: 50 });
      expect(cities.Value.RowsCount).toBeGreaterThan(0);
      expect(cities.Value.Items.every((c: { Zip: string }) => c.Zip.startsWith('90'))).toBe(true);
      const ofObjects = await call('GetCityListOfObjectsJson', { Goal: 1, DisplayFields: 'Name,Zip' });
      const rented = await call('GetPropertyListJson', { Goal: 1, Limit1: 1, Limit2: 1000, DisplayFields: 'Zip' });
      const zips = new Set(rented.Value.Items.map((p: { Zip: string }) => p.Zip));
      expect(ofObjects.Value.length).toBeGreaterThan(0);
      expect(ofObjects.Value.every((c: { Zip: string }) => zips.has(c.Zip))).toBe(true);
      expect((await call('GetSiteListJson')).Value.Items.map((s: { Name: string }) => s.Name)).toEqual(['Immo Demo', 'Immo Demo – Nieuwbouw']);
      expect((await call('GetOfficeListJson')).Value.map((o: { City: string }) => o.City)).toContain('Brussel');
      expect(await call('ValidateCustomerJson')).toMatchObject({ Code: 0, Value: true });
      expect(await call('ValidateCustomerJson', {}, { CustomerName: OWN.CustomerName, CustomerPassword: 'wrong' })).toMatchObject({ Code: 401, Success: false });
    });
  });

  describe('construction', () => {
    it('lists published projects with their publication flags and pictures; a withdrawn one is gone and reported', async () => {
      const list = await call('GetProjectListJson', { LanguageId: 1 });
      expect(list.Value.RowsCount).toBe(2);
      const [first, second] = list.Value.Items;
      expect(first).toMatchObject({ PublishInternet: true, PublishWebsite: true, ShowOrder: 1, SubstatusID: null, LargePicture: expect.stringContaining('1-large') });
      expect(second).toMatchObject({ SubstatusID: 5, SubstatusName: 'Nieuw', ShowOrder: 2 });
      expect(first.XLargePictureItems).toHaveLength(3);
      expect((await call('GetProjectPictureListJson', { ProjectID: first.ID })).Value.Items.map((p: { Position: number }) => p.Position)).toEqual([1, 2, 3]);
      const buildings = await call('GetBuildingListJson', { ProjectID: first.ID });
      expect(buildings.Value.Items.every((b: { ProjectID: number }) => b.ProjectID === first.ID)).toBe(true);
      expect((await call('GetDeletedProjectIDsJson')).Value).toEqual([]);

      await construction.setPublication(AGENCY_1, second.ID, false, new Date('2031-06-01T08:00:00Z'));
      expect((await call('GetProjectListJson')).Value.Items.map((p: { ID: number }) => p.ID)).toEqual([first.ID]);
      expect((await call('GetProjectJson', { ID: second.ID })).Value).toBeNull();
      expect((await call('GetDeletedProjectIDsJson', { ChangeSince: '2031-06-01 00:00:00' })).Value).toEqual([second.ID]);
      expect((await call('GetDeletedProjectIDsJson', { ChangeSince: '2031-06-02 00:00:00' })).Value).toEqual([]);
      expect((await call('GetProjectPictureListJson', { ProjectID: second.ID })).Value.RowsCount).toBe(0);
      expect((await call('GetProjectListJson', {}, OTHER)).Value.Items.some((p: { ID: number }) => p.ID === first.ID)).toBe(false);
      await construction.setPublication(AGENCY_1, second.ID, true, new Date('2031-06-02T08:00:00Z'));
      expect((await call('GetDeletedProjectIDsJson')).Value).toEqual([]);
    });
  });

  describe('contacts and demands', () => {
    it('saves a contact about a project and a demand, finds the person by email, and unsubscribes the demand', async () => {
      const [project] = (await call('GetProjectListJson', { Limit2: 1 })).Value.Items;
      const email = `sync-${Date.now()}@example.org`;
      const contact = await call('ContactOnMeProjectJson', { ProjectIDs: [project.ID], Name: 'Maes', GSM: '+32 470 00 00 00', Email: email, Subject: 'Info', Content: 'Price list?' });
      expect(contact).toMatchObject({ Code: 0, Value: true });
      expect(await call('ContactOnMeProjectJson', { ProjectIDs: [99_999_999], Name: 'Maes', Email: email })).toMatchObject({ Code: 404, Success: false });

      const registered = await call('DemandRegisterJson', { Email: email, Goal: 1, PriceMax: 1200, Zips: '1000', IsReceivedEmail: true });
      expect(registered).toMatchObject({ Code: 0, Value: true });
      expect(await call('DemandRegisterJson', { Email: email })).toMatchObject({ Code: 400, Success: false });

      const person = (await call('GetPersonByEmailJson', { Email: email.toUpperCase() })).Value;
      expect(person).toMatchObject({ Name: 'Maes', MobileNumber: '+32 470 00 00 00', Email: email });
      expect(person.Demands).toHaveLength(1);
      const demand = person.Demands[0];
      expect(demand).toMatchObject({ Goal: 1, PriceTo: 1200, Zips: ['1000'], MailAlert: true });
      expect((await call('GetPersonByEmailJson', { Email: email }, OTHER)).Value).toBeNull();

      expect(await call('UnsubscribeDemandPersonJson', { ID: person.ID, DemandID: demand.ID })).toMatchObject({ Value: true });
      expect((await call('GetDemandPersonJson', { ID: person.ID, DemandID: demand.ID })).Value.Demand).toMatchObject({ ID: demand.ID, MailAlert: false });
      expect((await call('UnsubscribeDemandPersonJson', { ID: person.ID, DemandID: demand.ID }, OTHER)).Value).toBe(false);
      expect((await call('GetDemandPersonJson', { ID: person.ID, DemandID: 99_999_999 })).Value).toBeNull();
    });

    it('counts the active demands a property matches', async () => {
      const [property] = (await call('GetPropertyListJson', { Goal: 0, Limit2: 1, DisplayFields: 'ID,Zip,Price,Goal' })).Value.Items;
      const before = (await call('GetMatchingStatisticOfPropertyJson', { ID: property.ID })).Value;
      expect(before).toMatchObject({ ID: property.ID, NumberOfActiveDemands: expect.any(Number), NumberOfMatchingDemands: expect.any(Number) });
      await call('DemandRegisterJson', { Email: `match-${Date.now()}@example.org`, Goal: 0, PriceMin: property.Price - 1, PriceMax: property.Price + 1, Zips: property.Zip });
      await call('DemandRegisterJson', { Email: `miss-${Date.now()}@example.org`, Goal: 0, PriceMax: 1, Zips: property.Zip });
      const after = (await call('GetMatchingStatisticOfPropertyJson', { ID: property.ID })).Value;
      expect(after.NumberOfActiveDemands).toBe(before.NumberOfActiveDemands + 2);
      expect(after.NumberOfMatchingDemands).toBe(before.NumberOfMatchingDemands + 1);
      expect(after.NumberOfMatchingPersons).toBe(before.NumberOfMatchingPersons + 1);
      expect((await call('GetMatchingStatisticOfPropertyJson', { ID: property.ID }, OTHER)).Value).toBeNull();
    });

    it('lists the properties an owner has', async () => {
      const { DEMO_PERSON_LOGINS } = await import('../../src/seeding/demo-data.js');
      const login = DEMO_PERSON_LOGINS[0]!;
      const related = await call('GetRelatedPropertiesJson', { Email: login.email, DisplayFields: 'ID' });
      const personId = (await call('CheckPersonLoginJson', { Email: login.email, Password: login.password })).Value as number;
      const owned = await call('GetPropertyListJson', { PersonID: personId, Status: PUBLISHED, DisplayFields: 'ID', SortFields: 'ID' });
      expect(owned.Value.RowsCount).toBeGreaterThan(0);
      expect(related.Value.Items.map((p: { ID: number }) => p.ID)).toEqual(expect.arrayContaining(owned.Value.Items.map((p: { ID: number }) => p.ID)));
      expect((await call('GetRelatedPropertiesJson', { Email: 'nobody@example.org' })).Value).toMatchObject({ RowsCount: 0, Items: [] });
    });
  });

  describe('Xml over SOAP', () => {
    it('serves the sync operations as typed Xml results', async () => {
      const list = await postSoap(app.baseUrl, envelope('GetPropertyListXml', `${credentialsXml()}<Status>1,2</Status><Limit1>1</Limit1><Limit2>2</Limit2>`));
      expect(list.status).toBe(200);
      expect(list.text).toMatch(/<GetPropertyListXmlResult><Code>0<\/Code>.*<Value><From>1<\/From><To>2<\/To><RowsCount>\d+<\/RowsCount><Items><Property><ID>\d+<\/ID>/);
      const deleted = await postSoap(app.baseUrl, envelope('GetDeletedPropertyIDsXml', `${credentialsXml()}<ChangeSince>2000-01-01T00:00:00</ChangeSince>`));
      expect(deleted.text).toMatch(/<Value><int>\d+<\/int>/);
      const statuses = await postSoap(app.baseUrl, envelope('GetSubstatusListXml', `${credentialsXml()}<LanguageID>3</LanguageID>`));
      expect(statuses.text).toContain('<Substatus><ID>1</ID><Name>Under option</Name><ShortName>Option</ShortName>');
      const project = await postSoap(app.baseUrl, envelope('GetProjectXml', `${credentialsXml()}<ID>99999999</ID>`));
      expect(project.text).toContain('<GetProjectXmlResult><Code>0</Code><Message>OK</Message><Success>true</Success></GetProjectXmlResult>');
    });
  });
});
