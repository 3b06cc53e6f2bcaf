import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import { Logger } from '@nestjs/common';
import type { DataSource } from 'typeorm';
import { AGENCY_VERSION_SQL, FOLD_ABOVE_PARTS, foldAgencyVersion } from './agency-version.js';

export type SqlValue = number | string | null;

/**
 * Prepared statements with bound parameters for the hot reads, one implementation per engine
 * (TypeORM stays for the schema, migrations, most writes and admin; the hot writes run prepared
 * statements inside their transaction, transaction-statements.ts). SQL text uses `?` placeholders
 * and is the same on both engines; each distinct text is prepared once and reused.
 *
 * - `all`: a short statement (primary-key and id-list lookups), run where it is cheapest — on
 *   SQLite synchronously on the calling thread (a few microseconds), on MySQL/MariaDB as a
 *   server-side prepared statement (mysql2's `execute`, cached per connection).
 * - `heavy`: a statement that may read many index entries (counts, deep pages). On a SQLite file
 *   it runs in a worker thread with its own read-only connection, so the event loop is never
 *   blocked by it. On MySQL/MariaDB it is sent as text with its values escaped by the driver
 *   (mysql2's `query`), planned afresh on every call: MariaDB 10.11 kept a worse plan for a
 *   prepared listing statement holding the withdrawn-units NOT IN subquery for the rest of that
 *   connection's executions of it once one had chosen it (`ref` on an (agency, status) prefix,
 *   reading a table row per index entry: 5 – 17 s at 1M instead of 0.5 s; 21 of 2,685 prepared
 *   counts on 12 connections, none of 3,929 sent as text, none of 2,245 prepared without the
 *   subquery; docs/database.md). A heavy statement's parsing is nothing beside its reading.
 */
export abstract class SqlStatements {
  abstract all<T>(sql: string, params: readonly SqlValue[]): Promise<T[]>;
  abstract heavy<T>(sql: string, params: readonly SqlValue[]): Promise<T[]>;
  /**
   * A number that changes when another connection (another process: the CLI, an import) has
   * committed to the database since the last call, for caches of what was read; null when the
   * engine cannot tell cheaply (MySQL/MariaDB: caches rely on the cache bus and their lifetime).
   */
  abstract changeMark(): number | null;
  /**
   * MySQL/MariaDB: the agency's data version (the sum of its rows of `data_version`, raised by
   * triggers on every write to its properties, texts and pictures, projects and their pictures,
   * src/database/agency-version.ts);
   * null on SQLite, whose changeMark covers it. A read that finds many rows has them folded
   * into one in the background (the version stays the same).
   */
  abstract agencyVersion(agencyId: number): Promise<number | null>;
  /** Whether `agencyVersion` reads anything (false on SQLite, where it is always null). */
  abstract readonly agencyVersioned: boolean;
  abstract close(): Promise<void>;
}

/** How many distinct statements an engine keeps prepared; beyond, the cache starts over. */
const MAX_PREPARED = 1000;

/** Statements prepared per SQLite connection, by text. */
const sqliteCaches = new WeakMap<object, Map<string, unknown>>();

/**
 * The statement of `sql` on an SQLite connection, prepared once per connection and text: one cache
 * for the pool's reads (SqliteStatements) and a transaction's statements (transaction-statements.ts),
 * which run on the same connection.
 */
export function sqlitePrepared<S>(db: { prepare(sql: string): S }, sql: string): S {
  let cache = sqliteCaches.get(db);
  if (!cache) sqliteCaches.set(db, (cache = new Map()));
  let statement = cache.get(sql) as S | undefined;
  if (!statement) {
    if (cache.size >= MAX_PREPARED) cache.clear();
    statement = db.prepare(sql);
    cache.set(sql, statement);
  }
  return statement;
}

interface SqliteStatement {
  all(...params: SqlValue[]): unknown[];
  get(...params: SqlValue[]): unknown;
  pluck(toggle?: boolean): SqliteStatement;
}
interface SqliteDatabase {
  prepare(sql: string): SqliteStatement;
  readonly name: string;
  readonly memory: boolean;
}

/** Runs statements in a worker thread on its own read-only connection to the same SQLite file. */
class SqliteReader {
  private readonly worker: Worker;
  private readonly pending = new Map<number, { resolve: (rows: unknown[]) => void; reject: (error: Error) => void }>();
  private nextId = 1;

  constructor(file: string) {
    const module = createRequire(import.meta.url).resolve('better-sqlite3');
    this.worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { module, file, maxPrepared: MAX_PREPARED } });
    this.worker.unref();
    this.worker.on('message', (message: { id: number; rows?: unknown[]; error?: string }) => {
      const waiting = this.pending.get(message.id);
      if (!waiting) return;
      this.pending.delete(message.id);
      if (this.pending.size === 0) this.worker.unref();
      if (message.error !== undefined) waiting.reject(new Error(message.error));
      else waiting.resolve(message.rows ?? []);
    });
    this.worker.on('error', (error) => this.failAll(error));
    this.worker.on('exit', () => this.failAll(new Error('the SQLite reader thread stopped')));
  }

  run<T>(sql: string, params: readonly SqlValue[]): Promise<T[]> {
    return new Promise<T[]>((resolve, reject) => {
      const id = this.nextId++;
      if (this.pending.size === 0) this.worker.ref();
      this.pending.set(id, { resolve: resolve as (rows: unknown[]) => void, reject });
      this.worker.postMessage({ id, sql, params });
    });
  }

  async close(): Promise<void> {
    await this.worker.terminate();
  }

  private failAll(error: Error): void {
    for (const waiting of this.pending.values()) waiting.reject(error);
    this.pending.clear();
  }
}

