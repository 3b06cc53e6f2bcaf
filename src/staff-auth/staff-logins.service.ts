import { Inject, Injectable } from '@nestjs/common';
import { In, type EntityManager } from 'typeorm';
import { validAccountPassword } from '../accounts/account-input.js';
import { PasswordHasher } from '../accounts/password-hasher.js';
import { isUniqueViolation } from '../accounts/unique-violation.js';
import { AuditedWrites, type AuditedWrite, type AuditView } from '../audit/audited-writes.js';
import type { Actor } from '../common/actor.js';
import { ConflictError, DomainError, InvalidInputError, NotFoundError, PreconditionFailedError } from '../common/errors.js';
import { FieldChecks } from '../common/field-checks.js';
import type { Tenant } from '../common/tenant.js';
import { TenantScope } from '../database/tenant-scope.js';
import { validEmail } from '../persons/person-input.js';
import { AgencyUser } from '../staff/staff.entities.js';
import { checkStaffUser, StaffService, type StaffMember, type StaffUserInput } from '../staff/staff.service.js';
import { StaffLogin, StaffPasswordReset, StaffSession } from './staff-auth.entities.js';
import { StaffLinks } from './staff-links.js';
import { STAFF_ROLES, validStaffRole, type StaffRole } from './staff-roles.js';
import { wholeSeconds } from './staff-time.js';

/** A staff login as the domain hands it out (never its hash). */
export interface StaffLoginRecord {
  readonly id: number;
  readonly agencyId: number;
  readonly userId: number;
  readonly email: string;
  readonly role: StaffRole;
  readonly createdAt: Date;
  readonly passwordChangedAt: Date;
  readonly lastLoginAt: Date | null;
  readonly version: number;
  /** False while an invited login has not chosen its password yet. */
  readonly hasPassword: boolean;
}

/**
 * What creating or replacing a login sets; a missing email keeps the login's, else takes the
 * user's. Without a password the login is invited: it has no password until its owner chooses
 * one through the link mailed to it.
 */
export interface LoginInput {
  readonly email?: string | null;
  readonly role: StaffRole;
  readonly password?: string | null;
}

/** A change to an existing login: only the fields given change. */
export interface LoginChange {
  readonly email?: string;
  readonly role?: StaffRole;
  readonly password?: string;
}

/** The stored hash of a login that has no password yet (invited): no password verifies against it. */
export const NO_PASSWORD = '';

export function toLoginRecord(login: StaffLogin): StaffLoginRecord {
  return {
    id: login.id,
    agencyId: login.agencyId,
    userId: login.userId,
    email: login.email,
    role: validStaffRole('role', login.role),
    createdAt: login.createdAt,
    passwordChangedAt: login.passwordChangedAt,
    lastLoginAt: login.lastLoginAt,
    version: login.version,
    hasPassword: login.passwordHash !== NO_PASSWORD,
  };
}

/**
 * A new staff password: the account password rules (8 to 1024 characters, not a common one), and not the sign-in
 * email itself or its part before the @.
 */
export function validStaffPassword(password: string, email: string): string {
  validAccountPassword(password);
  const lowered = password.trim().toLowerCase();
  if (lowered === email || lowered === email.split('@')[0]) throw new InvalidInputError('password', 'must not be the sign-in email or its name part');
  return password;
}

const EMAIL_TAKEN = 'Another staff login already signs in with this email (a sign-in email is unique across all agencies).';

/**
 * The logins of an agency's users (members of staff): sign-in email (unique across agencies,
 * since a sign-in names no agency), role and argon2id password hash. Every change of a login's
 * email, role or password, and its removal, ends the login's sessions and open reset links in the
 * same transaction, so a demoted or removed member of staff is out at once.
 */
@Injectable()
export class StaffLoginsService {
  constructor(
    @Inject(TenantScope) private readonly scope: TenantScope,
    @Inject(PasswordHasher) private readonly hasher: PasswordHasher,
    @Inject(StaffLinks) private readonly links: StaffLinks,
    @Inject(AuditedWrites) private readonly audited: AuditedWrites,
    @Inject(StaffService) private readonly staff: StaffService,
  ) {}

