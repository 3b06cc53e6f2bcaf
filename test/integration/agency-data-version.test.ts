import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { type Connection, createConnection } from 'mysql2/promise';
import type { DataSource } from 'typeorm';
import type { Tenant } from '../../src/common/tenant.js';
import { FOLD_ABOVE_PARTS, foldAgencyVersion } from '../../src/database/agency-version.js';
import { AgencyDataVersionPerConnection1795420080000 } from '../../src/database/migrations/1795420080000-agency-data-version-per-connection.js';
import { type SqlStatements, sqlStatementsFor } from '../../src/database/sql-statements.js';
import { runTransaction } from '../../src/database/transactions.js';
import type { Property } from '../../src/properties/properties.entities.js';
import { openTestDatabase, usingMysql } from '../support/database.js';
import { createProject } from '../support/factories/construction.js';
import { createProperty } from '../support/factories/properties.js';
import { createTenant, seedReferenceData } from '../support/factories/reference.js';

const PICTURE_COLUMNS =
  'property_id, position, name, small_url, small_width, small_height, medium_url, medium_width, medium_height, large_url, large_width, large_height, xlarge_url, xlarge_width, xlarge_height';
const PICTURE_VALUES = "?, 9, 'added', 'https://p.test/s', 1, 1, 'https://p.test/m', 1, 1, 'https://p.test/l', 1, 1, 'https://p.test/x', 1, 1";

/**
 * The agency data version on MariaDB (`data_version`, kept by triggers, read by ExternalWriteWatch
 * before cached lists, counts and records are served): write transactions of one agency never
 * wait for each other because of it, and every commit of the agency still changes it.
 */
