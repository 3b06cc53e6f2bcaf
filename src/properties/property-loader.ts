import { Inject, Injectable, Optional } from '@nestjs/common';
import { CACHE_BUS, type CacheBus } from '../common/cache-bus.js';
import type { LanguageId, PictureFamily } from '../common/codes.js';
import type { Tenant } from '../common/tenant.js';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { ExternalWriteWatch } from '../database/external-write-watch.js';
import { ReferenceCache } from '../reference/reference-cache.js';
import { toPropertyRecord } from './property-mapper.js';
import type { Property, PropertyText } from './properties.entities.js';
import { PropertyReads } from './property-reads.js';
import type { PropertyRecord } from './properties.records.js';
import { isPublished } from './publication.service.js';
import { PropertyRecordCache } from './record-cache.js';
import { groupBy } from '../common/group-by.js';

export interface LoadOptions {
  readonly languageId: LanguageId | null;
  readonly richText: boolean;
  readonly mainPictureFamily: PictureFamily;
}

/** What PropertyReads.viewable asks of a row, asked of a record built from it. */
function isViewable(record: PropertyRecord, officeId: number | null): boolean {
  return record.Status !== null && isPublished(record.Status) && (officeId === null || record.OfficeID === officeId);
}

/** The part of a record's cache key that its presentation decides. */
function presentationKey(options: LoadOptions): string {
  return `${options.languageId ?? 0}|${options.richText ? 1 : 0}|${options.mainPictureFamily}`;
}

/**
 * Turns property ids into PropertyRecords with a fixed number of prepared statements whatever
 * the count: the rows, then their texts (requested and original languages only) and pictures in
 * one batch each; offices, types, web channels, countries, sub-statuses and marquees come from
 * the reference cache. Records already built for the same agency and presentation come from the
 * record cache (PropertyRecordCache: invalidated through the cache bus and, on SQLite, by any
 * other process's write), so only the missing ones are read. The one record mapper of the
 * service: construction units and selected lists use it too.
 */
@Injectable()
export class PropertyRecordLoader {
  private readonly cache: PropertyRecordCache;

  constructor(
    @Inject(PropertyReads) private readonly reads: PropertyReads,
    @Inject(ReferenceCache) private readonly reference: ReferenceCache,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(ExternalWriteWatch) private readonly externalWrites: ExternalWriteWatch,
    @Optional() @Inject(CACHE_BUS) bus?: CacheBus,
  ) {
    this.cache = new PropertyRecordCache({ ttlMs: config.recordCache.ttlMs, maxEntries: config.recordCache.entries }, bus);
  }

  /** Records of the tenant's properties with these ids, in the order given; ids of other agencies are skipped. */
  async load(tenant: Tenant, ids: readonly number[], options: LoadOptions): Promise<PropertyRecord[]> {
    if (ids.length === 0) return [];
    const key = presentationKey(options);
    const found = new Map<number, PropertyRecord>();
    const missing: number[] = [];
    await this.externalWrites.checkAgency(tenant.agencyId);
    for (const id of ids) {
      const record = found.get(id) ?? this.cache.get(tenant.agencyId, `${id}|${key}`);
      if (record) found.set(id, record);
      else missing.push(id);
    }
    if (missing.length > 0) {
      const generation = this.cache.generation;
      this.keep(tenant, key, found, await this.build(tenant, missing, await this.reads.rows(tenant, missing), options), generation);
    }
    return ids.flatMap((id) => found.get(id) ?? []);
  }

  /** The record cache's generation now: taken before reading the rows handed to `fromRows`. */
  get generation(): number {
    return this.cache.generation;
  }

