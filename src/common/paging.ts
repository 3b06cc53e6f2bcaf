import type { Page } from './record.js';

/** Limit1/Limit2 of a paged list: a 1-based inclusive row range (docs/domain-api.md); shared by every paged list. */
export interface PageRequest {
  readonly limit1: number;
  readonly limit2: number;
}

/** The most rows one page returns. */
export const MAX_PAGE_ROWS = 1000;

/** The rows a page request reads: offset and row count for the query. */
export interface RowWindow {
  readonly from: number;
  readonly offset: number;
  readonly rows: number;
  /** Limit2 as asked, or null when it meant "to the end". */
  readonly to: number | null;
}

function whole(value: number): number {
  return Number.isFinite(value) ? Math.trunc(value) : 0;
}

/**
 * Limit1 <= 0 reads as 1; Limit2 <= 0 means "to the end", capped at MAX_PAGE_ROWS rows, as is
 * any longer range. Limit2 below Limit1 is an empty range.
 */
export function rowWindow(page: PageRequest): RowWindow {
  const from = Math.max(1, whole(page.limit1));
  const limit2 = whole(page.limit2);
  if (limit2 <= 0) return { from, offset: from - 1, rows: MAX_PAGE_ROWS, to: null };
  const rows = Math.min(Math.max(0, limit2 - from + 1), MAX_PAGE_ROWS);
  return { from, offset: from - 1, rows, to: from + rows - 1 };
}

/** The page for a window: To echoes the range asked (even past the last row), or the last row served. */
export function pageFrom<T>(window: RowWindow, total: number, items: T[]): Page<T> {
  return {
    From: window.from,
    To: window.to ?? window.from + items.length - 1,
    RowsCount: total,
    Items: items,
  };
}

/** One page of a list held in memory (small reference lists). */
export function pageOfItems<T>(items: readonly T[], page: PageRequest): Page<T> {
  const window = rowWindow(page);
  return pageFrom(window, items.length, items.slice(window.offset, window.offset + window.rows));
}
