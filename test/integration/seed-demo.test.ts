import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { DataSource, ObjectLiteral } from 'typeorm';
import { CustomerAccount } from '../../src/accounts/accounts.entities.js';
import { PasswordHasher } from '../../src/accounts/password-hasher.js';
import { HISTORY_KINDS, HISTORY_TYPES, PICTURE_FAMILIES } from '../../src/common/codes.js';
import { ENTITIES } from '../../src/schema.js';
import { DEMO_ACCOUNTS, DEMO_PERSON_LOGINS, loadDemoData } from '../../src/seeding/demo-data.js';
import { Person } from '../../src/persons/persons.entities.js';
import { openTestDatabase } from '../support/database.js';

const TODAY = new Date('2026-11-21T08:00:00Z');

/** Every row of every table, ordered by primary key, password hashes left out (their salts are random). */
async function dump(dataSource: DataSource): Promise<Record<string, ObjectLiteral[]>> {
  const result: Record<string, ObjectLiteral[]> = {};
  for (const entity of ENTITIES) {
    const metadata = dataSource.getMetadata(entity);
    const order = Object.fromEntries(metadata.primaryColumns.map((c) => [c.propertyName, 'ASC' as const]));
    const rows = await dataSource.getRepository(entity).find({ order: order as never });
    // The change log records when the rows were written (the wall clock), not demo data.
    result[metadata.tableName] = rows.map(({ passwordHash: _hash, occurredAt: _written, ...row }: ObjectLiteral) => row);
  }
  return result;
}

async function count(dataSource: DataSource, sql: string): Promise<number> {
  const rows: { n: number | string }[] = await dataSource.query(sql);
  return Number(rows[0]?.n);
}

