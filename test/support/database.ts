import { randomBytes } from 'node:crypto';
import { createConnection } from 'mysql2/promise';
import type { DataSource } from 'typeorm';
import { loadConfig, type DatabaseConfig } from '../../src/config/config.js';
import { createDatabaseStatement, openDatabase } from '../../src/database/data-source.js';
import { ENTITIES } from '../../src/schema.js';

/**
 * How the MySQL/MariaDB test databases' names begin (TEST_DATABASE_PREFIX, default `t_`), so that
 * a shared server's databases of this project can be told apart and cleaned up.
 */
export function testDatabasePrefix(): string {
  const prefix = process.env['TEST_DATABASE_PREFIX'] ?? 't_';
  if (!/^[A-Za-z0-9_]{0,40}$/.test(prefix)) throw new Error(`TEST_DATABASE_PREFIX must be 0-40 letters, digits or underscores: ${prefix}`);
  return prefix;
}

/**
 * The database the integration and e2e tiers run against: SQLite in memory by default, or a
 * fresh, uniquely named database on the MySQL/MariaDB server that DATABASE_URL points to
 * (dropped again when the data source is destroyed).
 */
export async function testDatabaseConfig(): Promise<{ config: DatabaseConfig; drop: () => Promise<void> }> {
  const base = loadConfig({ DATABASE_URL: process.env['DATABASE_URL'] }).database;
  if (base.type === 'sqlite') return { config: { ...base, url: ':memory:' }, drop: async () => undefined };
  const url = new URL(base.url);
  const name = `${testDatabasePrefix()}${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  const admin = await createConnection({ uri: base.url });
  await admin.query(createDatabaseStatement(name));
  await admin.end();
  url.pathname = `/${name}`;
  return {
    config: { ...base, url: url.toString() },
    drop: async () => {
      const connection = await createConnection({ uri: base.url });
      await connection.query(`DROP DATABASE IF EXISTS \`${name}\``);
      await connection.end();
    },
  };
}

/** A migrated, empty test database; destroying the data source drops a MySQL/MariaDB one. */
export async function openTestDatabase(): Promise<DataSource> {
  const { config, drop } = await testDatabaseConfig();
  const dataSource = await openDatabase(config, { entities: ENTITIES });
  const destroy = dataSource.destroy.bind(dataSource);
  dataSource.destroy = async () => {
    await destroy();
    await drop();
  };
  return dataSource;
}

export function usingMysql(): boolean {
  return /^(mysql|mariadb):/i.test(process.env['DATABASE_URL'] ?? '');
}
