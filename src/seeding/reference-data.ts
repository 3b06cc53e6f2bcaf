/**
 * Inserts the global reference data (countries, web channels, property types, geographic
 * zones, cities) idempotently: rows whose id already exists are left alone, missing ones are
 * added. Safe to run on every start and before every seed.
 */
import type { EntityManager, EntityTarget, ObjectLiteral } from 'typeorm';
import { City, Country, GeographicZone, PropertyType, WebChannel } from '../reference/reference.entities.js';
import { CITIES } from './cities.js';
import { COUNTRIES, PROPERTY_TYPES, WEB_CHANNELS, ZONES } from './reference-tables.js';

export interface ReferenceSummary {
  countries: number;
  webChannels: number;
  propertyTypes: number;
  zones: number;
  cities: number;
}

const CHUNK = 100;

async function insertMissing<T extends ObjectLiteral & { id: number }>(
  manager: EntityManager,
  entity: EntityTarget<T>,
  rows: readonly T[],
): Promise<number> {
  const existing = new Set(
    (await manager.createQueryBuilder(entity, 'r').select('r.id', 'id').getRawMany<{ id: number | string }>()).map((r) =>
      Number(r.id),
    ),
  );
  const missing = rows.filter((row) => !existing.has(row.id));
  for (let i = 0; i < missing.length; i += CHUNK) {
    await manager
      .createQueryBuilder()
      .insert()
      .into(entity)
      .values(missing.slice(i, i + CHUNK) as never)
      .updateEntity(false)
      .execute();
  }
  return missing.length;
}

/** Adds whatever reference rows are missing; returns how many rows of each table were inserted. */
export async function ensureReferenceData(manager: EntityManager): Promise<ReferenceSummary> {
  return {
    countries: await insertMissing(manager, Country, COUNTRIES as Country[]),
    webChannels: await insertMissing(manager, WebChannel, WEB_CHANNELS as WebChannel[]),
    propertyTypes: await insertMissing(manager, PropertyType, PROPERTY_TYPES as PropertyType[]),
    zones: await insertMissing(manager, GeographicZone, ZONES as GeographicZone[]),
    cities: await insertMissing(manager, City, CITIES as City[]),
  };
}
