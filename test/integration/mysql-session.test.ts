import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { DataSource } from 'typeorm';
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
});
