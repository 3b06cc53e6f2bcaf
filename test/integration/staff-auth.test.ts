import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import type { TestingModule } from '@nestjs/testing';
import { Readable } from 'node:stream';
import type { DataSource } from 'typeorm';
import { PasswordHasher } from '../../src/accounts/password-hasher.js';
import { runCli } from '../../src/cli/run-cli.js';
import { CLI_ACTOR } from '../../src/common/actor.js';
import { ConflictError, InvalidInputError, NotFoundError, PreconditionFailedError, ThrottledError, UnauthenticatedError } from '../../src/common/errors.js';
import type { Tenant } from '../../src/common/tenant.js';
import { OutboxMail } from '../../src/mail/mail.entities.js';
import { loadDemoData, DEMO_STAFF_LOGIN } from '../../src/seeding/demo-data.js';
import { StaffLogin, StaffPasswordReset, StaffSession } from '../../src/staff-auth/staff-auth.entities.js';
import { StaffAuthModule } from '../../src/staff-auth/staff-auth.module.js';
import { StaffLoginsService } from '../../src/staff-auth/staff-logins.service.js';
import { StaffPasswordResetService } from '../../src/staff-auth/staff-password-reset.service.js';
import { SIGN_IN_REFUSED, StaffSessionsService } from '../../src/staff-auth/staff-sessions.service.js';
import { AgencyUser, Department } from '../../src/staff/staff.entities.js';
import { openTestDatabase } from '../support/database.js';
import { domainTestModule, FakeClock, insertTenant, TEST_HASH_COST } from '../support/factories/accounts.js';

const THROTTLE = { maxFailures: 3, windowMs: 60_000, addressMaxFailures: 20, subjectMaxFailures: 50, delayMs: 0 };
const SESSIONS = { idleTimeoutMs: 30 * 60_000, maxAgeMs: 8 * 3_600_000 };
const PASSWORD = 'correct horse battery';

