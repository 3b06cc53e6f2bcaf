#!/usr/bin/env node
/**
 * The administration CLI (`npm run cli -- <command>`): agencies, customer accounts, and the
 * JSON export/import of an agency. Runs without Nest: opens the database and uses the plain
 * service classes. `npm run cli -- --help` lists the commands.
 */
import type { DataSource } from 'typeorm';
import { existsSync } from 'node:fs';
import { ConfigError, databaseUrlForDisplay, loadToolConfig } from '../config/config.js';
import { DatabaseNotFoundError, openDatabase } from '../database/data-source.js';
import { RedisCacheBus } from '../fleet/redis-cache-bus.js';
import { RedisConnection } from '../fleet/redis-connection.js';
import { ENTITIES } from '../schema.js';
import { plainLogsUnlessTerminal } from '../startup.js';
import { runCli } from './run-cli.js';

plainLogsUnlessTerminal();

let opened: DataSource | undefined;

/** With REDIS_URL, changes are announced to the running instances (they drop cached credentials, reference data, counts). */
function fleetBus(): { bus: RedisCacheBus; connection: RedisConnection } | undefined {
  let config;
  try {
    // Only the settings the CLI uses (the database and Redis): a server setting (PORT …) is none of its business.
    config = loadToolConfig();
  } catch {
    return undefined;
  }
  if (config.redisUrl === null) return undefined;
  const connection = new RedisConnection(config.redisUrl, 'oneshot');
  return { bus: new RedisCacheBus(connection, null, config.redisPrefix), connection };
}

const fleet = fleetBus();

/**
 * Opens the database DATABASE_URL names, saying which on standard error (standard output stays
 * the command's own, e.g. an export). It never creates a directory or a MySQL/MariaDB database:
 * a mistyped DATABASE_URL is refused instead of silently giving an empty database.
 */
async function database(): Promise<DataSource> {
  if (!opened) {
    const config = loadToolConfig().database;
    const newFile = config.type === 'sqlite' && !existsSync(config.url);
    process.stderr.write(`Database: ${databaseUrlForDisplay(config)}${newFile ? ' (a new, empty file)' : ''}\n`);
    try {
      opened = await openDatabase(config, { entities: ENTITIES, create: false });
      // Failures reach the operator as one-line messages; the query log would print SQL as well.
      opened.setOptions({ logging: ['warn'] });
    } catch (error) {
      if (error instanceof ConfigError || error instanceof DatabaseNotFoundError) throw error;
      throw new Error(`Cannot open the database: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
    }
  }
  return opened;
}

const code = await runCli(process.argv.slice(2), {
  stdout: (text) => process.stdout.write(`${text}\n`),
  stderr: (text) => process.stderr.write(`${text}\n`),
  stdin: process.stdin,
  env: process.env,
  database,
  ...(fleet ? { cacheBus: fleet.bus } : {}),
});
if (opened?.isInitialized) await opened.destroy();
if (fleet) {
  await fleet.bus.flush();
  await fleet.connection.close();
}
process.exitCode = code;
