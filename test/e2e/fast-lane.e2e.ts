import { once } from 'node:events';
import { createServer, type RequestListener, type Server } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { afterAll, afterEach, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { createLogger } from '../../src/observability/logger.js';
import { AsmxDispatcher } from '../../src/soap/asmx/asmx-dispatcher.js';
import { V12Dispatcher } from '../../src/soap/v12/v12-dispatcher.js';
import { envelope as asmxEnvelope, operationElement } from './asmx-helpers.js';
import { credentialsXml, envelope as v12Envelope, OWN, V12 } from '../fixtures/v12/http.js';
import { metricValue } from '../support/fleet.js';
import { startTestApp, type TestApp } from '../support/app.js';

/**
 * The fast lane (src/soap/http/fast-lane.ts): requests on /serviceapi.asmx and /1.2/APIService.svc
 * go from the HTTP server to their dispatcher without Express; everything else goes through
 * Express and Nest. Its answers are compared byte for byte with those of the Express lane the
 * service had before (the same Nest application served by a plain server over its Express app).
 */

/** A log that keeps its JSON lines for the assertions. */
function capturedLog() {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString('utf8').split('\n')) if (line !== '') lines.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  return { lines, logger: createLogger({ logLevel: 'log', logFormat: 'json' }, stream) };
}

/**
 * Sends a raw HTTP/1.1 request (with `Connection: close`) and returns the raw answer once the server
 * closes the connection. The request side stays open: Node aborts a request whose client half-closes.
 */
async function exchange(port: number, request: string): Promise<string> {
  const socket = connect(port, '127.0.0.1');
  const chunks: Buffer[] = [];
  socket.on('data', (chunk: Buffer) => chunks.push(chunk));
  socket.write(request);
  await once(socket, 'close');
  return Buffer.concat(chunks).toString('latin1');
}

/** The answer without its Date header (the only part that may differ between two sends). */
function comparable(answer: string): string {
  return answer.replace(/\r\nDate: [^\r]*/, '');
}

function rawRequest(method: string, target: string, id: string, headers: Record<string, string> = {}, body = ''): string {
  const lines = [`${method} ${target} HTTP/1.1`, 'Host: svc.test', `X-Request-Id: ${id}`, 'Connection: close'];
  for (const [name, value] of Object.entries(headers)) lines.push(`${name}: ${value}`);
  if (body !== '' || method === 'POST') lines.push(`Content-Length: ${Buffer.byteLength(body)}`);
  return `${lines.join('\r\n')}\r\n\r\n${body}`;
}

const CREDENTIALS = `CustomerName=${OWN.CustomerName}&CustomerPassword=${OWN.CustomerPassword}`;
const COUNT = `GetPropertyCount?${CREDENTIALS}&PriceFrom=0&PriceTo=0&Goal=0&PostalCodes=&MinRoom=0&NrRooms=&GeographicIDs=&TypeIDs=&CityNames=`;
const JSON_CREDENTIALS = encodeURIComponent(JSON.stringify(OWN));
const FORM = 'application/x-www-form-urlencoded';

