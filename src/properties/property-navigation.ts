import { Inject, Injectable } from '@nestjs/common';
import { requireScope } from '../common/scopes.js';
import type { Tenant } from '../common/tenant.js';
import { TenantScope } from '../database/tenant-scope.js';
import type { PropertyFilter } from './property-filter.js';
import { PropertyQuery } from './property-query.js';
import { parseSortOrder } from './sort-order.js';

/** Where a property stands in a listing: its neighbours' ids, its 1-based position and the listing's size. */
export interface ListingNeighbours {
  readonly previousId: number | null;
  readonly nextId: number | null;
  readonly position: number;
  readonly total: number;
}

/**
 * Previous/next navigation on a property's detail page: the listing is the same as the search
 * with that filter and sort (newest first by default), read as ids only.
 */
@Injectable()
export class PropertyNavigation {
  constructor(
    @Inject(PropertyQuery) private readonly query: PropertyQuery,
    @Inject(TenantScope) private readonly scope: TenantScope,
  ) {}

  /** The neighbours of `propertyId` in the listing; null when the property is not in it. */
  async neighbours(tenant: Tenant, filter: PropertyFilter, propertyId: number, sort: string | readonly string[] | null, sortField: string): Promise<ListingNeighbours | null> {
    requireScope(tenant, 'listings');
    const keys = parseSortOrder(sort, sortField);
    const { conditions, params } = await this.query.compile(tenant, filter);
    const rows = await this.scope.rows<{ id: number | string }>(
      tenant,
      `SELECT p.id FROM property p WHERE p.agency_id = ?${conditions} ${this.query.orderBy(keys)}`,
      params,
      'heavy',
    );
    const ids = rows.map((row) => Number(row.id));
    const index = ids.indexOf(propertyId);
    if (index < 0) return null;
    return { previousId: ids[index - 1] ?? null, nextId: ids[index + 1] ?? null, position: index + 1, total: ids.length };
  }
}
