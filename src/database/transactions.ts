import { AsyncLocalStorage } from 'node:async_hooks';
import type { DataSource, EntityManager } from 'typeorm';

/**
 * Transactions that queue instead of colliding. An SQLite database is one connection, and
 * TypeORM's SQLite driver runs every transaction on its one query runner without waiting for
 * another to end: two begun in the same turn of the event loop both see no transaction open and
 * both send BEGIN; the second fails (`cannot start a transaction within a transaction`) and its
 * rollback ends the first one's transaction, whose commit then fails (TransactionNotStartedError).
 * That happens whenever writes start together, e.g. right after a start, when the logins of the
 * first requests finish hashing in the same turn. So on SQLite transactions run one after the
 * other, in the order asked; a transaction begun inside one (same async context) runs nested in
 * it, as before. MySQL/MariaDB give each transaction a pooled connection of its own: no queue.
 */
const tails = new WeakMap<DataSource, Promise<unknown>>();
const inside = new AsyncLocalStorage<DataSource>();

function serialised(dataSource: DataSource): boolean {
  return dataSource.options.type === 'better-sqlite3';
}

/**
 * Runs `work` in a transaction of `dataSource`: everything inside commits together or not at all.
 * A lone write belongs in one too on SQLite: a statement sent while another request's transaction
 * is open joins that transaction (one connection) and is lost with its rollback.
 */
export function runTransaction<R>(dataSource: DataSource, work: (manager: EntityManager) => Promise<R>): Promise<R> {
  if (!serialised(dataSource) || inside.getStore() === dataSource) return dataSource.transaction(work);
  const start = () => inside.run(dataSource, () => dataSource.transaction(work));
  const previous = tails.get(dataSource) ?? Promise.resolve();
  const result = previous.then(start, start);
  tails.set(dataSource, result.catch(() => undefined));
  return result;
}

