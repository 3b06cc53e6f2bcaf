/**
 * Generates one batch of bench rows per table as plain value arrays in column order: properties
 * with 1–3 texts, 1–3 pictures and an agent, plus a tenth as many persons, demands and history
 * records, with owners drawn from the batch's persons.
 */
import { HISTORY_TYPE } from '../../common/codes.js';
import { CITIES, type CityRow } from '../cities.js';
import { pictureFields } from '../pictures.js';
import { generateProperty, textLanguages } from '../property-generator.js';
import type { Random } from '../random.js';
import { FIRST_NAMES, LAST_NAMES, propertyText } from '../texts.js';
import type { BenchSetup } from './bench-setup.js';
import { sqlDate, type SqlValue } from './bulk-writer.js';

export const BENCH_TABLES = ['property', 'property_text', 'property_picture', 'property_agent', 'property_owner', 'person', 'demand', 'history'] as const;
export type BenchTable = (typeof BENCH_TABLES)[number];

export type BenchBatch = Record<BenchTable, SqlValue[][]>;

function snake(name: string): string {
  return name.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toLowerCase();
}

const PROPERTY_FIELDS = [
  'id', 'agencyId', 'officeId', 'siteId', 'ident', 'status', 'goal', 'webId', 'typeId', 'marquee', 'isOffice', 'publishPrice',
  'createdAt', 'lastChangedAt', 'originalLanguageId', 'street', 'houseNumber', 'zip', 'city', 'cityId', 'countryId', 'zoneId',
  'latitude', 'longitude', 'price', 'startPrice', 'priceUnit', 'surfaceTotal', 'surfaceLiving', 'surfaceGarden', 'surfaceTerrace',
  'surfaceConstructed', 'surfaceGround', 'bedrooms', 'bathrooms', 'toilets', 'garages', 'parkings', 'floor', 'hasGarden',
  'hasFurnished', 'hasLift', 'hasCellar', 'hasAttic', 'conditionId', 'constructionYear', 'energyPerformance', 'heatingId', 'kitchenId',
] as const;
const TEXT_FIELDS = ['propertyId', 'languageId', 'descriptionA', 'descriptionB'] as const;
const PICTURE_FIELDS = [
  'id', 'propertyId', 'position', 'name', 'smallUrl', 'smallWidth', 'smallHeight', 'mediumUrl', 'mediumWidth', 'mediumHeight',
  'largeUrl', 'largeWidth', 'largeHeight', 'xlargeUrl', 'xlargeWidth', 'xlargeHeight',
] as const;
const AGENT_FIELDS = ['propertyId', 'userId', 'agencyId', 'role'] as const;
const OWNER_FIELDS = ['propertyId', 'personId', 'agencyId'] as const;
const PERSON_FIELDS = [
  'id', 'agencyId', 'officeId', 'addressTitle', 'letterTitle', 'name', 'firstName', 'phoneNumber', 'addressA', 'zip', 'city',
  'countryId', 'email', 'passwordHash', 'ident', 'languageId', 'createdAt', 'lastChangedAt',
] as const;
const DEMAND_FIELDS = ['id', 'agencyId', 'personId', 'active', 'goal', 'priceFrom', 'priceTo', 'minRoom', 'typeIds', 'zips', 'geographicIds', 'cityNames', 'mailAlert', 'createdAt', 'lastChangedAt'] as const;
const HISTORY_FIELDS = ['id', 'agencyId', 'kind', 'typeId', 'date', 'propertyId', 'personId', 'userId', 'officeId', 'languageId', 'subject', 'source', 'clientAddress', 'mediaName', 'done'] as const;

const FIELDS: Record<BenchTable, readonly string[]> = {
  property: PROPERTY_FIELDS,
  property_text: TEXT_FIELDS,
  property_picture: PICTURE_FIELDS,
  property_agent: AGENT_FIELDS,
  property_owner: OWNER_FIELDS,
  person: PERSON_FIELDS,
  demand: DEMAND_FIELDS,
  history: HISTORY_FIELDS,
};

export const BENCH_COLUMNS: Readonly<Record<BenchTable, readonly string[]>> = Object.fromEntries(
  BENCH_TABLES.map((table): [BenchTable, readonly string[]] => [table, FIELDS[table].map(snake)]),
) as Record<string, readonly string[]> as Record<BenchTable, readonly string[]>;

function value(raw: unknown): SqlValue {
  if (raw === undefined || raw === null) return null;
  if (typeof raw === 'boolean') return raw ? 1 : 0;
  if (raw instanceof Date) return sqlDate(raw);
  if (typeof raw === 'number' || typeof raw === 'string') return raw;
  return JSON.stringify(raw);
}

function toValues(table: BenchTable, row: Record<string, unknown>): SqlValue[] {
  return FIELDS[table].map((field) => value(row[field]));
}

export interface BenchIds {
  property: number;
  picture: number;
  person: number;
  demand: number;
  history: number;
}

const DAY_MS = 86_400_000;

export class BenchRowFactory {
  private readonly citiesByOffice: CityRow[][];

  constructor(
    private readonly random: Random,
    private readonly setup: BenchSetup,
    private readonly ids: BenchIds,
    private readonly now: Date,
  ) {
    this.citiesByOffice = setup.offices.map((office) => CITIES.filter((c) => c.zoneId !== null && office.zones.includes(c.zoneId)));
  }

