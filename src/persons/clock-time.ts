/** Now, to the whole second: what every database stores for a datetime, so records equal their rows. */
export function storedNow(): Date {
  return new Date(Math.floor(Date.now() / 1000) * 1000);
}

/** A date bound of a filter: null and dates before year 1000 (the wire default 0001-01-01) are open. */
export function dateBound(value: Date | null | undefined): Date | null {
  if (value === null || value === undefined || Number.isNaN(value.getTime())) return null;
  return value.getUTCFullYear() < 1000 ? null : value;
}
