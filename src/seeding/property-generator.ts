/**
 * Realistic property fields: type and channel, goal, status, price, rooms, surfaces, features
 * and address, drawn from a seeded generator. Shared by the demo data and the bulk seed.
 */
import { PROPERTY_STATUS } from '../common/codes.js';
import type { CityRow } from './cities.js';
import type { Random } from './random.js';
import { MARQUEE, TYPE_GROUPS, WEB_CHANNEL } from './reference-tables.js';
import { streetName } from './texts.js';

export type TypeGroup = keyof typeof TYPE_GROUPS;

export interface GeneratedProperty {
  status: number;
  goal: number;
  webId: number;
  typeId: number;
  marquee: number;
  publishPrice: boolean;
  street: string;
  houseNumber: string;
  zip: string;
  city: string;
  cityId: number;
  countryId: number;
  zoneId: number | null;
  latitude: number;
  longitude: number;
  price: number;
  startPrice: number | null;
  priceUnit: number;
  surfaceTotal: number | null;
  surfaceLiving: number | null;
  surfaceGarden: number | null;
  surfaceTerrace: number | null;
  surfaceConstructed: number | null;
  surfaceGround: number | null;
  bedrooms: number;
  bathrooms: number;
  toilets: number;
  garages: number;
  parkings: number;
  floor: number | null;
  hasGarden: boolean;
  hasFurnished: boolean;
  hasLift: boolean;
  hasCellar: boolean;
  hasAttic: boolean;
  conditionId: number;
  constructionYear: number | null;
  energyPerformance: number | null;
  heatingId: number | null;
  kitchenId: number | null;
}

const GROUP_WEIGHTS: readonly (readonly [TypeGroup, number])[] = [
  ['houses', 45],
  ['apartments', 35],
  ['parking', 3],
  ['commercial', 10],
  ['land', 7],
];

const STATUS_WEIGHTS: readonly (readonly [number, number])[] = [
  [PROPERTY_STATUS.Active, 76],
  [PROPERTY_STATUS.Sold, 5],
  [PROPERTY_STATUS.Rented, 4],
  [PROPERTY_STATUS.Reference, 3],
  [PROPERTY_STATUS.Prospective, 5],
  [PROPERTY_STATUS.Inactive, 4],
  [PROPERTY_STATUS.Cancelled, 3],
];

/** [min, max, step] of sale prices and of monthly rents per type group. */
const PRICES: Record<TypeGroup, { sale: [number, number, number]; rent: [number, number, number] }> = {
  houses: { sale: [185_000, 1_250_000, 5_000], rent: [900, 3_500, 25] },
  apartments: { sale: [120_000, 680_000, 2_500], rent: [550, 2_200, 10] },
  parking: { sale: [15_000, 45_000, 500], rent: [60, 160, 5] },
  commercial: { sale: [150_000, 2_000_000, 10_000], rent: [800, 8_000, 50] },
  land: { sale: [45_000, 420_000, 1_000], rent: [0, 0, 1] },
  newHouse: { sale: [320_000, 850_000, 5_000], rent: [1_200, 2_800, 25] },
  newApartment: { sale: [210_000, 640_000, 2_500], rent: [850, 1_900, 10] },
};

export function drawTypeGroup(random: Random): TypeGroup {
  return random.weighted(GROUP_WEIGHTS);
}

function webIdOf(group: TypeGroup): number {
  if (group === 'commercial') return WEB_CHANNEL.Commercial;
  if (group === 'land') return WEB_CHANNEL.Land;
  if (group === 'newHouse' || group === 'newApartment') return WEB_CHANNEL.NewConstruction;
  return WEB_CHANNEL.Residential;
}

function jitter(random: Random, value: number): number {
  return Math.round((value + (random.next() - 0.5) * 0.02) * 1e7) / 1e7;
}

export interface PropertyDraw {
  city: CityRow;
  group?: TypeGroup;
  status?: number;
  goal?: number;
  languageId: number;
}

