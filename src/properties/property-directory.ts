import { Inject, Injectable, Optional } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { CACHE_BUS, type CacheBus } from '../common/cache-bus.js';
import { groupBy } from '../common/group-by.js';
import { keysetCondition, type KeysetPage, type KeysetRequest } from '../common/keyset.js';
import { NotFoundError } from '../common/errors.js';
import type { Tenant } from '../common/tenant.js';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { ExternalWriteWatch } from '../database/external-write-watch.js';
import type { SqlValue } from '../database/sql-statements.js';
import { sqlTime } from '../database/sql-time.js';
import { TenantScope } from '../database/tenant-scope.js';
import { tenantLanguage } from '../reference/translations.js';
import { tenantDataCache, type TtlCache } from './count-cache.js';
import { DETAIL_FAMILY } from './pictures.js';
import type { Property, PropertyAgent, PropertyText } from './properties.entities.js';
import type { PropertyRecord } from './properties.records.js';
import { descriptionsOf, type PropertyAgentInput } from './property-fields.js';
import { type LoadOptions, PropertyRecordLoader } from './property-loader.js';
import { inList, PropertyReads } from './property-reads.js';
import { PropertySearch } from './property-search.js';

/** A property as the agency sees it: its stored fields, texts by language code and agents, and its record (names in the tenant's language, pictures). */
export interface AgencyProperty {
  readonly property: Property;
  readonly descriptions: Record<string, { descriptionA: string | null; descriptionB: string | null }>;
  readonly agents: PropertyAgentInput[];
  readonly record: PropertyRecord;
}

/** The filters of the agency's property list (any status, unlike the public listings). */
export interface AgencyPropertyFilter {
  readonly statuses?: readonly number[];
  readonly goal?: number;
  readonly typeId?: number;
  readonly cityId?: number;
  readonly zip?: string;
  readonly priceMin?: number;
  readonly priceMax?: number;
  /** An agency user responsible for the property. */
  readonly agentId?: number;
  /** Changed at or after this moment. */
  readonly updatedSince?: Date;
  /** Words each beginning a word of the dossier reference, street, city or postcode. */
  readonly q?: string;
}

/** The sortable fields of the agency's list and their columns. */
export const AGENCY_PROPERTY_SORT = { id: 'p.id', createdAt: 'p.created_at', updatedAt: 'p.last_changed_at', price: 'p.price' } as const;
export type AgencyPropertySortField = keyof typeof AGENCY_PROPERTY_SORT;

const TIME_FIELDS = new Set(['createdAt', 'updatedAt']);

/** A moment as the database returned it (SQLite text in UTC, MySQL a Date) as RFC 3339. */
function isoTime(value: unknown): string {
  if (value instanceof Date) return value.toISOString();
  return new Date(`${String(value).replace(' ', 'T')}Z`).toISOString();
}

/**
 * The agency's own view of its properties (the agency API): every property whatever its status,
 * read by id or reference, listed by keyset over the agency's indexes (ix_property_agency by id,
 * ix_property_agency_changed by last change; the listing filters' indexes when filtered). Counts
 * are kept like the listings' (dropped when the agency's data changes, on every instance).
 */
