/**
 * The load benchmark's scenarios and what each reference answers for them, shared by the
 * benchmark (run.ts) and the test that proves the references do the same work
 * (test/e2e/bench-references.e2e.ts: every reference answer within 5 % of our bytes).
 */
import { listParameters, soap11Envelope, type Credentials } from './bench-requests.js';
import { fetchBody, type LoadRequest, type RequestPool } from './load.js';
import type { CannedScenario } from './reference-servers.js';

/** A load scenario: our requests, and the first-interface operation and arguments node-soap answers for it. */
export interface LoadScenario {
  readonly id: string;
  readonly name: string;
  readonly pool: RequestPool;
  readonly soapOperation: string;
  readonly soapArguments: Record<string, string>;
  readonly connections?: number;
}

export function soap11(namespace: string, operation: string, parameters: Record<string, string>, path = '/serviceapi.asmx'): LoadRequest {
  const ns = namespace.endsWith('/') ? namespace : `${namespace}/`;
  return {
    method: 'POST',
    path,
    headers: { 'Content-Type': 'text/xml; charset=utf-8', SOAPAction: `"${ns}${operation}"` },
    body: soap11Envelope(namespace, operation, parameters),
  };
}

export function httpGet(operation: string, parameters: Record<string, string>): LoadRequest {
  return { method: 'GET', path: `/serviceapi.asmx/${operation}?${new URLSearchParams(parameters).toString()}` };
}

export function v12Json(operation: string, request: Record<string, unknown>): LoadRequest {
  return { method: 'GET', path: `/1.2/APIService.svc/${operation}Json?json=${encodeURIComponent(JSON.stringify(request))}` };
}

/**
 * The result text inside our response: what node-soap is given to return (it escapes it itself).
 * A v1.2 Json answer is compared with node-soap returning that text as the operation's string:
 * its quotes (which node-soap would escape to six bytes each) are given as backquotes, so that
 * node-soap's answer has the size of ours and it still runs its escaping over all of it.
 */