  /**
   * Records of rows the caller has read (with their texts, in any languages), in the order of the
   * rows: kept records are used, the others built with one read of their pictures, and kept
   * unless the agency's data changed since `generation` (taken before the rows were read). The
   * agency API's reads, which read the rows and every text for their own fields, so that the
   * records cost no second read of them.
   */
  async fromRows(tenant: Tenant, rows: readonly Property[], texts: readonly PropertyText[], options: LoadOptions, generation: number): Promise<PropertyRecord[]> {
    if (rows.length === 0) return [];
    const key = presentationKey(options);
    const found = new Map<number, PropertyRecord>();
    await this.externalWrites.checkAgency(tenant.agencyId);
    const missing = rows.filter((row) => {
      const record = this.cache.get(tenant.agencyId, `${row.id}|${key}`);
      if (record) found.set(row.id, record);
      return !record;
    });
    if (missing.length > 0) {
      const ids = missing.map((row) => row.id);
      this.keep(tenant, key, found, await this.build(tenant, ids, missing, options, texts), generation);
    }
    return rows.flatMap((row) => found.get(row.id) ?? []);
  }

  /**
   * Records of rows a write has just committed (with their texts), built afresh with one read of
   * their pictures: neither looked up in nor kept in the record cache, whose records of the agency
   * the write's announcement has just dropped (and another write may follow at once).
   */
  written(tenant: Tenant, rows: readonly Property[], texts: readonly PropertyText[], options: LoadOptions): Promise<PropertyRecord[]> {
    return this.build(tenant, rows.map((row) => row.id), rows, options, texts);
  }

  private keep(tenant: Tenant, key: string, found: Map<number, PropertyRecord>, built: readonly PropertyRecord[], generation: number): void {
    for (const record of built) {
      if (record.ID !== null) found.set(record.ID, this.cache.set(tenant.agencyId, `${record.ID}|${key}`, record, generation));
    }
  }

  /**
   * The tenant's property with this id as a record when it is viewable (active, sold, rented or
   * reference) and, when `officeId` is given, of that office; null otherwise.
   */
  async viewable(tenant: Tenant, id: number, officeId: number | null, options: LoadOptions): Promise<PropertyRecord | null> {
    const key = `${id}|${presentationKey(options)}`;
    await this.externalWrites.checkAgency(tenant.agencyId);
    const cached = this.cache.get(tenant.agencyId, key);
    // A unit's record does not tell whether its project is published: the row is asked.
    if (cached && cached.ProjectID === null) return isViewable(cached, officeId) ? cached : null;
    if (cached) return isViewable(cached, officeId) && (await this.reads.viewable(tenant, id, officeId)) ? cached : null;
    const generation = this.cache.generation;
    const row = await this.reads.viewable(tenant, id, officeId);
    if (!row) return null;
    const [record] = await this.build(tenant, [id], [row], options);
    return record ? this.cache.set(tenant.agencyId, key, record, generation) : null;
  }

  /**
   * Records of property rows already read for the tenant, in the order of `ids`; `given`: their
   * texts when the caller has read them (any languages; only the requested and original ones are
   * used, as when they are read here).
   */
  private async build(tenant: Tenant, ids: readonly number[], rows: readonly Property[], options: LoadOptions, given?: readonly PropertyText[]): Promise<PropertyRecord[]> {
    if (rows.length === 0) return [];
    const found = rows.map((row) => row.id);
    const languages = [...new Set([options.languageId ?? 0, ...rows.map((row) => row.originalLanguageId)])];
    const [texts, pictures, offices, types, webChannels, countries, subStatuses, marquees] = await Promise.all([
      given ? given.filter((text) => languages.includes(text.languageId as LanguageId)) : this.reads.texts(found, languages),
      this.reads.pictures(found),
      this.reference.offices(tenant),
      this.reference.propertyTypes(),
      this.reference.webChannels(),
      this.reference.countries(),
      this.reference.subStatuses(),
      this.reference.marquees(),
    ]);
    const textsOf = groupBy(texts, (text) => text.propertyId);
    const picturesOf = groupBy(pictures, (picture) => picture.propertyId);
    const rowById = new Map(rows.map((row) => [row.id, row]));
    const presentation = { ...options, pictureLinks: { baseUrl: this.config.pictureBaseUrl, mediaBaseUrl: this.config.media.publicBaseUrl } };
    return ids.flatMap((id) => {
      const row = rowById.get(id);
      if (!row) return [];
      const context = {
        texts: textsOf.get(id) ?? [],
        pictures: picturesOf.get(id) ?? [],
        types,
        webChannels,
        countries,
        subStatuses,
        marquees,
        offices,
      };
      return [toPropertyRecord(row, context, presentation)];
    });
  }
}
