import { Inject, Injectable } from '@nestjs/common';
import { DataSource, type SelectQueryBuilder } from 'typeorm';
import { PROPERTY_STATUS } from '../common/codes.js';
import type { Tenant } from '../common/tenant.js';
import type { SqlValue } from '../database/sql-statements.js';
import { TenantScope } from '../database/tenant-scope.js';
import { ReferenceCache, withDescendants } from '../reference/reference-cache.js';
import { foldText } from '../common/folded-text.js';
import type { IdSelection, PropertyFeature, PropertyFilter } from './property-filter.js';
import { PropertySearch } from './property-search.js';
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

/**
 * A unit of a project withdrawn from publication (PublishInternet false) is unpublished whatever
 * its own status: left out of every list, count, detail and sync like a withdrawn property. This
 * is the SQL for "property `p` is not such a unit", written on `p.id` (which every listing index
 * carries, so lists and counts still read only their index) and found from the project side
 * (the agency's withdrawn projects, then their units on the project index). `agency` is the
 * placeholder of the agency id (`?` or a named parameter), used twice.
 */
export function notInWithdrawnProject(agency: string): string {
  return `p.id NOT IN (SELECT u.id FROM property u WHERE u.agency_id = ${agency} AND u.project_id IN (SELECT j.id FROM project j WHERE j.agency_id = ${agency} AND j.publish_internet = 0))`;
}

/**
 * The same condition for a row already found by its key (a property's detail): one primary-key
 * probe of its own project, instead of building the list of the agency's withdrawn units on every
 * call. `agency` is the placeholder of the agency id, used once.
 */
export function notAUnitOfAWithdrawnProject(agency: string): string {
  return `NOT EXISTS (SELECT 1 FROM project j WHERE j.id = p.project_id AND j.agency_id = ${agency} AND j.publish_internet = 0)`;
}

/**
 * The whole rule of a published property, over the row alias given: a viewable status and not a
 * unit of a withdrawn project. The change log's triggers apply the same rule (migration
 * WithdrawnProjectUnits1795470000000), and GetPublishedIndex lists by it.
 */
export function publishedProperty(row: string): string {
  return `${row}.status IN (${VIEWABLE_STATUSES.join(', ')}) AND NOT EXISTS (SELECT 1 FROM project j WHERE j.id = ${row}.project_id AND j.agency_id = ${row}.agency_id AND j.publish_internet = 0)`;
}

/** A listing filter compiled to SQL conditions over `property p`, to follow `p.agency_id = ?`. */
export interface CompiledFilter {
  /** ` AND …` conditions with `?` placeholders. */
  readonly conditions: string;
  readonly params: readonly SqlValue[];
  /**
   * The statement's `FROM property p`, with an index hint where an engine's own choice is known
   * to go wrong (see `compile`); absent means `FROM property p`.
   */
  readonly from?: string;
}

/** The indexes of `property` that can return a listing in a sort order (docs/database.md, "Indexes for the listing"). */
const ORDERING_INDEXES = [
  'PRIMARY',
  'ix_property_list',
  'ix_property_goal_list',
  'ix_property_goal_price',
  'ix_property_price',
  'ix_property_goal_bedrooms',
  'ix_property_zip',
  'ix_property_type',
  'ix_property_zone',
  'ix_property_city',
  'ix_property_status_changed',
  'ix_property_ident',
] as const;

/** `FROM property p WHERE p.agency_id = ?` and the filter's conditions: the start of every listing statement. */
export function listingFrom(compiled: CompiledFilter): string {
  return `${compiled.from ?? 'FROM property p'} WHERE p.agency_id = ?${compiled.conditions}`;
}

function placeholders(values: readonly unknown[]): string {
  return values.map(() => '?').join(', ');
}

const KM_PER_DEGREE = 111.195;

const FEATURE_CONDITIONS: Readonly<Record<PropertyFeature, string>> = {
  garden: 'p.has_garden = 1',
  furnished: 'p.has_furnished = 1',
  attic: 'p.has_attic = 1',
  lift: 'p.has_lift = 1',
  cellar: 'p.has_cellar = 1',
  garage: 'p.garages > 0',
  parking: 'p.parkings > 0',
  terrace: 'p.surface_terrace > 0',
};

/** The statuses a filter lists: those asked for, else active (with includeReferences also sold, rented and reference). */
export function listedStatuses(filter: PropertyFilter): readonly number[] {
  return filter.statuses.length > 0 ? filter.statuses : filter.includeReferences ? LISTED_WITH_REFERENCES : LISTED_STATUSES;
}

