import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { WIRE_OPERATIONS } from '../../src/soap/v12/catalog.js';
import { startTestApp, type TestApp } from '../support/app.js';
import { callJson, demoIds, getJson, type JsonResult, OTHER, OWN, V12 } from '../fixtures/v12/http.js';
import { type DemoIds, operationArgs } from '../fixtures/v12/operation-args.js';

const JSON_DATE = /^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/;

describe('v1.2 Json HTTP form', () => {
  let app: TestApp;
  let ids: DemoIds;

  beforeAll(async () => {
    app = await startTestApp({ BODY_LIMIT_BYTES: '2048' });
    ids = await demoIds(app.baseUrl);
  });
  afterAll(async () => {
    await app?.close();
  });

  async function post(op: string, body: string, contentType: string, query = ''): Promise<{ status: number; result: JsonResult }> {
    const response = await fetch(`${app.baseUrl}${V12}/${op}${query}`, { method: 'POST', headers: { 'Content-Type': contentType }, body });
    const parsed = (await response.json()) as Record<string, JsonResult>;
    return { status: response.status, result: parsed[`${op}Result`] as JsonResult };
  }

  it('answers every Json operation with {"<Op>Result": {Code, Message, Success, Value}}', async () => {
    const args = operationArgs(ids);
    for (const operation of WIRE_OPERATIONS.filter((op) => op.variant === 'Json')) {
      const fields = args[operation.base.name];
      expect({ operation: operation.name, hasArgs: fields !== undefined }).toEqual({ operation: operation.name, hasArgs: true });
      const response = await fetch(`${app.baseUrl}${V12}/${operation.name}?json=${encodeURIComponent(JSON.stringify({ ...OWN, ...fields!() }))}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
      const body = (await response.json()) as Record<string, JsonResult>;
      expect(Object.keys(body)).toEqual([`${operation.name}Result`]);
      expect({ operation: operation.name, ...body[`${operation.name}Result`] }).toMatchObject({ operation: operation.name, Code: 0, Message: 'OK', Success: true });
    }
  });

  it('answers every Xml operation over the same HTTP form with the XML result', async () => {
    const args = operationArgs(ids);
    for (const operation of WIRE_OPERATIONS.filter((op) => op.variant === 'Xml')) {
      const json = JSON.stringify({ ...OWN, ...args[operation.base.name]!() });
      const response = await fetch(`${app.baseUrl}${V12}/${operation.name}?json=${encodeURIComponent(json)}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('application/xml; charset=utf-8');
      const text = await response.text();
      expect(text).toContain(`<${operation.name}Response xmlns="http://tempuri.org/"><${operation.name}Result><Code>0</Code><Message>OK</Message><Success>true</Success>`);
    }
  });

  it('writes dates as YYYY-MM-DD HH:mm:ss and every record field, null when empty', async () => {
    const person = await callJson(app.baseUrl, 'GetPersonJson', { PersonID: ids.personId });
    expect(person.Value.CreatedDate).toMatch(JSON_DATE);
    expect(Object.keys(person.Value)).toContain('MobileNumber');
    expect(Array.isArray(person.Value.Demands)).toBe(true);
  });

  describe('leniency', () => {
    it('accepts single-quoted JSON, lower-case keys and numbers as strings', async () => {
      const strict = await callJson(app.baseUrl, 'GetPropertyList2Json', { Limit1: 2, Limit2: 4, LanguageID: 3 });
      const lenient = await getJson(
        app.baseUrl,
        'GetPropertyList2Json',
        `{'customername':'${OWN.CustomerName}','customerPASSWORD':'${OWN.CustomerPassword}','limit1':'2','LIMIT2':'4','languageId':'3'}`,
      );
      expect(lenient.status).toBe(200);
      expect(lenient.result.Code).toBe(0);
      expect(lenient.result.Value).toEqual(strict.Value);
    });

    it('reads lists as comma-separated strings or arrays alike', async () => {
      const all = await callJson(app.baseUrl, 'GetPropertyList2Json', { Limit1: 1, Limit2: 50 });
      const zips = [...new Set(all.Value.Items.map((item: { Object: { Zip: string } }) => item.Object.Zip))].slice(0, 2) as string[];
      const asText = await callJson(app.baseUrl, 'GetPropertyList2Json', { Zips: zips.join(','), Limit2: 100 });
      const asArray = await callJson(app.baseUrl, 'GetPropertyList2Json', { Zips: zips, Limit2: 100 });
      expect(asText.Code).toBe(0);
      expect(asText.Value.RowsCount).toBeGreaterThan(0);
      expect(asArray.Value).toEqual(asText.Value);
      for (const item of asText.Value.Items) expect(zips).toContain(item.Object.Zip);
      const counts = await callJson(app.baseUrl, 'GetCountProperties2Json', { Conditions: [{ Zips: zips.join(',') }, { zips }] });
      expect(counts.Value).toEqual([asText.Value.RowsCount, asText.Value.RowsCount]);
    });

    it('reads dates as Y-m-d H:i:s or ISO 8601 alike', async () => {
      const plain = await callJson(app.baseUrl, 'GetAutomaticHistoriesJson', { DateFrom: '2020-01-01 00:00:00', DateTo: '2100-01-01 00:00:00', Limit2: 10 });
      const iso = await callJson(app.baseUrl, 'GetAutomaticHistoriesJson', { DateFrom: '2020-01-01T00:00:00Z', DateTo: '2100-01-01T01:00:00+01:00', Limit2: 10 });
      expect(plain.Code).toBe(0);
      expect(plain.Value.RowsCount).toBeGreaterThan(0);
      expect(iso.Value).toEqual(plain.Value);
      const none = await callJson(app.baseUrl, 'GetAutomaticHistoriesJson', { DateFrom: '2099-01-01', Limit2: 10 });
      expect(none.Value.RowsCount).toBe(0);
    });

    it('takes the JSON from a POST body, raw or as the form field json', async () => {
      const json = JSON.stringify({ ...OWN, PersonID: ids.personId });
      const raw = await post('GetPersonJson', json, 'application/json');
      const form = await post('GetPersonJson', `json=${encodeURIComponent(json)}`, 'application/x-www-form-urlencoded');
      const query = await post('GetPersonJson', '', 'text/plain', `?json=${encodeURIComponent(json)}`);
      for (const answer of [raw, form, query]) {
        expect(answer.status).toBe(200);
        expect(answer.result).toMatchObject({ Code: 0, Value: { ID: ids.personId } });
      }
    });

    it('matches the path without regard to case', async () => {
      const response = await fetch(`${app.baseUrl}/1.2/apiservice.svc/getpersonjson?JSON=${encodeURIComponent(JSON.stringify({ ...OWN, PersonID: ids.personId }))}`);
      expect(response.status).toBe(200);
      const body = (await response.json()) as Record<string, JsonResult>;
      expect(body['GetPersonJsonResult']?.Code).toBe(0);
    });
  });

  describe('errors', () => {
    it('answers an unknown operation with 404 and a JSON error', async () => {
      const response = await fetch(`${app.baseUrl}${V12}/NoSuchJson?json={}`);
      expect(response.status).toBe(404);
      expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
      expect(await response.json()).toMatchObject({ Code: 404, Success: false, Value: null });
    });

    it('answers malformed JSON with HTTP 200 and Code 400 in the body, like every other refusal', async () => {
      const { status, result } = await getJson(app.baseUrl, 'GetPersonJson', '{"CustomerName": ');
      expect(status).toBe(200);
      expect(result).toMatchObject({ Code: 400, Success: false, Value: null });
      expect(result.Message).toMatch(/not valid JSON/);
      const posted = await post('GetPersonJson', '{nope', 'application/json');
      expect(posted).toMatchObject({ status: 200, result: { Code: 400, Success: false, Value: null } });
    });

    it('answers a request without json with HTTP 200 and Code 400 naming json, not as bad credentials', async () => {
      for (const query of ['', '?json=', '?json=%20', `?CustomerName=${OWN.CustomerName}&CustomerPassword=${OWN.CustomerPassword}`]) {
        const response = await fetch(`${app.baseUrl}${V12}/GetPropertyListJson${query}`);
        expect({ query, status: response.status }).toEqual({ query, status: 200 });
        const { GetPropertyListJsonResult: result } = (await response.json()) as Record<string, JsonResult>;
        expect({ query, ...result }).toMatchObject({ query, Code: 400, Success: false, Value: null, Message: expect.stringMatching(/^json: is required/) });
      }
      expect(await post('GetPropertyListJson', '', 'application/json')).toMatchObject({ status: 200, result: { Code: 400, Message: expect.stringMatching(/^json: is required/) } });
      expect(await post('GetPropertyListJson', 'other=1', 'application/x-www-form-urlencoded')).toMatchObject({ status: 200, result: { Code: 400 } });
      const xml = await fetch(`${app.baseUrl}${V12}/GetPropertyListXml`);
      expect(xml.status).toBe(200);
      expect(await xml.text()).toContain('<GetPropertyListXmlResult><Code>400</Code><Message>json: is required');
    });

    it('answers methods other than GET and POST with 405 in the result shape', async () => {
      const response = await fetch(`${app.baseUrl}${V12}/GetPersonJson`, { method: 'PUT', body: '{}' });
      expect(response.status).toBe(405);
      expect(await response.json()).toEqual({ GetPersonJsonResult: { Code: 405, Message: 'Method PUT is not allowed; use GET or POST.', Success: false, Value: null } });
    });

    it('refuses a body over the configured limit with 413', async () => {
      const response = await fetch(`${app.baseUrl}${V12}/GetPersonJson`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: `{"x":"${'a'.repeat(4000)}"}` });
      expect(response.status).toBe(413);
    });

    it('reports bad credentials (401), invalid fields naming the field (400), unknown ids (404) and conflicts (409)', async () => {
      expect(await callJson(app.baseUrl, 'GetPersonJson', { PersonID: ids.personId }, { ...OWN, CustomerPassword: 'nope' })).toMatchObject({ Code: 401, Success: false, Value: null });
      const invalid = await callJson(app.baseUrl, 'GetPropertyList2Json', { TypeIDs: '1,abc' });
      expect(invalid).toMatchObject({ Code: 400, Success: false });
      expect(invalid.Message).toContain('TypeIDs');
      const badDate = await callJson(app.baseUrl, 'GetTaskHistoriesJson', { DateFrom: '31/12/2024' });
      expect(badDate.Code).toBe(400);
      expect(badDate.Message).toContain('DateFrom');
      expect(await callJson(app.baseUrl, 'GetPersonSummaryJson', { PersonID: 99_999_999 })).toMatchObject({ Code: 404, Success: false });
      const email = `twice${Date.now()}@example.org`;
      expect((await callJson(app.baseUrl, 'RegisterPersonJson', { Name: 'Twice', Email: email, Password: 'pw-twice' })).Code).toBe(0);
      expect(await callJson(app.baseUrl, 'RegisterPersonJson', { Name: 'Twice', Email: email, Password: 'pw-twice' })).toMatchObject({ Code: 409, Success: false });
      const short = await callJson(app.baseUrl, 'RegisterPersonJson', { Name: 'Short', Email: `short${Date.now()}@example.org`, Password: 'ab' });
      expect(short).toMatchObject({ Code: 400, Success: false, Message: expect.stringContaining('Password: must be at least 8 characters') });
      const common = await callJson(app.baseUrl, 'RegisterPersonJson', { Name: 'Common', Email: `common${Date.now()}@example.org`, Password: 'Welcome123' });
      expect(common).toMatchObject({ Code: 400, Success: false, Message: expect.stringContaining('Password: is one of the most common passwords') });
      expect(await callJson(app.baseUrl, 'CheckPersonLoginJson', { Email: ids.personEmail, Password: 'wrong' })).toMatchObject({ Code: 401, Success: false });
    });
  });

  describe('paging', () => {
    it('reads Limit1 0 as 1 and returns the 1-based inclusive range', async () => {
      const zero = await callJson(app.baseUrl, 'GetPropertyList2Json', { Limit1: 0, Limit2: 3 });
      const one = await callJson(app.baseUrl, 'GetPropertyList2Json', { Limit1: 1, Limit2: 3 });
      expect(zero.Value).toMatchObject({ From: 1, To: 3 });
      expect(zero.Value.Items).toHaveLength(3);
      expect(zero.Value).toEqual(one.Value);
    });

    it('serves page p of size n as rows n·p+1 … n·(p+1)', async () => {
      const all = await callJson(app.baseUrl, 'GetPersonListJson', { Limit1: 1, Limit2: 9 });
      const second = await callJson(app.baseUrl, 'GetPersonListJson', { Limit1: 4, Limit2: 6 });
      expect(second.Value).toMatchObject({ From: 4, To: 6, RowsCount: all.Value.RowsCount });
      expect(second.Value.Items.map((p: { ID: number }) => p.ID)).toEqual(all.Value.Items.slice(3, 6).map((p: { ID: number }) => p.ID));
    });

    it('ends To at the last row served past the end (From − 1 for an empty page)', async () => {
      const first = await callJson(app.baseUrl, 'GetPropertyList2Json', { Limit1: 1, Limit2: 1 });
      const total = first.Value.RowsCount as number;
      const tail = await callJson(app.baseUrl, 'GetPropertyList2Json', { Limit1: total - 1, Limit2: total + 10 });
      expect(tail.Value).toMatchObject({ From: total - 1, To: total, RowsCount: total });
      expect(tail.Value.Items).toHaveLength(2);
      const beyond = await callJson(app.baseUrl, 'GetPropertyList2Json', { Limit1: total + 5, Limit2: total + 9 });
      expect(beyond.Value).toMatchObject({ From: total + 5, To: total + 4, RowsCount: total, Items: [] });
    });
  });

  it('keeps agencies apart', async () => {
    const own = await callJson(app.baseUrl, 'GetPropertyList2Json', { Limit2: 1000 });
    const other = await callJson(app.baseUrl, 'GetPropertyList2Json', { Limit2: 1000 }, OTHER);
    expect(other.Code).toBe(0);
    const ownIds = new Set(own.Value.Items.map((item: { Object: { ID: number } }) => item.Object.ID));
    for (const item of other.Value.Items) expect(ownIds.has(item.Object.ID)).toBe(false);
    expect(await callJson(app.baseUrl, 'GetPersonJson', { PersonID: ids.personId }, OTHER)).toMatchObject({ Code: 0, Success: true, Value: null });
    expect(await callJson(app.baseUrl, 'CheckPersonLoginJson', { Email: ids.personEmail, Password: ids.personPassword }, OTHER)).toMatchObject({ Code: 401 });
    expect(await callJson(app.baseUrl, 'AddPropertyToPersonSelectedListJson', { PersonID: ids.personId, PropertyID: ids.propertyId }, OTHER)).toMatchObject({ Code: 404 });
  });

  describe('writes are visible to later reads', () => {
    it('RegisterPerson → CheckPersonLogin and GetPerson', async () => {
      const email = `New.Person${Date.now()}@Example.org`;
      const registered = await callJson(app.baseUrl, 'RegisterPersonJson', { Name: 'Nieuw', FirstName: 'Nina', Email: email, Password: 'nina-pw-2026', Goal: '1', Zips: '1000,1050' });
      expect(registered.Code).toBe(0);
      expect(registered.Value).toEqual(expect.any(Number));
      const login = await callJson(app.baseUrl, 'CheckPersonLoginJson', { email: email.toLowerCase(), password: 'nina-pw-2026' });
      expect(login.Value).toBe(registered.Value);
      const person = await callJson(app.baseUrl, 'GetPersonJson', { ID: login.Value });
      expect(person.Value).toMatchObject({ ID: registered.Value, Name: 'Nieuw', FirstName: 'Nina' });
      expect(person.Value.Demands).toHaveLength(1);
      expect(person.Value.Demands[0]).toMatchObject({ Goal: 1, Zips: ['1000', '1050'] });
    });

    it('selected list: add → check → remove → check', async () => {
      const args = { PersonID: ids.personId, PropertyID: ids.propertyId };
      await callJson(app.baseUrl, 'RemovePropertyFromPersonSelectedListJson', args);
      expect((await callJson(app.baseUrl, 'CheckPropertySelectedByPersonJson', args)).Value).toBe(false);
      expect(await callJson(app.baseUrl, 'AddPropertyToPersonSelectedListJson', args)).toMatchObject({ Code: 0, Value: true });
      expect((await callJson(app.baseUrl, 'AddPropertyToPersonSelectedListJson', args)).Value).toBe(false);
      expect((await callJson(app.baseUrl, 'CheckPropertySelectedByPersonJson', args)).Value).toBe(true);
      expect(await callJson(app.baseUrl, 'RemovePropertyFromPersonSelectedListJson', args)).toMatchObject({ Code: 0, Value: true });
      expect((await callJson(app.baseUrl, 'CheckPropertySelectedByPersonJson', args)).Value).toBe(false);
    });

    it('AddServiceOwnWebsiteVisit → GetVisitStatisticOfProperty', async () => {
      const before = await callJson(app.baseUrl, 'GetVisitStatisticOfPropertyJson', { PropertyID: ids.propertyId });
      const visit = await callJson(app.baseUrl, 'AddServiceOwnWebsiteVisitJson', { PropertyID: String(ids.propertyId), Source: 'e2e' });
      expect(visit).toMatchObject({ Code: 0, Success: true });
      expect(visit.Value).toEqual(expect.any(Number));
      const after = await callJson(app.baseUrl, 'GetVisitStatisticOfPropertyJson', { PropertyID: ids.propertyId });
      expect(after.Value.TotalVisits).toBe(before.Value.TotalVisits + 1);
      expect(after.Value.Days.at(-1).Date).toMatch(JSON_DATE);
    });

    it('ContactOnMe → the person, the history and the demand', async () => {
      const email = `contact${Date.now()}@example.org`;
      const contact = await callJson(app.baseUrl, 'ContactOnMeJson', { PropertyID: ids.propertyId, Name: 'Contact', Email: email, Message: 'Bel me', Goal: 0, Zips: ['9000'] });
      expect(contact).toMatchObject({ Code: 0, Value: true });
      const persons = await callJson(app.baseUrl, 'GetPersonListJson', { Email: email });
      expect(persons.Value.Items).toHaveLength(1);
      const { ID: PersonID, Demands } = persons.Value.Items[0];
      expect(Demands).toHaveLength(1);
      const histories = await callJson(app.baseUrl, 'GetAutomaticHistoriesJson', { PersonID, Limit2: 50 });
      const written = histories.Value.Items.find((h: { Content: string | null }) => h.Content === 'Bel me');
      expect(written).toMatchObject({ PersonID, PropertyID: ids.propertyId, Content: 'Bel me' });
      expect(written.Date).toMatch(JSON_DATE);
      const person = await callJson(app.baseUrl, 'GetPersonJson', { PersonID });
      expect(person.Value).toMatchObject({ Email: email, Name: 'Contact' });
      const summary = await callJson(app.baseUrl, 'GetPersonSummaryJson', { PersonID });
      expect(summary.Value.Contacts).toBeGreaterThanOrEqual(1);
      const again = await callJson(app.baseUrl, 'ContactOnMeJson', { PropertyID: ids.propertyId, Email: email, Message: 'Nog eens' });
      expect(again.Value).toBe(true);
      expect((await callJson(app.baseUrl, 'GetPersonListJson', { Email: email })).Value.RowsCount).toBe(1);
    });
  });
});
