import { Inject, Injectable } from '@nestjs/common';
import {
  DataSource,
  type EntityManager,
  type EntityTarget,
  type FindOptionsWhere,
  type ObjectLiteral,
  type SelectQueryBuilder,
} from 'typeorm';
import type { ColumnMetadata } from 'typeorm/metadata/ColumnMetadata.js';
import type { Tenant } from '../common/tenant.js';
import { isMysql } from './counter-lock.js';
import { rowHydrator, type RowHydrator } from './row-hydrator.js';
import { SqlStatements, type SqlValue } from './sql-statements.js';
import { transactionStatements } from './transaction-statements.js';
import { runTransaction } from './transactions.js';

/** Values of a new row: the agency is set here and the id by the database; a version counter may be left to TypeORM (VersionColumn). */
type NewRow<T> = Omit<T, 'agencyId' | 'id' | 'version'> & Partial<Pick<T, Extract<'version', keyof T>>>;

/** Entities owned by an agency carry its id. */
export interface AgencyOwned extends ObjectLiteral {
  agencyId: number;
}

/**
 * The only way domain services reach agency-owned tables: every query it builds is already
 * restricted to the calling tenant's agency, so an id from another agency behaves exactly like
 * an id that does not exist. Pass a transaction's manager to run inside it.
 */
/** `agency_id = ?` (optionally qualified by a table alias) ending the text before a statement's first placeholder. */
const AGENCY_FIRST = /\b(\w+\.)?agency_id = \?$/;

/**
 * Refuses a tenant statement whose first placeholder is not its agency condition. Checked on
 * every call: the text before the first placeholder is short, and remembering checked texts
 * would grow without bound (list filters make a new text per list length).
 */
function checkAgencyFirst(sql: string): void {
  const first = sql.indexOf('?');
  if (first < 0 || !AGENCY_FIRST.test(sql.slice(0, first + 1))) {
    throw new Error(`A tenant statement must start its conditions with agency_id = ?: ${sql.slice(0, 120)}`);
  }
}