/** The same keys in the opposite order. */
export function reverse(sort: readonly SortKey[]): SortKey[] {
  return sort.map((key) => ({ ...key, direction: key.direction === 'DESC' ? 'ASC' : 'DESC' }));
}

/** A time as both engines store and compare it: `YYYY-MM-DD HH:mm:ss.SSS` in UTC. */
function sqlTime(date: Date): string {
  return date.toISOString().replace('T', ' ').replace('Z', '');
}

/**
 * A seeded pseudo-random order (UseRandom) with the same integer arithmetic on every engine: the
 * product of two seeded linear hashes of the id (each below 2^48 for ids below 2^31), ties by id.
 */
export function shuffledOrder(seed: number): string {
  const s = Math.abs(Math.trunc(seed)) % 4096;
  return `ORDER BY (((p.id * ${40_503 + s * 7} + ${s}) % 10007) * ((p.id * 65537 + ${s * 31}) % 10009)) % 1000003 ASC, p.id ASC`;
}

/**
 * The one place where listing filters become SQL (counts and list pages share it; new filters
 * slot in here). Every condition matches a column of the listing indexes (agency, status, then
 * goal/price/bedrooms, zip, type, zone, city or created date), so filtering and counting walk an
 * index rather than the table. Keyword, StreetName and (on SQLite) CityNames go through the
 * full-text indexes (PropertySearch), without regard to case or accents; MySQL/MariaDB compare
 * city names as `p.city` in its accent- and case-insensitive collation, on the city index.
 */
@Injectable()
export class PropertyQuery {
  private readonly sqlite: boolean;
  private readonly search: PropertySearch;
  private readonly columnOf: ReadonlyMap<string, string>;
  private readonly notNull: ReadonlySet<string>;

  constructor(
    @Inject(DataSource) dataSource: DataSource,
    @Inject(TenantScope) private readonly scope: TenantScope,
    @Inject(ReferenceCache) private readonly reference: ReferenceCache,
  ) {
    this.sqlite = dataSource.options.type === 'better-sqlite3';
    this.search = new PropertySearch(this.sqlite ? 'sqlite' : 'mysql');
    const columns = dataSource.getMetadata(Property).columns;
    this.columnOf = new Map(columns.map((column) => [column.propertyName, column.databaseName]));
    this.notNull = new Set(columns.filter((column) => !column.isNullable).map((column) => column.propertyName));
  }

  /** The tenant's viewable properties (selected lists, construction units): a published status, not in a withdrawn project. */
  viewable(tenant: Tenant): SelectQueryBuilder<Property> {
    return this.scope
      .select(tenant, Property, 'p')
      .andWhere('p.status IN (:...viewable)', { viewable: [...VIEWABLE_STATUSES] })
      .andWhere(notInWithdrawnProject(':unitAgency'), { unitAgency: tenant.agencyId });
  }