  private daysAgo(days: number): Date {
    return new Date(Math.floor((this.now.getTime() - days * DAY_MS) / 1000) * 1000);
  }

  /** Rows for `count` more properties and their proportional persons, demands and history. */
  batch(count: number): BenchBatch {
    const rows: BenchBatch = { property: [], property_text: [], property_picture: [], property_agent: [], property_owner: [], person: [], demand: [], history: [] };
    const { random, setup } = this;
    const agencyId = setup.agencyId;
    const personIds: number[] = [];
    for (let n = 0; n < Math.max(1, Math.round(count / 10)); n++) {
      const id = ++this.ids.person;
      personIds.push(id);
      const officeIndex = random.int(0, setup.offices.length - 1);
      const city = random.pick(this.citiesByOffice[officeIndex] as CityRow[]);
      const languageId = city.zoneId !== null && city.zoneId >= 9 ? 2 : random.chance(0.1) ? 3 : 1;
      const createdAt = this.daysAgo(random.int(1, 1500));
      rows.person.push(toValues('person', {
        id, agencyId, officeId: setup.offices[officeIndex]?.id, addressTitle: languageId === 2 ? 4 : 1, letterTitle: languageId === 2 ? 4 : 1,
        name: random.pick(LAST_NAMES), firstName: random.pick(FIRST_NAMES), phoneNumber: `+32 ${random.int(2, 9)} ${random.int(100, 999)} ${random.int(10, 99)} ${random.int(10, 99)}`,
        addressA: `Kerkstraat ${random.int(1, 200)}`, zip: city.zip, city: city.name, countryId: city.countryId,
        email: `person${id}@bench.example`, passwordHash: setup.personPasswordHash, ident: `BP-${id}`, languageId, createdAt, lastChangedAt: createdAt,
      }));
      const goal = random.chance(0.65) ? 0 : 1;
      rows.demand.push(toValues('demand', {
        id: ++this.ids.demand, agencyId, personId: id, active: random.chance(0.75), goal, priceFrom: null,
        priceTo: goal === 0 ? random.rounded(200_000, 900_000, 25_000) : random.rounded(700, 2_500, 50), minRoom: random.int(0, 4),
        typeIds: random.pick(['1', '10', '1,10', '']), zips: city.zip, geographicIds: '', cityNames: city.name, mailAlert: random.chance(0.5), createdAt, lastChangedAt: createdAt,
      }));
    }
    const propertyIds: number[] = [];
    for (let n = 0; n < count; n++) {
      const id = ++this.ids.property;
      propertyIds.push(id);
      const officeIndex = random.int(0, setup.offices.length - 1);
      const office = setup.offices[officeIndex] as BenchSetup['offices'][number];
      const city = random.pick(this.citiesByOffice[officeIndex] as CityRow[]);
      const languageId = city.zoneId !== null && city.zoneId >= 9 ? 2 : 1;
      const generated = generateProperty(random, { city, languageId });
      const createdAt = this.daysAgo(random.int(0, 1800) + random.next());
      rows.property.push(toValues('property', {
        ...generated, id, agencyId, officeId: office.id, siteId: setup.siteId, ident: `B-${id}`, isOffice: false,
        createdAt, lastChangedAt: createdAt, originalLanguageId: languageId,
      }));
      for (const textLanguage of textLanguages(random, languageId).slice(0, 3)) {
        rows.property_text.push(toValues('property_text', { propertyId: id, ...propertyText(random, textLanguage, { ...generated }) }));
      }
      const pictures = random.int(1, 3);
      for (let position = 1; position <= pictures; position++) {
        rows.property_picture.push(toValues('property_picture', { id: ++this.ids.picture, propertyId: id, ...pictureFields(random, agencyId, id, position) }));
      }
      rows.property_agent.push(toValues('property_agent', { propertyId: id, userId: random.pick(office.userIds), agencyId, role: 1 }));
      if (random.chance(0.1)) rows.property_owner.push(toValues('property_owner', { propertyId: id, personId: random.pick(personIds), agencyId }));
    }
    for (let n = 0; n < Math.max(1, Math.round(count / 10)); n++) {
      const kind = random.weighted([['website-visit', 60], ['automatic', 30], ['media-online', 5], ['calendar', 3], ['task', 2]] as const);
      const typeId = kind === 'website-visit' ? HISTORY_TYPE.Website : kind === 'media-online' ? HISTORY_TYPE.Sent : kind === 'calendar' ? HISTORY_TYPE.Visit : kind === 'task' ? HISTORY_TYPE.PhoneOut : random.pick([0, 1, 2, 3, 4, 7, 13]);
      rows.history.push(toValues('history', {
        id: ++this.ids.history, agencyId, kind, typeId, date: this.daysAgo(random.int(0, 365) + random.next()),
        propertyId: random.pick(propertyIds), personId: kind === 'website-visit' ? null : random.pick(personIds), userId: null, officeId: null,
        languageId: 1, subject: kind === 'website-visit' ? null : `${kind} ${typeId}`, source: kind === 'website-visit' ? 'https://www.google.com/' : null,
        clientAddress: kind === 'website-visit' ? `198.51.100.${random.int(1, 254)}` : null, mediaName: kind === 'media-online' ? 'Immoweb' : null, done: kind === 'task' && random.chance(0.5),
      }));
    }
    return rows;
  }
}
