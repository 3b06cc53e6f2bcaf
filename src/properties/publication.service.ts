import { requireScope } from '../common/scopes.js';
import { Inject, Injectable, Optional } from '@nestjs/common';
import { CACHE_BUS, type CacheBus } from '../common/cache-bus.js';
import { PROPERTY_STATUS } from '../common/codes.js';
import { InvalidInputError, NotFoundError } from '../common/errors.js';
import type { Tenant } from '../common/tenant.js';
import { TenantScope } from '../database/tenant-scope.js';
import { Property } from './properties.entities.js';
import { notInWithdrawnProject, VIEWABLE_STATUSES } from './property-query.js';

/** Whether a property in this status is published (shown by the public operations), unless it is a unit of a withdrawn project. */
export function isPublished(status: number): boolean {
  return VIEWABLE_STATUSES.includes(status);
}

/**
 * The publication side of properties that sync clients need: status changes that record when a
 * property left publication, the ids withdrawn since a moment (GetDeletedPropertyIDs) and which
 * of some ids are published.
 */
@Injectable()
export class PropertyPublicationService {
  constructor(
    @Inject(TenantScope) private readonly scope: TenantScope,
    /** Told of every change, so counts, pages and records of the agency are dropped (on every instance of a fleet). */
    @Optional() @Inject(CACHE_BUS) private readonly bus?: CacheBus,
  ) {}

  /**
   * Sets a property's status at `at` (its last change). Leaving publication (active, sold,
   * rented or reference to prospective, cancelled or inactive) records `at` as the moment it was
   * withdrawn; coming back clears it. A unit of a withdrawn project stays unpublished whatever
   * its status (its moment is the project's withdrawal). NotFound for an id the tenant does not have.
   */
  async changeStatus(tenant: Tenant, propertyId: number, status: number, at: Date): Promise<void> {
    if (!Object.values(PROPERTY_STATUS).includes(status as never)) {
      throw new InvalidInputError('Status', `must be a property status from 0 to 6, got ${status}.`);
    }
    await this.scope.transaction(async (manager) => {
      const property = Number.isSafeInteger(propertyId) ? await this.scope.findOne(tenant, Property, { id: propertyId }, manager) : null;
      if (!property) throw new NotFoundError('Property', propertyId);
      const inWithdrawnProject =
        property.projectId !== null &&
        (await this.scope
          .select(tenant, Property, 'p', manager)
          .andWhere('p.id = :propertyId', { propertyId })
          .andWhere(`NOT ${notInWithdrawnProject(':unitAgency')}`, { unitAgency: tenant.agencyId })
          .getCount()) > 0;
      const wasPublished = isPublished(property.status) && !inWithdrawnProject;
      const withdrawnAt = isPublished(status) && !inWithdrawnProject ? null : wasPublished ? at : property.withdrawnAt;
      await this.scope.update(tenant, Property, { id: propertyId }, { status, lastChangedAt: at, withdrawnAt }, manager);
    });
    this.bus?.publish('tenant-data', String(tenant.agencyId));
  }

  /**
   * The ids of the tenant's properties that left publication on or after `since` (any time when
   * null) and are still not published (their status, or their project withdrawn), ascending:
   * what a sync removes.
   */
  async withdrawnSince(tenant: Tenant, since: Date | null): Promise<number[]> {
    requireScope(tenant, 'listings');
    const query = this.scope
      .select(tenant, Property, 'p')
      .select('p.id', 'id')
      .andWhere('p.withdrawnAt IS NOT NULL')
      .andWhere(`(p.status NOT IN (:...viewable) OR NOT ${notInWithdrawnProject(':unitAgency')})`, { viewable: [...VIEWABLE_STATUSES], unitAgency: tenant.agencyId });
    if (since !== null) query.andWhere('p.withdrawnAt >= :since', { since });
    const rows = await query.orderBy('p.id', 'ASC').getRawMany<{ id: number | string }>();
    return rows.map((row) => Number(row.id));
  }

  /** The published ones among `ids` and among `statuses` (any published status when empty), in the order given. */
  async publishedAmong(tenant: Tenant, ids: readonly number[], statuses: readonly number[]): Promise<number[]> {
    requireScope(tenant, 'listings');
    if (ids.length === 0) return [];
    const wanted = statuses.length === 0 ? VIEWABLE_STATUSES : statuses.filter(isPublished);
    if (wanted.length === 0) return [];
    const rows = await this.scope
      .select(tenant, Property, 'p')
      .select('p.id', 'id')
      .andWhere('p.id IN (:...ids)', { ids: [...ids] })
      .andWhere('p.status IN (:...statuses)', { statuses: [...wanted] })
      .andWhere(notInWithdrawnProject(':unitAgency'), { unitAgency: tenant.agencyId })
      .getRawMany<{ id: number | string }>();
    const found = new Set(rows.map((row) => Number(row.id)));
    return ids.filter((id) => found.has(id));
  }
}
