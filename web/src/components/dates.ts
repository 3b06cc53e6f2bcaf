/**
 * Calendar days in the browser's time zone, as date inputs (`<input type="date">`) and addresses
 * carry them: `YYYY-MM-DD`. Moments stay instants (RFC 3339 in the API); a day is where the staff
 * user is.
 */
const pad = (n: number) => String(n).padStart(2, '0');

/** The local calendar day of a moment, `YYYY-MM-DD`. */
export function dayKey(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Local midnight of a `YYYY-MM-DD` day; null for anything else (or a day that does not exist). */
export function parseDay(text: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(year, month - 1, day);
  return date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day ? date : null;
}

/** `HH:MM` of a moment, local. */
export function timeKey(date: Date): string {
  return `${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** The moment of a local day and `HH:MM` time; null when either is not valid. */
export function atTime(day: string, time: string): Date | null {
  const date = parseDay(day);
  const match = /^(\d{2}):(\d{2})$/.exec(time);
  if (!date || !match || Number(match[1]) > 23 || Number(match[2]) > 59) return null;
  return new Date(date.getFullYear(), date.getMonth(), date.getDate(), Number(match[1]), Number(match[2]));
}

/** The same local time `days` later (calendar days: a day with a clock change is 23 or 25 hours). */
export function addDays(date: Date, days: number): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate() + days, date.getHours(), date.getMinutes());
}
