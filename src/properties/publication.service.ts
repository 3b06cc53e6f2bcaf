import { Inject, Injectable } from '@nestjs/common';
import { DataSource, In } from 'typeorm';
import { PROPERTY_STATUS } from '../common/codes.js';
import { InvalidInputError, NotFoundError } from '../common/errors.js';
import { pageFrom, rowWindow, type PageRequest } from '../common/paging.js';
import type { Page } from '../common/record.js';
import type { Tenant } from '../common/tenant.js';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { TenantScope } from '../database/tenant-scope.js';
import { pictureItem } from './pictures.js';
import { Property, PropertyPicture } from './properties.entities.js';
import type { PictureItemRecord } from './properties.records.js';
import { VIEWABLE_STATUSES } from './property-query.js';

/** Whether a property in this status is published (shown by the public operations). */
export function isPublished(status: number): boolean {
  return VIEWABLE_STATUSES.includes(status);
}

/**
 * The publication side of properties that sync clients need: status changes that record when a
 * property left publication, the ids withdrawn since a moment (GetDeletedPropertyIDs) and the
 * pictures of published properties (GetPropertyPictureList).
 */
@Injectable()
export class PropertyPublicationService {
  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    @Inject(TenantScope) private readonly scope: TenantScope,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * Sets a property's status at `at` (its last change). Leaving publication (active, sold,
   * rented or reference to prospective, cancelled or inactive) records `at` as the moment it was
   * withdrawn; coming back clears it. NotFound for an id the tenant does not have.
   */
  async changeStatus(tenant: Tenant, propertyId: number, status: number, at: Date): Promise<void> {
    if (!Object.values(PROPERTY_STATUS).includes(status as never)) {
      throw new InvalidInputError('Status', `must be a property status from 0 to 6, got ${status}.`);
    }
    await this.scope.transaction(async (manager) => {
      const property = Number.isSafeInteger(propertyId) ? await this.scope.findOne(tenant, Property, { id: propertyId }, manager) : null;
      if (!property) throw new NotFoundError('Property', propertyId);
      const wasPublished = isPublished(property.status);
      const withdrawnAt = isPublished(status) ? null : wasPublished ? at : property.withdrawnAt;
      await this.scope.update(tenant, Property, { id: propertyId }, { status, lastChangedAt: at, withdrawnAt }, manager);
    });
  }

  /**
   * The ids of the tenant's properties that left publication on or after `since` (any time when
   * null) and are still not published, ascending: what a sync removes.
   */
  async withdrawnSince(tenant: Tenant, since: Date | null): Promise<number[]> {
    const query = this.scope
      .select(tenant, Property, 'p')
      .select('p.id', 'id')
      .andWhere('p.withdrawnAt IS NOT NULL')
      .andWhere('p.status NOT IN (:...viewable)', { viewable: [...VIEWABLE_STATUSES] });
    if (since !== null) query.andWhere('p.withdrawnAt >= :since', { since });
    const rows = await query.orderBy('p.id', 'ASC').getRawMany<{ id: number | string }>();
    return rows.map((row) => Number(row.id));
  }

  /**
   * Pictures of published properties by position: those of one property (propertyId), or with
   * the given picture ids (ids), or both; a page.
   */
  async getPictures(tenant: Tenant, where: { propertyId: number | null; ids: readonly number[] }, page: PageRequest): Promise<Page<PictureItemRecord>> {
    if (where.propertyId === null && where.ids.length === 0) throw new InvalidInputError('ObjectID', 'is required (or IDs).');
    const pictures = this.dataSource.getRepository(PropertyPicture);
    const candidates =
      where.propertyId !== null
        ? await pictures.find({ where: { propertyId: where.propertyId, ...(where.ids.length > 0 ? { id: In([...where.ids]) } : {}) } })
        : await pictures.find({ where: { id: In([...where.ids]) } });
    const published = new Set(await this.publishedAmong(tenant, [...new Set(candidates.map((picture) => picture.propertyId))], []));
    const items = candidates
      .filter((picture) => published.has(picture.propertyId))
      .sort((a, b) => a.propertyId - b.propertyId || a.position - b.position || a.id - b.id);
    const range = rowWindow(page);
    const served = items.slice(range.offset, range.offset + range.rows);
    return pageFrom(
      range,
      items.length,
      served.map((picture) => pictureItem(picture, { propertyId: picture.propertyId, projectId: null }, this.config.pictureBaseUrl)),
    );
  }

  /** The published ones among `ids` and among `statuses` (any published status when empty), in the order given. */
  async publishedAmong(tenant: Tenant, ids: readonly number[], statuses: readonly number[]): Promise<number[]> {
    if (ids.length === 0) return [];
    const wanted = statuses.length === 0 ? VIEWABLE_STATUSES : statuses.filter(isPublished);
    if (wanted.length === 0) return [];
    const rows = await this.scope
      .select(tenant, Property, 'p')
      .select('p.id', 'id')
      .andWhere('p.id IN (:...ids)', { ids: [...ids] })
      .andWhere('p.status IN (:...statuses)', { statuses: [...wanted] })
      .getRawMany<{ id: number | string }>();
    const found = new Set(rows.map((row) => Number(row.id)));
    return ids.filter((id) => found.has(id));
  }
}
