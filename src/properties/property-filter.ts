import { GOALS, type Goal, PROPERTY_STATUS } from '../common/codes.js';
import { InvalidInputError } from '../common/errors.js';

/** A list parameter as it arrives: a comma-separated string, or an array (v1.2 JSON). */
export type WireList = string | readonly (string | number)[] | null | undefined;
/** A number parameter: already a number (SOAP), or text (v1.2 JSON sends "2"). */
export type WireNumber = number | string | null | undefined;

/** The listing filters in their wire names (GetPropertyList, GetPropertyCount, GetPropertyList2, …). */
export interface PropertyFilterParams {
  PriceFrom?: WireNumber;
  PriceTo?: WireNumber;
  Goal?: WireNumber;
  MinRoom?: WireNumber;
  NrRooms?: WireList;
  GeographicIDs?: WireList;
  PostalCodes?: WireList;
  TypeIDs?: WireList;
  CityNames?: WireList;
  Recordfiles?: WireList;
  /** Adds sold, rented and reference properties to the active ones. */
  includeReferences?: boolean;
  /** The v1.2 client filters (GetPropertyList2, GetCountProperties2 conditions); see PropertyFilter. */
  Status?: WireList;
  MaxRoom?: WireNumber;
  MinBathRoom?: WireNumber;
  MaxBathRoom?: WireNumber;
  WebIDs?: WireList;
  MarqueeIDs?: WireList;
  SkipMarqueeList?: WireList;
  SkipAllMarquees?: boolean | null;
  CountryIDs?: WireList;
  IsInCountryOrNot?: boolean | null;
  ConditionIDs?: WireList;
  IsInConditionOrNot?: boolean | null;
  IDs?: WireList;
  MainTypeIDs?: WireList;
  SiteID?: WireNumber;
  SkipSiteIds?: WireList;
  OfficeID?: WireNumber;
  PersonID?: WireNumber;
  SelectedByPersonID?: WireNumber;
  ProjectID?: WireNumber;
  BuildingID?: WireNumber;
  ProjectStatus?: WireList;
  ProjectIsPublishInternet?: boolean | null;
  MinSurface?: WireNumber;
  MaxSurface?: WireNumber;
  LivingArea?: WireNumber;
  IncludePriceZero?: boolean | null;
  HasGarden?: boolean | null;
  HasGarage?: boolean | null;
  HasTerrace?: boolean | null;
  HasFurnished?: boolean | null;
  HasAttic?: boolean | null;
  HasLift?: boolean | null;
  HasCellar?: boolean | null;
  HasParking?: boolean | null;
  IsOffice?: boolean | null;
  IsConstruction?: boolean | null;
  ChangeSince?: Date | null;
  Keyword?: string | null;
  StreetName?: string | null;
  Number?: string | null;
  GpsX?: WireNumber;
  GpsY?: WireNumber;
  GpsRadius?: WireNumber;
}

/** A feature a listing can be asked to have (the Has* filters). */
export type PropertyFeature = 'garden' | 'garage' | 'terrace' | 'furnished' | 'attic' | 'lift' | 'cellar' | 'parking';

/** An id list that selects (`in`) or excludes (`not in`) its ids. */
export interface IdSelection {
  readonly ids: readonly number[];
  readonly exclude: boolean;
}

/**
 * A validated listing filter. Empty lists and null bounds mean "any".
 * - priceFrom/priceTo: inclusive bounds (PriceFrom/PriceTo 0 = no bound).
 * - goal: 0 sale, 1 rent, 2 take-over (Goal absent or -1 = any goal).
 * - minBedrooms: MinRoom, the minimum NumberOfBedRooms (0 = no minimum).
 * - bedrooms: NrRooms, exact bedroom counts; `atLeast` from an item `N+` (e.g. `5+` = 5 or more).
 * - zoneIds: GeographicIDs (a zone also matches its sub-zones), typeIds: TypeIDs (a main type
 *   also matches its sub-types), postalCodes: PostalCodes, cityNames: CityNames (compared without
 *   regard to case or accents, `liege` = Liège; a name also matches the city's other spellings,
 *   Bruxelles/Brussel), idents:
 *   Recordfiles (the dossier reference, Ident).
 */
