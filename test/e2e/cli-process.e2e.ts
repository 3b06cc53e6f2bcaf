import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { testDatabasePrefix, usingMysql } from '../support/database.js';
import { ROOT, runCli } from '../support/fleet.js';

/**
 * The compiled administration CLI as an operator runs it (`node dist/cli/main.js`, what
 * `npm run cli` runs): it says which database it acts on and never invents one.
 */
describe('the CLI process', () => {
  let directory: string;

  beforeAll(() => {
    directory = mkdtempSync(join(tmpdir(), 'cli-process-'));
  });

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

  it('writes data to standard output that a pipe can use, run as the documents say (npm run -s cli)', async () => {
    const file = join(directory, 'piped.sqlite');
    expect((await runCli(['agencies', 'create', '--name', 'Immo Pipe'], { DATABASE_URL: `sqlite:${file}` })).code).toBe(0);
    const shell = (command: string) =>
      spawnSync('sh', ['-c', command], { cwd: ROOT, encoding: 'utf8', env: { PATH: process.env['PATH'] ?? '', HOME: process.env['HOME'] ?? directory, DATABASE_URL: `sqlite:${file}` } });
    const documented = shell(`npm run -s cli -- export --agency "Immo Pipe" > ${join(directory, 'agency.json')}`);
    expect(documented.status).toBe(0);
    expect((JSON.parse(readFileSync(join(directory, 'agency.json'), 'utf8')) as { agency: { Name: string } }).agency.Name).toBe('Immo Pipe');
    // Why the documents say -s: without it npm writes its banner to standard output first.
    const bannered = shell(`npm run cli -- export --agency "Immo Pipe"`);
    expect(bannered.stdout).toMatch(/^\s*> property-listing-service@/);
    // And no command line of a document pipes or redirects the output of `npm run cli` without -s.
    const documents = ['README.md', ...readdirSync(join(ROOT, 'docs')).map((name) => `docs/${name}`)].filter((name) => name.endsWith('.md'));
    const unsafe = documents.flatMap((name) =>
      readFileSync(join(ROOT, name), 'utf8')
        .split('\n')
        .filter((line) => /^\s*([A-Z_]+=\S+\s+)*npm run cli\b.*(\s>\s*\S|\|)/.test(line))
        .map((line) => `${name}: ${line}`),
    );
    expect(unsafe).toEqual([]);
  }, 120_000);

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