describe('demo data', () => {
  let first: DataSource;
  let second: DataSource;

  beforeAll(async () => {
    first = await openTestDatabase();
    second = await openTestDatabase();
  });

  afterAll(async () => {
    await first?.destroy();
    await second?.destroy();
  });

  it('loads three agencies with listings, projects, persons and history', async () => {
    const summary = await loadDemoData(first, { today: TODAY });
    expect(summary.loaded).toBe(true);
    expect(summary.rows.agencies).toBe(3);
    expect(await count(first, 'SELECT COUNT(*) AS n FROM agency')).toBe(3);
    // Nobody is married to (or lives with) two persons.
    const partners = "SELECT person AS p, COUNT(*) AS c FROM (SELECT person_id AS person FROM person_link WHERE type_id IN (3, 4) UNION ALL SELECT related_person_id FROM person_link WHERE type_id IN (3, 4)) x GROUP BY person HAVING COUNT(*) > 1";
    expect(await first.query(partners)).toEqual([]);
    for (const agencyId of [1, 2, 3]) {
      const properties = await count(first, `SELECT COUNT(*) AS n FROM property WHERE agency_id = ${agencyId} AND project_id IS NULL`);
      expect(properties).toBeGreaterThanOrEqual(60);
      expect(properties).toBeLessThanOrEqual(150);
      expect(await count(first, `SELECT COUNT(*) AS n FROM property WHERE agency_id = ${agencyId} AND status = 1 AND goal = 0`)).toBeGreaterThan(10);
      expect(await count(first, `SELECT COUNT(*) AS n FROM property WHERE agency_id = ${agencyId} AND status = 1 AND goal = 1`)).toBeGreaterThan(10);
      expect(await count(first, `SELECT COUNT(*) AS n FROM property WHERE agency_id = ${agencyId} AND status IN (0, 5)`)).toBeGreaterThan(0);
      expect(await count(first, `SELECT COUNT(*) AS n FROM property WHERE agency_id = ${agencyId} AND status IN (2, 4, 6)`)).toBeGreaterThan(0);
      expect(await count(first, `SELECT COUNT(*) AS n FROM property WHERE agency_id = ${agencyId} AND building_id IS NOT NULL`)).toBeGreaterThan(0);
      expect(await count(first, `SELECT COUNT(*) AS n FROM house_of_week WHERE agency_id = ${agencyId}`)).toBe(10);
    }
    expect(await count(first, 'SELECT COUNT(*) AS n FROM city')).toBeGreaterThanOrEqual(150);
    expect(await count(first, 'SELECT COUNT(*) AS n FROM geographic_zone WHERE parent_id IS NOT NULL')).toBe(10);
  });

  it('gives every property a text in its original language and 1–6 pictures fitting their families', async () => {
    expect(await count(first, 'SELECT COUNT(*) AS n FROM property p WHERE NOT EXISTS (SELECT 1 FROM property_text t WHERE t.property_id = p.id AND t.language_id = p.original_language_id)')).toBe(0);
    expect(await count(first, 'SELECT COUNT(*) AS n FROM property p WHERE NOT EXISTS (SELECT 1 FROM property_text t WHERE t.property_id = p.id AND t.language_id <> p.original_language_id)')).toBeGreaterThan(10);
    const perProperty: { n: number | string }[] = await first.query('SELECT COUNT(*) AS n FROM property_picture GROUP BY property_id');
    expect(perProperty.length).toBe(await count(first, 'SELECT COUNT(*) AS n FROM property'));
    expect(Math.max(...perProperty.map((r) => Number(r.n)))).toBeLessThanOrEqual(6);
    const pictures: Record<string, number | string>[] = await first.query('SELECT * FROM property_picture');
    for (const picture of pictures) {
      for (const family of PICTURE_FAMILIES) {
        const key = family.family.toLowerCase();
        expect(Number(picture[`${key}_width`])).toBeLessThanOrEqual(family.width);
        expect(Number(picture[`${key}_height`])).toBeLessThanOrEqual(family.height);
        expect(String(picture[`${key}_url`])).toMatch(new RegExp(`^/pictures/\\d+/${picture['property_id']}/\\d-${key}\\.jpg$`));
      }
    }
  });

  it('holds history of every kind and every type code', async () => {
    const kinds: { kind: string }[] = await first.query('SELECT DISTINCT kind FROM history');
    expect(kinds.map((k) => k.kind).sort()).toEqual([...HISTORY_KINDS].sort());
    const types: { type_id: number | string }[] = await first.query('SELECT DISTINCT type_id FROM history');
    expect(types.map((t) => Number(t.type_id)).sort((a, b) => a - b)).toEqual(HISTORY_TYPES.map((_, id) => id));
  });

  it('stores the documented passwords as verifiable hashes', async () => {
    const hasher = new PasswordHasher();
    const account = await first.getRepository(CustomerAccount).findOneByOrFail({ name: DEMO_ACCOUNTS[0]?.name ?? '' });
    expect(account.agencyId).toBe(DEMO_ACCOUNTS[0]?.agencyId);
    expect(await hasher.verify(account.passwordHash, DEMO_ACCOUNTS[0]?.password ?? '')).toBe(true);
    const login = DEMO_PERSON_LOGINS[0];
    const person = await first.getRepository(Person).findOneByOrFail({ email: login?.email ?? '' });
    expect(person.agencyId).toBe(login?.agencyId);
    expect(await hasher.verify(person.passwordHash ?? '', login?.password ?? '')).toBe(true);
  });

  it('is deterministic: a second fresh database gets identical rows', async () => {
    await loadDemoData(second, { today: TODAY });
    expect(await dump(second)).toEqual(await dump(first));
  });

  it('does nothing when the database already holds an agency', async () => {
    const before = await count(first, 'SELECT COUNT(*) AS n FROM property');
    const summary = await loadDemoData(first, { today: TODAY });
    expect(summary.loaded).toBe(false);
    expect(summary.rows.properties).toBe(0);
    expect(await count(first, 'SELECT COUNT(*) AS n FROM property')).toBe(before);
    expect(await count(first, 'SELECT COUNT(*) AS n FROM agency')).toBe(3);
  });
});
