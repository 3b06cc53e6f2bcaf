import { Inject, Injectable, Optional } from '@nestjs/common';
import { CACHE_BUS, type CacheBus } from '../common/cache-bus.js';
import type { RowWindow } from '../common/paging.js';
import type { Tenant } from '../common/tenant.js';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import type { SqlValue } from '../database/sql-statements.js';
import { TenantScope } from '../database/tenant-scope.js';
import { COUNT_CACHE_TTL_MS, tenantDataCache, type TtlCache } from './count-cache.js';
import { listingFrom, PropertyQuery, reverse, shuffledOrder, type CompiledFilter } from './property-query.js';
import type { SortKey } from './sort-order.js';

/** Pages starting at least this deep are sought from an anchor rather than by OFFSET from the start. */
export const DEEP_PAGE_OFFSET = 2_000;
/** One anchor every this many rows of a listing order. */
export const ANCHOR_SPACING = 1_000;
/** How many pages of ids are kept (a page is at most a few hundred ids). */
const PAGE_CACHE_ENTRIES = 5_000;

/** Keyset cursors kept: where the last pages read ended (a sync reads its pages in sequence). */
const CURSOR_ENTRIES = 10_000;

/** The sort key values of the row at 1-based position `position` of a listing order. */
interface Anchor {
  readonly position: number;
  readonly keys: readonly SqlValue[];
}

/** A condition (` AND …`, or empty) with its parameters that keeps a seek within two anchors. */
export interface AnchorBound {
  readonly condition: string;
  readonly params: readonly SqlValue[];
}

/** No bound: the seek's range is open at that end. */
export const UNBOUNDED: AnchorBound = { condition: '', params: [] };

/** Text the engines order like JavaScript does: timestamps and plain decimal numbers (no letters, so no collation). */
const TIMESTAMP_TEXT = /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}:\d{2}(\.\d+)?$/;
const NUMBER_TEXT = /^-?\d+(\.\d+)?$/;

/** -1, 0 or 1 as the database orders two key values of one column ascending; null when that cannot be told here. */
function compareValues(a: SqlValue | Date, b: SqlValue | Date): number | null {
  if (typeof a === 'number' && typeof b === 'number') return Math.sign(a - b);
  if (a instanceof Date && b instanceof Date) return Math.sign(a.getTime() - b.getTime());
  if (typeof a === 'string' && typeof b === 'string') {
    if (NUMBER_TEXT.test(a) && NUMBER_TEXT.test(b)) return Math.sign(Number(a) - Number(b));
    if (TIMESTAMP_TEXT.test(a) && TIMESTAMP_TEXT.test(b)) return a < b ? -1 : a > b ? 1 : 0;
  }
  return null;
}

/** How row keys `a` and `b` stand in the order (negative: `a` comes first); null when a value cannot be compared here. */
export function compareKeys(a: readonly SqlValue[], b: readonly SqlValue[], sort: readonly SortKey[]): number | null {
  for (let i = 0; i < sort.length; i++) {
    const compared = compareValues(a[i] as SqlValue | Date, b[i] as SqlValue | Date);
    if (compared === null) return null;
    if (compared !== 0) return sort[i]!.direction === 'DESC' ? -compared : compared;
  }
  return 0;
}

