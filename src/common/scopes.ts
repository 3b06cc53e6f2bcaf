import { ForbiddenError } from './errors.js';
import type { Tenant } from './tenant.js';

/**
 * The rights a customer account can hold. `listings`: properties, projects, agents, website
 * visits; `contacts`: contact requests; `persons-read`: persons, owners, selections and the
 * history about them; `persons-write`: registering and changing persons, their selections and
 * demands, and checking or changing their passwords.
 */
export const ACCOUNT_SCOPES = ['listings', 'contacts', 'persons-read', 'persons-write'] as const;
export type AccountScope = (typeof ACCOUNT_SCOPES)[number];

const DESCRIPTIONS: Readonly<Record<AccountScope, string>> = {
  listings: 'read listings',
  contacts: 'send contact requests',
  'persons-read': 'read persons',
  'persons-write': 'change persons or check their passwords',
};

export function isAccountScope(value: string): value is AccountScope {
  return (ACCOUNT_SCOPES as readonly string[]).includes(value);
}

/** The scopes of a stored comma-separated list (unknown names are ignored), in canonical order. */
export function parseScopes(text: string | null | undefined): AccountScope[] {
  const names = new Set((text ?? '').split(',').map((name) => name.trim()));
  return ACCOUNT_SCOPES.filter((scope) => names.has(scope));
}

/** The stored form of a set of scopes: canonical order, comma-separated. */
export function formatScopes(scopes: readonly AccountScope[]): string {
  return ACCOUNT_SCOPES.filter((scope) => scopes.includes(scope)).join(',');
}

/**
 * Refuses (ForbiddenError) a call the calling account holds no right for. `field` names the
 * request field that needs the scope, when the operation itself would not.
 */
export function requireScope(tenant: Tenant, scope: AccountScope, field?: string): void {
  if (tenant.scopes.includes(scope)) return;
  const which = field === undefined ? `the ${scope} scope` : `the ${scope} scope, which ${field} needs`;
  throw new ForbiddenError(`This account may not ${DESCRIPTIONS[scope]} (it lacks ${which}).`);
}

/**
 * The scopes an operation needs, as its catalog entry declares them: the account must hold every
 * one. Empty: shared reference data, open to every account.
 */
export type ScopeRequirement = readonly AccountScope[];

/** Refuses a call unless the account holds every scope of `needed` (the first missing one is named). */
export function requireScopes(tenant: Tenant, needed: ScopeRequirement): void {
  for (const scope of needed) requireScope(tenant, scope);
}

/** Whether `held` holds every scope of `needed`. */
export function holdsScopes(held: readonly AccountScope[], needed: ScopeRequirement): boolean {
  return needed.every((scope) => held.includes(scope));
}

/** How a requirement reads in the documentation: `persons-read, persons-write`, or `none` for reference data. */
export function scopesLabel(needed: ScopeRequirement): string {
  return needed.length === 0 ? 'none (reference data)' : ACCOUNT_SCOPES.filter((scope) => needed.includes(scope)).join(', ');
}
