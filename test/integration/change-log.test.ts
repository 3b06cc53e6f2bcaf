import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createConnection } from 'mysql2/promise';
import type { DataSource } from 'typeorm';
import { ChangeSequencer } from '../../src/changes/change-sequencer.js';
import type { ChangeRecord } from '../../src/changes/changes.records.js';
import { ChangesService, decodeCursor, encodeCursor } from '../../src/changes/changes.service.js';
import { ResyncRequiredError } from '../../src/common/errors.js';
import { ACCOUNT_SCOPES } from '../../src/common/scopes.js';
import type { Tenant } from '../../src/common/tenant.js';
import { DocumentChanges1795420070000 } from '../../src/database/migrations/1795420070000-document-changes.js';
import { sqlStatementsFor, type SqlStatements } from '../../src/database/sql-statements.js';
import { TenantScope } from '../../src/database/tenant-scope.js';
import { runTransaction } from '../../src/database/transactions.js';
import { publishedProperty } from '../../src/properties/property-query.js';
import { openTestDatabase, usingMysql } from '../support/database.js';

/**
 * The change log (docs/sync.md) on the real engine: what the triggers record whatever writes
 * (plain SQL here), the sequencer's order when transactions commit out of order, concurrent
 * writers read by a puller that must miss nothing, compaction and ResyncRequired.
 */
const tenantOf = (agencyId: number): Tenant => ({ agencyId, accountId: 0, accountName: 'test', scopes: ACCOUNT_SCOPES });
const NOW = "'2026-01-01 00:00:00'";

