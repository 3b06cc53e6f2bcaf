import { Inject, Injectable, Optional } from '@nestjs/common';
import { CACHE_BUS, type CacheBus } from '../common/cache-bus.js';
import { requireScope } from '../common/scopes.js';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import type { Page } from '../common/record.js';
import { InvalidInputError, NotFoundError } from '../common/errors.js';
import type { Tenant } from '../common/tenant.js';
import { ExternalWriteWatch } from '../database/external-write-watch.js';
import { TenantScope } from '../database/tenant-scope.js';
import { requestedLanguage } from '../reference/translations.js';
import { tenantDataCache, type TtlCache } from './count-cache.js';
import { pageFrom, rowWindow, type PageRequest } from '../common/paging.js';
import { DETAIL_FAMILY, listPictureFamily } from './pictures.js';
import { filterKey, type PropertyFilter } from './property-filter.js';
import { PropertyRecordLoader } from './property-loader.js';
import { PageSeeker } from './page-seeker.js';
import { listingFrom, PropertyQuery, type CompiledFilter } from './property-query.js';
import { PropertyOwner } from './properties.entities.js';
import type { PropertyRecord } from './properties.records.js';
import { parseSortOrder } from './sort-order.js';

export interface SearchOptions {
  /** LanguageID: 1 NL … 6 CA; 0 = texts in their original language, names in English. */
  readonly languageId: number;
  /** SORTORDER (see sort-order.ts); null or empty = newest first. */
  readonly sort: string | readonly string[] | null;
  /** The request field the sort came in, for errors (default SORTORDER). */
  readonly sortField?: string;
  /** A seed: the rows in a shuffled order that is the same for the same seed (replaces the sort). */
  readonly shuffle?: number | null;
  /** PictureSizeMaxWidth/Height: choose the family of MainPicture (0 = no bound). */
  readonly pictureMaxWidth: number;
  readonly pictureMaxHeight: number;
  /** DescriptionB as stored (true, the default) or as plain text (false). */
  readonly richText?: boolean;
}

export interface DetailOptions {
  readonly languageId: number;
  /** RICHTEXTFORMAT 1: DescriptionB as stored (HTML); 0: plain text. */
  readonly richText: boolean;
  /** Restricts to the properties of this office (GetPropertyByOffice). */
  readonly officeId?: number | null;
}

/** Validates an office id given by the caller; absent means "any office". */
export function requestedOffice(officeId: number | null | undefined, field = 'OfficeID'): number | null {
  if (officeId === null || officeId === undefined) return null;
  if (!Number.isInteger(officeId) || officeId < 1) throw new InvalidInputError(field, `must be a positive office id, got ${officeId}.`);
  return officeId;
}

/**
 * Filters whose rows a caller reads back right after changing them, so their counts and pages
 * are never served from the caches: a person's selected list (the person changes it), and the
 * properties changed since a moment (ChangeSince: an incremental sync right after changes).
 * Both select few rows on their own index.
 */
function readBackAtOnce(filter: PropertyFilter): boolean {
  return filter.selectedByPersonId !== null || filter.changedSince !== null;
}

/**
 * Listing, counting and opening properties through prepared statements. Lists page the ids
 * first on a covering listing index (off the event loop; deep pages from an anchor, see
 * PageSeeker) and then load just those rows with their texts and pictures in batch. Counts are
 * cached per tenant and normalized filter for COUNT_CACHE_TTL_SECONDS (30 by default); after that
 * the last count is still served while one recount runs in the background (up to
 * COUNT_STALE_LIMIT_MS), so a count may lag a change by that long — unless the change is
 * published on the cache bus (`tenant-data`), which drops the agency's counts at once.
 */
@Injectable()
export class PropertiesService {
  private readonly counts: TtlCache<number>;

  constructor(
    @Inject(TenantScope) private readonly scope: TenantScope,
    @Inject(PropertyQuery) private readonly query: PropertyQuery,
    @Inject(PropertyRecordLoader) private readonly loader: PropertyRecordLoader,
    @Inject(PageSeeker) private readonly pages: PageSeeker,
    @Inject(ExternalWriteWatch) private readonly externalWrites: ExternalWriteWatch,
    @Optional() @Inject(APP_CONFIG) config?: AppConfig,
    @Optional() @Inject(CACHE_BUS) bus?: CacheBus,
  ) {
    this.counts = tenantDataCache('counts', config?.countCacheTtlMs, bus);
  }

  async search(tenant: Tenant, filter: PropertyFilter, page: PageRequest, options: SearchOptions): Promise<Page<PropertyRecord>> {
    requireScope(tenant, 'listings');
    const languageId = requestedLanguage(options.languageId);
    const sort = parseSortOrder(options.sort, options.sortField);
    const range = rowWindow(page);
    const compiled = await this.query.compile(tenant, filter);
    // Writes by other processes drop the agency's pages, counts and records first (MySQL/MariaDB: its data version).
    await this.externalWrites.checkAgency(tenant.agencyId);
    const [ids, total] = await Promise.all([
      this.pages.pageIds(tenant, { key: this.listingKey(filter), cursor: filterKey(filter), compiled }, sort, range, options.shuffle ?? null),
      this.count(tenant, filter, compiled),
    ]);
    const items = await this.loader.load(
      tenant,
      ids,
      {
        languageId,
        richText: options.richText ?? true,
        mainPictureFamily: listPictureFamily(options.pictureMaxWidth, options.pictureMaxHeight),
      },
    );
    return pageFrom(range, total, items);
  }