  /**
   * The filter's conditions. Types and zones include their sub-types and sub-zones; city names
   * all their spellings. Conditions through other agency-owned tables (owners, selected lists,
   * projects) carry the tenant's agency themselves.
   */
  async compile(tenant: Tenant, filter: PropertyFilter): Promise<CompiledFilter> {
    let conditions = '';
    const params: SqlValue[] = [];
    const add = (condition: string, ...values: readonly SqlValue[]) => {
      conditions += ` AND ${condition}`;
      params.push(...values);
    };
    const selection = (column: string, chosen: IdSelection) => {
      if (chosen.ids.length === 0) return;
      if (chosen.exclude) add(`(${column} IS NULL OR ${column} NOT IN (${placeholders(chosen.ids)}))`, ...chosen.ids);
      else add(`${column} IN (${placeholders(chosen.ids)})`, ...chosen.ids);
    };
    const statuses = listedStatuses(filter);
    if (statuses.length === 1) add('p.status = ?', statuses[0]!);
    else add(`p.status IN (${placeholders(statuses)})`, ...statuses);
    add(notInWithdrawnProject('?'), tenant.agencyId, tenant.agencyId);
    if (filter.goal !== null) add('p.goal = ?', filter.goal);
    const bounds: string[] = [];
    const boundValues: number[] = [];
    if (filter.priceFrom !== null) {
      bounds.push('p.price >= ?');
      boundValues.push(filter.priceFrom);
    }
    if (filter.priceTo !== null) {
      bounds.push('p.price <= ?');
      boundValues.push(filter.priceTo);
    }
    if (bounds.length > 0) {
      // With includePriceZero a property without a price (null or 0) matches the bounds too.
      add(filter.includePriceZero ? `((${bounds.join(' AND ')}) OR p.price IS NULL OR p.price = 0)` : bounds.join(' AND '), ...boundValues);
    }
    if (filter.minBedrooms !== null) add('p.bedrooms >= ?', filter.minBedrooms);
    if (filter.maxBedrooms !== null) add('p.bedrooms <= ?', filter.maxBedrooms);
    if (filter.minBathrooms !== null) add('p.bathrooms >= ?', filter.minBathrooms);
    if (filter.maxBathrooms !== null) add('p.bathrooms <= ?', filter.maxBathrooms);
    const { exact, atLeast } = filter.bedrooms;
    if (exact.length > 0 && atLeast !== null) add(`(p.bedrooms IN (${placeholders(exact)}) OR p.bedrooms >= ?)`, ...exact, atLeast);
    else if (exact.length > 0) add(`p.bedrooms IN (${placeholders(exact)})`, ...exact);
    else if (atLeast !== null) add('p.bedrooms >= ?', atLeast);
    if (filter.postalCodes.length > 0) add(`p.zip IN (${placeholders(filter.postalCodes)})`, ...filter.postalCodes);
    if (filter.cityNames.length > 0) {
      const variants = await this.reference.foldedCityNameVariants();
      const cityNames = [...new Set(filter.cityNames.flatMap((name) => variants.get(foldText(name)) ?? [name]))].sort();
      if (this.sqlite) {
        const search = this.search.cities(cityNames);
        add(search.sql, ...search.params);
      } else add(`p.city IN (${placeholders(cityNames)})`, ...cityNames);
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
    if (filter.mainTypeIds.length > 0) {
      const mainTypeIds = withDescendants(filter.mainTypeIds, await this.reference.propertyTypes());
      add(`p.type_id IN (${placeholders(mainTypeIds)})`, ...mainTypeIds);
    }
    // The v1.2 client filters on the property's own columns (property-filter.ts).
    if (filter.ids.length > 0) add(`p.id IN (${placeholders(filter.ids)})`, ...filter.ids);
    if (filter.webIds.length > 0) add(`p.web_id IN (${placeholders(filter.webIds)})`, ...filter.webIds);
    if (filter.marqueeIds.length > 0) add(`p.marquee IN (${placeholders(filter.marqueeIds)})`, ...filter.marqueeIds);
    if (filter.excludedMarquees.length > 0) add(`p.marquee NOT IN (${placeholders(filter.excludedMarquees)})`, ...filter.excludedMarquees);
    if (filter.withoutMarquee) add('p.marquee = 0');
    selection('p.country_id', filter.countries);
    selection('p.condition_id', filter.conditions);
    if (filter.siteId !== null) add('p.site_id = ?', filter.siteId);
    if (filter.excludedSiteIds.length > 0) add(`(p.site_id IS NULL OR p.site_id NOT IN (${placeholders(filter.excludedSiteIds)}))`, ...filter.excludedSiteIds);
    if (filter.officeId !== null) add('p.office_id = ?', filter.officeId);
    if (filter.projectId !== null) add('p.project_id = ?', filter.projectId);
    if (filter.buildingId !== null) add('p.building_id = ?', filter.buildingId);
    if (filter.construction) add('p.project_id IS NOT NULL');
    if (filter.office) add('p.is_office = 1');
    if (filter.minSurface !== null) add('p.surface_total >= ?', filter.minSurface);
    if (filter.maxSurface !== null) add('p.surface_total <= ?', filter.maxSurface);
    if (filter.minLivingSurface !== null) add('p.surface_living >= ?', filter.minLivingSurface);
    for (const feature of filter.features) add(FEATURE_CONDITIONS[feature]);
    if (filter.changedSince !== null) add('p.last_changed_at >= ?', sqlTime(filter.changedSince));
    if (filter.keyword !== null) {
      const search = this.search.keyword(filter.keyword);
      add(search.sql, ...search.params);
    }
    if (filter.streetName !== null) {
      const search = this.search.street(filter.streetName, tenant.agencyId);
      add(search.sql, ...search.params);
    }
    if (filter.houseNumber !== null) add('LOWER(p.house_number) = ?', filter.houseNumber);
    if (filter.near !== null) {
      // Equirectangular distance in km: fine at the scale of a search radius.
      const { longitude, latitude, radiusKm } = filter.near;
      const kmLongitude = KM_PER_DEGREE * Math.cos((latitude * Math.PI) / 180);
      add('p.latitude IS NOT NULL AND p.longitude IS NOT NULL');
      // The bounding box first: a latitude band of the location index (ix_property_location), longitudes checked in the index.
      add('p.latitude BETWEEN ? AND ?', latitude - radiusKm / KM_PER_DEGREE, latitude + radiusKm / KM_PER_DEGREE);
      if (kmLongitude > 1e-6 && radiusKm / kmLongitude < 180) add('p.longitude BETWEEN ? AND ?', longitude - radiusKm / kmLongitude, longitude + radiusKm / kmLongitude);
      add(
        '((p.longitude - ?) * ?) * ((p.longitude - ?) * ?) + ((p.latitude - ?) * ?) * ((p.latitude - ?) * ?) <= ?',
        longitude, kmLongitude, longitude, kmLongitude, latitude, KM_PER_DEGREE, latitude, KM_PER_DEGREE, radiusKm * radiusKm,
      );
    }
    // Filters through other agency-owned tables: owners, selected lists and the unit's project.
    if (filter.ownerId !== null) {
      add('p.id IN (SELECT o.property_id FROM property_owner o WHERE o.agency_id = ? AND o.person_id = ?)', tenant.agencyId, filter.ownerId);
    }
    if (filter.selectedByPersonId !== null) {
      add('p.id IN (SELECT s.property_id FROM selected_property s WHERE s.agency_id = ? AND s.person_id = ?)', tenant.agencyId, filter.selectedByPersonId);
    }
    if (filter.projectStatuses.length > 0 || filter.projectPublishedOnInternet) {
      let projects = 'SELECT j.id FROM project j WHERE j.agency_id = ?';
      const projectParams: SqlValue[] = [tenant.agencyId];
      if (filter.projectStatuses.length > 0) {
        projects += ` AND j.status IN (${placeholders(filter.projectStatuses)})`;
        projectParams.push(...filter.projectStatuses);
      }
      if (filter.projectPublishedOnInternet) projects += ' AND j.publish_internet = 1';
      add(`p.project_id IN (${projects})`, ...projectParams);
    }
    // A GPS radius is not read along an index in the listing's order on MySQL/MariaDB: with
    // ORDER BY … LIMIT, MariaDB preferred walking the ordered index and testing each row's
    // coordinates, which reads the whole listing when the circle holds fewer rows than the page
    // (42 s at 1M for one city's 2 km circle); kept from ordering, it reads the circle's latitude
    // band of the location index and sorts the matches (12 ms). Only ordering is ruled out: the
    // full-text indexes of Keyword and StreetName stay usable. SQLite chooses the band by itself.
    if (filter.near !== null && !this.sqlite) return { conditions, params, from: `FROM property p IGNORE INDEX FOR ORDER BY (${ORDERING_INDEXES.join(', ')})` };
    return { conditions, params };
  }

  /**
   * True when ChangeSince excludes none of the listed rows (no row of the listed statuses changed
   * before it: one index seek on ix_property_status_changed), so the filter counts as without it.
   * A first sync asks from long ago; its RowsCount is then the listing's count.
   */
  async changedSinceExcludesNothing(tenant: Tenant, filter: PropertyFilter): Promise<boolean> {
    if (filter.changedSince === null) return false;
    const statuses = listedStatuses(filter);
    const [older] = await this.scope.rows<{ one: number }>(
      tenant,
      `SELECT 1 AS one FROM property p WHERE p.agency_id = ? AND p.status IN (${placeholders(statuses)}) AND p.last_changed_at < ? LIMIT 1`,
      [...statuses, sqlTime(filter.changedSince)],
    );
    return older === undefined;
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

  /**
   * Rows strictly after a row in the order (`reversed`: strictly before it), given that row's
   * key values: `(k1 after a1) OR (k1 = a1 AND k2 after a2) …`, led by `k1 >= a1` (or `<=`) so
   * the index range starts at that row. For orders whose keys cannot be NULL (seekable).
   */
  keyset(sort: readonly SortKey[], reversed = false): { condition: string; params: (keys: readonly SqlValue[]) => SqlValue[] } {
    const columns = this.sortColumns(reversed ? reverse(sort) : sort);
    const op = (direction: SortKey['direction'], strict: boolean) => (direction === 'DESC' ? (strict ? '<' : '<=') : strict ? '>' : '>=');
    const terms = columns.map((key, i) => [...columns.slice(0, i).map((prior) => `${prior.column} = ?`), `${key.column} ${op(key.direction, true)} ?`].join(' AND '));
    const condition = `${columns[0]!.column} ${op(columns[0]!.direction, false)} ? AND (${terms.map((term) => `(${term})`).join(' OR ')})`;
    return {
      condition,
      params: (keys) => [keys[0]!, ...columns.flatMap((_, i) => keys.slice(0, i + 1))],
    };
  }

  /** True when no sort key can be NULL, so a position in that order can be sought by its key values. */
  seekable(sort: readonly SortKey[]): boolean {
    return sort.every((key) => this.notNull.has(key.column));
  }
}
