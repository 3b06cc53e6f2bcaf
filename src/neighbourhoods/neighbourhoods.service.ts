import { Inject, Injectable } from '@nestjs/common';
import { In } from 'typeorm';
import type { PageRequest } from '../common/paging.js';
import type { Page } from '../common/record.js';
import { InvalidInputError, NotFoundError } from '../common/errors.js';
import { requireScope } from '../common/scopes.js';
import { parseSortFields, type SortSpec } from '../common/sort-fields.js';
import type { Tenant } from '../common/tenant.js';
import { pageOfQuery } from '../database/paged-query.js';
import { TenantScope } from '../database/tenant-scope.js';
import { Property } from '../properties/properties.entities.js';
import { Neighbourhood, PointOfInterest } from './neighbourhoods.entities.js';
import type { NeighbourhoodRecord, PointOfInterestRecord } from './neighbourhoods.records.js';

type PlaceColumn = 'id' | 'name' | 'city' | 'kind' | 'neighbourhoodId';

const NEIGHBOURHOOD_SORT: SortSpec<PlaceColumn> = {
  fields: { ID: 'id', Name: 'name', City: 'city' },
  defaultOrder: [{ column: 'name', direction: 'ASC' }],
  tieBreaker: 'id',
};

const POINT_SORT: SortSpec<PlaceColumn> = {
  fields: { ID: 'id', Name: 'name', Kind: 'kind', NeighbourhoodID: 'neighbourhoodId' },
  defaultOrder: [{ column: 'name', direction: 'ASC' }],
  tieBreaker: 'id',
};

/** Neighbourhoods and points of interest the agency describes its properties' surroundings with. */
@Injectable()
export class NeighbourhoodsService {
  constructor(@Inject(TenantScope) private readonly scope: TenantScope) {}

  /** A page of neighbourhoods (by id or by exact name, any case), by name, with the number of the agency's active properties in each. */
  async neighbourhoods(tenant: Tenant, filter: { ids: readonly number[]; names: readonly string[] }, page: PageRequest, sort: readonly string[]): Promise<Page<NeighbourhoodRecord>> {
    requireScope(tenant, 'listings');
    const keys = parseSortFields(sort, NEIGHBOURHOOD_SORT, 'SortFields');
    const query = this.scope.select(tenant, Neighbourhood, 'n');
    if (filter.ids.length > 0) query.andWhere('n.id IN (:...ids)', { ids: filter.ids });
    const names = filter.names.map((name) => name.trim().toLowerCase()).filter((name) => name !== '');
    if (names.length > 0) query.andWhere('LOWER(n.name) IN (:...names)', { names });
    return pageOfQuery(query, 'n', keys, page, async (rows) => {
      const counts = await this.propertyCounts(tenant, rows.map((n) => n.id));
      return rows.map((n) => ({ ID: n.id, Name: n.name, City: n.city, GoogleX: n.longitude, GoogleY: n.latitude, NumberOfProperties: counts.get(n.id) ?? 0 }));
    });
  }

  /** A page of points of interest, by name. */
  async pointsOfInterest(tenant: Tenant, page: PageRequest, sort: readonly string[]): Promise<Page<PointOfInterestRecord>> {
    requireScope(tenant, 'listings');
    const keys = parseSortFields(sort, POINT_SORT, 'SortFields');
    return pageOfQuery(this.scope.select(tenant, PointOfInterest, 'p'), 'p', keys, page, (rows) =>
      rows.map((p) => ({ ID: p.id, Name: p.name, Kind: p.kind, NeighbourhoodID: p.neighbourhoodId, GoogleX: p.longitude, GoogleY: p.latitude })),
    );
  }

  /** Adds a neighbourhood; its id. */
  async addNeighbourhood(tenant: Tenant, input: { name: string; city: string | null }): Promise<number> {
    requireScope(tenant, 'listings');
    const name = input.name.trim();
    if (name === '' || name.length > 100) throw new InvalidInputError('name', 'must be 1 to 100 characters.');
    const [id] = await this.scope.insert(tenant, Neighbourhood, { name, city: input.city?.trim() || null, latitude: null, longitude: null });
    return id as number;
  }

  /** Puts a property in a neighbourhood (null: none). */
  async setPropertyNeighbourhood(tenant: Tenant, propertyId: number, neighbourhoodId: number | null): Promise<void> {
    requireScope(tenant, 'listings');
    await this.scope.transaction(async (manager) => {
      if (neighbourhoodId !== null && !(await this.scope.findOne(tenant, Neighbourhood, { id: neighbourhoodId }, manager))) throw new NotFoundError('Neighbourhood', neighbourhoodId);
      if ((await this.scope.update(tenant, Property, { id: propertyId }, { neighbourhoodId }, manager)) === 0) throw new NotFoundError('Property', propertyId);
    });
  }

  /** Active properties per neighbourhood. */
  private async propertyCounts(tenant: Tenant, ids: number[]): Promise<Map<number, number>> {
    if (ids.length === 0) return new Map();
    const rows = await this.scope
      .select(tenant, Property, 'p')
      .andWhere({ neighbourhoodId: In(ids), status: 1 })
      .select('p.neighbourhoodId', 'id')
      .addSelect('COUNT(*)', 'properties')
      .groupBy('p.neighbourhoodId')
      .getRawMany<{ id: number | string; properties: number | string }>();
    return new Map(rows.map((row) => [Number(row.id), Number(row.properties)]));
  }
}
