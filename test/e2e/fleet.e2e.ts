import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createConnection } from 'mysql2/promise';
import { DEMO_ACCOUNTS } from '../../src/seeding/demo-data.js';
import { MIGRATIONS } from '../../src/database/migrations/index.js';
import { V12 } from '../fixtures/v12/http.js';
import { usingMysql } from '../support/database.js';
import { partialSoapCall, sleep } from '../support/slow-request.js';
import {
  createDatabase,
  freePort,
  type Instance,
  metricValue,
  ROOT,
  runCli,
  startInstance,
  stopInstance,
  TcpProxy,
  waitReady,
  waitUntil,
} from '../support/fleet.js';

/**
 * Two real instances (`node dist/main.js`, separate processes) on one MariaDB database and one
 * Redis, as docs/deployment.md runs them: concurrent first start, shared throttling, a CLI
 * change seen by both at once, health probes, metrics, request ids and graceful shutdown.
 * A third instance reaches MariaDB and Redis through TCP proxies the test can cut.
 * Needs DATABASE_URL=mysql://… and Redis on REDIS_URL (default redis://127.0.0.1:6379).
 */
const REDIS_URL = process.env['REDIS_URL'] ?? 'redis://127.0.0.1:6379';
const fleet = usingMysql() ? describe : describe.skip;
// Written to standard error, not console.log: Jest drops the console output of a suite whose tests are all skipped
// when it runs more than one suite, so that line never showed in a whole run.
if (!usingMysql()) process.stderr.write('fleet.e2e: skipped — the two-instance suite needs MariaDB (DATABASE_URL=mysql://…) and Redis.\n');
/** HAProxy from Debian's packages (.ci/run installs it); the load-balancer part needs it. */
const HAPROXY = ['/usr/sbin/haproxy', '/usr/bin/haproxy', '/usr/local/sbin/haproxy'].find((path) => existsSync(path)) ?? 'haproxy';
const haproxyDescribe = usingMysql() && existsSync(HAPROXY) ? describe : describe.skip;
if (usingMysql() && !existsSync(HAPROXY)) process.stderr.write('fleet.e2e: the HAProxy part is skipped — it needs haproxy (apt-get install haproxy).\n');

const [OWN, OTHER] = [DEMO_ACCOUNTS[0]!, DEMO_ACCOUNTS[1]!];

async function jsonCode(instance: Instance, name: string, password: string, headers: Record<string, string> = {}): Promise<number> {
  const json = JSON.stringify({ CustomerName: name, CustomerPassword: password });
  const response = await fetch(`${instance.baseUrl}${V12}/GetHistoriesTypeJson?json=${encodeURIComponent(json)}`, { headers });
  expect(response.status).toBe(200);
  const body = (await response.json()) as { GetHistoriesTypeJsonResult: { Code: number } };
  return body.GetHistoriesTypeJsonResult.Code;
}

async function scrape(instance: Instance): Promise<string> {
  const response = await fetch(`${instance.baseUrl}/metrics`);
  expect(response.status).toBe(200);
  return response.text();
}

