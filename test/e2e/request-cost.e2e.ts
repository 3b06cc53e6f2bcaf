import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startTestApp, type TestApp } from '../support/app.js';
import { costRatio } from '../support/cost.js';
import { NS, SOAP11, SOAP12 } from './asmx-helpers.js';
import { V12 } from '../fixtures/v12/http.js';

/**
 * Cost linearity of every request reader and binder, over real HTTP: repeating a hostile body's
 * unit four times must not cost much more than four times as much (a quadratic step costs about
 * sixteen times). The cost is this process's CPU time, the median of interleaved runs, so the
 * check holds on a loaded machine; the bound (8) leaves twice the linear ratio, and SLACK_MS
 * absorbs a collection or a scheduling blip in the cheap cases (a few milliseconds each).
 */
const FACTOR = 4;
const BOUND = 8;
const SLACK_MS = 25;

interface Hostile {
  readonly what: string;
  /** The smaller repetition; the check also sends FACTOR times as many. */
  readonly n: number;
  readonly send: (baseUrl: string, n: number) => Promise<number>;
}

async function post(url: string, body: string, headers: Record<string, string>): Promise<number> {
  const response = await fetch(url, { method: 'POST', body, headers });
  await response.arrayBuffer();
  return response.status;
}

async function get(url: string): Promise<number> {
  const response = await fetch(url);
  await response.arrayBuffer();
  return response.status;
}

const asmxEnvelope = (version: '1.1' | '1.2', inner: string) =>
  `<?xml version="1.0" encoding="utf-8"?><soap:Envelope xmlns:soap="${version === '1.1' ? SOAP11 : SOAP12}"><soap:Body><GetPerson xmlns="${NS}">${inner}</GetPerson></soap:Body></soap:Envelope>`;
const asmxSoap = (version: '1.1' | '1.2') => (baseUrl: string, inner: string) =>
  post(
    `${baseUrl}/serviceapi.asmx`,
    asmxEnvelope(version, inner),
    version === '1.1' ? { 'Content-Type': 'text/xml; charset=utf-8', SOAPAction: `"${NS}GetPerson"` } : { 'Content-Type': `application/soap+xml; charset=utf-8; action="${NS}GetPerson"` },
  );
const v12Soap = (baseUrl: string, operation: string, inner: string) =>
  post(
    `${baseUrl}${V12}`,
    `<s:Envelope xmlns:s="${SOAP11}"><s:Body><${operation} xmlns="http://tempuri.org/">${inner}</${operation}></s:Body></s:Envelope>`,
    { 'Content-Type': 'text/xml; charset=utf-8', SOAPAction: `"http://tempuri.org/APIService/${operation}"` },
  );
const jsonPost = (baseUrl: string, operation: string, body: string, type = 'application/json') => post(`${baseUrl}${V12}/${operation}`, body, { 'Content-Type': type });
const form = { 'Content-Type': 'application/x-www-form-urlencoded' };

