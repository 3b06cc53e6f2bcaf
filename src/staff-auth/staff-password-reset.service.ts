import { Inject, Injectable, Optional } from '@nestjs/common';
import { DataSource, LessThanOrEqual, MoreThan } from 'typeorm';
import { CLOCK, systemClock, type Clock } from '../accounts/clock.js';
import { COUNTER_STORE, type CounterStore } from '../accounts/counter-store.js';
import { LoginThrottle, type LoginAttempt } from '../accounts/login-throttle.js';
import { PasswordHasher } from '../accounts/password-hasher.js';
import { InvalidInputError, ThrottledError } from '../common/errors.js';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { runTransaction } from '../database/transactions.js';
import { emailKey, PERSON_TEXT_LENGTHS } from '../persons/person-input.js';
import { StaffLogin, StaffPasswordReset, StaffSession } from './staff-auth.entities.js';
import { validStaffPassword } from './staff-logins.service.js';
import { StaffLinks } from './staff-links.js';
import { hashOfToken, tokenShaped, wholeSeconds } from './staff-time.js';

/** Unexpired links a login may hold at once; further requests send nothing (no mail flooding). */
const MAX_OPEN_RESETS = 3;

/** The one answer to a token that sets no password: unknown, used, expired or malformed alike. */
export const RESET_TOKEN_REFUSED = 'is unknown, already used or expired; ask for a new link';

/**
 * "Forgot my password" for staff logins, and the links of invitations. A request names only an
 * email: when a login signs in with it, a single-use link valid PASSWORD_RESET_TTL_MINUTES is
 * mailed (StaffLinks: the token's SHA-256 and the outbox mail in one transaction); the caller
 * learns nothing either way. Requests are limited per client address (THROTTLE_MAX_FAILURES per
 * THROTTLE_WINDOW_SECONDS) and to three open links per login. Setting a password checks the
 * token before anything else (a wrong token costs no hash and counts as a failed attempt of the
 * address in the login throttle), then the password rules, then hashes and, in one transaction,
 * uses the token up, sets the password and ends the login's sessions and other links.
 */
@Injectable()
export class StaffPasswordResetService {
  private readonly clock: Clock;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(DataSource) private readonly dataSource: DataSource,
    @Inject(PasswordHasher) private readonly hasher: PasswordHasher,
    @Inject(LoginThrottle) private readonly throttle: LoginThrottle,
    @Inject(COUNTER_STORE) private readonly counters: CounterStore,
    @Inject(StaffLinks) private readonly links: StaffLinks,
    @Optional() @Inject(CLOCK) clock?: Clock,
  ) {
    this.clock = clock ?? systemClock;
  }

  /**
   * Mails a reset link when a login signs in with `email`; says nothing about whether one does.
   * ThrottledError when the address has asked too often. True when a mail was written (for tests
   * and logs only; never tell the caller).
   */
  async requestReset(email: unknown, address: string): Promise<boolean> {
    const requests = await this.counters.increment(`staff-reset-request:address:${address}`, this.config.throttle.windowMs);
    if (requests > this.config.throttle.maxFailures) throw new ThrottledError('Too many password reset requests from this address; try again later.');
    const key = emailKey(typeof email === 'string' ? email : null);
    if (key === '' || key.length > PERSON_TEXT_LENGTHS.email) return false;
    const now = wholeSeconds(this.clock.now());
    return runTransaction(this.dataSource, async (manager) => {
      const login = await manager.findOneBy(StaffLogin, { email: key });
      if (!login) return false;
      const where = { agencyId: login.agencyId, loginId: login.id };
      await manager.delete(StaffPasswordReset, { ...where, expiresAt: LessThanOrEqual(now) });
      if ((await manager.countBy(StaffPasswordReset, where)) >= MAX_OPEN_RESETS) return false;
      await this.links.issue(manager, login, 'password-reset', now);
      return true;
    });
  }

  /**
   * Sets a new password with a mailed token. InvalidInputError on `token` (unknown, used,
   * expired) or `password` (the password rules; the token stays usable); ThrottledError when the
   * address has sent too many wrong tokens.
   */
  async resetPassword(token: unknown, password: unknown, address: string): Promise<void> {
    const attempt: LoginAttempt = { kind: 'staff-reset', subject: '', address };
    await this.throttle.admit(attempt);
    const now = wholeSeconds(this.clock.now());
    const reset = tokenShaped(token) ? await this.dataSource.manager.findOneBy(StaffPasswordReset, { tokenHash: hashOfToken(token), expiresAt: MoreThan(now) }) : null;
    const login = reset ? await this.dataSource.manager.findOneBy(StaffLogin, { id: reset.loginId, agencyId: reset.agencyId }) : null;
    if (!reset || !login) {
      await this.throttle.failed(attempt);
      throw new InvalidInputError('token', RESET_TOKEN_REFUSED);
    }
    if (typeof password !== 'string') throw new InvalidInputError('password', 'is required');
    const passwordHash = await this.hasher.hash(validStaffPassword(password, login.email));
    await runTransaction(this.dataSource, async (manager) => {
      // Deleting the link is what uses it up: of two requests racing with it, one deletes it.
      const used = await manager.delete(StaffPasswordReset, { id: reset.id });
      if ((used.affected ?? 0) !== 1) throw new InvalidInputError('token', RESET_TOKEN_REFUSED);
      const where = { agencyId: login.agencyId, loginId: login.id };
      const changed = await manager.update(StaffLogin, { id: login.id, agencyId: login.agencyId }, { passwordHash, passwordChangedAt: now, version: () => 'version + 1' });
      if ((changed.affected ?? 0) !== 1) throw new InvalidInputError('token', RESET_TOKEN_REFUSED);
      await manager.delete(StaffPasswordReset, where);
      await manager.delete(StaffSession, where);
    });
  }
}