/** The reader thread's code (CommonJS, evaluated): opens the file read-only and answers statements in order. */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.module);
const db = new Database(workerData.file, { readonly: true, fileMustExist: true });
db.pragma('busy_timeout = 5000');
const statements = new Map();
parentPort.on('message', ({ id, sql, params }) => {
  try {
    let statement = statements.get(sql);
    if (!statement) {
      if (statements.size >= workerData.maxPrepared) statements.clear();
      statement = db.prepare(sql);
      statements.set(sql, statement);
    }
    parentPort.postMessage({ id, rows: statement.all(...params) });
  } catch (error) {
    parentPort.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
});
`;

class SqliteStatements extends SqlStatements {
  private readonly reader: SqliteReader | null;
  private dataVersion: SqliteStatement | null = null;

  constructor(private readonly db: SqliteDatabase) {
    super();
    this.reader = db.memory ? null : new SqliteReader(db.name);
  }

  all<T>(sql: string, params: readonly SqlValue[]): Promise<T[]> {
    try {
      return Promise.resolve(this.prepared(sql).all(...params) as T[]);
    } catch (error) {
      return Promise.reject(error as Error);
    }
  }

  heavy<T>(sql: string, params: readonly SqlValue[]): Promise<T[]> {
    return this.reader ? this.reader.run<T>(sql, params) : this.all<T>(sql, params);
  }

  /** SQLite's data version: unchanged by this connection's own writes, changed by every other writer's commit. */
  changeMark(): number | null {
    this.dataVersion ??= this.db.prepare('PRAGMA data_version').pluck();
    const version = this.dataVersion.get();
    return typeof version === 'number' ? version : null;
  }

  agencyVersion(): Promise<null> {
    return Promise.resolve(null);
  }

  readonly agencyVersioned = false;

  async close(): Promise<void> {
    await this.reader?.close();
  }

  private prepared(sql: string): SqliteStatement {
    return sqlitePrepared(this.db, sql);
  }
}

interface MysqlPool {
  execute(sql: string, params: readonly SqlValue[], callback: (error: Error | null, rows: unknown) => void): void;
  query(sql: string, params: readonly SqlValue[], callback: (error: Error | null, rows: unknown) => void): void;
}

class MysqlStatements extends SqlStatements {
  /** Folds of agencies' data version rows under way (one per agency). */
  private readonly folds = new Map<number, Promise<void>>();

  constructor(
    private readonly pool: MysqlPool,
    private readonly dataSource: DataSource,
  ) {
    super();
  }

  all<T>(sql: string, params: readonly SqlValue[]): Promise<T[]> {
    return new Promise<T[]>((resolve, reject) => {
      this.pool.execute(sql, params, (error, rows) => (error ? reject(error) : resolve(rows as T[])));
    });
  }

  heavy<T>(sql: string, params: readonly SqlValue[]): Promise<T[]> {
    return new Promise<T[]>((resolve, reject) => {
      this.pool.query(sql, params, (error, rows) => (error ? reject(error) : resolve(rows as T[])));
    });
  }

  changeMark(): null {
    return null;
  }

  readonly agencyVersioned = true;

  async agencyVersion(agencyId: number): Promise<number> {
    const [row] = await this.all<{ version: number | string; parts: number | string }>(AGENCY_VERSION_SQL, [agencyId]);
    if (Number(row?.parts ?? 0) > FOLD_ABOVE_PARTS) this.fold(agencyId);
    return Number(row?.version ?? 0);
  }

  /** Starts folding the agency's rows unless a fold of them is under way; a failed fold changes nothing and a later read tries again. */
  private fold(agencyId: number): void {
    if (this.folds.has(agencyId)) return;
    const fold = foldAgencyVersion(this.dataSource, agencyId).then(
      () => undefined,
      (error: unknown) => new Logger('Database').warn(`Folding the data version rows of agency ${agencyId} failed: ${error instanceof Error ? error.message : String(error)}`),
    );
    this.folds.set(agencyId, fold);
    void fold.finally(() => this.folds.delete(agencyId));
  }

  /** Waits for the folds under way; the pool belongs to TypeORM's driver, which closes it with the data source. */
  async close(): Promise<void> {
    await Promise.all(this.folds.values());
  }
}

/** The statements of an initialised data source: SQLite (better-sqlite3) or MySQL/MariaDB (mysql2). */
export function sqlStatementsFor(dataSource: DataSource): SqlStatements {
  const driver = dataSource.driver as unknown as { databaseConnection?: SqliteDatabase; pool?: MysqlPool };
  if (dataSource.options.type === 'better-sqlite3' && driver.databaseConnection) return new SqliteStatements(driver.databaseConnection);
  if (driver.pool) return new MysqlStatements(driver.pool, dataSource);
  throw new Error(`No prepared-statement runner for the ${dataSource.options.type} driver.`);
}
