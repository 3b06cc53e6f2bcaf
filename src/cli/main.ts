#!/usr/bin/env node
/**
 * The administration CLI (`npm run cli -- <command>`): agencies, customer accounts, and the
 * JSON export/import of an agency. Runs without Nest: opens the database and uses the plain
 * service classes. `npm run cli -- --help` lists the commands.
 */
import type { DataSource } from 'typeorm';
import { ConfigError, loadConfig } from '../config/config.js';
import { openDatabase } from '../database/data-source.js';
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
    config = loadConfig();
  } catch {
    return undefined;
  }
  if (config.redisUrl === null) return undefined;
  const connection = new RedisConnection(config.redisUrl, 'oneshot');
  return { bus: new RedisCacheBus(connection, null, config.redisPrefix), connection };
}

const fleet = fleetBus();

async function database(): Promise<DataSource> {
  if (!opened) {
    try {
      opened = await openDatabase(loadConfig().database, { entities: ENTITIES });
      // Failures reach the operator as one-line messages; the query log would print SQL as well.
      opened.setOptions({ logging: ['warn'] });
    } catch (error) {
      if (error instanceof ConfigError) throw error;
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
