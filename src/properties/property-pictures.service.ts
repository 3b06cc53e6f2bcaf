import { requireScope } from '../common/scopes.js';
import { Inject, Injectable } from '@nestjs/common';
import { DataSource, In } from 'typeorm';
import { InvalidInputError } from '../common/errors.js';
import type { PageRequest } from '../common/paging.js';
import type { Page } from '../common/record.js';
import type { Tenant } from '../common/tenant.js';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { picturePage } from './pictures.js';
import { PropertyPicture } from './properties.entities.js';
import type { PictureItemRecord } from './properties.records.js';
import { PropertyPublicationService } from './publication.service.js';

/** GetPropertyPictureList: the pictures of published properties with every size family's file. */
@Injectable()
export class PropertyPictureService {
  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    @Inject(PropertyPublicationService) private readonly publication: PropertyPublicationService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * Pictures of published properties by position: those of one property (propertyId), or with
   * the given picture ids (ids), or both; a page.
   */
  async getPictures(tenant: Tenant, where: { propertyId: number | null; ids: readonly number[] }, page: PageRequest): Promise<Page<PictureItemRecord>> {
    requireScope(tenant, 'listings');
    if (where.propertyId === null && where.ids.length === 0) throw new InvalidInputError('ObjectID', 'is required (or IDs).');
    const pictures = this.dataSource.getRepository(PropertyPicture);
    const candidates =
      where.propertyId !== null
        ? await pictures.find({ where: { propertyId: where.propertyId, ...(where.ids.length > 0 ? { id: In([...where.ids]) } : {}) } })
        : await pictures.find({ where: { id: In([...where.ids]) } });
    const published = new Set(await this.publication.publishedAmong(tenant, [...new Set(candidates.map((picture) => picture.propertyId))], []));
    return picturePage(candidates, (picture) => ({ propertyId: picture.propertyId, projectId: null }), published, page, {
      baseUrl: this.config.pictureBaseUrl,
      mediaBaseUrl: this.config.media.publicBaseUrl,
      agencyId: tenant.agencyId,
      kind: 'property',
      languageId: tenant.languageId ?? null,
    });
  }
}
