import { parseDay } from '../../components/dates';

/**
 * The calendar's week and open slot in the address (/admin/viewing-slots?week=2026-05-11&slot=42),
 * so a week or a slot can be bookmarked and sent to a colleague. Without `week`: this week.
 */
export interface ViewingSlotsSearch {
  /** Any day of the week shown, `YYYY-MM-DD` (the screen keeps its Monday). */
  readonly week?: string;
  /** The slot whose details are open. */
  readonly slot?: number;
  /** `list`: the week as a list on a wide screen too (a narrow one always shows the list). */
  readonly view?: 'list';
}

export function parseViewingSlotsSearch(search: Record<string, unknown>): ViewingSlotsSearch {
  const week = typeof search['week'] === 'string' && parseDay(search['week']) ? search['week'] : undefined;
  const slot = Number(search['slot']);
  return { ...(week ? { week } : {}), ...(Number.isSafeInteger(slot) && slot > 0 ? { slot } : {}), ...(search['view'] === 'list' ? { view: 'list' as const } : {}) };
}
