/**
 * The agency API's own keys over real HTTP: made with the key shown once, listed without it,
 * revoked (calls refused at once), scoped to the agency, admins only, audited.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ApiKeyService } from '../../src/api-keys/api-keys.service.js';
import { callApi as call, demoApiKeys } from '../support/agency-api.js';
import { startTestApp, type TestApp } from '../support/app.js';

describe('agency API: api-keys', () => {
  let app: TestApp;
  let editor: string;
  let stranger: string;
  let admin: string;

  beforeAll(async () => {
    app = await startTestApp({ API_RATE_LIMIT: '10000' });
    ({ editor, stranger } = await demoApiKeys(app));
    admin = (await new ApiKeyService(app.dataSource).create(1, 'boss', 'admin')).key;
  }, 180_000);

  afterAll(async () => {
    await app?.close();
  });

  it('makes a key shown once, lists it without the secret, and revokes it at once', async () => {
    const created = await call(app, admin, 'POST', '/api-keys', { name: 'Website', role: 'viewer' }, { 'Idempotency-Key': 'key-website' });
    expect(created.status).toBe(201);
    expect(created.headers.get('location')).toBe(`/api/v1/api-keys/${created.body.id}`);
    expect(created.body).toMatchObject({ name: 'Website', role: 'viewer', revokedAt: null, lastUsedAt: null });
    expect(created.body.key).toMatch(/^lsk_[A-Za-z0-9_-]{43}$/);
    expect(created.body.keyStart).toBe(created.body.key.slice(0, 8));
    expect(created.body.agencyId).toBeUndefined();
    const replay = await call(app, admin, 'POST', '/api-keys', { name: 'Website', role: 'viewer' }, { 'Idempotency-Key': 'key-website' });
    expect(replay.body.id).toBe(created.body.id);
    expect(replay.body.key).toBeUndefined();
    const [stored] = await app.dataSource.query<{ body: string }[]>('SELECT body FROM idempotency_record WHERE body LIKE ?', [`%${created.body.key}%`]);
    expect(stored).toBeUndefined();

    const key: string = created.body.key;
    expect((await call(app, key, 'GET', '/properties?limit=1')).status).toBe(200);
    expect((await call(app, key, 'POST', '/properties', { typeId: 1 })).status).toBe(403);

    const list = await call(app, admin, 'GET', '/api-keys?limit=200');
    expect(list.status).toBe(200);
    expect(list.body.items.map((k: { id: number }) => k.id)).toContain(created.body.id);
    expect(JSON.stringify(list.body)).not.toContain(key);
    expect(list.body.items.every((k: { key?: string }) => k.key === undefined)).toBe(true);
    expect((await call(app, admin, 'GET', `/api-keys/${created.body.id}`)).body.name).toBe('Website');

    expect((await call(app, admin, 'DELETE', `/api-keys/${created.body.id}`)).status).toBe(204);
    expect((await call(app, key, 'GET', '/properties?limit=1')).status).toBe(401);
    expect((await call(app, admin, 'GET', `/api-keys/${created.body.id}`)).body.revokedAt).not.toBeNull();
    expect((await call(app, admin, 'DELETE', `/api-keys/${created.body.id}`)).status).toBe(204);

    const audit = await call(app, admin, 'GET', `/audit?resource=api-keys&resourceId=${created.body.id}&sort=id`);
    expect(audit.body.items.map((e: { action: string }) => e.action)).toEqual(['create', 'update']);
    expect(JSON.stringify(audit.body)).not.toContain(key);
  });

  it('refuses bad input listing every field, other roles and other agencies', async () => {
    const invalid = await call(app, admin, 'POST', '/api-keys', { name: 'x'.repeat(101), role: 'owner', scope: 'all' });
    expect(invalid.status).toBe(400);
    expect(invalid.body.errors.map((e: { field: string }) => e.field).sort()).toEqual(['/name', '/role', '/scope']);
    expect((await call(app, admin, 'POST', '/api-keys', { name: '  ', role: 'viewer' })).status).toBe(400);
    expect((await call(app, editor, 'GET', '/api-keys')).status).toBe(403);
    expect((await call(app, editor, 'POST', '/api-keys', { name: 'mine', role: 'admin' })).status).toBe(403);

    const { body: own } = await call(app, admin, 'POST', '/api-keys', { name: 'Own', role: 'editor' });
    expect((await call(app, stranger, 'GET', `/api-keys/${own.id}`)).status).toBe(404);
    expect((await call(app, stranger, 'DELETE', `/api-keys/${own.id}`)).status).toBe(404);
    expect((await call(app, stranger, 'GET', '/api-keys')).body.items.map((k: { name: string }) => k.name)).toEqual(['other agency']);
    expect((await call(app, own.key, 'GET', '/properties?limit=1')).status).toBe(200);
  });
});