@Injectable()
export class TenantScope {
  /** Per entity: its table, its hydrator and its columns by property name (for the prepared row reads and updates below). */
  private readonly tables = new Map<EntityTarget<AgencyOwned>, { table: string; hydrator: RowHydrator<AgencyOwned>; columns: Map<string, ColumnMetadata> }>();

  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    @Inject(SqlStatements) private readonly statements: SqlStatements,
  ) {}

  /**
   * Rows of a prepared statement over agency-owned tables (the hot reads). The statement's first
   * placeholder must be its agency condition (`agency_id = ?`), which is bound here to the tenant,
   * ahead of `params`. `heavy` statements (counts, deep pages) never run on the event loop.
   */
  rows<T>(tenant: Tenant, sql: string, params: readonly SqlValue[], weight: 'light' | 'heavy' = 'light'): Promise<T[]> {
    checkAgencyFirst(sql);
    const bound = [tenant.agencyId, ...params];
    return weight === 'heavy' ? this.statements.heavy<T>(sql, bound) : this.statements.all<T>(sql, bound);
  }

  /** `rows` inside the transaction of `manager` (its connection, its locks and uncommitted writes), with the same agency-first rule. */
  rowsIn<T>(tenant: Tenant, sql: string, params: readonly SqlValue[], manager: EntityManager): Promise<T[]> {
    checkAgencyFirst(sql);
    return transactionStatements(manager).all<T>(sql, [tenant.agencyId, ...params]);
  }

  /**
   * The tenant's row `id` of `entity`, read by a prepared statement inside the transaction of
   * `manager` and locked until it ends (MariaDB/MySQL `FOR UPDATE`; SQLite runs one transaction
   * at a time anyway); null when the agency has no such row. Hydrated as a repository would.
   */
  async lockedRow<T extends AgencyOwned>(tenant: Tenant, entity: EntityTarget<T>, id: number, manager: EntityManager): Promise<T | null> {
    if (!Number.isSafeInteger(id)) return null;
    const { table, hydrator } = this.tableOf(entity);
    const lock = isMysql(manager.connection) ? ' FOR UPDATE' : '';
    const [raw] = await transactionStatements(manager).all<Record<string, unknown>>(`SELECT ${hydrator.columns} FROM ${table} t WHERE t.agency_id = ? AND t.id = ?${lock}`, [tenant.agencyId, id]);
    return raw ? (hydrator.hydrate(raw) as T) : null;
  }

  /**
   * Sets `values` on the tenant's row `id` of `entity` by a prepared statement inside the
   * transaction of `manager`, each value converted as the driver persists it (booleans, dates,
   * decimals' transformers). Answers the values as the row now holds them (a moment in a DATETIME
   * column without fractions is written without its milliseconds, which MariaDB would truncate
   * and MySQL round), or null when the agency has no such row.
   */
  async updateRow<T extends AgencyOwned>(tenant: Tenant, entity: EntityTarget<T>, id: number, values: Partial<Omit<T, 'agencyId' | 'id'>>, manager: EntityManager): Promise<Partial<T> | null> {
    const { table, columns } = this.tableOf(entity);
    const driver = this.dataSource.driver;
    const wholeSeconds = isMysql(manager.connection);
    const sets: string[] = [];
    const params: SqlValue[] = [];
    const stored: Record<string, unknown> = {};
    for (const [property, value] of Object.entries(values)) {
      const column = columns.get(property);
      if (!column || property === 'agencyId' || property === 'id') throw new Error(`${table} has no column for ${property} to update.`);
      const kept = wholeSeconds && value instanceof Date && !column.precision ? new Date(Math.floor(value.getTime() / 1000) * 1000) : value;
      stored[property] = kept;
      sets.push(`${column.databaseName} = ?`);
      params.push((driver.preparePersistentValue(kept, column) ?? null) as SqlValue);
    }
    if (sets.length === 0) return stored as Partial<T>;
    const result = await transactionStatements(manager).run(`UPDATE ${table} SET ${sets.join(', ')} WHERE agency_id = ? AND id = ?`, [...params, tenant.agencyId, id]);
    return result.affected > 0 ? (stored as Partial<T>) : null;
  }

  /** A SELECT over `entity` AS `alias`, restricted to the tenant. Add conditions with andWhere. */
  select<T extends AgencyOwned>(
    tenant: Tenant,
    entity: EntityTarget<T>,
    alias: string,
    manager: EntityManager = this.dataSource.manager,
  ): SelectQueryBuilder<T> {
    return manager
      .createQueryBuilder(entity, alias)
      .where(`${alias}.agencyId = :tenantAgencyId`, { tenantAgencyId: tenant.agencyId });
  }

  /**
   * `select` whose rows stay locked until the transaction of `manager` ends (MariaDB/MySQL
   * `FOR UPDATE`; the embedded SQLite database runs one transaction at a time anyway). Make it
   * the transaction's first read: later reads then see what a previous holder committed.
   */
  selectForUpdate<T extends AgencyOwned>(tenant: Tenant, entity: EntityTarget<T>, alias: string, manager: EntityManager): SelectQueryBuilder<T> {
    const query = this.select(tenant, entity, alias, manager);
    return isMysql(manager.connection) ? query.setLock('pessimistic_write') : query;
  }

  find<T extends AgencyOwned>(
    tenant: Tenant,
    entity: EntityTarget<T>,
    where: FindOptionsWhere<T> = {},
    manager: EntityManager = this.dataSource.manager,
  ): Promise<T[]> {
    return manager.find(entity, { where: this.scoped(tenant, where) });
  }

  findOne<T extends AgencyOwned>(
    tenant: Tenant,
    entity: EntityTarget<T>,
    where: FindOptionsWhere<T>,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<T | null> {
    return manager.findOne(entity, { where: this.scoped(tenant, where) });
  }

  count<T extends AgencyOwned>(
    tenant: Tenant,
    entity: EntityTarget<T>,
    where: FindOptionsWhere<T> = {},
    manager: EntityManager = this.dataSource.manager,
  ): Promise<number> {
    return manager.count(entity, { where: this.scoped(tenant, where) });
  }

  /** Inserts records owned by the tenant (agencyId is set here, never by the caller). */
  async insert<T extends AgencyOwned>(
    tenant: Tenant,
    entity: EntityTarget<T>,
    values: NewRow<T> | NewRow<T>[],
    manager: EntityManager = this.dataSource.manager,
  ): Promise<number[]> {
    const rows = (Array.isArray(values) ? values : [values]).map((v) => ({ ...v, agencyId: tenant.agencyId }));
    const result = await manager.insert(entity, rows as never);
    return result.identifiers.map((identifier) => Number(identifier['id']));
  }

  private tableOf(entity: EntityTarget<AgencyOwned>): { table: string; hydrator: RowHydrator<AgencyOwned>; columns: Map<string, ColumnMetadata> } {
    let known = this.tables.get(entity);
    if (!known) {
      const metadata = this.dataSource.getMetadata(entity);
      known = { table: metadata.tableName, hydrator: rowHydrator(this.dataSource, entity, 't'), columns: new Map(metadata.columns.map((column) => [column.propertyName, column])) };
      this.tables.set(entity, known);
    }
    return known;
  }

  /** Updates the tenant's matching records; returns how many were changed. */
  async update<T extends AgencyOwned>(
    tenant: Tenant,
    entity: EntityTarget<T>,
    where: FindOptionsWhere<T>,
    values: Partial<Omit<T, 'agencyId' | 'id'>>,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<number> {
    const result = await manager.update(entity, this.scoped(tenant, where), values as never);
    return result.affected ?? 0;
  }

  /** Deletes the tenant's matching records; returns how many were removed. */
  async delete<T extends AgencyOwned>(
    tenant: Tenant,
    entity: EntityTarget<T>,
    where: FindOptionsWhere<T>,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<number> {
    const result = await manager.delete(entity, this.scoped(tenant, where));
    return result.affected ?? 0;
  }

  /**
   * The one transaction seam for writes: everything inside commits together or not at all. On
   * SQLite concurrent transactions queue (transactions.ts) instead of failing.
   */
  transaction<R>(work: (manager: EntityManager) => Promise<R>): Promise<R> {
    return runTransaction(this.dataSource, work);
  }

  private scoped<T extends AgencyOwned>(tenant: Tenant, where: FindOptionsWhere<T>): FindOptionsWhere<T> {
    return { ...where, agencyId: tenant.agencyId } as FindOptionsWhere<T>;
  }
}
