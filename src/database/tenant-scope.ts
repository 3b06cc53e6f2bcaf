import { Inject, Injectable } from '@nestjs/common';
import {
  DataSource,
  type EntityManager,
  type EntityTarget,
  type FindOptionsWhere,
  type ObjectLiteral,
  type SelectQueryBuilder,
} from 'typeorm';
import type { Tenant } from '../common/tenant.js';
import { SqlStatements, type SqlValue } from './sql-statements.js';
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


@Injectable()
export class TenantScope {
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
    // Checked on every call: the text before the first placeholder is short, and remembering
    // checked texts would grow without bound (list filters make a new text per list length).
    const first = sql.indexOf('?');
    if (first < 0 || !AGENCY_FIRST.test(sql.slice(0, first + 1))) {
      throw new Error(`A tenant statement must start its conditions with agency_id = ?: ${sql.slice(0, 120)}`);
    }
    const bound = [tenant.agencyId, ...params];
    return weight === 'heavy' ? this.statements.heavy<T>(sql, bound) : this.statements.all<T>(sql, bound);
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
    return manager.connection.options.type === 'better-sqlite3' ? query : query.setLock('pessimistic_write');
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
