import { Inject, Injectable } from '@nestjs/common';
import type { Tenant } from '../common/tenant.js';
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
  constructor(@Inject(PropertyQuery) private readonly query: PropertyQuery) {}

  /** The neighbours of `propertyId` in the listing; null when the property is not in it. */
  async neighbours(tenant: Tenant, filter: PropertyFilter, propertyId: number, sort: string | readonly string[] | null, sortField: string): Promise<ListingNeighbours | null> {
    const keys = parseSortOrder(sort, sortField);
    const query = (await this.query.listed(tenant, filter)).select('p.id', 'id');
    for (const key of keys) query.addOrderBy(`p.${key.column}`, key.direction);
    const ids = (await query.getRawMany<{ id: number | string }>()).map((row) => Number(row.id));
    const index = ids.indexOf(propertyId);
    if (index < 0) return null;
    return { previousId: ids[index - 1] ?? null, nextId: ids[index + 1] ?? null, position: index + 1, total: ids.length };
  }
}
