import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { PROPERTY_STATUS } from '../common/codes.js';
import { NotFoundError } from '../common/errors.js';
import { pageFrom, rowWindow, type PageRequest } from '../common/paging.js';
import type { Page } from '../common/record.js';
import type { Tenant } from '../common/tenant.js';
import { TenantScope } from '../database/tenant-scope.js';
import { Property } from '../properties/properties.entities.js';
import { STATUS_NAMES } from '../properties/property-codes.js';
import { ReferenceCache } from './reference-cache.js';
import { City, PriceRange, Site } from './reference.entities.js';
import type {
  CityRecord,
  CountryRecord,
  MarqueeRecord,
  OfficeRecord,
  PriceRangeRecord,
  SiteRecord,
  StatusRecord,
  SubstatusRecord,
  TypeOfPropertyRecord,
  WebChannelRecord,
  ZoneRecord,
} from './reference.records.js';
import { ReferenceService, toCity, toCountry, toTypeOfProperty, toZone } from './reference.service.js';
import { codeName, pickTranslation, requestedLanguage } from './translations.js';

export interface WebChannelFilter {
  readonly ids: readonly number[];
  /** ForSale / ForRent true: only channels offering that goal. */
  readonly forSale: boolean;
  readonly forRent: boolean;
  /** HasProperty true: only channels with an active property of the agency (of PropertyGoal, when given). */
  readonly hasProperty: boolean;
  readonly goal: number | null;
}

export interface TypeFilter {
  readonly ids: readonly number[];
  /** 1 main types, 2 sub-types; null any. */
  readonly level: number | null;
  readonly webIds: readonly number[];
  readonly parentIds: readonly number[];
  readonly hasProperty: boolean;
}

export interface ZoneFilter {
  readonly ids: readonly number[];
  /** Depth in the hierarchy: 1 top-level zones, 2 their sub-zones, …; null any. */
  readonly level: number | null;
  readonly parentIds: readonly number[];
  readonly hasProperty: boolean;
}

export interface CityFilter {
  readonly hasProperty: boolean;
  /** Start of the name (any case). */
  readonly name: string | null;
  /** Start of the postcode. */
  readonly postCode: string | null;
  /** Start of the name or of the postcode. */
  readonly nameOrPostCode: string | null;
}

export interface CitiesOfPropertiesFilter {
  readonly goal: number | null;
  readonly webIds: readonly number[];
  /** Property statuses (published ones only); empty = active. */
  readonly statuses: readonly number[];
  readonly countryIds: readonly number[];
  /** With countryIds: false lists the cities outside those countries. */
  readonly inCountries: boolean;
  /** true: units of construction projects do not count. */
  readonly excludeProjects: boolean;
}

const PUBLISHED = [PROPERTY_STATUS.Active, PROPERTY_STATUS.Sold, PROPERTY_STATUS.Rented, PROPERTY_STATUS.Reference] as const;

/**
 * The settings and general reference lists of the v1.2 sync clients: statuses, sub-statuses,
 * marquees, web channels, property types, zones, cities and countries (global reference data,
 * optionally only those the agency's active properties use, ReferenceService.placesWithProperties),
 * and the agency's price ranges and sites.
 */