export function resultText(body: string, request: LoadRequest): string {
  if (request.path.startsWith('/1.2/')) return body.replace(/["'&<>]/g, '`');
  const match = /<(\w+Result|string)(?: [^>]*)?>([\s\S]*)<\/\1>/.exec(body);
  if (!match) throw new Error(`no result element in ${body.slice(0, 200)}`);
  return match[2]!.replaceAll('&lt;', '<').replaceAll('&gt;', '>').replaceAll('&quot;', '"').replaceAll('&amp;', '&');
}

export function contentTypeOf(request: LoadRequest): string {
  return request.path.startsWith('/1.2/') ? 'application/json; charset=utf-8' : 'text/xml; charset=utf-8';
}

/** The property ids of a first-interface list answer (XML escaped in its string result). */
export function listedIds(text: string): number[] {
  return [...text.matchAll(/&lt;Property&gt;&lt;ID&gt;(\d+)&lt;\/ID&gt;/g)].map((match) => Number(match[1]));
}

export interface ScenarioContext {
  readonly namespace: string;
  readonly credentials: Credentials;
  /** Properties listed for sale. */
  readonly total: number;
  /** A hot pool of listed ids (fewer than the record cache holds). */
  readonly hotIds: readonly number[];
  /** Ids drawn from the whole listing (more than the record cache holds on a large data set). */
  readonly wholeIds: readonly number[];
  readonly highConnections: number;
}

export const countParameters = (credentials: Credentials) => ({
  ...credentials,
  PriceFrom: '0',
  PriceTo: '0',
  Goal: '0',
  PostalCodes: '',
  MinRoom: '0',
  NrRooms: '',
  GeographicIDs: '',
  TypeIDs: '',
  CityNames: '',
});

export const detailParameters = (credentials: Credentials, id: number) => ({ ...credentials, ID: String(id), LanguageID: '2', RICHTEXTFORMAT: '1' });

export function pageParameters(credentials: Credentials, from: number, size: number): Record<string, string> {
  return { ...listParameters(credentials), Limit1: String(from), Limit2: String(from + size - 1) };
}

/**
 * Where the pages of the "across the listing" list scenario start: up to 2,000 positions spread
 * at random (a fixed sequence, the same in every run) over the whole listing, so at 1M their
 * records and pages are not in any cache.
 */
export function wholePages(total: number): number[] {
  const last = Math.max(1, total - 19);
  let state = 0x9e3779b9;
  return Array.from({ length: Math.min(2000, last) }, () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return 1 + (state % last);
  });
}

/** The load scenarios (ours against node-soap and bare, alternating turns). */
export function loadScenarios(context: ScenarioContext): LoadScenario[] {
  const { namespace, credentials, total, hotIds, wholeIds, highConnections } = context;
  const soap = (operation: string, parameters: Record<string, string>) => soap11(namespace, operation, parameters);
  const detail = (id: number) => detailParameters(credentials, id);
  const page = (from: number, size: number) => pageParameters(credentials, from, size);
  const middle = Math.floor(total / 2);
  const countFilter = { ...countParameters(credentials), PriceFrom: '100000', PriceTo: '500000', MinRoom: '2' };
  const getProperty = (id: string, name: string, pool: readonly number[], connections?: number): LoadScenario => ({
    id,
    name,
    pool: pool.map((one) => soap('GetProperty', detail(one))),
    soapOperation: 'GetProperty',
    soapArguments: detail(pool[0]!),
    ...(connections ? { connections } : {}),
  });
  return [
    getProperty('getproperty-hot', `SOAP 1.1 GetProperty, ${hotIds.length} hot ids`, hotIds),
    getProperty('getproperty-whole', `SOAP 1.1 GetProperty, ${wholeIds.length} ids, whole listing`, wholeIds),
    getProperty('getproperty-one', 'SOAP 1.1 GetProperty, one id', hotIds.slice(0, 1)),
    { id: 'get-list-20', name: 'HTTP GET GetPropertyList, 20 records', pool: [httpGet('GetPropertyList', page(1, 20))], soapOperation: 'GetPropertyList', soapArguments: page(1, 20) },
    {
      id: 'get-list-20-whole',
      name: `HTTP GET GetPropertyList, 20 records, ${wholePages(total).length} pages across the listing`,
      pool: wholePages(total).map((from) => httpGet('GetPropertyList', page(from, 20))),
      soapOperation: 'GetPropertyList',
      soapArguments: page(wholePages(total)[0]!, 20),
    },
    { id: 'soap-list-first', name: 'SOAP 1.1 GetPropertyList, first page of 10', pool: [soap('GetPropertyList', page(1, 10))], soapOperation: 'GetPropertyList', soapArguments: page(1, 10) },
    { id: 'soap-list-middle', name: 'SOAP 1.1 GetPropertyList, middle page of 10', pool: [soap('GetPropertyList', page(middle, 10))], soapOperation: 'GetPropertyList', soapArguments: page(middle, 10) },
    { id: 'soap-list-last', name: 'SOAP 1.1 GetPropertyList, last page of 10', pool: [soap('GetPropertyList', page(total - 9, 10))], soapOperation: 'GetPropertyList', soapArguments: page(total - 9, 10) },
    {
      id: 'v12-list2-json-10',
      name: 'v1.2 GetPropertyList2Json, 10 records',
      pool: [v12Json('GetPropertyList2', { ...credentials, LanguageID: 1, Goal: 0, Limit1: 1, Limit2: 10 })],
      soapOperation: 'GetPropertyList',
      soapArguments: page(1, 10),
    },
    // Small answers over SOAP, not HTTP GET: node-soap's envelope alone would be larger than the GET answer.
    { id: 'soap-count', name: 'SOAP 1.1 GetPropertyCount (cached)', pool: [soap('GetPropertyCount', countFilter)], soapOperation: 'GetPropertyCount', soapArguments: countFilter },
    {
      id: 'soap-countrycodes',
      name: 'SOAP 1.1 GetCountryCodes',
      pool: [soap('GetCountryCodes', { ...credentials, Goal: '0', WebIDs: '' })],
      soapOperation: 'GetCountryCodes',
      soapArguments: { ...credentials, Goal: '0', WebIDs: '' },
    },
    {
      id: 'get-list-20-high',
      name: `HTTP GET GetPropertyList, 20 records, ${highConnections} connections`,
      pool: [httpGet('GetPropertyList', page(1, 20))],
      soapOperation: 'GetPropertyList',
      soapArguments: page(1, 20),
      connections: highConnections,
    },
    getProperty('getproperty-whole-high', `SOAP 1.1 GetProperty, whole listing, ${highConnections} connections`, wholeIds, highConnections),
  ];
}

/** What the references answer for each scenario: node-soap's string result and the bare server's bytes (ours, for the pool's first request). */
export async function cannedAnswers(baseUrl: string, scenarios: readonly LoadScenario[]): Promise<CannedScenario[]> {
  const canned: CannedScenario[] = [];
  for (const scenario of scenarios) {
    const request = scenario.pool[0]!;
    const body = await fetchBody(baseUrl, request);
    canned.push({ id: scenario.id, operation: scenario.soapOperation, result: resultText(body, request), contentType: contentTypeOf(request), body });
  }
  return canned;
}

/** The requests the references are loaded with: node-soap's SOAP 1.1 call and the bare server's copy of ours. */
export function referenceRequests(namespace: string, scenario: LoadScenario): { soap: LoadRequest; bare: LoadRequest } {
  return {
    soap: soap11(namespace, scenario.soapOperation, scenario.soapArguments, `/soap/${scenario.id}`),
    bare: { ...scenario.pool[0]!, path: `/bare/${scenario.id}` },
  };
}
