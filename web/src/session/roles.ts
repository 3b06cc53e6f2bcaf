/** The agency API's roles, least first: viewer reads; editor writes listings, persons, leads …; admin also manages logins, keys, webhooks and settings. */
export const ROLES = ['viewer', 'editor', 'admin'] as const;
export type Role = (typeof ROLES)[number];

export function hasRole(actual: string | undefined, needed: Role): boolean {
  const have = ROLES.indexOf(actual as Role);
  return have >= 0 && have >= ROLES.indexOf(needed);
}
