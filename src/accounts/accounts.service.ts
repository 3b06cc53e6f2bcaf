import { Inject, Injectable, Optional } from '@nestjs/common';
import { DataSource, type Repository } from 'typeorm';
import { ConflictError, InvalidInputError, NotFoundError, UnauthenticatedError } from '../common/errors.js';
import { ACCOUNT_SCOPES, formatScopes, isAccountScope, parseScopes, type AccountScope } from '../common/scopes.js';
import type { Tenant } from '../common/tenant.js';
import { DEFAULT_LANGUAGE, isLanguageId } from '../common/codes.js';
import { ExternalWriteWatch } from '../database/external-write-watch.js';
import { runTransaction } from '../database/transactions.js';
import { Agency, CustomerAccount } from './accounts.entities.js';
import type { AccountRecord } from './accounts.records.js';
import { MAX_ACCOUNT_NAME_LENGTH, MAX_PASSWORD_LENGTH, validAccountName, validAccountPassword } from './account-input.js';
import { CredentialCache } from './credential-cache.js';
import type { HashTicket } from './hash-scheduler.js';
import { LoginThrottle, type LoginAttempt } from './login-throttle.js';
import { PasswordHasher } from './password-hasher.js';
import { isUniqueViolation } from './unique-violation.js';

const ACCOUNT_SCOPE = 'account';

/** The stored form of a list of rights; an unknown name is an InvalidInputError. */
function validScopes(scopes: readonly string[]): string {
  const unknown = scopes.filter((scope) => !isAccountScope(scope));
  if (unknown.length > 0) throw new InvalidInputError('scopes', `unknown scope ${unknown.join(', ')} (use ${ACCOUNT_SCOPES.join(', ')})`);
  return formatScopes(scopes as AccountScope[]);
}

function toRecord(account: CustomerAccount): AccountRecord {
  return {
    ID: account.id,
    AgencyID: account.agencyId,
    Name: account.name,
    Disabled: account.disabled,
    CreatedDate: account.createdAt,
    PasswordChangedDate: account.passwordChangedAt,
    Scopes: formatScopes(parseScopes(account.scopes)),
  };
}

/**
 * Customer accounts: resolves the CustomerName/CustomerPassword sent with every call to the
 * calling tenant, and maintains accounts for the CLI. Names match exactly (case-sensitive)
 * on every database; two names differing only in case cannot be created.
 */
