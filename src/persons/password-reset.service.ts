import { createHash, randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { DataSource, type EntityManager, IsNull, MoreThan } from 'typeorm';
import { Agency } from '../accounts/accounts.entities.js';
import { COUNTER_STORE, type CounterStore } from '../accounts/counter-store.js';
import { HISTORY_TYPE } from '../common/codes.js';
import { InvalidInputError, ThrottledError } from '../common/errors.js';
import { requireScope } from '../common/scopes.js';
import type { Tenant } from '../common/tenant.js';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { TenantScope } from '../database/tenant-scope.js';
import { HistoryWriter } from '../history/history-writer.js';
import { Outbox } from '../mail/outbox.js';
import { storedNow } from './clock-time.js';
import { PersonCredentials } from './person-credentials.js';
import { emailKey, validPersonPassword } from './person-input.js';
import { PasswordReset, Person } from './persons.entities.js';

/** What GetPersonForgetPassword answers, whether or not the email is known (no account enumeration). */
export const RESET_REQUESTED_TEXT =
  'If this email address belongs to a registered person, a message with a link to choose a new password has been sent to it.';

/** Unused, unexpired links a person may hold at once; further requests send nothing (no mail flooding). */
const MAX_OPEN_RESETS = 3;

/** The path of the page a reset link opens (served by the home module). */
export const RESET_PAGE_PATH = '/password-reset';

export function tokenHash(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/**
 * Submissions of the reset form allowed per client address and per token within the window: a
 * person typing a new password needs a few; the limits keep one address or one link from turning
 * the page into a hashing service for others.
 */
export const RESET_LIMITS = { windowMs: 15 * 60_000, perAddress: 20, perToken: 10 } as const;

/** Why a token sets no password: unknown (or malformed), used or expired. */
export type ResetTokenState = 'valid' | 'unknown' | 'used' | 'expired';

/**
 * "Forgot my password": a request creates a single-use token valid PASSWORD_RESET_TTL_MINUTES
 * (only its SHA-256 is stored) and, in the same transaction, an outbox mail to the person with
 * a link to the reset page; the answer is the same neutral text whatever the email. Neither the
 * password nor the token is returned or logged. Setting a password with a valid token uses it
 * up (and every other open token of the person) and forgets the person's cached credentials.
 */
@Injectable()
export class PasswordResetService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(DataSource) private readonly dataSource: DataSource,
    @Inject(TenantScope) private readonly scope: TenantScope,
    @Inject(Outbox) private readonly outbox: Outbox,
    @Inject(HistoryWriter) private readonly history: HistoryWriter,
    @Inject(PersonCredentials) private readonly credentials: PersonCredentials,
    @Inject(COUNTER_STORE) private readonly counters: CounterStore,
  ) {}

  /** GetPersonForgetPassword: the neutral text; a mail only for a person of the agency with a login. */
  async requestReset(tenant: Tenant, email: string | null): Promise<string> {
    requireScope(tenant, 'persons-write');
    const key = emailKey(email);
    if (key === '') throw new InvalidInputError('Email', 'is required.');
    const token = randomBytes(32).toString('base64url');
    const now = storedNow();
    await this.scope.transaction(async (manager) => {
      const person = await this.scope.findOne(tenant, Person, { email: key }, manager);
      if (!person || person.passwordHash === null) return false;
      const open = await this.scope.count(tenant, PasswordReset, { personId: person.id, usedAt: IsNull(), expiresAt: MoreThan(now) }, manager);
      if (open >= MAX_OPEN_RESETS) return false;
      const expiresAt = new Date(now.getTime() + this.config.mail.resetTokenTtlMs);
      await this.scope.insert(tenant, PasswordReset, { personId: person.id, tokenHash: tokenHash(token), createdAt: now, expiresAt, usedAt: null }, manager);
      const agency = await manager.findOneBy(Agency, { id: tenant.agencyId });
      const link = `${this.config.mail.publicBaseUrl}${RESET_PAGE_PATH}?token=${token}`;
      const minutes = Math.round(this.config.mail.resetTokenTtlMs / 60_000);
      await this.outbox.enqueue(
        tenant,
        {
          kind: 'password-reset',
          to: key,
          subject: `${agency?.name ?? 'Your agency'}: choose a new password`,
          body: [
            `Hello ${[person.firstName, person.name].filter(Boolean).join(' ')},`,
            '',
            `Someone asked to reset the password of your account with ${agency?.name ?? 'the agency'}.`,
            `Choose a new password here (the link works once, for ${minutes} minutes):`,
            '',
            link,
            '',
            'If you did not ask for this, ignore this message: your password stays as it is.',
          ].join('\n'),
        },
        manager,
      );
      return true;
    });
    return RESET_REQUESTED_TEXT;
  }

  /** Whether a token from a link can still set a password. */
  async tokenState(token: string): Promise<ResetTokenState> {
    const reset = await this.findToken(token);
    return reset === null ? 'unknown' : stateOf(reset, storedNow());
  }

  /**
   * Sets the person's new password with a valid token; the token's state otherwise (nothing
   * changed). The token is checked before the password is looked at or hashed, so a stranger's
   * form costs a lookup, not a hash; every submission counts against its address and its token
   * (RESET_LIMITS; ThrottledError beyond), and the hash is charged to the address in the hasher's
   * fair queue (BusyError when its share is spent).
   */
  async resetPassword(token: string, newPassword: string, address = ''): Promise<ResetTokenState> {
    await this.admit(token, address);
    const found = await this.findToken(token);
    if (!found) return 'unknown';
    const before = stateOf(found, storedNow());
    if (before !== 'valid') return before;
    const password = validPersonPassword('Password', newPassword);
    const passwordHash = await this.credentials.hashPassword(password, { address, standing: 'clean' });
    const now = storedNow();
    const outcome = await this.scope.transaction(async (manager) => {
      const reset = await this.findToken(token, manager);
      if (!reset) return { state: 'unknown' as const, reset: null };
      const state = stateOf(reset, now);
      if (state !== 'valid') return { state, reset };
      const tenant = resetTenant(reset.agencyId);
      const used = await manager.update(PasswordReset, { id: reset.id, usedAt: IsNull() }, { usedAt: now });
      if ((used.affected ?? 0) !== 1) return { state: 'used' as const, reset };
      await this.scope.update(tenant, PasswordReset, { personId: reset.personId, usedAt: IsNull() }, { usedAt: now }, manager);
      await this.scope.update(tenant, Person, { id: reset.personId }, { passwordHash, lastChangedAt: now }, manager);
      await this.history.write(tenant, { kind: 'automatic', typeId: HISTORY_TYPE.ChangedPerson, date: now, personId: reset.personId, subject: 'Password reset with a mailed link' }, manager);
      return { state: 'valid' as const, reset };
    });
    if (outcome.state === 'valid' && outcome.reset) this.credentials.forget(resetTenant(outcome.reset.agencyId), outcome.reset.personId);
    return outcome.state;
  }

  /** Counts a submission against its address and its token; refuses one beyond either limit. */
  private async admit(token: string, address: string): Promise<void> {
    const { windowMs, perAddress, perToken } = RESET_LIMITS;
    const fromAddress = await this.counters.increment(`reset-address:${address}`, windowMs);
    const ofToken = /^[A-Za-z0-9_-]{20,100}$/.test(token) ? await this.counters.increment(`reset-token:${tokenHash(token)}`, windowMs) : 0;
    if (fromAddress > perAddress || ofToken > perToken) {
      throw new ThrottledError(`Too many attempts to set a password; try again in ${Math.round(windowMs / 60_000)} minutes.`);
    }
  }

  /** The reset of a token, whichever agency it belongs to (the token is the only key a link carries). */
  private async findToken(token: string, manager?: EntityManager): Promise<PasswordReset | null> {
    if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) return null;
    return (manager ?? this.dataSource.manager).findOneBy(PasswordReset, { tokenHash: tokenHash(token) });
  }
}

function stateOf(reset: PasswordReset, now: Date): ResetTokenState {
  if (reset.usedAt !== null) return 'used';
  return reset.expiresAt.getTime() <= now.getTime() ? 'expired' : 'valid';
}

/** The agency a token belongs to, as the tenant of the writes it makes (a person's own action, not an account's). */
function resetTenant(agencyId: number): Tenant {
  return { agencyId, accountId: 0, accountName: 'password-reset', scopes: [] };
}