/** Requests on both interfaces (and beside them) whose answers must not depend on the lane. */
const CORPUS: readonly (readonly [string, string, Record<string, string>?, string?])[] = [
  ['GET', '/serviceapi.asmx'],
  ['GET', '/ServiceAPI.ASMX?op=GetPropertyCount'],
  ['GET', '/serviceapi.asmx?WSDL'],
  ['GET', '/serviceapi.asmx?disco'],
  ['GET', '/serviceapi.asmx/'],
  ['HEAD', '/serviceapi.asmx'],
  ['HEAD', `/serviceapi.asmx/${COUNT}`],
  ['PUT', '/serviceapi.asmx', {}, 'x'],
  ['OPTIONS', '/serviceapi.asmx/GetSite'],
  ['GET', `/serviceapi.asmx/${COUNT}`],
  ['GET', `/SERVICEAPI.asmx/${COUNT}`],
  ['GET', `/serviceapi.asmx/GetCountryCodes?${CREDENTIALS}`],
  ['GET', `/serviceapi.asmx/GetCountryCodes?CustomerName=${OWN.CustomerName}&CustomerPassword=wrong`],
  ['GET', `/serviceapi.asmx/Get%43ountryCodes?${CREDENTIALS}`],
  ['GET', `/serviceapi.asmx/Get%ZZ?${CREDENTIALS}`],
  ['GET', '/serviceapi.asmx/%E2%82'],
  ['GET', '/serviceapi.asmx/GetCountryCodes/extra'],
  ['POST', '/serviceapi.asmx/GetCountryCodes', { 'Content-Type': FORM }, CREDENTIALS],
  ['POST', '/serviceapi.asmx', { 'Content-Type': 'text/xml; charset=utf-8', SOAPAction: '"http://tempuri.org/GetCountryCodes"' }, asmxEnvelope('1.1', operationElement('GetCountryCodes', OWN))],
  ['POST', '/serviceapi.asmx', { 'Content-Type': 'application/soap+xml; charset=utf-8' }, asmxEnvelope('1.2', operationElement('GetCountryCodes', OWN))],
  ['POST', '/serviceapi.asmx', { 'Content-Type': 'application/json' }, '{}'],
  ['POST', '/serviceapi.asmx', { 'Content-Type': 'text/xml; charset=utf-8' }, '<not xml'],
  ['GET', V12],
  ['GET', `${V12}/`],
  ['GET', '/1.2/apiservice.SVC?wsdl'],
  ['GET', `${V12}?singleWsdl`],
  ['GET', `${V12}?xsd=xsd0`],
  ['GET', `${V12}?xsd=nope`],
  ['GET', `${V12}?openapi`],
  ['HEAD', V12],
  ['DELETE', V12],
  ['OPTIONS', V12],
  ['POST', V12, { 'Content-Type': 'text/xml; charset=utf-8', SOAPAction: '"http://tempuri.org/APIService/GetHistoriesTypeJson"' }, v12Envelope('GetHistoriesTypeJson', credentialsXml())],
  ['GET', `${V12}/GetHistoriesTypeJson?json=${JSON_CREDENTIALS}`],
  ['GET', `${V12}/GetHistoriesTypeJson/?json=${JSON_CREDENTIALS}`],
  ['GET', `${V12}/Get%48istoriesTypeJson?json=${JSON_CREDENTIALS}`],
  ['GET', `${V12}/Get%ZZ?json=${JSON_CREDENTIALS}`],
  ['HEAD', `${V12}/GetHistoriesTypeJson?json=${JSON_CREDENTIALS}`],
  ['POST', `${V12}/GetHistoriesTypeJson`, { 'Content-Type': 'application/json' }, JSON.stringify(OWN)],
  ['POST', `${V12}/GetHistoriesTypeJson`, { 'Content-Type': FORM }, `json=${JSON_CREDENTIALS}`],
  ['GET', `${V12}/NoSuchOperationJson?json=${JSON_CREDENTIALS}`],
  ['GET', `${V12}//`],
  ['GET', `${V12}/a/b`],
  ['GET', '/1.2/APIService.svcx'],
  ['GET', 'http://svc.test/serviceapi.asmx'],
  ['GET', `http://svc.test${V12}/GetHistoriesTypeJson?json=${JSON_CREDENTIALS}`],
  ['GET', '/serviceapi.asmx#top'],
  ['GET', '/'],
  ['GET', '/health/live'],
  ['GET', '/nothing-here'],
];

