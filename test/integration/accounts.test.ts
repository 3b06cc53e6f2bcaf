import { ACCOUNT_SCOPES } from '../../src/common/scopes.js';
import { afterAll, beforeAll, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { Global, Module } from '@nestjs/common';
import { scryptSync } from 'node:crypto';
import { Test, type TestingModule } from '@nestjs/testing';
import { DataSource } from 'typeorm';
import { Agency, CustomerAccount } from '../../src/accounts/accounts.entities.js';
import { AccountsModule } from '../../src/accounts/accounts.module.js';
import { AccountsService } from '../../src/accounts/accounts.service.js';
import { CredentialCache } from '../../src/accounts/credential-cache.js';
import { ConflictError, InvalidInputError, NotFoundError, ThrottledError, UnauthenticatedError } from '../../src/common/errors.js';
import { APP_CONFIG, loadConfig } from '../../src/config/config.js';
import { SqlStatements, sqlStatementsFor } from '../../src/database/sql-statements.js';
import { TenantScope } from '../../src/database/tenant-scope.js';
import { ContactService } from '../../src/history/contact.service.js';
import { HistoryModule } from '../../src/history/history.module.js';
import { HistoryService } from '../../src/history/history.service.js';
import { PersonsService } from '../../src/persons/persons.service.js';
import { openTestDatabase } from '../support/database.js';
import { insertPerson } from '../support/factories/persons.js';
import { accountServicesOf, domainTestModule, FakeClock, insertAccount, insertAgency } from '../support/factories/accounts.js';

const THROTTLE = { maxFailures: 3, windowMs: 60_000, addressMaxFailures: 5, subjectMaxFailures: 6, delayMs: 0 };

describe('accounts', () => {
  let dataSource: DataSource;
  let agencyId: number;
  const modules: TestingModule[] = [];

  async function services(options: { ttlMs?: number; clock?: FakeClock } = {}) {
    const module = await domainTestModule(dataSource, [AccountsModule], {
      config: { credentialCacheTtlMs: options.ttlMs ?? 60_000, throttle: THROTTLE },
      clock: options.clock,
    });
    modules.push(module);
    const found = accountServicesOf(module);
    const verify = jest.spyOn(found.hasher, 'verify');
    return { ...found, verify };
  }

  beforeAll(async () => {
    dataSource = await openTestDatabase();
    agencyId = (await insertAgency(dataSource)).id;
    await insertAccount(dataSource, agencyId, 'acme', 'correct horse');
    await insertAccount(dataSource, agencyId, 'closed', 'correct horse', { disabled: true });
  });

  afterAll(async () => {
    await Promise.all(modules.map((module) => module.close()));
    await dataSource.destroy();
  });

  describe('authenticate', () => {
    let s: Awaited<ReturnType<typeof services>>;
    beforeEach(async () => {
      s = await services();
    });

    it('resolves the right credentials to the tenant of the account', async () => {
      const tenant = await s.accounts.authenticate('acme', 'correct horse', '10.0.0.1');
      const row = await dataSource.getRepository(CustomerAccount).findOneByOrFail({ name: 'acme' });
      expect(tenant).toEqual({ agencyId, accountId: row.id, accountName: 'acme', scopes: ACCOUNT_SCOPES, languageId: 1 });
    });

    it("carries the agency's default language in the tenant", async () => {
      await dataSource.getRepository(Agency).update({ id: agencyId }, { defaultLanguageId: 2 });
      try {
        const fresh = await services();
        expect((await fresh.accounts.authenticate('acme', 'correct horse', '10.0.0.1')).languageId).toBe(2);
      } finally {
        await dataSource.getRepository(Agency).update({ id: agencyId }, { defaultLanguageId: 1 });
      }
    });

    it('refuses a wrong password, an unknown name, a name in another case and a disabled account alike', async () => {
      const attempts: [string | null, string | null][] = [
        ['acme', 'wrong'],
        ['nobody', 'correct horse'],
        ['ACME', 'correct horse'],
        ['closed', 'correct horse'],
      ];
      for (const [index, [name, password]] of attempts.entries()) {
        const error = await s.accounts.authenticate(name, password, `10.0.1.${index}`).catch((e: unknown) => e);
        expect(error).toBeInstanceOf(UnauthenticatedError);
        expect((error as Error).message).toBe('Invalid customer name or password.');
      }
    });

    it('spends one hash on an unknown name, as on a known one', async () => {
      await expect(s.accounts.authenticate('nobody', 'x', '10.0.2.1')).rejects.toThrow(UnauthenticatedError);
      await expect(s.accounts.authenticate('acme', 'x', '10.0.2.2')).rejects.toThrow(UnauthenticatedError);
      expect(s.verify).toHaveBeenCalledTimes(2);
    });

    it('refuses missing credentials without hashing', async () => {
      await expect(s.accounts.authenticate(null, null, '10.0.3.1')).rejects.toThrow(UnauthenticatedError);
      await expect(s.accounts.authenticate('acme', '', '10.0.3.1')).rejects.toThrow(UnauthenticatedError);
      expect(s.verify).not.toHaveBeenCalled();
    });

    it('answers a repeated call from the cache, without hashing', async () => {
      await s.accounts.authenticate('acme', 'correct horse', '10.0.4.1');
      await s.accounts.authenticate('acme', 'correct horse', '10.0.4.2');
      await s.accounts.authenticate('acme', 'correct horse', '10.0.4.3');
      expect(s.verify).toHaveBeenCalledTimes(1);
      await expect(s.accounts.authenticate('acme', 'correct horsE', '10.0.4.4')).rejects.toThrow(UnauthenticatedError);
      expect(s.verify).toHaveBeenCalledTimes(2);
    });

    it('does not cache when the TTL is 0', async () => {
      const uncached = await services({ ttlMs: 0 });
      await uncached.accounts.authenticate('acme', 'correct horse', '10.0.5.1');
      await uncached.accounts.authenticate('acme', 'correct horse', '10.0.5.1');
      expect(uncached.verify).toHaveBeenCalledTimes(2);
    });

    it('expires cached credentials after the TTL', async () => {
      const clock = new FakeClock();
      const timed = await services({ ttlMs: 1_000, clock });
      await timed.accounts.authenticate('acme', 'correct horse', '10.0.6.1');
      clock.advance(999);
      await timed.accounts.authenticate('acme', 'correct horse', '10.0.6.1');
      expect(timed.verify).toHaveBeenCalledTimes(1);
      clock.advance(1);
      await timed.accounts.authenticate('acme', 'correct horse', '10.0.6.1');
      expect(timed.verify).toHaveBeenCalledTimes(2);
    });
  });

  describe('hash upgrade', () => {
    it('verifies an earlier scrypt hash and replaces it with argon2id on the successful login', async () => {
      const s = await services();
      const salt = Buffer.from('0123456789abcdef');
      const key = scryptSync('scrypt era', salt, 32, { N: 2 ** 10, r: 8, p: 1 });
      const old = `$scrypt$ln=10,r=8,p=1$${salt.toString('base64').replace(/=+$/, '')}$${key.toString('base64').replace(/=+$/, '')}`;
      await insertAccount(dataSource, agencyId, 'legacy', 'ignored', { passwordHash: old });
      await expect(s.accounts.authenticate('legacy', 'wrong', '10.7.0.1')).rejects.toThrow(UnauthenticatedError);
      expect((await dataSource.getRepository(CustomerAccount).findOneByOrFail({ name: 'legacy' })).passwordHash).toBe(old);
      await expect(s.accounts.authenticate('legacy', 'scrypt era', '10.7.0.1')).resolves.toMatchObject({ accountName: 'legacy' });
      const upgraded = (await dataSource.getRepository(CustomerAccount).findOneByOrFail({ name: 'legacy' })).passwordHash;
      expect(upgraded).toMatch(/^\$argon2id\$v=19\$m=64,t=1,p=1\$/);
      s.cache.clear();
      await expect(s.accounts.authenticate('legacy', 'scrypt era', '10.7.0.1')).resolves.toMatchObject({ accountName: 'legacy' });
    });
  });

  describe('maintenance (CLI)', () => {
    it('creates an account that can authenticate, and refuses a duplicate name in any case', async () => {
      const s = await services();
      const created = await s.accounts.createAccount(agencyId, 'newco', 'long enough');
      expect(created).toMatchObject({ AgencyID: agencyId, Name: 'newco', Disabled: false });
      const stored = await dataSource.getRepository(CustomerAccount).findOneByOrFail({ name: 'newco' });
      expect(stored.passwordHash).toMatch(/^\$argon2id\$v=19\$m=64,t=1,p=1\$/);
      await expect(s.accounts.authenticate('newco', 'long enough', '10.1.0.1')).resolves.toMatchObject({ agencyId, accountName: 'newco' });
      await expect(s.accounts.createAccount(agencyId, 'NewCo', 'long enough')).rejects.toThrow(ConflictError);
    });

    it('validates the input of new accounts', async () => {
      const s = await services();
      await expect(s.accounts.createAccount(agencyId, 'x', 'short')).rejects.toThrow(InvalidInputError);
      await expect(s.accounts.createAccount(agencyId, 'has space', 'long enough')).rejects.toThrow(InvalidInputError);
      await expect(s.accounts.createAccount(agencyId, '', 'long enough')).rejects.toThrow(InvalidInputError);
      await expect(s.accounts.createAccount(999_999, 'orphan', 'long enough')).rejects.toThrow(NotFoundError);
      await expect(s.accounts.setPassword('nobody', 'long enough')).rejects.toThrow(NotFoundError);
    });

    it('a password change invalidates the cached credential at once', async () => {
      const s = await services();
      await s.accounts.createAccount(agencyId, 'rotating', 'first password');
      await s.accounts.authenticate('rotating', 'first password', '10.1.1.1');
      await s.accounts.setPassword('rotating', 'second password');
      await expect(s.accounts.authenticate('rotating', 'first password', '10.1.1.1')).rejects.toThrow(UnauthenticatedError);
      await expect(s.accounts.authenticate('rotating', 'second password', '10.1.1.1')).resolves.toMatchObject({ accountName: 'rotating' });
    });

    it('disabling drops the cached credential; enabling lets the account in again', async () => {
      const s = await services();
      await s.accounts.createAccount(agencyId, 'toggled', 'the password');
      await s.accounts.authenticate('toggled', 'the password', '10.1.2.1');
      const disabled = await s.accounts.disableAccount('toggled');
      expect(disabled.Disabled).toBe(true);
      await expect(s.accounts.authenticate('toggled', 'the password', '10.1.2.1')).rejects.toThrow(UnauthenticatedError);
      await s.accounts.enableAccount('toggled');
      await expect(s.accounts.authenticate('toggled', 'the password', '10.1.2.1')).resolves.toMatchObject({ accountName: 'toggled' });
    });

    it('lists accounts without their hashes, optionally of one agency', async () => {
      const s = await services();
      const other = await insertAgency(dataSource);
      await insertAccount(dataSource, other.id, 'elsewhere', 'the password');
      const all = await s.accounts.listAccounts();
      expect(all.map((a) => a.Name)).toEqual(expect.arrayContaining(['acme', 'closed', 'elsewhere']));
      const mine = await s.accounts.listAccounts(other.id);
      expect(mine).toEqual([expect.objectContaining({ Name: 'elsewhere', AgencyID: other.id, Disabled: false })]);
      expect(JSON.stringify(all)).not.toContain('$argon2id$');
    });
  });

  describe('throttle', () => {
    it('refuses a (name, address) pair after maxFailures failures, before hashing; the right password from elsewhere still logs in', async () => {
      const s = await services();
      await s.accounts.createAccount(agencyId, 'target', 'the password');
      for (let i = 0; i < THROTTLE.maxFailures; i++) {
        await expect(s.accounts.authenticate('target', `guess ${i}`, '10.2.0.1')).rejects.toThrow(UnauthenticatedError);
      }
      s.verify.mockClear();
      await expect(s.accounts.authenticate('target', 'the password', '10.2.0.1')).rejects.toThrow(ThrottledError);
      await expect(s.accounts.authenticate('TARGET', 'whatever', '10.2.0.1')).rejects.toThrow(ThrottledError);
      expect(s.verify).not.toHaveBeenCalled();
      await expect(s.accounts.authenticate('target', 'the password', '10.2.9.9')).resolves.toMatchObject({ accountName: 'target' });
    });

    it('strangers cannot lock an account out: under attack from many addresses, clean addresses and cached credentials still log in', async () => {
      const s = await services();
      await s.accounts.createAccount(agencyId, 'victim', 'the password');
      await expect(s.accounts.authenticate('victim', 'the password', '10.6.0.1')).resolves.toMatchObject({ accountName: 'victim' });
      for (let i = 0; i < 20; i++) {
        await expect(s.accounts.authenticate('victim', `guess ${i}`, `10.6.1.${i % 10}`)).rejects.toThrow(/Invalid|Too many/);
      }
      await expect(s.accounts.authenticate('victim', 'the password', '10.6.1.0')).rejects.toThrow(ThrottledError);
      s.verify.mockClear();
      await expect(s.accounts.authenticate('victim', 'the password', '10.6.0.1')).resolves.toMatchObject({ accountName: 'victim' });
      expect(s.verify).not.toHaveBeenCalled();
      await expect(s.accounts.authenticate('victim', 'the password', '10.6.2.1')).resolves.toMatchObject({ accountName: 'victim' });
    });

    it('refuses an address after addressMaxFailures failures, whatever account it tries', async () => {
      const s = await services();
      for (const name of ['a1', 'a2', 'a3', 'a4', 'a5']) await expect(s.accounts.authenticate(name, 'x', '10.3.0.1')).rejects.toThrow(UnauthenticatedError);
      s.verify.mockClear();
      await expect(s.accounts.authenticate('acme', 'correct horse', '10.3.0.1')).rejects.toThrow(ThrottledError);
      expect(s.verify).not.toHaveBeenCalled();
      await expect(s.accounts.authenticate('acme', 'correct horse', '10.3.0.2')).resolves.toMatchObject({ accountName: 'acme' });
    });

    it('lets attempts through again once the window has passed', async () => {
      const clock = new FakeClock();
      const s = await services({ clock });
      for (let i = 0; i < THROTTLE.maxFailures; i++) await expect(s.accounts.authenticate('acme', 'bad', '10.4.0.1')).rejects.toThrow(UnauthenticatedError);
      await expect(s.accounts.authenticate('acme', 'correct horse', '10.4.0.1')).rejects.toThrow(ThrottledError);
      clock.advance(THROTTLE.windowMs);
      await expect(s.accounts.authenticate('acme', 'correct horse', '10.4.0.1')).resolves.toMatchObject({ accountName: 'acme' });
    });

    it("a success resets only its own address's count, so guesses between the real site's logins are throttled", async () => {
      const s = await services();
      let throttled = 0;
      for (let round = 0; round < 4; round++) {
        for (let i = 0; i < 2; i++) {
          throttled += await s.accounts.authenticate('acme', 'bad', `10.5.0.${(round * 2 + i) % 4}`).then(
            () => 0,
            (error: unknown) => (error instanceof ThrottledError ? 1 : 0),
          );
        }
        await expect(s.accounts.authenticate('acme', 'correct horse', '10.5.9.9')).resolves.toMatchObject({ accountName: 'acme' });
      }
      expect(throttled).toBeGreaterThan(0);
    });
  });

  it('wires the domain modules with the production hash cost, the system clock and one shared credential cache', async () => {
    @Global()
    @Module({
      providers: [
        { provide: DataSource, useValue: dataSource },
        { provide: SqlStatements, inject: [DataSource], useFactory: sqlStatementsFor },
        TenantScope,
        { provide: APP_CONFIG, useValue: loadConfig({}) },
      ],
      exports: [DataSource, SqlStatements, TenantScope, APP_CONFIG],
    })
    class ProductionLikeInfrastructure {}
    const module = await Test.createTestingModule({ imports: [ProductionLikeInfrastructure, AccountsModule, HistoryModule] }).compile();
    modules.push(module);
    await module.init();
    const accounts = module.get(AccountsService);
    await accounts.createAccount(agencyId, 'wired', 'production cost');
    const stored = await dataSource.getRepository(CustomerAccount).findOneByOrFail({ name: 'wired' });
    expect(stored.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    await expect(accounts.authenticate('wired', 'production cost', '10.9.0.1')).resolves.toMatchObject({ agencyId, accountName: 'wired' });
    expect(module.get(HistoryService)).toBeInstanceOf(HistoryService);
    expect(module.get(ContactService)).toBeInstanceOf(ContactService);
    const tenant = { agencyId, accountId: stored.id, accountName: 'wired', scopes: ACCOUNT_SCOPES };
    await insertPerson(dataSource, agencyId, { email: 'wired@example.test', password: 'person pw' });
    await expect(module.get(PersonsService).findByCredentials(tenant, 'wired@example.test', 'person pw')).resolves.toMatchObject({ Email: 'wired@example.test' });
    expect(module.get(CredentialCache, { strict: false }).size).toBe(2);
  });
});
