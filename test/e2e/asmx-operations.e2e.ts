/**
 * Every operation of the catalog over the four wire protocols: the `soap` npm client generated
 * from our WSDL in SOAP 1.1 and SOAP 1.2 mode, raw HTTP GET and raw HTTP POST. Each call's result
 * is checked against the demo data.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createClientAsync, type Client } from 'soap';
import { ASMX_OPERATIONS } from '../../src/soap/asmx/catalog.js';
import type { AsmxOperation } from '../../src/soap/asmx/catalog.types.js';
import type { XmlElement } from '../../src/soap/xml/xml-reader.js';
import { startTestApp, type TestApp } from '../support/app.js';
import { loadFixtures, type AsmxFixtures } from './asmx-fixtures.js';
import { credentials, field, httpGet, httpPost, httpResult, items, record, soap11, soapResult, type Params } from './asmx-helpers.js';

type Protocol = 'soap 1.1 client' | 'soap 1.2 client' | 'http get' | 'http post';
const PROTOCOLS: readonly Protocol[] = ['soap 1.1 client', 'soap 1.2 client', 'http get', 'http post'];

const FILTER = { PriceFrom: 150000, PriceTo: 450000, Goal: 0 } as const;

interface Context {
  readonly fixtures: AsmxFixtures;
  /** RowsCount of GetPropertyList for FILTER, read over raw SOAP before the protocol runs. */
  readonly filteredCount: number;
  readonly protocol: Protocol;
}

interface OperationCase {
  /** Parameter values beyond the defaults ('' for strings, 0 for numbers, DateTime.MinValue). */
  args(context: Context): Params;
  /** Asserts the result text (the XML document of a string result, or the int as text). */
  check(result: string | null, context: Context): void;
}

const ids = (list: readonly XmlElement[], name = 'ID') => list.map((item) => Number(field(item, name)));

function numbers(element: XmlElement, name: string): number {
  return Number(field(element, name));
}