describe('the fast lane', () => {
  const log = capturedLog();
  let app: TestApp;
  let port: number;
  /** The Express application, whose `handle` sees every request that goes through Express. */
  let express: RequestListener & { handle: (...args: unknown[]) => void };
  /** The same application served the way it was before the fast lane: every request through Express. */
  let expressOnly: Server;
  let expressOnlyPort: number;

  beforeAll(async () => {
    app = await startTestApp({ THROTTLE_MAX_FAILURES: '1000', THROTTLE_ACCOUNT_MAX_FAILURES: '1000', BODY_LIMIT_BYTES: '2048' }, log.logger);
    port = Number(new URL(app.baseUrl).port);
    express = app.app.getHttpAdapter().getInstance() as typeof express;
    expressOnly = createServer(express);
    expressOnly.listen(0, '127.0.0.1');
    await once(expressOnly, 'listening');
    expressOnlyPort = (expressOnly.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await new Promise((resolve) => expressOnly?.close(resolve));
    await app?.close();
  });
  afterEach(() => {
    jest.restoreAllMocks();
  });

  it('answers the interfaces without Express and serves everything else through Express and Nest', async () => {
    const entered = jest.spyOn(express, 'handle');
    const fast = [
      rawRequest('GET', `/serviceapi.asmx/${COUNT}`, 'lane-1'),
      rawRequest('GET', '/serviceapi.asmx?WSDL', 'lane-2'),
      rawRequest('GET', `${V12}/GetHistoriesTypeJson?json=${JSON_CREDENTIALS}`, 'lane-3'),
      rawRequest('GET', '/1.2/apiservice.svc?singleWsdl', 'lane-4'),
    ];
    for (const request of fast) expect(await exchange(port, request)).toMatch(/^HTTP\/1\.1 200 OK\r\n/);
    expect(entered).not.toHaveBeenCalled();

    const throughNest: readonly [string, RegExp][] = [
      [rawRequest('GET', '/', 'nest-1'), /^HTTP\/1\.1 200 /],
      [rawRequest('GET', '/health/live', 'nest-2'), /^HTTP\/1\.1 200 [^]*"status":"ok"/],
      [rawRequest('GET', '/metrics', 'nest-3'), /^HTTP\/1\.1 200 [^]*listing_requests_total/],
      [rawRequest('GET', '/nothing-here', 'nest-4'), /^HTTP\/1\.1 404 [^]*\r\n\r\nNot Found\r\n$/],
      [rawRequest('GET', `${V12}/a/b`, 'nest-5'), /^HTTP\/1\.1 404 [^]*\r\n\r\nNot Found\r\n$/],
      // Targets Express parses itself (an absolute URL) stay on its lane and reach the same dispatchers.
      [rawRequest('GET', `http://svc.test${V12}/GetHistoriesTypeJson?json=${JSON_CREDENTIALS}`, 'nest-6'), /^HTTP\/1\.1 200 [^]*"Success":true/],
    ];
    for (const [request, answer] of throughNest) expect(await exchange(port, request)).toMatch(answer);
    expect(entered).toHaveBeenCalledTimes(throughNest.length);
  });

  it.each(CORPUS.map(([method, target, headers, body], index) => [method, target, headers ?? {}, body ?? '', index] as const))(
    'answers %s %s exactly as the Express lane does',
    async (method, target, headers, body, index) => {
      const fast = await exchange(port, rawRequest(method, target, `eq-${index}`, headers, body));
      const before = await exchange(expressOnlyPort, rawRequest(method, target, `eq-${index}`, headers, body));
      expect(fast).toMatch(/^HTTP\/1\.1 \d{3} /);
      expect(comparable(fast)).toBe(comparable(before));
      expect(fast).toMatch(/\r\nX-Request-Id: eq-\d+\r\n/);
      expect(fast).toMatch(/\r\nX-Content-Type-Options: nosniff\r\n/);
    },
  );

  it('answers a body over the limit with 413 and closes the connection, as the Express lane does', async () => {
    const big = 'x'.repeat(4096);
    for (const target of ['/serviceapi.asmx/GetCountryCodes', V12]) {
      const contentType = target === V12 ? 'text/xml; charset=utf-8' : FORM;
      const request = rawRequest('POST', target, 'big', { 'Content-Type': contentType }, big);
      const fast = await exchange(port, request);
      expect(fast).toMatch(/^HTTP\/1\.1 413 /);
      expect(comparable(fast)).toBe(comparable(await exchange(expressOnlyPort, request)));
    }
  });

  it("answers and logs a dispatcher's unexpected error as Nest does: a 500 without detail", async () => {
    jest.spyOn(app.app.get(AsmxDispatcher), 'handle').mockRejectedValue(new Error('disk on fire'));
    jest.spyOn(app.app.get(V12Dispatcher), 'form').mockRejectedValue(new Error('disk on fire'));
    for (const [method, target] of [
      ['GET', `/serviceapi.asmx/${COUNT}`],
      ['HEAD', '/serviceapi.asmx'],
      ['GET', `${V12}/GetHistoriesTypeJson?json=${JSON_CREDENTIALS}`],
    ] as const) {
      const fast = await exchange(port, rawRequest(method, target, 'boom-fast'));
      expect(fast).toMatch(/^HTTP\/1\.1 500 Internal Server Error\r\n/);
      expect(fast).not.toContain('disk on fire');
      expect(comparable(fast)).toBe(comparable(await exchange(expressOnlyPort, rawRequest(method, target, 'boom-fast'))));
    }
    const reports = log.lines.filter((line) => line['context'] === 'ExceptionsHandler' && line['reqId'] === 'boom-fast');
    // Three from each lane, each with the error's stack in the log only.
    expect(reports).toHaveLength(6);
    expect(reports.every((line) => line['level'] === 50 && (line['err'] as { stack: string }).stack.includes('disk on fire'))).toBe(true);
  });

  it('writes the access line and counts the metrics of the requests it answers', async () => {
    const metric = async () =>
      metricValue(await (await fetch(`${app.baseUrl}/metrics`)).text(), 'listing_requests_total', {
        interface: 'asmx',
        protocol: 'http-get',
        operation: 'GetPropertyCount',
        code: 'ok',
        status: '200',
      });
    const before = await metric();
    expect(await exchange(port, rawRequest('GET', `/serviceapi.asmx/${COUNT}`, 'counted-1'))).toMatch(/^HTTP\/1\.1 200 /);
    expect(await exchange(port, rawRequest('GET', `/serviceapi.asmx/${COUNT}`, 'counted-2'))).toMatch(/^HTTP\/1\.1 200 /);
    expect(await metric()).toBe(before + 2);
    const line = log.lines.find((entry) => entry['reqId'] === 'counted-1' && entry['msg'] === 'request');
    expect(line).toMatchObject({
      context: 'Access',
      interface: 'asmx',
      protocol: 'http-get',
      operation: 'GetPropertyCount',
      code: 'ok',
      status: 200,
      method: 'GET',
      path: '/serviceapi.asmx/GetPropertyCount',
      client: '127.0.0.1',
    });
  });
});

describe('the client address on the fast lane', () => {
  const FAILED = /^HTTP\/1\.1 500 /;

  /** The client of each case's access line, and the outcome of a wrong password from 192.0.2.1 and 192.0.2.2 after three from 192.0.2.1. */
  async function clientsOf(trustProxy: boolean): Promise<{ clients: Record<string, unknown>; again: unknown; other: unknown }> {
    const log = capturedLog();
    const env = { TRUST_PROXY: String(trustProxy), THROTTLE_MAX_FAILURES: '3', THROTTLE_ACCOUNT_MAX_FAILURES: '1000', THROTTLE_ADDRESS_MAX_FAILURES: '1000' };
    const app = await startTestApp(env, log.logger);
    try {
      const port = Number(new URL(app.baseUrl).port);
      const wrong = `/serviceapi.asmx/${COUNT.replace(CREDENTIALS, `CustomerName=${OWN.CustomerName}&CustomerPassword=wrong`)}`;
      const accessLine = (id: string) => log.lines.find((line) => line['reqId'] === id && line['msg'] === 'request');
      const cases: Record<string, Record<string, string>> = {
        none: {},
        one: { 'X-Forwarded-For': '203.0.113.7' },
        chain: { 'X-Forwarded-For': '203.0.113.7, 198.51.100.23' },
        spaces: { 'X-Forwarded-For': ' 203.0.113.7 ,  198.51.100.24  , ' },
        empty: { 'X-Forwarded-For': ' , ' },
      };
      const clients: Record<string, unknown> = {};
      for (const [name, headers] of Object.entries(cases)) {
        expect(await exchange(port, rawRequest('GET', wrong, `addr-${name}`, headers))).toMatch(FAILED);
        clients[name] = accessLine(`addr-${name}`)?.['client'];
      }
      // The login throttle counts failures per (account, address) with the same address.
      for (let i = 0; i < 3; i++) expect(await exchange(port, rawRequest('GET', wrong, `guess-${i}`, { 'X-Forwarded-For': '192.0.2.1' }))).toMatch(FAILED);
      expect(await exchange(port, rawRequest('GET', wrong, 'again', { 'X-Forwarded-For': '192.0.2.1' }))).toMatch(FAILED);
      expect(await exchange(port, rawRequest('GET', wrong, 'other', { 'X-Forwarded-For': '192.0.2.2' }))).toMatch(FAILED);
      return { clients, again: accessLine('again')?.['code'], other: accessLine('other')?.['code'] };
    } finally {
      await app.close();
    }
  }

  it('is the right-most X-Forwarded-For entry behind a trusted proxy (one hop), as Express gave it', async () => {
    expect(await clientsOf(true)).toEqual({
      clients: { none: '127.0.0.1', one: '203.0.113.7', chain: '198.51.100.23', spaces: '198.51.100.24', empty: '127.0.0.1' },
      again: 'throttled',
      other: 'unauthenticated',
    });
  });

  it("is the connection's peer without a trusted proxy, whatever X-Forwarded-For says", async () => {
    expect(await clientsOf(false)).toEqual({
      clients: { none: '127.0.0.1', one: '127.0.0.1', chain: '127.0.0.1', spaces: '127.0.0.1', empty: '127.0.0.1' },
      again: 'throttled',
      other: 'throttled',
    });
  });
});