describe('staff logins, sessions and password reset', () => {
  let dataSource: DataSource;
  const modules: TestingModule[] = [];
  let userCount = 0;

  async function services(clock = new FakeClock(Date.now())) {
    const module = await domainTestModule(dataSource, [StaffAuthModule], { config: { throttle: THROTTLE, staffSessions: SESSIONS }, clock });
    modules.push(module);
    return {
      clock,
      logins: module.get(StaffLoginsService),
      sessions: module.get(StaffSessionsService),
      resets: module.get(StaffPasswordResetService),
      hasher: module.get(PasswordHasher),
    };
  }

  async function insertUser(tenant: Tenant, email: string | null = null): Promise<AgencyUser> {
    userCount += 1;
    return dataSource.getRepository(AgencyUser).save({ agencyId: tenant.agencyId, name: `Staff ${userCount}`, firstName: 'Anna', email, languageId: 2, hiddenOnWeb: false });
  }

  function email(): string {
    return `staff${++userCount}@agency.example`;
  }

  beforeAll(async () => {
    dataSource = await openTestDatabase();
  });

  afterAll(async () => {
    await Promise.all(modules.map((module) => module.close()));
    await dataSource.destroy();
  });

  describe('logins', () => {
    it("creates a login with the user's own email, lower-cased, and never hands out its hash", async () => {
      const s = await services();
      const tenant = await insertTenant(dataSource);
      const user = await insertUser(tenant, '  Anna.Peeters@Agency.Example ');
      const { login, created } = await s.logins.setLogin(tenant, CLI_ACTOR, user.id, { role: 'editor', password: PASSWORD });
      expect(created).toBe(true);
      expect(login).toMatchObject({ userId: user.id, agencyId: tenant.agencyId, email: 'anna.peeters@agency.example', role: 'editor', version: 1, lastLoginAt: null });
      expect(Object.keys(login)).not.toContain('passwordHash');
      const row = await dataSource.getRepository(StaffLogin).findOneByOrFail({ id: login.id });
      expect(row.passwordHash).toMatch(/^\$argon2id\$/);
      expect(await s.logins.ofUser(tenant, user.id)).toEqual(login);
    });

    it('refuses a user without email unless one is given, an unknown or foreign user, a bad role and weak passwords', async () => {
      const s = await services();
      const tenant = await insertTenant(dataSource);
      const other = await insertTenant(dataSource);
      const user = await insertUser(tenant);
      await expect(s.logins.setLogin(tenant, CLI_ACTOR, user.id, { role: 'viewer', password: PASSWORD })).rejects.toThrow(InvalidInputError);
      await expect(s.logins.setLogin(other, CLI_ACTOR, user.id, { email: email(), role: 'viewer', password: PASSWORD })).rejects.toThrow(NotFoundError);
      await expect(s.logins.setLogin(tenant, CLI_ACTOR, 999_999, { email: email(), role: 'viewer', password: PASSWORD })).rejects.toThrow(NotFoundError);
      await expect(s.logins.setLogin(tenant, CLI_ACTOR, user.id, { email: email(), role: 'owner' as never, password: PASSWORD })).rejects.toThrow('role: must be one of viewer, editor, admin');
      await expect(s.logins.setLogin(tenant, CLI_ACTOR, user.id, { email: email(), role: 'viewer', password: 'short' })).rejects.toThrow('password: must be at least 8 characters');
      await expect(s.logins.setLogin(tenant, CLI_ACTOR, user.id, { email: 'anna.long@agency.example', role: 'viewer', password: 'Anna.Long' })).rejects.toThrow('password: must not be the sign-in email');
      await expect(s.logins.setLogin(tenant, CLI_ACTOR, user.id, { email: 'not an email', role: 'viewer', password: PASSWORD })).rejects.toThrow(InvalidInputError);
      expect(await s.logins.list(tenant)).toEqual([]);
    });

    it('keeps a sign-in email unique across agencies', async () => {
      const s = await services();
      const [first, second] = [await insertTenant(dataSource), await insertTenant(dataSource)];
      const shared = email();
      await s.logins.setLogin(first, CLI_ACTOR, (await insertUser(first)).id, { email: shared, role: 'admin', password: PASSWORD });
      await expect(s.logins.setLogin(second, CLI_ACTOR, (await insertUser(second)).id, { email: shared.toUpperCase(), role: 'admin', password: PASSWORD })).rejects.toThrow(ConflictError);
      expect(await s.logins.list(second)).toEqual([]);
    });

    it('replacing, changing or removing a login ends its sessions; an unchanged one keeps them', async () => {
      const s = await services();
      const tenant = await insertTenant(dataSource);
      const user = await insertUser(tenant);
      const address = email();
      await s.logins.setLogin(tenant, CLI_ACTOR, user.id, { email: address, role: 'admin', password: PASSWORD });
      const signIn = () => s.sessions.signIn(address, PASSWORD, '10.1.0.1');

      const first = await signIn();
      const replaced = await s.logins.setLogin(tenant, CLI_ACTOR, user.id, { role: 'admin', password: PASSWORD });
      expect(replaced).toMatchObject({ created: false, login: { email: address, version: 2 } });
      expect(await s.sessions.resume(first.token)).toBeNull();

      const second = await signIn();
      expect((await s.logins.change(tenant, CLI_ACTOR, user.id, { role: 'admin' })).version).toBe(2);
      expect(await s.sessions.resume(second.token)).not.toBeNull();
      const demoted = await s.logins.change(tenant, CLI_ACTOR, user.id, { role: 'viewer' });
      expect(demoted).toMatchObject({ role: 'viewer', version: 3 });
      expect(await s.sessions.resume(second.token)).toBeNull();

      const third = await signIn();
      expect(third.session.user.role).toBe('viewer');
      await expect(s.logins.change(tenant, CLI_ACTOR, user.id, { role: 'admin' }, [2])).rejects.toThrow(PreconditionFailedError);
      expect((await s.logins.ofUser(tenant, user.id))?.role).toBe('viewer');
      await s.logins.remove(tenant, CLI_ACTOR, user.id);
      expect(await s.sessions.resume(third.token)).toBeNull();
      expect(await dataSource.getRepository(StaffSession).countBy({ agencyId: tenant.agencyId })).toBe(0);
      await expect(signIn()).rejects.toThrow(UnauthenticatedError);
      await expect(s.logins.remove(tenant, CLI_ACTOR, user.id)).rejects.toThrow(NotFoundError);
    });
  });

  describe('members', () => {
    it('adds a user with an invited login in one write (mailed to the sign-in email), or a user alone; both or neither', async () => {
      const s = await services();
      const tenant = { ...(await insertTenant(dataSource)), languageId: 2 as const };
      const address = email();
      const { user, login } = await s.logins.addMember(tenant, CLI_ACTOR, { name: ' Peeters ', firstName: 'Lies', email: address.toUpperCase() }, { role: 'editor' });
      expect(user).toMatchObject({ Name: 'Peeters', FirstName: 'Lies', Email: address, LanguageID: 2, DepartmentID: null });
      expect(login).toMatchObject({ userId: user.ID, email: address, role: 'editor', hasPassword: false });
      expect(await dataSource.getRepository(OutboxMail).countBy({ kind: 'staff-invitation', recipient: address })).toBe(1);

      const alone = await s.logins.addMember(tenant, CLI_ACTOR, { name: 'Janssens', languageId: 3 }, null);
      expect(alone).toMatchObject({ user: { Name: 'Janssens', LanguageID: 3 }, login: null });

      const users = () => dataSource.getRepository(AgencyUser).countBy({ agencyId: tenant.agencyId });
      const before = await users();
      // Every invalid field at once, the login's under login/; nothing written.
      const invalid = s.logins.addMember(tenant, CLI_ACTOR, { name: '', email: 'nope', languageId: 9, departmentId: 0 }, { email: 'also nope', role: 'boss' as never });
      await expect(invalid).rejects.toMatchObject({ problems: expect.arrayContaining([expect.objectContaining({ field: 'name' }), expect.objectContaining({ field: 'email' }), expect.objectContaining({ field: 'language' }), expect.objectContaining({ field: 'departmentId' }), expect.objectContaining({ field: 'login/role' }), expect.objectContaining({ field: 'login/email' })]) });
      await expect(s.logins.addMember(tenant, CLI_ACTOR, { name: 'Weak' }, { email: email(), role: 'viewer', password: 'short' })).rejects.toMatchObject({ problems: [expect.objectContaining({ field: 'login/password' })] });
      // A sign-in email taken: the user is not added either.
      await expect(s.logins.addMember(tenant, CLI_ACTOR, { name: 'Twin' }, { email: address, role: 'viewer' })).rejects.toThrow(ConflictError);
      // Another agency's department is unknown here.
      const other = await insertTenant(dataSource);
      const foreign = await dataSource.getRepository(Department).save({ agencyId: other.agencyId, name: 'Theirs', showOrder: 1 });
      await expect(s.logins.addMember(tenant, CLI_ACTOR, { name: 'Stranger', departmentId: foreign.id }, null)).rejects.toMatchObject({ problems: [expect.objectContaining({ field: 'departmentId', code: 'unknown-reference' })] });
      expect(await users()).toBe(before);
    });
  });

  describe('the last admin', () => {
    const keyActor = { kind: 'api-key', id: 77, label: 'crm key', address: null } as const;
    const staffActor = (id: number) => ({ kind: 'staff', id, label: 'a colleague', address: '10.0.0.9' }) as const;

    it("refuses the agency's own staff and keys demoting or removing its last admin login, in every write; the operator's CLI may", async () => {
      const s = await services();
      const tenant = await insertTenant(dataSource);
      const admin = await insertUser(tenant);
      const colleague = await insertUser(tenant);
      await s.logins.setLogin(tenant, CLI_ACTOR, admin.id, { email: email(), role: 'admin', password: PASSWORD });
      await s.logins.setLogin(tenant, CLI_ACTOR, colleague.id, { email: email(), role: 'editor', password: PASSWORD });

      for (const actor of [keyActor, staffActor(colleague.id)]) {
        await expect(s.logins.change(tenant, actor, admin.id, { role: 'editor' })).rejects.toThrow(/last admin/);
        await expect(s.logins.setLogin(tenant, actor, admin.id, { role: 'viewer', password: PASSWORD })).rejects.toThrow(ConflictError);
        await expect(s.logins.remove(tenant, actor, admin.id)).rejects.toThrow(/last admin/);
      }
      expect(await s.logins.ofUser(tenant, admin.id)).toMatchObject({ role: 'admin', version: 1 });
      // Changing the last admin otherwise (its email) is fine.
      expect((await s.logins.change(tenant, keyActor, admin.id, { email: email() })).role).toBe('admin');

      // With a second admin, either may be demoted; then the other is the last one again.
      await s.logins.change(tenant, keyActor, colleague.id, { role: 'admin' });
      expect((await s.logins.change(tenant, staffActor(colleague.id), admin.id, { role: 'editor' })).role).toBe('editor');
      await expect(s.logins.remove(tenant, keyActor, colleague.id)).rejects.toThrow(ConflictError);

      // Another agency's admins do not count.
      const other = await insertTenant(dataSource);
      await s.logins.setLogin(other, CLI_ACTOR, (await insertUser(other)).id, { email: email(), role: 'admin', password: PASSWORD });
      await expect(s.logins.change(tenant, keyActor, colleague.id, { role: 'viewer' })).rejects.toThrow(ConflictError);

      // The operator can (and can give a login back).
      await s.logins.remove(tenant, CLI_ACTOR, colleague.id);
      expect(await s.logins.ofUser(tenant, colleague.id)).toBeNull();
    });
  });

  describe('sessions', () => {
    async function withLogin(s: Awaited<ReturnType<typeof services>>, role: 'viewer' | 'editor' | 'admin' = 'editor') {
      const tenant = await insertTenant(dataSource);
      const user = await insertUser(tenant);
      const address = email();
      await s.logins.setLogin(tenant, CLI_ACTOR, user.id, { email: address, role, password: PASSWORD });
      return { tenant, user, address };
    }

    it('signs in with email and password alone: who, which agency, a CSRF token and both expiries', async () => {
      const s = await services();
      const { tenant, user, address } = await withLogin(s, 'admin');
      const { token, session } = await s.sessions.signIn(`  ${address.toUpperCase()} `, PASSWORD, '10.2.0.1');
      const now = Math.floor(s.clock.now() / 1000) * 1000;
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(session).toMatchObject({
        user: { id: user.id, name: user.name, firstName: 'Anna', email: address, role: 'admin', languageId: 2 },
        agency: { id: tenant.agencyId },
        expiresAt: new Date(now + SESSIONS.maxAgeMs),
        idleExpiresAt: new Date(now + SESSIONS.idleTimeoutMs),
      });
      expect(session.csrfToken).not.toBe(token);
      expect(s.sessions.csrfMatches(token, session.csrfToken)).toBe(true);
      expect(s.sessions.csrfMatches(token, `${session.csrfToken}x`)).toBe(false);
      expect(s.sessions.csrfMatches(token, undefined)).toBe(false);
      const stored = await dataSource.getRepository(StaffSession).findOneByOrFail({ id: session.sessionId });
      expect(stored.tokenHash).not.toContain(token);
      expect(JSON.stringify(stored)).not.toContain(session.csrfToken);
      expect((await dataSource.getRepository(StaffLogin).findOneByOrFail({ id: session.loginId })).lastLoginAt).toEqual(new Date(now));
      expect(await s.sessions.resume(token)).toEqual(session);
    });

    it('refuses a wrong password and an unknown email alike, the unknown one after the same hash', async () => {
      const s = await services();
      const { address } = await withLogin(s);
      const unknown = jest.spyOn(s.hasher, 'verifyUnknown');
      await expect(s.sessions.signIn(address, 'wrong password', '10.3.0.1')).rejects.toThrow(new UnauthenticatedError(SIGN_IN_REFUSED));
      await expect(s.sessions.signIn('nobody@agency.example', PASSWORD, '10.3.0.2')).rejects.toThrow(new UnauthenticatedError(SIGN_IN_REFUSED));
      expect(unknown).toHaveBeenCalledTimes(1);
      await expect(s.sessions.signIn('', PASSWORD, '10.3.0.3')).rejects.toThrow(UnauthenticatedError);
      await expect(s.sessions.signIn(address, 42, '10.3.0.3')).rejects.toThrow(UnauthenticatedError);
    });

    it('throttles failed sign-ins per email and address before any hashing, and lets the address in once the window passed', async () => {
      const s = await services();
      const { address } = await withLogin(s);
      for (let i = 0; i < THROTTLE.maxFailures; i++) await expect(s.sessions.signIn(address, 'wrong password', '10.4.0.1')).rejects.toThrow(UnauthenticatedError);
      const verify = jest.spyOn(s.hasher, 'verify');
      await expect(s.sessions.signIn(address, PASSWORD, '10.4.0.1')).rejects.toThrow(ThrottledError);
      expect(verify).not.toHaveBeenCalled();
      expect((await s.sessions.signIn(address, PASSWORD, '10.4.0.2')).session.user.email).toBe(address);
      s.clock.advance(THROTTLE.windowMs + 1000);
      expect((await s.sessions.signIn(address, PASSWORD, '10.4.0.1')).token).toBeDefined();
    });

    it('ends a session left unused for the idle timeout; use moves the idle expiry on', async () => {
      const s = await services();
      const { address } = await withLogin(s);
      const { token, session } = await s.sessions.signIn(address, PASSWORD, '10.5.0.1');
      s.clock.advance(SESSIONS.idleTimeoutMs - 120_000);
      const used = await s.sessions.resume(token);
      expect(used?.idleExpiresAt.getTime()).toBe(Math.floor(s.clock.now() / 1000) * 1000 + SESSIONS.idleTimeoutMs);
      s.clock.advance(SESSIONS.idleTimeoutMs - 1000);
      expect(await s.sessions.resume(token)).not.toBeNull();
      s.clock.advance(SESSIONS.idleTimeoutMs);
      expect(await s.sessions.resume(token)).toBeNull();
      expect(await dataSource.getRepository(StaffSession).countBy({ id: session.sessionId })).toBe(0);
    });

    it('ends a session at its maximum age however much it is used', async () => {
      const s = await services();
      const { address } = await withLogin(s);
      const { token } = await s.sessions.signIn(address, PASSWORD, '10.6.0.1');
      for (let elapsed = 0; elapsed + SESSIONS.idleTimeoutMs / 2 < SESSIONS.maxAgeMs; elapsed += SESSIONS.idleTimeoutMs / 2) {
        s.clock.advance(SESSIONS.idleTimeoutMs / 2);
        const live = await s.sessions.resume(token, { refresh: true });
        expect(live).not.toBeNull();
        expect(live!.idleExpiresAt.getTime()).toBeLessThanOrEqual(live!.expiresAt.getTime());
      }
      s.clock.advance(SESSIONS.idleTimeoutMs / 2);
      expect(await s.sessions.resume(token)).toBeNull();
    });

    it('keeps at most 20 sessions per login, ending the least recently used', async () => {
      const s = await services();
      const { address } = await withLogin(s);
      const opened = [];
      for (let i = 0; i < 21; i++) {
        opened.push(await s.sessions.signIn(address, PASSWORD, '10.15.0.1'));
        s.clock.advance(1000);
      }
      expect(await s.sessions.resume(opened[0]!.token)).toBeNull();
      expect(await s.sessions.resume(opened[1]!.token)).not.toBeNull();
      expect(await s.sessions.resume(opened[20]!.token)).not.toBeNull();
    });

    it('signs out one session, leaves the others, and ignores a malformed or unknown token', async () => {
      const s = await services();
      const { address } = await withLogin(s);
      const [one, two] = [await s.sessions.signIn(address, PASSWORD, '10.7.0.1'), await s.sessions.signIn(address, PASSWORD, '10.7.0.2')];
      await s.sessions.signOut(one.token);
      expect(await s.sessions.resume(one.token)).toBeNull();
      expect(await s.sessions.resume(two.token)).not.toBeNull();
      await s.sessions.signOut('not a token');
      for (const token of [undefined, '', 'x'.repeat(43), `${two.token}=`]) expect(await s.sessions.resume(token)).toBeNull();
    });
  });

  describe('password reset by mail', () => {
    async function setUp() {
      const s = await services();
      const tenant = await insertTenant(dataSource);
      const user = await insertUser(tenant);
      const address = email();
      await s.logins.setLogin(tenant, CLI_ACTOR, user.id, { email: address, role: 'editor', password: PASSWORD });
      return { s, tenant, user, address };
    }

    async function mailedToken(address: string): Promise<string> {
      const mail = await dataSource.getRepository(OutboxMail).findOneOrFail({ where: { recipient: address, kind: 'staff-password-reset' }, order: { id: 'DESC' } });
      const match = /\/admin\/password-reset\?token=([A-Za-z0-9_-]{43})/.exec(mail.body);
      expect(match).not.toBeNull();
      return match![1]!;
    }

    it('mails a single-use link; the new password signs in, the old one and every session are gone', async () => {
      const { s, tenant, address } = await setUp();
      const before = await s.sessions.signIn(address, PASSWORD, '10.8.0.1');
      expect(await s.resets.requestReset(address.toUpperCase(), '10.8.0.2')).toBe(true);
      const mail = await dataSource.getRepository(OutboxMail).findOneByOrFail({ recipient: address });
      expect(mail).toMatchObject({ agencyId: tenant.agencyId, kind: 'staff-password-reset', status: 'pending' });
      const token = await mailedToken(address);
      const stored = await dataSource.getRepository(StaffPasswordReset).findOneByOrFail({ agencyId: tenant.agencyId });
      expect(stored.tokenHash).not.toContain(token);

      await s.resets.resetPassword(token, 'a brand new secret', '10.8.0.2');
      expect(await s.sessions.resume(before.token)).toBeNull();
      await expect(s.sessions.signIn(address, PASSWORD, '10.8.0.3')).rejects.toThrow(UnauthenticatedError);
      expect((await s.sessions.signIn(address, 'a brand new secret', '10.8.0.3')).session.user.email).toBe(address);
      await expect(s.resets.resetPassword(token, 'yet another secret', '10.8.0.2')).rejects.toThrow('token: is unknown, already used or expired');
      expect(await dataSource.getRepository(StaffPasswordReset).countBy({ agencyId: tenant.agencyId })).toBe(0);
    });

    it('says nothing and mails nothing for an unknown email; at most three open links per login', async () => {
      const { s, address } = await setUp();
      const mails = () => dataSource.getRepository(OutboxMail).countBy({ kind: 'staff-password-reset' });
      const start = await mails();
      expect(await s.resets.requestReset('nobody@nowhere.example', '10.9.0.1')).toBe(false);
      expect(await s.resets.requestReset(42, '10.9.0.1')).toBe(false);
      expect(await mails()).toBe(start);
      const sent = [];
      for (let i = 0; i < 3; i++) sent.push(await s.resets.requestReset(address, `10.9.1.${i}`));
      expect(sent).toEqual([true, true, true]);
      expect(await s.resets.requestReset(address, '10.9.2.1')).toBe(false);
      expect(await mails()).toBe(start + 3);
    });

    it('limits requests per client address', async () => {
      const { s, address } = await setUp();
      for (let i = 0; i < THROTTLE.maxFailures; i++) await s.resets.requestReset(`x${i}@nowhere.example`, '10.10.0.1');
      await expect(s.resets.requestReset(address, '10.10.0.1')).rejects.toThrow(ThrottledError);
      expect(await s.resets.requestReset(address, '10.10.0.2')).toBe(true);
    });

    it('checks the token before hashing anything, counts wrong tokens against the address, and refuses an expired one', async () => {
      const { s, address } = await setUp();
      const hash = jest.spyOn(s.hasher, 'hash');
      for (const token of ['nonsense', 'A'.repeat(43)]) await expect(s.resets.resetPassword(token, 'a brand new secret', '10.11.0.1')).rejects.toThrow(InvalidInputError);
      expect(hash).not.toHaveBeenCalled();
      await expect(s.resets.resetPassword('B'.repeat(43), 'a brand new secret', '10.11.0.1')).rejects.toThrow(InvalidInputError);
      await expect(s.resets.resetPassword('C'.repeat(43), 'a brand new secret', '10.11.0.1')).rejects.toThrow(ThrottledError);

      await s.resets.requestReset(address, '10.11.0.2');
      const token = await mailedToken(address);
      await expect(s.resets.resetPassword(token, 'short', '10.11.0.2')).rejects.toThrow('password: must be at least 8 characters');
      s.clock.advance(61 * 60_000);
      await expect(s.resets.resetPassword(token, 'a brand new secret', '10.11.0.2')).rejects.toThrow('token: is unknown, already used or expired');
      expect(hash).not.toHaveBeenCalled();
      expect((await s.sessions.signIn(address, PASSWORD, '10.11.0.3')).token).toBeDefined();
    });

    it('invites a login without a password: nothing signs in until the mailed link (valid for days) sets one', async () => {
      const s = await services();
      const tenant = await insertTenant(dataSource);
      const user = await insertUser(tenant);
      const address = email();
      const { login } = await s.logins.setLogin(tenant, CLI_ACTOR, user.id, { email: address, role: 'viewer' });
      expect(login.hasPassword).toBe(false);
      const mail = await dataSource.getRepository(OutboxMail).findOneByOrFail({ recipient: address });
      expect(mail).toMatchObject({ kind: 'staff-invitation', agencyId: tenant.agencyId });
      expect(mail.body).toContain('You have been given access to the back-office');
      const unknown = jest.spyOn(s.hasher, 'verifyUnknown');
      await expect(s.sessions.signIn(address, '', '10.16.0.1')).rejects.toThrow(UnauthenticatedError);
      await expect(s.sessions.signIn(address, 'anything at all', '10.16.0.1')).rejects.toThrow(UnauthenticatedError);
      expect(unknown).toHaveBeenCalledTimes(1);
      s.clock.advance(2 * 86_400_000);
      const token = /token=([A-Za-z0-9_-]{43})/.exec(mail.body)![1]!;
      await s.resets.resetPassword(token, 'my chosen secret', '10.16.0.2');
      expect((await s.logins.ofUser(tenant, user.id))?.hasPassword).toBe(true);
      expect((await s.sessions.signIn(address, 'my chosen secret', '10.16.0.3')).session.user.role).toBe('viewer');
    });

    it('lets only one of two requests racing with the same token set a password', async () => {
      const { s, address } = await setUp();
      await s.resets.requestReset(address, '10.12.0.1');
      const token = await mailedToken(address);
      const outcomes = await Promise.allSettled([s.resets.resetPassword(token, 'first new secret', '10.12.0.1'), s.resets.resetPassword(token, 'second new secret', '10.12.0.2')]);
      expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
      const winner = outcomes[0]?.status === 'fulfilled' ? 'first new secret' : 'second new secret';
      expect((await s.sessions.signIn(address, winner, '10.12.0.3')).token).toBeDefined();
    });
  });

  describe('CLI and demo data', () => {
    async function cli(argv: string[], stdin = '') {
      const out: string[] = [];
      const err: string[] = [];
      const code = await runCli(argv, { stdout: (t) => out.push(t), stderr: (t) => err.push(t), stdin: Readable.from([stdin]), env: {}, database: async () => dataSource });
      return { code, stdout: out.join('\n'), stderr: err.join('\n') };
    }

    it('users login creates then replaces a login from standard input; users list shows it; users remove takes it away', async () => {
      const tenant = await insertTenant(dataSource);
      const user = await insertUser(tenant, 'cli.user@agency.example');
      const agency = String(tenant.agencyId);
      const created = await cli(['users', 'login', '--agency', agency, '--user', String(user.id), '--role', 'editor', '--password-stdin'], 'first cli secret\n');
      expect(created).toMatchObject({ code: 0, stdout: `User ${user.id} can now sign in as cli.user@agency.example (editor).` });
      const replaced = await cli(['users', 'login', '--agency', agency, '--user', String(user.id), '--email', 'Boss@Agency.Example', '--role', 'admin', '--password-stdin'], 'second cli secret\n');
      expect(replaced.code).toBe(0);
      expect(replaced.stdout).toContain('signs in as boss@agency.example (admin); its sessions were ended');
      const s = await services();
      expect((await s.sessions.signIn('boss@agency.example', 'second cli secret', '10.13.0.1')).session.user.role).toBe('admin');
      const listed = await cli(['users', 'list', '--agency', agency]);
      expect(listed.stdout).toMatch(new RegExp(`^${user.id}\\s+Anna ${user.name}\\s+cli\\.user@agency\\.example\\s+boss@agency\\.example\\s+admin\\s+\\d{4}-`, 'm'));
      expect(listed.stdout).not.toContain('$argon2id$');

      expect((await cli(['users', 'login', '--agency', agency, '--user', String(user.id), '--role', 'owner', '--password', 'whatever1'])).code).toBe(2);
      const weak = await cli(['users', 'login', '--agency', agency, '--user', String(user.id), '--role', 'admin', '--password', 'short']);
      expect(weak).toMatchObject({ code: 1, stderr: 'password: must be at least 8 characters' });
      const both = await cli(['users', 'login', '--agency', agency, '--user', String(user.id), '--role', 'admin', '--invite', '--password', 'whatever1']);
      expect(both).toMatchObject({ code: 2 });
      const invited = await cli(['users', 'login', '--agency', agency, '--user', String(user.id), '--role', 'editor', '--invite']);
      expect(invited.stdout).toContain('an invitation to choose the password was mailed to boss@agency.example');
      expect(await dataSource.getRepository(OutboxMail).countBy({ recipient: 'boss@agency.example', kind: 'staff-invitation' })).toBe(1);
      expect((await cli(['users', 'list', '--agency', agency])).stdout).toMatch(/boss@agency\.example\s+editor\s+invited/);
      const removed = await cli(['users', 'remove', '--agency', agency, '--user', String(user.id)]);
      expect(removed).toMatchObject({ code: 0, stdout: `Removed the login boss@agency.example of user ${user.id}; its sessions were ended.` });
      expect((await cli(['users', 'remove', '--agency', agency, '--user', String(user.id)])).code).toBe(1);
    });

    it('the demo data set holds the documented admin login', async () => {
      const demo = await openTestDatabase();
      try {
        await loadDemoData(demo, { hasher: new PasswordHasher(TEST_HASH_COST) });
        const module = await domainTestModule(demo, [StaffAuthModule]);
        modules.push(module);
        const { session } = await module.get(StaffSessionsService).signIn(DEMO_STAFF_LOGIN.email, DEMO_STAFF_LOGIN.password, '10.14.0.1');
        expect(session).toMatchObject({ user: { email: DEMO_STAFF_LOGIN.email, role: 'admin' }, agency: { id: DEMO_STAFF_LOGIN.agencyId, name: DEMO_STAFF_LOGIN.agencyName } });
      } finally {
        await demo.destroy();
      }
    }, 180_000);
  });
});
