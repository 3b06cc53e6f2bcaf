import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { type Client, createClientAsync } from 'soap';
import { WIRE_OPERATIONS } from '../../src/soap/v12/catalog.js';
import { startTestApp, type TestApp } from '../support/app.js';
import { credentialsXml, demoIds, envelope, OTHER, OWN, postSoap, rawGet, V12 } from '../fixtures/v12/http.js';
import { type DemoIds, operationArgs } from '../fixtures/v12/operation-args.js';

const ACTION = (op: string) => `http://tempuri.org/APIService/${op}`;

/** Calls `<op>Async` on a node-soap client; returns the `<op>Result`. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function call(client: Client, op: string, args: object): Promise<any> {
  const method = client[`${op}Async`] as (args: object) => Promise<[Record<string, unknown>]>;
  const [response] = await method.call(client, args);
  return response?.[`${op}Result`];
}

describe('v1.2 SOAP (basicHttpBinding, document/literal)', () => {
  let app: TestApp;
  let client: Client;
  let ids: DemoIds;

  beforeAll(async () => {
    app = await startTestApp();
    client = await createClientAsync(`${app.baseUrl}${V12}?singleWsdl`);
    ids = await demoIds(app.baseUrl);
  });
  afterAll(async () => {
    await app?.close();
  });

  it('answers every operation of the catalog through a client built from ?singleWsdl', async () => {
    const args = operationArgs(ids);
    for (const operation of WIRE_OPERATIONS) {
      const fields = args[operation.base.name];
      expect({ operation: operation.name, hasArgs: fields !== undefined }).toEqual({ operation: operation.name, hasArgs: true });
      const request = { ...OWN, ...fields!() };
      if (operation.variant === 'Xml') {
        const result = await call(client, operation.name, request);
        expect({ operation: operation.name, Code: result.Code, Success: result.Success }).toEqual({ operation: operation.name, Code: 0, Success: true });
      } else {
        const text = await call(client, operation.name, { json: JSON.stringify(request) });
        const result = JSON.parse(text as string);
        expect({ operation: operation.name, Code: result.Code, Success: result.Success }).toEqual({ operation: operation.name, Code: 0, Success: true });
      }
    }
  });

  it('returns typed Xml results: records, Object-wrapped pages and lists', async () => {
    const person = await call(client, 'GetPersonXml', { ...OWN, PersonID: ids.personId });
    expect(person.Value).toMatchObject({ ID: ids.personId, Email: ids.personEmail });
    const page = await call(client, 'GetPropertyList2Xml', { ...OWN, Limit1: 1, Limit2: 2 });
    expect(page.Value).toMatchObject({ From: 1, To: 2 });
    expect(page.Value.RowsCount).toBeGreaterThan(2);
    expect(page.Value.Items.PropertyObject).toHaveLength(2);
    expect(page.Value.Items.PropertyObject[0].Object.ID).toEqual(expect.any(Number));
    const counts = await call(client, 'GetCountProperties2Xml', { ...OWN, Conditions: { Condition: [{ Goal: 0 }, { Goal: 1 }, { Goal: 0, Zips: '0000' }] } });
    expect(counts.Value.int).toHaveLength(3);
    expect(counts.Value.int[2]).toBe(0);
    expect(counts.Value.int[0] + counts.Value.int[1]).toBeLessThanOrEqual(page.Value.RowsCount);
  });

  it('reports bad credentials, bad input and unknown ids in the result, not as faults', async () => {
    const denied = await call(client, 'GetPersonXml', { CustomerName: OWN.CustomerName, CustomerPassword: 'wrong', PersonID: ids.personId });
    expect(denied).toMatchObject({ Code: 401, Success: false });
    expect(denied.Value).toBeUndefined();
    const invalid = await call(client, 'GetPropertyList2Xml', { ...OWN, LanguageID: 9 });
    expect(invalid).toMatchObject({ Code: 400, Success: false });
    expect(invalid.Message).toContain('LanguageID');
    const missing = await call(client, 'GetPersonXml', { ...OWN, PersonID: 99_999_999 });
    expect(missing).toMatchObject({ Code: 0, Success: true });
    expect(missing.Value).toBeUndefined();
    const unknown = await call(client, 'GetPersonSummaryXml', { ...OWN, PersonID: 99_999_999 });
    expect(unknown).toMatchObject({ Code: 404, Success: false });
  });

  it('keeps agencies apart: another account cannot read this agency’s person', async () => {
    const own = await call(client, 'GetPersonXml', { ...OWN, PersonID: ids.personId });
    const other = await call(client, 'GetPersonXml', { ...OTHER, PersonID: ids.personId });
    expect(own.Code).toBe(0);
    expect(other).toMatchObject({ Code: 0, Success: true });
    expect(other.Value).toBeUndefined();
  });

  it('round-trips markup characters through a write and a read', async () => {
    const email = `xml${Date.now()}@example.org`;
    const registered = await call(client, 'RegisterPersonXml', { ...OWN, Name: 'A & B <C>', Email: email, Password: 'p&<>"-secret' });
    const login = await call(client, 'CheckPersonLoginXml', { ...OWN, Email: email, Password: 'p&<>"-secret' });
    expect(login.Value).toBe(registered.Value);
    const person = await call(client, 'GetPersonXml', { ...OWN, ID: registered.Value });
    expect(person.Value).toMatchObject({ ID: registered.Value, Name: 'A & B <C>' });
  });

  it('also works with a client built from ?wsdl (schema imported from ?xsd=xsd0)', async () => {
    const wsdlClient = await createClientAsync(`${app.baseUrl}${V12}?wsdl`);
    const result = await call(wsdlClient, 'CheckPropertySelectedByPersonXml', { ...OWN, PersonID: ids.personId, PropertyID: ids.propertyId });
    expect(result).toMatchObject({ Code: 0, Success: true });
    expect(typeof result.Value).toBe('boolean');
  });

  it('routes by the Body element when no SOAPAction is sent, and accepts a quoted SOAPAction', async () => {
    const body = envelope('GetPersonXml', `${credentialsXml()}<PersonID>${ids.personId}</PersonID>`);
    const variants: Record<string, string>[] = [{}, { SOAPAction: `"${ACTION('GetPersonXml')}"` }, { SOAPAction: ACTION('GetPersonXml') }];
    for (const headers of variants) {
      const response = await postSoap(app.baseUrl, body, headers);
      expect(response.status).toBe(200);
      expect(response.contentType).toBe('text/xml; charset=utf-8');
      expect(response.text).toContain(`<GetPersonXmlResponse xmlns="http://tempuri.org/"><GetPersonXmlResult><Code>0</Code><Message>OK</Message><Success>true</Success><Value><ID>${ids.personId}</ID>`);
    }
  });

  it('answers Json operations over SOAP with the result JSON as text', async () => {
    const json = JSON.stringify({ ...OWN, PersonID: ids.personId }).replace(/&/g, '&amp;').replace(/</g, '&lt;');
    const response = await postSoap(app.baseUrl, envelope('GetPersonJson', `<json>${json}</json>`), { SOAPAction: ACTION('GetPersonJson') });
    expect(response.status).toBe(200);
    const text = /<GetPersonJsonResult>(.*)<\/GetPersonJsonResult>/.exec(response.text)?.[1] ?? '';
    const result = JSON.parse(text.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&'));
    expect(result).toMatchObject({ Code: 0, Success: true, Value: { ID: ids.personId } });
    expect(result.Value.CreatedDate).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
  });

  it('answers a Json operation over SOAP without its json member with Code 400 naming json', async () => {
    for (const inner of ['', '<json></json>', '<json xsi:nil="true" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"/>']) {
      const response = await postSoap(app.baseUrl, envelope('GetPropertyListJson', inner), { SOAPAction: ACTION('GetPropertyListJson') });
      expect(response.status).toBe(200);
      const text = /<GetPropertyListJsonResult>(.*)<\/GetPropertyListJsonResult>/.exec(response.text)?.[1] ?? '';
      expect(JSON.parse(text)).toMatchObject({ Code: 400, Success: false, Value: null, Message: expect.stringMatching(/^json: is required/) });
    }
  });

  it('faults an unknown SOAPAction with a:ActionNotSupported and the WCF text', async () => {
    const response = await postSoap(app.baseUrl, envelope('Nope', credentialsXml()), { SOAPAction: '"urn:nope/Nope"' });
    expect(response.status).toBe(500);
    expect(response.text).toContain('<faultcode xmlns:a="http://schemas.microsoft.com/ws/2005/05/addressing/none">a:ActionNotSupported</faultcode>');
    expect(response.text).toContain("The message with Action 'urn:nope/Nope' cannot be processed at the receiver, due to a ContractFilter mismatch at the EndpointDispatcher.");
  });

  it('faults a value that is not of its declared type with a:DeserializationFailed', async () => {
    const response = await postSoap(app.baseUrl, envelope('GetPersonXml', `${credentialsXml()}<PersonID>abc</PersonID>`), { SOAPAction: ACTION('GetPersonXml') });
    expect(response.status).toBe(500);
    expect(response.text).toContain('a:DeserializationFailed');
    expect(response.text).toContain('PersonID: must be a whole number, got "abc"');
  });

  it('refuses SOAP 1.2 (415), other content types (415), DOCTYPEs (400) and malformed XML (400)', async () => {
    const body = envelope('GetPersonXml', credentialsXml());
    expect((await postSoap(app.baseUrl, body, { 'Content-Type': 'application/soap+xml; charset=utf-8' })).status).toBe(415);
    expect((await postSoap(app.baseUrl, body, { 'Content-Type': 'application/json' })).status).toBe(415);
    const doctype = `<?xml version="1.0"?><!DOCTYPE x [<!ENTITY a "b">]>${body.replace(/^<\?xml[^>]*>/, '')}`;
    const refused = await postSoap(app.baseUrl, doctype, { SOAPAction: ACTION('GetPersonXml') });
    expect(refused.status).toBe(400);
    expect(refused.text).toBe('');
    expect((await postSoap(app.baseUrl, '<s:Envelope', { SOAPAction: ACTION('GetPersonXml') })).status).toBe(400);
  });

  it('faults an envelope that is not SOAP 1.1 or has no Body', async () => {
    const response = await postSoap(app.baseUrl, '<Envelope xmlns="urn:x"/>', { SOAPAction: ACTION('GetPersonXml') });
    expect(response.status).toBe(500);
    expect(response.text).toContain('<faultcode>soap:Client</faultcode>');
  });

  it('serves ?wsdl, ?singleWsdl, ?xsd=xsd0 and the index page with addresses from the request', async () => {
    const single = await (await fetch(`${app.baseUrl}${V12}?singleWsdl`)).text();
    expect(single).toContain(`<soap:address location="${app.baseUrl}${V12}"/>`);
    expect(single).toContain('<xs:complexType name="Property">');
    const proxied = await rawGet(`${app.baseUrl}${V12}?WSDL`, { Host: 'api.example.com' });
    expect(proxied.text).toContain('schemaLocation="http://api.example.com/1.2/APIService.svc?xsd=xsd0"');
    const xsd = await fetch(`${app.baseUrl}${V12}?xsd=xsd0`);
    expect(await xsd.text()).toContain('<xs:element name="GetPersonXml">');
    const index = await fetch(`${app.baseUrl}${V12}`);
    expect(index.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(index.headers.get('content-security-policy')).toContain("default-src 'none'");
    const html = await index.text();
    expect(html).toContain('<title>APIService (v1.2)</title>');
    for (const operation of WIRE_OPERATIONS) expect(html).toContain(`<code>${operation.name}</code>`);
    expect(html).toContain('?singleWsdl');
    // Operations that change data are shown as requests to copy, never as links a click or a prefetcher follows.
    const linked = [...html.matchAll(/href="[^"]*\/1\.2\/APIService\.svc\/(\w+)\?/g)].map((m) => m[1]);
    const writes = WIRE_OPERATIONS.filter((operation) => operation.base.writes);
    expect(writes.map((operation) => operation.base.name)).toEqual(expect.arrayContaining(['RegisterPerson', 'RemovePropertyFromPersonSelectedList', 'ContactOnMe']));
    expect(linked).toEqual(WIRE_OPERATIONS.filter((operation) => !operation.base.writes).map((operation) => operation.name));
    for (const operation of writes) {
      expect(html).toContain(`<pre><code>curl -G &#39;${app.baseUrl}${V12}/${operation.name}&#39; --data-urlencode &#39;json=`);
    }
  });
});
