import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Global, Module } from '@nestjs/common';
import type { TestingModule } from '@nestjs/testing';
import Database from 'better-sqlite3';
import type { DataSource } from 'typeorm';
import { CACHE_BUS, LocalCacheBus } from '../../src/common/cache-bus.js';
import { NotFoundError } from '../../src/common/errors.js';
import type { Tenant } from '../../src/common/tenant.js';
import type { AppConfig } from '../../src/config/config.js';
import { openDatabase } from '../../src/database/data-source.js';
import { Property } from '../../src/properties/properties.entities.js';
import { PropertiesModule } from '../../src/properties/properties.module.js';
import { PropertiesService } from '../../src/properties/properties.service.js';
import { parsePropertyFilter } from '../../src/properties/property-filter.js';
import { ENTITIES } from '../../src/schema.js';
import { openTestDatabase, usingMysql } from '../support/database.js';
import { createProperty, domainModule } from '../support/factories/properties.js';
import { createTenant, seedReferenceData } from '../support/factories/reference.js';

const DETAIL = { languageId: 2, richText: true };
const LIST = { languageId: 2, sort: null, pictureMaxWidth: 0, pictureMaxHeight: 0 };

/** The domain module with a cache bus, as the application provides one. */
async function withBus(dataSource: DataSource, config: Partial<AppConfig> = {}): Promise<{ module: TestingModule; bus: LocalCacheBus }> {
  const bus = new LocalCacheBus();
  @Global()
  @Module({ providers: [{ provide: CACHE_BUS, useValue: bus }], exports: [CACHE_BUS] })
  class BusModule {}
  return { module: await domainModule(dataSource, [BusModule, PropertiesModule], config), bus };
}

/**
 * Changes a property behind the service's back as a write that did not announce itself. On
 * MySQL/MariaDB the triggers announce every write through the agency's data version (the sum of
 * its rows, one per writing connection), which is put back here, on the same connection in the
 * same transaction, so that the caches' own behaviour can be seen (the last suite shows the version at work).
 */
async function quietly(dataSource: DataSource, id: number, values: Partial<Property>): Promise<void> {
  await dataSource.transaction(async (manager) => {
    await manager.getRepository(Property).update({ id }, values);
    if (usingMysql()) {
      await manager.query('UPDATE data_version SET version = version - 1 WHERE agency_id = (SELECT agency_id FROM property WHERE id = ?) AND connection_id = CONNECTION_ID()', [id]);
    }
  });
}

describe('property records kept as built (record cache)', () => {
  let dataSource: DataSource;
  let module: TestingModule;
  let bus: LocalCacheBus;
  let service: PropertiesService;
  let agency: Tenant;
  let other: Tenant;
  let property: Property;

  beforeAll(async () => {
    dataSource = await openTestDatabase();
    await seedReferenceData(dataSource);
    ({ module, bus } = await withBus(dataSource));
    service = module.get(PropertiesService);
    agency = await createTenant(dataSource);
    other = await createTenant(dataSource);
    property = await createProperty(dataSource, agency, { price: 100_000, pictures: 2, texts: { 2: { a: 'Maison', b: '<p>Belle</p>' } } });
  });

  afterAll(async () => {
    await module?.close();
    await dataSource?.destroy();
  });

  it('serves a record as built until the agency announces a change, then rebuilds it', async () => {
    // Kept from its second build on (the doorkeeper): a record asked for once is not kept.
    expect(await service.getProperty(agency, property.id, DETAIL)).toMatchObject({ ID: property.id, Price: 100_000 });
    expect(await service.getProperty(agency, property.id, DETAIL)).toMatchObject({ ID: property.id, Price: 100_000 });
    await quietly(dataSource, property.id, { price: 120_000 });
    expect((await service.getProperty(agency, property.id, DETAIL)).Price).toBe(100_000);

    bus.publish('tenant-data', String(other.agencyId));
    expect((await service.getProperty(agency, property.id, DETAIL)).Price).toBe(100_000);

    bus.publish('tenant-data', String(agency.agencyId));
    expect((await service.getProperty(agency, property.id, DETAIL)).Price).toBe(120_000);
    await quietly(dataSource, property.id, { price: 130_000 });
    expect((await service.getProperty(agency, property.id, DETAIL)).Price).toBe(130_000);
    await quietly(dataSource, property.id, { price: 120_000 });
    const page = await service.search(agency, parsePropertyFilter({}), { limit1: 1, limit2: 10 }, LIST);
    expect(page.Items.find((item) => item.ID === property.id)?.Price).toBe(120_000);
  });

  it('drops every record when the reference tables change', async () => {
    await service.getProperty(agency, property.id, DETAIL);
    await quietly(dataSource, property.id, { price: 130_000 });
    bus.publish('reference');
    expect((await service.getProperty(agency, property.id, DETAIL)).Price).toBe(130_000);
  });

  it('answers from a kept record only what the statement would: viewable, of the office asked, of the agency', async () => {
    await service.getProperty(agency, property.id, DETAIL);
    await expect(service.getProperty(other, property.id, DETAIL)).rejects.toBeInstanceOf(NotFoundError);
    await expect(service.getProperty(agency, property.id, { ...DETAIL, officeId: 999 })).rejects.toBeInstanceOf(NotFoundError);

    await quietly(dataSource, property.id, { status: 0 });
    bus.publish('tenant-data', String(agency.agencyId));
    await expect(service.getProperty(agency, property.id, DETAIL)).rejects.toBeInstanceOf(NotFoundError);
    await quietly(dataSource, property.id, { status: 1 });
    bus.publish('tenant-data', String(agency.agencyId));
    expect((await service.getProperty(agency, property.id, DETAIL)).ID).toBe(property.id);
  });

  it('keeps records per presentation and hands out frozen records', async () => {
    const french = await service.getProperty(agency, property.id, DETAIL);
    const plain = await service.getProperty(agency, property.id, { ...DETAIL, richText: false });
    expect(french.DescriptionB).toBe('<p>Belle</p>');
    expect(plain.DescriptionB).toBe('Belle');
    expect(Object.isFrozen(french)).toBe(true);
    expect(Object.isFrozen(french.LargePictureItems)).toBe(true);
    expect(() => {
      (french as { Price: number | null }).Price = 1;
    }).toThrow(TypeError);
  });
});

