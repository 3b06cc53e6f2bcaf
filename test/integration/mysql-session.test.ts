import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { DataSource } from 'typeorm';
import { sqlStatementsFor } from '../../src/database/sql-statements.js';
import { openTestDatabase, usingMysql } from '../support/database.js';

(usingMysql() ? describe : describe.skip)('optimizer settings of the pooled connections (MySQL/MariaDB)', () => {
  let dataSource: DataSource;

  beforeAll(async () => {
    dataSource = await openTestDatabase();
  });

  afterAll(async () => {
    await dataSource?.destroy();
  });

  it('materializes NOT IN subqueries on every connection of the pool, the first ones included', async () => {
    const [{ v }] = await dataSource.query<{ v: string }[]>('SELECT VERSION() AS v');
    const expected = /mariadb/i.test(v) ? 'in_to_exists=off' : 'subquery_materialization_cost_based=off';
    // Held open together, these use as many different connections of the pool.
    const runners = await Promise.all(Array.from({ length: 4 }, async () => {
      const runner = dataSource.createQueryRunner();
      await runner.connect();
      return runner;
    }));
    try {
      const switches = await Promise.all(runners.map(async (runner) => (await runner.query('SELECT CONNECTION_ID() AS id, @@SESSION.optimizer_switch AS s'))[0] as { id: number; s: string }));
      expect(new Set(switches.map((row) => row.id)).size).toBe(4);
      for (const row of switches) expect(row.s).toContain(expected);
    } finally {
      await Promise.all(runners.map((runner) => runner.release()));
    }
  });

  it('sends heavy statements as text (planned afresh on every call), with the same values and results as prepared ones', async () => {
    const statements = sqlStatementsFor(dataSource);
    const prepares = async () => Number(((await dataSource.query("SHOW GLOBAL STATUS LIKE 'Com_stmt_prepare'")) as { Value: string }[])[0]!.Value);
    // A text of its own, so that no connection has it prepared already.
    const sql = `SELECT ? AS n, ? AS s, ? AS z, CAST(? AS DATETIME(3)) AS t, ${Date.now()} AS mark`;
    const values = [42, 'it\'s a \\ "quoted" text; --', null, '2025-01-02 03:04:05.678'];
    const before = await prepares();
    const sent = await statements.heavy<Record<string, unknown>>(sql, values);
    expect(await prepares()).toBe(before);
    const prepared = await statements.all<Record<string, unknown>>(sql, values);
    expect(await prepares()).toBeGreaterThan(before);
    expect(sent).toEqual(prepared);
    expect(sent[0]).toMatchObject({ n: 42, s: values[1], z: null, t: new Date('2025-01-02T03:04:05.678Z') });
  });

  it("reads escaped values as written when the server's default sql_mode holds NO_BACKSLASH_ESCAPES", async () => {
    const [{ mode }] = await dataSource.query<{ mode: string }[]>('SELECT @@GLOBAL.sql_mode AS mode');
    await dataSource.query("SET GLOBAL sql_mode = CONCAT(@@GLOBAL.sql_mode, ',NO_BACKSLASH_ESCAPES')");
    let other: DataSource | undefined;
    try {
      // Its connections are new, so they start in the server's default mode.
      other = await openTestDatabase();
      const quoted = "x\\' OR 1 = 1 -- ";
      const [row] = await sqlStatementsFor(other).heavy<{ s: string; mode: string }>('SELECT ? AS s, @@SESSION.sql_mode AS mode', [quoted]);
      expect(row).toEqual({ s: quoted, mode: expect.not.stringContaining('NO_BACKSLASH_ESCAPES') });
      expect(await other.query('SELECT ? AS s', [quoted])).toEqual([{ s: quoted }]);
    } finally {
      await dataSource.query('SET GLOBAL sql_mode = ?', [mode]);
      await other?.destroy();
    }
  });
});
