import { describe, expect, it } from '@jest/globals';
import { readXml } from '../xml/xml-reader.js';
import { BASE_OPERATIONS, V12Catalog, WIRE_OPERATIONS } from './catalog.js';
import { kindFits } from './result-kind.js';
import { buildSchemaDocument, buildWsdl } from './wsdl.js';

/** The spec's base names (service-spec.md, second interface). */
const SPEC_BASE_NAMES = [
  'RemovePropertyFromPersonSelectedList',
  'CheckPropertySelectedByPerson',
  'GetCountProperties2',
  'GetPropertyList2',
  'AddServiceOwnWebsiteVisit',
  'GetPerson',
  'GetPersonList',
  'CheckPersonLogin',
  'RegisterPerson',
  'GetAutomaticHistories',
  'GetCalendarHistories',
  'GetTaskHistories',
  'GetMediaOnlineHistories',
  'GetAppearanceHistories',
  'GetVisitStatisticOfProperty',
  'GetHistoriesType',
  'GetHistorySummary',
  'GetAppointmentSummary',
  'GetPersonSummary',
  'ContactOnMe',
  'CheckDemandLogin',
];

describe('the v1.2 catalog', () => {
  const names = WIRE_OPERATIONS.map((operation) => operation.name);

  it('offers every base name of the spec (and every other base operation) in both the Xml and the Json form', () => {
    const spec = SPEC_BASE_NAMES.flatMap((base) => [`${base}Xml`, `${base}Json`]);
    expect(names).toEqual(expect.arrayContaining([...spec, 'AddPropertyToPersonSelectedListXml', 'AddPropertyToPersonSelectedListJson']));
    expect(names).toEqual(BASE_OPERATIONS.flatMap((base) => [`${base.name}Xml`, `${base.name}Json`]));
    expect(new Set(BASE_OPERATIONS.map((base) => base.name)).size).toBe(BASE_OPERATIONS.length);
  });

  it('declares a result kind that fits each result type, and aliases that differ from every field name', () => {
    for (const base of BASE_OPERATIONS) {
      expect(kindFits(base.kind, base.result)).toBe(true);
      const fields = new Set(Object.keys(base.request.fields).map((name) => name.toLowerCase()));
      for (const alias of Object.values(base.request.aliases).flat()) expect(fields.has(String(alias).toLowerCase())).toBe(false);
    }
  });

  it('finds operations case-insensitively by name and exactly by SOAPAction', () => {
    const catalog = new V12Catalog('http://tempuri.org/');
    expect(catalog.findByName('getpersonjson')?.name).toBe('GetPersonJson');
    expect(catalog.soapAction('GetPersonXml')).toBe('http://tempuri.org/APIService/GetPersonXml');
    expect(catalog.findByAction('http://tempuri.org/APIService/GetPersonXml')?.name).toBe('GetPersonXml');
    expect(catalog.findByAction('http://tempuri.org/APIService/getpersonxml')).toBeUndefined();
    expect(new V12Catalog('urn:example:api').soapAction('GetPersonXml')).toBe('urn:example:api/APIService/GetPersonXml');
  });
});

describe('the v1.2 WSDL', () => {
  const catalog = new V12Catalog('http://example.com/api/');

  it('is well-formed and declares every operation with its SOAPAction and request/response elements', () => {
    const wsdl = buildWsdl(catalog, 'http://host:1/1.2/APIService.svc');
    expect(() => readXml(wsdl)).not.toThrow();
    for (const { name } of WIRE_OPERATIONS) {
      expect(wsdl).toContain(`soapAction="http://example.com/api/APIService/${name}"`);
      expect(wsdl).toContain(`<xs:element name="${name}">`);
      expect(wsdl).toContain(`<xs:element name="${name}Response">`);
    }
    expect(wsdl).toContain('<soap:address location="http://host:1/1.2/APIService.svc"/>');
  });

  it('declares every member optional and every string nillable', () => {
    const schema = buildSchemaDocument(catalog);
    const members = schema.match(/<xs:element minOccurs[^>]*>/g) ?? [];
    expect(members.length).toBeGreaterThan(100);
    for (const member of members) {
      expect(member).toContain('minOccurs="0"');
      if (member.includes('type="xs:string"')) expect(member).toContain('nillable="true"');
    }
  });

  it('re-declares xs and tns on the schema it inlines, as WCF does, and escapes the address', () => {
    const wsdl = buildWsdl(catalog, 'http://h/1.2/APIService.svc?a=1&b="2"');
    expect(wsdl.startsWith('<?xml version="1.0" encoding="utf-8"?><wsdl:definitions name="APIService" targetNamespace="http://example.com/api/" ')).toBe(true);
    expect(wsdl).toContain(
      '<wsdl:types><xs:schema elementFormDefault="qualified" targetNamespace="http://example.com/api/" xmlns:xs="http://www.w3.org/2001/XMLSchema" xmlns:tns="http://example.com/api/">',
    );
    expect(wsdl).toContain('<soap:address location="http://h/1.2/APIService.svc?a=1&amp;b=&quot;2&quot;"/>');
    expect(buildSchemaDocument(catalog)).toBe(`<?xml version="1.0" encoding="utf-8"?>${wsdl.slice(wsdl.indexOf('<xs:schema'), wsdl.indexOf('</wsdl:types>'))}`);
  });

  it('imports the schema from ?xsd=xsd0 in the multi-document form', () => {
    const wsdl = buildWsdl(catalog, 'http://h/1.2/APIService.svc', 'http://h/1.2/APIService.svc?xsd=xsd0');
    expect(wsdl).toContain('<xs:import schemaLocation="http://h/1.2/APIService.svc?xsd=xsd0" namespace="http://example.com/api/"/>');
    expect(wsdl).not.toContain('<xs:complexType');
  });
});