@Injectable()
export class PropertyDirectory {
  private readonly counts: TtlCache<number>;
  private readonly search: PropertySearch;

  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    @Inject(TenantScope) private readonly scope: TenantScope,
    @Inject(PropertyReads) private readonly reads: PropertyReads,
    @Inject(PropertyRecordLoader) private readonly loader: PropertyRecordLoader,
    @Inject(ExternalWriteWatch) private readonly externalWrites: ExternalWriteWatch,
    @Optional() @Inject(APP_CONFIG) config?: AppConfig,
    @Optional() @Inject(CACHE_BUS) bus?: CacheBus,
  ) {
    this.counts = tenantDataCache('agency-property-counts', config?.countCacheTtlMs, bus);
    this.search = new PropertySearch(dataSource.options.type === 'better-sqlite3' ? 'sqlite' : 'mysql');
  }

  async get(tenant: Tenant, id: number): Promise<AgencyProperty> {
    const [found] = Number.isSafeInteger(id) ? await this.load(tenant, [id]) : [];
    if (!found) throw new NotFoundError('Property', id);
    return found;
  }

  /**
   * The property a write has just committed, from the state it wrote (its row, texts and agents,
   * as held under the write's lock): its record is built with one read of its pictures, not a
   * second read of all of it.
   */
  async present(tenant: Tenant, state: Pick<AgencyProperty, 'property' | 'agents'> & { readonly texts: readonly PropertyText[] }): Promise<AgencyProperty> {
    const [record] = await this.loader.written(tenant, [state.property], state.texts, this.recordOptions(tenant));
    if (!record) throw new NotFoundError('Property', state.property.id);
    return { property: state.property, descriptions: descriptionsOf(state.texts), agents: state.agents, record };
  }

  /** The id of the agency's property with this reference; NotFound otherwise. */
  async idOfReference(tenant: Tenant, reference: string): Promise<number> {
    const [row] = await this.scope.rows<{ id: number | string }>(tenant, 'SELECT p.id AS id FROM property p WHERE p.agency_id = ? AND p.reference = ?', [reference]);
    if (!row) throw new NotFoundError('Property with reference', reference);
    return Number(row.id);
  }

  async list(tenant: Tenant, filter: AgencyPropertyFilter, page: KeysetRequest): Promise<KeysetPage<AgencyProperty>> {
    await this.externalWrites.checkAgency(tenant.agencyId);
    const { sql: conditions, params } = this.conditions(filter);
    const order = page.sort.map((key) => ({ ...key, column: AGENCY_PROPERTY_SORT[key.field as AgencyPropertySortField] }));
    let keyset = '';
    const keysetParams: SqlValue[] = [];
    if (page.after) {
      const condition = keysetCondition(
        order.map((key, index) => {
          const value = page.after![index] ?? null;
          return { column: key.column, direction: key.direction, value: value !== null && TIME_FIELDS.has(key.field) ? sqlTime(this.dataSource, new Date(String(value))) : value };
        }),
      );
      // Named parameters in the order they appear, as positional ones.
      keyset = ` AND ${condition.sql.replace(/:(keyset\d+)/g, (_, name: string) => {
        keysetParams.push(condition.parameters[name] as SqlValue);
        return '?';
      })}`;
    }
    const select = order.map((key, index) => `${key.column} AS k${index}`).join(', ');
    const orderBy = order.map((key) => `${key.column} ${key.direction}`).join(', ');
    const [rows, total] = await Promise.all([
      this.scope.rows<Record<string, unknown>>(tenant, `SELECT p.id AS id, ${select} FROM property p WHERE p.agency_id = ?${conditions}${keyset} ORDER BY ${orderBy} LIMIT ${page.limit + 1}`, [...params, ...keysetParams], 'heavy'),
      this.counts.get(`${tenant.agencyId}|${JSON.stringify(filter)}`, () => this.count(tenant, conditions, params), String(tenant.agencyId)),
    ]);
    const pageRows = rows.slice(0, page.limit);
    const items = await this.load(tenant, pageRows.map((row) => Number(row['id'])));
    const last = pageRows[pageRows.length - 1];
    const next =
      rows.length > page.limit && last
        ? order.map((key, index) => {
            const value = last[`k${index}`];
            if (value === null || value === undefined) return null;
            return TIME_FIELDS.has(key.field) ? isoTime(value) : typeof value === 'number' ? value : String(value);
          })
        : null;
    return { items, next, total };
  }

  private async count(tenant: Tenant, conditions: string, params: readonly SqlValue[]): Promise<number> {
    const [row] = await this.scope.rows<{ n: number | string }>(tenant, `SELECT COUNT(*) AS n FROM property p WHERE p.agency_id = ?${conditions}`, params, 'heavy');
    return Number(row?.n ?? 0);
  }

  private conditions(filter: AgencyPropertyFilter): { sql: string; params: SqlValue[] } {
    let sql = '';
    const params: SqlValue[] = [];
    const add = (condition: string, ...values: SqlValue[]) => {
      sql += ` AND ${condition}`;
      params.push(...values);
    };
    if (filter.statuses && filter.statuses.length > 0) {
      const list = inList(filter.statuses);
      add(`p.status IN (${list.placeholders})`, ...list.params);
    }
    if (filter.goal !== undefined) add('p.goal = ?', filter.goal);
    if (filter.typeId !== undefined) add('p.type_id = ?', filter.typeId);
    if (filter.cityId !== undefined) add('p.city_id = ?', filter.cityId);
    if (filter.zip !== undefined) add('p.zip = ?', filter.zip);
    if (filter.priceMin !== undefined) add('p.price >= ?', filter.priceMin);
    if (filter.priceMax !== undefined) add('p.price <= ?', filter.priceMax);
    if (filter.agentId !== undefined) add('EXISTS (SELECT 1 FROM property_agent a WHERE a.property_id = p.id AND a.user_id = ?)', filter.agentId);
    if (filter.updatedSince !== undefined) add('p.last_changed_at >= ?', sqlTime(this.dataSource, filter.updatedSince) as SqlValue);
    if (filter.q !== undefined && filter.q.trim() !== '') {
      const search = this.search.keyword(filter.q);
      add(search.sql, ...search.params);
    }
    return { sql, params };
  }

  /** How the API presents a property's record: names in the agency's language, rich text, detail pictures. */
  private recordOptions(tenant: Tenant): LoadOptions {
    return { languageId: tenantLanguage(tenant, null), richText: true, mainPictureFamily: DETAIL_FAMILY };
  }

  /** The agency's properties among `ids`, in that order, with texts in every language, agents and records. */
  private async load(tenant: Tenant, ids: readonly number[]): Promise<AgencyProperty[]> {
    if (ids.length === 0) return [];
    const generation = this.loader.generation;
    const rows = await this.reads.rows(tenant, ids);
    const found = rows.map((row) => row.id);
    const agentList = inList(found);
    const [texts, agents] = await Promise.all([
      this.reads.texts(found, [1, 2, 3, 4, 5, 6]),
      found.length === 0
        ? Promise.resolve([])
        : this.scope.rows<Pick<PropertyAgent, 'propertyId' | 'userId' | 'role'>>(
            tenant,
            `SELECT a.property_id AS propertyId, a.user_id AS userId, a.role AS role FROM property_agent a WHERE a.agency_id = ? AND a.property_id IN (${agentList.placeholders}) ORDER BY a.role, a.user_id`,
            agentList.params,
          ),
    ]);
    // The legacy record from the rows and texts just read (no second read of them).
    const records = await this.loader.fromRows(tenant, rows, texts, this.recordOptions(tenant), generation);
    const rowById = new Map(rows.map((row) => [row.id, row]));
    const recordById = new Map(records.map((record) => [record.ID, record]));
    const textsOf = groupBy(texts, (text) => text.propertyId);
    const agentsOf = groupBy(agents, (agent) => Number(agent.propertyId));
    return ids.flatMap((id) => {
      const property = rowById.get(id);
      const record = recordById.get(id);
      if (!property || !record) return [];
      const own = (agentsOf.get(id) ?? []).map((agent) => ({ userId: Number(agent.userId), role: Number(agent.role) }));
      return [{ property, descriptions: descriptionsOf(textsOf.get(id) ?? []), agents: own, record }];
    });
  }
}
