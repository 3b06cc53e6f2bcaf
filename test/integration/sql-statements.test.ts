import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestingModule } from '@nestjs/testing';
import type { DataSource } from 'typeorm';
import type { Tenant } from '../../src/common/tenant.js';
import { openDatabase } from '../../src/database/data-source.js';
import { ENTITIES } from '../../src/schema.js';
import { sqlStatementsFor, type SqlStatements } from '../../src/database/sql-statements.js';
import { TenantScope } from '../../src/database/tenant-scope.js';
import { Property, PropertyPicture, PropertyText } from '../../src/properties/properties.entities.js';
import { PropertiesModule } from '../../src/properties/properties.module.js';
import { PropertyReads } from '../../src/properties/property-reads.js';
import { openTestDatabase } from '../support/database.js';
import { createProperty, domainModule } from '../support/factories/properties.js';
import { createTenant, seedReferenceData } from '../support/factories/reference.js';

describe('prepared-statement hot reads', () => {
  let dataSource: DataSource;
  let module: TestingModule;
  let scope: TenantScope;
  let reads: PropertyReads;
  let agency: Tenant;
  let other: Tenant;
  let property: Property;

  beforeAll(async () => {
    dataSource = await openTestDatabase();
    await seedReferenceData(dataSource);
    module = await domainModule(dataSource, [PropertiesModule]);
    scope = module.get(TenantScope);
    reads = module.get(PropertyReads);
    agency = await createTenant(dataSource);
    other = await createTenant(dataSource);
    property = await createProperty(dataSource, agency, {
      price: 245000.5,
      latitude: 51.0543422,
      hasGarden: true,
      texts: { 1: { a: 'Huis', b: '<p>Mooi</p>' }, 2: { a: 'Maison', b: null } },
      pictures: 3,
    });
  });

  afterAll(async () => {
    await module.close();
    await dataSource.destroy();
  });

  it('reads rows, texts and pictures exactly as the repositories hydrate them', async () => {
    const expected = await dataSource.getRepository(Property).findOneByOrFail({ id: property.id });
    expect(await reads.viewable(agency, property.id, null)).toEqual({ ...expected });
    expect(await reads.rows(agency, [property.id, property.id])).toEqual([{ ...expected }]);
    const texts = await dataSource.getRepository(PropertyText).find({ where: { propertyId: property.id }, order: { languageId: 'ASC' } });
    expect((await reads.texts([property.id], [1, 2])).sort((a, b) => a.languageId - b.languageId)).toEqual(texts.map((text) => ({ ...text })));
    const pictures = await dataSource.getRepository(PropertyPicture).find({ where: { propertyId: property.id }, order: { position: 'ASC', id: 'ASC' } });
    expect(await reads.pictures([property.id])).toEqual(pictures.map((picture) => ({ ...picture })));
  });

  it("binds the caller's agency: another tenant's id reads like one that does not exist", async () => {
    expect(await reads.viewable(other, property.id, null)).toBeNull();
    expect(await reads.rows(other, [property.id])).toEqual([]);
  });

  it('refuses a tenant statement whose first placeholder is not the agency condition', () => {
    expect(() => scope.rows(agency, 'SELECT p.id FROM property p WHERE p.id = ? AND p.agency_id = ?', [property.id])).toThrow(/agency_id = \?/);
    expect(() => scope.rows(agency, 'SELECT p.id FROM property p', [])).toThrow(/agency_id = \?/);
  });
});

describe('heavy statements on a SQLite file', () => {
  let directory: string;
  let dataSource: DataSource;
  let statements: SqlStatements;

  beforeAll(async () => {
    directory = mkdtempSync(join(tmpdir(), 'sql-statements-'));
    dataSource = await openDatabase({ type: 'sqlite', url: join(directory, 'test.sqlite'), logging: false, poolSize: 1, migrateOnStart: true }, { entities: ENTITIES });
    statements = sqlStatementsFor(dataSource);
  });

  afterAll(async () => {
    await statements.close();
    await dataSource.destroy();
    rmSync(directory, { recursive: true, force: true });
  });

  it('run in a worker thread: the event loop keeps turning while one runs', async () => {
    let ticks = 0;
    const timer = setInterval(() => (ticks += 1), 5);
    const slow = 'WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ?) SELECT COUNT(*) AS c FROM n';
    const started = Date.now();
    const [row] = await statements.heavy<{ c: number }>(slow, [3_000_000]);
    const elapsed = Date.now() - started;
    clearInterval(timer);
    expect(row).toEqual({ c: 3_000_000 });
    expect(elapsed).toBeGreaterThan(50);
    expect(ticks).toBeGreaterThan(2);
  });

  it('see what the main connection committed, and report errors', async () => {
    await dataSource.query("INSERT INTO agency (name, created_at) VALUES ('Worker Agency', '2024-01-01 00:00:00')");
    const rows = await statements.heavy<{ name: string }>('SELECT name FROM agency WHERE name = ?', ['Worker Agency']);
    expect(rows).toEqual([{ name: 'Worker Agency' }]);
    await expect(statements.heavy('SELECT nope FROM agency', [])).rejects.toThrow(/no such column/);
  });
});
