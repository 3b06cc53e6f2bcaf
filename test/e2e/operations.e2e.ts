import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { OWN, V12 } from '../fixtures/v12/http.js';
import { startTestApp, type TestApp } from '../support/app.js';
import { metricValue } from '../support/fleet.js';
import { partialSoapCall, sleep } from '../support/slow-request.js';

/** The operator's endpoints of one instance: health probes, metrics, request ids, draining on close. */
describe('health, metrics and request ids', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(async () => {
    await app?.close();
  });

  it('answers /health/live and /health/ready (database up, no Redis configured)', async () => {
    const live = await fetch(`${app.baseUrl}/health/live`);
    expect(live.status).toBe(200);
    expect(await live.json()).toMatchObject({ status: 'ok' });
    const ready = await fetch(`${app.baseUrl}/health/ready`);
    expect(ready.status).toBe(200);
    const body = (await ready.json()) as { status: string; details: Record<string, { status: string }> };
    expect(body.status).toBe('ok');
    expect(body.details).toEqual({ instance: { status: 'up' }, database: { status: 'up' } });
  });

  it('serves Prometheus metrics that count calls by interface, protocol, operation and result', async () => {
    const json = encodeURIComponent(JSON.stringify(OWN));
    await fetch(`${app.baseUrl}${V12}/GetHistoriesTypeJson?json=${json}`);
    await fetch(`${app.baseUrl}/serviceapi.asmx/GetSite?CustomerName=${OWN.CustomerName}&CustomerPassword=wrong&SiteID=1`);
    const response = await fetch(`${app.baseUrl}/metrics`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = await response.text();
    expect(metricValue(text, 'listing_requests_total', { interface: 'v12', protocol: 'json-get', operation: 'GetHistoriesTypeJson', code: 'ok', status: '200' })).toBe(1);
    expect(metricValue(text, 'listing_requests_total', { interface: 'asmx', protocol: 'http-get', operation: 'GetSite', code: 'unauthenticated', status: '500' })).toBe(1);
    expect(metricValue(text, 'listing_login_failures_total', { interface: 'asmx' })).toBe(1);
    expect(text).toContain('# TYPE listing_request_duration_seconds histogram');
    expect(text).toContain('# TYPE listing_cache_hit_ratio gauge');
    expect(text).toMatch(/^nodejs_eventloop_lag_seconds /m);
    expect(text).not.toContain(OWN.CustomerPassword === 'demo' ? 'CustomerPassword' : OWN.CustomerPassword);
  });

  it('documents every series it serves, and every cache it counts, in deployment.md', async () => {
    const text = await (await fetch(`${app.baseUrl}/metrics`)).text();
    const families = [...text.matchAll(/^# TYPE (listing_[a-z_]+) /gm)].map((m) => m[1]!);
    const caches = [...new Set([...text.matchAll(/^listing_cache_lookups_total\{cache="([^"]+)"/gm)].map((m) => m[1]!))];
    expect(families.length).toBeGreaterThan(8);
    expect(caches).toContain('pages');
    const documented = readFileSync(new URL('../../docs/deployment.md', import.meta.url), 'utf8');
    const table = documented.slice(documented.indexOf('## Metrics'));
    expect(families.filter((name) => !table.includes(`\`${name}\``))).toEqual([]);
    expect(caches.filter((name) => !table.includes(`\`${name}\``))).toEqual([]);
  });

  it('counts a wrong person password as a failed person login', async () => {
    const count = async () => metricValue(await (await fetch(`${app.baseUrl}/metrics`)).text(), 'listing_login_failures_total', { interface: 'v12', kind: 'person' });
    const before = await count();
    const json = encodeURIComponent(JSON.stringify({ ...OWN, Email: 'jan.peeters@example.be', Password: 'not-jans-password' }));
    const response = await fetch(`${app.baseUrl}${V12}/CheckPersonLoginJson?json=${json}`);
    expect(response.status).toBe(200);
    expect(await count()).toBe(before + 1);
  });

  it('echoes a well-formed X-Request-Id and makes one otherwise', async () => {
    const given = await fetch(`${app.baseUrl}/health/live`, { headers: { 'X-Request-Id': 'lb-1234.abc' } });
    expect(given.headers.get('x-request-id')).toBe('lb-1234.abc');
    const forged = await fetch(`${app.baseUrl}/health/live`, { headers: { 'X-Request-Id': 'bad id\twith spaces' } });
    expect(forged.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    const none = await fetch(`${app.baseUrl}/nothing-here`);
    expect(none.status).toBe(404);
    expect(none.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('closing an instance', () => {
  it('lets a request in flight finish before the server closes', async () => {
    const app = await startTestApp();
    const call = partialSoapCall(app.baseUrl, OWN.CustomerName, OWN.CustomerPassword);
    await sleep(100);
    let closed = false;
    const closing = app.close().then(() => (closed = true));
    await sleep(300);
    expect(closed).toBe(false);
    const ready = await fetch(`${app.baseUrl}/health/ready`);
    expect(ready.status).toBe(503);
    // The health report stays JSON (the plain-text answers are for what the framework itself refuses).
    expect(ready.headers.get('content-type')).toMatch(/^application\/json/);
    expect(((await ready.json()) as { details: Record<string, { status: string }> }).details['instance']?.status).toBe('down');
    // Alive while draining: a liveness failure would have the orchestrator kill the requests in flight.
    const live = await fetch(`${app.baseUrl}/health/live`);
    expect(live.status).toBe(200);
    expect(await live.json()).toMatchObject({ status: 'ok' });
    call.finish();
    const { status, headers, body } = await call.answer;
    expect(status).toBe(200);
    // The request that was in flight when the stop began closes its connection too.
    expect(headers['connection']).toBe('close');
    expect(body).toContain('GetCountryCodesResult');
    await closing;
    expect(closed).toBe(true);
  });
});
