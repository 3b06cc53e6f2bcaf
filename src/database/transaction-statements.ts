import type { EntityManager } from 'typeorm';
import { sqlitePrepared, type SqlValue } from './sql-statements.js';

/** What a write statement did. */
export interface RunResult {
  /** Rows it changed (MySQL/MariaDB: rows matched and changed; SQLite: rows written). */
  readonly affected: number;
  /** The id the database gave the row an INSERT added (0 otherwise). */
  readonly insertId: number;
}

/**
 * Prepared statements on the connection of an open transaction (the hot writes: a price change
 * is a locked read, an update and an audit entry). Beside `SqlStatements`, which runs reads on
 * the pool, these run inside the transaction of an EntityManager, so they see its uncommitted
 * writes, hold its locks and commit or roll back with it; TypeORM keeps the transaction itself
 * (BEGIN, COMMIT, the deadlock retries of transactions.ts).
 *
 * - MySQL/MariaDB: server-side prepared statements (mysql2's `execute`, cached per connection)
 *   on the transaction's pooled connection.
 * - SQLite: better-sqlite3 statements on the one connection, prepared once per text (the cache
 *   the pool's reads use, `sqlitePrepared`).
 */
export interface TransactionStatements {
  all<T>(sql: string, params: readonly SqlValue[]): Promise<T[]>;
  run(sql: string, params: readonly SqlValue[]): Promise<RunResult>;
}

interface SqliteStatement {
  all(...params: SqlValue[]): unknown[];
  run(...params: SqlValue[]): { changes: number; lastInsertRowid: number | bigint };
}
interface SqliteDatabase {
  prepare(sql: string): SqliteStatement;
}
interface MysqlConnection {
  execute(sql: string, params: readonly SqlValue[], callback: (error: Error | null, result: unknown) => void): void;
}
interface TransactionRunner {
  readonly isTransactionActive?: boolean;
  readonly databaseConnection?: unknown;
}

const byManager = new WeakMap<EntityManager, TransactionStatements>();

function sqliteStatements(db: SqliteDatabase): TransactionStatements {
  const prepared = (sql: string): SqliteStatement => sqlitePrepared(db, sql);
  return {
    all<T>(sql: string, params: readonly SqlValue[]): Promise<T[]> {
      try {
        return Promise.resolve(prepared(sql).all(...params) as T[]);
      } catch (error) {
        return Promise.reject(error as Error);
      }
    },
    run(sql: string, params: readonly SqlValue[]): Promise<RunResult> {
      try {
        const result = prepared(sql).run(...params);
        return Promise.resolve({ affected: result.changes, insertId: Number(result.lastInsertRowid) });
      } catch (error) {
        return Promise.reject(error as Error);
      }
    },
  };
}

function mysqlStatements(connection: MysqlConnection): TransactionStatements {
  const execute = (sql: string, params: readonly SqlValue[]) =>
    new Promise<unknown>((resolve, reject) => connection.execute(sql, params, (error, result) => (error ? reject(error) : resolve(result))));
  return {
    async all<T>(sql: string, params: readonly SqlValue[]): Promise<T[]> {
      return (await execute(sql, params)) as T[];
    },
    async run(sql: string, params: readonly SqlValue[]): Promise<RunResult> {
      const header = (await execute(sql, params)) as { affectedRows?: number; insertId?: number };
      return { affected: Number(header.affectedRows ?? 0), insertId: Number(header.insertId ?? 0) };
    },
  };
}

/**
 * The prepared statements of the transaction `manager` belongs to. Throws when `manager` is not
 * inside a transaction: outside one, reads belong on the pool (SqlStatements) and a write belongs
 * in a transaction anyway.
 */
export function transactionStatements(manager: EntityManager): TransactionStatements {
  const known = byManager.get(manager);
  if (known) return known;
  const runner = manager.queryRunner as TransactionRunner | undefined;
  if (!runner?.isTransactionActive) throw new Error('transactionStatements needs the manager of an open transaction.');
  let statements: TransactionStatements;
  if (manager.connection.options.type === 'better-sqlite3') {
    const db = (manager.connection.driver as unknown as { databaseConnection?: SqliteDatabase }).databaseConnection;
    if (!db) throw new Error('The SQLite driver has no open connection.');
    statements = sqliteStatements(db);
  } else {
    const connection = runner.databaseConnection as MysqlConnection | undefined;
    if (!connection) throw new Error("The transaction's query runner holds no connection.");
    statements = mysqlStatements(connection);
  }
  byManager.set(manager, statements);
  return statements;
}
