import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { testDatabasePrefix, usingMysql } from '../support/database.js';
import { buildIfStale, ROOT, runCli } from '../support/fleet.js';

/**
 * The compiled administration CLI as an operator runs it (`node dist/cli/main.js`, what
 * `npm run cli` runs): it says which database it acts on and never invents one.
 */
describe('the CLI process', () => {
  let directory: string;

  beforeAll(() => {
    directory = mkdtempSync(join(tmpdir(), 'cli-process-'));
    // Compiled as npm start does (so `npm start` finds nothing to compile).
    buildIfStale();
  }, 180_000);

  afterAll(() => {
    rmSync(directory, { recursive: true, force: true });
  });

  it('names the database it acts on, on standard error', async () => {
    const file = join(directory, 'named.sqlite');
    const created = await runCli(['agencies', 'create', '--name', 'Immo Nord'], { DATABASE_URL: `sqlite:${file}` });
    expect(created.code).toBe(0);
    expect(created.stderr.split('\n')[0]).toBe(`Database: sqlite:${resolve(file)} (a new, empty file)`);
    const listed = await runCli(['agencies', 'list'], { DATABASE_URL: `sqlite:${file}` });
    expect(listed.stderr.split('\n')[0]).toBe(`Database: sqlite:${resolve(file)}`);
    expect(listed.stdout).toContain('Immo Nord');
  });

  it('refuses an SQLite file in a directory that does not exist, creating nothing', async () => {
    const missing = join(directory, 'no-such-dir', 'service.sqlite');
    const run = await runCli(['agencies', 'list'], { DATABASE_URL: `sqlite:${missing}` });
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(`There is no directory ${join(directory, 'no-such-dir')} for the SQLite file of DATABASE_URL sqlite:${missing}: check DATABASE_URL.`);
    expect(run.stderr).not.toMatch(/\n\s+at /);
    expect(existsSync(join(directory, 'no-such-dir'))).toBe(false);
  });

  it("runs whatever the server's own settings say (PORT=abc is none of its business)", async () => {
    const run = await runCli(['agencies', 'list'], { DATABASE_URL: `sqlite:${join(directory, 'named.sqlite')}`, PORT: 'abc', LOG_FORMAT: 'fancy', HELP_TEST_FORM: 'sometimes' });
    expect(run.stderr).not.toContain('Invalid configuration');
    expect(run.code).toBe(0);
  });

  it("the release step's migration runner also ignores the server's settings", () => {
    const run = spawnSync(process.execPath, ['dist/cli/migrations/run-migrations.js'], {
      cwd: ROOT,
      encoding: 'utf8',
      env: { PATH: process.env['PATH'] ?? '', DATABASE_URL: `sqlite:${join(directory, 'release.sqlite')}`, PORT: 'abc' },
    });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    expect(run.stdout).toContain('Applied UniqueAgencyName1795420030000');
  });

  it('still refuses a bad setting of its own in one line', async () => {
    const run = await runCli(['agencies', 'list'], { DATABASE_URL: 'postgres://x/y' });
    expect(run.code).toBe(1);
    expect(run.stderr.trim()).toBe('Failed: Invalid configuration: DATABASE_URL must start with sqlite: or mysql:// (or mariadb://)');
  });

  (usingMysql() ? it : it.skip)('refuses a MySQL/MariaDB database that does not exist, creating nothing', async () => {
    const url = new URL(process.env['DATABASE_URL'] as string);
    const name = `${testDatabasePrefix()}cli_missing_${Date.now().toString(36)}`;
    url.pathname = `/${name}`;
    const run = await runCli(['agencies', 'list'], { DATABASE_URL: url.toString() });
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(`The server has no database ${name}`);
    const again = await runCli(['agencies', 'list'], { DATABASE_URL: url.toString() });
    expect(again.stderr).toContain(`The server has no database ${name}`);
  });
});
