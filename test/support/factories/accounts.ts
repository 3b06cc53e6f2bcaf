import { ACCOUNT_SCOPES } from '../../../src/common/scopes.js';
import { Global, Module } from '@nestjs/common';
import { Test, type TestingModule } from '@nestjs/testing';
import { DataSource } from 'typeorm';
import { Agency, CustomerAccount } from '../../../src/accounts/accounts.entities.js';
import { AccountsService } from '../../../src/accounts/accounts.service.js';
import { CLOCK, type Clock } from '../../../src/accounts/clock.js';
import { CredentialCache } from '../../../src/accounts/credential-cache.js';
import { LoginThrottle } from '../../../src/accounts/login-throttle.js';
import { PASSWORD_HASH_COST, PasswordHasher, type Argon2Cost } from '../../../src/accounts/password-hasher.js';
import type { Tenant } from '../../../src/common/tenant.js';
import { APP_CONFIG, loadConfig, type AppConfig } from '../../../src/config/config.js';
import { SqlStatements, sqlStatementsFor } from '../../../src/database/sql-statements.js';
import { TenantScope } from '../../../src/database/tenant-scope.js';

/** A cheap scrypt cost so suites stay fast; production hashes use the default cost. */
export const TEST_HASH_COST: Argon2Cost = { memoryKiB: 64, timeCost: 1, parallelism: 1 };

/** A clock the test moves by hand. */
export class FakeClock implements Clock {
  constructor(private current = Date.UTC(2026, 0, 1)) {}
  now(): number {
    return this.current;
  }
  advance(ms: number): void {
    this.current += ms;
  }
}

let agencies = 0;

export async function insertAgency(dataSource: DataSource, name = `Test agency ${++agencies}`): Promise<Agency> {
  return dataSource.getRepository(Agency).save({ name, email: null, phone: null });
}

/** A tenant of a fresh agency (for calling domain services directly). */
export async function insertTenant(dataSource: DataSource): Promise<Tenant> {
  const agency = await insertAgency(dataSource);
  return { agencyId: agency.id, accountId: 0, accountName: `account-of-${agency.id}`, scopes: ACCOUNT_SCOPES };
}

/** An account row with a password hashed at the test cost. */
export async function insertAccount(
  dataSource: DataSource,
  agencyId: number,
  name: string,
  password: string,
  values: Partial<CustomerAccount> = {},
): Promise<CustomerAccount> {
  const passwordHash = await new PasswordHasher(TEST_HASH_COST).hash(password);
  return dataSource.getRepository(CustomerAccount).save({ agencyId, name, passwordHash, disabled: false, passwordChangedAt: null, ...values });
}

/**
 * A Nest testing module with the given domain modules over `dataSource`: a global module stands
 * in for the app's Config and Database modules, with a cheap hash cost and the given clock.
 */
export async function domainTestModule(
  dataSource: DataSource,
  imports: unknown[],
  options: { config?: Partial<AppConfig>; clock?: Clock } = {},
): Promise<TestingModule> {
  const config: AppConfig = { ...loadConfig({}), ...options.config };
  const clockProviders = options.clock ? [{ provide: CLOCK, useValue: options.clock }] : [];
  @Global()
  @Module({
    providers: [
      { provide: DataSource, useValue: dataSource },
      { provide: SqlStatements, inject: [DataSource], useFactory: sqlStatementsFor },
      TenantScope,
      { provide: APP_CONFIG, useValue: config },
      { provide: PASSWORD_HASH_COST, useValue: TEST_HASH_COST },
      ...clockProviders,
    ],
    exports: [DataSource, SqlStatements, TenantScope, APP_CONFIG, PASSWORD_HASH_COST, ...(options.clock ? [CLOCK] : [])],
  })
  class TestInfrastructureModule {}
  return Test.createTestingModule({ imports: [TestInfrastructureModule, ...(imports as never[])] }).compile();
}

/** The account services of a compiled module. */
export function accountServicesOf(module: TestingModule) {
  return {
    accounts: module.get(AccountsService),
    hasher: module.get(PasswordHasher),
    cache: module.get(CredentialCache),
    throttle: module.get(LoginThrottle),
  };
}
