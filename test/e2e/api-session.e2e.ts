/**
 * Staff sessions of the agency API over real HTTP: sign-in with the demo admin login, the
 * `lsid` cookie and its CSRF token, expiry, sign-out, the login throttle, password reset by mail
 * end to end, and role refusals of a session.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Readable } from 'node:stream';
import { ApiKeyService } from '../../src/api-keys/api-keys.service.js';
import { runCli } from '../../src/cli/run-cli.js';
import { OutboxMail } from '../../src/mail/mail.entities.js';
import { DEMO_STAFF_LOGIN } from '../../src/seeding/demo-data.js';
import { StaffSession } from '../../src/staff-auth/staff-auth.entities.js';
import { AgencyUser } from '../../src/staff/staff.entities.js';
import { startTestApp, type TestApp } from '../support/app.js';

interface Answer {
  status: number;
  headers: Headers;
  body: Record<string, unknown> | null;
}

async function call(app: TestApp, path: string, init: RequestInit & { cookie?: string; csrf?: string; json?: unknown } = {}): Promise<Answer> {
  const { cookie, csrf, json, ...rest } = init;
  const headers = new Headers(rest.headers);
  if (cookie !== undefined) headers.set('Cookie', cookie);
  if (csrf !== undefined) headers.set('X-CSRF-Token', csrf);
  if (json !== undefined) headers.set('Content-Type', 'application/json');
  const response = await fetch(`${app.baseUrl}/api/v1${path}`, { ...rest, headers, ...(json !== undefined ? { body: JSON.stringify(json) } : {}) });
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: text === '' ? null : (JSON.parse(text) as Record<string, unknown>) };
}

/** The `name=value` of the session cookie a response set. */
function cookieOf(answer: Answer): string {
  const header = answer.headers.get('set-cookie') ?? '';
  return header.split(';')[0] ?? '';
}

async function signIn(app: TestApp, email: string, password: string) {
  const answer = await call(app, '/session', { method: 'POST', json: { email, password } });
  return { answer, cookie: cookieOf(answer), csrf: String(answer.body?.['csrfToken'] ?? '') };
}

