import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from '@jest/globals';
import { createConnection } from 'mysql2/promise';
import type { DataSource } from 'typeorm';
import { loadConfig, type DatabaseConfig } from '../../src/config/config.js';
import { openDatabase } from '../../src/database/data-source.js';
import { ENTITIES } from '../../src/schema.js';
import { DEMO_PERSON_LOGINS, DEMO_STAFF_LOGIN } from '../../src/seeding/demo-data.js';
import { noAccountHint, prepareStartData } from '../../src/seeding/start-data.js';
import { openTestDatabase, testDatabasePrefix, usingMysql } from '../support/database.js';

/** The database of a fresh clone (DATABASE_URL unset). */
const DEFAULT_DATABASE = loadConfig({}).database;

/** A logger that keeps what it is told. */
function recorder(): { lines: { level: string; text: string }[]; log(text: string): void; warn(text: string): void } {
  const lines: { level: string; text: string }[] = [];
  return { lines, log: (text) => lines.push({ level: 'log', text }), warn: (text) => lines.push({ level: 'warn', text }) };
}

describe('the data step of a start', () => {
  const cleanups: (() => Promise<void>)[] = [];

  afterEach(async () => {
    for (const cleanup of cleanups.splice(0)) await cleanup();
  });

  async function empty(): Promise<DataSource> {
    const dataSource = await openTestDatabase();
    cleanups.push(() => dataSource.destroy());
    return dataSource;
  }

  it('tells the operator how to create an account when the database has none', async () => {
    const logger = recorder();
    await prepareStartData(await empty(), { demoData: 'off', database: DEFAULT_DATABASE }, undefined, logger as never);
    expect(logger.lines.filter((l) => l.level === 'warn').map((l) => l.text)).toEqual(noAccountHint(DEFAULT_DATABASE));
    expect(logger.lines.map((l) => l.text).join('\n')).toContain('  npm run cli -- accounts create --agency');
  });

  it('names the database in the commands it prints, unless it is the default file, never with its password', () => {
    const mariadb = loadConfig({ DATABASE_URL: 'mysql://listings:s3cret@db.internal:3306/listings' }).database;
    const hint = noAccountHint(mariadb).join('\n');
    expect(hint).toContain(`  DATABASE_URL='mysql://listings:<password>@db.internal:3306/listings' npm run cli -- agencies create --name "My Agency"`);
    expect(hint).toContain(`  DATABASE_URL='mysql://listings:<password>@db.internal:3306/listings' npm run cli -- accounts create`);
    expect(hint).not.toContain('s3cret');
    const other = loadConfig({ DATABASE_URL: 'sqlite:/srv/listings/live.sqlite' }).database;
    expect(noAccountHint(other).join('\n')).toContain(`  DATABASE_URL='sqlite:/srv/listings/live.sqlite' npm run cli -- agencies create`);
    expect(noAccountHint(DEFAULT_DATABASE).join('\n')).not.toContain('DATABASE_URL=');
  });

  it('names the demo accounts but never a demo person password, and gives no hint once accounts exist', async () => {
    const dataSource = await empty();
    const logger = recorder();
    await prepareStartData(dataSource, { demoData: 'empty-database', database: DEFAULT_DATABASE }, undefined, logger as never);
    const text = logger.lines.map((l) => l.text).join('\n');
    expect(text).toContain('demo/demo (agency 1 Immo Demo)');
    expect(text).toContain('docs/demo-data.md');
    expect(text).toContain(`Demo staff login (admin of agency 1 Immo Demo; the back-office /admin/, POST /api/v1/session): ${DEMO_STAFF_LOGIN.email} / ${DEMO_STAFF_LOGIN.password}.`);
    for (const login of DEMO_PERSON_LOGINS) expect(text).not.toContain(login.password);
    expect(logger.lines.filter((l) => l.level === 'warn')).toEqual([]);

    const again = recorder();
    await prepareStartData(dataSource, { demoData: 'empty-database', database: DEFAULT_DATABASE }, undefined, again as never);
    expect(again.lines).toEqual([]);
  });

  it('creates the database DATABASE_URL names when it does not exist yet', async () => {
    const base = loadConfig({ DATABASE_URL: process.env['DATABASE_URL'] }).database;
    let config: DatabaseConfig;
    let exists: () => boolean | Promise<boolean>;
    if (usingMysql()) {
      const name = `${testDatabasePrefix()}created_${Date.now().toString(36)}`;
      const url = new URL(base.url);
      url.pathname = `/${name}`;
      config = { ...base, url: url.toString() };
      const server = async <T>(work: (c: Awaited<ReturnType<typeof createConnection>>) => Promise<T>): Promise<T> => {
        const connection = await createConnection({ uri: base.url });
        try {
          return await work(connection);
        } finally {
          await connection.end();
        }
      };
      exists = () => server(async (c) => ((await c.query('SHOW DATABASES LIKE ?', [name]))[0] as unknown[]).length === 1);
      cleanups.push(() => server(async (c) => void (await c.query(`DROP DATABASE IF EXISTS \`${name}\``))));
    } else {
      const dir = mkdtempSync(join(tmpdir(), 'start-data-'));
      cleanups.push(async () => rmSync(dir, { recursive: true, force: true }));
      config = { ...base, url: join(dir, 'new', 'service.sqlite') };
      exists = () => existsSync(config.url);
    }
    expect(await exists()).toBe(false);
    const dataSource = await openDatabase(config, { entities: ENTITIES });
    cleanups.unshift(() => dataSource.destroy());
    expect(await exists()).toBe(true);
    expect(await dataSource.showMigrations()).toBe(false);
  });
});
