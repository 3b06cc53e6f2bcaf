import { Inject, Injectable } from '@nestjs/common';
import { DataSource, In } from 'typeorm';
import type { LanguageId, PictureFamily } from '../common/codes.js';
import type { Tenant } from '../common/tenant.js';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { TenantScope } from '../database/tenant-scope.js';
import { ReferenceCache } from '../reference/reference-cache.js';
import { Office } from '../reference/reference.entities.js';
import { toPropertyRecord } from './property-mapper.js';
import { Property, PropertyPicture, PropertyText } from './properties.entities.js';
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
 * Turns property ids into PropertyRecords with a fixed number of queries whatever the count:
 * the rows, then their texts (requested and original languages only), pictures and offices in
 * one batch each; types, web channels, countries, sub-statuses and marquees come from the
 * reference cache. The one
 * record mapper of the service: construction units and selected lists use it too.
 */
@Injectable()
export class PropertyRecordLoader {
  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    @Inject(TenantScope) private readonly scope: TenantScope,
    @Inject(ReferenceCache) private readonly reference: ReferenceCache,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Records of the tenant's properties with these ids, in the order given; ids of other agencies are skipped. */
  async load(tenant: Tenant, ids: readonly number[], options: LoadOptions): Promise<PropertyRecord[]> {
    if (ids.length === 0) return [];
    const rows = await this.scope.select(tenant, Property, 'p').andWhere('p.id IN (:...ids)', { ids: [...ids] }).getMany();
    if (rows.length === 0) return [];
    const found = rows.map((row) => row.id);
    const languages = [...new Set([options.languageId ?? 0, ...rows.map((row) => row.originalLanguageId)])];
    const officeIds = [...new Set(rows.flatMap((row) => (row.officeId === null ? [] : [row.officeId])))];
    const [texts, pictures, offices, types, webChannels, countries, subStatuses, marquees] = await Promise.all([
      this.dataSource.getRepository(PropertyText).find({ where: { propertyId: In(found), languageId: In(languages) } }),
      this.dataSource.getRepository(PropertyPicture).find({ where: { propertyId: In(found) }, order: { propertyId: 'ASC', position: 'ASC', id: 'ASC' } }),
      officeIds.length === 0 ? Promise.resolve([]) : this.scope.find(tenant, Office, { id: In(officeIds) }),
      this.reference.propertyTypes(),
      this.reference.webChannels(),
      this.reference.countries(),
      this.reference.subStatuses(),
      this.reference.marquees(),
    ]);
    const textsOf = groupBy(texts, (text) => text.propertyId);
    const picturesOf = groupBy(pictures, (picture) => picture.propertyId);
    const officeById = new Map(offices.map((office) => [office.id, office]));
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
        subStatuses,
        marquees,
        offices: officeById,
      };
      return [toPropertyRecord(row, context, presentation)];
    });
  }
}
