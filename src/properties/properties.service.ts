import { requireScope } from '../common/scopes.js';
import { Inject, Injectable } from '@nestjs/common';
import type { SelectQueryBuilder } from 'typeorm';
import type { Page } from '../common/record.js';
import { InvalidInputError, NotFoundError } from '../common/errors.js';
import type { Tenant } from '../common/tenant.js';
import { TenantScope } from '../database/tenant-scope.js';
import { requestedLanguage } from '../reference/translations.js';
import { TtlCache } from './count-cache.js';
import { pageFrom, rowWindow, type PageRequest } from '../common/paging.js';
import { DETAIL_FAMILY, listPictureFamily } from './pictures.js';
import { filterKey, type PropertyFilter } from './property-filter.js';
import { PropertyRecordLoader } from './property-loader.js';
import { PropertyQuery } from './property-query.js';
import { type Property, PropertyOwner } from './properties.entities.js';
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
 * A seeded pseudo-random order with the same integer arithmetic on every engine: the product of
 * two seeded linear hashes of the id (each below 2^48 for ids below 2^31), ties by id.
 */
function shuffled(query: SelectQueryBuilder<Property>, seed: number): void {
  const s = Math.abs(Math.trunc(seed)) % 4096;
  const key = `(((p.id * ${40_503 + s * 7} + ${s}) % 10007) * ((p.id * 65537 + ${s * 31}) % 10009)) % 1000003`;
  query.addSelect(key, 'shuffle_key').orderBy('shuffle_key', 'ASC').addOrderBy('p.id', 'ASC');
}

/**
 * Listing, counting and opening properties. Lists page the ids first on the listing indexes
 * (SELECT id … ORDER BY … LIMIT/OFFSET) and then load just those rows with their texts and
 * pictures in batch. Counts are cached per tenant and normalized filter for 30 seconds
 * (COUNT_CACHE_TTL_MS), so a count may lag a change by up to that long.
 */
@Injectable()
export class PropertiesService {
  private readonly counts = new TtlCache<number>();

  constructor(
    @Inject(TenantScope) private readonly scope: TenantScope,
    @Inject(PropertyQuery) private readonly query: PropertyQuery,
    @Inject(PropertyRecordLoader) private readonly loader: PropertyRecordLoader,
  ) {}

  async search(tenant: Tenant, filter: PropertyFilter, page: PageRequest, options: SearchOptions): Promise<Page<PropertyRecord>> {
    requireScope(tenant, 'listings');
    const languageId = requestedLanguage(options.languageId);
    const sort = parseSortOrder(options.sort, options.sortField);
    const range = rowWindow(page);
    const idQuery = (await this.query.listed(tenant, filter)).select('p.id', 'id');
    if (options.shuffle !== null && options.shuffle !== undefined) shuffled(idQuery, options.shuffle);
    else for (const key of sort) idQuery.addOrderBy(`p.${key.column}`, key.direction);
    const [rows, total] = await Promise.all([
      range.rows === 0 ? Promise.resolve([]) : idQuery.offset(range.offset).limit(range.rows).getRawMany<{ id: number | string }>(),
      this.count(tenant, filter),
    ]);
    const items = await this.loader.load(
      tenant,
      rows.map((row) => Number(row.id)),
      {
        languageId,
        richText: options.richText ?? true,
        mainPictureFamily: listPictureFamily(options.pictureMaxWidth, options.pictureMaxHeight),
      },
    );
    return pageFrom(range, total, items);
  }

  /**
   * The number of listed properties matching the filter, cached for 30 seconds; a filter on a
   * person's selected list (which the person changes and reads back at once) is counted afresh.
   */
  count(tenant: Tenant, filter: PropertyFilter): Promise<number> {
    requireScope(tenant, 'listings');
    const countNow = async () => {
      const row = await (await this.query.listed(tenant, filter)).select('COUNT(*)', 'n').getRawOne<{ n: number | string }>();
      return Number(row?.n ?? 0);
    };
    if (filter.selectedByPersonId !== null) return countNow();
    return this.counts.get(`${tenant.agencyId}|${filterKey(filter)}`, countNow);
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
    const query = this.query.viewable(tenant).select('p.id', 'id').andWhere('p.id = :id', { id });
    if (officeId !== null) query.andWhere('p.officeId = :officeId', { officeId });
    const found = Number.isSafeInteger(id) ? await query.getRawOne<{ id: number }>() : undefined;
    if (!found) throw new NotFoundError('Property', id);
    const [record] = await this.loader.load(tenant, [id], { languageId, richText: options.richText, mainPictureFamily: DETAIL_FAMILY });
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
