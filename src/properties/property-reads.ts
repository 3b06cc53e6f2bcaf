import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { Tenant } from '../common/tenant.js';
import { rowHydrator, type RowHydrator } from '../database/row-hydrator.js';
import { SqlStatements } from '../database/sql-statements.js';
import { TenantScope } from '../database/tenant-scope.js';
import { Property, PropertyPicture, PropertyText } from './properties.entities.js';
import { notAUnitOfAWithdrawnProject, VIEWABLE_STATUSES } from './property-query.js';

/**
 * An IN list of `count` placeholders, padded up to a power of two (the caller repeats the last
 * value), so a handful of statement texts serve every page size.
 */
export function inList(values: readonly number[]): { placeholders: string; params: number[] } {
  let size = 1;
  while (size < values.length) size *= 2;
  const params = Array.from({ length: size }, (_, i) => values[Math.min(i, values.length - 1)]!);
  return { placeholders: params.map(() => '?').join(', '), params };
}

/**
 * The hot reads of property records through prepared statements with bound parameters (no
 * per-request query building or ORM hydration): one property row of the tenant when viewable,
 * the tenant's rows for a page of ids, and the texts and pictures of properties already found
 * for the tenant (those tables hang off a property and carry no agency of their own).
 */
@Injectable()
export class PropertyReads {
  private readonly property: RowHydrator<Property>;
  private readonly text: RowHydrator<PropertyText>;
  private readonly picture: RowHydrator<PropertyPicture>;
  private readonly viewableSql: string;
  private readonly viewableInOfficeSql: string;

  constructor(
    @Inject(DataSource) dataSource: DataSource,
    @Inject(TenantScope) private readonly scope: TenantScope,
    @Inject(SqlStatements) private readonly statements: SqlStatements,
  ) {
    this.property = rowHydrator(dataSource, Property, 'p');
    this.text = rowHydrator(dataSource, PropertyText, 't');
    this.picture = rowHydrator(dataSource, PropertyPicture, 'c');
    const viewable = `p.status IN (${VIEWABLE_STATUSES.join(', ')}) AND ${notAUnitOfAWithdrawnProject('?')}`;
    this.viewableSql = `SELECT ${this.property.columns} FROM property p WHERE p.agency_id = ? AND p.id = ? AND ${viewable}`;
    this.viewableInOfficeSql = `${this.viewableSql} AND p.office_id = ?`;
  }

  /**
   * The tenant's property with this id when it is viewable (a published status, not a unit of a
   * withdrawn project) and of the office, when given; null otherwise.
   */
  async viewable(tenant: Tenant, id: number, officeId: number | null): Promise<Property | null> {
    const agency = tenant.agencyId;
    const rows =
      officeId === null
        ? await this.scope.rows<Record<string, unknown>>(tenant, this.viewableSql, [id, agency])
        : await this.scope.rows<Record<string, unknown>>(tenant, this.viewableInOfficeSql, [id, agency, officeId]);
    return rows[0] ? this.property.hydrate(rows[0]) : null;
  }

  /** The tenant's properties among `ids` (any status), in no particular order. */
  async rows(tenant: Tenant, ids: readonly number[]): Promise<Property[]> {
    if (ids.length === 0) return [];
    const list = inList(ids);
    const rows = await this.scope.rows<Record<string, unknown>>(tenant, `SELECT ${this.property.columns} FROM property p WHERE p.agency_id = ? AND p.id IN (${list.placeholders})`, list.params);
    return rows.map((row) => this.property.hydrate(row));
  }

  /** Texts of properties found for the tenant, in the given languages. */
  async texts(propertyIds: readonly number[], languageIds: readonly number[]): Promise<PropertyText[]> {
    if (propertyIds.length === 0 || languageIds.length === 0) return [];
    const properties = inList(propertyIds);
    const languages = inList(languageIds);
    const rows = await this.statements.all<Record<string, unknown>>(
      `SELECT ${this.text.columns} FROM property_text t WHERE t.property_id IN (${properties.placeholders}) AND t.language_id IN (${languages.placeholders})`,
      [...properties.params, ...languages.params],
    );
    return rows.map((row) => this.text.hydrate(row));
  }

  /** Pictures of properties found for the tenant, by property, position and id. */
  async pictures(propertyIds: readonly number[]): Promise<PropertyPicture[]> {
    if (propertyIds.length === 0) return [];
    const list = inList(propertyIds);
    const rows = await this.statements.all<Record<string, unknown>>(
      `SELECT ${this.picture.columns} FROM property_picture c WHERE c.property_id IN (${list.placeholders}) ORDER BY c.property_id, c.position, c.id`,
      list.params,
    );
    return rows.map((row) => this.picture.hydrate(row));
  }
}