export interface PropertyFilter {
  readonly priceFrom: number | null;
  readonly priceTo: number | null;
  readonly goal: Goal | null;
  readonly minBedrooms: number | null;
  readonly bedrooms: { readonly exact: readonly number[]; readonly atLeast: number | null };
  readonly zoneIds: readonly number[];
  readonly postalCodes: readonly string[];
  readonly typeIds: readonly number[];
  readonly cityNames: readonly string[];
  readonly idents: readonly string[];
  readonly includeReferences: boolean;
  /**
   * The v1.2 client filters; empty lists, nulls and false mean "any".
   * - statuses: Status, the statuses listed instead of the default (1 active, or with
   *   includeReferences 1, 2, 4, 6); only those viewable statuses can be asked for.
   * - maxBedrooms (MaxRoom), minBathrooms/maxBathrooms (MinBathRoom/MaxBathRoom): inclusive.
   * - webIds (WebIDs), marqueeIds (MarqueeIDs), excludedMarquees (SkipMarqueeList), withoutMarquee
   *   (a count condition's SkipMarqueeList true: only properties without a marquee).
   * - countries (CountryIDs, IsInCountryOrNot false = every other country), conditions
   *   (ConditionIDs, IsInConditionOrNot likewise).
   * - ids (IDs), mainTypeIds (MainTypeIDs, a main type with its sub-types), siteId (SiteID),
   *   excludedSiteIds (SkipSiteIds), officeId (OfficeID), ownerId (PersonID: the person owns it),
   *   selectedByPersonId (SelectedByPersonID: on the person's selected list), projectId,
   *   buildingId, projectStatuses (ProjectStatus: the unit's project has one of them),
   *   projectPublishedOnInternet (ProjectIsPublishInternet true: the unit's project is published).
   * - minSurface/maxSurface (MinSurface/MaxSurface: total surface), minLivingSurface (LivingArea).
   * - includePriceZero: with a price bound, properties without a price match as well.
   * - features: Has* true (garden, furnished, attic, lift, cellar: the flag; garage, parking: at
   *   least one; terrace: a terrace surface); false asks nothing.
   * - office (IsOffice true: office properties only), construction (IsConstruction true: units of
   *   a project only).
   * - changedSince (ChangeSince: last changed on or after), keyword (Keyword: every word begins a
   *   word of the dossier reference, street, city or postcode), streetName (StreetName: every word
   *   of three or more characters occurs in the street, inside words too, from the trigram index;
   *   shorter ones begin a word), both without regard to case or accents through the full-text
   *   and trigram indexes (property-search.ts); houseNumber (Number: the house number exactly).
   * - near (GpsX longitude, GpsY latitude, GpsRadius km): within the radius (equirectangular).
   */
  readonly statuses: readonly number[];
  readonly maxBedrooms: number | null;
  readonly minBathrooms: number | null;
  readonly maxBathrooms: number | null;
  readonly webIds: readonly number[];
  readonly marqueeIds: readonly number[];
  readonly excludedMarquees: readonly number[];
  readonly withoutMarquee: boolean;
  readonly countries: IdSelection;
  readonly conditions: IdSelection;
  readonly ids: readonly number[];
  readonly mainTypeIds: readonly number[];
  readonly siteId: number | null;
  readonly excludedSiteIds: readonly number[];
  readonly officeId: number | null;
  readonly ownerId: number | null;
  readonly selectedByPersonId: number | null;
  readonly projectId: number | null;
  readonly buildingId: number | null;
  readonly projectStatuses: readonly number[];
  readonly projectPublishedOnInternet: boolean;
  readonly minSurface: number | null;
  readonly maxSurface: number | null;
  readonly minLivingSurface: number | null;
  readonly includePriceZero: boolean;
  readonly features: readonly PropertyFeature[];
  readonly office: boolean;
  readonly construction: boolean;
  readonly changedSince: Date | null;
  readonly keyword: string | null;
  readonly streetName: string | null;
  readonly houseNumber: string | null;
  readonly near: { readonly longitude: number; readonly latitude: number; readonly radiusKm: number } | null;
}

