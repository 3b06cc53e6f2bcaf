import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { DataSource } from 'typeorm';
import { CustomerAccount } from '../../src/accounts/accounts.entities.js';
import { PasswordHasher } from '../../src/accounts/password-hasher.js';
import { PICTURE_FAMILIES } from '../../src/common/codes.js';
import { BENCH_ACCOUNT } from '../../src/seeding/bulk/bench-setup.js';
import { seedBench } from '../../src/seeding/bulk/bench-seed.js';
import { openTestDatabase } from '../support/database.js';

async function count(dataSource: DataSource, sql: string): Promise<number> {
  const rows: { n: number | string }[] = await dataSource.query(sql);
  return Number(rows[0]?.n);
}

describe('bench seed', () => {
  let dataSource: DataSource;

  beforeAll(async () => {
    dataSource = await openTestDatabase();
  });

  afterAll(async () => {
    await dataSource?.destroy();
  });

  it('writes N properties with texts, pictures and agents, and a tenth as many persons, demands and history records', async () => {
    const progress: number[] = [];
    const summary = await seedBench(dataSource, { properties: 2000, agencyName: 'Bench Agency', batch: 500, onProgress: (p) => progress.push(p.properties) });
    expect(progress).toEqual([500, 1000, 1500, 2000]);
    expect(summary.rows.property).toBe(2000);
    expect(await count(dataSource, `SELECT COUNT(*) AS n FROM property WHERE agency_id = ${summary.agencyId}`)).toBe(2000);
    for (const table of ['person', 'demand', 'history']) {
      expect(await count(dataSource, `SELECT COUNT(*) AS n FROM ${table} WHERE agency_id = ${summary.agencyId}`)).toBe(200);
    }
    expect(await count(dataSource, 'SELECT COUNT(*) AS n FROM property_agent')).toBe(2000);
    const texts = await count(dataSource, 'SELECT COUNT(*) AS n FROM property_text');
    expect(texts).toBeGreaterThan(2000);
    expect(texts).toBeLessThanOrEqual(6000);
    expect(await count(dataSource, 'SELECT COUNT(*) AS n FROM property p WHERE NOT EXISTS (SELECT 1 FROM property_picture x WHERE x.property_id = p.id)')).toBe(0);
    expect(await count(dataSource, 'SELECT COUNT(*) AS n FROM (SELECT property_id FROM property_picture GROUP BY property_id HAVING COUNT(*) > 3) t')).toBe(0);
    const largest = PICTURE_FAMILIES[3];
    expect(await count(dataSource, `SELECT COUNT(*) AS n FROM property_picture WHERE xlarge_width > ${largest.width} OR xlarge_height > ${largest.height}`)).toBe(0);
    expect(await count(dataSource, 'SELECT COUNT(DISTINCT status) AS n FROM property')).toBeGreaterThanOrEqual(5);
    expect(await count(dataSource, 'SELECT COUNT(DISTINCT zone_id) AS n FROM property')).toBeGreaterThanOrEqual(10);
    expect(summary.totalRows).toBe(Object.values(summary.rows).reduce((a, b) => a + b, 0));
    expect(summary.sizeBytes).toBeGreaterThan(0);
  });

  it('creates the bench account with the documented password', async () => {
    const account = await dataSource.getRepository(CustomerAccount).findOneByOrFail({ name: BENCH_ACCOUNT.name });
    expect(await new PasswordHasher().verify(account.passwordHash, BENCH_ACCOUNT.password)).toBe(true);
  });

  it('reuses the agency, account and reference data on a second run', async () => {
    const cities = await count(dataSource, 'SELECT COUNT(*) AS n FROM city');
    const summary = await seedBench(dataSource, { properties: 1000, agencyName: 'Bench Agency', batch: 5000 });
    expect(await count(dataSource, 'SELECT COUNT(*) AS n FROM agency')).toBe(1);
    expect(await count(dataSource, 'SELECT COUNT(*) AS n FROM customer_account')).toBe(1);
    expect(await count(dataSource, 'SELECT COUNT(*) AS n FROM office')).toBe(6);
    expect(await count(dataSource, 'SELECT COUNT(*) AS n FROM city')).toBe(cities);
    expect(await count(dataSource, `SELECT COUNT(*) AS n FROM property WHERE agency_id = ${summary.agencyId}`)).toBe(3000);
  });
});
