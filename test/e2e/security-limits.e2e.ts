import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startTestApp, type TestApp } from '../support/app.js';
import { callJson, credentialsXml, envelope, OWN, postSoap, V12 } from '../fixtures/v12/http.js';
import { demoIds } from '../fixtures/v12/http.js';

/** Parse budgets, list caps and the date rule, over the wire. */
describe('request limits', () => {
  let app: TestApp;
  let propertyId: number;
  beforeAll(async () => {
    app = await startTestApp();
    propertyId = (await demoIds(app.baseUrl)).propertyId;
  });
  afterAll(async () => {
    await app?.close();
  });

  it('refuses a 4 MB SOAP body with 350,000 attributes or a million empty elements without parsing it', async () => {
    const attributes = Array.from({ length: 350_000 }, (_, i) => `a${i}=""`).join(' ');
    const many = await postSoap(app.baseUrl, envelope('GetHistoriesTypeXml', `<x ${attributes}/>`));
    expect(many.status).toBe(413);
    const elements = await postSoap(app.baseUrl, envelope('GetHistoriesTypeXml', '<x/>'.repeat(1_000_000)));
    expect(elements.status).toBe(413);
    const small = await postSoap(app.baseUrl, envelope('GetHistoriesTypeXml', credentialsXml()));
    expect(small.status).toBe(200);
  });

  it('answers a JSON object with too many members with the invalid-input result', async () => {
    const body = `{${Array.from({ length: 200_000 }, (_, i) => `"k${i}":1`).join(',')}}`;
    const response = await fetch(`${app.baseUrl}${V12}/GetHistoriesTypeJson`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body });
    expect(response.status).toBe(200);
    const result = ((await response.json()) as { GetHistoriesTypeJsonResult: { Code: number; Message: string } }).GetHistoriesTypeJsonResult;
    expect(result).toMatchObject({ Code: 400, Message: expect.stringContaining('more than 10000 members') });
  });

  it('caps the conditions of one GetCountProperties2 call', async () => {
    const body = JSON.stringify({ ...OWN, Conditions: Array.from({ length: 5_000 }, () => ({ Goal: 0 })) });
    const response = await fetch(`${app.baseUrl}${V12}/GetCountProperties2Json`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body });
    const tooMany = ((await response.json()) as { GetCountProperties2JsonResult: object }).GetCountProperties2JsonResult;
    expect(tooMany).toMatchObject({ Code: 400, Success: false, Message: expect.stringContaining('accepts at most 100 items') });
    const fine = await callJson(app.baseUrl, 'GetCountProperties2Json', { Conditions: Array.from({ length: 100 }, () => ({ Goal: 0 })) });
    expect(fine).toMatchObject({ Code: 0 });
    expect(fine.Value).toHaveLength(100);
  });

  it('applies one date rule: 1000-01-01 to 9999-12-31, 0001-01-01 for none, the rest an invalid argument', async () => {
    const visit = (VisitDate: string) => callJson(app.baseUrl, 'AddServiceOwnWebsiteVisitJson', { PropertyID: propertyId, Source: 'www.example.test', VisitDate });
    expect(await visit('/Date(253402300800000)/')).toMatchObject({ Code: 400, Message: expect.stringContaining('VisitDate') });
    expect(await visit('0999-12-31')).toMatchObject({ Code: 400, Message: expect.stringContaining('between 1000-01-01 and 9999-12-31') });
    expect(await visit('0001-01-01')).toMatchObject({ Code: 0 });
    expect(await visit('1000-01-01')).toMatchObject({ Code: 0 });
    expect(await visit('9999-12-31 23:59:59')).toMatchObject({ Code: 0 });
    const soap = await postSoap(
      app.baseUrl,
      envelope('GetVisitStatisticOfPropertyXml', `${credentialsXml(OWN)}<PropertyID>${propertyId}</PropertyID><DateFrom>0500-01-01T00:00:00</DateFrom>`),
    );
    expect(soap.text).toContain('<Code>400</Code>');
  });

  it('refuses what the database would not keep intact: an unknown country, control characters, a source over 200 characters', async () => {
    const person = { Name: 'Integrity', Password: 'pw-integrity', LanguageID: 1 };
    expect(await callJson(app.baseUrl, 'RegisterPersonJson', { ...person, Email: 'country@example.test', CountryID: 999_999 })).toMatchObject({
      Code: 400,
      Message: expect.stringContaining('CountryID'),
    });
    expect(await callJson(app.baseUrl, 'RegisterPersonJson', { ...person, Email: 'nul\u0000@example.test' })).toMatchObject({
      Code: 400,
      Message: expect.stringContaining('control characters'),
    });
    expect(await callJson(app.baseUrl, 'RegisterPersonJson', { ...person, Email: 'ok@example.test', City: 'Gent\u001b[31m' })).toMatchObject({ Code: 400 });
    // Lone surrogates are refused like NUL (SQLite would keep ill-formed bytes, MariaDB U+FFFD).
    for (const [Name, where] of [['\ud800x', 'a lone high surrogate'], ['x\udc00', 'a lone low surrogate'], ['\udc00\ud800', 'a reversed pair']]) {
      expect({ where, result: await callJson(app.baseUrl, 'RegisterPersonJson', { ...person, Email: 'surrogate@example.test', Name }) }).toMatchObject({
        result: { Code: 400, Message: expect.stringContaining('Name: must not contain unpaired surrogates') },
      });
    }
    const raw = await fetch(`${app.baseUrl}${V12}/RegisterPersonJson`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: `{"CustomerName":"${OWN.CustomerName}","CustomerPassword":"${OWN.CustomerPassword}","Name":"\\ud800x","Email":"raw@example.test","Password":"pw-secret-1","LanguageID":1}`,
    });
    expect(((await raw.json()) as { RegisterPersonJsonResult: object }).RegisterPersonJsonResult).toMatchObject({ Code: 400, Message: expect.stringContaining('unpaired surrogates') });
    const soapReference = await postSoap(app.baseUrl, envelope('RegisterPersonXml', `${credentialsXml()}<Name>&#xD800;x</Name><Email>ref@example.test</Email>`));
    expect(soapReference.status).toBe(400);
    expect(await callJson(app.baseUrl, 'RegisterPersonJson', { ...person, Email: 'pair@example.test', Name: 'Smile \u{1F600}' })).toMatchObject({ Code: 0 });
    const visit = (Source: string) => callJson(app.baseUrl, 'AddServiceOwnWebsiteVisitJson', { PropertyID: propertyId, Source });
    expect(await visit('s'.repeat(201))).toMatchObject({ Code: 400, Message: expect.stringContaining('Source: must be at most 200 characters') });
    expect(await visit('s'.repeat(200))).toMatchObject({ Code: 0 });
    expect(await callJson(app.baseUrl, 'RegisterPersonJson', { ...person, Email: 'ok@example.test', CountryID: 1 })).toMatchObject({ Code: 0 });
  });

  it('finds a DOCTYPE as markup: the same text in a CDATA value or a comment is ordinary text', async () => {
    const inCdata = await postSoap(app.baseUrl, envelope('GetHistoriesTypeXml', `${credentialsXml()}<!-- <!DOCTYPE x> --><LanguageID><![CDATA[1]]></LanguageID>`));
    expect(inCdata.status).toBe(200);
    const visit = await postSoap(
      app.baseUrl,
      envelope('AddServiceOwnWebsiteVisitXml', `${credentialsXml()}<PropertyID>${propertyId}</PropertyID><Source><![CDATA[<!DOCTYPE html> page]]></Source>`),
    );
    expect(visit.text).toContain('<Code>0</Code>');
    const real = await postSoap(app.baseUrl, `<?xml version="1.0"?><!DOCTYPE s:Envelope>${envelope('GetHistoriesTypeXml', credentialsXml()).replace(/^<\?xml[^>]*\?>/, '')}`);
    expect(real.status).toBe(400);
  });

  it('refuses more than 1,000 query or form keys (MaxHttpCollectionKeys) in each protocol\'s shape, without reading the rest', async () => {
    const keys = (n: number) => Array.from({ length: n }, (_, i) => `k${i}=1`).join('&');
    const asmxGet = await fetch(`${app.baseUrl}/serviceapi.asmx/GetSite?${keys(1_001)}`);
    expect(asmxGet.status).toBe(500);
    expect(await asmxGet.text()).toBe('The request has more than 1000 form or query parameters.\r\n');
    const within = await fetch(`${app.baseUrl}/serviceapi.asmx/GetSite?${keys(999)}`);
    expect(await within.text()).toBe('Missing parameter: CustomerName.\r\n');
    const form = { 'Content-Type': 'application/x-www-form-urlencoded' };
    const asmxPost = await fetch(`${app.baseUrl}/serviceapi.asmx/GetSite`, { method: 'POST', headers: form, body: 'ID=1&'.repeat(400_000) });
    expect(asmxPost.status).toBe(500);
    expect(await asmxPost.text()).toContain('more than 1000 form or query parameters');
    const jsonPost = await fetch(`${app.baseUrl}${V12}/GetHistoriesTypeJson`, { method: 'POST', headers: form, body: `${'k=1&'.repeat(400_000)}json={}` });
    expect(jsonPost.status).toBe(200);
    expect(await jsonPost.json()).toEqual({
      GetHistoriesTypeJsonResult: { Code: 400, Message: 'The request has more than 1000 form or query parameters.', Success: false, Value: null },
    });
    const jsonGet = await fetch(`${app.baseUrl}${V12}/GetHistoriesTypeJson?${keys(1_001)}&json={}`);
    expect(jsonGet.status).toBe(200);
    expect(((await jsonGet.json()) as { GetHistoriesTypeJsonResult: { Code: number } }).GetHistoriesTypeJsonResult.Code).toBe(400);
    const description = await fetch(`${app.baseUrl}${V12}?${keys(1_001)}`);
    expect(description.status).toBe(400);
    expect(await description.text()).toBe('The request has more than 1000 form or query parameters.');
    // What security.md promises is what is served.
    const promised = readFileSync(new URL('../../docs/security.md', import.meta.url), 'utf8').split('\n').find((line) => line.startsWith('| query and form keys'));
    expect(promised).toContain('the v1.2 Json form: the operation\'s result with Code 400 and that message, HTTP 200');
    expect(promised).toContain('the v1.2 description query: 400 with that text');
    // A conversion failure repeats at most 100 characters of the (joined) value.
    const ids = Array.from({ length: 990 }, () => 'ID=x1').join('&');
    const conversion = await fetch(`${app.baseUrl}/serviceapi.asmx/GetProperty?CustomerName=a&CustomerPassword=b&${ids}&LanguageID=1&RICHTEXTFORMAT=0`);
    expect(await conversion.text()).toBe(`Cannot convert ${'x1,'.repeat(34).slice(0, 100)}… to System.Int32.\r\n`);
    const describe = await fetch(`${app.baseUrl}${V12}?${keys(1_001)}&wsdl`);
    expect(describe.status).toBe(400);
  });
});