const MAX_LIST_ITEMS = 500;
const INTEGER = /^[+-]?\d+$/;
const DECIMAL = /^[+-]?(\d+(\.\d*)?|\.\d+)$/;

function listItems(value: WireList, field: string): string[] {
  if (value === null || value === undefined) return [];
  const raw = typeof value === 'string' ? value.split(',') : value.map((item) => String(item));
  const items = raw.map((item) => item.trim()).filter((item) => item !== '');
  if (items.length > MAX_LIST_ITEMS) throw new InvalidInputError(field, `accepts at most ${MAX_LIST_ITEMS} items.`);
  return items;
}

function unique<T extends string | number>(values: T[]): T[] {
  return [...new Set(values)].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
}

function idList(value: WireList, field: string): number[] {
  return unique(
    listItems(value, field).map((item) => {
      if (!/^\+?\d+$/.test(item) || Number(item) < 1 || Number(item) > 2_147_483_647) {
        throw new InvalidInputError(field, `"${item}" is not a positive whole number.`);
      }
      return Number(item);
    }),
  );
}

function textList(value: WireList, field: string, maxLength: number, normalize: (item: string) => string): string[] {
  return unique(
    listItems(value, field).map((item) => {
      if (item.length > maxLength) throw new InvalidInputError(field, `"${item.slice(0, 20)}…" is longer than ${maxLength} characters.`);
      return normalize(item);
    }),
  );
}

function number(value: WireNumber, field: string, pattern: RegExp): number | null {
  if (value === null || value === undefined) return null;
  const text = String(value).trim();
  if (text === '') return null;
  if (typeof value === 'string' && !pattern.test(text)) throw new InvalidInputError(field, `"${text}" is not a number.`);
  const parsed = Number(text);
  if (!Number.isFinite(parsed) || (pattern === INTEGER && !Number.isInteger(parsed))) {
    throw new InvalidInputError(field, `"${text}" is not a ${pattern === INTEGER ? 'whole number' : 'number'}.`);
  }
  return parsed;
}

/** A bound where 0 (or nothing) means "no bound"; negative values are invalid. */
function optionalBound(value: WireNumber, field: string, pattern: RegExp): number | null {
  const parsed = number(value, field, pattern);
  if (parsed === null || parsed === 0) return null;
  if (parsed < 0) throw new InvalidInputError(field, `must not be negative, got ${parsed}.`);
  return parsed;
}

/** Goal: 0 sale, 1 rent, 2 take-over; absent or -1 means any goal (null). */
export function parseGoal(value: WireNumber, field = 'Goal'): Goal | null {
  const parsed = number(value, field, INTEGER);
  if (parsed === null || parsed === -1) return null;
  if (!(parsed in GOALS)) throw new InvalidInputError(field, `must be 0 (sale), 1 (rent) or 2 (take-over), got ${parsed}.`);
  return parsed as Goal;
}

function bedroomCounts(value: WireList): PropertyFilter['bedrooms'] {
  const exact: number[] = [];
  let atLeast: number | null = null;
  for (const item of listItems(value, 'NrRooms')) {
    const match = /^(\d{1,3})\s*(\+?)$/.exec(item);
    if (!match) throw new InvalidInputError('NrRooms', `"${item}" is not a bedroom count (use e.g. 2 or 5+).`);
    const count = Number(match[1]);
    if (match[2]) atLeast = atLeast === null ? count : Math.min(atLeast, count);
    else exact.push(count);
  }
  return { exact: unique(exact).filter((count) => atLeast === null || count < atLeast), atLeast };
}