describe('change log', () => {
  let dataSource: DataSource;
  let statements: SqlStatements;
  let changes: ChangesService;
  let sequencer: ChangeSequencer;
  const A = tenantOf(101);
  const B = tenantOf(102);

  const insertProperty = (agency: number, status: number, projectId: number | null = null) =>
    write(`INSERT INTO property (agency_id, web_id, type_id, status, project_id, created_at, last_changed_at) VALUES (?, 1, 1, ?, ?, ${NOW}, ${NOW})`, [
      agency,
      status,
      projectId,
    ]).then(async () => Number((await dataSource.query<{ id: number }[]>('SELECT MAX(id) AS id FROM property'))[0]!.id));

  /**
   * One statement in a transaction of its own, numbered before the next: the sequencer merges a
   * record's events that wait for the same round, so these tests, which follow each change, let
   * each one be numbered first.
   */
  async function write(sql: string, params: unknown[] = []): Promise<void> {
    await dataSource.query(sql, params);
    await sequencer.stampAll();
  }

  async function all(tenant: Tenant, from: string | null = ''): Promise<{ changes: ChangeRecord[]; cursor: string }> {
    const collected = [];
    let cursor = from ?? '';
    for (;;) {
      const page = await changes.changes(tenant, cursor, 1000, []);
      collected.push(...page.Changes);
      cursor = page.NextCursor!;
      if (!page.HasMore) return { changes: collected, cursor };
    }
  }

  beforeAll(async () => {
    dataSource = await openTestDatabase();
    statements = sqlStatementsFor(dataSource);
    sequencer = new ChangeSequencer(dataSource);
    changes = new ChangesService(dataSource, new TenantScope(dataSource, statements), sequencer);
  });

  afterAll(async () => {
    await statements.close();
    await dataSource.destroy();
  });

  it('records creates, changes, publication, withdrawal, deletion, parts and units from plain SQL, per agency', async () => {
    const start = (await all(A)).cursor;
    const published = await insertProperty(101, 1);
    await insertProperty(101, 0); // unpublished: invisible to partners, no event
    await write('UPDATE property SET price = 1000 WHERE id = ?', [published]);
    await write(
      "INSERT INTO property_picture (property_id, position, small_url, small_width, small_height, medium_url, medium_width, medium_height, large_url, large_width, large_height, xlarge_url, xlarge_width, xlarge_height) VALUES (?, 1, 's', 1, 1, 'm', 1, 1, 'l', 1, 1, 'x', 1, 1)",
      [published],
    );
    await write('UPDATE property SET status = 5 WHERE id = ?', [published]);
    await write('UPDATE property SET status = 1 WHERE id = ?', [published]);
    await write(`INSERT INTO project (agency_id, name, publish_internet, created_at, last_changed_at) VALUES (101, 'P', 1, ${NOW}, ${NOW})`);
    const project = Number((await dataSource.query<{ id: number }[]>('SELECT MAX(id) AS id FROM project'))[0]!.id);
    const unit = await insertProperty(101, 1, project);
    await write("UPDATE project SET name = 'Q' WHERE id = ?", [project]);
    await write('DELETE FROM property WHERE id = ?', [published]);
    await insertProperty(102, 1);

    const seen = (await all(A, start)).changes.map((c) => `${c.Resource}:${c.Resource === 'Project' ? (c.Key === project ? 'pr' : c.Key) : c.Key === published ? 'p' : c.Key === unit ? 'u' : c.Key}:${c.Kind}:${c.Reason}`);
    expect(seen).toEqual([
      'Property:p:Created:Record',
      'Property:p:Changed:Record',
      'Property:p:Changed:Pictures',
      'Property:p:Withdrawn:Record',
      'Property:p:Published:Record',
      'Project:pr:Created:Record',
      'Property:u:Created:Record',
      'Project:pr:Changed:Unit',
      'Project:pr:Changed:Record',
      'Property:u:Changed:Project',
      'Property:p:Deleted:Record',
    ]);
    const versions = (await all(A, start)).changes.filter((c) => c.Key === published && c.Resource === 'Property').map((c) => c.Version);
    expect([...versions].sort((x, y) => x! - y!)).toEqual(versions);
    expect(new Set(versions).size).toBe(versions.length);
    // B's change is B's alone.
    expect((await all(B)).changes.map((c) => c.Kind)).toEqual(['Created']);
  });

  it("records a property's or project's documents, published or not, on its published owner; a person's documents not", async () => {
    const property = await insertProperty(101, 1);
    const hidden = await insertProperty(101, 0);
    await write(`INSERT INTO project (agency_id, name, publish_internet, created_at, last_changed_at) VALUES (101, 'D', 1, ${NOW}, ${NOW})`);
    const project = Number((await dataSource.query<{ id: number }[]>('SELECT MAX(id) AS id FROM project'))[0]!.id);
    const addDocument = async (owner: { property?: number; project?: number; person?: number }, published = 0) => {
      await write(
        `INSERT INTO document (agency_id, property_id, project_id, person_id, title, kind, file_url, published, created_at) VALUES (101, ?, ?, ?, 'Plan', 'plan', 'https://files.example/plan.pdf', ?, ${NOW})`,
        [owner.property ?? null, owner.project ?? null, owner.person ?? null, published],
      );
      return Number((await dataSource.query<{ id: number }[]>('SELECT MAX(id) AS id FROM document'))[0]!.id);
    };
    const name = (c: ChangeRecord) => `${c.Resource}:${c.Key === property ? 'p' : c.Key === project ? 'pr' : c.Key}:${c.Kind}:${c.Reason}`;
    const since = async (cursor: string) => (await all(A, cursor)).changes.map(name);

    let { cursor } = await all(A);
    const plan = await addDocument({ property }); // unpublished document: partners still list it (Publish false)
    await write("UPDATE document SET title = 'Floor plan' WHERE id = ?", [plan]);
    await write('UPDATE document SET published = 1 WHERE id = ?', [plan]);
    const brochure = await addDocument({ project }, 1);
    await addDocument({ property: hidden }, 1); // owner unpublished: invisible
    const identity = await addDocument({ person: 7 }, 1); // a person's document: not partner-visible
    await write("UPDATE document SET title = 'Passport' WHERE id = ?", [identity]);
    await write('DELETE FROM document WHERE id = ?', [identity]);
    await addDocument({ property, person: 7 }, 1); // also a person's (SQL allows both): not listed to partners
    await write('DELETE FROM document WHERE id = ?', [brochure]);
    await write('DELETE FROM document WHERE id = ?', [plan]);
    expect(await since(cursor)).toEqual([
      'Property:p:Changed:Documents',
      'Property:p:Changed:Documents',
      'Property:p:Changed:Documents',
      'Project:pr:Changed:Documents',
      'Project:pr:Changed:Documents',
      'Property:p:Changed:Documents',
    ]);

    // Moved from the property to the project: both owners change (the two triggers' order is the engine's).
    cursor = (await all(A)).cursor;
    const moved = await addDocument({ property });
    await write('UPDATE document SET property_id = NULL, project_id = ? WHERE id = ?', [project, moved]);
    // Given to a person: the project's list loses it.
    await write('UPDATE document SET project_id = NULL, person_id = 7 WHERE id = ?', [moved]);
    const events = await since(cursor);
    expect(events[0]).toBe('Property:p:Changed:Documents');
    expect(events.slice(1, 3).sort()).toEqual(['Project:pr:Changed:Documents', 'Property:p:Changed:Documents']);
    expect(events.slice(3)).toEqual(['Project:pr:Changed:Documents']);
    // The versions a partner holds move on.
    const index = await changes.publishedIndex(A, '', 5000, []);
    const versionOf = (resource: string, id: number) => index.Items.find((i) => i.Resource === resource && i.ID === id)?.Version;
    const log = (await all(A)).changes;
    expect(versionOf('Project', project)).toBe(Math.max(...log.filter((c) => c.Resource === 'Project' && c.Key === project).map((c) => c.Version!)));
  });

  it('withdraws the units of a withdrawn project from the feed and the index, and brings them back when it is published again', async () => {
    await write(`INSERT INTO project (agency_id, name, publish_internet, created_at, last_changed_at) VALUES (101, 'W', 1, ${NOW}, ${NOW})`);
    const project = Number((await dataSource.query<{ id: number }[]>('SELECT MAX(id) AS id FROM project'))[0]!.id);
    const first = await insertProperty(101, 1, project);
    const second = await insertProperty(101, 2, project);
    await insertProperty(101, 0, project); // unpublished by its own status: invisible throughout
    const name = (c: ChangeRecord) => `${c.Resource}:${c.Key === project ? 'pr' : c.Key === first ? 'u1' : c.Key === second ? 'u2' : c.Key}:${c.Kind}:${c.Reason}`;
    const indexed = async () => (await changes.publishedIndex(A, '', 5000, [])).Items.filter((i) => [first, second].includes(i.ID!) && i.Resource === 'Property').map((i) => i.ID);
    expect(await indexed()).toEqual([first, second]);

    let { cursor } = await all(A);
    await write('UPDATE project SET publish_internet = 0 WHERE id = ?', [project]);
    expect((await all(A, cursor)).changes.map(name)).toEqual(['Project:pr:Withdrawn:Record', 'Property:u1:Withdrawn:Project', 'Property:u2:Withdrawn:Project']);
    expect(await indexed()).toEqual([]);

    // A hidden unit's own changes, parts and documents are invisible, as for any unpublished record.
    cursor = (await all(A)).cursor;
    await write('UPDATE property SET price = 5 WHERE id = ?', [first]);
    await write('INSERT INTO property_text (property_id, language_id, description_a) VALUES (?, 1, ?)', [first, 'Hidden']);
    await write('UPDATE property SET status = 4 WHERE id = ?', [second]);
    expect((await all(A, cursor)).changes.map(name)).toEqual([]);

    await write('UPDATE project SET publish_internet = 1 WHERE id = ?', [project]);
    expect((await all(A, cursor)).changes.map(name)).toEqual(['Project:pr:Published:Record', 'Property:u1:Published:Project', 'Property:u2:Published:Project']);
    expect(await indexed()).toEqual([first, second]);

    // A unit moved into a withdrawn project leaves; the feed's rule is the reads' rule.
    await write('UPDATE project SET publish_internet = 0 WHERE id = ?', [project]);
    const loose = await insertProperty(101, 1);
    cursor = (await all(A)).cursor;
    await write('UPDATE property SET project_id = ? WHERE id = ?', [project, loose]);
    expect((await all(A, cursor)).changes.map((c) => `${c.Key === loose ? 'loose' : c.Key}:${c.Kind}:${c.Reason}`)).toEqual(['loose:Withdrawn:Record']);
    const readable = await dataSource.query<{ id: number }[]>(
      `SELECT p.id AS id FROM property p WHERE p.agency_id = 101 AND ${publishedProperty('p')} ORDER BY p.id`,
    );
    expect((await changes.publishedIndex(A, '', 5000, ['Property'])).Items.map((i) => i.ID)).toEqual(readable.map((row) => Number(row.id)));
    expect(readable.map((row) => Number(row.id))).not.toContain(loose);
  });

  it('writes one event per record and transaction: Created for a new listing with its parts, one Changed naming every reason', async () => {
    let { cursor } = await all(A);
    const text = (property: number, language: number) =>
      [`INSERT INTO property_text (property_id, language_id, description_a) VALUES (?, ?, 'Text')`, [property, language]] as const;
    const picture = (property: number, position: number) =>
      [
        "INSERT INTO property_picture (property_id, position, small_url, small_width, small_height, medium_url, medium_width, medium_height, large_url, large_width, large_height, xlarge_url, xlarge_width, xlarge_height) VALUES (?, ?, 's', 1, 1, 'm', 1, 1, 'l', 1, 1, 'x', 1, 1)",
        [property, position],
      ] as const;
    const listing = await runTransaction(dataSource, async (manager) => {
      await manager.query(`INSERT INTO property (agency_id, web_id, type_id, status, created_at, last_changed_at) VALUES (101, 1, 1, 1, ${NOW}, ${NOW})`);
      const id = Number((await manager.query<{ id: number }[]>('SELECT MAX(id) AS id FROM property'))[0]!.id);
      for (const [sql, params] of [text(id, 1), text(id, 2), picture(id, 1), picture(id, 2), picture(id, 3)]) await manager.query(sql, [...params]);
      await manager.query('UPDATE property SET price = 100 WHERE id = ?', [id]);
      return id;
    });
    await sequencer.stampAll();
    const created = (await all(A, cursor)).changes;
    expect(created.map((c) => `${c.Key === listing ? 'l' : c.Key}:${c.Kind}:${c.Reason}`)).toEqual(['l:Created:Record']);
    const version = created[0]!.Version;
    expect((await changes.publishedIndex(A, '', 5000, ['Property'])).Items.find((i) => i.ID === listing)?.Version).toBe(version);

    cursor = (await all(A)).cursor;
    await runTransaction(dataSource, async (manager) => {
      await manager.query("UPDATE property_text SET description_a = 'New' WHERE property_id = ?", [listing]);
      await manager.query('DELETE FROM property_picture WHERE property_id = ? AND position = 3', [listing]);
      await manager.query('UPDATE property SET price = 200 WHERE id = ?', [listing]);
      await manager.query(
        `INSERT INTO document (agency_id, property_id, title, kind, file_url, published, created_at) VALUES (101, ?, 'Plan', 'plan', 'https://files.example/plan.pdf', 1, ${NOW})`,
        [listing],
      );
    });
    await sequencer.stampAll();
    const changed = (await all(A, cursor)).changes;
    expect(changed.map((c) => `${c.Key === listing ? 'l' : c.Key}:${c.Kind}:${c.Reason}`)).toEqual(['l:Changed:Record,Texts,Pictures,Documents']);
    expect(changed[0]!.Version).toBeGreaterThan(version!);

    // Withdrawn within the transaction that changed it: one Withdrawn; published again and changed: one Published.
    cursor = (await all(A)).cursor;
    await runTransaction(dataSource, async (manager) => {
      await manager.query(...text(listing, 3));
      await manager.query('UPDATE property SET status = 5 WHERE id = ?', [listing]);
    });
    await sequencer.stampAll();
    await runTransaction(dataSource, async (manager) => {
      await manager.query('UPDATE property SET status = 1 WHERE id = ?', [listing]);
      await manager.query(...picture(listing, 4));
    });
    await sequencer.stampAll();
    expect((await all(A, cursor)).changes.map((c) => `${c.Key === listing ? 'l' : c.Key}:${c.Kind}:${c.Reason}`)).toEqual(['l:Withdrawn:Record', 'l:Published:Record,Pictures']);
  });

  it('stops recording documents once their migration is reverted, and again records them when it is reapplied', async () => {
    const property = await insertProperty(101, 1);
    const migration = new DocumentChanges1795420070000();
    const runner = dataSource.createQueryRunner();
    const addDocument = () =>
      dataSource.query(
        `INSERT INTO document (agency_id, property_id, title, kind, file_url, published, created_at) VALUES (101, ?, 'Plan', 'plan', 'https://files.example/plan.pdf', 1, ${NOW})`,
        [property],
      );
    try {
      const { cursor } = await all(A);
      await migration.down(runner);
      await addDocument();
      expect((await all(A, cursor)).changes).toEqual([]);
      await migration.up(runner);
      await addDocument();
      expect((await all(A, cursor)).changes.map((c) => `${c.Key === property ? 'p' : c.Key}:${c.Kind}:${c.Reason}`)).toEqual(['p:Changed:Documents']);
    } finally {
      await runner.release();
    }
  });

  it('answers a NextCursor when nothing changed, refuses a foreign cursor and a bad limit', async () => {
    const { cursor } = await all(A);
    const quiet = await changes.changes(A, cursor, 10, []);
    expect(quiet).toEqual({ Changes: [], NextCursor: expect.any(String), HasMore: false });
    expect(decodeCursor(quiet.NextCursor)).toBeGreaterThanOrEqual(decodeCursor(cursor)!);
    await expect(changes.changes(A, 'not-a-cursor!', 10, [])).rejects.toThrow('Cursor');
    await expect(changes.changes(A, '', 1001, [])).rejects.toThrow('Limit');
    await expect(changes.changes(A, '', 10, ['Agent'])).rejects.toThrow('Resources');
  });

  it('pages same-moment changes without losing any (more than fit in a page)', async () => {
    const { cursor } = await all(A);
    const ids: number[] = [];
    for (let i = 0; i < 130; i++) ids.push(await insertProperty(101, 1));
    let position = cursor;
    const keys: number[] = [];
    for (;;) {
      const page = await changes.changes(A, position, 50, ['Property']);
      keys.push(...page.Changes.map((c) => c.Key!));
      position = page.NextCursor!;
      if (!page.HasMore) break;
    }
    expect(keys).toEqual(ids);
  });

  // Transactions of different agencies commit out of order here: the sequence, and so every
  // agency's cursor, is shared by all of them.
  (usingMysql() ? it : it.skip)('gives a transaction that commits late a later sequence, so a cursor reader still sees it (MariaDB)', async () => {
    const url = (dataSource.options as { url: string }).url;
    const slow = await createConnection({ uri: url });
    const fast = await createConnection({ uri: url });
    try {
      const { cursor } = await all(A);
      const { cursor: cursorB } = await all(B);
      await slow.beginTransaction();
      await slow.query(`INSERT INTO property (agency_id, web_id, type_id, status, created_at, last_changed_at) VALUES (101, 1, 1, 1, ${NOW}, ${NOW})`);
      await fast.query(`INSERT INTO property (agency_id, web_id, type_id, status, created_at, last_changed_at) VALUES (102, 1, 1, 1, ${NOW}, ${NOW})`);
      const other = (await all(B, cursorB)).changes;
      expect(other).toHaveLength(1);
      // A's cursor moves past the other agency's commit while A's earlier insert is still open.
      const first = await all(A, cursor);
      expect(first.changes).toHaveLength(0);
      expect(decodeCursor(first.cursor)).toBeGreaterThanOrEqual(other[0]!.Sequence!);
      await slow.commit();
      const second = await all(A, first.cursor);
      expect(second.changes).toHaveLength(1);
      // The late transaction's event was inserted first (lower id = version) but is sequenced after.
      expect(second.changes[0]!.Version).toBeLessThan(other[0]!.Version!);
      expect(second.changes[0]!.Sequence).toBeGreaterThan(other[0]!.Sequence!);
    } finally {
      await slow.end();
      await fast.end();
    }
  });

  (usingMysql() ? it : it.skip)('logs no document change after a withdrawal that committed while the adding transaction was open (MariaDB)', async () => {
    const url = (dataSource.options as { url: string }).url;
    const adder = await createConnection({ uri: url });
    try {
      const property = await insertProperty(101, 1);
      const { cursor } = await all(A);
      await adder.beginTransaction();
      // The adding transaction's snapshot predates the withdrawal.
      await adder.query('SELECT status FROM property WHERE id = ?', [property]);
      await dataSource.query('UPDATE property SET status = 0 WHERE id = ?', [property]);
      await adder.query(
        `INSERT INTO document (agency_id, property_id, title, kind, file_url, published, created_at) VALUES (101, ?, 'Plan', 'plan', 'https://files.example/plan.pdf', 1, ${NOW})`,
        [property],
      );
      await adder.commit();
      const events = (await all(A, cursor)).changes.filter((c) => c.Resource === 'Property' && c.Key === property);
      expect(events.map((c) => `${c.Kind}:${c.Reason}`)).toEqual(['Withdrawn:Record']);
    } finally {
      await adder.end();
    }
  });

  it('misses nothing while concurrent writers of two agencies commit in any order and a puller per agency follows', async () => {
    const tenants = [A, B];
    const starts = await Promise.all(tenants.map(async (tenant) => (await all(tenant)).cursor));
    const url = usingMysql() ? (dataSource.options as { url: string }).url : null;
    const writers = Array.from({ length: usingMysql() ? 6 : 2 }, async (_, w) => {
      const agency = tenants[w % 2]!.agencyId;
      const connection = url ? await createConnection({ uri: url }) : null;
      try {
        for (let i = 0; i < 25; i++) {
          if (connection) {
            await connection.beginTransaction();
            await connection.query(`INSERT INTO property (agency_id, web_id, type_id, status, created_at, last_changed_at) VALUES (${agency}, ${w}, 1, 1, ${NOW}, ${NOW})`);
            await new Promise((resolve) => setTimeout(resolve, Math.random() * 15));
            await connection.commit();
          } else {
            await insertProperty(agency, 1);
            await new Promise((resolve) => setTimeout(resolve, Math.random() * 5));
          }
        }
      } finally {
        await connection?.end();
      }
    });
    let done = false;
    const pull = async (tenant: Tenant, start: string) => {
      const pulled: number[] = [];
      let cursor = start;
      for (;;) {
        const finished = done;
        const page = await changes.changes(tenant, cursor, 7, []);
        pulled.push(...page.Changes.map((c) => c.Version!));
        cursor = page.NextCursor!;
        if (finished && !page.HasMore) return pulled;
        if (!page.HasMore) await new Promise((resolve) => setTimeout(resolve, 3));
      }
    };
    const pullers = tenants.map((tenant, i) => pull(tenant, starts[i]!));
    await Promise.all(writers);
    done = true;
    const pulled = await Promise.all(pullers);
    for (const [i, tenant] of tenants.entries()) {
      const source = await dataSource.query<{ id: number }[]>('SELECT id FROM change_event WHERE agency_id = ? AND sequence > ? ORDER BY id', [tenant.agencyId, decodeCursor(starts[i]!)!]);
      expect(source).toHaveLength(usingMysql() ? 75 : 25);
      expect([...pulled[i]!].sort((x, y) => x - y)).toEqual(source.map((row) => Number(row.id)));
      expect(new Set(pulled[i]).size).toBe(pulled[i]!.length);
    }
  });

  it('indexes published records with their latest version, as of a cursor the tail continues from', async () => {
    const index = await changes.publishedIndex(A, '', 5000, []);
    const published = await dataSource.query<{ id: number }[]>(`SELECT p.id AS id FROM property p WHERE p.agency_id = 101 AND ${publishedProperty('p')} ORDER BY p.id`);
    expect(index.Items.filter((i) => i.Resource === 'Property').map((i) => i.ID)).toEqual(published.map((row) => Number(row.id)));
    const log = await all(A);
    const latest = new Map<string, number>();
    for (const change of log.changes) latest.set(`${change.Resource}:${change.Key}`, Math.max(latest.get(`${change.Resource}:${change.Key}`) ?? 0, change.Version!));
    for (const item of index.Items) expect(item.Version).toBe(latest.get(`${item.Resource}:${item.ID}`));
    // Paged, the pages join up.
    const firstPage = await changes.publishedIndex(A, '', 3, []);
    const rest = await changes.publishedIndex(A, firstPage.NextPageToken, 5000, []);
    expect([...firstPage.Items, ...rest.Items]).toEqual(index.Items);
  });

  it('compacts only superseded events, keeps versions, and answers ResyncRequired for a cursor from before', async () => {
    const before = await changes.publishedIndex(A, '', 5000, []);
    const oldCursor = encodeCursor(1);
    await dataSource.query("UPDATE change_event SET occurred_at = '2000-01-01 00:00:00'");
    const removed = await changes.compact(86_400_000);
    expect(removed).toBeGreaterThan(0);
    const after = await changes.publishedIndex(A, '', 5000, []);
    expect(after.Items).toEqual(before.Items);
    await expect(changes.changes(A, oldCursor, 10, [])).rejects.toBeInstanceOf(ResyncRequiredError);
    await expect(changes.changes(A, oldCursor, 10, [])).rejects.toThrow(/^ResyncRequired/);
    // From the start (empty cursor), the retained log still rebuilds the published set.
    const keys = new Map<string, string>();
    for (const change of (await all(A)).changes) keys.set(`${change.Resource}:${change.Key}`, change.Kind!);
    // Only superseded events go: the deleted property's last event (its tombstone) stays.
    expect([...keys.values()]).toContain('Deleted');
    const present = [...keys].filter(([, kind]) => kind !== 'Deleted' && kind !== 'Withdrawn').map(([key]) => key).sort();
    expect(present).toEqual(after.Items.map((i) => `${i.Resource}:${i.ID}`).sort());
  });
});
