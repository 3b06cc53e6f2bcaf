import { defineRecord, listOf, type RecordOf } from '../common/record.js';

/** Names are in the requested language, else English (reference data falls back to English). */
export const CountryRecord = defineRecord('Country', {
  ID: 'int',
  Name: 'string',
  /** ISO 3166-1 alpha-2, e.g. BE. */
  Abbr: 'string',
  /** International dialling code, e.g. 32. */
  Code: 'string',
});
export type CountryRecord = RecordOf<typeof CountryRecord>;

/**
 * A property type. ParentID is its main type (null for a main type); MainTypeID/MainTypeName name
 * the main type (itself for a main type). Abbr and OriginalAbbr are the type's abbreviation
 * (abbreviations are not translated, so both are the same).
 */
export const TypeOfPropertyRecord = defineRecord('TypeOfProperty', {
  ID: 'int',
  Name: 'string',
  WebID: 'int',
  Abbr: 'string',
  OriginalAbbr: 'string',
  ParentID: 'int',
  MainTypeID: 'int',
  MainTypeName: 'string',
  ShowOrder: 'int',
});
export type TypeOfPropertyRecord = RecordOf<typeof TypeOfPropertyRecord>;

/** A web channel (market a property is published in); WebID is its code, the same as ID. */
export const WebChannelRecord = defineRecord('WebID', {
  ID: 'int',
  WebID: 'int',
  Name: 'string',
  ShowOrder: 'int',
  Sale: 'boolean',
  Rent: 'boolean',
});
export type WebChannelRecord = RecordOf<typeof WebChannelRecord>;

/** A city (postcode area). Name is the name in the requested language where it differs (Brussel/Bruxelles), else the official name. */
export const CityRecord = defineRecord('City', {
  ID: 'int',
  Name: 'string',
  Zip: 'string',
  CountryID: 'int',
  Latitude: 'double',
  Longitude: 'double',
  GeographicID: 'int',
});
export type CityRecord = RecordOf<typeof CityRecord>;

/** A geographic zone (region, province, area); ParentID is the enclosing zone. */
export const ZoneRecord = defineRecord('Zone', {
  ID: 'int',
  Name: 'string',
  ParentID: 'int',
  CountryID: 'int',
  ShowOrder: 'int',
});
export type ZoneRecord = RecordOf<typeof ZoneRecord>;

export const SiteRecord = defineRecord('Site', {
  ID: 'int',
  Name: 'string',
  Url: 'string',
  Email: 'string',
  Phone: 'string',
  OfficeID: 'int',
  LanguageID: 'int',
  LanguageIDs: listOf('int', 'LanguageID'),
  WebIDs: listOf('int', 'WebID'),
  ThemeColor: 'string',
  LogoUrl: 'string',
});
export type SiteRecord = RecordOf<typeof SiteRecord>;

export const OfficeRecord = defineRecord('Office', {
  ID: 'int',
  Name: 'string',
  Street: 'string',
  HouseNumber: 'string',
  Zip: 'string',
  City: 'string',
  Phone: 'string',
  Email: 'string',
  Website: 'string',
});
export type OfficeRecord = RecordOf<typeof OfficeRecord>;

/** One featured slot: its dates and position, the title in the requested language and the featured property's summary. */
export const HouseOfWeekEntryRecord = defineRecord('Entry', {
  ID: 'int',
  StartDate: 'dateTime',
  EndDate: 'dateTime',
  Position: 'int',
  /** The slot's title in the requested language, else the property's short description (DescriptionA). */
  Title: 'string',
  PropertyID: 'int',
  Ident: 'string',
  Goal: 'int',
  City: 'string',
  Zip: 'string',
  Price: 'decimal',
  PublishPrice: 'boolean',
  /** The main picture's URL in the Small, Medium and Large families. */
  SmallPicture: 'string',
  MediumPicture: 'string',
  LargePicture: 'string',
});
export type HouseOfWeekEntryRecord = RecordOf<typeof HouseOfWeekEntryRecord>;

/** The agency's house-of-the-week configuration: current and upcoming slots by start date, then position. */
export const HouseOfWeekRecord = defineRecord('HouseOfWeek', {
  Items: listOf(HouseOfWeekEntryRecord),
});
/** Typed explicitly: RecordOf widens lists of records (see PropertyRecord). */
export interface HouseOfWeekRecord {
  Items: HouseOfWeekEntryRecord[];
}

/** A property status code (0 prospective … 6 reference) with its name. */
export const StatusRecord = defineRecord('Status', { ID: 'int', Name: 'string' });
export type StatusRecord = RecordOf<typeof StatusRecord>;

/**
 * A sub-status (under option, reserved, …). ShortName is the abbreviated name; MarqueeID the
 * marquee shown with it (0 = none) and Marquee that marquee's name; ShowOnWeb and ShowOnMap say
 * whether sites show the sub-status and put such properties on their maps.
 */
export const SubstatusRecord = defineRecord('Substatus', {
  ID: 'int',
  Name: 'string',
  ShortName: 'string',
  MarqueeID: 'int',
  Marquee: 'string',
  ShowOnWeb: 'boolean',
  ShowOnMap: 'boolean',
  ShowOrder: 'int',
});
export type SubstatusRecord = RecordOf<typeof SubstatusRecord>;

/** A marquee (banner over a property's picture); a property's Marquee field holds its ID. */
export const MarqueeRecord = defineRecord('Marquee', { ID: 'int', Name: 'string', ShowOrder: 'int' });
export type MarqueeRecord = RecordOf<typeof MarqueeRecord>;

/** A price range of the agency's search forms, per goal (0 sale, 1 rent); a null bound is open. */
export const PriceRangeRecord = defineRecord('PriceRange', {
  ID: 'int',
  Goal: 'int',
  PriceFrom: 'decimal',
  PriceTo: 'decimal',
  ShowOrder: 'int',
});
export type PriceRangeRecord = RecordOf<typeof PriceRangeRecord>;
