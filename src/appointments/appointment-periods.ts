import { InvalidInputError } from '../common/errors.js';

/** How the appointment graph groups its points: 0 per day, 1 per week (from Monday), 2 per month. */
export const FREQUENCIES = { 0: 'day', 1: 'week', 2: 'month' } as const;
export type Frequency = (typeof FREQUENCIES)[keyof typeof FREQUENCIES];

export function parseFrequency(value: number | null, field = 'Frequency'): Frequency {
  if (value === null) return 'day';
  const frequency = FREQUENCIES[value as keyof typeof FREQUENCIES] as Frequency | undefined;
  if (!frequency) throw new InvalidInputError(field, `must be 0 (per day), 1 (per week) or 2 (per month), got ${value}.`);
  return frequency;
}

/** The start (UTC midnight) of the day, week (Monday) or month holding `date`. */
export function periodStart(date: Date, frequency: Frequency): Date {
  const day = Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), frequency === 'month' ? 1 : date.getUTCDate());
  if (frequency !== 'week') return new Date(day);
  const weekday = (new Date(day).getUTCDay() + 6) % 7;
  return new Date(day - weekday * 86_400_000);
}