/** The statuses a listing may be asked for (Status): those a single property can be opened in. */
export const ASKABLE_STATUSES: readonly number[] = [PROPERTY_STATUS.Active, PROPERTY_STATUS.Sold, PROPERTY_STATUS.Rented, PROPERTY_STATUS.Reference];

function statusList(value: WireList): number[] {
  const statuses = unique(
    listItems(value, 'Status').map((item) => {
      if (!/^\d{1,2}$/.test(item)) throw new InvalidInputError('Status', `"${item}" is not a status code.`);
      return Number(item);
    }),
  );
  for (const status of statuses) {
    if (!ASKABLE_STATUSES.includes(status)) {
      throw new InvalidInputError('Status', `${status} is not listed publicly; use 1 (active), 2 (sold), 4 (rented) or 6 (reference).`);
    }
  }
  return statuses;
}

/** A code list where 0 is a valid id (marquees, conditions, statuses of projects). */
function codeList(value: WireList, field: string): number[] {
  return unique(
    listItems(value, field).map((item) => {
      if (!/^\+?\d+$/.test(item) || Number(item) > 2_147_483_647) throw new InvalidInputError(field, `"${item}" is not a whole number of 0 or more.`);
      return Number(item);
    }),
  );
}

function positiveId(value: WireNumber, field: string): number | null {
  const parsed = number(value, field, INTEGER);
  if (parsed === null || parsed === 0) return null;
  if (parsed < 0) throw new InvalidInputError(field, `must be a positive id, got ${parsed}.`);
  return parsed;
}

function orderedBounds(low: number | null, high: number | null, lowField: string, highField: string): void {
  if (low !== null && high !== null && high < low) throw new InvalidInputError(highField, `must not be below ${lowField} (${low}), got ${high}.`);
}

function searchText(value: string | null | undefined, field: string, maxLength: number): string | null {
  const text = (value ?? '').trim();
  if (text === '') return null;
  if (text.length > maxLength) throw new InvalidInputError(field, `must be at most ${maxLength} characters.`);
  return text.toLowerCase();
}

const FEATURE_FIELDS = {
  HasGarden: 'garden',
  HasGarage: 'garage',
  HasTerrace: 'terrace',
  HasFurnished: 'furnished',
  HasAttic: 'attic',
  HasLift: 'lift',
  HasCellar: 'cellar',
  HasParking: 'parking',
} as const satisfies Record<string, PropertyFeature>;

function nearBy(params: PropertyFilterParams): PropertyFilter['near'] {
  const longitude = number(params.GpsX, 'GpsX', DECIMAL);
  const latitude = number(params.GpsY, 'GpsY', DECIMAL);
  const radiusKm = optionalBound(params.GpsRadius, 'GpsRadius', DECIMAL);
  if (radiusKm === null || (longitude === null && latitude === null) || (longitude === 0 && latitude === 0)) return null;
  if (longitude === null || longitude < -180 || longitude > 180) throw new InvalidInputError('GpsX', 'must be a longitude between -180 and 180 with GpsRadius.');
  if (latitude === null || latitude < -90 || latitude > 90) throw new InvalidInputError('GpsY', 'must be a latitude between -90 and 90 with GpsRadius.');
  return { longitude, latitude, radiusKm };
}