(usingMysql() ? describe : describe.skip)('agency data version (MariaDB)', () => {
  let dataSource: DataSource;
  let statements: SqlStatements;
  let agency: Tenant;
  let other: Tenant;
  let a: Property;
  let b: Property;
  const open: Connection[] = [];

  /** A client connection of its own, as the CLI, an import or another instance would have. */
  async function connect(): Promise<Connection> {
    const connection = await createConnection({ uri: (dataSource.options as { url: string }).url });
    open.push(connection);
    return connection;
  }

  const version = (tenant: Tenant) => statements.agencyVersion(tenant.agencyId) as Promise<number>;
  const price = async (id: number) => Number(((await dataSource.query('SELECT price FROM property WHERE id = ?', [id])) as { price: number }[])[0]?.price);
  const parts = async (tenant: Tenant) =>
    Number(((await dataSource.query('SELECT COUNT(*) AS n FROM data_version WHERE agency_id = ?', [tenant.agencyId])) as { n: number | string }[])[0]?.n);

  beforeAll(async () => {
    dataSource = await openTestDatabase();
    statements = sqlStatementsFor(dataSource);
    await seedReferenceData(dataSource);
    agency = await createTenant(dataSource);
    other = await createTenant(dataSource);
    a = await createProperty(dataSource, agency, { price: 1000, texts: { 2: { a: 'A' } }, pictures: 1 });
    b = await createProperty(dataSource, agency, { price: 2000, texts: { 2: { a: 'B' } }, pictures: 1 });
    await createProperty(dataSource, other, { price: 3000 });
  });

  afterAll(async () => {
    await Promise.all(open.map((connection) => connection.end()));
    await statements?.close();
    await dataSource?.destroy();
  });

  it('lets a transaction of the agency commit while another one of the same agency holds its writes open', async () => {
    const holder = await connect();
    const second = await connect();
    // Waiting for the holder fails within 2 s instead of hanging (before: it waited for the agency's version row).
    await second.query('SET SESSION innodb_lock_wait_timeout = 2');
    const [before, priceA, priceB] = [await version(agency), await price(a.id), await price(b.id)];
    // First writes of both connections, then writes of connections that have written before.
    for (let round = 1; round <= 2; round++) {
      await holder.beginTransaction();
      await holder.query('UPDATE property SET price = price + 1 WHERE id = ?', [a.id]);
      await holder.query('UPDATE property_text SET description_a = ? WHERE property_id = ?', [`A${round}`, a.id]);
      await second.beginTransaction();
      await second.query('UPDATE property SET price = price + 1 WHERE id = ?', [b.id]);
      await second.query('UPDATE property_text SET description_a = ? WHERE property_id = ?', [`B${round}`, b.id]);
      await second.query('UPDATE property_picture SET name = ? WHERE property_id = ?', [`B${round}`, b.id]);
      await second.commit();
      // The holder goes on with the property the other one wrote (committed now), and commits.
      await holder.query('UPDATE property SET price = price + 1 WHERE id = ?', [b.id]);
      await holder.commit();
    }
    expect([await price(a.id), await price(b.id)]).toEqual([priceA + 2, priceB + 4]);
    expect(await version(agency)).toBeGreaterThan(before);
  });

  it("holds the first writes of six connections of one agency open at once, none waiting for another's", async () => {
    const writers = await Promise.all(Array.from({ length: 6 }, () => connect()));
    const extra = await Promise.all(writers.map(() => createProperty(dataSource, agency, { price: 10 })));
    const before = await version(agency);
    for (const [index, writer] of writers.entries()) {
      await writer.query('SET SESSION innodb_lock_wait_timeout = 2');
      await writer.beginTransaction();
      await writer.query('UPDATE property SET price = price + 1 WHERE id = ?', [extra[index]!.id]);
      await writer.query(`INSERT INTO property_picture (${PICTURE_COLUMNS}) VALUES (${PICTURE_VALUES})`, [extra[index]!.id]);
    }
    // Nothing is visible before a commit; each commit, in reverse order of the writes, moves the version.
    expect(await version(agency)).toBe(before);
    let last = before;
    for (const writer of [...writers].reverse()) {
      await writer.commit();
      const now = await version(agency);
      expect(now).toBeGreaterThan(last);
      last = now;
    }
  });

  it('changes with every commit of the agency, whatever the commit order and whoever writes, and with no other', async () => {
    const early = await connect();
    const late = await connect();
    const otherBefore = await version(other);
    let last = await version(agency);
    const moved = async () => {
      const now = await version(agency);
      expect(now).toBeGreaterThan(last);
      last = now;
    };

    // A transaction that began first and commits last: its commit still moves the version.
    await early.beginTransaction();
    await early.query('UPDATE property SET status = 3 WHERE id = ?', [a.id]);
    await late.beginTransaction();
    await late.query('UPDATE property SET price = price + 5 WHERE id = ?', [b.id]);
    await late.commit();
    await moved();
    await early.commit();
    await moved();

    // A rolled-back transaction leaves it as it was.
    await early.beginTransaction();
    await early.query('UPDATE property SET price = 1 WHERE id = ?', [b.id]);
    await early.rollback();
    expect(await version(agency)).toBe(last);

    // Plain SQL as the CLI or an operator would type it: status, texts, pictures, deletes.
    await late.query('UPDATE property SET status = 1 WHERE id = ?', [a.id]);
    await moved();
    await late.query('INSERT INTO property_text (property_id, language_id, description_a) VALUES (?, 3, ?)', [a.id, 'Huis']);
    await moved();
    await late.query('UPDATE property_text SET description_a = ? WHERE property_id = ? AND language_id = 3', ['Woning', a.id]);
    await moved();
    await late.query('DELETE FROM property_text WHERE property_id = ? AND language_id = 3', [a.id]);
    await moved();
    await late.query(`INSERT INTO property_picture (${PICTURE_COLUMNS}) VALUES (${PICTURE_VALUES})`, [b.id]);
    await moved();
    await late.query("UPDATE property_picture SET name = 'renamed' WHERE property_id = ? AND position = 9", [b.id]);
    await moved();
    await late.query('DELETE FROM property_picture WHERE property_id = ? AND position = 9', [b.id]);
    await moved();
    const doomed = await createProperty(dataSource, agency);
    await moved();
    await late.query('DELETE FROM property_picture WHERE property_id = ?', [doomed.id]);
    await late.query('DELETE FROM property_text WHERE property_id = ?', [doomed.id]);
    await late.query('DELETE FROM property WHERE id = ?', [doomed.id]);
    await moved();

    // Through the service's own transactions (the pool's connections).
    await runTransaction(dataSource, (manager) => manager.query('UPDATE property SET price = price + 1 WHERE id = ?', [a.id]));
    await moved();

    expect(await version(other)).toBe(otherBefore);
  });

  it("moves with every write of the agency's projects and their pictures (what /media/ decides with), and with no other agency's", async () => {
    const writer = await connect();
    const project = await createProject(dataSource, agency, { publishInternet: true });
    const otherBefore = await version(other);
    let last = await version(agency);
    const moved = async () => {
      const now = await version(agency);
      expect(now).toBeGreaterThan(last);
      last = now;
    };
    await writer.query('UPDATE project SET publish_internet = 0 WHERE id = ?', [project.id]);
    await moved();
    await writer.query(`INSERT INTO project_picture (${PICTURE_COLUMNS.replace('property_id', 'project_id')}) VALUES (${PICTURE_VALUES})`, [project.id]);
    await moved();
    await writer.query("UPDATE project_picture SET name = 'renamed' WHERE project_id = ?", [project.id]);
    await moved();
    await writer.query('DELETE FROM project_picture WHERE project_id = ?', [project.id]);
    await moved();
    await writer.query('DELETE FROM project WHERE id = ?', [project.id]);
    await moved();
    expect(await version(other)).toBe(otherBefore);
  });

  it('moves both agencies when a property changes agency', async () => {
    const moving = await createProperty(dataSource, agency);
    const [from, to] = [await version(agency), await version(other)];
    await dataSource.query('UPDATE property SET agency_id = ? WHERE id = ?', [other.agencyId, moving.id]);
    expect(await version(agency)).toBeGreaterThan(from);
    expect(await version(other)).toBeGreaterThan(to);
  });

  it('folds the rows no open transaction holds into one, keeping the version; the held row stays and counts at its commit', async () => {
    const writers = await Promise.all(Array.from({ length: 3 }, () => connect()));
    for (const writer of writers) await writer.query('UPDATE property SET price = price + 1 WHERE id = ?', [b.id]);
    const holder = await connect();
    await holder.query('UPDATE property SET price = price + 1 WHERE id = ?', [a.id]);
    await holder.beginTransaction();
    await holder.query('UPDATE property SET price = price + 1 WHERE id = ?', [a.id]);
    const before = await version(agency);
    expect(await parts(agency)).toBeGreaterThan(4);

    const folded = await foldAgencyVersion(dataSource, agency.agencyId);
    expect(folded).toBeGreaterThanOrEqual(3);
    expect(await version(agency)).toBe(before);
    // The base row and the holder's row (locked, skipped).
    expect(await parts(agency)).toBe(2);

    // A folded connection writes again; the holder commits: both count.
    await writers[0]!.query('UPDATE property SET price = price + 1 WHERE id = ?', [b.id]);
    expect(await version(agency)).toBe(before + 1);
    await holder.commit();
    expect(await version(agency)).toBe(before + 2);
  });

  it('has a read that finds too many rows fold them in the background', async () => {
    const values = Array.from({ length: FOLD_ABOVE_PARTS + 6 }, (_, i) => `(${other.agencyId}, ${4_000_000_000 + i}, 2)`).join(', ');
    await dataSource.query(`INSERT INTO data_version (agency_id, connection_id, version) VALUES ${values}`);
    const reader = sqlStatementsFor(dataSource);
    const total = await reader.agencyVersion(other.agencyId);
    // close() waits for the fold the read started.
    await reader.close();
    expect(await reader.agencyVersion(other.agencyId)).toBe(total);
    expect(await parts(other)).toBe(1);
  });

  it('runs a deadlock victim again, so both crossing transactions land exactly once', async () => {
    const [x, y] = [await createProperty(dataSource, agency, { price: 100 }), await createProperty(dataSource, agency, { price: 200 })];
    let attempts = 0;
    let holding = 0;
    let bothHold!: () => void;
    const crossed = new Promise<void>((resolve) => (bothHold = resolve));
    // Each locks its first property, waits until the other holds its own, then writes the other's: InnoDB ends one of them (1213).
    const crossing = (first: number, second: number) =>
      runTransaction(dataSource, async (manager) => {
        attempts++;
        await manager.query('UPDATE property SET price = price + 1 WHERE id = ?', [first]);
        if (++holding === 2) bothHold();
        await crossed;
        await manager.query('UPDATE property SET price = price + 10 WHERE id = ?', [second]);
        return first;
      });
    await expect(Promise.all([crossing(x.id, y.id), crossing(y.id, x.id)])).resolves.toEqual([x.id, y.id]);
    expect(attempts).toBe(3);
    expect([await price(x.id), await price(y.id)]).toEqual([111, 211]);
  });

  it('goes down to one row per agency and up again without changing a version, its triggers before the change log', async () => {
    const migration = new AgencyDataVersionPerConnection1795420080000();
    const before = [await version(agency), await version(other)];
    const order = async () =>
      ((await dataSource.query(
        "SELECT TRIGGER_NAME AS name FROM information_schema.TRIGGERS WHERE TRIGGER_SCHEMA = DATABASE() AND EVENT_OBJECT_TABLE = 'property' AND EVENT_MANIPULATION = 'UPDATE' ORDER BY ACTION_ORDER",
      )) as { name: string }[])
        .map((row) => row.name)
        // The street trigram index's trigger (StreetGrams) follows them and does not touch either.
        .filter((name) => !name.startsWith('property_street_gram'));
    const runner = dataSource.createQueryRunner();
    try {
      await migration.down(runner);
      expect(await order()).toEqual(['data_version_property_update', 'change_property_update']);
      expect(Number(((await dataSource.query('SELECT COUNT(*) AS n FROM data_version WHERE agency_id = ?', [agency.agencyId])) as { n: number }[])[0]?.n)).toBe(1);
      expect([await version(agency), await version(other)]).toEqual(before);
      await dataSource.query('UPDATE property SET price = price + 1 WHERE id = ?', [a.id]);
      expect(await version(agency)).toBe(before[0]! + 1);
      await migration.up(runner);
      expect(await order()).toEqual(['data_version_connection_property_update', 'change_property_update']);
      expect([await version(agency), await version(other)]).toEqual([before[0]! + 1, before[1]]);
    } finally {
      await runner.release();
    }
  });
});