@Injectable()
export class AccountsService {
  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    @Inject(PasswordHasher) private readonly hasher: PasswordHasher,
    @Inject(CredentialCache) private readonly cache: CredentialCache,
    @Inject(LoginThrottle) private readonly throttle: LoginThrottle,
    @Optional() @Inject(ExternalWriteWatch) private readonly externalWrites?: ExternalWriteWatch,
  ) {}

  /**
   * The tenant of a valid, enabled account. The throttle admits or refuses the attempt before
   * anything else; a cached credential costs no hash, concurrent calls with the same uncached
   * credential share one hash (which counts against the address's budget of hashed checks), and
   * an unknown name costs the same hash as a known one.
   */
  async authenticate(name: string | null, password: string | null, clientAddress: string): Promise<Tenant> {
    // Another process's write (a CLI disable, an import) drops what the caches hold before they are used.
    this.externalWrites?.check();
    const attempt: LoginAttempt = { kind: 'account', subject: (name ?? '').toLowerCase(), address: clientAddress };
    const admission = await this.throttle.admit(attempt);
    if (!name || !password || name.length > MAX_ACCOUNT_NAME_LENGTH || password.length > MAX_PASSWORD_LENGTH) {
      await this.throttle.failed(attempt);
      throw new UnauthenticatedError();
    }
    const tenant = await this.cache.verifyOnce<Tenant>(ACCOUNT_SCOPE, [name, password], async () => {
      await this.throttle.checking(attempt);
      const account = await this.accounts.findOne({ where: { name } });
      const known = account !== null && account.name === name;
      const ticket = this.throttle.ticket(admission);
      const valid = known ? await this.hasher.verify(account.passwordHash, password, ticket) : await this.hasher.verifyUnknown(password, ticket);
      if (!known || !valid || account.disabled) return null;
      await this.upgradeHash(account, password, ticket);
      const agency = await this.dataSource.getRepository(Agency).findOne({ where: { id: account.agencyId }, select: { id: true, defaultLanguageId: true } });
      const language = agency?.defaultLanguageId ?? DEFAULT_LANGUAGE;
      const value: Tenant = Object.freeze({
        agencyId: account.agencyId,
        accountId: account.id,
        accountName: account.name,
        scopes: Object.freeze(parseScopes(account.scopes)),
        languageId: isLanguageId(language) ? language : DEFAULT_LANGUAGE,
      });
      return { value, subject: account.name };
    });
    if (!tenant) {
      await this.throttle.failed(attempt);
      throw new UnauthenticatedError();
    }
    await this.throttle.succeeded(admission);
    return tenant;
  }

  async createAccount(agencyId: number, name: string, password: string, scopes: readonly AccountScope[] = ACCOUNT_SCOPES): Promise<AccountRecord> {
    validAccountName(name);
    validAccountPassword(password);
    const granted = validScopes(scopes);
    if (!Number.isInteger(agencyId) || !(await this.dataSource.getRepository(Agency).existsBy({ id: agencyId }))) {
      throw new NotFoundError('Agency', agencyId);
    }
    const clash = await this.accounts
      .createQueryBuilder('account')
      .where('LOWER(account.name) = LOWER(:name)', { name })
      .getExists();
    if (clash) throw new ConflictError(`An account named ${name} already exists.`);
    const passwordHash = await this.hasher.hash(password);
    try {
      const account = await runTransaction(this.dataSource, (manager) =>
        manager.save(manager.create(CustomerAccount, { agencyId, name, passwordHash, disabled: false, passwordChangedAt: new Date(), scopes: granted })),
      );
      this.cache.invalidate(ACCOUNT_SCOPE, name);
      return toRecord(account);
    } catch (error) {
      if (isUniqueViolation(error)) throw new ConflictError(`An account named ${name} already exists.`);
      throw error;
    }
  }

  disableAccount(name: string): Promise<AccountRecord> {
    return this.change(name, { disabled: true });
  }

  enableAccount(name: string): Promise<AccountRecord> {
    return this.change(name, { disabled: false });
  }

  async setPassword(name: string, password: string): Promise<AccountRecord> {
    validAccountPassword(password);
    await this.existing(name);
    return this.change(name, { passwordHash: await this.hasher.hash(password), passwordChangedAt: new Date() });
  }

  /** Replaces the rights of an account; they apply to its next login (cached credentials are dropped). */
  setScopes(name: string, scopes: readonly AccountScope[]): Promise<AccountRecord> {
    return this.change(name, { scopes: validScopes(scopes) });
  }

  /** Every account, or one agency's, ordered by name. */
  async listAccounts(agencyId?: number): Promise<AccountRecord[]> {
    const accounts = await this.accounts.find({
      where: agencyId === undefined ? {} : { agencyId },
      order: { name: 'ASC', id: 'ASC' },
    });
    return accounts.map(toRecord);
  }

  /**
   * Replaces a hash of an earlier scheme or cost with a current one after a successful login
   * (only if the stored hash is still the one just verified). A failure leaves the old hash, which
   * still verifies.
   */
  private async upgradeHash(account: CustomerAccount, password: string, ticket: HashTicket): Promise<void> {
    if (!this.hasher.needsRehash(account.passwordHash)) return;
    try {
      const passwordHash = await this.hasher.hash(password, ticket);
      await runTransaction(this.dataSource, (manager) => manager.update(CustomerAccount, { id: account.id, passwordHash: account.passwordHash }, { passwordHash }));
    } catch {
      return;
    }
  }

  private get accounts(): Repository<CustomerAccount> {
    return this.dataSource.getRepository(CustomerAccount);
  }

  private async existing(name: string): Promise<CustomerAccount> {
    const account = typeof name === 'string' && name !== '' ? await this.accounts.findOne({ where: { name } }) : null;
    if (!account || account.name !== name) throw new NotFoundError('Account', name);
    return account;
  }

  private async change(name: string, values: Partial<Pick<CustomerAccount, 'disabled' | 'passwordHash' | 'passwordChangedAt' | 'scopes'>>): Promise<AccountRecord> {
    const account = await this.existing(name);
    await runTransaction(this.dataSource, (manager) => manager.update(CustomerAccount, { id: account.id }, values));
    this.cache.invalidate(ACCOUNT_SCOPE, account.name);
    return toRecord({ ...account, ...values });
  }
}
