import { execFileSync, spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { runCli, startInstance, waitUntil, type Instance } from '../support/fleet.js';

/**
 * The SQLite backup and restore of docs/operations.md, as an operator runs them: an online backup
 * (`listing-cli backup`, and sqlite3's `.backup` where the sqlite3 shell is installed) while the
 * service serves and writes, then a service started on the restored copy serving the same data.
 */
describe('backing up and restoring the embedded database', () => {
  let directory: string;
  const started: Instance[] = [];

  beforeAll(() => {
    directory = mkdtempSync(join(tmpdir(), 'backup-'));
  });

  afterAll(() => {
    for (const instance of started) if (instance.process.exitCode === null) instance.process.kill('SIGKILL');
    rmSync(directory, { recursive: true, force: true });
  });

  const ready = async (baseUrl: string) => ((await fetch(`${baseUrl}/health/ready`)).status === 200 ? true : undefined);
  /** The website visits recorded for property 1 of the demo agency. */
  const visitCount = async (baseUrl: string) => {
    const json = encodeURIComponent(JSON.stringify({ CustomerName: 'demo', CustomerPassword: 'demo', ID: 1 }));
    const body = (await (await fetch(`${baseUrl}/1.2/APIService.svc/GetVisitStatisticOfPropertyJson?json=${json}`)).json()) as { GetVisitStatisticOfPropertyJsonResult: { Code: number; Value: { TotalVisits: number } } };
    expect(body.GetVisitStatisticOfPropertyJsonResult.Code).toBe(0);
    return body.GetVisitStatisticOfPropertyJsonResult.Value.TotalVisits;
  };

  it('takes a consistent copy while the service serves and writes, and a service on the restored copy serves the same data', async () => {
    const live = join(directory, 'service.sqlite');
    const serving = await startInstance('live', { DATABASE_URL: `sqlite:${live}`, DEMO_DATA: 'true', SHUTDOWN_GRACE_SECONDS: '2' });
    started.push(serving);
    await waitUntil('the service to be ready', () => ready(serving.baseUrl), 120_000);
    // Writes go on during the backup: website visits recorded through the v1.2 interface.
    let writing = true;
    let writes = 0;
    const visits = (async () => {
      while (writing) {
        const json = encodeURIComponent(JSON.stringify({ CustomerName: 'demo', CustomerPassword: 'demo', PropertyID: 1, Source: `https://example.org/${writes}` }));
        const answer = (await (await fetch(`${serving.baseUrl}/1.2/APIService.svc/AddServiceOwnWebsiteVisitJson?json=${json}`)).json()) as { AddServiceOwnWebsiteVisitJsonResult: { Code: number } };
        expect(answer.AddServiceOwnWebsiteVisitJsonResult.Code).toBe(0);
        writes += 1;
      }
    })();
    await waitUntil('writes to be under way', async () => (writes > 0 ? true : undefined), 30_000);
    const before = await visitCount(serving.baseUrl);
    const copy = join(directory, 'backup.sqlite');
    const backup = await runCli(['backup', '--out', copy], { DATABASE_URL: `sqlite:${live}` });
    writing = false;
    await visits;
    expect(backup.stderr).toMatch(/Backed up the database to .*backup\.sqlite: \d+ pages/);
    expect(backup.code).toBe(0);
    expect(writes).toBeGreaterThan(0);
    // A backup never overwrites.
    expect((await runCli(['backup', '--out', copy], { DATABASE_URL: `sqlite:${live}` })).code).toBe(1);
    const after = await visitCount(serving.baseUrl);
    expect(after).toBeGreaterThan(before);

    let shellCopy: string | null = null;
    if (spawnSync('sqlite3', ['-version']).status === 0) {
      shellCopy = join(directory, 'shell-backup.sqlite');
      execFileSync('sqlite3', [live, `.backup '${shellCopy}'`]);
    }
    serving.process.kill('SIGTERM');
    expect(await serving.exit).toBe(0);
    // The commands are the ones docs/operations.md gives.
    const documented = readFileSync(new URL('../../docs/operations.md', import.meta.url), 'utf8');
    expect(documented).toContain('npm run -s cli -- backup --out ');
    expect(documented).toContain(`sqlite3 data/service.sqlite ".backup '/backups/service.sqlite'"`);
    expect(documented).toContain('Remove the database file and its `-wal` and `-shm` files');

    // Restore: the service stopped, the copy in place of the file (its -wal and -shm removed), started again.
    for (const source of [copy, ...(shellCopy ? [shellCopy] : [])]) {
      for (const suffix of ['', '-wal', '-shm']) rmSync(`${live}${suffix}`, { force: true });
      copyFileSync(source, live);
      expect(existsSync(`${live}.initialised`)).toBe(true);
      const restored = await startInstance('restored', { DATABASE_URL: `sqlite:${live}`, SHUTDOWN_GRACE_SECONDS: '2' });
      started.push(restored);
      await waitUntil('the restored service to be ready', () => ready(restored.baseUrl), 120_000);
      // The copy is the database as of one moment during the backup: the visits written before it began, not all of those after.
      const restoredVisits = await visitCount(restored.baseUrl);
      expect(restoredVisits).toBeGreaterThanOrEqual(before);
      expect(restoredVisits).toBeLessThanOrEqual(after);
      const agencies = await runCli(['agencies', 'list'], { DATABASE_URL: `sqlite:${live}` });
      expect(agencies.stdout).toContain('Immo Demo');
      restored.process.kill('SIGTERM');
      expect(await restored.exit).toBe(0);
    }
  }, 300_000);

  it('refuses a target in a directory that does not exist', async () => {
    const file = join(directory, 'refuse.sqlite');
    expect((await runCli(['agencies', 'create', '--name', 'X'], { DATABASE_URL: `sqlite:${file}` })).code).toBe(0);
    const missing = await runCli(['backup', '--out', join(directory, 'no-such-dir', 'b.sqlite')], { DATABASE_URL: `sqlite:${file}` });
    expect(missing).toMatchObject({ code: 1, stderr: expect.stringContaining('Backup refused: there is no directory') });
  }, 60_000);
});