/**
 * The ids of one page of a listing. Shallow pages are read from the covering listing index with
 * LIMIT/OFFSET. A deep page in an order whose keys cannot be NULL (newest first, the default) is
 * sought instead: the listing's anchors — the key values of every ANCHOR_SPACING-th row, computed
 * in one pass over the index and kept like a count (30 s, then served while one recomputation
 * runs) — give the nearest position before the page; the page is read from there with a key
 * condition and an OFFSET below ANCHOR_SPACING. So the last page of 1M rows costs about what a
 * first page costs. Like the count it is shown with, a deep page may lag changes by that long
 * (a property added since may shift it by one row), unless the change is announced on the cache
 * bus (`tenant-data`), which drops the agency's anchors with its counts.
 *
 * Paging on from where the previous page ended is a keyset seek whatever the filter (ChangeSince
 * pages of a partner's sync are never cached): after reading a page in a seekable order, the key
 * values of its last row are kept (up to CURSOR_ENTRIES, least recently used dropped) under the
 * filter, the order and the position that follows; the page asked for at that position is read
 * from those keys with no OFFSET, so a sync's pages cost the same from the first to the last and
 * no anchors are computed for them. Cursors are dropped with the agency's counts and pages (a
 * change announced on the cache bus), so a page never differs from what OFFSET would read; the
 * page after a change is read by OFFSET (or from an anchor) and keeps a new cursor.
 *
 * The ids of a page of a cacheable filter are kept like its count (COUNT_CACHE_TTL_SECONDS, then
 * served while one re-read runs; dropped with the agency's counts), so a page and the total shown
 * with it agree, and a popular page costs no statement.
 */
@Injectable()
export class PageSeeker {
  private readonly anchors: TtlCache<Anchor[]>;
  private readonly pages: TtlCache<number[]>;
  private readonly cursors = new Map<string, readonly SqlValue[]>();

  constructor(
    @Inject(TenantScope) private readonly scope: TenantScope,
    @Inject(PropertyQuery) private readonly query: PropertyQuery,
    @Optional() @Inject(CACHE_BUS) bus?: CacheBus,
    @Optional() @Inject(APP_CONFIG) config?: AppConfig,
  ) {
    this.anchors = tenantDataCache('page-anchors', COUNT_CACHE_TTL_MS, bus, { maxEntries: 1_000, staleLimitMs: COUNT_CACHE_TTL_MS });
    // Pages are kept like the counts they are shown with (same lifetime, same invalidation).
    this.pages = tenantDataCache('pages', config?.countCacheTtlMs, bus, { maxEntries: PAGE_CACHE_ENTRIES, staleLimitMs: COUNT_CACHE_TTL_MS });
    bus?.subscribe('tenant-data', (agencyId) => {
      if (agencyId === undefined) return this.cursors.clear();
      for (const key of this.cursors.keys()) if (key.startsWith(`${agencyId}|`)) this.cursors.delete(key);
    });
  }

  /**
   * The ids of the page in the sort order, or in the seeded shuffled order when `shuffle` is
   * given (UseRandom). A filter without a cache key (one read back at once, like a person's
   * selected list) is always read by OFFSET.
   */
  pageIds(
    tenant: Tenant,
    filter: { key: string | null; cursor: string; compiled: CompiledFilter },
    sort: readonly SortKey[],
    range: RowWindow,
    shuffle: number | null = null,
  ): Promise<number[]> {
    if (range.rows === 0) return Promise.resolve([]);
    const orderBy = shuffle === null ? this.query.orderBy(sort) : shuffledOrder(shuffle);
    const cursorAt = (position: number) => `${tenant.agencyId}|${filter.cursor}|${orderBy}|${position}`;
    const read = () =>
      shuffle === null && range.offset > 0 && this.query.seekable(sort) && this.cursors.has(cursorAt(range.offset))
        ? this.readFromCursor(tenant, filter.compiled, sort, range, orderBy, cursorAt)
        : this.readPage(tenant, filter, sort, range, shuffle, orderBy, cursorAt);
    if (filter.key === null) return read();
    return this.pages.get(`${tenant.agencyId}|${filter.key}|${orderBy}|${range.offset}|${range.rows}`, read, String(tenant.agencyId));
  }

