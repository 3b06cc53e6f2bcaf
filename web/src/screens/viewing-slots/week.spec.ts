import { describe, expect, it } from '@jest/globals';
import { dayKey } from '../../components/dates';
import { hourRange, placeInLanes, startOfWeek, weekDays } from './week';

const at = (day: number, hour: number, minute = 0) => new Date(2026, 4, day, hour, minute);
const span = (day: number, from: [number, number], to: [number, number], id = '') => ({ id, start: at(day, ...from), end: at(day, ...to) });

describe('the viewing calendar', () => {
  it('starts weeks on Monday, whatever the day given, and lists seven calendar days', () => {
    expect(dayKey(startOfWeek(at(13, 15)))).toBe('2026-05-11');
    expect(dayKey(startOfWeek(at(17, 23, 59)))).toBe('2026-05-11');
    expect(dayKey(startOfWeek(at(11, 0)))).toBe('2026-05-11');
    expect(weekDays(startOfWeek(new Date(2026, 2, 25))).map(dayKey)).toEqual(['2026-03-23', '2026-03-24', '2026-03-25', '2026-03-26', '2026-03-27', '2026-03-28', '2026-03-29']);
    expect(weekDays(startOfWeek(new Date(2026, 11, 31))).map(dayKey)[6]).toBe('2027-01-03');
  });

  it('shows working hours, widened to the earliest start and the latest end of the week', () => {
    expect(hourRange([])).toEqual({ first: 8, last: 20 });
    expect(hourRange([span(12, [7, 30], [8, 0]), span(13, [20, 0], [21, 15])])).toEqual({ first: 7, last: 22 });
    expect(hourRange([{ start: at(12, 23), end: at(13, 1) }])).toEqual({ first: 8, last: 24 });
  });

  it('places overlapping slots side by side, and a slot after them at full width again', () => {
    const placed = placeInLanes([span(12, [10, 0], [11, 0], 'a'), span(12, [10, 30], [11, 30], 'b'), span(12, [11, 0], [12, 0], 'c'), span(12, [14, 0], [15, 0], 'd')]);
    expect(placed.map((p) => [p.item.id, p.lane, p.lanes, p.group])).toEqual([
      ['a', 0, 2, 0],
      ['b', 1, 2, 0],
      ['c', 0, 2, 0],
      ['d', 0, 1, 1],
    ]);
    expect(placeInLanes([span(12, [9, 0], [9, 30], 'x'), span(12, [9, 30], [10, 0], 'y')]).map((p) => p.lanes)).toEqual([1, 1]);
  });
});
