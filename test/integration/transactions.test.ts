import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { DataSource } from 'typeorm';
import { runTransaction } from '../../src/database/transactions.js';
import { openTestDatabase } from '../support/database.js';

const turn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Concurrent transactions (SQLite: one connection) queue instead of colliding, and each commits or rolls back alone. */
describe('runTransaction', () => {
  let dataSource: DataSource;
  beforeAll(async () => {
    dataSource = await openTestDatabase();
    await dataSource.query('CREATE TABLE tx_probe (id INT PRIMARY KEY, label VARCHAR(20) NOT NULL)');
  });
  afterAll(async () => {
    await dataSource?.destroy();
  });

  it('runs 8 transactions begun in the same turn, each yielding to the event loop inside, without a failure', async () => {
    const results = await Promise.allSettled(
      Array.from({ length: 8 }, (_, index) =>
        runTransaction(dataSource, async (manager) => {
          await turn();
          await manager.query('INSERT INTO tx_probe (id, label) VALUES (?, ?)', [index + 1, `row ${index}`]);
          await turn();
          return index;
        }),
      ),
    );
    expect(results.map((result) => result.status)).toEqual(Array(8).fill('fulfilled'));
    const rows = (await dataSource.query('SELECT COUNT(*) AS n FROM tx_probe WHERE id <= 8')) as { n: number | string }[];
    expect(Number(rows[0]?.n)).toBe(8);
  });

  it('rolls back only the failing one of concurrent transactions, and runs a nested one inside its caller', async () => {
    const failing = runTransaction(dataSource, async (manager) => {
      await manager.query('INSERT INTO tx_probe (id, label) VALUES (?, ?)', [101, 'lost']);
      await turn();
      throw new Error('refused');
    });
    const kept = runTransaction(dataSource, async (manager) => {
      await manager.query('INSERT INTO tx_probe (id, label) VALUES (?, ?)', [102, 'kept']);
      await turn();
      return runTransaction(dataSource, (inner) => inner.query('INSERT INTO tx_probe (id, label) VALUES (?, ?)', [103, 'nested']));
    });
    await expect(failing).rejects.toThrow('refused');
    await kept;
    const rows = (await dataSource.query('SELECT id FROM tx_probe WHERE id > 100 ORDER BY id')) as { id: number | string }[];
    expect(rows.map((row) => Number(row.id))).toEqual([102, 103]);
  });
});