fleet('a fleet of two instances on MariaDB and Redis', () => {
  let database: Awaited<ReturnType<typeof createDatabase>>;
  let env: Record<string, string>;
  let a: Instance;
  let b: Instance;
  const started: Instance[] = [];

  beforeAll(async () => {
    database = await createDatabase(process.env['DATABASE_URL'] as string);
    env = {
      DATABASE_URL: database.url.toString(),
      REDIS_URL,
      REDIS_KEY_PREFIX: `fleet-test-${randomBytes(4).toString('hex')}:`,
      DEMO_DATA: 'true',
      THROTTLE_MAX_FAILURES: '3',
      THROTTLE_DELAY_MS: '0',
      TRUST_PROXY: 'true',
      CREDENTIAL_CACHE_TTL_SECONDS: '300',
      LOG_LEVEL: 'log',
    };
    // Both start at the same moment on the empty database.
    [a, b] = await Promise.all([startInstance('A', env), startInstance('B', env)]);
    started.push(a, b);
    await Promise.all([waitReady(a), waitReady(b)]);
  }, 300_000);

  afterAll(async () => {
    await Promise.all(started.map((instance) => stopInstance(instance)));
    await database?.drop();
  });

  it('migrates once when both start at once on an empty database', async () => {
    const migrated = [a, b].filter((instance) => instance.lines.some((line) => line.msg.startsWith('Applied migrations')));
    expect(migrated).toHaveLength(1);
    const connection = await createConnection({ uri: database.url.toString() });
    try {
      const [rows] = await connection.query('SELECT name FROM migrations');
      expect((rows as { name: string }[]).map((row) => row.name).sort()).toEqual(MIGRATIONS.map((m) => m.name).sort());
      const [agencies] = await connection.query('SELECT COUNT(*) AS n FROM agency');
      expect(Number((agencies as { n: number }[])[0]?.n)).toBe(new Set(DEMO_ACCOUNTS.map((account) => account.agencyId)).size);
    } finally {
      await connection.end();
    }
    for (const instance of [a, b]) expect(instance.lines.filter((line) => line.level >= 50)).toEqual([]);
  });

  it('shares login throttling: failures on either instance count towards one limit', async () => {
    const intruder = `intruder-${randomBytes(3).toString('hex')}`;
    // THROTTLE_MAX_FAILURES=3 for one name from one address: two failures on A, one on B.
    expect(await jsonCode(a, intruder, 'guess-1')).toBe(401);
    expect(await jsonCode(b, intruder, 'guess-2')).toBe(401);
    expect(await jsonCode(a, intruder, 'guess-3')).toBe(401);
    expect(await jsonCode(b, intruder, 'guess-4')).toBe(429);
    expect(await jsonCode(a, intruder, 'guess-5')).toBe(429);
    // Each instance logs the security events it saw (written as its response finishes).
    const events = await waitUntil('the security events', async () => {
      const seen = [...a.lines, ...b.lines].filter((line) => line['customerName'] === intruder).map((line) => line['event']);
      return seen.length >= 5 ? seen : undefined;
    });
    expect(events.filter((event) => event === 'login-failed')).toHaveLength(3);
    expect(events.filter((event) => event === 'login-throttled')).toHaveLength(2);
  });

  it('refuses an account disabled with the CLI on both instances within a second', async () => {
    // Every probe comes from its own address (TRUST_PROXY), so refusals never add up to throttling.
    let probe = 0;
    const from = () => ({ 'X-Forwarded-For': `203.0.113.${(probe += 1)}` });
    expect(await jsonCode(a, OTHER.name, OTHER.password, from())).toBe(0);
    expect(await jsonCode(b, OTHER.name, OTHER.password, from())).toBe(0);
    const cli = await runCli(['accounts', 'disable', '--name', OTHER.name], env);
    expect(cli).toMatchObject({ code: 0 });
    const disabledAt = Date.now();
    await waitUntil(
      'both instances to refuse the disabled account',
      async () => ((await jsonCode(a, OTHER.name, OTHER.password, from())) === 401 && (await jsonCode(b, OTHER.name, OTHER.password, from())) === 401 ? true : undefined),
      5000,
      20,
    );
    expect(Date.now() - disabledAt).toBeLessThan(1000);

    const enabled = await runCli(['accounts', 'enable', '--name', OTHER.name], env);
    expect(enabled.code).toBe(0);
    expect(await jsonCode(a, OTHER.name, OTHER.password, from())).toBe(0);
    expect(await jsonCode(b, OTHER.name, OTHER.password, from())).toBe(0);
  });

  it('counts the calls it serves in /metrics and writes one access line per request with the request id', async () => {
    const labels = { interface: 'v12', protocol: 'json-get', operation: 'GetHistoriesTypeJson', code: 'ok', status: '200' };
    const before = metricValue(await scrape(a), 'listing_requests_total', labels);
    const failedBefore = metricValue(await scrape(a), 'listing_login_failures_total');
    const requestId = `probe-${randomBytes(4).toString('hex')}`;
    for (let i = 0; i < 3; i++) expect(await jsonCode(a, OWN.name, OWN.password, { 'X-Request-Id': `${requestId}-${i}` })).toBe(0);
    const wrongPassword = `wrong-${randomBytes(6).toString('hex')}`;
    expect(await jsonCode(a, OWN.name, wrongPassword)).toBe(401);
    const text = await scrape(a);
    expect(metricValue(text, 'listing_requests_total', labels) - before).toBe(3);
    expect(metricValue(text, 'listing_login_failures_total') - failedBefore).toBe(1);
    expect(metricValue(text, 'listing_request_duration_seconds_count', { operation: 'GetHistoriesTypeJson' })).toBeGreaterThanOrEqual(3);
    expect(metricValue(text, 'listing_cache_lookups_total', { cache: 'credentials', result: 'hit' })).toBeGreaterThan(0);
    expect(metricValue(text, 'listing_db_pool_size')).toBe(16);
    expect(metricValue(text, 'listing_db_pool_connections', { state: 'open' })).toBeGreaterThan(0);
    expect(text).toMatch(/^nodejs_eventloop_lag_seconds /m);
    expect(text).not.toContain(wrongPassword);

    const access = await waitUntil('the access lines', async () => {
      const lines = a.lines.filter((line) => typeof line['reqId'] === 'string' && (line['reqId'] as string).startsWith(requestId));
      return lines.length >= 3 ? lines : undefined;
    });
    expect(access).toHaveLength(3);
    expect(access[0]).toMatchObject({ msg: 'request', interface: 'v12', protocol: 'json-get', operation: 'GetHistoriesTypeJson', code: 'ok', status: 200 });
    expect(typeof access[0]?.['accountId']).toBe('number');
    await waitUntil('the failed login event', async () => (a.lines.some((line) => line['event'] === 'login-failed' && line['customerName'] === OWN.name) ? true : undefined));
    // Neither the password nor the json= query (which carries it) is ever logged.
    expect(JSON.stringify(a.lines)).not.toContain(wrongPassword);
    expect(JSON.stringify(a.lines.filter((line) => line['context'] === 'Access'))).not.toMatch(/CustomerPassword|json=/);
  });

  haproxyDescribe('behind HAProxy with deploy/haproxy.cfg', () => {
    let lb: ChildProcess;
    let lbUrl: string;
    let dir: string;

    beforeAll(async () => {
      // The compose file's HAProxy configuration, with the two instances' local addresses.
      const port = await freePort();
      const cfg = readFileSync(join(ROOT, 'deploy/haproxy.cfg'), 'utf8')
        .replace(/^(\s*)bind :8080$/m, `$1bind 127.0.0.1:${port}`)
        .replace(/^(\s*server app-1) app-1:8080/m, `$1 ${new URL(a.baseUrl).host}`)
        .replace(/^(\s*server app-2) app-2:8080/m, `$1 ${new URL(b.baseUrl).host}`);
      dir = mkdtempSync(join(tmpdir(), 'fleet-lb-'));
      writeFileSync(join(dir, 'haproxy.cfg'), cfg);
      expect(execFileSync(HAPROXY, ['-c', '-f', join(dir, 'haproxy.cfg')], { encoding: 'utf8' })).toMatch(/valid/i);
      lb = spawn(HAPROXY, ['-db', '-f', join(dir, 'haproxy.cfg')], { stdio: 'ignore' });
      lbUrl = `http://127.0.0.1:${port}`;
      // Both servers pass the health check (rise 2, every 2 s) before traffic is spread over them.
      await sleep(5000);
      await waitUntil('HAProxy to answer', async () => ((await fetch(`${lbUrl}/health/ready`)).status === 200 ? true : undefined));
    }, 60_000);

    afterAll(() => {
      lb?.kill('SIGTERM');
      if (dir) rmSync(dir, { recursive: true, force: true });
    });

    it('spreads calls over both instances, gives each a request id and keeps /metrics internal', async () => {
      const prefix = `via-lb-${randomBytes(3).toString('hex')}`;
      for (let i = 0; i < 6; i++) {
        const json = JSON.stringify({ CustomerName: OWN.name, CustomerPassword: OWN.password });
        const response = await fetch(`${lbUrl}${V12}/GetHistoriesTypeJson?json=${encodeURIComponent(json)}`, { headers: { 'X-Request-Id': `${prefix}-${i}` } });
        expect(response.status).toBe(200);
        expect(response.headers.get('x-request-id')).toBe(`${prefix}-${i}`);
      }
      const anonymous = await fetch(`${lbUrl}/health/live`);
      expect(anonymous.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/i);
      const served = await waitUntil('the access lines', async () => {
        const counts = [a, b].map((instance) => instance.lines.filter((line) => String(line['reqId'] ?? '').startsWith(prefix) && line.msg === 'request').length);
        return counts[0]! + counts[1]! === 6 ? counts : undefined;
      });
      expect(served[0]).toBeGreaterThan(0);
      expect(served[1]).toBeGreaterThan(0);
      expect((await fetch(`${lbUrl}/metrics`)).status).toBe(404);
    });
  });

  describe('an instance cut off from MariaDB and Redis', () => {
    let c: Instance;
    let dbProxy: TcpProxy;
    let redisProxy: TcpProxy;

    beforeAll(async () => {
      const db = new URL(database.url);
      dbProxy = new TcpProxy(db.hostname, Number(db.port || 3306));
      const redis = new URL(REDIS_URL);
      redisProxy = new TcpProxy(redis.hostname, Number(redis.port || 6379));
      db.host = `127.0.0.1:${await dbProxy.start()}`;
      redis.host = `127.0.0.1:${await redisProxy.start()}`;
      c = await startInstance('C', { ...env, DATABASE_URL: db.toString(), REDIS_URL: redis.toString(), SHUTDOWN_GRACE_SECONDS: '20' });
      started.push(c);
      await waitReady(c);
    }, 180_000);

    afterAll(async () => {
      await stopInstance(c);
      await dbProxy.cut();
      await redisProxy.cut();
    });

    it('keeps serving without Redis: readiness says degraded, logins still work, nothing fails', async () => {
      await redisProxy.cut();
      const ready = await waitUntil('readiness to report Redis down', async () => {
        const response = await fetch(`${c.baseUrl}/health/ready`);
        const body = (await response.json()) as { status: string; details: Record<string, { status: string }> };
        return body.details['redis']?.status === 'degraded' ? { response, body } : undefined;
      });
      expect(ready.response.status).toBe(200);
      expect(ready.body.status).toBe('degraded');
      // Our words in the answer; the driver's message only in the log.
      expect(JSON.stringify(ready.body.details['redis'])).toContain('Redis unreachable');
      expect(JSON.stringify(ready.body)).not.toMatch(/ECONNREFUSED|ECONNRESET|ETIMEDOUT|127\.0\.0\.1/);
      expect(await jsonCode(c, OWN.name, OWN.password)).toBe(0);
      expect(await jsonCode(c, `nobody-${randomBytes(3).toString('hex')}`, 'x')).toBe(401);
      expect(c.lines.some((line) => line.level === 40 && /Redis/.test(line.msg))).toBe(true);
      await redisProxy.start();
      await waitUntil('Redis to be back', async () => {
        const body = (await (await fetch(`${c.baseUrl}/health/ready`)).json()) as { status: string };
        return body.status === 'ok' ? true : undefined;
      });
    });

    it('fails /health/ready (503) while the database is unreachable, stays live, and recovers', async () => {
      await dbProxy.cut();
      const response = await waitUntil('readiness to fail', async () => {
        const answer = await fetch(`${c.baseUrl}/health/ready`);
        return answer.status === 503 ? answer : undefined;
      });
      const body = (await response.json()) as { details: Record<string, { status: string }> };
      expect(body.details['database']?.status).toBe('down');
      expect((await fetch(`${c.baseUrl}/health/live`)).status).toBe(200);
      expect((await fetch(`${a.baseUrl}/health/ready`)).status).toBe(200);
      await dbProxy.start();
      await waitReady(c, 30_000);
    });

    it('drains a request in flight on SIGTERM: readiness fails at once, the request completes, the process exits 0', async () => {
      const call = partialSoapCall(c.baseUrl, OWN.name, OWN.password);
      await sleep(300);
      const linesBefore = c.lines.length;
      c.process.kill('SIGTERM');
      await sleep(500);
      expect((await fetch(`${c.baseUrl}/health/ready`)).status).toBe(503);
      call.finish();
      const { status, body } = await call.answer;
      expect(status).toBe(200);
      expect(body).toContain('GetCountryCodesResult');
      expect(await c.exit).toBe(0);
      // A clean stop: no warning or error on the way out (Redis and the database closed quietly).
      expect(c.lines.slice(linesBefore).filter((line) => line.level >= 40)).toEqual([]);
    });
  });
});