const HOSTILE: readonly Hostile[] = [
  ...(['1.1', '1.2'] as const).flatMap((version): Hostile[] => [
    { what: `ASMX SOAP ${version}: children of an unknown element`, n: 3_000, send: (url, n) => asmxSoap(version)(url, `<X>${'<a>1</a>'.repeat(n)}</X>`) },
    { what: `ASMX SOAP ${version}: a parameter repeated`, n: 3_000, send: (url, n) => asmxSoap(version)(url, '<ID>1</ID>'.repeat(n)) },
    { what: `ASMX SOAP ${version}: references in a value`, n: 50_000, send: (url, n) => asmxSoap(version)(url, `<Email>${'&amp;'.repeat(n)}</Email>`) },
  ]),
  { what: 'ASMX GET: query keys', n: 250, send: (url, n) => get(`${url}/serviceapi.asmx/GetPerson?${Array.from({ length: n }, (_, i) => `k${i}=1`).join('&')}`) },
  { what: 'ASMX GET: escapes in a value', n: 1_000, send: (url, n) => get(`${url}/serviceapi.asmx/GetPerson?CustomerName=${'%26'.repeat(n)}`) },
  { what: 'ASMX POST: form keys', n: 20_000, send: (url, n) => post(`${url}/serviceapi.asmx/GetPerson`, 'ID=1&'.repeat(n), form) },
  { what: 'ASMX POST: escapes in a value', n: 100_000, send: (url, n) => post(`${url}/serviceapi.asmx/GetPerson`, `CustomerName=${'%26'.repeat(n)}`, form) },
  { what: 'v1.2 SOAP: children of an unknown element', n: 3_000, send: (url, n) => v12Soap(url, 'GetPersonXml', `<X>${'<a>1</a>'.repeat(n)}</X>`) },
  { what: 'v1.2 SOAP: conditions', n: 3_000, send: (url, n) => v12Soap(url, 'GetCountPropertiesXml', `<Conditions>${'<Condition><Goal>0</Goal></Condition>'.repeat(n)}</Conditions>`) },
  { what: 'v1.2 SOAP: list items', n: 3_000, send: (url, n) => v12Soap(url, 'GetPersonListXml', `<IDs>${'<int>1</int>'.repeat(n)}</IDs>`) },
  { what: 'v1.2 SOAP: references in a value', n: 50_000, send: (url, n) => v12Soap(url, 'GetPersonXml', `<Email>${'&amp;'.repeat(n)}</Email>`) },
  { what: 'v1.2 Json GET: list items', n: 300, send: (url, n) => get(`${url}${V12}/GetPersonListJson?json=${encodeURIComponent(JSON.stringify({ IDs: Array.from({ length: n }, () => 1) }))}`) },
  { what: 'v1.2 Json GET: query keys', n: 250, send: (url, n) => get(`${url}${V12}/GetPersonJson?${Array.from({ length: n }, (_, i) => `k${i}=1`).join('&')}&json={}`) },
  { what: 'v1.2 Json POST: list items', n: 20_000, send: (url, n) => jsonPost(url, 'GetPersonListJson', JSON.stringify({ IDs: Array.from({ length: n }, () => 1) })) },
  { what: 'v1.2 Json POST: conditions', n: 5_000, send: (url, n) => jsonPost(url, 'GetCountPropertiesJson', JSON.stringify({ Conditions: Array.from({ length: n }, () => ({ Goal: 0 })) })) },
  { what: 'v1.2 Json POST: escapes in a string', n: 100_000, send: (url, n) => jsonPost(url, 'GetPersonJson', `{"Email":"${'\\u0026'.repeat(n)}"}`) },
  { what: 'v1.2 Json POST: a comma list', n: 20_000, send: (url, n) => jsonPost(url, 'GetPersonListJson', JSON.stringify({ IDs: '1,'.repeat(n) })) },
  { what: 'v1.2 Json POST: form keys', n: 20_000, send: (url, n) => jsonPost(url, 'GetPersonJson', `${'k=1&'.repeat(n)}json={}`, form['Content-Type']) },
];

describe('request cost', () => {
  let app: TestApp;
  beforeAll(async () => {
    // No credentials are sent: every request is refused after reading and binding, never throttled.
    app = await startTestApp({ THROTTLE_ADDRESS_MAX_FAILURES: '1000000', THROTTLE_MAX_FAILURES: '1000000', THROTTLE_ACCOUNT_MAX_FAILURES: '1000000' });
  });
  afterAll(async () => {
    await app?.close();
  });

  it.each(HOSTILE.map((hostile) => [hostile.what, hostile] as const))('grows linearly with the repetition: %s', async (_what, hostile) => {
    const statuses = new Set<number>();
    const cost = await costRatio(async (n) => statuses.add(await hostile.send(app.baseUrl, n)), hostile.n, FACTOR, 7);
    expect([...statuses].every((status) => status > 0)).toBe(true);
    expect({ what: hostile.what, ...cost, within: cost.large < BOUND * cost.small + SLACK_MS }).toMatchObject({ within: true });
  });
});