  /** The agency's logins, by user id. */
  async list(tenant: Tenant): Promise<StaffLoginRecord[]> {
    const logins = await this.scope.select(tenant, StaffLogin, 'l').orderBy('l.userId').getMany();
    return logins.map(toLoginRecord);
  }

  /** The logins of some of the agency's users, by user id. */
  async ofUsers(tenant: Tenant, userIds: readonly number[]): Promise<Map<number, StaffLoginRecord>> {
    if (userIds.length === 0) return new Map();
    const logins = await this.scope.find(tenant, StaffLogin, { userId: In([...userIds]) });
    return new Map(logins.map((login) => [login.userId, toLoginRecord(login)]));
  }

  /** The login of one of the agency's users, or null. */
  async ofUser(tenant: Tenant, userId: number): Promise<StaffLoginRecord | null> {
    const login = Number.isInteger(userId) ? await this.scope.findOne(tenant, StaffLogin, { userId }) : null;
    return login ? toLoginRecord(login) : null;
  }

  /**
   * Gives a user of the agency a login, or replaces the one it has (email, role and password;
   * its sessions and reset links end). The email defaults to the login's current one, else to
   * the user's own. Without a password an invitation link is mailed (StaffLinks) in the same
   * transaction. `created` tells which happened.
   */
  async setLogin(tenant: Tenant, actor: Actor, userId: number, input: LoginInput): Promise<{ login: StaffLoginRecord; created: boolean }> {
    const role = validStaffRole('role', input.role);
    const user = await this.user(tenant, userId);
    const existing = await this.scope.findOne(tenant, StaffLogin, { userId });
    const given = input.email ?? existing?.email ?? user.email;
    if (given === null || given.trim() === '') throw new InvalidInputError('email', `user ${userId} has no email address; give the sign-in email`);
    const email = validEmail('email', given);
    const invite = input.password === undefined || input.password === null;
    const passwordHash = invite ? NO_PASSWORD : await this.hasher.hash(validStaffPassword(input.password as string, email));
    const now = wholeSeconds(Date.now());
    const outcome = await this.unique(() =>
      this.audited.run(tenant, actor, async (write) => {
        const manager = write.manager;
        const current = await this.scope.selectForUpdate(tenant, StaffLogin, 'l', manager).andWhere('l.userId = :userId', { userId }).getOne();
        if (current) {
          refuseSelfDemotion(actor, userId, role);
          await this.refuseLastAdmin(tenant, actor, current, role, manager);
          const values = { email, role, passwordHash, passwordChangedAt: now, version: current.version + 1 };
          await this.scope.update(tenant, StaffLogin, { id: current.id }, values, manager);
          await this.endSessions(tenant, current.id, manager);
          if (invite) await this.links.issue(manager, current, 'invitation', now);
          const login = { ...current, ...values };
          await write.changed(AUDIT_RESOURCE, userId, auditView(current), auditView(login));
          return { login, created: false };
        }
        return { login: await this.insertLogin(tenant, write, { userId, email, role, passwordHash }, now), created: true };
      }),
    );
    return { login: toLoginRecord(outcome.login), created: outcome.created };
  }

  /**
   * Adds a member of staff: a new user of the agency and, when `login` is given, their login, in
   * one audited transaction (both or neither). The login signs in with its own email, else the
   * user's; without a password it is invited by mail. Every invalid field of both is listed
   * (the login's as `login/…`).
   */
  async addMember(tenant: Tenant, actor: Actor, user: StaffUserInput, login: LoginInput | null): Promise<{ user: StaffMember; login: StaffLoginRecord | null }> {
    const checks = new FieldChecks();
    const values = checkStaffUser(checks, user, true);
    let email: string | undefined;
    let role: StaffRole | undefined;
    if (login) {
      role = checks.oneOf('login/role', login.role, STAFF_ROLES);
      // The login signs in with its own email, else the user's (one given but invalid is reported at `email` already).
      const given = login.email ?? (typeof values.email === 'string' ? values.email : null);
      if (given !== null) email = collect(checks, 'login', () => validEmail('email', given));
      else if (!user.email?.trim()) checks.add('login/email', 'required', 'give the sign-in email (the user has no email address).');
      if (email !== undefined && login.password !== undefined && login.password !== null) collect(checks, 'login', () => validStaffPassword(login.password as string, email as string));
    }
    checks.done();
    const invite = login !== null && (login.password === undefined || login.password === null);
    const passwordHash = login === null || invite ? NO_PASSWORD : await this.hasher.hash(login.password as string);
    const now = wholeSeconds(Date.now());
    const created = await this.unique(() =>
      this.audited.run(tenant, actor, async (write) => {
        const userId = await this.staff.writeUser(tenant, write, null, values);
        const added = login && email && role ? await this.insertLogin(tenant, write, { userId, email, role, passwordHash }, now) : null;
        return { userId, login: added };
      }),
    );
    return { user: (await this.staff.getMember(tenant, created.userId)) as StaffMember, login: created.login ? toLoginRecord(created.login) : null };
  }

