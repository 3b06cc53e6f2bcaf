import { Inject, Injectable } from '@nestjs/common';
import { DataSource, type SelectQueryBuilder } from 'typeorm';
import { PROPERTY_STATUS } from '../common/codes.js';
import type { Tenant } from '../common/tenant.js';
import type { SqlValue } from '../database/sql-statements.js';
import { TenantScope } from '../database/tenant-scope.js';
import { ReferenceCache, withDescendants } from '../reference/reference-cache.js';
import type { PropertyFilter } from './property-filter.js';
import { Property } from './properties.entities.js';
import type { SortKey } from './sort-order.js';

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

/** A listing filter compiled to SQL conditions over `property p`, to follow `p.agency_id = ?`. */
export interface CompiledFilter {
  /** ` AND …` conditions with `?` placeholders. */
  readonly conditions: string;
  readonly params: readonly SqlValue[];
}

function placeholders(values: readonly unknown[]): string {
  return values.map(() => '?').join(', ');
}

/**
 * The one place where listing filters become SQL (counts and list pages share it; new filters
 * slot in here). Every condition matches a column of the listing indexes (agency, status, then
 * goal/price/bedrooms, zip, type, zone, city or created date), so filtering and counting walk an
 * index rather than the table. City names are compared without regard to case: SQLite compares
 * `LOWER(p.city)` (indexed as that expression), MySQL/MariaDB compare `p.city` in its
 * case-insensitive collation.
 */
@Injectable()
export class PropertyQuery {
  private readonly cityExpression: string;
  private readonly columnOf: ReadonlyMap<string, string>;
  private readonly notNull: ReadonlySet<string>;

  constructor(
    @Inject(DataSource) dataSource: DataSource,
    @Inject(TenantScope) private readonly scope: TenantScope,
    @Inject(ReferenceCache) private readonly reference: ReferenceCache,
  ) {
    this.cityExpression = dataSource.options.type === 'better-sqlite3' ? 'LOWER(p.city)' : 'p.city';
    const columns = dataSource.getMetadata(Property).columns;
    this.columnOf = new Map(columns.map((column) => [column.propertyName, column.databaseName]));
    this.notNull = new Set(columns.filter((column) => !column.isNullable).map((column) => column.propertyName));
  }

  /** The tenant's viewable properties (selected lists, construction units). */
  viewable(tenant: Tenant): SelectQueryBuilder<Property> {
    return this.scope.select(tenant, Property, 'p').andWhere('p.status IN (:...viewable)', { viewable: [...VIEWABLE_STATUSES] });
  }

  /** The filter's conditions. Types and zones include their sub-types and sub-zones; city names all their spellings. */
  async compile(filter: PropertyFilter): Promise<CompiledFilter> {
    let conditions = '';
    const params: SqlValue[] = [];
    const add = (condition: string, ...values: readonly SqlValue[]) => {
      conditions += ` AND ${condition}`;
      params.push(...values);
    };
    const statuses = filter.includeReferences ? LISTED_WITH_REFERENCES : LISTED_STATUSES;
    if (statuses.length === 1) add('p.status = ?', statuses[0]!);
    else add(`p.status IN (${placeholders(statuses)})`, ...statuses);
    if (filter.goal !== null) add('p.goal = ?', filter.goal);
    if (filter.priceFrom !== null) add('p.price >= ?', filter.priceFrom);
    if (filter.priceTo !== null) add('p.price <= ?', filter.priceTo);
    if (filter.minBedrooms !== null) add('p.bedrooms >= ?', filter.minBedrooms);
    const { exact, atLeast } = filter.bedrooms;
    if (exact.length > 0 && atLeast !== null) add(`(p.bedrooms IN (${placeholders(exact)}) OR p.bedrooms >= ?)`, ...exact, atLeast);
    else if (exact.length > 0) add(`p.bedrooms IN (${placeholders(exact)})`, ...exact);
    else if (atLeast !== null) add('p.bedrooms >= ?', atLeast);
    if (filter.postalCodes.length > 0) add(`p.zip IN (${placeholders(filter.postalCodes)})`, ...filter.postalCodes);
    if (filter.cityNames.length > 0) {
      const variants = await this.reference.cityNameVariants();
      const cityNames = [...new Set(filter.cityNames.flatMap((name) => variants.get(name) ?? [name]))].sort();
      add(`${this.cityExpression} IN (${placeholders(cityNames)})`, ...cityNames);
    }
    if (filter.idents.length > 0) add(`p.ident IN (${placeholders(filter.idents)})`, ...filter.idents);
    if (filter.typeIds.length > 0) {
      const typeIds = withDescendants(filter.typeIds, await this.reference.propertyTypes());
      add(`p.type_id IN (${placeholders(typeIds)})`, ...typeIds);
    }
    if (filter.zoneIds.length > 0) {
      const zoneIds = withDescendants(filter.zoneIds, await this.reference.zones());
      add(`p.zone_id IN (${placeholders(zoneIds)})`, ...zoneIds);
    }
    return { conditions, params };
  }

  /** `ORDER BY …` for sort keys (entity attributes) in column names. */
  orderBy(sort: readonly SortKey[]): string {
    return `ORDER BY ${this.sortColumns(sort)
      .map((key) => `${key.column} ${key.direction}`)
      .join(', ')}`;
  }

  /** The sort keys as qualified column names (`p.created_at`). */
  sortColumns(sort: readonly SortKey[]): { column: string; direction: SortKey['direction'] }[] {
    return sort.map((key) => ({ column: `p.${this.columnOf.get(key.column) ?? 'id'}`, direction: key.direction }));
  }

  /** True when no sort key can be NULL, so a position in that order can be sought by its key values. */
  seekable(sort: readonly SortKey[]): boolean {
    return sort.every((key) => this.notNull.has(key.column));
  }
}