  private async readPage(
    tenant: Tenant,
    filter: { key: string | null; compiled: CompiledFilter },
    sort: readonly SortKey[],
    range: RowWindow,
    shuffle: number | null,
    orderBy: string,
    cursorAt: (position: number) => string,
  ): Promise<number[]> {
    const { params } = filter.compiled;
    const from = listingFrom(filter.compiled);
    // In a seekable order the page's key values come along, to keep a cursor at its end.
    const seekable = shuffle === null && this.query.seekable(sort);
    const select = seekable ? `SELECT p.id, ${this.query.sortColumns(sort).map((key, i) => `${key.column} AS k${i}`).join(', ')}` : 'SELECT p.id';
    const ids = (rows: Record<string, unknown>[]) => {
      if (seekable) this.keepCursor(cursorAt(range.offset + rows.length), rows.at(-1), sort.length);
      return rows.map((row) => Number(row['id']));
    };
    let anchor: Anchor | undefined;
    let bound: Anchor | undefined;
    if (filter.key !== null && seekable && range.offset >= DEEP_PAGE_OFFSET) {
      const anchors = await this.anchors.get(`${tenant.agencyId}|${filter.key}|${orderBy}`, () => this.anchorsOf(tenant, from, params, sort), String(tenant.agencyId));
      anchor = anchors.findLast((candidate) => candidate.position <= range.offset);
      // The first anchor at or past the page's end closes the range from the other side.
      bound = anchors.find((candidate) => candidate.position >= range.offset + range.rows);
    }
    if (!anchor) {
      return ids(await this.scope.rows<Record<string, unknown>>(tenant, `${select} ${from} ${orderBy} LIMIT ? OFFSET ?`, [...params, range.rows, range.offset], 'heavy'));
    }
    const after = this.query.keyset(sort);
    const until = bound ? { condition: ` AND ${this.until(sort)}`, params: [bound.keys[0]!] } : { condition: '', params: [] };
    const rows = await this.scope.rows<Record<string, unknown>>(
      tenant,
      `${select} ${from} AND ${after.condition}${until.condition} ${orderBy} LIMIT ? OFFSET ?`,
      [...params, ...after.params(anchor.keys), ...until.params, range.rows, range.offset - anchor.position],
      'heavy',
    );
    return ids(rows);
  }

  /**
   * Where the row whose key values are `own` stands in a seekable order, and how a seek for its
   * neighbours is kept near it.
   *
   * `position`, 1-based: from the listing's anchors when the filter is cacheable, the nearest
   * anchor at or before the row plus a count of the rows between the two (fewer than
   * ANCHOR_SPACING, a two-ended index range), so the position costs the same at the start and the
   * end of 1M rows; like a deep page it may lag changes by the anchors' lifetime unless they are
   * announced. Otherwise (or when key values cannot be compared here) a count of every row before it.
   *
   * `next` and `previous`: conditions that keep a seek within the anchors around the row — the
   * rows after it up to the first anchor past it, the rows before it back to the last anchor
   * before it (on the leading key, as `until`; empty where there is no such anchor or no anchors).
   * A seek of one row from the row's keys is then a two-ended index range of about
   * ANCHOR_SPACING rows: with one end open MariaDB's estimate of the range was the rest of the
   * listing, and it chose instead to walk another index in the listing's order from its start,
   * reading every row up to the property's position (1.5 – 17 s at 1M for one in six
   * GetPreviousNextOfProperty calls; docs/database.md).
   */
  async locate(
    tenant: Tenant,
    filter: { key: string | null; compiled: CompiledFilter },
    sort: readonly SortKey[],
    own: readonly SqlValue[],
  ): Promise<{ position: number; next: AnchorBound; previous: AnchorBound }> {
    const { params } = filter.compiled;
    const from = listingFrom(filter.compiled);
    const before = this.query.keyset(sort, true);
    let anchor: Anchor | undefined;
    let next = UNBOUNDED;
    let previous = UNBOUNDED;
    if (filter.key !== null) {
      const anchors = await this.anchors.get(`${tenant.agencyId}|${filter.key}|${this.query.orderBy(sort)}`, () => this.anchorsOf(tenant, from, params, sort), String(tenant.agencyId));
      const comparisons = anchors.map((candidate) => compareKeys(candidate.keys, own, sort));
      if (comparisons.every((compared) => compared !== null)) {
        const at = comparisons.findLastIndex((compared) => compared! <= 0);
        anchor = anchors[at];
        const later = anchors[at + 1];
        const earlier = comparisons[at] === 0 ? anchors[at - 1] : anchor;
        if (later) next = { condition: ` AND ${this.until(sort)}`, params: [later.keys[0]!] };
        if (earlier) previous = { condition: ` AND ${this.until(reverse(sort))}`, params: [earlier.keys[0]!] };
        if (anchor && comparisons[at] === 0) return { position: anchor.position, next, previous };
      }
    }
    const after = this.query.keyset(sort);
    const [row] = await this.scope.rows<{ n: number | string }>(
      tenant,
      `SELECT COUNT(*) AS n ${from}${anchor ? ` AND ${after.condition}` : ''} AND ${before.condition}`,
      [...params, ...(anchor ? after.params(anchor.keys) : []), ...before.params(own)],
      'heavy',
    );
    return { position: (anchor?.position ?? 0) + Number(row?.n ?? 0) + 1, next, previous };
  }