  /** Inserts a login in a write in progress (audited; an invitation mailed when it has no password). */
  private async insertLogin(tenant: Tenant, write: AuditedWrite, login: Pick<StaffLogin, 'userId' | 'email' | 'role' | 'passwordHash'>, now: Date): Promise<StaffLogin> {
    const values = { ...login, createdAt: now, passwordChangedAt: now, lastLoginAt: null, version: 1 };
    const [id] = await this.scope.insert(tenant, StaffLogin, values, write.manager);
    const inserted = { ...values, id: Number(id), agencyId: tenant.agencyId };
    if (login.passwordHash === NO_PASSWORD) await this.links.issue(write.manager, inserted, 'invitation', now);
    await write.changed(AUDIT_RESOURCE, login.userId, auditView(null), auditView(inserted));
    return inserted;
  }

  /**
   * Changes a user's login: the fields given (a new password is hashed before the transaction).
   * With `expected` versions (If-Match), a login at another version is refused
   * (PreconditionFailedError) and nothing changes. Anything actually changed ends its sessions and
   * reset links. A member of staff cannot lower their own role.
   */
  async change(tenant: Tenant, actor: Actor, userId: number, change: LoginChange, expected?: readonly number[] | null): Promise<StaffLoginRecord> {
    const existing = await this.scope.findOne(tenant, StaffLogin, { userId });
    if (!existing) throw new NotFoundError('Staff login of user', userId);
    const email = change.email === undefined ? existing.email : validEmail('email', change.email);
    const role = change.role === undefined ? undefined : validStaffRole('role', change.role);
    const passwordHash = change.password === undefined ? undefined : await this.hasher.hash(validStaffPassword(change.password, email));
    const now = wholeSeconds(Date.now());
    const changed = await this.unique(() =>
      this.audited.run(tenant, actor, async (write) => {
        const manager = write.manager;
        const current = await this.scope.selectForUpdate(tenant, StaffLogin, 'l', manager).andWhere('l.userId = :userId', { userId }).getOne();
        if (!current) throw new NotFoundError('Staff login of user', userId);
        refuseStale(current, expected);
        if (role !== undefined) {
          refuseSelfDemotion(actor, userId, role);
          await this.refuseLastAdmin(tenant, actor, current, role, manager);
        }
        const values: Partial<StaffLogin> = {
          ...(email !== current.email ? { email } : {}),
          ...(role !== undefined && role !== current.role ? { role } : {}),
          ...(passwordHash !== undefined ? { passwordHash, passwordChangedAt: now } : {}),
        };
        if (Object.keys(values).length === 0) return current;
        const next = { ...values, version: current.version + 1 };
        await this.scope.update(tenant, StaffLogin, { id: current.id }, next, manager);
        await this.endSessions(tenant, current.id, manager);
        const login = { ...current, ...next };
        await write.changed(AUDIT_RESOURCE, userId, auditView(current), auditView(login));
        return login;
      }),
    );
    return toLoginRecord(changed);
  }

  /**
   * Removes a user's login with its sessions and reset links; NotFoundError when it has none. A
   * member of staff cannot remove their own login.
   */
  async remove(tenant: Tenant, actor: Actor, userId: number, expected?: readonly number[] | null): Promise<StaffLoginRecord> {
    return this.audited.run(tenant, actor, async (write) => {
      const manager = write.manager;
      const current = Number.isInteger(userId) ? await this.scope.selectForUpdate(tenant, StaffLogin, 'l', manager).andWhere('l.userId = :userId', { userId }).getOne() : null;
      if (!current) throw new NotFoundError('Staff login of user', userId);
      refuseStale(current, expected);
      if (actor.kind === 'staff' && actor.id === userId) throw new ConflictError('You cannot remove your own login; another admin can.');
      await this.refuseLastAdmin(tenant, actor, current, null, manager);
      await this.endSessions(tenant, current.id, manager);
      await this.scope.delete(tenant, StaffLogin, { id: current.id }, manager);
      await write.changed(AUDIT_RESOURCE, userId, auditView(current), auditView(null));
      return toLoginRecord(current);
    });
  }