const CASES: Readonly<Record<string, OperationCase>> = {
  UpdatePerson: {
    args: ({ fixtures, protocol }) => ({
      PersonID: fixtures.logins[2].id,
      AddressTitle: '8',
      LetterTitle: '8',
      Name: 'Wilson',
      FirstName: 'Emma',
      PhoneNumber: `+32 470 00 00 0${PROTOCOLS.indexOf(protocol)}`,
      AddressA: 'Louizalaan 1',
      CityPostcode: '1050',
      CityName: 'Elsene',
      Email: fixtures.logins[2].email,
      Password: fixtures.logins[2].password,
      Ident: 'EW-1',
      LanguageID: 3,
    }),
    check: (result) => expect(result).toBe('1'),
  },
  GetPropertyList: {
    args: () => ({ ...FILTER, LanguageID: 1, Limit1: 1, Limit2: 5, SORTORDER: 'Price ASC' }),
    check: (result, { filteredCount }) => {
      const page = record(result);
      expect(page.localName).toBe('PropertyList');
      expect(numbers(page, 'From')).toBe(1);
      expect(numbers(page, 'RowsCount')).toBe(filteredCount);
      const list = items(page);
      expect(list.length).toBe(Math.min(5, filteredCount));
      const prices = list.map((p) => numbers(p, 'Price'));
      expect(prices).toEqual([...prices].sort((a, b) => a - b));
      for (const property of list) {
        expect(numbers(property, 'Price')).toBeGreaterThanOrEqual(FILTER.PriceFrom);
        expect(numbers(property, 'Price')).toBeLessThanOrEqual(FILTER.PriceTo);
        expect(numbers(property, 'Goal')).toBe(0);
        expect(numbers(property, 'Status')).toBe(1);
      }
    },
  },
  GetPropertyCount: {
    args: () => ({ ...FILTER }),
    check: (result, { filteredCount }) => {
      const count = record(result);
      expect(count.localName).toBe('PropertyCount');
      expect(numbers(count, 'RowsCount')).toBe(filteredCount);
    },
  },
  GetProperty: {
    args: ({ fixtures }) => ({ ID: fixtures.property.id, LanguageID: 1, RICHTEXTFORMAT: 0 }),
    check: (result, { fixtures }) => {
      const property = record(result);
      expect(property.localName).toBe('Property');
      expect(numbers(property, 'ID')).toBe(fixtures.property.id);
      expect(field(property, 'Ident')).toBe(fixtures.property.ident);
    },
  },
  GetPropertyByOffice: {
    args: ({ fixtures }) => ({ ID: fixtures.property.id, OfficeId: fixtures.property.officeId, LanguageID: 2, RICHTEXTFORMAT: 1 }),
    check: (result, { fixtures }) => {
      const property = record(result);
      expect(numbers(property, 'ID')).toBe(fixtures.property.id);
      expect(numbers(property, 'OfficeID')).toBe(fixtures.property.officeId);
    },
  },
  GetHistoryOfProperty: {
    args: ({ fixtures }) => ({ objectID: fixtures.historyPropertyId, languageId: 3 }),
    check: (result, { fixtures }) => {
      const list = items(record(result));
      expect(list.length).toBeGreaterThan(0);
      for (const history of list) expect(numbers(history, 'PropertyID')).toBe(fixtures.historyPropertyId);
    },
  },
  ContactMeOnPropertySaveDB: {
    args: ({ fixtures, protocol }) => ({
      name: 'Tester',
      firstName: 'Eve',
      title: '2',
      email: `eve.${PROTOCOLS.indexOf(protocol)}@example.org`,
      phone: '+32 2 000 00 00',
      cityName: 'Brussel',
      cityPostCode: '1000',
      objectID: fixtures.property.id,
      historyContent: `Please call me (${protocol})`,
      LanguageID: 1,
    }),
    check: (result) => {
      const contact = record(result);
      expect(contact.localName).toBe('Contact');
      expect(numbers(contact, 'HistoryID')).toBeGreaterThan(0);
      expect(numbers(contact, 'PersonID')).toBeGreaterThan(0);
    },
  },
  GetConstructionDetail: {
    args: ({ fixtures }) => ({ ProjectID: fixtures.project.id, LanguageID: 1, RICHTEXTFORMAT: 0 }),
    check: (result, { fixtures }) => {
      const project = record(result);
      expect(project.localName).toBe('Project');
      expect(numbers(project, 'ID')).toBe(fixtures.project.id);
    },
  },
  GetConstructionDetailByOffice: {
    args: ({ fixtures }) => ({ ProjectID: fixtures.project.id, OfficeID: fixtures.project.officeId, LanguageID: 1, RICHTEXTFORMAT: 1 }),
    check: (result, { fixtures }) => {
      const project = record(result);
      expect(numbers(project, 'ID')).toBe(fixtures.project.id);
      expect(numbers(project, 'OfficeID')).toBe(fixtures.project.officeId);
    },
  },
  GetConstructionBuildingList: {
    args: ({ fixtures }) => ({ ProjectID: fixtures.project.id, LanguageID: 1 }),
    check: (result, { fixtures }) => {
      const list = items(record(result));
      expect(ids(list)).toContain(fixtures.project.buildingId);
      for (const building of list) expect(numbers(building, 'ProjectID')).toBe(fixtures.project.id);
    },
  },
  GetConstructionBuildingUnitByBuildingID: {
    args: ({ fixtures }) => ({ BuildingID: fixtures.project.buildingId, LanguageID: 1 }),
    check: (result, { fixtures }) => {
      const list = items(record(result));
      expect(list.length).toBeGreaterThan(0);
      for (const unit of list) expect(numbers(unit, 'BuildingID')).toBe(fixtures.project.buildingId);
    },
  },
  GetConstructionBuildingUnitByProjectID: {
    args: ({ fixtures }) => ({ ProjectID: fixtures.project.id, LanguageID: 1 }),
    check: (result, { fixtures }) => {
      const list = items(record(result));
      expect(list.length).toBeGreaterThan(0);
      for (const unit of list) expect(numbers(unit, 'ProjectID')).toBe(fixtures.project.id);
    },
  },
  GetConstructionBuildingUnitByProjectIDAndOffice: {
    args: ({ fixtures }) => ({ ProjectID: fixtures.project.id, OfficeID: fixtures.project.officeId, LanguageID: 1 }),
    check: (result, { fixtures }) => {
      const list = items(record(result));
      expect(list.length).toBeGreaterThan(0);
      for (const unit of list) expect(numbers(unit, 'ProjectID')).toBe(fixtures.project.id);
    },
  },
  GetHouseOfWeekConfigSTD2006: {
    args: () => ({}),
    check: (result) => {
      const config = record(result);
      expect(config.localName).toBe('HouseOfWeek');
      for (const entry of items(config)) expect(numbers(entry, 'PropertyID')).toBeGreaterThan(0);
    },
  },
  GetGeographicList: {
    args: () => ({ LanguageID: 2 }),
    check: (result) => {
      const list = items(record(result));
      expect(list.length).toBeGreaterThan(5);
      expect(list.map((zone) => field(zone, 'Name'))).toContain('Wallonie');
    },
  },
  GetGeographicListByOffice: {
    args: ({ fixtures }) => ({ OfficeID: fixtures.officeId, LanguageID: 1 }),
    check: (result) => {
      const list = items(record(result));
      expect(list.length).toBeGreaterThan(0);
      expect(list.length).toBeLessThan(10);
    },
  },
  GetCityList: {
    args: () => ({ Lat1: 50.9, Lat2: 50.8, Long1: 4.3, Long2: 4.45 }),
    check: (result) => {
      const list = items(record(result));
      expect(list.length).toBeGreaterThan(0);
      for (const city of list) {
        expect(numbers(city, 'Latitude')).toBeGreaterThanOrEqual(50.8);
        expect(numbers(city, 'Latitude')).toBeLessThanOrEqual(50.9);
        expect(numbers(city, 'Longitude')).toBeGreaterThanOrEqual(4.3);
        expect(numbers(city, 'Longitude')).toBeLessThanOrEqual(4.45);
      }
    },
  },
  GetCitiesByCountry: {
    args: () => ({ CountryIDs: '1', Goal: 0, LanguageId: 1 }),
    check: (result) => {
      const list = items(record(result));
      expect(list.length).toBeGreaterThan(0);
      for (const city of list) expect(numbers(city, 'CountryID')).toBe(1);
    },
  },
  GetCountryCodes: {
    args: () => ({ Goal: 0, WebIDs: '' }),
    check: (result) => {
      const list = items(record(result));
      expect(list.map((country) => field(country, 'Abbr'))).toContain('BE');
    },
  },
  GetTypeOfPropertyList: {
    args: () => ({ LanguageID: 1 }),
    check: (result) => {
      const list = items(record(result));
      expect(list.length).toBeGreaterThan(5);
      expect(list.every((type) => (field(type, 'Name') ?? '') !== '')).toBe(true);
    },
  },
  GetPropertyTypeListByWebId: {
    args: () => ({ webId: 1, languageId: 1 }),
    check: (result) => {
      const list = items(record(result));
      expect(list.length).toBeGreaterThan(0);
      for (const type of list) expect(numbers(type, 'WebID')).toBe(1);
    },
  },
  GetSite: {
    args: ({ fixtures }) => ({ SiteID: fixtures.siteId }),
    check: (result, { fixtures }) => {
      const site = record(result);
      expect(site.localName).toBe('Site');
      expect(numbers(site, 'ID')).toBe(fixtures.siteId);
    },
  },
  GetPerson: {
    args: ({ fixtures }) => ({ email: fixtures.logins[0].email, password: fixtures.logins[0].password }),
    check: (result, { fixtures }) => {
      const person = record(result);
      expect(person.localName).toBe('Person');
      expect(numbers(person, 'ID')).toBe(fixtures.logins[0].id);
      expect(field(person, 'Email')).toBe(fixtures.logins[0].email);
      expect(result).not.toMatch(/Password|scrypt/i);
    },
  },
  GetPersonOfProperty: {
    args: ({ fixtures }) => ({ objectID: fixtures.ownedProperty.propertyId }),
    check: (result, { fixtures }) => {
      expect(ids(items(record(result)))).toContain(fixtures.ownedProperty.personId);
    },
  },
  GetUserOfProperty: {
    args: ({ fixtures }) => ({ ObjectID: fixtures.agentProperty.propertyId }),
    check: (result, { fixtures }) => {
      expect(ids(items(record(result)))).toContain(fixtures.agentProperty.userId);
    },
  },
  GetPropertiesOfPerson: {
    args: ({ fixtures }) => ({ PersonID: fixtures.ownedProperty.personId, languageId: 1 }),
    check: (result, { fixtures }) => {
      expect(ids(items(record(result)))).toContain(fixtures.ownedProperty.propertyId);
    },
  },
  GetDemandPersonsInfo: {
    args: ({ fixtures }) => ({ PersonId: fixtures.logins[0].id, DemandId: fixtures.demandId }),
    check: (result, { fixtures }) => {
      const info = record(result);
      const person = info.children.find((c) => c.localName === 'Person');
      const demand = info.children.find((c) => c.localName === 'Demand');
      expect(Number(field(person, 'ID'))).toBe(fixtures.logins[0].id);
      expect(Number(field(demand, 'ID'))).toBe(fixtures.demandId);
    },
  },
  ChangePasswordPerson: {
    args: ({ fixtures }) => ({ Email: fixtures.logins[2].email, NewPassword: fixtures.logins[2].password }),
    check: (result) => expect(result).toBe('1'),
  },
  InActiveDemand: {
    args: ({ fixtures }) => ({ Email: fixtures.logins[1].email, Password: 'not-the-password' }),
    check: (result) => expect(result).toBe('0'),
  },
};

