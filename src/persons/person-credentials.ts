import { Inject, Injectable } from '@nestjs/common';
import { MAX_PASSWORD_LENGTH } from '../accounts/account-input.js';
import { CredentialCache } from '../accounts/credential-cache.js';
import type { HashTicket } from '../accounts/hash-scheduler.js';
import { LoginThrottle, type LoginAttempt } from '../accounts/login-throttle.js';
import { PasswordHasher } from '../accounts/password-hasher.js';
import { reportSecurityEvent } from '../common/security-events.js';
import type { Tenant } from '../common/tenant.js';
import { TenantScope } from '../database/tenant-scope.js';
import { emailKey, PERSON_TEXT_LENGTHS } from './person-input.js';
import { Person } from './persons.entities.js';

const PERSON_SCOPE = 'person';

/**
 * Checks a person's email and password the way customer accounts are checked: throttled per
 * (person, client address), per address and per person across addresses (LoginThrottle) before
 * any hashing, with a per-address budget of hashed checks; verified credentials cached, and an
 * unknown email costing the same hash as a wrong password, so the two cannot be told apart.
 */
@Injectable()
export class PersonCredentials {
  constructor(
    @Inject(TenantScope) private readonly scope: TenantScope,
    @Inject(PasswordHasher) private readonly hasher: PasswordHasher,
    @Inject(CredentialCache) private readonly cache: CredentialCache,
    @Inject(LoginThrottle) private readonly throttle: LoginThrottle,
  ) {}

  /** The person whose credential this is, or null (unknown email, wrong password, no login). */
  async verify(tenant: Tenant, email: string | null, password: string | null, clientAddress = ''): Promise<Person | null> {
    const key = emailKey(email);
    const attempt: LoginAttempt = { kind: 'person', subject: key === '' ? '' : `${tenant.agencyId}:${key}`, address: clientAddress };
    const admission = await this.throttle.admit(attempt);
    if (key === '' || !password || key.length > PERSON_TEXT_LENGTHS.email || password.length > MAX_PASSWORD_LENGTH) {
      reportSecurityEvent('person-login-failed');
      await this.throttle.failed(attempt);
      return null;
    }
    const parts = [String(tenant.agencyId), key, password];
    const personId = await this.cache.verifyOnce<number>(PERSON_SCOPE, parts, async () => {
      await this.throttle.checking(attempt);
      const found = await this.scope.findOne(tenant, Person, { email: key });
      const ticket = this.throttle.ticket(admission);
      const valid = found?.passwordHash ? await this.hasher.verify(found.passwordHash, password, ticket) : await this.hasher.verifyUnknown(password, ticket);
      if (!found || !valid) return null;
      await this.upgradeHash(tenant, found, password, ticket);
      return { value: found.id, subject: this.subject(tenant, found.id) };
    });
    const person = personId === null ? null : await this.scope.findOne(tenant, Person, { id: personId, email: key });
    if (!person) {
      reportSecurityEvent('person-login-failed');
      await this.throttle.failed(attempt);
      return null;
    }
    await this.throttle.succeeded(admission);
    return person;
  }

  /** Drops the remembered credentials of a person (after an email or password change). */
  forget(tenant: Tenant, personId: number): void {
    this.cache.invalidate(PERSON_SCOPE, this.subject(tenant, personId));
  }

  /** Replaces a hash of an earlier scheme or cost after a successful login, if it is still the stored one. */
  private async upgradeHash(tenant: Tenant, person: Person, password: string, ticket: HashTicket): Promise<void> {
    const stored = person.passwordHash;
    if (stored === null || !this.hasher.needsRehash(stored)) return;
    try {
      const passwordHash = await this.hasher.hash(password, ticket);
      await this.scope.transaction((manager) => this.scope.update(tenant, Person, { id: person.id, passwordHash: stored }, { passwordHash }, manager));
    } catch {
      return;
    }
  }

  /** A hash of a new password; with a ticket, charged to the client address that asked for it. */
  hashPassword(password: string, ticket?: HashTicket): Promise<string> {
    return this.hasher.hash(password, ticket);
  }

  private subject(tenant: Tenant, personId: number): string {
    return `${tenant.agencyId}:${personId}`;
  }
}
