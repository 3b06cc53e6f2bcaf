import { Inject, Injectable } from '@nestjs/common';
import { requireScope } from '../common/scopes.js';
import type { Tenant } from '../common/tenant.js';
import type { SqlValue } from '../database/sql-statements.js';
import { TenantScope } from '../database/tenant-scope.js';
import type { PropertyFilter } from './property-filter.js';
import { PageSeeker, UNBOUNDED, type AnchorBound } from './page-seeker.js';
import { PropertiesService } from './properties.service.js';
import { listingFrom, PropertyQuery, reverse, type CompiledFilter } from './property-query.js';
import { parseSortOrder, type SortKey } from './sort-order.js';

/** Where a property stands in a listing: its neighbours' ids, its 1-based position and the listing's size. */
export interface ListingNeighbours {
  readonly previousId: number | null;
  readonly nextId: number | null;
  readonly position: number;
  readonly total: number;
}

/**
 * Previous/next navigation on a property's detail page: the listing is the same as the search
 * with that filter and sort (newest first by default). In an order whose keys cannot be NULL
 * (newest first and the other seekable orders) the property's position comes from the listing's
 * anchors (PageSeeker.locate: the nearest anchor plus a count of fewer than a thousand rows), its
 * neighbours from two index seeks from its own key values, each kept between the anchors around
 * it, and the total is the search's count;
 * other orders read the listing's ids.
 */
@Injectable()
export class PropertyNavigation {
  constructor(
    @Inject(PropertyQuery) private readonly query: PropertyQuery,
    @Inject(TenantScope) private readonly scope: TenantScope,
    @Inject(PropertiesService) private readonly properties: PropertiesService,
    @Inject(PageSeeker) private readonly pages: PageSeeker,
  ) {}

  /** The neighbours of `propertyId` in the listing; null when the property is not in it. */
  async neighbours(tenant: Tenant, filter: PropertyFilter, propertyId: number, sort: string | readonly string[] | null, sortField: string): Promise<ListingNeighbours | null> {
    requireScope(tenant, 'listings');
    const keys = parseSortOrder(sort, sortField);
    const compiled = await this.query.compile(tenant, filter);
    if (!Number.isSafeInteger(propertyId)) return null;
    return this.query.seekable(keys) ? this.seek(tenant, filter, compiled, propertyId, keys) : this.read(tenant, compiled, propertyId, keys);
  }

  private async seek(tenant: Tenant, filter: PropertyFilter, compiled: CompiledFilter, propertyId: number, keys: readonly SortKey[]): Promise<ListingNeighbours | null> {
    const { params } = compiled;
    const from = listingFrom(compiled);
    const columns = this.query.sortColumns(keys);
    const [own] = await this.scope.rows<Record<string, unknown>>(tenant, `SELECT ${columns.map((key, i) => `${key.column} AS k${i}`).join(', ')} ${from} AND p.id = ?`, [...params, propertyId]);
    if (!own) return null;
    const values = columns.map((_, i) => own[`k${i}`] as SqlValue);
    const after = this.query.keyset(keys);
    const before = this.query.keyset(keys, true);
    const [located, total] = await Promise.all([
      this.pages.locate(tenant, { key: this.properties.listingKey(filter), compiled }, keys, values),
      this.properties.count(tenant, filter, compiled),
    ]);
    const neighbour = async (side: typeof after, bound: AnchorBound, order: readonly SortKey[]): Promise<number | null> => {
      const [row] = await this.scope.rows<{ id: number | string }>(
        tenant,
        `SELECT p.id ${from} AND ${side.condition}${bound.condition} ${this.query.orderBy(order)} LIMIT 1`,
        [...params, ...side.params(values), ...bound.params],
        'heavy',
      );
      if (row) return Number(row.id);
      // The anchor may be a row removed since the anchors were taken, with no row left between it and this one.
      return bound === UNBOUNDED ? null : neighbour(side, UNBOUNDED, order);
    };
    const [nextId, previousId] = await Promise.all([neighbour(after, located.next, keys), neighbour(before, located.previous, reverse(keys))]);
    const { position } = located;
    // The count may be a moment old (see PropertiesService): never below what the seeks saw.
    return { previousId, nextId, position, total: Math.max(total, position + (nextId === null ? 0 : 1)) };
  }

  private async read(tenant: Tenant, compiled: CompiledFilter, propertyId: number, keys: readonly SortKey[]): Promise<ListingNeighbours | null> {
    const rows = await this.scope.rows<{ id: number | string }>(
      tenant,
      `SELECT p.id ${listingFrom(compiled)} ${this.query.orderBy(keys)}`,
      compiled.params,
      'heavy',
    );
    const ids = rows.map((row) => Number(row.id));
    const index = ids.indexOf(propertyId);
    if (index < 0) return null;
    return { previousId: ids[index - 1] ?? null, nextId: ids[index + 1] ?? null, position: index + 1, total: ids.length };
  }
}
