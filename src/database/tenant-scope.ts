import { Injectable } from '@nestjs/common';
import {
  DataSource,
  type EntityManager,
  type EntityTarget,
  type FindOptionsWhere,
  type ObjectLiteral,
  type SelectQueryBuilder,
} from 'typeorm';
import type { Tenant } from '../common/tenant.js';

/** Entities owned by an agency carry its id. */
export interface AgencyOwned extends ObjectLiteral {
  agencyId: number;
}

/**
 * The only way domain services reach agency-owned tables: every query it builds is already
 * restricted to the calling tenant's agency, so an id from another agency behaves exactly like
 * an id that does not exist. Pass a transaction's manager to run inside it.
 */
@Injectable()
export class TenantScope {
  constructor(private readonly dataSource: DataSource) {}

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
    values: Omit<T, 'agencyId' | 'id'> | Omit<T, 'agencyId' | 'id'>[],
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

  /** The one transaction seam for writes: everything inside commits together or not at all. */
  transaction<R>(work: (manager: EntityManager) => Promise<R>): Promise<R> {
    return this.dataSource.transaction(work);
  }

  private scoped<T extends AgencyOwned>(tenant: Tenant, where: FindOptionsWhere<T>): FindOptionsWhere<T> {
    return { ...where, agencyId: tenant.agencyId } as FindOptionsWhere<T>;
  }
}