/** Validates the wire filter parameters; a bad item throws InvalidInputError naming the parameter. */
export function parsePropertyFilter(params: PropertyFilterParams): PropertyFilter {
  const priceFrom = optionalBound(params.PriceFrom, 'PriceFrom', DECIMAL);
  const priceTo = optionalBound(params.PriceTo, 'PriceTo', DECIMAL);
  if (priceFrom !== null && priceTo !== null && priceTo < priceFrom) {
    throw new InvalidInputError('PriceTo', `must not be below PriceFrom (${priceFrom}), got ${priceTo}.`);
  }
  const minBedrooms = optionalBound(params.MinRoom, 'MinRoom', INTEGER);
  const maxBedrooms = optionalBound(params.MaxRoom, 'MaxRoom', INTEGER);
  orderedBounds(minBedrooms, maxBedrooms, 'MinRoom', 'MaxRoom');
  const minBathrooms = optionalBound(params.MinBathRoom, 'MinBathRoom', INTEGER);
  const maxBathrooms = optionalBound(params.MaxBathRoom, 'MaxBathRoom', INTEGER);
  orderedBounds(minBathrooms, maxBathrooms, 'MinBathRoom', 'MaxBathRoom');
  const minSurface = optionalBound(params.MinSurface, 'MinSurface', DECIMAL);
  const maxSurface = optionalBound(params.MaxSurface, 'MaxSurface', DECIMAL);
  orderedBounds(minSurface, maxSurface, 'MinSurface', 'MaxSurface');
  const changedSince = params.ChangeSince instanceof Date && params.ChangeSince.getUTCFullYear() > 1 ? params.ChangeSince : null;
  return {
    statuses: statusList(params.Status),
    maxBedrooms,
    minBathrooms,
    maxBathrooms,
    webIds: idList(params.WebIDs, 'WebIDs'),
    marqueeIds: codeList(params.MarqueeIDs, 'MarqueeIDs'),
    excludedMarquees: codeList(params.SkipMarqueeList, 'SkipMarqueeList'),
    withoutMarquee: params.SkipAllMarquees === true,
    countries: { ids: idList(params.CountryIDs, 'CountryIDs'), exclude: params.IsInCountryOrNot === false },
    conditions: { ids: codeList(params.ConditionIDs, 'ConditionIDs'), exclude: params.IsInConditionOrNot === false },
    ids: idList(params.IDs, 'IDs'),
    mainTypeIds: idList(params.MainTypeIDs, 'MainTypeIDs'),
    siteId: positiveId(params.SiteID, 'SiteID'),
    excludedSiteIds: idList(params.SkipSiteIds, 'SkipSiteIds'),
    officeId: positiveId(params.OfficeID, 'OfficeID'),
    ownerId: positiveId(params.PersonID, 'PersonID'),
    selectedByPersonId: positiveId(params.SelectedByPersonID, 'SelectedByPersonID'),
    projectId: positiveId(params.ProjectID, 'ProjectID'),
    buildingId: positiveId(params.BuildingID, 'BuildingID'),
    projectStatuses: codeList(params.ProjectStatus, 'ProjectStatus'),
    projectPublishedOnInternet: params.ProjectIsPublishInternet === true,
    minSurface,
    maxSurface,
    minLivingSurface: optionalBound(params.LivingArea, 'LivingArea', DECIMAL),
    includePriceZero: params.IncludePriceZero === true,
    features: (Object.entries(FEATURE_FIELDS) as [keyof typeof FEATURE_FIELDS, PropertyFeature][])
      .filter(([field]) => params[field] === true)
      .map(([, feature]) => feature),
    office: params.IsOffice === true,
    construction: params.IsConstruction === true,
    changedSince,
    keyword: searchText(params.Keyword, 'Keyword', 100),
    streetName: searchText(params.StreetName, 'StreetName', 200),
    houseNumber: searchText(params.Number, 'Number', 20),
    near: nearBy(params),
    priceFrom,
    priceTo,
    goal: parseGoal(params.Goal),
    minBedrooms,
    bedrooms: bedroomCounts(params.NrRooms),
    zoneIds: idList(params.GeographicIDs, 'GeographicIDs'),
    postalCodes: textList(params.PostalCodes, 'PostalCodes', 20, (item) => item),
    typeIds: idList(params.TypeIDs, 'TypeIDs'),
    cityNames: textList(params.CityNames, 'CityNames', 100, (item) => item.toLowerCase()),
    idents: textList(params.Recordfiles, 'Recordfiles', 50, (item) => item),
    includeReferences: params.includeReferences === true,
  };
}

/** A stable text key of a filter (lists are already sorted and de-duplicated): the count cache key. */
export function filterKey(filter: PropertyFilter): string {
  return JSON.stringify(filter);
}
