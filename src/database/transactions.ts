import { AsyncLocalStorage } from 'node:async_hooks';
import type { DataSource, EntityManager } from 'typeorm';
import type { IsolationLevel } from 'typeorm/driver/types/IsolationLevel.js';

/**
 * Transactions that queue instead of colliding. An SQLite database is one connection, and
 * TypeORM's SQLite driver runs every transaction on its one query runner without waiting for
 * another to end: two begun in the same turn of the event loop both see no transaction open and
 * both send BEGIN; the second fails (`cannot start a transaction within a transaction`) and its
 * rollback ends the first one's transaction, whose commit then fails (TransactionNotStartedError).
 * That happens whenever writes start together, e.g. right after a start, when the logins of the
 * first requests finish hashing in the same turn. So on SQLite transactions run one after the
 * other, in the order asked; a transaction begun inside one (same async context) runs nested in
 * it, as before. MySQL/MariaDB give each transaction a pooled connection of its own: no queue,
 * but InnoDB may end one of two transactions that wait for each other's locks (a deadlock,
 * error 1213): that one is run again, whole.
 */
const tails = new WeakMap<DataSource, Promise<unknown>>();

/** The transaction whose callback is running (per async context). */
interface Running {
  readonly dataSource: DataSource;
  /** Whether a transaction begun inside this one's callback has committed (MySQL/MariaDB: on a connection of its own). */
  committedInside: boolean;
}
const inside = new AsyncLocalStorage<Running>();

/** How often a transaction runs at most when InnoDB keeps choosing it as a deadlock victim. */
export const DEADLOCK_ATTEMPTS = 4;
/** The pause before the second attempt, in ms; it doubles for each further one, and is drawn from 50–150 % of that. */
const FIRST_PAUSE_MS = 5;

function serialised(dataSource: DataSource): boolean {
  return dataSource.options.type === 'better-sqlite3';
}

export interface TransactionOptions {
  /** MySQL/MariaDB: the isolation level (default the server's, REPEATABLE READ). SQLite runs its transactions one at a time anyway. */
  readonly isolation?: IsolationLevel;
}

/**
 * Runs `work` in a transaction of `dataSource`: everything inside commits together or not at all.
 * A lone write belongs in one too on SQLite: a statement sent while another request's transaction
 * is open joins that transaction (one connection) and is lost with its rollback.
 *
 * On MySQL/MariaDB a transaction InnoDB rolled back as a deadlock victim is run again from the
 * start (up to DEADLOCK_ATTEMPTS times in all, after a short random pause), then its error is
 * thrown. So `work` may run more than once: it must only act on the database through `manager`
 * and leave everything else (cache-bus announcements, mails, calls out) to the caller, after this
 * returns — the one commit that happened. A transaction is not run again if one begun inside its
 * callback (on another connection) has already committed.
 */
export function runTransaction<R>(dataSource: DataSource, work: (manager: EntityManager) => Promise<R>, options: TransactionOptions = {}): Promise<R> {
  const outer = inside.getStore();
  if (!serialised(dataSource)) return retryingDeadlocks(dataSource, work, options, outer);
  if (outer?.dataSource === dataSource) return dataSource.transaction(work);
  const start = () => retryingBusy(() => inside.run({ dataSource, committedInside: false }, () => dataSource.transaction(work)));
  const previous = tails.get(dataSource) ?? Promise.resolve();
  const result = previous.then(start, start);
  tails.set(dataSource, result.catch(() => undefined));
  return result;
}

async function retryingDeadlocks<R>(dataSource: DataSource, work: (manager: EntityManager) => Promise<R>, options: TransactionOptions, outer: Running | undefined): Promise<R> {
  for (let attempt = 1; ; attempt++) {
    const running: Running = { dataSource, committedInside: false };
    try {
      const result = await inside.run(running, () => (options.isolation ? dataSource.transaction(options.isolation, work) : dataSource.transaction(work)));
      if (outer) outer.committedInside = true;
      return result;
    } catch (error) {
      if (!isDeadlock(error) || attempt >= DEADLOCK_ATTEMPTS || running.committedInside) throw error;
      await pause(FIRST_PAUSE_MS * 2 ** (attempt - 1) * (0.5 + Math.random()));
    }
  }
}

/** How often an SQLite transaction runs at most while another process (the CLI beside a server) keeps the file busy. */
export const BUSY_ATTEMPTS = 8;

/**
 * SQLite: another process's write (`listing-cli` beside the running server, on the same file) can
 * end a transaction at once with SQLITE_BUSY, without the busy timeout's wait: a transaction that
 * read first and then writes, after the other process committed, has a stale snapshot
 * (SQLITE_BUSY_SNAPSHOT), and waiting cannot help it. It was rolled back whole, so it is run again,
 * after a short random pause that doubles.
 */
async function retryingBusy<R>(run: () => Promise<R>): Promise<R> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (error) {
      if (!isSqliteBusy(error) || attempt >= BUSY_ATTEMPTS) throw error;
      await pause(10 * 2 ** (attempt - 1) * (0.5 + Math.random()));
    }
  }
}

/** Whether `error` is SQLite's SQLITE_BUSY (any extended form): the database file was locked by another connection. */
export function isSqliteBusy(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, driverError } = error as { code?: unknown; driverError?: { code?: unknown } };
  return [code, driverError?.code].some((value) => typeof value === 'string' && value.startsWith('SQLITE_BUSY'));
}

/** Whether `error` is InnoDB's ER_LOCK_DEADLOCK (1213): the transaction was rolled back whole. */
export function isDeadlock(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { errno, driverError } = error as { errno?: unknown; driverError?: { errno?: unknown } };
  return errno === 1213 || driverError?.errno === 1213;
}

function pause(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
