import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { DataSource, type DataSourceOptions, type LoggerOptions } from 'typeorm';
import type { DatabaseConfig } from '../config/config.js';
import { ENTITIES } from './entities.js';
import { MIGRATIONS } from './migrations/index.js';
import { SnakeNamingStrategy } from './naming.js';

export type SqlFlavour = 'sqlite' | 'mysql' | 'mariadb';

/** MySQL and MariaDB report column defaults differently; TypeORM needs to know which it talks to. */
export async function detectFlavour(config: DatabaseConfig): Promise<SqlFlavour> {
  if (config.type === 'sqlite') return 'sqlite';
  const { createConnection } = await import('mysql2/promise');
  const connection = await createConnection({ uri: config.url });
  try {
    const [rows] = await connection.query('SELECT VERSION() AS v');
    const version = String((rows as { v: string }[])[0]?.v ?? '');
    return /mariadb/i.test(version) ? 'mariadb' : 'mysql';
  } finally {
    await connection.end();
  }
}

export function dataSourceOptions(config: DatabaseConfig, flavour: SqlFlavour = config.type): DataSourceOptions {
  const common = {
    entities: ENTITIES,
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

/** Creates (not initialises) the data source; the SQLite file's directory is created if needed. */
export async function createDataSource(config: DatabaseConfig): Promise<DataSource> {
  if (config.type === 'sqlite' && config.url !== ':memory:') mkdirSync(dirname(config.url), { recursive: true });
  return new DataSource(dataSourceOptions(config, await detectFlavour(config)));
}

/** Initialises the data source and applies pending migrations in one transaction each. */
export async function openDatabase(config: DatabaseConfig): Promise<DataSource> {
  const dataSource = await createDataSource(config);
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
