import { createHmac, timingSafeEqual } from 'node:crypto';
import { Inject, Injectable, Optional } from '@nestjs/common';
import { DataSource, In, LessThanOrEqual, type EntityManager } from 'typeorm';
import { MAX_PASSWORD_LENGTH } from '../accounts/account-input.js';
import { Agency } from '../accounts/accounts.entities.js';
import { CLOCK, systemClock, type Clock } from '../accounts/clock.js';
import { LoginThrottle, type LoginAttempt } from '../accounts/login-throttle.js';
import { PasswordHasher } from '../accounts/password-hasher.js';
import { DEFAULT_LANGUAGE } from '../common/codes.js';
import { UnauthenticatedError } from '../common/errors.js';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { runTransaction } from '../database/transactions.js';
import { emailKey, PERSON_TEXT_LENGTHS } from '../persons/person-input.js';
import { AgencyUser } from '../staff/staff.entities.js';
import { StaffLogin, StaffSession } from './staff-auth.entities.js';
import { NO_PASSWORD } from './staff-logins.service.js';
import { validStaffRole, type StaffRole } from './staff-roles.js';
import { hashOfToken, newToken, tokenShaped, wholeSeconds } from './staff-time.js';

/** A signed-in member of staff, as a session shows them. */
export interface SessionUser {
  /** The agency user's id. */
  readonly id: number;
  readonly name: string;
  readonly firstName: string | null;
  /** The sign-in email. */
  readonly email: string;
  readonly role: StaffRole;
  /** The user's language (1 NL … 6 CA). */
  readonly languageId: number;
}

/** A live session: who, of which agency, its CSRF token and when it ends. */
export interface StaffSessionView {
  readonly sessionId: number;
  readonly loginId: number;
  readonly user: SessionUser;
  readonly agency: { readonly id: number; readonly name: string; readonly defaultLanguageId: number };
  /** What every unsafe request of the session must send in X-CSRF-Token. */
  readonly csrfToken: string;
  /** The session ends then at the latest. */
  readonly expiresAt: Date;
  /** Unused until then, the session ends. */
  readonly idleExpiresAt: Date;
}

/** A session just opened: its secret token (for the cookie, never stored) and what it shows. */
export interface OpenedSession {
  readonly token: string;
  readonly session: StaffSessionView;
}

/** A session's use is recorded (its idle expiry moved on) at most this often, unless asked. */
const TOUCH_INTERVAL_MS = 60_000;
/** Sessions one login may hold; signing in beyond ends the least recently used. */
const MAX_SESSIONS_PER_LOGIN = 20;
const CSRF_LABEL = 'staff-session-csrf';

/** The CSRF token of a session: derived from its secret token, so it need not be stored. */
export function csrfTokenOf(token: string): string {
  return createHmac('sha256', token).update(CSRF_LABEL).digest('base64url');
}

/**
 * Staff sign-in and sessions. A sign-in names only an email and a password (the email is unique
 * across agencies). It goes through the login throttle that protects accounts and persons (per
 * email and address, per address, per email across addresses, before any hashing) and the
 * password hasher's fair queue; an unknown email costs the same hash as a wrong password, and
 * both answer the same UnauthenticatedError. A session is a random 256-bit token of which only
 * the SHA-256 is stored; it ends after STAFF_SESSION_IDLE_TIMEOUT unused, after
 * STAFF_SESSION_MAX_AGE in any case, at sign-out, and when its login changes or goes
 * (StaffLoginsService deletes the rows).
 */
