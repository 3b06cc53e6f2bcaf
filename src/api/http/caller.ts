import type { Request } from 'express';
import type { Role } from '../../api-keys/roles.js';
import type { Actor } from '../../common/actor.js';
import type { Tenant } from '../../common/tenant.js';

/**
 * Who calls the API, once the auth guard has accepted the credentials: the tenant every domain
 * call is scoped to, the actor writes are audited under, the role routes are checked against.
 */
export interface Caller {
  readonly tenant: Tenant;
  readonly actor: Actor;
  readonly role: Role;
  /** Names the caller for its rate limit and its idempotency keys: `api-key:<id>` or `staff:<id>`. */
  readonly key: string;
}

/** A request of the API, with its caller once authenticated. */
export type ApiRequest = Request & { caller?: Caller };

/**
 * Where the staff-auth module plugs its cookie sessions into the API's one guard: given a request
 * without a Bearer key, answers its caller when it carries a valid session (null when it carries
 * none, or an expired one), and throws a Problem (`forbidden`) when an unsafe method comes
 * without the session's CSRF token. Provided under SESSION_AUTHENTICATOR.
 */
export interface SessionAuthenticator {
  authenticate(request: ApiRequest): Promise<Caller | null>;
}

/** Nest token of the optional SessionAuthenticator. */
export const SESSION_AUTHENTICATOR = Symbol('SESSION_AUTHENTICATOR');
