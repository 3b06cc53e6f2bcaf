import { addDays } from '../../components/dates';

/** The calendar's arithmetic: weeks from Monday (as in Belgium), hours shown, slots side by side when they overlap. */
export function startOfWeek(date: Date): Date {
  const midnight = new Date(date.getFullYear(), date.getMonth(), date.getDate());
  return addDays(midnight, -((midnight.getDay() + 6) % 7));
}

export function weekDays(monday: Date): Date[] {
  return Array.from({ length: 7 }, (_, index) => addDays(monday, index));
}

export function sameDay(a: Date, b: Date): boolean {
  return a.getFullYear() === b.getFullYear() && a.getMonth() === b.getMonth() && a.getDate() === b.getDate();
}

/** Minutes since the day's midnight (local). */
export function minuteOfDay(date: Date): number {
  return date.getHours() * 60 + date.getMinutes();
}

export interface Span {
  readonly start: Date;
  readonly end: Date;
}

/** The hours the week's grid shows: working hours, widened to every slot of the week. */
export function hourRange(spans: readonly Span[], first = 8, last = 20): { first: number; last: number } {
  let from = first;
  let to = last;
  for (const span of spans) {
    from = Math.min(from, Math.floor(minuteOfDay(span.start) / 60));
    const end = sameDay(span.start, span.end) ? minuteOfDay(span.end) : 24 * 60;
    to = Math.max(to, Math.ceil(end / 60));
  }
  return { first: Math.max(0, from), last: Math.min(24, Math.max(to, from + 1)) };
}

export interface Placed<T extends Span> {
  readonly item: T;
  /** Its column among the slots it overlaps, from 0. */
  readonly lane: number;
  /** How many columns its group of overlapping slots needs. */
  readonly lanes: number;
  /** Its group: the slots that overlap, directly or through others (numbered from 0 in time order). */
  readonly group: number;
}

/**
 * One day's slots placed in lanes: each takes the first lane free at its start; slots that
 * overlap, directly or through others, share the width of their group.
 */
export function placeInLanes<T extends Span>(items: readonly T[]): Placed<T>[] {
  const sorted = [...items].sort((a, b) => a.start.getTime() - b.start.getTime() || b.end.getTime() - a.end.getTime());
  const placed: { item: T; lane: number; group: number }[] = [];
  const groupLanes: number[] = [];
  let laneEnds: number[] = [];
  let groupEnd = -Infinity;
  for (const item of sorted) {
    const start = item.start.getTime();
    if (start >= groupEnd) {
      // Nothing placed so far reaches this slot: a new group, with lanes of its own.
      groupLanes.push(0);
      laneEnds = [];
      groupEnd = -Infinity;
    }
    let lane = laneEnds.findIndex((end) => end <= start);
    if (lane < 0) lane = laneEnds.length;
    laneEnds[lane] = Math.max(item.end.getTime(), start + 1);
    groupEnd = Math.max(groupEnd, laneEnds[lane]!);
    const group = groupLanes.length - 1;
    groupLanes[group] = Math.max(groupLanes[group]!, lane + 1);
    placed.push({ item, lane, group });
  }
  return placed.map(({ item, lane, group }) => ({ item, lane, group, lanes: groupLanes[group]! }));
}
