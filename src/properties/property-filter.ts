import { GOALS, type Goal } from '../common/codes.js';
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
}

/**
 * A validated listing filter. Empty lists and null bounds mean "any".
 * - priceFrom/priceTo: inclusive bounds (PriceFrom/PriceTo 0 = no bound).
 * - goal: 0 sale, 1 rent, 2 take-over (Goal absent or -1 = any goal).
 * - minBedrooms: MinRoom, the minimum NumberOfBedRooms (0 = no minimum).
 * - bedrooms: NrRooms, exact bedroom counts; `atLeast` from an item `N+` (e.g. `5+` = 5 or more).
 * - zoneIds: GeographicIDs (a zone also matches its sub-zones), typeIds: TypeIDs (a main type
 *   also matches its sub-types), postalCodes: PostalCodes, cityNames: CityNames (compared without
 *   regard to case; a name also matches the city's other spellings, Bruxelles/Brussel), idents:
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

/** Validates the wire filter parameters; a bad item throws InvalidInputError naming the parameter. */
export function parsePropertyFilter(params: PropertyFilterParams): PropertyFilter {
  const priceFrom = optionalBound(params.PriceFrom, 'PriceFrom', DECIMAL);
  const priceTo = optionalBound(params.PriceTo, 'PriceTo', DECIMAL);
  if (priceFrom !== null && priceTo !== null && priceTo < priceFrom) {
    throw new InvalidInputError('PriceTo', `must not be below PriceFrom (${priceFrom}), got ${priceTo}.`);
  }
  return {
    priceFrom,
    priceTo,
    goal: parseGoal(params.Goal),
    minBedrooms: optionalBound(params.MinRoom, 'MinRoom', INTEGER),
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
