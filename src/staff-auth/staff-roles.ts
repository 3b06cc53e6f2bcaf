import { InvalidInputError } from '../common/errors.js';

/**
 * What a member of staff may do on the agency side, each role including the ones before it:
 * `viewer` reads; `editor` also writes listings, projects, documents, persons, leads and slots;
 * `admin` also manages staff logins, API keys, webhooks and the agency's settings.
 */
export const STAFF_ROLES = ['viewer', 'editor', 'admin'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export function isStaffRole(value: unknown): value is StaffRole {
  return typeof value === 'string' && (STAFF_ROLES as readonly string[]).includes(value);
}

/** A role given by a caller; InvalidInputError naming `field` otherwise. */
export function validStaffRole(field: string, value: unknown): StaffRole {
  if (!isStaffRole(value)) throw new InvalidInputError(field, `must be one of ${STAFF_ROLES.join(', ')}`);
  return value;
}

/** Whether `held` includes what `needed` allows (viewer < editor < admin). */
export function roleIncludes(held: StaffRole, needed: StaffRole): boolean {
  return STAFF_ROLES.indexOf(held) >= STAFF_ROLES.indexOf(needed);
}
