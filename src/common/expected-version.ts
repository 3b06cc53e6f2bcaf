import { PreconditionFailedError } from './errors.js';

/**
 * The versions a write may be made against (If-Match): one, several (any of them), or null
 * (absent) when the caller did not ask.
 */
export type ExpectedVersion = number | readonly number[] | null | undefined;

/**
 * Refuses a write made against another version of a record than its current one. Call it on the
 * row read, locked, in the write's own transaction, so nothing can change in between.
 */
export function requireVersion(what: string, id: number, current: number, expected: ExpectedVersion): void {
  if (expected === null || expected === undefined) return;
  const allowed = typeof expected === 'number' ? [expected] : expected;
  if (allowed.includes(current)) return;
  throw new PreconditionFailedError(`${what} ${id} is at version ${current}, not ${allowed.join(' or ')}: nothing was changed; read it again and reapply the change.`);
}
