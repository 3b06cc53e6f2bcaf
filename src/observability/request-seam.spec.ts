import { once } from 'node:events';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { describe, expect, it } from '@jest/globals';
import { createLogger } from './logger.js';
import { Metrics } from './metrics.js';
import { noteOperation, noteOutcome } from './request-context.js';
import { classifyRequest, RequestSeam } from './request-seam.js';

describe('classifyRequest', () => {
  it.each([
    ['POST', '/serviceapi.asmx', 'text/xml; charset=utf-8', 'asmx', 'soap11'],
    ['POST', '/ServiceAPI.asmx', 'application/soap+xml; charset=utf-8', 'asmx', 'soap12'],
    ['GET', '/serviceapi.asmx/GetSite?CustomerName=a&CustomerPassword=b', undefined, 'asmx', 'http-get'],
    ['POST', '/serviceapi.asmx/GetSite', 'application/x-www-form-urlencoded', 'asmx', 'http-post'],
    ['GET', '/serviceapi.asmx?WSDL', undefined, 'asmx', 'wsdl'],
    ['GET', '/serviceapi.asmx?disco', undefined, 'asmx', 'disco'],
    ['GET', '/serviceapi.asmx?op=GetSite', undefined, 'asmx', 'help'],
    ['GET', '/1.2/APIService.svc/GetSiteJson?json={}', undefined, 'v12', 'json-get'],
    ['POST', '/1.2/APIService.svc/GetSiteJson', 'application/json', 'v12', 'json-post'],
    ['POST', '/1.2/APIService.svc', 'text/xml', 'v12', 'soap11'],
    ['GET', '/1.2/APIService.svc?singleWsdl', undefined, 'v12', 'wsdl'],
    ['GET', '/1.2/APIService.svc', undefined, 'v12', 'help'],
    ['GET', '/1.2/APIService.svc?openapi', undefined, 'v12', 'openapi'],
    ['GET', '/health/ready', undefined, 'ops', 'http'],
    ['GET', '/metrics', undefined, 'ops', 'http'],
    ['GET', '/nothing-here', undefined, 'other', 'http'],
  ])('%s %s (%s) is %s %s', (method, url, contentType, iface, protocol) => {
    expect(classifyRequest(method, url, contentType)).toEqual({ interface: iface, protocol });
  });
});

describe('RequestSeam', () => {
  async function serve(handler: (url: string) => void, refusalLogIntervalMs?: number) {
    const lines: Record<string, unknown>[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(JSON.parse(chunk.toString('utf8')) as Record<string, unknown>);
        done();
      },
    });
    const metrics = new Metrics(undefined, 4);
    const seam = new RequestSeam(createLogger({ logLevel: 'log', logFormat: 'json' }, stream), metrics, refusalLogIntervalMs);
    const server = createServer((request, response) =>
      seam.handle(request, response, () => {
        handler(request.url ?? '');
        response.end('done');
      }),
    );
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    const { port } = server.address() as AddressInfo;
    return { lines, metrics, seam, base: `http://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(resolve)) };
  }

  it('writes one access line without the query string, the security event, and counts the call', async () => {
    const app = await serve(() => {
      noteOperation('GetSite');
      noteOutcome('not-found', { accountId: 7 });
    });
    try {
      const response = await fetch(`${app.base}/serviceapi.asmx/GetSite?CustomerName=a&CustomerPassword=secret-pw`, { headers: { 'X-Request-Id': 'req-42' } });
      expect(response.headers.get('x-request-id')).toBe('req-42');
      await response.text();
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(app.lines.find((line) => line['msg'] === 'request')).toMatchObject({ reqId: 'req-42', interface: 'asmx', protocol: 'http-get', operation: 'GetSite', code: 'not-found', status: 200, accountId: 7, path: '/serviceapi.asmx/GetSite' });
      expect(app.lines.find((line) => line['event'] === 'not-found')).toMatchObject({ level: 30, accountId: 7, operation: 'GetSite' });
      expect(JSON.stringify(app.lines)).not.toContain('secret-pw');
      const text = (await app.metrics.render()).body;
      expect(text).toContain('listing_requests_total{interface="asmx",protocol="http-get",operation="GetSite",code="not-found",status="200"} 1');
      expect(app.seam.requestsInFlight).toBe(0);
    } finally {
      await app.close();
    }
  });

  it('drains: resolves when the request in flight ends, and marks responses Connection: close meanwhile', async () => {
    let release: () => void = () => {};
    const app = await serve(() => undefined);
    const slow = createServer((request, response) => app.seam.handle(request, response, () => (release = () => response.end('late'))));
    slow.listen(0, '127.0.0.1');
    await once(slow, 'listening');
    try {
      const pending = fetch(`http://127.0.0.1:${(slow.address() as AddressInfo).port}/x`);
      while (app.seam.requestsInFlight === 0) await new Promise((resolve) => setTimeout(resolve, 10));
      expect(app.seam.requestsInFlight).toBe(1);
      let drained = false;
      const draining = app.seam.drain(10_000).then(() => (drained = true));
      expect(app.seam.draining).toBe(true);
      const during = await fetch(`${app.base}/y`);
      expect(during.headers.get('connection')).toBe('close');
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(drained).toBe(false);
      release();
      const late = await pending;
      // The response already in flight when the drain began closes its connection as well.
      expect(late.headers.get('connection')).toBe('close');
      expect(await late.text()).toBe('late');
      await draining;
      expect(drained).toBe(true);
      expect(app.lines.filter((line) => line['event'] === 'draining')).toEqual([expect.objectContaining({ msg: 'Stopping: waiting for requests in flight', inFlight: 1 })]);
    } finally {
      release();
      await new Promise((resolve) => slow.close(resolve));
      await app.close();
    }
  });

  it('says that it stops when nothing is in flight', async () => {
    const app = await serve(() => undefined);
    try {
      await app.seam.drain(10_000);
      expect(app.lines.filter((line) => line['event'] === 'stopping')).toEqual([expect.objectContaining({ level: 30, msg: 'Stopping: no requests in flight', inFlight: 0 })]);
    } finally {
      await app.close();
    }
  });

  it('logs throttling refusals once per address and interval, with a count, not one line each', async () => {
    const app = await serve(() => {
      noteOperation('GetSite');
      noteOutcome('throttled', { customerName: 'guessed' });
    });
    try {
      for (let i = 0; i < 40; i += 1) await (await fetch(`${app.base}/serviceapi.asmx/GetSite`)).text();
      await new Promise((resolve) => setTimeout(resolve, 50));
      const refusals = () => app.lines.filter((line) => String(line['event']).startsWith('login-throttled'));
      expect(refusals()).toEqual([expect.objectContaining({ level: 40, event: 'login-throttled', customerName: 'guessed', client: '127.0.0.1', operation: 'GetSite' })]);
      // What the interval's timer does at its end:
      app.seam.refusals.flush();
      expect(refusals()).toEqual([
        expect.objectContaining({ event: 'login-throttled' }),
        expect.objectContaining({ level: 40, event: 'login-throttled-summary', client: '127.0.0.1', count: 39, seconds: 60, customerNames: ['guessed'] }),
      ]);
      expect(refusals()[1]).not.toHaveProperty('reqId');
      // An interval without refusals forgets the address: its next refusal is logged at once again.
      app.seam.refusals.flush();
      await (await fetch(`${app.base}/serviceapi.asmx/GetSite`)).text();
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(refusals().map((line) => line['event'])).toEqual(['login-throttled', 'login-throttled-summary', 'login-throttled']);
    } finally {
      app.seam.refusals.close();
      await app.close();
    }
  });
});
