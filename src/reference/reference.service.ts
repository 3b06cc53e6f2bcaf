import { Inject, Injectable, Optional } from '@nestjs/common';
import { DataSource, In } from 'typeorm';
import { PROPERTY_STATUS, type LanguageId } from '../common/codes.js';
import { InvalidInputError, NotFoundError } from '../common/errors.js';
import type { Tenant } from '../common/tenant.js';
import { TenantScope } from '../database/tenant-scope.js';
import { CACHE_BUS, type CacheBus } from '../common/cache-bus.js';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { tenantDataCache, type TtlCache } from '../properties/count-cache.js';
import { parseGoal } from '../properties/property-filter.js';
import { HouseOfWeekService } from './house-of-week.service.js';
import { mainTypeOf, ReferenceCache } from './reference-cache.js';
import { City, Office, OfficeZone, Site, type Country, type GeographicZone, type PropertyType } from './reference.entities.js';
import type {
  CityRecord,
  CountryRecord,
  HouseOfWeekRecord,
  OfficeRecord,
  SiteRecord,
  TypeOfPropertyRecord,
  WebChannelRecord,
  ZoneRecord,
} from './reference.records.js';
import { namesByCode, pickTranslation, requestedLanguage } from './translations.js';

function commaIds(text: string): number[] {
  return text
    .split(',')
    .map((item) => Number(item.trim()))
    .filter((id) => Number.isInteger(id) && id > 0);
}

function coordinate(value: number, field: string, limit: number): number {
  if (!Number.isFinite(value) || Math.abs(value) > limit) {
    throw new InvalidInputError(field, `must be a number between -${limit} and ${limit}, got ${value}.`);
  }
  return value;
}

/** A property type with its name in every language, by language code. */
/** A city that properties of the agency are in: its id (a property's `cityId`), postcode and names. */
export interface AgencyCityNames {
  readonly id: number;
  readonly zip: string;
  /** The name by language code (nl, fr, en, de, es, ca): its own where it has one, else the city's name. */
  readonly names: Readonly<Record<string, string>>;
}

export interface PropertyTypeNames {
  readonly id: number;
  readonly names: Readonly<Record<string, string | null>>;
  readonly parentId: number | null;
  /** The top of its parent chain (the type itself when it has no parent). */
  readonly mainTypeId: number;
  readonly webId: number;
  readonly abbr: string | null;
  readonly showOrder: number;
}

const byName = (a: { Name: string | null }, b: { Name: string | null }) => (a.Name ?? '').localeCompare(b.Name ?? '');

/**
 * Reference lists: zones, cities, countries, property types, web channels (global, from the
 * reference cache), and the agency's sites, offices and house-of-the-week slots. Lists that
 * depend on the agency's properties (cities and countries with active properties) are cached
 * per tenant and arguments for 30 seconds.
 */