  /**
   * The number of listed properties matching the filter (see the class comment for caching); a
   * filter whose rows are read back right after they change (readBackAtOnce) is counted afresh.
   */
  /** The key the filter's pages, anchors and counts are kept under; null for a filter read back at once (never kept). */
  listingKey(filter: PropertyFilter): string | null {
    return readBackAtOnce(filter) ? null : filterKey(filter);
  }

  async count(tenant: Tenant, filter: PropertyFilter, compiled?: CompiledFilter): Promise<number> {
    requireScope(tenant, 'listings');
    // A ChangeSince before every listed row's last change (a first sync) counts the listing itself, which is kept.
    if (await this.query.changedSinceExcludesNothing(tenant, filter)) return this.count(tenant, { ...filter, changedSince: null });
    await this.externalWrites.checkAgency(tenant.agencyId);
    const countNow = async () => {
      const listing = compiled ?? (await this.query.compile(tenant, filter));
      const [row] = await this.scope.rows<{ n: number | string }>(tenant, `SELECT COUNT(*) AS n ${listingFrom(listing)}`, listing.params, 'heavy');
      return Number(row?.n ?? 0);
    };
    if (readBackAtOnce(filter)) return countNow();
    return this.counts.get(`${tenant.agencyId}|${filterKey(filter)}`, countNow, String(tenant.agencyId));
  }

  /** One count per filter, in the same order (GetCountProperties2). */
  countMany(tenant: Tenant, filters: readonly PropertyFilter[]): Promise<number[]> {
    requireScope(tenant, 'listings');
    return Promise.all(filters.map((filter) => this.count(tenant, filter)));
  }

  /** An active, sold, rented or reference property of the tenant (optionally of one office); NotFound otherwise. */
  async getProperty(tenant: Tenant, id: number, options: DetailOptions): Promise<PropertyRecord> {
    requireScope(tenant, 'listings');
    const languageId = requestedLanguage(options.languageId);
    const officeId = requestedOffice(options.officeId);
    const record = Number.isSafeInteger(id)
      ? await this.loader.viewable(tenant, id, officeId, { languageId, richText: options.richText, mainPictureFamily: DETAIL_FAMILY })
      : null;
    if (!record) throw new NotFoundError('Property', id);
    return record;
  }

  /**
   * The properties the person owns, whatever their status (the owner is asking about their own),
   * by id; empty for a person without properties, unknown, or of another agency.
   */
  async getPropertiesOfPerson(tenant: Tenant, personId: number, languageId: number): Promise<PropertyRecord[]> {
    requireScope(tenant, 'persons-read');
    const language = requestedLanguage(languageId, 'languageId');
    if (!Number.isSafeInteger(personId)) return [];
    const owned = await this.scope.find(tenant, PropertyOwner, { personId });
    const ids = owned.map((owner) => owner.propertyId).sort((a, b) => a - b);
    return this.loader.load(tenant, ids, { languageId: language, richText: true, mainPictureFamily: DETAIL_FAMILY });
  }

  /** The viewable ones among `ids`, as records in the given order (selected lists, house of the week). */
  async getViewableProperties(tenant: Tenant, ids: readonly number[], languageId: number): Promise<PropertyRecord[]> {
    requireScope(tenant, 'listings');
    const language = requestedLanguage(languageId);
    if (ids.length === 0) return [];
    const rows = await this.query.viewable(tenant).select('p.id', 'id').andWhere('p.id IN (:...ids)', { ids: [...ids] }).getRawMany<{ id: number | string }>();
    const viewable = new Set(rows.map((row) => Number(row.id)));
    return this.loader.load(
      tenant,
      ids.filter((id) => viewable.has(id)),
      { languageId: language, richText: true, mainPictureFamily: DETAIL_FAMILY },
    );
  }

  /**
   * The viewable units (properties) of a project, or of one building when buildingId is given,
   * ordered by building, floor, dossier reference and id. The caller checks the project.
   */
  async getUnits(tenant: Tenant, where: { projectId: number; buildingId?: number }, languageId: number): Promise<PropertyRecord[]> {
    requireScope(tenant, 'listings');
    const language = requestedLanguage(languageId);
    const query = this.query.viewable(tenant).select('p.id', 'id').andWhere('p.projectId = :projectId', { projectId: where.projectId });
    if (where.buildingId !== undefined) query.andWhere('p.buildingId = :buildingId', { buildingId: where.buildingId });
    const rows = await query
      .orderBy('p.buildingId', 'ASC')
      .addOrderBy('p.floor', 'ASC')
      .addOrderBy('p.ident', 'ASC')
      .addOrderBy('p.id', 'ASC')
      .getRawMany<{ id: number | string }>();
    return this.loader.load(
      tenant,
      rows.map((row) => Number(row.id)),
      { languageId: language, richText: true, mainPictureFamily: DETAIL_FAMILY },
    );
  }
}
