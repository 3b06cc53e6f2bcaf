import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { usingMysql } from '../support/database.js';
import { freePort, ROOT, startInstance, waitUntil, type Instance } from '../support/fleet.js';

/**
 * How the compiled service stops, as a process manager or a terminal stops it: SIGTERM to
 * `node dist/main.js` and to `npm start`. Runs on the embedded SQLite database.
 */
describe('stopping the service', () => {
  let directory: string;
  const started: Instance[] = [];

  beforeAll(() => {
    directory = mkdtempSync(join(tmpdir(), 'signals-'));
  });

  afterAll(() => {
    for (const instance of started) if (instance.process.exitCode === null) instance.process.kill('SIGKILL');
    rmSync(directory, { recursive: true, force: true });
  });

  const live = async (baseUrl: string) => ((await fetch(`${baseUrl}/health/live`)).status === 200 ? true : undefined);
  const refused = (port: number) =>
    new Promise<boolean | undefined>((resolve) => {
      const socket = connect(port, '127.0.0.1');
      socket.once('connect', () => (socket.destroy(), resolve(undefined)));
      socket.once('error', () => resolve(true));
    });

  it('exits within the grace period on SIGTERM when Redis was unreachable since start', async () => {
    const instance = await startInstance('no-redis', {
      DATABASE_URL: `sqlite:${join(directory, 'no-redis.sqlite')}`,
      DEMO_DATA: 'false',
      REDIS_URL: `redis://127.0.0.1:${await freePort()}`,
      SHUTDOWN_GRACE_SECONDS: '2',
    });
    started.push(instance);
    await waitUntil('the instance to serve', () => live(instance.baseUrl), 120_000);
    await waitUntil('the Redis outage to be noticed', async () => (instance.lines.some((line) => /Cannot reach Redis/.test(line.msg)) ? true : undefined), 10_000);
    // The webhook queue's connections retry about once a second: counted, logged once.
    const errors = async () => {
      const text = await (await fetch(`${instance.baseUrl}/metrics`)).text();
      const counts = [...text.matchAll(/^listing_redis_errors_total\{[^}]*\} (\d+)$/gm)].map((m) => Number(m[1]));
      return counts.reduce((a, b) => a + b, 0) >= 5 ? true : undefined;
    };
    await waitUntil('the webhook queue to fail repeatedly', errors, 30_000);
    expect(instance.lines.filter((line) => /Webhook queue|Webhook worker/.test(line.msg)).map((line) => line.msg)).toEqual([
      expect.stringMatching(/^Webhook queue: Redis unreachable \(.*\); due deliveries wait in the database until it is back\.$/),
    ]);
    const stopping = Date.now();
    instance.process.kill('SIGTERM');
    const code = await Promise.race([instance.exit, new Promise<string>((resolve) => setTimeout(() => resolve('still running'), 15_000))]);
    expect(code).toBe(0);
    // The grace (2 s) and the process's own teardown, which took 5.5 s on a 2-core machine under a
    // load of 11; a stop that waited for Redis would take its reconnect timeouts, far longer.
    expect(Date.now() - stopping).toBeLessThan(2_000 + 6_000);
    // An idle stop says so too.
    expect(instance.lines.map((line) => line.msg)).toContain('Stopping: no requests in flight');
  }, 180_000);

  async function failedStart(env: Record<string, string>): Promise<{ code: number | null; stderr: string; ms: number }> {
    const began = Date.now();
    const instance = await startInstance('failing', { DEMO_DATA: 'false', ...env });
    started.push(instance);
    const code = await instance.exit;
    return { code, stderr: instance.otherOutput.join(''), ms: Date.now() - began };
  }

  it('retries an unreachable database server for DATABASE_CONNECT_WAIT_SECONDS, then stops with one line', async () => {
    const port = await freePort();
    const url = `mysql://root@127.0.0.1:${port}/nowhere`;
    const { code, stderr, ms } = await failedStart({ DATABASE_URL: url, DATABASE_CONNECT_WAIT_SECONDS: '3' });
    expect(code).toBe(1);
    expect(stderr.trim()).toBe(`Cannot start: the database server of DATABASE_URL ${url} is unreachable (connect ECONNREFUSED 127.0.0.1:${port}), after trying for 3 s (DATABASE_CONNECT_WAIT_SECONDS).`);
    expect(ms).toBeGreaterThanOrEqual(1_400);
    expect(ms).toBeLessThan(30_000);
  }, 60_000);

  it('stops with one line, and no log of a stack, when an initialised SQLite file has disappeared', async () => {
    const file = join(directory, 'gone.sqlite');
    writeFileSync(`${file}.initialised`, 'yesterday\n');
    const { code, stderr } = await failedStart({ DATABASE_URL: `sqlite:${file}` });
    expect(code).toBe(1);
    expect(stderr.trim()).toBe(`The database file ${file} has disappeared, though it was initialised before (${file}.initialised exists). Restore the file, or delete ${file}.initialised to start with a new, empty database.`);
    expect(started.at(-1)?.lines.filter((line) => line.level >= 50)).toEqual([]);
  }, 60_000);

  it('refuses an explicit SQLite DATABASE_URL whose directory does not exist in one line, creating nothing', async () => {
    const missing = join(directory, 'typo-dir', 'service.sqlite');
    const { code, stderr } = await failedStart({ DATABASE_URL: `sqlite:${missing}` });
    expect(code).toBe(1);
    expect(stderr.trim()).toBe(`Cannot start: There is no directory ${join(directory, 'typo-dir')} for the SQLite file of DATABASE_URL sqlite:${missing}: check DATABASE_URL.`);
    expect(existsSync(join(directory, 'typo-dir'))).toBe(false);
  }, 60_000);

  it('stops with one line, not a stack, when HOST names no address', async () => {
    const { code, stderr } = await failedStart({ HOST: 'no-such-host.invalid', DATABASE_URL: `sqlite:${join(directory, 'host.sqlite')}` });
    expect(code).toBe(1);
    expect(stderr.trim()).toMatch(/^Cannot start: HOST=no-such-host\.invalid is neither an address nor a name this machine resolves \((ENOTFOUND|EAI_AGAIN|EAI_FAIL)\)\. Set HOST=0\.0\.0\.0 \(all addresses\) or one of its addresses\.$/);
  }, 60_000);

  (usingMysql() ? it : it.skip)('stops at once with one line when the database server refuses the login', async () => {
    const url = new URL(process.env['DATABASE_URL'] as string);
    url.username = 'no_such_user_h';
    url.password = 'wrong-password';
    const { code, stderr } = await failedStart({ DATABASE_URL: url.toString(), DATABASE_CONNECT_WAIT_SECONDS: '60' });
    expect(code).toBe(1);
    expect(stderr.trim()).toMatch(/^Cannot start: the database server refused the login of DATABASE_URL mysql:\/\/no_such_user_h:<password>@[^ ]+ \(Access denied[^\n]*\)\.$/);
    expect(stderr).not.toContain('wrong-password');
  }, 60_000);

  it('stops the server when `npm start` gets SIGTERM', async () => {
    const port = await freePort();
    const npm = spawn('npm', ['start'], {
      cwd: ROOT,
      env: {
        PATH: process.env['PATH'] ?? '',
        HOME: process.env['HOME'] ?? directory,
        HOST: '127.0.0.1',
        PORT: String(port),
        DATABASE_URL: `sqlite:${join(directory, 'npm-start.sqlite')}`,
        DEMO_DATA: 'false',
        LOG_FORMAT: 'json',
        SHUTDOWN_GRACE_SECONDS: '2',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
      // Its own process group, so that whatever it started can be killed should the test fail.
      detached: true,
    });
    let output = '';
    npm.stdout.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
    npm.stderr.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
    const exited = new Promise<number | null>((resolve) => npm.once('exit', (code) => resolve(code)));
    try {
      await waitUntil('npm start to serve', () => live(`http://127.0.0.1:${port}`), 120_000).catch((error: unknown) => {
        throw new Error(`${(error as Error).message}\n${output}`);
      });
      npm.kill('SIGTERM');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 8_000))]);
      // The server itself (npm's grandchild) has let go of the port.
      expect(await waitUntil(`port ${port} to be released`, () => refused(port), 8_000)).toBe(true);
      expect(output).toMatch(/Listening on/);
    } finally {
      try {
        process.kill(-(npm.pid as number), 'SIGKILL');
      } catch {
        // The group is gone: everything stopped.
      }
    }
  }, 180_000);
});
