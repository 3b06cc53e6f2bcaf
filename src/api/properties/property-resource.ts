import type { PictureRecord } from '../../properties/properties.records.js';
import type { AgencyProperty } from '../../properties/property-directory.js';
import { fieldsOf, type PropertyInput } from '../../properties/property-fields.js';
import type { PropertyBody, PropertyPatchBody, PropertyPictureDocument, PropertyResource } from './property.dto.js';

function file(picture: PictureRecord | undefined): { url: string; width: number; height: number } {
  return { url: picture?.Url ?? '', width: picture?.Width ?? 0, height: picture?.Height ?? 0 };
}

/** A property in the API's shape: the stored fields by their domain names, the record's read-only names, texts by language, agents, pictures. */
export function propertyResource(found: AgencyProperty): PropertyResource {
  const { property, record } = found;
  const pictures: PropertyPictureDocument[] = record.LargePictureItems.map((large, index) => ({
    id: large.ID ?? 0,
    name: large.Name,
    small: file(record.SmallPictureItems[index]),
    medium: file(record.MediumPictureItems[index]),
    large: file(large),
    xlarge: file(record.XLargePictureItems[index]),
  }));
  return {
    id: property.id,
    version: property.version,
    ...fieldsOf(property),
    statusName: record.StatusName,
    subStatusName: record.SubStatusName,
    webIdName: record.WebIDName,
    typeDescription: record.TypeDescription,
    mainTypeId: record.MainTypeID,
    mainTypeName: record.MainTypeName,
    officeName: record.OfficeName,
    marqueeName: record.MarqueeName,
    countryAbbr: record.CountryAbbr,
    countryName: record.CountryName,
    priceUnitText: record.PriceUnitText,
    conditionName: record.ConditionName,
    heatingName: record.HeatingName,
    kitchenName: record.KitchenName,
    createdAt: property.createdAt.toISOString(),
    updatedAt: property.lastChangedAt.toISOString(),
    withdrawnAt: property.withdrawnAt?.toISOString() ?? null,
    descriptions: found.descriptions,
    agents: found.agents,
    pictures,
  };
}

/** A validated body as the domain's input: the fields sent (undefined for those not sent). */
export function propertyInput(body: PropertyBody | PropertyPatchBody): PropertyInput {
  return Object.fromEntries(Object.entries(body).filter(([, value]) => value !== undefined)) as PropertyInput;
}
