import { execFileSync, spawnSync } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { DataSource } from 'typeorm';
import { openDatabase } from '../../src/database/data-source.js';
import { ENTITIES } from '../../src/schema.js';
import { loadDemoData } from '../../src/seeding/demo-data.js';
import { openTestDatabase, testDatabaseConfig, usingMysql } from '../support/database.js';

/**
 * The MariaDB backup and restore of docs/operations.md: `mariadb-dump --single-transaction` of a
 * database holding the demo data, restored with `mariadb` into another database, which then holds
 * the same rows, the same change-log triggers and no pending migration. Runs in the MariaDB pass.
 */
const hasTools = spawnSync('mariadb-dump', ['--version']).status === 0 && spawnSync('mariadb', ['--version']).status === 0;
const suite = usingMysql() && hasTools ? describe : describe.skip;
if (usingMysql() && !hasTools) process.stderr.write('mariadb-backup.test: skipped — it needs mariadb-dump and mariadb (apt-get install mariadb-client).\n');

/** The connection arguments of the mariadb tools for a mysql:// URL (the password through MYSQL_PWD, not the command line). */
function toolArgs(url: string): { args: string[]; env: NodeJS.ProcessEnv; database: string } {
  const parsed = new URL(url);
  return {
    args: ['-h', parsed.hostname, '-P', parsed.port || '3306', '-u', decodeURIComponent(parsed.username)],
    env: { ...process.env, MYSQL_PWD: decodeURIComponent(parsed.password) },
    database: parsed.pathname.slice(1),
  };
}

suite('backing up and restoring a MariaDB database', () => {
  let source: DataSource;
  let directory: string;

  beforeAll(async () => {
    directory = mkdtempSync(join(tmpdir(), 'mariadb-backup-'));
    source = await openTestDatabase();
    await loadDemoData(source);
  }, 180_000);

  afterAll(async () => {
    await source?.destroy();
    rmSync(directory, { recursive: true, force: true });
  });

  async function snapshot(dataSource: DataSource): Promise<{ rows: Record<string, number>; triggers: string[] }> {
    const tables = await dataSource.query<{ name: string }[]>("SELECT TABLE_NAME AS name FROM information_schema.TABLES WHERE TABLE_SCHEMA = DATABASE() AND TABLE_TYPE = 'BASE TABLE' ORDER BY TABLE_NAME");
    const rows: Record<string, number> = {};
    for (const { name } of tables) rows[name] = Number((await dataSource.query<{ n: number | string }[]>(`SELECT COUNT(*) AS n FROM \`${name}\``))[0]!.n);
    const triggers = (await dataSource.query<{ name: string }[]>('SELECT TRIGGER_NAME AS name FROM information_schema.TRIGGERS WHERE TRIGGER_SCHEMA = DATABASE() ORDER BY TRIGGER_NAME')).map((row) => row.name);
    return { rows, triggers };
  }

  it('dumps with mariadb-dump --single-transaction and restores into another database with the same rows and triggers', async () => {
    const from = toolArgs((source.options as { url: string }).url);
    const dump = join(directory, 'listings.sql');
    const out = openSync(dump, 'w');
    try {
      execFileSync('mariadb-dump', [...from.args, '--single-transaction', '--routines', '--triggers', '--hex-blob', from.database], { env: from.env, stdio: ['ignore', out, 'pipe'] });
    } finally {
      closeSync(out);
    }
    const { config, drop } = await testDatabaseConfig();
    const to = toolArgs(config.url);
    const input = openSync(dump, 'r');
    try {
      execFileSync('mariadb', [...to.args, to.database], { env: to.env, stdio: [input, 'pipe', 'pipe'] });
    } finally {
      closeSync(input);
    }
    // The procedure is the one docs/operations.md gives.
    const documented = readFileSync(new URL('../../docs/operations.md', import.meta.url), 'utf8');
    expect(documented).toContain('mariadb-dump -h db-host -u listings --single-transaction --routines --triggers --hex-blob listings > listings.sql');
    expect(documented).toContain('mariadb -h db-host -u listings listings_restored < listings.sql');
    const restored = await openDatabase({ ...config, migrateOnStart: false }, { entities: ENTITIES });
    try {
      expect(await restored.showMigrations()).toBe(false);
      const [expected, actual] = [await snapshot(source), await snapshot(restored)];
      expect(actual).toEqual(expected);
      expect(expected.triggers.length).toBeGreaterThan(0);
      expect(expected.rows['property']).toBeGreaterThan(0);
    } finally {
      await restored.destroy();
      await drop();
    }
  }, 180_000);
});