describe('record cache lifetime 0', () => {
  let dataSource: DataSource;
  let module: TestingModule;

  beforeAll(async () => {
    dataSource = await openTestDatabase();
    await seedReferenceData(dataSource);
    ({ module } = await withBus(dataSource, { recordCache: { ttlMs: 0, entries: 5000 } }));
  });

  afterAll(async () => {
    await module?.close();
    await dataSource?.destroy();
  });

  it('reads every record afresh', async () => {
    const service = module.get(PropertiesService);
    const agency = await createTenant(dataSource);
    const property = await createProperty(dataSource, agency, { price: 5 });
    expect((await service.getProperty(agency, property.id, DETAIL)).Price).toBe(5);
    await quietly(dataSource, property.id, { price: 6 });
    expect((await service.getProperty(agency, property.id, DETAIL)).Price).toBe(6);
  });
});

(usingMysql() ? describe.skip : describe)('record cache on a SQLite file written by another process', () => {
  let directory: string;
  let dataSource: DataSource;
  let module: TestingModule;

  beforeAll(async () => {
    directory = mkdtempSync(join(tmpdir(), 'record-cache-'));
    dataSource = await openDatabase({ type: 'sqlite', url: join(directory, 'test.sqlite'), logging: false, poolSize: 1, migrateOnStart: true }, { entities: ENTITIES });
    await seedReferenceData(dataSource);
    ({ module } = await withBus(dataSource));
  });

  afterAll(async () => {
    await module?.close();
    await dataSource?.destroy();
    rmSync(directory, { recursive: true, force: true });
  });

  it("rebuilds records after another connection's commit, without any announcement", async () => {
    const service = module.get(PropertiesService);
    const agency = await createTenant(dataSource);
    const property = await createProperty(dataSource, agency, { price: 10 });
    expect((await service.getProperty(agency, property.id, DETAIL)).Price).toBe(10);
    // The CLI is another process with a connection of its own.
    const cli = new Database(join(directory, 'test.sqlite'));
    try {
      cli.prepare('UPDATE property SET price = 11 WHERE id = ?').run(property.id);
    } finally {
      cli.close();
    }
    expect((await service.getProperty(agency, property.id, DETAIL)).Price).toBe(11);
  });
});

(usingMysql() ? describe : describe.skip)('lists, counts and records on MySQL/MariaDB written by another client (agency data version)', () => {
  let dataSource: DataSource;
  let module: TestingModule;

  beforeAll(async () => {
    dataSource = await openTestDatabase();
    await seedReferenceData(dataSource);
    ({ module } = await withBus(dataSource));
  });

  afterAll(async () => {
    await module?.close();
    await dataSource?.destroy();
  });

  it('drops a property withdrawn behind its back from lists and counts as soon as it is no longer found', async () => {
    const service = module.get(PropertiesService);
    const agency = await createTenant(dataSource);
    const kept = await createProperty(dataSource, agency, { price: 10 });
    const withdrawn = await createProperty(dataSource, agency, { price: 20 });
    const list = async () => (await service.search(agency, parsePropertyFilter({}), { limit1: 1, limit2: 10 }, LIST)).Items.map((item) => item.ID);
    expect(await list()).toEqual([withdrawn.id, kept.id]);
    expect(await service.count(agency, parsePropertyFilter({}))).toBe(2);
    expect((await service.getProperty(agency, withdrawn.id, DETAIL)).Price).toBe(20);
    // Another client (the CLI, an import, another instance without a shared bus): a plain UPDATE, no announcement.
    await dataSource.query('UPDATE property SET status = 3 WHERE id = ?', [withdrawn.id]);
    await expect(service.getProperty(agency, withdrawn.id, DETAIL)).rejects.toThrow(NotFoundError);
    expect(await list()).toEqual([kept.id]);
    expect(await service.count(agency, parsePropertyFilter({}))).toBe(1);
    // A price written behind its back reaches the cached record as well.
    await dataSource.query('UPDATE property SET price = 11 WHERE id = ?', [kept.id]);
    expect((await service.getProperty(agency, kept.id, DETAIL)).Price).toBe(11);
  });
});
