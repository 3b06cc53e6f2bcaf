/**
 * A record's id from a path segment (`/listings/42`): the whole segment in digits, at most 15 of
 * them (a safe integer); null for anything else, which the screens show as "not found".
 */
export function routeId(segment: string): number | null {
  return /^\d{1,15}$/.test(segment) ? Number(segment) : null;
}
