import { Inject, Injectable } from '@nestjs/common';
import type { SelectQueryBuilder } from 'typeorm';
import { PROPERTY_STATUS } from '../common/codes.js';
import type { Tenant } from '../common/tenant.js';
import { TenantScope } from '../database/tenant-scope.js';
import { ReferenceCache, withDescendants } from '../reference/reference-cache.js';
import type { PropertyFilter } from './property-filter.js';
import { Property } from './properties.entities.js';

/** Public listings show active properties only. */
export const LISTED_STATUSES: readonly number[] = [PROPERTY_STATUS.Active];
/** With includeReferences, sold, rented and reference properties are listed too. */
export const LISTED_WITH_REFERENCES: readonly number[] = [
  PROPERTY_STATUS.Active,
  PROPERTY_STATUS.Sold,
  PROPERTY_STATUS.Rented,
  PROPERTY_STATUS.Reference,
];
/** A single property can be opened when active, sold, rented or a reference (not prospective, cancelled, inactive). */
export const VIEWABLE_STATUSES = LISTED_WITH_REFERENCES;

/**
 * Builds the tenant's property queries. Every condition matches a column of the listing
 * indexes (agency, status, then goal/price, zip, type, zone or created date), so filtering and
 * counting walk an index rather than the table.
 */
@Injectable()
export class PropertyQuery {
  constructor(
    @Inject(TenantScope) private readonly scope: TenantScope,
    @Inject(ReferenceCache) private readonly reference: ReferenceCache,
  ) {}

  /** The tenant's viewable properties (GetProperty and friends). */
  viewable(tenant: Tenant): SelectQueryBuilder<Property> {
    return this.scope.select(tenant, Property, 'p').andWhere('p.status IN (:...viewable)', { viewable: [...VIEWABLE_STATUSES] });
  }

  /** The tenant's listed properties matching the filter. Types and zones include their sub-types and sub-zones. */
  async listed(tenant: Tenant, filter: PropertyFilter): Promise<SelectQueryBuilder<Property>> {
    const query = this.scope.select(tenant, Property, 'p');
    const statuses = filter.includeReferences ? LISTED_WITH_REFERENCES : LISTED_STATUSES;
    if (statuses.length === 1) query.andWhere('p.status = :status', { status: statuses[0] });
    else query.andWhere('p.status IN (:...statuses)', { statuses: [...statuses] });
    if (filter.goal !== null) query.andWhere('p.goal = :goal', { goal: filter.goal });
    if (filter.priceFrom !== null) query.andWhere('p.price >= :priceFrom', { priceFrom: filter.priceFrom });
    if (filter.priceTo !== null) query.andWhere('p.price <= :priceTo', { priceTo: filter.priceTo });
    if (filter.minBedrooms !== null) query.andWhere('p.bedrooms >= :minBedrooms', { minBedrooms: filter.minBedrooms });
    this.bedrooms(query, filter.bedrooms);
    if (filter.postalCodes.length > 0) query.andWhere('p.zip IN (:...zips)', { zips: [...filter.postalCodes] });
    if (filter.cityNames.length > 0) {
      const variants = await this.reference.cityNameVariants();
      const cityNames = [...new Set(filter.cityNames.flatMap((name) => variants.get(name) ?? [name]))].sort();
      query.andWhere('LOWER(p.city) IN (:...cityNames)', { cityNames });
    }
    if (filter.idents.length > 0) query.andWhere('p.ident IN (:...idents)', { idents: [...filter.idents] });
    if (filter.typeIds.length > 0) {
      const typeIds = withDescendants(filter.typeIds, await this.reference.propertyTypes());
      query.andWhere('p.typeId IN (:...typeIds)', { typeIds });
    }
    if (filter.zoneIds.length > 0) {
      const zoneIds = withDescendants(filter.zoneIds, await this.reference.zones());
      query.andWhere('p.zoneId IN (:...zoneIds)', { zoneIds });
    }
    return query;
  }

  private bedrooms(query: SelectQueryBuilder<Property>, bedrooms: PropertyFilter['bedrooms']): void {
    const { exact, atLeast } = bedrooms;
    if (exact.length > 0 && atLeast !== null) {
      query.andWhere('(p.bedrooms IN (:...exactBedrooms) OR p.bedrooms >= :atLeastBedrooms)', {
        exactBedrooms: [...exact],
        atLeastBedrooms: atLeast,
      });
    } else if (exact.length > 0) {
      query.andWhere('p.bedrooms IN (:...exactBedrooms)', { exactBedrooms: [...exact] });
    } else if (atLeast !== null) {
      query.andWhere('p.bedrooms >= :atLeastBedrooms', { atLeastBedrooms: atLeast });
    }
  }
}
