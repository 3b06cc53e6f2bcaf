/** What a caller of the agency API may do: viewer reads; editor also writes listings and CRM records; admin also manages logins, keys, webhooks and settings. */
export type Role = 'viewer' | 'editor' | 'admin';

export const ROLES: readonly Role[] = ['viewer', 'editor', 'admin'];

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

/** Whether `held` allows what needs `needed` (viewer < editor < admin). */
export function roleAllows(held: Role, needed: Role): boolean {
  return ROLES.indexOf(held) >= ROLES.indexOf(needed);
}
