import type { LanguageId, PictureFamily } from '../common/codes.js';
import { mainTypeOf } from '../reference/reference-cache.js';
import { codeName, pickTranslation } from '../reference/translations.js';
import type { Country, Marquee, Office, PropertyType, SubStatus, WebChannel } from '../reference/reference.entities.js';
import { htmlToPlainText } from './html-text.js';
import { CONDITION_NAMES, HEATING_NAMES, KITCHEN_NAMES, PRICE_UNIT_TEXTS, STATUS_NAMES } from './property-codes.js';
import { pictureRecords, type PictureLinks } from './pictures.js';
import type { Property, PropertyPicture, PropertyText } from './properties.entities.js';
import type { PictureRecord, PropertyRecord } from './properties.records.js';

/** How a property is presented: language of texts and names, rich or plain text, picture family of MainPicture. */
export interface PresentationOptions {
  readonly languageId: LanguageId | null;
  readonly richText: boolean;
  readonly mainPictureFamily: PictureFamily;
  /** PICTURE_BASE_URL and the media base URL (the agency's own id is the property's). */
  readonly pictureLinks: Omit<PictureLinks, 'agencyId' | 'kind'>;
}

/** Everything a property's record needs besides its own row, loaded in batch for a whole page. */
export interface PropertyContext {
  readonly texts: readonly PropertyText[];
  readonly pictures: readonly PropertyPicture[];
  readonly types: ReadonlyMap<number, PropertyType>;
  readonly webChannels: ReadonlyMap<number, WebChannel>;
  readonly countries: ReadonlyMap<number, Country>;
  readonly subStatuses: ReadonlyMap<number, SubStatus>;
  readonly marquees: ReadonlyMap<number, Marquee>;
  readonly offices: ReadonlyMap<number, Office>;
}

/** The text in the requested language, else the original language, else any stored language. */
function chooseText(texts: readonly PropertyText[], property: Property, languageId: LanguageId | null): PropertyText | null {
  return (
    texts.find((text) => text.languageId === languageId) ??
    texts.find((text) => text.languageId === property.originalLanguageId) ??
    texts[0] ??
    null
  );
}

function mainPicture(items: readonly PictureRecord[]): PictureRecord | null {
  return items[0] ?? null;
}

export function toPropertyRecord(property: Property, context: PropertyContext, options: PresentationOptions): PropertyRecord {
  const language = options.languageId;
  const text = chooseText(context.texts, property, language);
  const type = context.types.get(property.typeId) ?? null;
  const mainType = type ? mainTypeOf(type, context.types) : null;
  const country = property.countryId === null ? null : (context.countries.get(property.countryId) ?? null);
  const office = property.officeId === null ? null : (context.offices.get(property.officeId) ?? null);
  const pictures = (family: PictureFamily) => pictureRecords(context.pictures, family, { ...options.pictureLinks, agencyId: property.agencyId, kind: 'property', languageId: language });
  const small = pictures('Small');
  const medium = pictures('Medium');
  const large = pictures('Large');
  const xlarge = pictures('XLarge');
  const byFamily = { Small: small, Medium: medium, Large: large, XLarge: xlarge };
  const main = mainPicture(byFamily[options.mainPictureFamily]);
  const descriptionB = text?.descriptionB ?? null;
  return {
    ID: property.id,
    Ident: property.ident,
    Status: property.status,
    StatusName: codeName(STATUS_NAMES, property.status, language),
    SubStatus: property.subStatus,
    SubStatusName: property.subStatus === null ? null : pickTranslation(context.subStatuses.get(property.subStatus)?.names, language),
    Goal: property.goal,
    WebID: property.webId,
    WebIDName: pickTranslation(context.webChannels.get(property.webId)?.names, language),
    TypeID: property.typeId,
    TypeDescription: pickTranslation(type?.names, language),
    MainTypeID: mainType?.id ?? null,
    MainTypeName: pickTranslation(mainType?.names, language),
    ProjectID: property.projectId,
    BuildingID: property.buildingId,
    SiteID: property.siteId,
    OfficeID: property.officeId,
    OfficeName: office?.name ?? null,
    CreatedDate: property.createdAt,
    LastChangedDate: property.lastChangedAt,
    Marquee: property.marquee,
    MarqueeName: pickTranslation(context.marquees.get(property.marquee)?.names, language),
    IsOffice: property.isOffice,
    PublishPrice: property.publishPrice,

    Street: property.street,
    HouseNumber: property.houseNumber,
    Zip: property.zip,
    City: property.city,
    District: property.district,
    GeographicID: property.zoneId,
    CountryID: property.countryId,
    CountryAbbr: country?.abbr ?? null,
    CountryName: pickTranslation(country?.names, language),
    GoogleX: property.longitude,
    GoogleY: property.latitude,

    Price: property.price,
    StartPrice: property.startPrice,
    PriceUnit: property.priceUnit,
    PriceUnitText: codeName(PRICE_UNIT_TEXTS, property.priceUnit, language),

    LanguageID: text?.languageId ?? null,
    DescriptionA: text?.descriptionA ?? null,
    DescriptionB: options.richText ? descriptionB : htmlToPlainText(descriptionB),
    VirtualTour: property.virtualTour,

    SurfaceTotal: property.surfaceTotal,
    SurfaceLiving: property.surfaceLiving,
    SurfaceGarden: property.surfaceGarden,
    SurfaceTerrace: property.surfaceTerrace,
    SurfaceConstructed: property.surfaceConstructed,
    SurfaceGround: property.surfaceGround,
    SurfaceOffice: property.surfaceOffice,
    SurfaceGround2: property.surfaceGround2,
    SurfaceStore: property.surfaceStore,

    NumberOfBedRooms: property.bedrooms,
    NumberOfBathRooms: property.bathrooms,
    NumberOfShowerRooms: property.showerRooms,
    NumberOfToilets: property.toilets,
    NumberOfGarages: property.garages,
    NumberOfParkings: property.parkings,
    Floor: property.floor,

    HasGarden: property.hasGarden,
    HasFurnished: property.hasFurnished,
    HasLift: property.hasLift,
    HasCellar: property.hasCellar,
    HasAttic: property.hasAttic,
    ConditionID: property.conditionId,
    ConditionName: codeName(CONDITION_NAMES, property.conditionId, language),
    ConstructionYear: property.constructionYear,
    EnergyPerformance: property.energyPerformance,
    HeatingID: property.heatingId,
    HeatingName: codeName(HEATING_NAMES, property.heatingId, language),
    KitchenID: property.kitchenId,
    KitchenName: codeName(KITCHEN_NAMES, property.kitchenId, language),

    SmallPicture: mainPicture(small)?.Url ?? null,
    MediumPicture: mainPicture(medium)?.Url ?? null,
    LargePicture: mainPicture(large)?.Url ?? null,
    MainPicture: main?.Url ?? null,
    MainPictureWidth: main?.Width ?? null,
    MainPictureHeight: main?.Height ?? null,
    SmallPictureItems: small,
    MediumPictureItems: medium,
    LargePictureItems: large,
    XLargePictureItems: xlarge,
  };
}
