/** A requested row range: Limit1/Limit2, 1-based and inclusive (page p of size n is n·p+1 … n·(p+1)). */
export interface PageRequest {
  readonly limit1: number;
  readonly limit2: number;
}

/** Rows served when Limit2 is 0 or below Limit1. */
export const DEFAULT_PAGE_SIZE = 10;
/** The most rows one page serves; a longer range is cut to this many rows. */
export const MAX_PAGE_SIZE = 1000;

/** The range actually served: From/To as echoed in the page, offset/limit for the query. */
export interface RowRange {
  readonly from: number;
  readonly to: number;
  readonly offset: number;
  readonly limit: number;
}

function whole(value: number): number {
  return Number.isFinite(value) ? Math.trunc(value) : 0;
}

/**
 * Limit1 <= 0 reads as 1. Limit2 below Limit1 (0 included) serves DEFAULT_PAGE_SIZE rows from
 * Limit1; a range longer than MAX_PAGE_SIZE is cut to MAX_PAGE_SIZE rows. `To` is the end of the
 * range served, even past the last row (the total is the page's RowsCount).
 */
export function rowRange(page: PageRequest): RowRange {
  const from = Math.max(1, whole(page.limit1));
  const requestedTo = whole(page.limit2);
  const to = requestedTo < from ? from + DEFAULT_PAGE_SIZE - 1 : Math.min(requestedTo, from + MAX_PAGE_SIZE - 1);
  return { from, to, offset: from - 1, limit: to - from + 1 };
}