  /**
   * The agency keeps an admin: its own staff and keys cannot demote or remove its last admin login
   * (ConflictError), which would leave nobody to manage its logins, keys and webhooks. The
   * operator's CLI can (it can always give a login back). The agency's admin logins are locked
   * for the rest of the transaction, so two admins demoting each other at once cannot both succeed.
   */
  private async refuseLastAdmin(tenant: Tenant, actor: Actor, current: StaffLogin, role: StaffRole | null, manager: EntityManager): Promise<void> {
    if (current.role !== 'admin' || role === 'admin' || (actor.kind !== 'staff' && actor.kind !== 'api-key')) return;
    const admins = await this.scope.selectForUpdate(tenant, StaffLogin, 'l', manager).andWhere('l.role = :role', { role: 'admin' }).getMany();
    if (!admins.some((admin) => admin.id !== current.id)) {
      throw new ConflictError("This is the agency's last admin login: make another member of staff admin first, else nobody could manage its logins, keys and webhooks.");
    }
  }

  /** Ends every session and open reset link of a login, in the caller's transaction. */
  async endSessions(tenant: Tenant, loginId: number, manager: EntityManager): Promise<void> {
    await this.scope.delete(tenant, StaffSession, { loginId }, manager);
    await this.scope.delete(tenant, StaffPasswordReset, { loginId }, manager);
  }

  private async user(tenant: Tenant, userId: number): Promise<AgencyUser> {
    const user = Number.isInteger(userId) ? await this.scope.findOne(tenant, AgencyUser, { id: userId }) : null;
    if (!user) throw new NotFoundError('User', userId);
    return user;
  }

  /** Runs a write that may meet the unique email index; a clash reads as a ConflictError. */
  private async unique<R>(write: () => Promise<R>): Promise<R> {
    try {
      return await write();
    } catch (error) {
      if (isUniqueViolation(error)) throw new ConflictError(EMAIL_TAKEN);
      throw error;
    }
  }
}

/** Runs a check that throws InvalidInputError, noting its problem under `prefix/` instead; the value, or undefined when refused. */
function collect<T>(checks: FieldChecks, prefix: string, check: () => T): T | undefined {
  try {
    return check();
  } catch (error) {
    if (!(error instanceof DomainError) || error.code !== 'invalid-input' || !error.field) throw error;
    const message = error.message.startsWith(`${error.field}: `) ? error.message.slice(error.field.length + 2) : error.message;
    checks.add(`${prefix}/${error.field}`, 'invalid', message);
    return undefined;
  }
}

/** The audit log's name of what a login belongs to: the staff user (by the agency user's id). */
const AUDIT_RESOURCE = 'staff-users';

/** What the audit log compares of a login: never its hash. */
function auditView(login: Pick<StaffLogin, 'email' | 'role' | 'passwordHash' | 'passwordChangedAt'> | null): AuditView {
  return { login: login === null ? null : { email: login.email, role: login.role, hasPassword: login.passwordHash !== NO_PASSWORD, passwordChangedAt: login.passwordChangedAt } };
}

/** A write made against another version of the login than the stored one (If-Match): nothing is changed. */
function refuseStale(current: StaffLogin, expected: readonly number[] | null | undefined): void {
  if (expected && !expected.includes(current.version)) {
    throw new PreconditionFailedError(`The staff login was changed meanwhile (it is now at version ${current.version}); nothing was changed.`);
  }
}

/** A member of staff never lowers their own role (they could lock the agency out of its administration). */
function refuseSelfDemotion(actor: Actor, userId: number, role: StaffRole): void {
  if (actor.kind === 'staff' && actor.id === userId && role !== 'admin') throw new ConflictError('You cannot lower your own role; another admin can.');
}
