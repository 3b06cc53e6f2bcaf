import { Inject, Injectable } from '@nestjs/common';
import type { LanguageId, PictureFamily } from '../common/codes.js';
import type { Tenant } from '../common/tenant.js';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { ReferenceCache } from '../reference/reference-cache.js';
import { toPropertyRecord } from './property-mapper.js';
import type { Property } from './properties.entities.js';
import { PropertyReads } from './property-reads.js';
import type { PropertyRecord } from './properties.records.js';

export interface LoadOptions {
  readonly languageId: LanguageId | null;
  readonly richText: boolean;
  readonly mainPictureFamily: PictureFamily;
}

function groupBy<T>(rows: readonly T[], key: (row: T) => number): Map<number, T[]> {
  const groups = new Map<number, T[]>();
  for (const row of rows) {
    const group = groups.get(key(row));
    if (group) group.push(row);
    else groups.set(key(row), [row]);
  }
  return groups;
}

/**
 * Turns property ids into PropertyRecords with a fixed number of prepared statements whatever
 * the count: the rows, then their texts (requested and original languages only) and pictures in
 * one batch each; offices, types, web channels and countries come from the reference cache. The one
 * record mapper of the service: construction units and selected lists use it too.
 */
@Injectable()
export class PropertyRecordLoader {
  constructor(
    @Inject(PropertyReads) private readonly reads: PropertyReads,
    @Inject(ReferenceCache) private readonly reference: ReferenceCache,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Records of the tenant's properties with these ids, in the order given; ids of other agencies are skipped. */
  async load(tenant: Tenant, ids: readonly number[], options: LoadOptions): Promise<PropertyRecord[]> {
    if (ids.length === 0) return [];
    return this.records(tenant, ids, await this.reads.rows(tenant, ids), options);
  }

  /** Records of property rows already read for the tenant, in the order of `ids`. */
  async records(tenant: Tenant, ids: readonly number[], rows: readonly Property[], options: LoadOptions): Promise<PropertyRecord[]> {
    if (rows.length === 0) return [];
    const found = rows.map((row) => row.id);
    const languages = [...new Set([options.languageId ?? 0, ...rows.map((row) => row.originalLanguageId)])];
    const [texts, pictures, offices, types, webChannels, countries] = await Promise.all([
      this.reads.texts(found, languages),
      this.reads.pictures(found),
      this.reference.offices(tenant),
      this.reference.propertyTypes(),
      this.reference.webChannels(),
      this.reference.countries(),
    ]);
    const textsOf = groupBy(texts, (text) => text.propertyId);
    const picturesOf = groupBy(pictures, (picture) => picture.propertyId);
    const rowById = new Map(rows.map((row) => [row.id, row]));
    const presentation = { ...options, pictureBaseUrl: this.config.pictureBaseUrl };
    return ids.flatMap((id) => {
      const row = rowById.get(id);
      if (!row) return [];
      const context = {
        texts: textsOf.get(id) ?? [],
        pictures: picturesOf.get(id) ?? [],
        types,
        webChannels,
        countries,
        offices,
      };
      return [toPropertyRecord(row, context, presentation)];
    });
  }
}