@Injectable()
export class StaffSessionsService {
  private readonly clock: Clock;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(DataSource) private readonly dataSource: DataSource,
    @Inject(PasswordHasher) private readonly hasher: PasswordHasher,
    @Inject(LoginThrottle) private readonly throttle: LoginThrottle,
    @Optional() @Inject(CLOCK) clock?: Clock,
  ) {
    this.clock = clock ?? systemClock;
  }

  /**
   * Opens a session for the right email and password from `address`. ThrottledError when the
   * throttle refuses the attempt, BusyError when the hasher is saturated, UnauthenticatedError
   * for anything else (never saying whether the email exists).
   */
  async signIn(email: unknown, password: unknown, address: string): Promise<OpenedSession> {
    const key = emailKey(typeof email === 'string' ? email : null);
    const attempt: LoginAttempt = { kind: 'staff', subject: key, address };
    const admission = await this.throttle.admit(attempt);
    if (key === '' || key.length > PERSON_TEXT_LENGTHS.email || typeof password !== 'string' || password === '' || password.length > MAX_PASSWORD_LENGTH) {
      await this.throttle.failed(attempt);
      throw new UnauthenticatedError(SIGN_IN_REFUSED);
    }
    await this.throttle.checking(attempt);
    const login = await this.dataSource.manager.findOneBy(StaffLogin, { email: key });
    const ticket = this.throttle.ticket(admission);
    // An unknown email, and a login invited but without a password yet, cost the same hash as a wrong password.
    const valid = login && login.passwordHash !== NO_PASSWORD ? await this.hasher.verify(login.passwordHash, password, ticket) : await this.hasher.verifyUnknown(password, ticket);
    const user = login && valid ? await this.dataSource.manager.findOneBy(AgencyUser, { id: login.userId, agencyId: login.agencyId }) : null;
    if (!login || !user) {
      await this.throttle.failed(attempt);
      throw new UnauthenticatedError(SIGN_IN_REFUSED);
    }
    await this.throttle.succeeded(admission);
    const passwordHash = this.hasher.needsRehash(login.passwordHash) ? await this.rehash(password, ticket) : null;
    const token = newToken();
    const now = this.now();
    const expiresAt = wholeSeconds(now.getTime() + this.config.staffSessions.maxAgeMs);
    const idleExpiresAt = this.idleExpiry(now, expiresAt);
    const sessionId = await runTransaction(this.dataSource, async (manager) => {
      await this.prune(manager, login, now);
      const inserted = await manager.insert(StaffSession, { agencyId: login.agencyId, loginId: login.id, tokenHash: hashOfToken(token), createdAt: now, lastSeenAt: now, idleExpiresAt, expiresAt, address: address.slice(0, 45) });
      const update = passwordHash === null ? { lastLoginAt: now } : { lastLoginAt: now, passwordHash };
      // The login changed since it was read (a new password, role or email ended its sessions): no session from the old one.
      const updated = await manager.update(StaffLogin, { id: login.id, version: login.version }, update);
      if ((updated.affected ?? 0) !== 1) throw new UnauthenticatedError(SIGN_IN_REFUSED);
      return Number(inserted.identifiers[0]?.['id']);
    });
    const agency = await this.dataSource.manager.findOneBy(Agency, { id: login.agencyId });
    return { token, session: this.view({ id: sessionId, expiresAt, idleExpiresAt }, login, user, agency, token) };
  }

  /**
   * The live session of a token, or null (unknown, ended, expired: an expired one is deleted).
   * Its use moves the idle expiry on: at most once a minute, or always with `refresh`.
   */
  async resume(token: unknown, options: { refresh?: boolean } = {}): Promise<StaffSessionView | null> {
    if (!tokenShaped(token)) return null;
    const found = await this.dataSource.manager.findOneBy(StaffSession, { tokenHash: hashOfToken(token) });
    if (!found) return null;
    const now = this.now();
    if (found.idleExpiresAt.getTime() <= now.getTime() || found.expiresAt.getTime() <= now.getTime()) {
      await runTransaction(this.dataSource, (manager) => manager.delete(StaffSession, { id: found.id }));
      return null;
    }
    const login = await this.dataSource.manager.findOneBy(StaffLogin, { id: found.loginId, agencyId: found.agencyId });
    const user = login ? await this.dataSource.manager.findOneBy(AgencyUser, { id: login.userId, agencyId: login.agencyId }) : null;
    if (!login || !user) return null;
    let session: Pick<StaffSession, 'id' | 'expiresAt' | 'idleExpiresAt'> = found;
    if (options.refresh === true || now.getTime() - found.lastSeenAt.getTime() >= TOUCH_INTERVAL_MS) {
      const idleExpiresAt = this.idleExpiry(now, found.expiresAt);
      await runTransaction(this.dataSource, (manager) => manager.update(StaffSession, { id: found.id }, { lastSeenAt: now, idleExpiresAt }));
      session = { ...found, idleExpiresAt };
    }
    const agency = await this.dataSource.manager.findOneBy(Agency, { id: login.agencyId });
    return this.view(session, login, user, agency, token);
  }

  /** Ends the session of a token (nothing when there is none). */
  async signOut(token: unknown): Promise<void> {
    if (!tokenShaped(token)) return;
    await runTransaction(this.dataSource, (manager) => manager.delete(StaffSession, { tokenHash: hashOfToken(token) }));
  }

  /** Whether `given` is the CSRF token of the session of `token` (compared in constant time). */
  csrfMatches(token: string, given: unknown): boolean {
    if (typeof given !== 'string') return false;
    const expected = Buffer.from(csrfTokenOf(token));
    const actual = Buffer.from(given);
    return actual.length === expected.length && timingSafeEqual(actual, expected);
  }

  private now(): Date {
    return wholeSeconds(this.clock.now());
  }

  private idleExpiry(now: Date, expiresAt: Date): Date {
    return new Date(Math.min(now.getTime() + this.config.staffSessions.idleTimeoutMs, expiresAt.getTime()));
  }

  /** A hash of the current cost for a password just verified against an older one; null when hashing is refused. */
  private async rehash(password: string, ticket: Parameters<PasswordHasher['hash']>[1]): Promise<string | null> {
    try {
      return await this.hasher.hash(password, ticket);
    } catch {
      return null;
    }
  }

  /** Deletes every ended session, and the login's least recently used ones beyond its limit. */
  private async prune(manager: EntityManager, login: StaffLogin, now: Date): Promise<void> {
    await manager.delete(StaffSession, { idleExpiresAt: LessThanOrEqual(now) });
    const held = await manager.find(StaffSession, { where: { agencyId: login.agencyId, loginId: login.id }, order: { lastSeenAt: 'DESC', id: 'DESC' }, select: { id: true } });
    const surplus = held.slice(MAX_SESSIONS_PER_LOGIN - 1).map((session) => session.id);
    if (surplus.length > 0) await manager.delete(StaffSession, { id: In(surplus) });
  }

  private view(
    session: Pick<StaffSession, 'id' | 'expiresAt' | 'idleExpiresAt'>,
    login: StaffLogin,
    user: AgencyUser,
    agency: Agency | null,
    token: string,
  ): StaffSessionView {
    return {
      sessionId: session.id,
      loginId: login.id,
      user: { id: user.id, name: user.name, firstName: user.firstName, email: login.email, role: validStaffRole('role', login.role), languageId: user.languageId },
      agency: { id: login.agencyId, name: agency?.name ?? '', defaultLanguageId: agency?.defaultLanguageId ?? DEFAULT_LANGUAGE },
      csrfToken: csrfTokenOf(token),
      expiresAt: session.expiresAt,
      idleExpiresAt: session.idleExpiresAt,
    };
  }
}

/** The one answer to a refused sign-in, whatever was wrong. */
export const SIGN_IN_REFUSED = 'Invalid email or password.';