  /** The page that starts right after a kept cursor: a keyset seek, then the cursor at its end. */
  private async readFromCursor(
    tenant: Tenant,
    compiled: CompiledFilter,
    sort: readonly SortKey[],
    range: RowWindow,
    orderBy: string,
    cursorAt: (position: number) => string,
  ): Promise<number[]> {
    const keys = this.cursors.get(cursorAt(range.offset))!;
    const after = this.query.keyset(sort);
    const columns = this.query.sortColumns(sort).map((key, i) => `${key.column} AS k${i}`);
    const rows = await this.scope.rows<Record<string, unknown>>(
      tenant,
      `SELECT p.id, ${columns.join(', ')} ${listingFrom(compiled)} AND ${after.condition} ${orderBy} LIMIT ?`,
      [...compiled.params, ...after.params(keys), range.rows],
      'heavy',
    );
    this.keepCursor(cursorAt(range.offset + rows.length), rows.at(-1), sort.length);
    return rows.map((row) => Number(row['id']));
  }

  private keepCursor(at: string, last: Record<string, unknown> | undefined, keys: number): void {
    if (!last) return;
    this.cursors.delete(at);
    this.cursors.set(at, Array.from({ length: keys }, (_, i) => last[`k${i}`] as SqlValue));
    if (this.cursors.size > CURSOR_ENTRIES) this.cursors.delete(this.cursors.keys().next().value!);
  }

  /** The key values of every ANCHOR_SPACING-th row of the order, with their positions. */
  private async anchorsOf(tenant: Tenant, from: string, params: readonly SqlValue[], sort: readonly SortKey[]): Promise<Anchor[]> {
    const keys = this.query.sortColumns(sort).map((key, i) => `${key.column} AS k${i}`);
    const rows = await this.scope.rows<Record<string, unknown>>(
      tenant,
      `SELECT * FROM (SELECT ${keys.join(', ')}, ROW_NUMBER() OVER (${this.query.orderBy(sort)}) AS rn ${from}) ranked WHERE ranked.rn % ? = 0`,
      [...params, ANCHOR_SPACING],
      'heavy',
    );
    return rows.map((row) => ({ position: Number(row['rn']), keys: sort.map((_, i) => row[`k${i}`] as SqlValue) }));
  }

  /**
   * Rows not past a later anchor, on the leading key (`k1 >= b1` in a descending order): with both
   * ends given, the statement is a short index range whatever the engine's estimate of the open
   * range would be (MariaDB scanned a 1M listing from its start when the range had one end).
   */
  private until(sort: readonly SortKey[]): string {
    const [first] = this.query.sortColumns(sort);
    return `${first!.column} ${first!.direction === 'DESC' ? '>=' : '<='} ?`;
  }
}