@Injectable()
export class SettingsService {
  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    @Inject(TenantScope) private readonly scope: TenantScope,
    @Inject(ReferenceCache) private readonly reference: ReferenceCache,
    @Inject(ReferenceService) private readonly lists: ReferenceService,
  ) {}

  /** Every property status code with its name. */
  statuses(languageId: number): StatusRecord[] {
    const language = requestedLanguage(languageId);
    return Object.keys(STATUS_NAMES).map((code) => ({ ID: Number(code), Name: codeName(STATUS_NAMES, Number(code), language) }));
  }

  /** Sub-statuses by ShowOrder; showOnWeb true keeps those shown on sites, hasMarquee true those with a marquee. */
  async subStatuses(languageId: number, filter: { showOnWeb: boolean; hasMarquee: boolean }): Promise<SubstatusRecord[]> {
    const language = requestedLanguage(languageId);
    const marquees = await this.reference.marquees();
    return [...(await this.reference.subStatuses()).values()]
      .filter((row) => (!filter.showOnWeb || row.showOnWeb) && (!filter.hasMarquee || row.marqueeId > 0))
      .map((row) => ({
        ID: row.id,
        Name: pickTranslation(row.names, language),
        ShortName: pickTranslation(row.shortNames, language),
        MarqueeID: row.marqueeId,
        Marquee: pickTranslation(marquees.get(row.marqueeId)?.names, language),
        ShowOnWeb: row.showOnWeb,
        ShowOnMap: row.showOnMap,
        ShowOrder: row.showOrder,
      }));
  }

  async marquees(languageId: number): Promise<MarqueeRecord[]> {
    const language = requestedLanguage(languageId);
    return [...(await this.reference.marquees()).values()].map((row) => ({ ID: row.id, Name: pickTranslation(row.names, language), ShowOrder: row.showOrder }));
  }

  /** The agency's price ranges of one goal (any goal when null), by goal and ShowOrder. */
  async priceRanges(tenant: Tenant, goal: number | null): Promise<PriceRangeRecord[]> {
    const query = this.scope.select(tenant, PriceRange, 'r');
    if (goal !== null) query.andWhere('r.goal = :goal', { goal });
    const rows = await query.orderBy('r.goal', 'ASC').addOrderBy('r.showOrder', 'ASC').addOrderBy('r.id', 'ASC').getMany();
    return rows.map((row) => ({ ID: row.id, Goal: row.goal, PriceFrom: row.priceFrom, PriceTo: row.priceTo, ShowOrder: row.showOrder }));
  }

  async webChannels(tenant: Tenant, languageId: number, filter: WebChannelFilter): Promise<WebChannelRecord[]> {
    const used = filter.hasProperty ? new Set(await this.lists.placesWithProperties(tenant, 'webId', filter.goal)) : null;
    const channels = await this.lists.getWebChannels(languageId);
    return channels.filter(
      (channel) =>
        (filter.ids.length === 0 || filter.ids.includes(channel.ID as number)) &&
        (!filter.forSale || channel.Sale === true) &&
        (!filter.forRent || channel.Rent === true) &&
        (used === null || used.has(channel.ID as number)),
    );
  }

  /** One web channel; NotFound for an unknown id. */
  async webChannel(id: number, languageId: number): Promise<WebChannelRecord> {
    const channel = (await this.lists.getWebChannels(languageId)).find((row) => row.ID === id);
    if (!channel) throw new NotFoundError('Web channel', id);
    return channel;
  }

  async propertyTypes(tenant: Tenant, languageId: number, filter: TypeFilter): Promise<TypeOfPropertyRecord[]> {
    const language = requestedLanguage(languageId);
    const types = await this.reference.propertyTypes();
    const used = filter.hasProperty ? new Set(await this.lists.placesWithProperties(tenant, 'typeId', null)) : null;
    const inUse = (id: number) => used === null || used.has(id) || [...types.values()].some((type) => type.parentId === id && used.has(type.id));
    return [...types.values()]
      .filter(
        (type) =>
          (filter.ids.length === 0 || filter.ids.includes(type.id)) &&
          (filter.level === null || (filter.level === 1) === (type.parentId === null)) &&
          (filter.webIds.length === 0 || filter.webIds.includes(type.webId)) &&
          (filter.parentIds.length === 0 || (type.parentId !== null && filter.parentIds.includes(type.parentId))) &&
          inUse(type.id),
      )
      .map((type) => toTypeOfProperty(type, types, language));
  }

  async zones(tenant: Tenant, languageId: number, filter: ZoneFilter): Promise<ZoneRecord[]> {
    const language = requestedLanguage(languageId);
    const zones = await this.reference.zones();
    const depth = (id: number): number => {
      let level = 1;
      for (let zone = zones.get(id); zone?.parentId != null && level < 16; zone = zones.get(zone.parentId)) level++;
      return level;
    };
    const used = filter.hasProperty ? await this.lists.placesWithProperties(tenant, 'zoneId', null) : null;
    const withUse = used === null ? null : new Set(used.flatMap((id) => ancestry(id, zones)));
    return [...zones.values()]
      .filter(
        (zone) =>
          (filter.ids.length === 0 || filter.ids.includes(zone.id)) &&
          (filter.level === null || depth(zone.id) === filter.level) &&
          (filter.parentIds.length === 0 || (zone.parentId !== null && filter.parentIds.includes(zone.parentId))) &&
          (withUse === null || withUse.has(zone.id)),
      )
      .map((zone) => toZone(zone, language));
  }

  /** Countries by name; `exclude` lists those not in `ids`; hasProperty keeps those with an active property of the agency. */
  async countries(tenant: Tenant, languageId: number, filter: { ids: readonly number[]; exclude: boolean; hasProperty: boolean }): Promise<CountryRecord[]> {
    const language = requestedLanguage(languageId);
    const used = filter.hasProperty ? new Set(await this.lists.placesWithProperties(tenant, 'countryId', null)) : null;
    return [...(await this.reference.countries()).values()]
      .filter((country) => filter.ids.length === 0 || filter.ids.includes(country.id) !== filter.exclude)
      .filter((country) => used === null || used.has(country.id))
      .map((country) => toCountry(country, language))
      .sort((a, b) => (a.Name ?? '').localeCompare(b.Name ?? ''));
  }

  /** Cities by name and postcode matching the search texts; a page. */
  async cities(tenant: Tenant, languageId: number, filter: CityFilter, page: PageRequest): Promise<Page<CityRecord>> {
    const language = requestedLanguage(languageId);
    const range = rowWindow(page);
    const query = this.dataSource.getRepository(City).createQueryBuilder('c');
    const starts = (text: string) => `${text.toLowerCase().replace(/[!%_]/g, (c) => `!${c}`)}%`;
    if (filter.name) query.andWhere("LOWER(c.name) LIKE :name ESCAPE '!'", { name: starts(filter.name) });
    if (filter.postCode) query.andWhere("c.zip LIKE :zip ESCAPE '!'", { zip: starts(filter.postCode) });
    if (filter.nameOrPostCode) {
      query.andWhere("(LOWER(c.name) LIKE :either ESCAPE '!' OR c.zip LIKE :either ESCAPE '!')", { either: starts(filter.nameOrPostCode) });
    }
    if (filter.hasProperty) {
      const used = await this.lists.placesWithProperties(tenant, 'cityId', null);
      if (used.length === 0) return pageFrom(range, 0, []);
      query.andWhere('c.id IN (:...used)', { used });
    }
    const [cities, total] = await Promise.all([
      range.rows === 0
        ? Promise.resolve([])
        : query.clone().orderBy('c.name', 'ASC').addOrderBy('c.zip', 'ASC').addOrderBy('c.id', 'ASC').offset(range.offset).limit(range.rows).getMany(),
      query.getCount(),
    ]);
    return pageFrom(range, total, cities.map((city) => toCity(city, language)));
  }

  /** GetCityListOfObjects: the cities of the agency's published properties matching the filter, by name. */
  async citiesOfProperties(tenant: Tenant, languageId: number, filter: CitiesOfPropertiesFilter): Promise<CityRecord[]> {
    const language = requestedLanguage(languageId);
    const statuses = filter.statuses.filter((status) => (PUBLISHED as readonly number[]).includes(status));
    const query = this.scope
      .select(tenant, Property, 'p')
      .select('DISTINCT p.cityId', 'id')
      .andWhere('p.cityId IS NOT NULL')
      .andWhere('p.status IN (:...statuses)', { statuses: statuses.length > 0 ? statuses : [PROPERTY_STATUS.Active] });
    if (filter.goal !== null) query.andWhere('p.goal = :goal', { goal: filter.goal });
    if (filter.webIds.length > 0) query.andWhere('p.webId IN (:...webIds)', { webIds: [...filter.webIds] });
    if (filter.excludeProjects) query.andWhere('p.projectId IS NULL');
    if (filter.countryIds.length > 0) {
      query.andWhere(`p.countryId ${filter.inCountries ? 'IN' : 'NOT IN'} (:...countryIds)`, { countryIds: [...filter.countryIds] });
    }
    const ids = (await query.getRawMany<{ id: number | string }>()).map((row) => Number(row.id));
    if (ids.length === 0) return [];
    const cities = await this.dataSource.getRepository(City).createQueryBuilder('c').where('c.id IN (:...ids)', { ids }).getMany();
    return cities.map((city) => toCity(city, language)).sort((a, b) => (a.Name ?? '').localeCompare(b.Name ?? '') || (a.Zip ?? '').localeCompare(b.Zip ?? ''));
  }

  /** The agency's sites (all, or those with the given ids), by id. */
  async sites(tenant: Tenant, ids: readonly number[]): Promise<SiteRecord[]> {
    const query = this.scope.select(tenant, Site, 's').select('s.id', 'id');
    if (ids.length > 0) query.andWhere('s.id IN (:...ids)', { ids: [...ids] });
    const rows = await query.orderBy('s.id', 'ASC').getRawMany<{ id: number | string }>();
    return Promise.all(rows.map((row) => this.lists.getSite(tenant, Number(row.id))));
  }

  /** The agency's offices, by name. */
  offices(tenant: Tenant): Promise<OfficeRecord[]> {
    return this.lists.getOffices(tenant);
  }
}

/** A zone and every zone above it. */
function ancestry(id: number, zones: ReadonlyMap<number, { parentId: number | null }>): number[] {
  const chain = [id];
  for (let zone = zones.get(id); zone?.parentId != null && chain.length < 16; zone = zones.get(zone.parentId)) chain.push(zone.parentId);
  return chain;
}

