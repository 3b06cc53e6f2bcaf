import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from '@jest/globals';
import Database from 'better-sqlite3';
import { type DataSource, type EntityManager, DataSource as TypeOrmDataSource } from 'typeorm';
import { DEADLOCK_ATTEMPTS, isDeadlock, isSqliteBusy, runTransaction } from './transactions.js';

/** A MySQL data source whose transactions fail with the errors given (then succeed), counting the attempts. */
function mysqlSource(failures: unknown[]) {
  const isolations: (string | undefined)[] = [];
  const dataSource = {
    options: { type: 'mysql' },
    async transaction(...args: unknown[]) {
      const work = args[args.length - 1] as (manager: EntityManager) => Promise<unknown>;
      isolations.push(args.length > 1 ? (args[0] as string) : undefined);
      const failure = failures.shift();
      const result = await work({} as EntityManager);
      if (failure !== undefined) throw failure;
      return result;
    },
  } as unknown as DataSource;
  return { dataSource, isolations };
}

/** mysql2's error as TypeORM wraps it (QueryFailedError copies the driver error's fields). */
const deadlock = () => Object.assign(new Error('Deadlock found when trying to get lock; try restarting transaction'), { errno: 1213, code: 'ER_LOCK_DEADLOCK' });

describe('runTransaction on MySQL/MariaDB', () => {
  it('runs a deadlock victim again and answers the attempt that committed', async () => {
    const { dataSource, isolations } = mysqlSource([deadlock(), deadlock()]);
    let calls = 0;
    await expect(runTransaction(dataSource, async () => ++calls, { isolation: 'READ COMMITTED' })).resolves.toBe(3);
    expect(isolations).toEqual(['READ COMMITTED', 'READ COMMITTED', 'READ COMMITTED']);
  });

  it(`gives up after ${DEADLOCK_ATTEMPTS} attempts with the last deadlock`, async () => {
    const errors = Array.from({ length: DEADLOCK_ATTEMPTS + 1 }, deadlock);
    const last = errors[DEADLOCK_ATTEMPTS - 1];
    const { dataSource } = mysqlSource(errors);
    let calls = 0;
    await expect(runTransaction(dataSource, async () => ++calls)).rejects.toBe(last);
    expect(calls).toBe(DEADLOCK_ATTEMPTS);
  });

  it('does not run again after another error', async () => {
    const refused = Object.assign(new Error('Lock wait timeout exceeded'), { errno: 1205 });
    const { dataSource } = mysqlSource([refused]);
    let calls = 0;
    await expect(runTransaction(dataSource, async () => ++calls)).rejects.toBe(refused);
    expect(calls).toBe(1);
  });

  it('does not run a transaction again once one begun inside it has committed', async () => {
    // The outer transaction is chosen as a victim after the inner one (on a connection of its own) committed.
    const { dataSource } = mysqlSource([deadlock(), undefined]);
    let inner = 0;
    const outer = runTransaction(dataSource, () => runTransaction(dataSource, async () => ++inner));
    await expect(outer).rejects.toMatchObject({ errno: 1213 });
    expect(inner).toBe(1);
  });

  it('tells the deadlock error apart, wrapped by TypeORM or not', () => {
    expect(isDeadlock(deadlock())).toBe(true);
    expect(isDeadlock({ driverError: { errno: 1213 } })).toBe(true);
    expect(isDeadlock({ errno: 1062 })).toBe(false);
    expect(isDeadlock(null)).toBe(false);
  });
});

describe('runTransaction on an SQLite file that another process writes too', () => {
  it('runs again a transaction whose snapshot another connection made stale (SQLITE_BUSY_SNAPSHOT), and gives up on other errors', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'transactions-'));
    const file = join(dir, 'busy.sqlite');
    const busyTimeout = (db: { pragma(sql: string): unknown }): void => void db.pragma('busy_timeout = 200');
    const dataSource = new TypeOrmDataSource({ type: 'better-sqlite3', database: file, enableWAL: true, prepareDatabase: busyTimeout });
    await dataSource.initialize();
    // The other process: the CLI on the same file.
    const other = new Database(file);
    try {
      await dataSource.query('CREATE TABLE item (id INTEGER PRIMARY KEY, name TEXT NOT NULL)');
      let attempts = 0;
      const written = await runTransaction(dataSource, async (manager) => {
        attempts++;
        const before = (await manager.query('SELECT COUNT(*) AS n FROM item')) as { n: number }[];
        // Between this transaction's read and its write, the other process commits a row.
        if (attempts === 1) other.prepare("INSERT INTO item (name) VALUES ('from the CLI')").run();
        await manager.query("INSERT INTO item (name) VALUES ('from the server')");
        return before[0]?.n;
      });
      expect({ attempts, written }).toEqual({ attempts: 2, written: 1 });
      expect(other.prepare('SELECT name FROM item ORDER BY id').all()).toEqual([{ name: 'from the CLI' }, { name: 'from the server' }]);
      expect(isSqliteBusy({ code: 'SQLITE_BUSY_SNAPSHOT' })).toBe(true);
      expect(isSqliteBusy({ driverError: { code: 'SQLITE_BUSY' } })).toBe(true);
      expect(isSqliteBusy({ code: 'SQLITE_CONSTRAINT_UNIQUE' })).toBe(false);
    } finally {
      other.close();
      await dataSource.destroy();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
