/**
 * The agency API's framework over real HTTP: the served OpenAPI document is valid OpenAPI 3.1 and
 * describes exactly the routes the app serves; credentials, roles and rate limits answer problem
 * documents (RFC 9457); the docs page is self-contained.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Validator } from '@seriousme/openapi-schema-validator';
import type { OpenAPIObject } from '@nestjs/swagger';
import { ApiKeyService } from '../../src/api-keys/api-keys.service.js';
import { documentedRoutes, servedApiRoutes } from '../../src/api/http/openapi.js';
import { insertAgency } from '../support/factories/accounts.js';
import { startTestApp, type TestApp } from '../support/app.js';

async function call(app: TestApp, path: string, init: RequestInit & { key?: string } = {}) {
  const { key, ...rest } = init;
  const headers = new Headers(rest.headers);
  if (key !== undefined) headers.set('Authorization', `Bearer ${key}`);
  const response = await fetch(`${app.baseUrl}/api/v1${path}`, { ...rest, headers });
  const text = await response.text();
  const type = response.headers.get('content-type') ?? '';
  return { status: response.status, headers: response.headers, type, text, body: type.includes('json') && text !== '' ? (JSON.parse(text) as Record<string, unknown>) : null };
}

describe('agency API framework', () => {
  let app: TestApp;
  let keys: ApiKeyService;
  let admin: string;
  let viewer: string;

  beforeAll(async () => {
    app = await startTestApp({ API_RATE_LIMIT: '1000' });
    keys = new ApiKeyService(app.dataSource);
    const agency = await insertAgency(app.dataSource);
    admin = (await keys.create(agency.id, 'admin key', 'admin')).key;
    viewer = (await keys.create(agency.id, 'viewer key', 'viewer')).key;
  });

  afterAll(async () => {
    await app?.close();
  });

  it('serves a valid OpenAPI 3.1 document listing exactly the routes the app serves', async () => {
    const response = await call(app, '/openapi.json');
    expect(response.status).toBe(200);
    const document = response.body as unknown as OpenAPIObject;
    expect(document.openapi).toBe('3.1.0');
    const validator = new Validator();
    const result = await validator.validate(document as never);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(documentedRoutes(document)).toEqual(servedApiRoutes(app.app));
    expect(documentedRoutes(document)).toEqual(expect.arrayContaining(['GET /api/v1/audit', 'GET /api/v1/openapi.json', 'GET /api/v1/docs']));
  });

  it('serves a self-contained docs page and a page per problem type', async () => {
    const page = await call(app, '/docs');
    expect(page.status).toBe(200);
    expect(page.type).toMatch(/^text\/html/);
    expect(page.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(page.text).toContain('/api/v1/audit');
    expect(page.text).not.toMatch(/<script|https?:\/\/(?!127\.0\.0\.1|localhost)[^"'\s]*\.(js|css)/);
    const problem = await call(app, '/problems/precondition-failed');
    expect(problem.status).toBe(200);
    expect(problem.text).toContain('If-Match');
    const unknown = await call(app, '/problems/nonsense');
    expect(unknown.status).toBe(404);
    expect(unknown.type).toBe('application/problem+json');
  });

  it('refuses calls without credentials, with an unknown key and with a revoked key (401 problem)', async () => {
    for (const key of [undefined, 'lsk_not-a-real-key', 'something-else']) {
      const response = await call(app, '/audit', key === undefined ? {} : { key });
      expect(response.status).toBe(401);
      expect(response.type).toBe('application/problem+json');
      expect(response.body).toMatchObject({ type: expect.stringMatching(/\/api\/v1\/problems\/unauthenticated$/), status: 401, instance: response.headers.get('x-request-id') });
      expect(response.headers.get('www-authenticate')).toMatch(/^Bearer/);
    }
    const agency = await insertAgency(app.dataSource);
    const made = await keys.create(agency.id, 'soon revoked', 'admin');
    expect((await call(app, '/audit', { key: made.key })).status).toBe(200);
    await keys.revoke(made.record.id);
    const revoked = await call(app, '/audit', { key: made.key });
    expect(revoked.status).toBe(401);
    expect(JSON.stringify(revoked.body)).not.toContain('revoked');
  });

  it('answers 403 when the role is below what the route needs', async () => {
    const response = await call(app, '/audit', { key: viewer });
    expect(response.status).toBe(403);
    expect(response.body).toMatchObject({ type: expect.stringMatching(/\/problems\/forbidden$/), status: 403 });
    expect((await call(app, '/audit', { key: admin })).status).toBe(200);
  });

  it('lists every invalid query parameter as a JSON pointer, and refuses unknown ones and foreign cursors', async () => {
    const response = await call(app, '/audit?limit=0&actorKind=robot&foo=1&from=yesterday', { key: admin });
    expect(response.status).toBe(400);
    const fields = (response.body!['errors'] as { field: string; code: string }[]).map((error) => `${error.field} ${error.code}`).sort();
    expect(fields).toEqual(['/query/actorKind enum', '/query/foo unknown-field', '/query/from format', '/query/limit minimum']);
    const sort = await call(app, '/audit?sort=-price', { key: admin });
    expect(sort.status).toBe(400);
    expect(sort.body!['errors']).toEqual([expect.objectContaining({ field: '/query/sort', code: 'enum' })]);
    const cursor = await call(app, '/audit?cursor=bm9wZQ', { key: admin });
    expect(cursor.status).toBe(400);
    expect(cursor.body!['errors']).toEqual([expect.objectContaining({ field: '/query/cursor' })]);
  });

  it('answers an unknown route under /api/v1 with a not-found problem, other paths as before', async () => {
    const response = await call(app, '/no-such-thing', { key: admin });
    expect(response.status).toBe(404);
    expect(response.body).toMatchObject({ status: 404, type: expect.stringMatching(/\/problems\/not-found$/) });
    const legacy = await fetch(`${app.baseUrl}/no-such-thing`);
    expect(legacy.status).toBe(404);
    expect(legacy.headers.get('content-type')).toMatch(/^text\/plain/);
  });

  it('sends the rate limit headers on every answer', async () => {
    const response = await call(app, '/audit', { key: admin });
    expect(response.headers.get('ratelimit-policy')).toBe('"default";q=1000;w=60');
    expect(response.headers.get('ratelimit')).toMatch(/^"default";r=\d+;t=\d+$/);
  });
});

describe('agency API rate limit', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp({ API_RATE_LIMIT: '3', API_RATE_WINDOW_SECONDS: '3600' });
  });

  afterAll(async () => {
    await app?.close();
  });

  it('answers 429 with Retry-After beyond the per-key rate, other keys unaffected', async () => {
    const agency = await insertAgency(app.dataSource);
    const keys = new ApiKeyService(app.dataSource);
    const first = (await keys.create(agency.id, 'busy', 'admin')).key;
    const second = (await keys.create(agency.id, 'quiet', 'admin')).key;
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await call(app, '/audit', { key: first })).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
    const refused = await call(app, '/audit', { key: first });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(refused.headers.get('ratelimit')).toMatch(/^"default";r=0;t=\d+$/);
    expect(refused.body).toMatchObject({ type: expect.stringMatching(/\/problems\/rate-limited$/), status: 429 });
    expect((await call(app, '/audit', { key: second })).status).toBe(200);
  });
});
