import { Inject, Injectable, Optional } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { CACHE_BUS, type CacheBus } from '../common/cache-bus.js';
import { cacheStats } from '../common/cache-stats.js';
import { foldText } from '../common/folded-text.js';
import type { Tenant } from '../common/tenant.js';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { TenantScope } from '../database/tenant-scope.js';
import { City, Country, GeographicZone, Marquee, Office, PropertyType, SubStatus, WebChannel } from './reference.entities.js';

/** How long the global reference tables are kept in memory unless REFERENCE_CACHE_TTL_SECONDS says otherwise. */
export const REFERENCE_CACHE_TTL_MS = 60_000;

interface Entry {
  readonly expiresAt: number;
  readonly value: Promise<unknown>;
}

/**
 * The small global reference tables (property types, web channels, countries, zones, city name
 * spellings) and each agency's offices, held in memory for REFERENCE_CACHE_TTL_SECONDS, so record
 * mapping and hierarchy expansion cost no query. A change published on the cache bus
 * (`reference`: an import, the CLI's `reference load`, on any instance when a fleet bus is
 * configured) empties it at once; otherwise a change made in another process shows after at most
 * the lifetime.
 */
@Injectable()
export class ReferenceCache {
  private readonly entries = new Map<string, Entry>();
  private readonly ttlMs: number;
  private readonly stats = cacheStats('reference');

  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    @Inject(TenantScope) private readonly scope: TenantScope,
    @Optional() @Inject(APP_CONFIG) config?: AppConfig,
    @Optional() @Inject(CACHE_BUS) bus?: CacheBus,
  ) {
    this.ttlMs = config?.referenceCacheTtlMs ?? REFERENCE_CACHE_TTL_MS;
    bus?.subscribe('reference', () => this.entries.clear());
  }

  /** The tenant's offices by id (office names on property records). */
  offices(tenant: Tenant): Promise<ReadonlyMap<number, Office>> {
    return this.table(`office:${tenant.agencyId}`, () => this.scope.find(tenant, Office));
  }

  propertyTypes(): Promise<ReadonlyMap<number, PropertyType>> {
    return this.table('type', () => this.dataSource.getRepository(PropertyType).find({ order: { showOrder: 'ASC', id: 'ASC' } }));
  }

  webChannels(): Promise<ReadonlyMap<number, WebChannel>> {
    return this.table('web', () => this.dataSource.getRepository(WebChannel).find({ order: { showOrder: 'ASC', id: 'ASC' } }));
  }

  subStatuses(): Promise<ReadonlyMap<number, SubStatus>> {
    return this.table('subStatus', () => this.dataSource.getRepository(SubStatus).find({ order: { showOrder: 'ASC', id: 'ASC' } }));
  }

  marquees(): Promise<ReadonlyMap<number, Marquee>> {
    return this.table('marquee', () => this.dataSource.getRepository(Marquee).find({ order: { showOrder: 'ASC', id: 'ASC' } }));
  }

  countries(): Promise<ReadonlyMap<number, Country>> {
    return this.table('country', () => this.dataSource.getRepository(Country).find({ order: { id: 'ASC' } }));
  }

  zones(): Promise<ReadonlyMap<number, GeographicZone>> {
    return this.table('zone', () => this.dataSource.getRepository(GeographicZone).find({ order: { showOrder: 'ASC', id: 'ASC' } }));
  }

  /**
   * Every spelling of a city name (official name and translations, lower-cased) mapped to all
   * spellings of the cities bearing it, so "Bruxelles" also finds properties filed as "Brussel".
   */
  cityNameVariants(): Promise<ReadonlyMap<string, readonly string[]>> {
    return this.cached('cityNames', async () => {
      const cities = await this.dataSource.getRepository(City).find({ select: { id: true, name: true, names: true } });
      const variants = new Map<string, Set<string>>();
      for (const city of cities) {
        const spellings = [city.name, ...Object.values(city.names ?? {})].flatMap((name) => (name ? [name.toLowerCase()] : []));
        for (const spelling of spellings) {
          const known = variants.get(spelling) ?? new Set<string>();
          for (const other of spellings) known.add(other);
          variants.set(spelling, known);
        }
      }
      return new Map([...variants].map(([name, all]) => [name, [...all].sort()] as const));
    });
  }

  /**
   * The same spellings keyed without regard to case or accents (`liege` → liège, luik): how a
   * user may type a city name.
   */
  foldedCityNameVariants(): Promise<ReadonlyMap<string, readonly string[]>> {
    return this.cached('foldedCityNames', async () => {
      const folded = new Map<string, Set<string>>();
      for (const [spelling, all] of await this.cityNameVariants()) {
        const key = foldText(spelling);
        const known = folded.get(key) ?? new Set<string>();
        for (const other of all) known.add(other);
        folded.set(key, known);
      }
      return new Map([...folded].map(([name, all]) => [name, [...all].sort()] as const));
    });
  }

  private table<T extends { id: number }>(key: string, load: () => Promise<T[]>): Promise<ReadonlyMap<number, T>> {
    return this.cached(key, async () => new Map((await load()).map((row) => [row.id, row])));
  }

  private cached<V>(key: string, load: () => Promise<V>): Promise<V> {
    const cached = this.entries.get(key);
    if (cached && cached.expiresAt > Date.now()) {
      this.stats.hit();
      return cached.value as Promise<V>;
    }
    this.stats.miss();
    const value = load();
    const entry = { expiresAt: Date.now() + this.ttlMs, value };
    if (this.ttlMs > 0) this.entries.set(key, entry);
    value.catch(() => {
      if (this.entries.get(key) === entry) this.entries.delete(key);
    });
    return value;
  }
}

/** `ids` and every descendant of them in a parent/child hierarchy (types under a main type, zones under a region). */
export function withDescendants(ids: readonly number[], nodes: ReadonlyMap<number, { parentId: number | null }>): number[] {
  const result = new Set(ids);
  let grew = true;
  while (grew) {
    grew = false;
    for (const [id, node] of nodes) {
      if (!result.has(id) && node.parentId !== null && result.has(node.parentId)) {
        result.add(id);
        grew = true;
      }
    }
  }
  return [...result].sort((a, b) => a - b);
}

/** The root of a type's hierarchy (the main type); a main type is its own main type. */
export function mainTypeOf(type: PropertyType, types: ReadonlyMap<number, PropertyType>): PropertyType {
  let current = type;
  for (let depth = 0; depth < 16 && current.parentId !== null; depth++) {
    const parent = types.get(current.parentId);
    if (!parent) break;
    current = parent;
  }
  return current;
}
