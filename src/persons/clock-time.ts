import { InvalidInputError } from '../common/errors.js';

/** Now, to the whole second: what every database stores for a datetime, so records equal their rows. */
export function storedNow(): Date {
  return new Date(Math.floor(Date.now() / 1000) * 1000);
}

/** The range every supported database stores in a datetime column (MySQL/MariaDB DATETIME). */
export const EARLIEST_DATE = new Date(Date.UTC(1000, 0, 1));
export const LATEST_DATE = new Date(Date.UTC(9999, 11, 31, 23, 59, 59, 999));

/** The wire's "no date" (.NET DateTime.MinValue, 0001-01-01T00:00:00), which clients send for an unset date. */
const NO_DATE_MS = Date.parse('0001-01-01T00:00:00Z');

/**
 * The one rule for every date a request gives, stored or used as a filter bound: null and the
 * wire's "no date" 0001-01-01T00:00:00 mean no date (an open bound, or "now" where the operation
 * says so); any other date must lie between 1000-01-01 and 9999-12-31, else InvalidInputError.
 */
export function dateBound(value: Date | null | undefined, field: string): Date | null {
  if (value === null || value === undefined || value.getTime() === NO_DATE_MS) return null;
  const time = value.getTime();
  if (Number.isNaN(time)) throw new InvalidInputError(field, 'must be a valid date');
  if (time < EARLIEST_DATE.getTime() || time > LATEST_DATE.getTime()) {
    throw new InvalidInputError(field, 'must be a date between 1000-01-01 and 9999-12-31 (or 0001-01-01 for none)');
  }
  return value;
}
