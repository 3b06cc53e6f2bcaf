import { requireScope } from '../common/scopes.js';
import { Inject, Injectable } from '@nestjs/common';
import type { Tenant } from '../common/tenant.js';
import { TenantScope } from '../database/tenant-scope.js';
import { PropertiesService } from '../properties/properties.service.js';
import { HouseOfWeek } from './reference.entities.js';
import type { HouseOfWeekRecord } from './reference.records.js';
import { pickTranslation, requestedLanguage } from './translations.js';

/**
 * The agency's house-of-the-week configuration (GetHouseOfWeekConfigSTD2006): the slots that
 * have not ended yet (current and upcoming), by start date then position, each with a summary
 * of the featured property. Slots whose property cannot be viewed publicly are left out.
 */
@Injectable()
export class HouseOfWeekService {
  constructor(
    @Inject(TenantScope) private readonly scope: TenantScope,
    @Inject(PropertiesService) private readonly properties: PropertiesService,
  ) {}

  async getHouseOfWeek(tenant: Tenant, languageId: number): Promise<HouseOfWeekRecord> {
    requireScope(tenant, 'listings');
    const language = requestedLanguage(languageId);
    const slots = await this.scope
      .select(tenant, HouseOfWeek, 'h')
      .andWhere('h.endDate >= :now', { now: new Date() })
      .orderBy('h.startDate', 'ASC')
      .addOrderBy('h.position', 'ASC')
      .addOrderBy('h.id', 'ASC')
      .getMany();
    const ids = [...new Set(slots.map((slot) => slot.propertyId))];
    const properties = new Map((await this.properties.getViewableProperties(tenant, ids, language ?? 0)).map((p) => [p.ID, p]));
    return {
      Items: slots.flatMap((slot) => {
        const property = properties.get(slot.propertyId);
        if (!property) return [];
        return [
          {
            ID: slot.id,
            StartDate: slot.startDate,
            EndDate: slot.endDate,
            Position: slot.position,
            Title: pickTranslation(slot.titles, language) ?? property.DescriptionA,
            PropertyID: property.ID,
            Ident: property.Ident,
            Goal: property.Goal,
            City: property.City,
            Zip: property.Zip,
            Price: property.Price,
            PublishPrice: property.PublishPrice,
            SmallPicture: property.SmallPicture,
            MediumPicture: property.MediumPicture,
            LargePicture: property.LargePicture,
          },
        ];
      }),
    };
  }
}