@Injectable()
export class ReferenceService {
  private readonly propertyPlaces: TtlCache<number[]>;

  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    @Inject(TenantScope) private readonly scope: TenantScope,
    @Inject(ReferenceCache) private readonly reference: ReferenceCache,
    @Inject(HouseOfWeekService) private readonly houseOfWeek: HouseOfWeekService,
    @Optional() @Inject(APP_CONFIG) config?: AppConfig,
    @Optional() @Inject(CACHE_BUS) bus?: CacheBus,
  ) {
    this.propertyPlaces = tenantDataCache('places', config?.countCacheTtlMs, bus);
  }

  async getZones(languageId: number): Promise<ZoneRecord[]> {
    const language = requestedLanguage(languageId);
    return [...(await this.reference.zones()).values()].map((zone) => toZone(zone, language));
  }

  /** The zones the office works in; NotFound for an office of another agency or none. */
  async getZonesOfOffice(tenant: Tenant, officeId: number, languageId: number): Promise<ZoneRecord[]> {
    const language = requestedLanguage(languageId);
    const office = Number.isSafeInteger(officeId) ? await this.scope.findOne(tenant, Office, { id: officeId }) : null;
    if (!office) throw new NotFoundError('Office', officeId);
    const links = new Set((await this.scope.find(tenant, OfficeZone, { officeId })).map((link) => link.zoneId));
    return [...(await this.reference.zones()).values()].filter((zone) => links.has(zone.id)).map((zone) => toZone(zone, language));
  }

  /** Cities whose coordinates lie in the box (bounds inclusive, corners in either order), by name. */
  async getCitiesInBox(lat1: number, lat2: number, long1: number, long2: number): Promise<CityRecord[]> {
    const [latA, latB] = [coordinate(lat1, 'Lat1', 90), coordinate(lat2, 'Lat2', 90)];
    const [longA, longB] = [coordinate(long1, 'Long1', 180), coordinate(long2, 'Long2', 180)];
    const cities = await this.dataSource
      .getRepository(City)
      .createQueryBuilder('c')
      .where('c.latitude BETWEEN :latMin AND :latMax', { latMin: Math.min(latA, latB), latMax: Math.max(latA, latB) })
      .andWhere('c.longitude BETWEEN :longMin AND :longMax', { longMin: Math.min(longA, longB), longMax: Math.max(longA, longB) })
      .orderBy('c.name', 'ASC')
      .addOrderBy('c.zip', 'ASC')
      .addOrderBy('c.id', 'ASC')
      .getMany();
    return cities.map((city) => toCity(city, null));
  }

  /**
   * The cities where the agency has active properties with this goal (-1 = any), in the given
   * countries (empty = all countries), by name. Properties are linked to cities by their city id.
   */
  async getCitiesByCountries(tenant: Tenant, countryIds: readonly number[], goal: number, languageId: number): Promise<CityRecord[]> {
    const language = requestedLanguage(languageId, 'LanguageId');
    const cityIds = await this.placesWithProperties(tenant, 'cityId', parseGoal(goal), { countryIds: [...countryIds].sort((a, b) => a - b) });
    if (cityIds.length === 0) return [];
    const cities = await this.dataSource.getRepository(City).find({ where: { id: In(cityIds) } });
    return cities.map((city) => toCity(city, language)).sort((a, b) => byName(a, b) || (a.Zip ?? '').localeCompare(b.Zip ?? ''));
  }

  /**
   * The countries where the agency has active properties with this goal (-1 = any) published on
   * one of the web channels (empty = any channel), by name; names in `languageId` (default English).
   */
  async getCountries(tenant: Tenant, goal: number, webIds: readonly number[], languageId = 0): Promise<CountryRecord[]> {
    const language = requestedLanguage(languageId);
    const countryIds = await this.placesWithProperties(tenant, 'countryId', parseGoal(goal), { webIds: [...webIds].sort((a, b) => a - b) });
    const countries = await this.reference.countries();
    return countryIds
      .flatMap((id) => {
        const country = countries.get(id);
        return country ? [toCountry(country, language)] : [];
      })
      .sort(byName);
  }

  async getPropertyTypes(languageId: number): Promise<TypeOfPropertyRecord[]> {
    const language = requestedLanguage(languageId);
    const types = await this.reference.propertyTypes();
    return [...types.values()].map((type) => toTypeOfProperty(type, types, language));
  }

  /**
   * The cities the agency's properties are in (any status: the back-office filters its whole
   * listing), by postcode then name: what a staff user filters the listings by.
   */
  async agencyCityNames(tenant: Tenant): Promise<AgencyCityNames[]> {
    const cityIds = await this.placesWithProperties(tenant, 'cityId', null, { anyStatus: true });
    if (cityIds.length === 0) return [];
    const cities = await this.dataSource.getRepository(City).find({ where: { id: In(cityIds) } });
    return cities
      .map((city) => ({ id: city.id, zip: city.zip, names: namesByCode(city.names, city.name) }))
      .sort((a, b) => a.zip.localeCompare(b.zip) || (a.names['nl'] ?? '').localeCompare(b.names['nl'] ?? '') || a.id - b.id);
  }

  /**
   * Every property type with its name in each language (keyed by language code: `nl`, `fr`, `en`,
   * `de`, `es`, `ca`; a language without its own name has the English one, else the Dutch one),
   * in the show order: what an agency's software or back-office lets a user choose a type from.
   */
  async propertyTypeNames(): Promise<PropertyTypeNames[]> {
    const types = await this.reference.propertyTypes();
    return [...types.values()].map((type) => ({
      id: type.id,
      names: namesByCode(type.names, null),
      parentId: type.parentId,
      mainTypeId: mainTypeOf(type, types).id,
      webId: type.webId,
      abbr: type.abbr,
      showOrder: type.showOrder,
    }));
  }

  /** The property types of one web channel; NotFound for an unknown channel. */
  async getPropertyTypesOfWebChannel(webId: number, languageId: number): Promise<TypeOfPropertyRecord[]> {
    const language = requestedLanguage(languageId, 'languageId');
    if (!(await this.reference.webChannels()).has(webId)) throw new NotFoundError('Web channel', webId);
    const types = await this.reference.propertyTypes();
    return [...types.values()].filter((type) => type.webId === webId).map((type) => toTypeOfProperty(type, types, language));
  }

  async getWebChannels(languageId: number): Promise<WebChannelRecord[]> {
    const language = requestedLanguage(languageId);
    return [...(await this.reference.webChannels()).values()].map((channel) => ({
      ID: channel.id,
      WebID: channel.id,
      Name: pickTranslation(channel.names, language),
      ShowOrder: channel.showOrder,
      Sale: channel.sale,
      Rent: channel.rent,
    }));
  }

  /** One of the agency's sites; NotFound otherwise. */
  async getSite(tenant: Tenant, siteId: number): Promise<SiteRecord> {
    const site = Number.isSafeInteger(siteId) ? await this.scope.findOne(tenant, Site, { id: siteId }) : null;
    if (!site) throw new NotFoundError('Site', siteId);
    return {
      ID: site.id,
      Name: site.name,
      Url: site.url,
      Email: site.email,
      Phone: site.phone,
      OfficeID: site.officeId,
      LanguageID: site.languageId,
      LanguageIDs: commaIds(site.languageIds),
      WebIDs: commaIds(site.webIds),
      ThemeColor: site.themeColor,
      LogoUrl: site.logoUrl,
    };
  }

  async getOffices(tenant: Tenant): Promise<OfficeRecord[]> {
    const offices = await this.scope.select(tenant, Office, 'o').orderBy('o.name', 'ASC').addOrderBy('o.id', 'ASC').getMany();
    return offices.map((office) => ({
      ID: office.id,
      Name: office.name,
      Street: office.street,
      HouseNumber: office.houseNumber,
      Zip: office.zip,
      City: office.city,
      Phone: office.phone,
      Email: office.email,
      Website: office.website,
    }));
  }

  getHouseOfWeek(tenant: Tenant, languageId: number): Promise<HouseOfWeekRecord> {
    return this.houseOfWeek.getHouseOfWeek(tenant, languageId);
  }

  /**
   * Distinct values of a reference column (city, country, type, web channel, zone) over the
   * agency's active properties, optionally of one goal and within countries or web channels:
   * which reference rows the agency uses (cached 30 s per tenant and arguments).
   */
  placesWithProperties(
    tenant: Tenant,
    column: keyof typeof PLACE_COLUMNS,
    goal: number | null,
    where: { countryIds?: number[]; webIds?: number[]; anyStatus?: boolean } = {},
  ): Promise<number[]> {
    const key = JSON.stringify([tenant.agencyId, column, goal, where]);
    return this.propertyPlaces.get(key, async () => {
      const name = PLACE_COLUMNS[column];
      // Active properties only (what partner sites list), unless any status is asked for.
      const params: number[] = where.anyStatus ? [] : [PROPERTY_STATUS.Active];
      let sql = `SELECT DISTINCT p.${name} AS id FROM property p WHERE p.agency_id = ?${where.anyStatus ? '' : ' AND p.status = ?'} AND p.${name} IS NOT NULL`;
      if (goal !== null) {
        sql += ' AND p.goal = ?';
        params.push(goal);
      }
      for (const [field, ids] of [['country_id', where.countryIds], ['web_id', where.webIds]] as const) {
        if (!ids?.length) continue;
        sql += ` AND p.${field} IN (${ids.map(() => '?').join(', ')})`;
        params.push(...ids);
      }
      // May read every active property of the agency: a heavy statement, never on the event loop.
      const rows = await this.scope.rows<{ id: number | string }>(tenant, sql, params, 'heavy');
      return rows.map((row) => Number(row.id)).sort((a, b) => a - b);
    }, String(tenant.agencyId));
  }
}

