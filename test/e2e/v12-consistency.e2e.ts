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
const ACTION = (op: string) => `http://tempuri.org/APIService/${op}`;

type Fields = Record<string, unknown>;

/** A small seeded generator (mulberry32), so a failing combination can be replayed. */
function generator(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return { next, pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]! };
}

/** A field of a v1.2 request as a SOAP element of an Xml operation (lists as comma strings, dates as xs:dateTime). */
function xmlField(name: string, value: unknown): string {
  const text = Array.isArray(value) ? value.join(',') : typeof value === 'string' && /^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/.test(value) ? value.replace(' ', 'T') : String(value);
  return `<${name}>${text.replace(/&/g, '&amp;').replace(/</g, '&lt;')}</${name}>`;
}

function xmlFields(fields: Fields): string {
  return Object.entries(fields)
    .map(([name, value]) => xmlField(name, value))
    .join('');
}

/**
 * The defects the client libraries hit in consistency between answers, each through the wire
 * forms the clients use (the `…Json?json=` GET, the Xml operations over SOAP, the ASMX HTTP GET):
 * counts against their lists, a withdrawn project's units, page bounds, DisplayFields.
 */
describe('v1.2 consistency between lists, counts, syncs and pages', () => {
  let app: TestApp;
  let projects: ProjectPublicationService;
  let properties: PropertyPublicationService;

  beforeAll(async () => {
    app = await startTestApp();
    projects = app.app.get(ProjectPublicationService);
    properties = app.app.get(PropertyPublicationService);
  });
  afterAll(async () => {
    await app?.close();
  });

  const call = (op: string, fields: Fields = {}) => callJson(app.baseUrl, op, fields);

  async function soap(op: string, fields: Fields): Promise<string> {
    const response = await postSoap(app.baseUrl, envelope(op, `${credentialsXml()}${xmlFields(fields)}`), { SOAPAction: ACTION(op) });
    expect(response.status).toBe(200);
    return response.text;
  }

  /** ASMX HTTP GET: every parameter of the operation must be sent; `given` overrides the neutral defaults. */
  async function asmx(op: 'GetPropertyList' | 'GetPropertyCount' | 'GetProperty', given: Record<string, string | number>): Promise<{ status: number; text: string }> {
    const neutral: Record<string, Record<string, string | number>> = {
      GetPropertyList: { LanguageID: 0, PriceFrom: 0, PriceTo: 0, Goal: -1, GeographicIDs: '', PostalCodes: '', TypeIDs: '', MinRoom: 0, NrRooms: '', Recordfiles: '', CityNames: '', PictureSizeMaxWidth: 0, PictureSizeMaxHeight: 0, Limit1: 1, Limit2: 1000, SORTORDER: '' },
      GetPropertyCount: { PriceFrom: 0, PriceTo: 0, Goal: -1, PostalCodes: '', MinRoom: 0, NrRooms: '', GeographicIDs: '', TypeIDs: '', CityNames: '' },
      GetProperty: { ID: 0, LanguageID: 0, RICHTEXTFORMAT: 1 },
    };
    const query = new URLSearchParams({ ...OWN, ...Object.fromEntries(Object.entries({ ...neutral[op], ...given }).map(([k, v]) => [k, String(v)])) });
    const response = await fetch(`${app.baseUrl}/serviceapi.asmx/${op}?${query}`);
    return { status: response.status, text: await response.text() };
  }

  const asmxRowsCount = (text: string) => Number(/RowsCount&gt;(\d+)&lt;/.exec(text)?.[1] ?? Number.NaN);

  describe('a count and its list always agree', () => {
    /** Real values of the demo agency for every filter, so combinations match something. */
    let values: Record<string, unknown[]>;

    beforeAll(async () => {
      const items = (await call('GetPropertyListJson', { Status: PUBLISHED, Limit1: 1, Limit2: 1000 })).Value.Items as Record<string, unknown>[];
      const of = (field: string) => [...new Set(items.map((item) => item[field]).filter((value) => value !== null && value !== undefined))];
      const sample = <T>(list: T[], n: number) => list.filter((_, i) => i % Math.max(1, Math.floor(list.length / n)) === 0).slice(0, n);
      const login = await call('CheckPersonLoginJson', { Email: 'jan.peeters@example.be', Password: 'jan-secret' });
      values = {
        Goal: [0, 1, -1],
        PriceFrom: [100_000, 250_000, 800],
        PriceTo: [350_000, 700_000, 1_500],
        IncludePriceZero: [true],
        MinRoom: [1, 2, 3],
        MaxRoom: [2, 3, 5],
        NrRooms: ['2', '3,4', '5+', '1,3+'],
        MinBathRoom: [1, 2],
        MaxBathRoom: [1, 2],
        Zips: [...sample(of('Zip'), 4), `${of('Zip')[0]},${of('Zip')[1]}`],
        CityNames: [...sample(of('City'), 4), 'Bruxelles', String(of('City')[0]).toUpperCase()],
        GeoGraphicIDs: ['1', '2', '3', '2,3', ...sample(of('GeographicID'), 3).map(String)],
        MainGeoGraphicIDs: ['2', '3'],
        CountryIDs: ['1', '1,6', '3'],
        IsInCountryOrNot: [false, true],
        TypeIDs: ['1', '10', '2,11', '20', '30'],
        MainTypeIDs: ['1', '10', '50'],
        WebIDs: ['1', '2', '4', '1,4'],
        ConditionIDs: ['1', '2,3', '4'],
        IsInConditionOrNot: [false, true],
        RecordFile: sample(of('Ident'), 3),
        RecordFiles: [sample(of('Ident'), 3).join(',')],
        IDs: [sample(of('ID'), 6).join(','), String(of('ID')[0])],
        SiteID: sample(of('SiteID'), 2),
        OfficeID: of('OfficeID'),
        PersonID: [login.Value],
        SelectedByPersonID: [login.Value],
        ProjectID: of('ProjectID'),
        BuildingID: sample(of('BuildingID'), 3),
        IsOffice: [true],
        IsConstruction: [true],
        MinSurface: [80, 150],
        MaxSurface: [120, 300],
        LivingArea: [90, 140],
        HasGarden: [true],
        HasGarage: [true],
        HasTerrace: [true],
        HasFurnished: [true],
        HasAttic: [true],
        HasLift: [true],
        HasCellar: [true],
        HasParking: [true],
        ChangeSince: ['2026-10-01 00:00:00', '2026-10-25 00:00:00'],
        Keyword: ['straat', 'laan', String(of('Zip')[0])],
        StreetName: ['straat', 'weg'],
        Number: ['1', '12'],
        Status: ['1', '2', PUBLISHED, '1,6'],
        IncludeReferences: [true],
        ProjectStatus: ['0', '1', '0,1,2'],
        ProjectIsPublishInternet: [true, false],
        SkipSiteIds: ['1', '2'],
        MarqueeIDs: ['0', '1', '1,2'],
      };
      const gps = items.find((item) => item['GoogleX'] !== null)!;
      values['Gps'] = [
        { GpsX: gps['GoogleX'], GpsY: gps['GoogleY'], GpsRadius: 5 },
        { GpsX: gps['GoogleX'], GpsY: gps['GoogleY'], GpsRadius: 40 },
      ];
    });

    /** A combination of 1–4 filters, as one flat request object. */
    function combination(random: ReturnType<typeof generator>): Fields {
      const names = Object.keys(values);
      const fields: Fields = {};
      const size = 1 + Math.floor(random.next() * 4);
      for (let i = 0; i < size; i += 1) {
        const name = random.pick(names);
        const value = random.pick(values[name]!);
        if (name === 'Gps') Object.assign(fields, value);
        else fields[name] = value;
      }
      return fields;
    }

    it('GetCountProperties2 and GetCountProperties give the RowsCount of GetPropertyList for every filter combination (Json GET)', async () => {
      const random = generator(20261125);
      let nonZero = 0;
      for (let round = 0; round < 60; round += 1) {
        const conditions = [combination(random), combination(random), combination(random)];
        // fw4 adds OfficeID to every request that accepts it: at the top of a count, in a list's filters.
        const office = round % 5 === 0 ? { OfficeID: values['OfficeID']![round % values['OfficeID']!.length] } : {};
        const lists = await Promise.all(conditions.map((condition) => call('GetPropertyListJson', { ...condition, ...office, Limit1: 1, Limit2: 1 })));
        const counted = await call('GetCountProperties2Json', { CountConditions: conditions, ...office });
        const countedToo = await call('GetCountPropertiesJson', { CountConditions: conditions, ...office });
        const refused = lists.find((list) => list.Code !== 0);
        if (refused) {
          // A combination the list refuses (e.g. PriceTo below PriceFrom) is refused by the counts alike.
          expect({ conditions, list: refused.Code, count: counted.Code, countToo: countedToo.Code }).toEqual({ conditions, list: 400, count: 400, countToo: 400 });
          continue;
        }
        const rows = lists.map((list) => list.Value.RowsCount as number);
        nonZero += rows.filter((n) => n > 0).length;
        expect({ conditions, office, counts: counted.Value, countsToo: countedToo.Value }).toEqual({ conditions, office, counts: rows, countsToo: rows });
      }
      expect(nonZero).toBeGreaterThan(60);
    });

    it('agrees over SOAP: GetCountProperties2Xml conditions against GetPropertyListXml RowsCount', async () => {
      const random = generator(7);
      for (let round = 0; round < 12; round += 1) {
        const condition = combination(random);
        const list = await soap('GetPropertyListXml', { ...condition, Limit1: 1, Limit2: 1 });
        const counted = await postSoap(
          app.baseUrl,
          envelope('GetCountProperties2Xml', `${credentialsXml()}<CountConditions><Condition>${xmlFields(condition)}</Condition></CountConditions>`),
          { SOAPAction: ACTION('GetCountProperties2Xml') },
        );
        const code = (text: string) => /<Code>(\d+)<\/Code>/.exec(text)?.[1];
        if (code(list) !== '0') {
          expect({ condition, code: code(counted.text) }).toEqual({ condition, code: code(list) });
          continue;
        }
        expect({ condition, count: /<Value><int>(\d+)<\/int><\/Value>/.exec(counted.text)?.[1] }).toEqual({ condition, count: /<RowsCount>(\d+)<\/RowsCount>/.exec(list)?.[1] });
      }
    });

    it('agrees on the first interface: GetPropertyCount against the RowsCount of GetPropertyList (HTTP GET)', async () => {
      const random = generator(11);
      const asmxValues: Record<string, (string | number)[]> = {
        Goal: [0, 1],
        PriceFrom: [100000, 250000],
        PriceTo: [400000, 900000],
        PostalCodes: (values['Zips'] as string[]).slice(0, 3),
        MinRoom: [1, 2, 3],
        NrRooms: ['2', '3,5+'],
        GeographicIDs: ['1', '2', '3'],
        TypeIDs: ['1', '10', '30'],
        CityNames: (values['CityNames'] as string[]).slice(0, 3),
      };
      for (let round = 0; round < 15; round += 1) {
        const given: Record<string, string | number> = {};
        for (let i = 0; i < 1 + (round % 3); i += 1) {
          const name = random.pick(Object.keys(asmxValues));
          given[name] = random.pick(asmxValues[name]!);
        }
        if (Number(given['PriceTo'] ?? Infinity) < Number(given['PriceFrom'] ?? 0)) delete given['PriceTo'];
        const list = await asmx('GetPropertyList', given);
        const count = await asmx('GetPropertyCount', given);
        expect({ given, status: list.status, countStatus: count.status }).toEqual({ given, status: 200, countStatus: 200 });
        expect({ given, count: asmxRowsCount(count.text) }).toEqual({ given, count: asmxRowsCount(list.text) });
      }
    });
  });

  describe('a withdrawn project takes its units out of publication everywhere, and back', () => {
    it('lists, counts, details, both syncs and the first interface leave the units out, with a moved change time', async () => {
      const projectList = (await call('GetProjectListJson', {})).Value.Items as { ID: number }[];
      const project = projectList[projectList.length - 1]!.ID;
      const units = (await call('GetPropertyListJson', { ProjectID: project, Status: PUBLISHED, Limit2: 1000, DisplayFields: 'ID' })).Value.Items.map((item: { ID: number }) => item.ID) as number[];
      const active = (await call('GetPropertyListJson', { ProjectID: project, Limit2: 1000, DisplayFields: 'ID' })).Value.Items.map((item: { ID: number }) => item.ID) as number[];
      expect(active.length).toBeGreaterThan(0);
      const [unit] = active as [number];
      const total = (await call('GetPropertyListJson', { Limit2: 1 })).Value.RowsCount as number;
      const construction = (await call('GetCountProperties2Json', { CountConditions: [{ IsConstruction: true }] })).Value[0] as number;
      const asmxTotal = asmxRowsCount((await asmx('GetPropertyCount', {})).text);
      // Warm the record cache: a cached unit must not outlive its project's withdrawal.
      expect((await call('GetPropertyJson', { ID: unit })).Value).toMatchObject({ ID: unit, ProjectID: project });
      expect((await call('GetPropertyPictureListJson', { ObjectID: unit })).Value.RowsCount).toBeGreaterThan(0);

      await projects.setPublication(AGENCY_1, project, false, new Date('2031-07-01T08:00:00Z'));

      const listed = (await call('GetPropertyListJson', { Status: PUBLISHED, Limit2: 1000, DisplayFields: 'ID' })).Value.Items.map((item: { ID: number }) => item.ID);
      expect(listed.filter((id: number) => units.includes(id))).toEqual([]);
      expect((await call('GetPropertyListJson', { Limit2: 1 })).Value.RowsCount).toBe(total - active.length);
      expect((await call('GetPropertyList2Json', { ProjectID: project, Limit2: 10 })).Value).toMatchObject({ RowsCount: 0, Items: [] });
      expect((await call('GetCountProperties2Json', { CountConditions: [{}, { IsConstruction: true }, { ProjectID: project }] })).Value).toEqual([total - active.length, construction - active.length, 0]);
      expect((await call('GetCountPropertiesJson', { CountConditions: [{ IsConstruction: true }] })).Value).toEqual([construction - active.length]);
      expect((await call('GetPropertyJson', { ID: unit })).Value).toBeNull();
      expect((await call('GetPropertiesByIDsJson', { IDs: units.join(',') })).Value).toEqual([]);
      expect((await call('GetPreviousNextOfPropertyJson', { ID: unit })).Value).toBeNull();
      expect((await call('GetPropertyPictureListJson', { ObjectID: unit })).Value.RowsCount).toBe(0);
      // Incremental sync: the units are reported as withdrawn from the moment, not listed as changed.
      expect((await call('GetDeletedPropertyIDsJson', { ChangeSince: '2031-07-01 00:00:00' })).Value).toEqual([...units].sort((a, b) => a - b));
      expect((await call('GetPropertyListJson', { Status: PUBLISHED, ChangeSince: '2031-07-01 00:00:00' })).Value.RowsCount).toBe(0);
      // The same over SOAP and on the first interface.
      const deletedXml = await soap('GetDeletedPropertyIDsXml', { ChangeSince: '2031-07-01 00:00:00' });
      expect(deletedXml).toContain(`<Value>${[...units].sort((a, b) => a - b).map((id) => `<int>${id}</int>`).join('')}</Value>`);
      expect(await soap('GetPropertyXml', { ID: unit })).toMatch(/<Code>0<\/Code>.*<Success>true<\/Success>(<Value i:nil="true"[^>]*\/>)?<\/GetPropertyXmlResult>/);
      expect(asmxRowsCount((await asmx('GetPropertyCount', {})).text)).toBe(asmxTotal - active.length);
      expect(asmxRowsCount((await asmx('GetPropertyList', {})).text)).toBe(asmxTotal - active.length);
      expect((await asmx('GetProperty', { ID: unit })).status).toBe(500);

      // A unit's own status change while its project is withdrawn does not publish it.
      await properties.changeStatus(AGENCY_1, unit, 2, new Date('2031-07-01T09:00:00Z'));
      expect((await call('GetPropertyJson', { ID: unit })).Value).toBeNull();
      expect((await call('GetDeletedPropertyIDsJson', { ChangeSince: '2031-07-01 00:00:00' })).Value).toContain(unit);

      await projects.setPublication(AGENCY_1, project, true, new Date('2031-07-02T08:00:00Z'));

      expect((await call('GetDeletedPropertyIDsJson', { ChangeSince: '2031-07-01 00:00:00' })).Value).toEqual([]);
      const back = await call('GetPropertyListJson', { Status: PUBLISHED, ChangeSince: '2031-07-02 00:00:00', SortFields: 'ID', Limit2: 1000, DisplayFields: 'ID,LastChangedDate' });
      expect(back.Value.Items).toEqual([...units].sort((a, b) => a - b).map((id) => ({ ID: id, LastChangedDate: '2031-07-02 08:00:00' })));
      const backXml = await soap('GetPropertyListXml', { Status: PUBLISHED, ChangeSince: '2031-07-02 00:00:00', Limit2: 1 });
      expect(backXml).toContain(`<RowsCount>${units.length}</RowsCount>`);
      expect((await call('GetPropertyJson', { ID: unit })).Value).toMatchObject({ ID: unit, Status: 2 });
      expect((await call('GetCountProperties2Json', { CountConditions: [{ IsConstruction: true }] })).Value).toEqual([construction - 1]);
      expect(asmxRowsCount((await asmx('GetPropertyCount', {})).text)).toBe(asmxTotal - 1);
      await properties.changeStatus(AGENCY_1, unit, 1, new Date('2031-07-02T09:00:00Z'));
      expect((await call('GetPropertyListJson', { Limit2: 1 })).Value.RowsCount).toBe(total);
    });
  });

  describe("one default language per agency when a request names none", () => {
    /** Operations whose records carry texts or names, with the fields they need. */
    const NAMED: [string, Fields][] = [
      ['GetPropertyListJson', { Limit2: 5 }],
      ['GetPropertyList2Json', { Limit2: 3 }],
      ['GetStatusListJson', {}],
      ['GetSubstatusListJson', {}],
      ['GetMarqueeListJson', {}],
      ['GetWebIDListJson', {}],
      ['GetTypeOfPropertyListJson', {}],
      ['GetGeographicListJson', {}],
      ['GetCountryListJson', {}],
      ['GetCityListOfObjectsJson', {}],
      ['GetProjectListJson', {}],
      ['GetHistoriesTypeJson', { Limit2: 30 }],
      ['GetAutomaticHistoriesJson', { Limit2: 5 }],
    ];

    it('answers every list in the agency language, as if its LanguageId were sent (Json GET)', async () => {
      for (const [credentials, language] of [[OWN, 1], [OTHER, 2]] as const) {
        for (const [op, fields] of NAMED) {
          const none = await callJson(app.baseUrl, op, fields, credentials);
          const named = await callJson(app.baseUrl, op, { ...fields, LanguageId: language }, credentials);
          expect({ op, language, Code: none.Code }).toEqual({ op, language, Code: 0 });
          expect({ op, language, Value: none.Value }).toEqual({ op, language, Value: named.Value });
        }
      }
      // The two agencies really differ: Dutch for Immo Demo, French for Maison Wallonie.
      const statusNames = async (credentials: typeof OWN) => (await callJson(app.baseUrl, 'GetStatusListJson', {}, credentials)).Value.Items.map((s: { Name: string }) => s.Name);
      expect(await statusNames(OWN)).toContain('Actief');
      expect(await statusNames(OTHER)).toContain('Actif');
      const [property] = (await callJson(app.baseUrl, 'GetPropertyListJson', { Limit2: 1 }, OTHER)).Value.Items;
      expect(property).toMatchObject({ StatusName: 'Actif' });
      const [own] = (await call('GetPropertyListJson', { Limit2: 1 })).Value.Items;
      expect(own).toMatchObject({ StatusName: 'Actief' });
      expect((await call('GetPropertyJson', { ID: own.ID, DisplayFields: 'StatusName,TypeDescription' })).Value).toEqual({ StatusName: own.StatusName, TypeDescription: own.TypeDescription });
    });

    it('does the same over SOAP Xml and on the first interface (LanguageID 0)', async () => {
      const other = { CustomerName: OTHER.CustomerName, CustomerPassword: OTHER.CustomerPassword };
      const statuses = await postSoap(app.baseUrl, envelope('GetStatusListXml', credentialsXml(other)), { SOAPAction: ACTION('GetStatusListXml') });
      expect(statuses.text).toContain('<Name>Actif</Name>');
      const named = await postSoap(app.baseUrl, envelope('GetStatusListXml', `${credentialsXml(other)}<LanguageID>2</LanguageID>`), { SOAPAction: ACTION('GetStatusListXml') });
      expect(statuses.text).toBe(named.text);
      const query = (op: string, extra: string) => fetch(`${app.baseUrl}/serviceapi.asmx/${op}?CustomerName=${other.CustomerName}&CustomerPassword=${other.CustomerPassword}${extra}`).then((r) => r.text());
      const types = await query('GetTypeOfPropertyList', '&LanguageID=0');
      expect(types).toBe(await query('GetTypeOfPropertyList', '&LanguageID=2'));
      expect(types).toContain('Maison');
      const list = await query('GetPropertyList', '&LanguageID=0&PriceFrom=0&PriceTo=0&Goal=-1&GeographicIDs=&PostalCodes=&TypeIDs=&MinRoom=0&NrRooms=&Recordfiles=&CityNames=&PictureSizeMaxWidth=0&PictureSizeMaxHeight=0&Limit1=1&Limit2=3&SORTORDER=');
      expect(list).toContain('&lt;StatusName&gt;Actif&lt;/StatusName&gt;');
    });
  });

  describe('page bounds', () => {
    it('ends To at the last row served on every page operation (Json GET, SOAP Xml, first interface)', async () => {
      const total = (await call('GetPropertyListJson', { Limit2: 1 })).Value.RowsCount as number;
      const tail = await call('GetPropertyListJson', { Limit1: total - 1, Limit2: total + 8, DisplayFields: 'ID' });
      expect(tail.Value).toMatchObject({ From: total - 1, To: total, RowsCount: total });
      expect(tail.Value.Items).toHaveLength(2);
      expect((await call('GetPropertyListJson', { Limit1: total + 1, Limit2: total + 10 })).Value).toMatchObject({ From: total + 1, To: total, Items: [] });
      const statuses = await call('GetStatusListJson', { Limit1: 3, Limit2: 100 });
      expect(statuses.Value.To).toBe(statuses.Value.From + statuses.Value.Items.length - 1);
      const persons = await call('GetPersonListJson', { Limit1: 1, Limit2: 100_000 });
      expect(persons.Value).toMatchObject({ From: 1, To: persons.Value.Items.length });
      const xml = await soap('GetPropertyList2Xml', { Limit1: total - 1, Limit2: total + 8 });
      expect(xml).toContain(`<From>${total - 1}</From><To>${total}</To><RowsCount>${total}</RowsCount>`);
      const first = await asmx('GetPropertyList', { Limit1: total - 1, Limit2: total + 8 });
      expect(first.text).toContain(`&lt;From&gt;${total - 1}&lt;/From&gt;&lt;To&gt;${total}&lt;/To&gt;`);
    });
  });

  describe('DisplayFields naming no field of the record', () => {
    it('answers the records whole, never as empty {} (Json GET and SOAP Xml)', async () => {
      const whole = await call('GetPropertyListJson', { Limit1: 1, Limit2: 2 });
      const unknown = await call('GetPropertyListJson', { Limit1: 1, Limit2: 2, DisplayFields: 'Foo,NoSuchField' });
      expect(unknown).toMatchObject({ Code: 0, Success: true });
      expect(unknown.Value.Items).toEqual(whole.Value.Items);
      const wrapped = await call('GetPropertyList2Json', { Limit1: 1, Limit2: 1, DisplayFields: ['Foo'] });
      expect(Object.keys(wrapped.Value.Items[0].Object)).toEqual(Object.keys(whole.Value.Items[0]));
      const one = await call('GetPropertyJson', { ID: whole.Value.Items[0].ID, DisplayFields: 'Nope' });
      expect(one.Value).toMatchObject({ ID: whole.Value.Items[0].ID, Price: whole.Value.Items[0].Price });
      const statuses = await call('GetStatusListJson', { DisplayFields: 'Nope' });
      expect(statuses.Value.Items[0]).toMatchObject({ ID: expect.any(Number), Name: expect.any(String) });
      // A known name among unknown ones still narrows.
      expect(Object.keys((await call('GetPropertyListJson', { Limit2: 1, DisplayFields: 'Foo,Price' })).Value.Items[0])).toEqual(['Price']);
      const xml = await soap('GetPropertyXml', { ID: whole.Value.Items[0].ID, DisplayFields: 'Nope' });
      expect(xml).toContain(`<Value><ID>${whole.Value.Items[0].ID}</ID><Ident>`);
    });
  });
});