function defaults(op: AsmxOperation): Params {
  const values: Record<string, string | number> = {};
  for (const parameter of op.parameters) {
    values[parameter.name] = parameter.type === 'string' ? '' : parameter.type === 'dateTime' ? '0001-01-01T00:00:00' : 0;
  }
  return values;
}

describe('ASMX operations over all four protocols', () => {
  let app: TestApp;
  let fixtures: AsmxFixtures;
  let filteredCount: number;
  const clients = new Map<Protocol, Client>();

  beforeAll(async () => {
    app = await startTestApp();
    fixtures = await loadFixtures(app.dataSource);
    const page = await soap11(app.baseUrl, 'GetPropertyList', { ...credentials(), ...FILTER, LanguageID: 1, Limit1: 1, Limit2: 1 });
    filteredCount = Number(field(record(soapResult(page.body, 'GetPropertyList')), 'RowsCount'));
    const wsdl = `${app.baseUrl}/serviceapi.asmx?WSDL`;
    // node-soap caches a parsed WSDL with its options; without disableCache the SOAP 1.2 client's
    // options would switch the SOAP 1.1 client to SOAP 1.2 as well.
    clients.set('soap 1.1 client', await createClientAsync(wsdl, { disableCache: true }));
    clients.set('soap 1.2 client', await createClientAsync(wsdl, { disableCache: true, forceSoap12Headers: true }));
  });

  afterAll(async () => {
    await app?.close();
  });

  it('has a case for exactly the operations of the catalog', () => {
    expect(Object.keys(CASES).sort()).toEqual(ASMX_OPERATIONS.map((op) => op.name).sort());
    expect(filteredCount).toBeGreaterThan(0);
  });

  it('drives node-soap in SOAP 1.1 and SOAP 1.2 on the wire', async () => {
    const v11 = clients.get('soap 1.1 client') as Client;
    await v11['GetSiteAsync']({ ...credentials(), SiteID: fixtures.siteId });
    expect(v11.lastRequest).toContain('http://schemas.xmlsoap.org/soap/envelope/');
    expect(String(v11.lastRequestHeaders?.['SOAPAction'])).toBe('"http://tempuri.org/GetSite"');
    expect(String(v11.lastResponseHeaders?.['content-type'])).toBe('text/xml; charset=utf-8');
    const v12 = clients.get('soap 1.2 client') as Client;
    await v12['GetSiteAsync']({ ...credentials(), SiteID: fixtures.siteId });
    expect(v12.lastRequest).toContain('http://www.w3.org/2003/05/soap-envelope');
    expect(String(v12.lastRequestHeaders?.['Content-Type'])).toMatch(/^application\/soap\+xml/);
    expect(String(v12.lastResponseHeaders?.['content-type'])).toBe('application/soap+xml; charset=utf-8');
  });

  async function call(protocol: Protocol, op: AsmxOperation, params: Params): Promise<string | null> {
    const client = clients.get(protocol);
    if (client) {
      const method = client[`${op.name}Async`] as (args: Params) => Promise<[Record<string, unknown> | null]>;
      const [response] = await method(params);
      const value = response?.[`${op.name}Result`];
      return value === undefined || value === null ? null : String(value);
    }
    const response = protocol === 'http get' ? await httpGet(app.baseUrl, op.name, params) : await httpPost(app.baseUrl, op.name, params);
    expect([response.status, response.contentType]).toEqual([200, 'text/xml; charset=utf-8']);
    return httpResult(response.body);
  }

  describe.each(PROTOCOLS)('%s', (protocol) => {
    it.each(ASMX_OPERATIONS.map((op) => [op.name, op] as const))('%s', async (_name, op) => {
      const context: Context = { fixtures, filteredCount, protocol };
      const testCase = CASES[op.name] as OperationCase;
      const params = { ...defaults(op), ...credentials(), ...testCase.args(context) };
      testCase.check(await call(protocol, op, params), context);
    });
  });
});
