import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { Country, GeographicZone, PropertyType, WebChannel } from './reference.entities.js';

/** How long the global reference tables are kept in memory (they change only by import). */
export const REFERENCE_CACHE_TTL_MS = 60_000;

interface Entry<T> {
  readonly expiresAt: number;
  readonly value: Promise<ReadonlyMap<number, T>>;
}

/**
 * The small global reference tables (property types, web channels, countries, zones) held in
 * memory for REFERENCE_CACHE_TTL_MS, so record mapping and hierarchy expansion cost no query.
 */
@Injectable()
export class ReferenceCache {
  private readonly entries = new Map<string, Entry<unknown>>();

  constructor(@Inject(DataSource) private readonly dataSource: DataSource) {}

  propertyTypes(): Promise<ReadonlyMap<number, PropertyType>> {
    return this.table('type', () => this.dataSource.getRepository(PropertyType).find({ order: { showOrder: 'ASC', id: 'ASC' } }));
  }

  webChannels(): Promise<ReadonlyMap<number, WebChannel>> {
    return this.table('web', () => this.dataSource.getRepository(WebChannel).find({ order: { showOrder: 'ASC', id: 'ASC' } }));
  }

  countries(): Promise<ReadonlyMap<number, Country>> {
    return this.table('country', () => this.dataSource.getRepository(Country).find({ order: { id: 'ASC' } }));
  }

  zones(): Promise<ReadonlyMap<number, GeographicZone>> {
    return this.table('zone', () => this.dataSource.getRepository(GeographicZone).find({ order: { showOrder: 'ASC', id: 'ASC' } }));
  }

  /** Forgets everything (after an import, and in tests). */
  clear(): void {
    this.entries.clear();
  }

  private table<T extends { id: number }>(key: string, load: () => Promise<T[]>): Promise<ReadonlyMap<number, T>> {
    const cached = this.entries.get(key) as Entry<T> | undefined;
    if (cached && cached.expiresAt > Date.now()) return cached.value;
    const value = load().then((rows) => new Map(rows.map((row) => [row.id, row])));
    this.entries.set(key, { expiresAt: Date.now() + REFERENCE_CACHE_TTL_MS, value });
    value.catch(() => this.entries.delete(key));
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
