import { ACCOUNT_SCOPES } from '../../src/common/scopes.js';
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import type { TestingModule } from '@nestjs/testing';
import type { DataSource } from 'typeorm';
import type { Tenant } from '../../src/common/tenant.js';
import { seedBench } from '../../src/seeding/bulk/bench-seed.js';
import { SqlStatements } from '../../src/database/sql-statements.js';
import { LocalCacheBus } from '../../src/common/cache-bus.js';
import { rowWindow } from '../../src/common/paging.js';
import { TenantScope } from '../../src/database/tenant-scope.js';
import { ANCHOR_SPACING, DEEP_PAGE_OFFSET, PageSeeker } from '../../src/properties/page-seeker.js';
import { PropertyNavigation } from '../../src/properties/property-navigation.js';
import { PropertyQuery } from '../../src/properties/property-query.js';
import { parseSortOrder } from '../../src/properties/sort-order.js';
import { PropertiesModule } from '../../src/properties/properties.module.js';
import { PropertiesService } from '../../src/properties/properties.service.js';
import { filterKey, parsePropertyFilter } from '../../src/properties/property-filter.js';
import { openTestDatabase } from '../support/database.js';
import { domainModule } from '../support/factories/properties.js';

describe('deep list pages sought from anchors', () => {
  let dataSource: DataSource;
  let module: TestingModule;
  let service: PropertiesService;
  let tenant: Tenant;
  let listed: number;

  beforeAll(async () => {
    dataSource = await openTestDatabase();
    const summary = await seedBench(dataSource, { properties: 6000, agencyName: 'Deep Pages', batch: 2000 });
    tenant = { agencyId: summary.agencyId, accountId: 0, accountName: 'bench', scopes: ACCOUNT_SCOPES };
    // Many rows share a creation time, also across anchor boundaries: ties are ordered by id.
    await dataSource.query("UPDATE property SET created_at = '2025-01-01 00:00:00' WHERE MOD(id, 7) = 0 OR (id > 2900 AND id < 3300)");
    module = await domainModule(dataSource, [PropertiesModule]);
    service = module.get(PropertiesService);
    const rows: { n: number | string }[] = await dataSource.query('SELECT COUNT(*) AS n FROM property WHERE agency_id = ? AND status = 1', [tenant.agencyId]);
    listed = Number(rows[0]!.n);
  }, 120_000);

  afterAll(async () => {
    await module.close();
    await dataSource.destroy();
  });

  async function expected(orderBy: string, offset: number, rows: number): Promise<number[]> {
    const found: { id: number | string }[] = await dataSource.query(
      `SELECT id FROM property WHERE agency_id = ? AND status = 1 ORDER BY ${orderBy} LIMIT ${rows} OFFSET ${offset}`,
      [tenant.agencyId],
    );
    return found.map((row) => Number(row.id));
  }

  async function page(sort: string | null, from: number, rows: number): Promise<number[]> {
    const result = await service.search(tenant, parsePropertyFilter({}), { limit1: from, limit2: from + rows - 1 }, {
      languageId: 1,
      sort,
      pictureMaxWidth: 0,
      pictureMaxHeight: 0,
    });
    return result.Items.map((item) => Number(item.ID));
  }

  it('has enough listed rows to reach several anchors', () => {
    expect(listed).toBeGreaterThan(DEEP_PAGE_OFFSET + 2 * ANCHOR_SPACING);
  });

  it.each([
    [null, 'created_at DESC, id DESC'],
    ['CreatedDate', 'created_at ASC, id ASC'],
    ['ID DESC', 'id DESC'],
    ['Goal DESC, NumberOfBedRooms', 'goal DESC, bedrooms ASC, id ASC'],
    ['Price DESC', 'price DESC, id DESC'],
  ])('SORTORDER %p: every deep page equals the page read by OFFSET', async (sort, orderBy) => {
    const heavy = jest.spyOn(module.get(SqlStatements), 'heavy');
    const offsets = [DEEP_PAGE_OFFSET - 1, DEEP_PAGE_OFFSET, DEEP_PAGE_OFFSET + 1, 2 * ANCHOR_SPACING + 995, 3 * ANCHOR_SPACING, listed - 7, listed + 5];
    for (const offset of offsets) {
      expect(await page(sort, offset + 1, 10)).toEqual(await expected(orderBy, offset, 10));
    }
    const statements = heavy.mock.calls.map(([sql]) => sql);
    heavy.mockRestore();
    // Orders whose keys cannot be NULL are sought from anchors; by price (nullable) they are not.
    const anchored = statements.some((sql) => sql.includes('ROW_NUMBER()')) && statements.some((sql) => / [<>]=? \? AND \(/.test(sql));
    expect(anchored).toBe(sort !== 'Price DESC');
    // A page before the last anchor is closed by the next anchor too, so the index range has two ends.
    const closed = statements.some((sql) => /\) AND p\.\w+ (>=|<=) \? ORDER BY/.test(sql));
    expect(closed).toBe(sort !== 'Price DESC');
  });

  it.each([
    [null, 'created_at DESC, id DESC'],
    ['CreatedDate', 'created_at ASC, id ASC'],
    ['LastChangedDate DESC', 'last_changed_at DESC, id DESC'],
    ['ID DESC', 'id DESC'],
  ])("SORTORDER %p: a row's position from the anchors equals its place in the whole order", async (sort, orderBy) => {
    const keys = parseSortOrder(sort);
    const query = module.get(PropertyQuery);
    const seeker = new PageSeeker(module.get(TenantScope), query, new LocalCacheBus());
    const filter = parsePropertyFilter({});
    const compiled = await query.compile(tenant, filter);
    const all = await expected(orderBy, 0, listed);
    const columns = query.sortColumns(keys).map((key, i) => `${key.column} AS k${i}`);
    const heavy = jest.spyOn(module.get(SqlStatements), 'heavy');
    // Around anchors (every ANCHOR_SPACING-th row), in the tied run and at both ends.
    const positions = [1, 2, ANCHOR_SPACING - 1, ANCHOR_SPACING, ANCHOR_SPACING + 1, 2 * ANCHOR_SPACING + 500, 3 * ANCHOR_SPACING, 3 * ANCHOR_SPACING + 1, listed - 1, listed];
    try {
      for (const position of positions) {
        const [own] = await dataSource.query(`SELECT ${columns.join(', ')} FROM property p WHERE p.id = ?`, [all[position - 1]]);
        const values = keys.map((_, i) => (own as Record<string, number | string | null>)[`k${i}`]!);
        expect((await seeker.locate(tenant, { key: filterKey(filter), compiled }, keys, values)).position).toBe(position);
      }
      // Past the first anchor a position is counted between two ends (the anchor and the row), never from the start.
      const counts = heavy.mock.calls.map(([sql]) => sql).filter((sql) => sql.startsWith('SELECT COUNT(*)'));
      expect(counts.length).toBeGreaterThan(0);
      for (const sql of counts.slice(3)) expect(sql.match(/ [<>]=? \? AND \(/g)?.length).toBe(2);
    } finally {
      heavy.mockRestore();
    }
  });

  it.each([
    [null, 'created_at DESC, id DESC'],
    ['CreatedDate', 'created_at ASC, id ASC'],
    ['ID DESC', 'id DESC'],
  ])("SORTORDER %p: a row's neighbours, sought between the anchors around it, are the rows around it in the whole order", async (sort, orderBy) => {
    const navigation = module.get(PropertyNavigation);
    const all = await expected(orderBy, 0, listed);
    const seeks = jest.spyOn(module.get(SqlStatements), 'heavy');
    const positions = [1, 2, ANCHOR_SPACING - 1, ANCHOR_SPACING, ANCHOR_SPACING + 1, 2 * ANCHOR_SPACING + 500, 3 * ANCHOR_SPACING, listed - 1, listed];
    try {
      for (const position of positions) {
        const around = await navigation.neighbours(tenant, parsePropertyFilter({}), all[position - 1]!, sort, 'SORTORDER');
        expect(around).toEqual({ previousId: all[position - 2] ?? null, nextId: all[position] ?? null, position, total: listed });
      }
      // Past the first anchor each seek of one row has both ends: its own keys and an anchor's.
      const bounded = seeks.mock.calls.map(([sql]) => sql).filter((sql) => sql.startsWith('SELECT p.id') && sql.endsWith('LIMIT 1') && / [<>]=? \? AND \(/.test(sql));
      expect(bounded.filter((sql) => /\) AND p\.\w+ (>=|<=) \? ORDER BY/.test(sql)).length).toBeGreaterThanOrEqual(2 * (positions.length - 4));
    } finally {
      seeks.mockRestore();
    }
  });

  it('finds the next row past an anchor that left the listing after the anchors were taken', async () => {
    // Anchors on a bus of their own: the write below is not announced to them.
    const seeker = new PageSeeker(module.get(TenantScope), module.get(PropertyQuery), new LocalCacheBus());
    const navigation = new PropertyNavigation(module.get(PropertyQuery), module.get(TenantScope), service, seeker);
    const orderBy = 'created_at DESC, id DESC';
    let all = await expected(orderBy, 0, listed);
    const created = new Map(((await dataSource.query('SELECT id, created_at FROM property WHERE agency_id = ?', [tenant.agencyId])) as { id: number | string; created_at: unknown }[]).map((row) => [Number(row.id), String(row.created_at)]));
    // An anchor whose creation time no row around it shares, so no tie carries the seek past it.
    const at = [1, 2, 3, 4, 5].map((k) => k * ANCHOR_SPACING).find((position) => position < listed && new Set(all.slice(position - 2, position + 1).map((id) => created.get(id))).size === 3)!;
    expect(at).toBeDefined();
    const anchorRow = all[at - 1]!;
    // The anchors are taken (and kept) by a first call; then the anchor's row is withdrawn, unannounced.
    await navigation.neighbours(tenant, parsePropertyFilter({}), all[at - 2]!, null, 'SORTORDER');
    await dataSource.query('UPDATE property SET status = 0 WHERE id = ?', [anchorRow]);
    try {
      all = await expected(orderBy, 0, listed - 1);
      const around = await navigation.neighbours(tenant, parsePropertyFilter({}), all[at - 2]!, null, 'SORTORDER');
      expect([around?.previousId, around?.nextId]).toEqual([all[at - 3], all[at - 1]]);
    } finally {
      await dataSource.query('UPDATE property SET status = 1 WHERE id = ?', [anchorRow]);
    }
  });

  it("drops the agency's anchors when its listings change on the cache bus", async () => {
    const bus = new LocalCacheBus();
    const seeker = new PageSeeker(module.get(TenantScope), module.get(PropertyQuery), bus);
    const filter = parsePropertyFilter({});
    const compiled = await module.get(PropertyQuery).compile(tenant, filter);
    const deep = () =>
      seeker.pageIds(tenant, { key: filterKey(filter), cursor: filterKey(filter), compiled }, parseSortOrder(null), rowWindow({ limit1: 2 * ANCHOR_SPACING + 501, limit2: 2 * ANCHOR_SPACING + 510 }));
    const orderBy = 'created_at DESC, id DESC';
    expect(await deep()).toEqual(await expected(orderBy, 2 * ANCHOR_SPACING + 500, 10));
    // The oldest listed property becomes the newest: every later row moves down by one.
    const [oldest] = await expected('created_at ASC, id ASC', 0, 1);
    const before: { created_at: string }[] = await dataSource.query('SELECT created_at FROM property WHERE id = ?', [oldest]);
    await dataSource.query("UPDATE property SET created_at = '2030-01-01 00:00:00' WHERE id = ?", [oldest]);
    try {
      bus.publish('tenant-data', String(tenant.agencyId));
      expect(await deep()).toEqual(await expected(orderBy, 2 * ANCHOR_SPACING + 500, 10));
    } finally {
      await dataSource.query('UPDATE property SET created_at = ? WHERE id = ?', [before[0]!.created_at, oldest]);
    }
  });

  it('pages a ChangeSince sync in sequence from keyset cursors, equal to OFFSET reading, and drops them on a change', async () => {
    const bus = new LocalCacheBus();
    const statements = jest.spyOn(module.get(TenantScope), 'rows');
    const seeker = new PageSeeker(module.get(TenantScope), module.get(PropertyQuery), bus);
    const filter = parsePropertyFilter({ ChangeSince: new Date(Date.UTC(2000, 0, 1)) });
    const compiled = await module.get(PropertyQuery).compile(tenant, filter);
    const sort = parseSortOrder('LastChangedDate,ID', 'SortFields');
    const orderBy = 'last_changed_at ASC, id ASC';
    const at = (offset: number) => seeker.pageIds(tenant, { key: null, cursor: filterKey(filter), compiled }, sort, rowWindow({ limit1: offset + 1, limit2: offset + 500 }));
    try {
      for (let offset = 0; offset < listed; offset += 500) {
        statements.mockClear();
        expect(await at(offset)).toEqual(await expected(orderBy, offset, 500));
        // After the first page, every page is one keyset statement without OFFSET.
        if (offset > 0) expect(statements.mock.calls.map(([, sql]) => /OFFSET/.test(sql))).toEqual([false]);
      }
      const [first] = await expected(orderBy, 0, 1);
      await dataSource.query("UPDATE property SET last_changed_at = '2031-01-01 00:00:00' WHERE id = ?", [first]);
      bus.publish('tenant-data', String(tenant.agencyId));
      statements.mockClear();
      expect(await at(1000)).toEqual(await expected(orderBy, 1000, 500));
      expect(statements.mock.calls.map(([, sql]) => /OFFSET/.test(sql))).toEqual([true]);
    } finally {
      statements.mockRestore();
    }
  });
});