/** The property column behind each reference column placesWithProperties reads. */
const PLACE_COLUMNS = { cityId: 'city_id', countryId: 'country_id', typeId: 'type_id', webId: 'web_id', zoneId: 'zone_id' } as const;

export function toZone(zone: GeographicZone, language: LanguageId | null): ZoneRecord {
  return {
    ID: zone.id,
    Name: pickTranslation(zone.names, language),
    ParentID: zone.parentId,
    CountryID: zone.countryId,
    ShowOrder: zone.showOrder,
  };
}

export function toCity(city: City, language: LanguageId | null): CityRecord {
  return {
    ID: city.id,
    Name: (language !== null ? city.names?.[String(language)] : undefined) || city.name,
    Zip: city.zip,
    CountryID: city.countryId,
    Latitude: city.latitude,
    Longitude: city.longitude,
    GeographicID: city.zoneId,
  };
}

export function toCountry(country: Country, language: LanguageId | null): CountryRecord {
  return { ID: country.id, Name: pickTranslation(country.names, language), Abbr: country.abbr, Code: country.code };
}

export function toTypeOfProperty(type: PropertyType, types: ReadonlyMap<number, PropertyType>, language: LanguageId | null): TypeOfPropertyRecord {
  const main = mainTypeOf(type, types);
  return {
    ID: type.id,
    Name: pickTranslation(type.names, language),
    WebID: type.webId,
    Abbr: type.abbr,
    OriginalAbbr: type.abbr,
    ParentID: type.parentId,
    MainTypeID: main.id,
    MainTypeName: pickTranslation(main.names, language),
    ShowOrder: type.showOrder,
  };
}
