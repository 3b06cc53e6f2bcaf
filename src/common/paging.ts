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
  if (limit2 <= 0) return { from, offset: from - 1, rows: MAX_PAGE_ROWS };
  return { from, offset: from - 1, rows: Math.min(Math.max(0, limit2 - from + 1), MAX_PAGE_ROWS) };
}

/**
 * The page for a window: From is Limit1 as read, To the last row served (From + items − 1, so
 * From − 1 when the page is empty), never the Limit2 asked past the last row.
 */
export function pageFrom<T>(window: RowWindow, total: number, items: T[]): Page<T> {
  return {
    From: window.from,
    To: window.from + items.length - 1,
    RowsCount: total,
    Items: items,
  };
}

/** One page of a list held in memory (small reference lists). */
export function pageOfItems<T>(items: readonly T[], page: PageRequest): Page<T> {
  const window = rowWindow(page);
  return pageFrom(window, items.length, items.slice(window.offset, window.offset + window.rows));
}
