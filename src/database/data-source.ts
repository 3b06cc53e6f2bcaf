import { existsSync, mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { Logger } from '@nestjs/common';
import { DataSource, type DataSourceOptions, type LoggerOptions } from 'typeorm';
import { type DatabaseConfig, databaseUrlForDisplay } from '../config/config.js';
import { MIGRATIONS } from './migrations/index.js';
import { SnakeNamingStrategy } from './naming.js';

export type SqlFlavour = 'sqlite' | 'mysql' | 'mariadb';

/**
 * The entity classes of the schema. The caller passes them (src/schema.ts lists them): this
 * folder depends on no domain module, the domains depend on it (TenantScope, column helpers).
 */
export type EntityList = readonly (abstract new (...args: never[]) => object)[];

export interface ServerCheck {
  readonly flavour: SqlFlavour;
  /** The MySQL/MariaDB database DATABASE_URL names, when it did not exist and was created. */
  readonly created?: string;
}

/** The statement that creates the service's MySQL/MariaDB database. */
export function createDatabaseStatement(name: string): string {
  return `CREATE DATABASE \`${name.replaceAll('`', '``')}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`;
}

/**
 * MySQL and MariaDB report column defaults differently; TypeORM needs to know which it talks to.
 * The database DATABASE_URL names is created when the server does not have it yet; when the
 * user may not create it, the error says what to run.
 */
export async function checkServer(config: DatabaseConfig, create = true): Promise<ServerCheck> {
  if (config.type === 'sqlite') return { flavour: 'sqlite' };
  const { createConnection } = await import('mysql2/promise');
  const url = new URL(config.url);
  const name = decodeURIComponent(url.pathname.replace(/^\//, ''));
  url.pathname = '/';
  const connection = await createConnection({ uri: url.toString() });
  try {
    const [rows] = await connection.query('SELECT VERSION() AS v');
    const version = String((rows as { v: string }[])[0]?.v ?? '');
    const flavour = /mariadb/i.test(version) ? 'mariadb' : 'mysql';
    if (!name) throw new Error('DATABASE_URL names no database (mysql://user:pass@host:3306/<database>)');
    const [schemas] = await connection.query('SELECT SCHEMA_NAME FROM information_schema.SCHEMATA WHERE SCHEMA_NAME = ?', [name]);
    if ((schemas as unknown[]).length > 0) return { flavour };
    if (!create) throw new DatabaseNotFoundError(`The server has no database ${name} (DATABASE_URL ${databaseUrlForDisplay(config)}): check DATABASE_URL; the service creates its database on its first start.`);
    try {
      await connection.query(createDatabaseStatement(name));
    } catch (error) {
      throw new Error(`Database ${name} does not exist and this user cannot create it (${(error as Error).message}); create it on the server with: ${createDatabaseStatement(name)};`, { cause: error });
    }
    return { flavour, created: name };
  } finally {
    await connection.end();
  }
}

export function dataSourceOptions(config: DatabaseConfig, entities: EntityList, flavour: SqlFlavour = config.type): DataSourceOptions {
  const common = {
    entities: [...entities],
    migrations: MIGRATIONS,
    migrationsRun: false,
    synchronize: false,
    namingStrategy: new SnakeNamingStrategy(),
    // Failed queries surface as exceptions, which the transports log; DATABASE_LOGGING adds every statement.
    logging: (config.logging ? ['query', 'error'] : false) as LoggerOptions,
  };
  if (config.type === 'sqlite') {
    return {
      ...common,
      type: 'better-sqlite3',
      database: config.url,
      enableWAL: config.url !== ':memory:',
      // TypeORM's cache of prepared statements (first in, first out) holds 100 by default; an import
      // cycles through more distinct statements than that and prepared nearly every query again
      // (docs/benchmarks.md, incremental import).
      statementCacheSize: 2000,
      prepareDatabase: (db: { pragma(sql: string): unknown }) => {
        db.pragma('busy_timeout = 5000');
        db.pragma('synchronous = NORMAL');
        db.pragma('foreign_keys = ON');
      },
    };
  }
  return {
    ...common,
    type: flavour === 'mariadb' ? 'mariadb' : 'mysql',
    url: config.url,
    charset: 'utf8mb4_unicode_ci',
    timezone: 'Z',
    poolSize: config.poolSize,
    supportBigNumbers: true,
    dateStrings: false,
  };
}

/** The database server cannot be used: unreachable (after retrying) or refusing the credentials. One line, for the operator. */
export class DatabaseUnavailableError extends Error {
  override readonly name = 'DatabaseUnavailableError';
}

/** Errors of a server that is not (yet) there; a refused login or an unknown host name is not worth waiting for. */
const UNREACHABLE = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'EAI_AGAIN', 'PROTOCOL_CONNECTION_LOST', 'ER_CON_COUNT_ERROR', 'ER_SERVER_SHUTDOWN']);
const AUTHENTICATION = new Set(['ER_ACCESS_DENIED_ERROR', 'ER_DBACCESS_DENIED_ERROR', 'ER_ACCESS_DENIED_NO_PASSWORD_ERROR', 'ER_NOT_SUPPORTED_AUTH_MODE']);

function errorCode(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : '';
}

function reason(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message !== '' ? message : errorCode(error);
}

/** Retry delays: 0.5 s, doubling, at most 5 s. */
function backoff(attempt: number): number {
  return Math.min(500 * 2 ** attempt, 5000);
}

/**
 * checkServer, retried with a growing delay while the server is unreachable, for `waitMs` at most
 * (a database starting beside the service, e.g. in compose). A refused login or a missing host
 * fails at once. Either way the error is a DatabaseUnavailableError with a one-line message.
 */
export async function checkServerPatiently(config: DatabaseConfig, create: boolean, waitMs: number): Promise<ServerCheck> {
  const where = databaseUrlForDisplay(config);
  const deadline = Date.now() + waitMs;
  const logger = new Logger('Database');
  for (let attempt = 0; ; attempt++) {
    try {
      return await checkServer(config, create);
    } catch (error) {
      const code = errorCode(error);
      if (AUTHENTICATION.has(code)) throw new DatabaseUnavailableError(`the database server refused the login of DATABASE_URL ${where} (${reason(error)}).`, { cause: error });
      if (code === 'ENOTFOUND') throw new DatabaseUnavailableError(`the database host of DATABASE_URL ${where} is unknown (${reason(error)}).`, { cause: error });
      if (!UNREACHABLE.has(code)) throw error;
      const delay = backoff(attempt);
      if (Date.now() + delay > deadline) {
        const waited = waitMs > 0 ? `, after trying for ${Math.round(waitMs / 1000)} s (DATABASE_CONNECT_WAIT_SECONDS)` : '';
        throw new DatabaseUnavailableError(`the database server of DATABASE_URL ${where} is unreachable (${reason(error)})${waited}.`, { cause: error });
      }
      logger.warn(`Cannot reach the database server of ${where} (${reason(error)}); trying again in ${delay / 1000} s.`);
      await new Promise((resolve) => setTimeout(resolve, delay));
    }
  }
}

/** The database named by DATABASE_URL is not there, and the caller (the CLI) does not create one. */
export class DatabaseNotFoundError extends Error {
  override readonly name = 'DatabaseNotFoundError';
}

/**
 * Throws DatabaseNotFoundError when the directory of an SQLite file does not exist: a typo in an
 * explicit DATABASE_URL would otherwise start an empty database somewhere new.
 */
export function requireSqliteDirectory(config: DatabaseConfig): void {
  if (config.type !== 'sqlite' || config.url === ':memory:') return;
  const directory = dirname(resolve(config.url));
  if (!existsSync(directory)) {
    throw new DatabaseNotFoundError(`There is no directory ${directory} for the SQLite file of DATABASE_URL ${databaseUrlForDisplay(config)}: check DATABASE_URL.`);
  }
}

/**
 * Creates (not initialises) the data source. The SQLite file's directory, or the MySQL/MariaDB
 * database, is created if needed, unless `create` is false: then a missing directory or
 * MySQL/MariaDB database throws DatabaseNotFoundError (a new SQLite file in an existing
 * directory is still made).
 */
export async function createDataSource(config: DatabaseConfig, entities: EntityList, create = true, waitMs = 0): Promise<DataSource> {
  if (config.type === 'sqlite' && config.url !== ':memory:') {
    if (create) mkdirSync(dirname(config.url), { recursive: true });
    else requireSqliteDirectory(config);
  }
  const server = await checkServerPatiently(config, create, waitMs);
  if (server.created) new Logger('Database').log(`Created the database ${server.created} (utf8mb4).`);
  return new DataSource(dataSourceOptions(config, entities, server.flavour));
}

/** How long an instance waits for another one's start-up work (migrations) before giving up. */
const STARTUP_LOCK_TIMEOUT_SECONDS = 600;

export class PendingMigrationsError extends Error {
  constructor() {
    super('The database has pending migrations and MIGRATE_ON_START is false: run them first (npm run migration:run, or node dist/cli/migrations/run-migrations.js).');
    this.name = 'PendingMigrationsError';
  }
}

/**
 * Runs `work` while holding the database's start-up lock, so instances starting at once on one
 * MySQL/MariaDB database migrate (and add reference data) one after the other: the first does
 * the work, the others find nothing left to do. The lock (GET_LOCK, named after the database) is
 * held on a connection of its own, outside the pool, and is freed by the server if the process
 * dies. An SQLite file has a single writer; nothing to coordinate.
 */
export async function withStartupLock<T>(config: DatabaseConfig, work: () => Promise<T>): Promise<T> {
  if (config.type === 'sqlite') return work();
  const { createConnection } = await import('mysql2/promise');
  const connection = await createConnection({ uri: config.url });
  try {
    const lockName = "CONCAT('listing-startup:', LEFT(SHA1(DATABASE()), 32))";
    const [rows] = await connection.query(`SELECT GET_LOCK(${lockName}, ?) AS acquired`, [STARTUP_LOCK_TIMEOUT_SECONDS]);
    if (Number((rows as { acquired: unknown }[])[0]?.acquired) !== 1) {
      throw new Error(`Waited ${STARTUP_LOCK_TIMEOUT_SECONDS} s for another instance's start-up (migrations) to finish.`);
    }
    try {
      return await work();
    } finally {
      await connection.query(`SELECT RELEASE_LOCK(${lockName})`);
    }
  } finally {
    await connection.end();
  }
}

interface PooledConnection {
  query(sql: string, callback: (error: Error | null) => void): void;
}
interface ConnectionPool {
  on(event: 'connection', listener: (connection: PooledConnection) => void): void;
  readonly _allConnections?: { toArray(): PooledConnection[] };
}

/**
 * The optimizer settings of every pooled MySQL/MariaDB connection: NOT IN subqueries are
 * materialized once per statement rather than turned into a lookup per row (MariaDB
 * `in_to_exists=off`; MySQL `subquery_materialization_cost_based=off`). Every listing condition
 * holds one (the units of the agency's withdrawn projects, property-query.ts); turned into a
 * correlated lookup, MariaDB read a property row by primary key for each entry of the listing
 * index, from disk once the table outgrows the buffer pool: the count of the 25,000 properties
 * changed in 30 days at 1M took 650 ms with 25,000 row reads, 10 ms materialized. The few other
 * IN subqueries (owners, selected lists) are semi-joins, which these switches do not touch.
 *
 * Also the session's sql_mode without NO_BACKSLASH_ESCAPES: the driver escapes the values it
 * writes into statement text (TypeORM's queries, the heavy statements of sql-statements.ts) with
 * backslashes, which that mode would read as ordinary characters, ending a string at its quote.
 */
async function tuneMysqlSessions(dataSource: DataSource): Promise<void> {
  const pool = (dataSource.driver as unknown as { pool?: ConnectionPool }).pool;
  if (!pool) return;
  const [row] = await dataSource.query<{ v: string }[]>('SELECT VERSION() AS v');
  const switches = /mariadb/i.test(row?.v ?? '') ? 'in_to_exists=off' : 'subquery_materialization_cost_based=off';
  const setting = `SET SESSION optimizer_switch = '${switches}', sql_mode = TRIM(BOTH ',' FROM REPLACE(CONCAT(',', @@SESSION.sql_mode, ','), ',NO_BACKSLASH_ESCAPES,', ','))`;
  // Sent on a new connection before whatever it was opened for (its commands run in order).
  const apply = (connection: PooledConnection) =>
    connection.query(setting, (error) => {
      if (error) new Logger('Database').error(`Could not set the session's optimizer switches and sql_mode (${error.message}); NOT IN subqueries may be slower, and a server in NO_BACKSLASH_ESCAPES mode would misread escaped values.`);
    });
  pool.on('connection', apply);
  // The connections TypeORM opened while initialising are idle in the pool.
  for (const connection of pool._allConnections?.toArray() ?? []) apply(connection);
}

/** Applies pending migrations (one transaction each) under the start-up lock; returns their names. */
export async function migrate(dataSource: DataSource): Promise<string[]> {
  return (await dataSource.runMigrations({ transaction: 'each' })).map((migration) => migration.name);
}

export interface OpenOptions {
  /** The entities of the schema (src/schema.ts). */
  readonly entities: EntityList;
  /** Start-up work done under the same lock as the migrations (reference data, demo data). */
  readonly prepare?: (dataSource: DataSource) => Promise<void>;
  /** Told the names of the migrations this start applied. */
  readonly onMigrated?: (names: readonly string[]) => void;
  /** False: a missing SQLite directory or MySQL/MariaDB database is an error (createDataSource). */
  readonly create?: boolean;
}

/**
 * Initialises the data source and, under the start-up lock, applies pending migrations
 * (or, with MIGRATE_ON_START=false, refuses to go on while any is pending) and runs `prepare`.
 */
export async function openDatabase(config: DatabaseConfig, options: OpenOptions): Promise<DataSource> {
  const dataSource = await createDataSource(config, options.entities, options.create ?? true);
  await dataSource.initialize();
  try {
    await tuneMysqlSessions(dataSource);
    await withStartupLock(config, async () => {
      if (config.migrateOnStart) {
        const applied = await migrate(dataSource);
        if (applied.length > 0) options.onMigrated?.(applied);
      } else if (await dataSource.showMigrations()) {
        throw new PendingMigrationsError();
      }
      await options.prepare?.(dataSource);
    });
  } catch (error) {
    await dataSource.destroy();
    throw error;
  }
  if (config.type === 'sqlite') {
    // Without statistics SQLite may prefer an (agency_id, …) index over a primary-key lookup;
    // this (re)gathers them where they are missing or stale, sampling so it stays fast at 1M rows.
    await dataSource.query('PRAGMA analysis_limit = 400');
    await dataSource.query('PRAGMA optimize = 0x10002');
  }
  return dataSource;
}
