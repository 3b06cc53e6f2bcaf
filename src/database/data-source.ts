import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { Logger } from '@nestjs/common';
import { DataSource, type DataSourceOptions, type LoggerOptions } from 'typeorm';
import type { DatabaseConfig } from '../config/config.js';
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
export async function checkServer(config: DatabaseConfig): Promise<ServerCheck> {
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
    poolSize: 16,
    supportBigNumbers: true,
    dateStrings: false,
  };
}

/**
 * Creates (not initialises) the data source. The SQLite file's directory, or the MySQL/MariaDB
 * database, is created if needed.
 */
export async function createDataSource(config: DatabaseConfig, entities: EntityList): Promise<DataSource> {
  if (config.type === 'sqlite' && config.url !== ':memory:') mkdirSync(dirname(config.url), { recursive: true });
  const server = await checkServer(config);
  if (server.created) new Logger('Database').log(`Created the database ${server.created} (utf8mb4).`);
  return new DataSource(dataSourceOptions(config, entities, server.flavour));
}

export interface OpenOptions {
  /** The entities of the schema (src/schema.ts). */
  readonly entities: EntityList;
}

/** Initialises the data source and applies pending migrations in one transaction each. */
export async function openDatabase(config: DatabaseConfig, options: OpenOptions): Promise<DataSource> {
  const dataSource = await createDataSource(config, options.entities);
  await dataSource.initialize();
  await dataSource.runMigrations({ transaction: 'each' });
  if (config.type === 'sqlite') {
    // Without statistics SQLite may prefer an (agency_id, …) index over a primary-key lookup;
    // this (re)gathers them where they are missing or stale, sampling so it stays fast at 1M rows.
    await dataSource.query('PRAGMA analysis_limit = 400');
    await dataSource.query('PRAGMA optimize = 0x10002');
  }
  return dataSource;
}