export function generateProperty(random: Random, draw: PropertyDraw): GeneratedProperty {
  const group = draw.group ?? drawTypeGroup(random);
  const typeId = random.pick(TYPE_GROUPS[group]);
  const status = draw.status ?? random.weighted(STATUS_WEIGHTS);
  const goal = draw.goal ?? (group === 'land' ? 0 : random.weighted([[0, 62], [1, 35], [2, 3]] as const));
  const rent = goal === 1;
  const [min, max, step] = rent ? PRICES[group].rent : PRICES[group].sale;
  const price = random.rounded(min, max, step);
  const isHouse = group === 'houses' || group === 'newHouse';
  const isApartment = group === 'apartments' || group === 'newApartment';
  const residential = isHouse || isApartment;
  const bedrooms = isHouse ? random.int(2, 6) : isApartment ? (typeId === 11 ? 0 : random.int(1, typeId === 12 ? 4 : 3)) : 0;
  const surfaceLiving = residential ? 35 + bedrooms * random.int(18, 32) + random.int(0, 40) : group === 'commercial' ? random.int(60, 2_500) : null;
  const hasGarden = isHouse ? random.chance(0.85) : isApartment && typeId === 15 ? random.chance(0.6) : false;
  const surfaceGround = isHouse ? random.int(120, 2_400) : group === 'land' ? random.int(300, 12_000) : null;
  const reduced = !rent && status === PROPERTY_STATUS.Active && random.chance(0.08);
  return {
    status,
    goal,
    webId: webIdOf(group),
    typeId,
    marquee: status === PROPERTY_STATUS.Sold ? MARQUEE.Sold : status === PROPERTY_STATUS.Rented ? MARQUEE.Rented : reduced ? MARQUEE.PriceReduced : random.chance(0.1) ? MARQUEE.New : 0,
    publishPrice: random.chance(0.93),
    street: streetName(random, draw.languageId),
    houseNumber: String(random.int(1, 220)) + (random.chance(0.1) ? random.pick(['A', 'B', 'bus 2', 'bte 3']) : ''),
    zip: draw.city.zip,
    city: draw.city.name,
    cityId: draw.city.id,
    countryId: draw.city.countryId,
    zoneId: draw.city.zoneId,
    latitude: jitter(random, draw.city.latitude),
    longitude: jitter(random, draw.city.longitude),
    price,
    startPrice: reduced ? Math.round((price * 1.08) / step) * step : null,
    priceUnit: rent ? 1 : 0,
    surfaceTotal: surfaceGround ?? surfaceLiving,
    surfaceLiving,
    surfaceGarden: hasGarden && surfaceGround ? Math.round(surfaceGround * 0.6) : hasGarden ? random.int(20, 120) : null,
    surfaceTerrace: residential && random.chance(0.6) ? random.int(6, 45) : null,
    surfaceConstructed: isHouse && surfaceLiving ? Math.round(surfaceLiving * 0.7) : null,
    surfaceGround,
    bedrooms,
    bathrooms: residential ? Math.max(1, Math.min(3, Math.floor(bedrooms / 2) + random.int(0, 1))) : 0,
    toilets: residential ? random.int(1, 3) : group === 'commercial' ? random.int(1, 4) : 0,
    garages: isHouse ? random.int(0, 2) : group === 'parking' ? 1 : 0,
    parkings: isApartment ? random.int(0, 1) : group === 'commercial' ? random.int(0, 20) : 0,
    floor: isApartment ? (typeId === 15 ? 0 : random.int(1, typeId === 12 ? 12 : 6)) : null,
    hasGarden,
    hasFurnished: rent && residential && random.chance(0.15),
    hasLift: isApartment && random.chance(0.7),
    hasCellar: residential && random.chance(0.5),
    hasAttic: isHouse && random.chance(0.4),
    conditionId: group === 'newHouse' || group === 'newApartment' ? 1 : random.int(1, 6),
    constructionYear: group === 'land' ? null : group === 'newHouse' || group === 'newApartment' ? random.int(2025, 2028) : random.int(1890, 2024),
    energyPerformance: residential ? random.int(35, 480) : null,
    heatingId: residential || group === 'commercial' ? random.int(1, 6) : null,
    kitchenId: residential ? random.int(1, 4) : null,
  };
}

/** Language ids a property has texts in: always the original, often the other national language. */
export function textLanguages(random: Random, originalLanguageId: number, abroad = false): number[] {
  const languages = [originalLanguageId];
  const roll = random.next();
  if (roll < 0.25) return languages;
  languages.push(originalLanguageId === 1 ? 2 : 1);
  if (roll > 0.55) languages.push(3);
  if (roll > 0.9) languages.push(4);
  if (abroad) languages.push(5);
  return languages;
}