describe('agency API staff sessions and staff users', () => {
  let app: TestApp;
  let keys: ApiKeyService;

  async function cli(argv: string[], stdin = '') {
    const out: string[] = [];
    const code = await runCli(argv, { stdout: (t) => out.push(t), stderr: (t) => out.push(t), stdin: Readable.from([stdin]), env: {}, database: async () => app.dataSource });
    return { code, text: out.join('\n') };
  }

  /** The demo agency's users by id: the first one holds the demo admin login. */
  function usersOfAgency1(): Promise<AgencyUser[]> {
    return app.dataSource.getRepository(AgencyUser).find({ where: { agencyId: 1 }, order: { id: 'ASC' } });
  }

  beforeAll(async () => {
    app = await startTestApp({ API_RATE_LIMIT: '1000' });
    keys = new ApiKeyService(app.dataSource);
  }, 180_000);

  afterAll(async () => {
    await app?.close();
  });

  it('signs in with email and password: an httpOnly SameSite=Strict cookie, the CSRF token and both expiries', async () => {
    const { answer, cookie, csrf } = await signIn(app, DEMO_STAFF_LOGIN.email, DEMO_STAFF_LOGIN.password);
    expect(answer.status).toBe(201);
    const setCookie = answer.headers.get('set-cookie') ?? '';
    expect(setCookie).toMatch(/^lsid=[A-Za-z0-9_-]{43}; Path=\/api\/v1; Max-Age=\d+; HttpOnly; SameSite=Strict$/);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(answer.body).toMatchObject({
      user: { email: DEMO_STAFF_LOGIN.email, role: 'admin', name: 'De Vos', firstName: 'Thomas', language: 1 },
      agency: { id: 1, name: 'Immo Demo' },
    });
    expect(csrf).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const expires = Date.parse(String(answer.body?.['expiresAt']));
    const idle = Date.parse(String(answer.body?.['idleExpiresAt']));
    expect(expires - Date.now()).toBeGreaterThan(11 * 3_600_000);
    expect(idle).toBeLessThan(expires);

    const current = await call(app, '/session', { cookie });
    expect(current.status).toBe(200);
    expect(current.body).toMatchObject({ user: answer.body?.['user'], agency: answer.body?.['agency'], csrfToken: csrf });
    const audit = await call(app, '/audit', { cookie });
    expect(audit.status).toBe(200);
  });

  it('answers 401 alike for a wrong password and an unknown email, and 400 for a body without them', async () => {
    const wrong = await call(app, '/session', { method: 'POST', json: { email: DEMO_STAFF_LOGIN.email, password: 'not the password' } });
    const unknown = await call(app, '/session', { method: 'POST', json: { email: 'nobody@nowhere.example', password: 'not the password' } });
    for (const answer of [wrong, unknown]) {
      expect(answer.status).toBe(401);
      expect(answer.headers.get('content-type')).toMatch(/^application\/problem\+json/);
      expect(answer.headers.get('set-cookie')).toBeNull();
    }
    expect(wrong.body?.['detail']).toBe(unknown.body?.['detail']);
    const empty = await call(app, '/session', { method: 'POST', json: { email: DEMO_STAFF_LOGIN.email } });
    expect(empty.status).toBe(400);
    expect(empty.body?.['errors']).toEqual([expect.objectContaining({ field: '/password' })]);
  });

  it('refuses a request of a session without its CSRF token (403), or with another session\'s', async () => {
    const one = await signIn(app, DEMO_STAFF_LOGIN.email, DEMO_STAFF_LOGIN.password);
    const two = await signIn(app, DEMO_STAFF_LOGIN.email, DEMO_STAFF_LOGIN.password);
    const missing = await call(app, '/session', { method: 'DELETE', cookie: one.cookie });
    expect(missing.status).toBe(403);
    expect(String(missing.body?.['type'])).toMatch(/\/api\/v1\/problems\/forbidden$/);
    expect((await call(app, '/session', { method: 'DELETE', cookie: one.cookie, csrf: two.csrf })).status).toBe(403);
    expect((await call(app, '/session', { cookie: one.cookie })).status).toBe(200);
  });

  it('signs out: 204, the cookie cleared, and the session is gone', async () => {
    const { cookie, csrf } = await signIn(app, DEMO_STAFF_LOGIN.email, DEMO_STAFF_LOGIN.password);
    const out = await call(app, '/session', { method: 'DELETE', cookie, csrf });
    expect(out.status).toBe(204);
    expect(out.headers.get('set-cookie')).toMatch(/^lsid=; Path=\/api\/v1; Max-Age=0; HttpOnly; SameSite=Strict$/);
    expect((await call(app, '/session', { cookie })).status).toBe(401);
    expect((await call(app, '/audit', { cookie })).status).toBe(401);
  });

  it('answers 401 for an expired session, on the session route and on every other', async () => {
    const { cookie, answer } = await signIn(app, DEMO_STAFF_LOGIN.email, DEMO_STAFF_LOGIN.password);
    expect(answer.status).toBe(201);
    const past = new Date(Math.floor(Date.now() / 1000) * 1000 - 1000);
    const sessions = await app.dataSource.getRepository(StaffSession).find();
    for (const session of sessions) await app.dataSource.getRepository(StaffSession).update({ id: session.id }, { idleExpiresAt: past });
    const expired = await call(app, '/session', { cookie });
    expect(expired.status).toBe(401);
    expect(String(expired.body?.['type'])).toMatch(/\/problems\/unauthenticated$/);
    expect((await call(app, '/audit', { cookie })).status).toBe(401);
  });

  it('refuses a role below the route\'s (403) for a viewer session', async () => {
    const viewerId = String((await usersOfAgency1())[1]!.id);
    const given = await cli(['users', 'login', '--agency', '1', '--user', viewerId, '--email', 'viewer@immodemo.be', '--role', 'viewer', '--password-stdin'], 'viewer secret pass\n');
    expect(given.code).toBe(0);
    const { answer, cookie } = await signIn(app, 'viewer@immodemo.be', 'viewer secret pass');
    expect(answer.body).toMatchObject({ user: { role: 'viewer' } });
    const refused = await call(app, '/audit', { cookie });
    expect(refused.status).toBe(403);
  });

  it('resets a forgotten password by mail, end to end', async () => {
    const email = 'reset.me@immodemo.be';
    const userId = String((await usersOfAgency1())[2]!.id);
    expect((await cli(['users', 'login', '--agency', '1', '--user', userId, '--email', email, '--role', 'editor', '--password-stdin'], 'old secret pass\n')).code).toBe(0);
    const before = await signIn(app, email, 'old secret pass');
    expect(before.answer.status).toBe(201);

    expect((await call(app, '/password-reset-requests', { method: 'POST', json: { email: 'unknown@nowhere.example' } })).status).toBe(202);
    const asked = await call(app, '/password-reset-requests', { method: 'POST', json: { email } });
    expect(asked.status).toBe(202);
    expect(asked.body).toBeNull();
    const mail = await app.dataSource.getRepository(OutboxMail).findOneOrFail({ where: { recipient: email, kind: 'staff-password-reset' }, order: { id: 'DESC' } });
    const token = /\/admin\/password-reset\?token=([A-Za-z0-9_-]{43})/.exec(mail.body)?.[1];
    expect(token).toBeDefined();

    const bad = await call(app, '/password-resets', { method: 'POST', json: { token: 'x'.repeat(43), password: 'new secret pass' } });
    expect(bad.status).toBe(400);
    expect(bad.body?.['errors']).toEqual([expect.objectContaining({ field: '/token' })]);
    const weak = await call(app, '/password-resets', { method: 'POST', json: { token, password: 'short' } });
    expect(weak.status).toBe(400);
    expect(weak.body?.['errors']).toEqual([expect.objectContaining({ field: '/password' })]);

    expect((await call(app, '/password-resets', { method: 'POST', json: { token, password: 'new secret pass' } })).status).toBe(204);
    expect((await call(app, '/session', { cookie: before.cookie })).status).toBe(401);
    expect((await signIn(app, email, 'old secret pass')).answer.status).toBe(401);
    expect((await signIn(app, email, 'new secret pass')).answer.status).toBe(201);
    expect((await call(app, '/password-resets', { method: 'POST', json: { token, password: 'another secret' } })).status).toBe(400);
  });

  it('throttles repeated failed sign-ins with 429 and Retry-After, before any password check', async () => {
    const email = 'throttled@nowhere.example';
    let last: Answer | undefined;
    for (let i = 0; i < app.config.throttle.maxFailures; i++) {
      last = await call(app, '/session', { method: 'POST', json: { email, password: 'guess' } });
      expect(last.status).toBe(401);
    }
    last = await call(app, '/session', { method: 'POST', json: { email, password: 'guess' } });
    expect(last.status).toBe(429);
    expect(last.headers.get('retry-after')).toBe(String(app.config.throttle.windowMs / 1000));
    expect(String(last.body?.['type'])).toMatch(/\/problems\/rate-limited$/);
  });

  describe('/staff-users', () => {
    async function admin() {
      return signIn(app, DEMO_STAFF_LOGIN.email, DEMO_STAFF_LOGIN.password);
    }

    it('lists the agency\'s users with their logins, paged by id; one user reads alone', async () => {
      const { cookie } = await admin();
      const first = await call(app, '/staff-users?limit=2', { cookie });
      expect(first.status).toBe(200);
      const users = await usersOfAgency1();
      expect(first.body).toMatchObject({ total: users.length, items: [{ id: users[0]!.id, login: { email: DEMO_STAFF_LOGIN.email, role: 'admin', hasPassword: true } }, { id: users[1]!.id }] });
      const next = await call(app, `/staff-users?limit=2&cursor=${String(first.body?.['nextCursor'])}`, { cookie });
      expect((next.body?.['items'] as { id: number }[])[0]?.id).toBe(users[2]!.id);
      const one = await call(app, `/staff-users/${users[0]!.id}`, { cookie });
      expect(one.body).toMatchObject({ id: users[0]!.id, name: 'De Vos', firstName: 'Thomas', login: { role: 'admin' } });
    });

    it('lets an admin give, change and remove a login — audited, ETag and If-Match honoured, sessions ended', async () => {
      const { cookie, csrf } = await admin();
      const user = (await usersOfAgency1())[3]!;
      const path = `/staff-users/${user.id}/login`;
      const created = await call(app, path, { method: 'PUT', cookie, csrf, json: { email: 'new.member@immodemo.be', role: 'editor', password: 'member secret pass' } });
      expect(created.status).toBe(201);
      expect(created.headers.get('etag')).toBe('"1"');
      expect(created.body).toMatchObject({ email: 'new.member@immodemo.be', role: 'editor', hasPassword: true, version: 1 });
      const member = await signIn(app, 'new.member@immodemo.be', 'member secret pass');
      expect(member.answer.status).toBe(201);

      const stale = await call(app, path, { method: 'PATCH', cookie, csrf, json: { role: 'viewer' }, headers: { 'If-Match': '"7"' } });
      expect(stale.status).toBe(412);
      expect((await call(app, '/session', { cookie: member.cookie })).status).toBe(200);
      const changed = await call(app, path, { method: 'PATCH', cookie, csrf, json: { role: 'viewer' }, headers: { 'If-Match': '"1"' } });
      expect(changed.status).toBe(200);
      expect(changed.body).toMatchObject({ role: 'viewer', version: 2 });
      expect((await call(app, '/session', { cookie: member.cookie })).status).toBe(401);

      const audit = await call(app, `/audit?resource=staff-users&resourceId=${user.id}`, { cookie });
      const entries = audit.body?.['items'] as { action: string; actor: { kind: string; label: string }; changes: { field: string; old: unknown; new: unknown }[] }[];
      expect(entries[0]).toMatchObject({ action: 'update', actor: { kind: 'staff', label: 'Thomas De Vos' } });
      expect(entries[0]!.changes).toEqual(expect.arrayContaining([{ field: 'login/role', old: 'editor', new: 'viewer' }]));
      expect(JSON.stringify(entries)).not.toContain('argon2');

      expect((await call(app, path, { method: 'DELETE', cookie, csrf })).status).toBe(204);
      expect((await call(app, path, { cookie })).status).toBe(404);
      expect((await signIn(app, 'new.member@immodemo.be', 'member secret pass')).answer.status).toBe(401);
    });

    it('refuses a write without the CSRF token, a role below admin, the admin\'s own removal, and another agency\'s ids', async () => {
      const { cookie, csrf } = await admin();
      const users = await usersOfAgency1();
      const path = `/staff-users/${users[4]!.id}/login`;
      expect((await call(app, path, { method: 'PUT', cookie, json: { role: 'viewer', password: 'whatever pass' } })).status).toBe(403);
      const editorKey = (await keys.create(1, 'editor key', 'editor')).key;
      const asEditor = await call(app, path, { method: 'PUT', headers: { Authorization: `Bearer ${editorKey}` }, json: { role: 'viewer', password: 'whatever pass' } });
      expect(asEditor.status).toBe(403);
      expect((await call(app, '/staff-users', { headers: { Authorization: `Bearer ${editorKey}` } })).status).toBe(200);

      const own = await call(app, `/staff-users/${users[0]!.id}/login`, { method: 'DELETE', cookie, csrf });
      expect(own.status).toBe(409);
      const demote = await call(app, `/staff-users/${users[0]!.id}/login`, { method: 'PATCH', cookie, csrf, json: { role: 'editor' } });
      expect(demote.status).toBe(409);

      const otherAdmin = (await keys.create(2, 'other agency admin', 'admin')).key;
      const foreign = { headers: { Authorization: `Bearer ${otherAdmin}` } };
      expect((await call(app, `/staff-users/${users[0]!.id}`, foreign)).status).toBe(404);
      expect((await call(app, `/staff-users/${users[0]!.id}/login`, { ...foreign, method: 'PUT', json: { role: 'admin', password: 'take over pass' } })).status).toBe(404);
      expect((await call(app, `/staff-users/${users[0]!.id}/login`, { ...foreign, method: 'DELETE' })).status).toBe(404);
      expect((await signIn(app, DEMO_STAFF_LOGIN.email, DEMO_STAFF_LOGIN.password)).answer.status).toBe(201);
    });
  });

  describe('/staff-users: members', () => {
    it('lets an admin add a member with an invited login and change their department and language — audited; bad fields listed; others refused', async () => {
      const { cookie, csrf } = await signIn(app, DEMO_STAFF_LOGIN.email, DEMO_STAFF_LOGIN.password);
      const department = await call(app, '/departments', { method: 'POST', cookie, csrf, json: { name: 'Lettings' } });
      const body = { name: 'Peeters', firstName: 'Lies', email: 'lies.peeters@immodemo.be', language: 2, login: { role: 'editor' } };
      const created = await call(app, '/staff-users', { method: 'POST', cookie, csrf, json: body, headers: { 'Idempotency-Key': 'member-lies' } });
      expect(created.status).toBe(201);
      const id = Number(created.body?.['id']);
      expect(created.headers.get('location')).toBe(`/api/v1/staff-users/${id}`);
      expect(created.body).toMatchObject({ name: 'Peeters', firstName: 'Lies', email: 'lies.peeters@immodemo.be', language: 2, departmentId: null, login: { email: 'lies.peeters@immodemo.be', role: 'editor', hasPassword: false } });
      const invitation = await app.dataSource.getRepository(OutboxMail).findOneByOrFail({ kind: 'staff-invitation', recipient: 'lies.peeters@immodemo.be' });
      expect(invitation.body).toContain('/admin/password-reset?token=');
      expect((await call(app, '/staff-users', { method: 'POST', cookie, csrf, json: body, headers: { 'Idempotency-Key': 'member-lies' } })).body?.['id']).toBe(id);

      const changed = await call(app, `/staff-users/${id}`, { method: 'PATCH', cookie, csrf, json: { departmentId: department.body?.['id'], language: 3, function: 'Lettings agent' } });
      expect(changed.status).toBe(200);
      expect(changed.body).toMatchObject({ id, departmentId: department.body?.['id'], departmentName: 'Lettings', language: 3, function: 'Lettings agent', login: { role: 'editor' } });
      expect((await call(app, `/staff-users/${id}`, { cookie })).body).toMatchObject({ language: 3, departmentName: 'Lettings' });
      const audit = await call(app, `/audit?resource=staff-users&resourceId=${id}`, { cookie });
      const entries = audit.body?.['items'] as { action: string; changes: { field: string; old: unknown; new: unknown }[] }[];
      expect(entries[0]!.changes).toEqual(expect.arrayContaining([{ field: 'language', old: 2, new: 3 }, { field: 'departmentId', old: null, new: department.body?.['id'] }]));
      expect(entries.map((entry) => entry.action)).toEqual(['update', 'update', 'create']);

      const invalid = await call(app, '/staff-users', { method: 'POST', cookie, csrf, json: { name: '', email: 'no address', departmentId: 999_999, login: { role: 'boss' } } });
      expect(invalid.status).toBe(400);
      expect((invalid.body?.['errors'] as { field: string }[]).map((e) => e.field).sort()).toEqual(['/login/role']);
      const domainInvalid = await call(app, '/staff-users', { method: 'POST', cookie, csrf, json: { name: ' ', email: 'no address', departmentId: 999_999, login: { role: 'viewer' } } });
      expect((domainInvalid.body?.['errors'] as { field: string }[]).map((e) => e.field).sort()).toEqual(['/email', '/name']);
      expect((await call(app, `/staff-users/${id}`, { method: 'PATCH', cookie, csrf, json: { departmentId: 999_999 } })).body?.['errors']).toEqual([expect.objectContaining({ field: '/departmentId', code: 'unknown-reference' })]);
      const taken = await call(app, '/staff-users', { method: 'POST', cookie, csrf, json: { name: 'Twin', login: { email: 'lies.peeters@immodemo.be', role: 'viewer' } } });
      expect(taken.status).toBe(409);

      const editorKey = (await keys.create(1, 'members editor', 'editor')).key;
      expect((await call(app, '/staff-users', { method: 'POST', headers: { Authorization: `Bearer ${editorKey}` }, json: { name: 'Nope' } })).status).toBe(403);
      expect((await call(app, `/staff-users/${id}`, { method: 'PATCH', headers: { Authorization: `Bearer ${editorKey}` }, json: { language: 1 } })).status).toBe(403);
      const otherAdmin = (await keys.create(2, 'members other', 'admin')).key;
      expect((await call(app, `/staff-users/${id}`, { method: 'PATCH', headers: { Authorization: `Bearer ${otherAdmin}` }, json: { language: 1 } })).status).toBe(404);
    });

    it("refuses an admin key demoting or removing the agency's last admin login (409); the login stays as it was", async () => {
      const users = await usersOfAgency1();
      const adminKey = { headers: { Authorization: `Bearer ${(await keys.create(1, 'members admin', 'admin')).key}` } };
      const path = `/staff-users/${users[0]!.id}/login`;
      const demote = await call(app, path, { ...adminKey, method: 'PATCH', json: { role: 'editor' } });
      expect(demote.status).toBe(409);
      expect(demote.body?.['detail']).toMatch(/last admin/);
      expect((await call(app, path, { ...adminKey, method: 'PUT', json: { role: 'viewer' } })).status).toBe(409);
      expect((await call(app, path, { ...adminKey, method: 'DELETE' })).status).toBe(409);
      expect((await call(app, path, adminKey)).body).toMatchObject({ role: 'admin', hasPassword: true });
      expect((await signIn(app, DEMO_STAFF_LOGIN.email, DEMO_STAFF_LOGIN.password)).answer.status).toBe(201);
    });
  });

  describe('/settings', () => {
    it('reads the agency\'s settings; an admin changes them (audited, invalid fields refused, roles checked, tenant-scoped)', async () => {
      const { cookie, csrf } = await signIn(app, DEMO_STAFF_LOGIN.email, DEMO_STAFF_LOGIN.password);
      const read = await call(app, '/settings', { cookie });
      expect(read.body).toEqual({ name: 'Immo Demo', email: 'info@immodemo.be', phone: expect.any(String), defaultLanguage: 1 });
      const invalid = await call(app, '/settings', { method: 'PATCH', cookie, csrf, json: { email: 'not an email', defaultLanguage: 9 } });
      expect(invalid.status).toBe(400);
      expect((invalid.body?.['errors'] as { field: string }[]).map((e) => e.field).sort()).toEqual(['/defaultLanguage']);
      const badEmail = await call(app, '/settings', { method: 'PATCH', cookie, csrf, json: { email: 'not an email' } });
      expect(badEmail.body?.['errors']).toEqual([expect.objectContaining({ field: '/email' })]);
      const viewerKey = (await keys.create(1, 'settings viewer', 'viewer')).key;
      expect((await call(app, '/settings', { method: 'PATCH', headers: { Authorization: `Bearer ${viewerKey}` }, json: { phone: null } })).status).toBe(403);

      const changed = await call(app, '/settings', { method: 'PATCH', cookie, csrf, json: { defaultLanguage: 2, phone: null } });
      expect(changed.status).toBe(200);
      expect(changed.body).toMatchObject({ name: 'Immo Demo', phone: null, defaultLanguage: 2 });
      expect((await call(app, '/settings', { headers: { Authorization: `Bearer ${viewerKey}` } })).body).toMatchObject({ defaultLanguage: 2 });
      const audit = await call(app, '/audit?resource=settings', { cookie });
      expect((audit.body?.['items'] as { changes: unknown[] }[])[0]?.changes).toEqual(expect.arrayContaining([{ field: 'defaultLanguage', old: 1, new: 2 }]));
      const other = (await keys.create(2, 'other settings', 'admin')).key;
      expect((await call(app, '/settings', { headers: { Authorization: `Bearer ${other}` } })).body).toMatchObject({ name: 'Maison Wallonie', defaultLanguage: 2 });
      expect((await call(app, '/settings', { method: 'PATCH', cookie, csrf, json: { defaultLanguage: 1, phone: '+32 2 000 00 00' } })).status).toBe(200);
    });
  });

  describe('/departments', () => {
    it('lists, creates, renames and removes departments (admin; audited; the users of a removed one keep none); another agency sees none of them', async () => {
      const { cookie, csrf } = await signIn(app, DEMO_STAFF_LOGIN.email, DEMO_STAFF_LOGIN.password);
      const before = await call(app, '/departments', { cookie });
      expect(before.status).toBe(200);
      const created = await call(app, '/departments', { method: 'POST', cookie, csrf, json: { name: '  Rentals ' } });
      expect(created.status).toBe(201);
      const id = Number(created.body?.['id']);
      expect(created.headers.get('location')).toBe(`/api/v1/departments/${id}`);
      expect(created.body).toMatchObject({ name: 'Rentals' });
      expect((await call(app, '/departments', { method: 'POST', cookie, csrf, json: { name: '' } })).status).toBe(400);
      const editorKey = (await keys.create(1, 'departments editor', 'editor')).key;
      expect((await call(app, '/departments', { method: 'POST', headers: { Authorization: `Bearer ${editorKey}` }, json: { name: 'Nope' } })).status).toBe(403);

      const member = (await usersOfAgency1())[5]!;
      await app.dataSource.getRepository(AgencyUser).update({ id: member.id }, { departmentId: id });
      const renamed = await call(app, `/departments/${id}`, { method: 'PATCH', cookie, csrf, json: { name: 'Rentals & lettings', showOrder: 0 } });
      expect(renamed.body).toEqual({ id, name: 'Rentals & lettings', showOrder: 0 });
      expect((await call(app, '/departments', { cookie })).body?.['items']).toEqual(expect.arrayContaining([{ id, name: 'Rentals & lettings', showOrder: 0 }]));
      const otherAdmin = (await keys.create(2, 'departments other', 'admin')).key;
      expect((await call(app, `/departments/${id}`, { headers: { Authorization: `Bearer ${otherAdmin}` } })).status).toBe(404);
      expect((await call(app, `/departments/${id}`, { method: 'DELETE', headers: { Authorization: `Bearer ${otherAdmin}` } })).status).toBe(404);

      expect((await call(app, `/departments/${id}`, { method: 'DELETE', cookie, csrf })).status).toBe(204);
      expect((await call(app, `/departments/${id}`, { cookie })).status).toBe(404);
      expect((await app.dataSource.getRepository(AgencyUser).findOneByOrFail({ id: member.id })).departmentId).toBeNull();
      const audit = await call(app, `/audit?resource=departments&resourceId=${id}`, { cookie });
      expect((audit.body?.['items'] as { action: string }[]).map((entry) => entry.action)).toEqual(['delete', 'update', 'create']);
    });
  });
});
