import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import Database from 'better-sqlite3';
import { createConnection, createPool, type Pool } from 'mysql2/promise';
import { Webhook } from 'standardwebhooks';
import { testDatabasePrefix, usingMysql } from '../support/database.js';
import { type Instance, runCli, startInstance, stopInstance, waitReady, waitUntil } from '../support/fleet.js';

/**
 * The convergence proof of docs/sync.md: a reference consumer per agency keeps a replica by
 * push (signed webhooks, verified with the `standardwebhooks` package), pull (GetChanges) and
 * reconciliation (GetPublishedIndex + the tail from AsOfCursor), while the test writes random
 * creates, changes, withdrawals, publications, deletions, pictures, documents and project/unit changes
 * across three agencies in plain SQL and with the CLI: a same-second burst larger than a page,
 * the endpoints down for a long stretch (compressed retry schedule), deliveries answered 500
 * (duplicates), everything received applied again shuffled (out of order), an instance killed
 * with SIGKILL while a delivery is in flight, and (on MariaDB) concurrent writers whose
 * transactions commit out of order. After the drain each replica equals the source (ids and
 * versions), no sequence is missed and nothing reached another agency.
 * On MariaDB it runs two instances with Redis (BullMQ delivery); on SQLite one, in-process.
 */
const MYSQL = usingMysql();
const REDIS_URL = process.env['REDIS_URL'] ?? 'redis://127.0.0.1:6379';
const NOW = "'2026-01-01 00:00:00'";
const PUBLISHED = [1, 2, 4, 6];

type Query = (sql: string, params?: readonly unknown[]) => Promise<{ insertId: number; rows: Record<string, unknown>[] }>;

interface Writer {
  tx(work: (query: Query) => Promise<void>): Promise<void>;
  query: Query;
  close(): Promise<void>;
}

function sqliteWriter(file: string): Writer {
  const db = new Database(file);
  db.pragma('busy_timeout = 10000');
  const query: Query = async (sql, params = []) => {
    const statement = db.prepare(sql);
    if (statement.reader) return { insertId: 0, rows: statement.all(...params) as Record<string, unknown>[] };
    const result = statement.run(...params);
    return { insertId: Number(result.lastInsertRowid), rows: [] };
  };
  return { query, tx: (work) => work(query), close: async () => void db.close() };
}

function mysqlWriter(pool: Pool): Writer {
  const query: Query = async (sql, params = []) => {
    const [result] = await pool.query(sql, params as unknown[]);
    return Array.isArray(result) ? { insertId: 0, rows: result as Record<string, unknown>[] } : { insertId: (result as { insertId: number }).insertId, rows: [] };
  };
  return {
    query,
    async tx(work) {
      // A deadlock victim is rolled back whole (its events with it) and tried again, as the
      // service's runTransaction does: two writers touching each other's rows in turn deadlock.
      for (let attempt = 1; ; attempt++) {
        const connection = await pool.getConnection();
        try {
          await connection.beginTransaction();
          await work(async (sql, params = []) => {
            const [result] = await connection.query(sql, params as unknown[]);
            return Array.isArray(result) ? { insertId: 0, rows: result as Record<string, unknown>[] } : { insertId: (result as { insertId: number }).insertId, rows: [] };
          });
          // Hold some transactions open so that commits come out of insertion order.
          if (Math.random() < 0.5) await sleep(Math.random() * 40);
          await connection.commit();
          return;
        } catch (error) {
          await connection.rollback();
          if ((error as { errno?: number }).errno !== 1213 || attempt === 5) throw error;
        } finally {
          connection.release();
        }
      }
    },
    close: () => pool.end(),
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const pick = <T>(items: readonly T[]): T | undefined => items[Math.floor(Math.random() * items.length)];

interface Entry {
  version: number;
  present: boolean;
}

/** The consumer's rule: a change newer than what it holds replaces it; Withdrawn and Deleted remove. */
function apply(replica: Map<string, Entry>, resource: string, key: number, kind: string, version: number): void {
  const id = `${resource}:${key}`;
  const held = replica.get(id);
  if (held && held.version >= version) return;
  replica.set(id, { version, present: kind !== 'Deleted' && kind !== 'Withdrawn' });
}

function presentOf(replica: Map<string, Entry>): Record<string, number> {
  return Object.fromEntries([...replica].filter(([, entry]) => entry.present).map(([key, entry]) => [key, entry.version]).sort(([a], [b]) => (a! < b! ? -1 : 1)));
}

interface Received {
  agency: number;
  id: string;
  at: number;
  data: { sequence: number; resource: string; key: number; kind: string; version: number };
}

(MYSQL || !process.env['DATABASE_URL'] ? describe : describe.skip)(`sync convergence (${MYSQL ? 'MariaDB + Redis, two instances' : 'SQLite'})`, () => {
  const agencies = [1, 2, 3];
  const accounts = new Map<number, string>();
  const secrets = new Map<number, string>();
  const received: Received[] = [];
  const pushReplicas = new Map<number, Map<string, Entry>>(agencies.map((a) => [a, new Map()]));
  const replicas = new Map<number, Map<string, Entry>>(agencies.map((a) => [a, new Map()]));
  const cursors = new Map<number, string>();
  const pulledSequences = new Map<number, Set<number>>(agencies.map((a) => [a, new Set()]));
  let mode: 'up' | 'down' | 'hold' = 'up';
  const held: ServerResponse[] = [];
  let receiver: Server;
  let receiverUrl = '';
  let env: Record<string, string> = {};
  const instances: Instance[] = [];
  let writer: Writer;
  let dropDatabase = async () => undefined as void;
  let tempDir = '';
  const failures: string[] = [];

  const live = () => instances.find((instance) => instance.process.exitCode === null && instance.process.signalCode === null)!;

  async function v12(operation: string, agency: number, body: Record<string, unknown>): Promise<{ Code: number; Message: string; Value: Record<string, unknown> }> {
    const json = JSON.stringify({ CustomerName: accounts.get(agency), CustomerPassword: `pw-${accounts.get(agency)}`, ...body });
    const response = await fetch(`${live().baseUrl}/1.2/APIService.svc/${operation}Json?json=${encodeURIComponent(json)}`);
    const parsed = (await response.json()) as Record<string, { Code: number; Message: string; Value: Record<string, unknown> }>;
    return parsed[`${operation}JsonResult`]!;
  }

  /** Pulls the agency's changes from its cursor until HasMore is false (pages of 50). */
  async function pull(agency: number): Promise<void> {
    for (;;) {
      const result = await v12('GetChanges', agency, { Cursor: cursors.get(agency) ?? '', Limit: 50 });
      if (result.Code !== 0) throw new Error(`GetChanges ${agency}: ${result.Code} ${result.Message}`);
      const changes = result.Value['Changes'] as { Sequence: number; Resource: string; Key: number; Kind: string; Version: number }[];
      for (const change of changes) {
        apply(replicas.get(agency)!, change.Resource, change.Key, change.Kind, change.Version);
        pulledSequences.get(agency)!.add(change.Sequence);
      }
      cursors.set(agency, result.Value['NextCursor'] as string);
      if (!result.Value['HasMore']) return;
    }
  }

  /** Rebuilds the agency's replica from GetPublishedIndex, then continues from the first page's AsOfCursor. */
  async function reconcile(agency: number): Promise<void> {
    const replica = new Map<string, Entry>();
    let token = '';
    let asOf: string | null = null;
    for (;;) {
      const result = await v12('GetPublishedIndex', agency, { PageToken: token, Limit: 40 });
      if (result.Code !== 0) throw new Error(`GetPublishedIndex ${agency}: ${result.Code} ${result.Message}`);
      asOf ??= result.Value['AsOfCursor'] as string;
      for (const item of result.Value['Items'] as { Resource: string; ID: number; Version: number }[]) apply(replica, item.Resource, item.ID, 'Changed', item.Version);
      token = result.Value['NextPageToken'] as string;
      if (!result.Value['HasMore']) break;
    }
    replicas.set(agency, replica);
    cursors.set(agency, asOf);
  }

  function onHook(request: IncomingMessage, response: ServerResponse): void {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => {
      const agency = Number(/\/hook\/(\d+)/.exec(request.url ?? '')?.[1]);
      if (mode === 'down') {
        if (Math.random() < 0.5) {
          response.writeHead(503, { 'retry-after': '1' }).end();
        } else {
          request.socket.destroy();
        }
        return;
      }
      if (mode === 'hold') {
        held.push(response);
        return;
      }
      try {
        const payload = new Webhook(secrets.get(agency)!).verify(body, request.headers as Record<string, string>) as { data: Received['data'] };
        received.push({ agency, id: String(request.headers['webhook-id']), at: Date.now(), data: payload.data });
        apply(pushReplicas.get(agency)!, payload.data.resource, payload.data.key, payload.data.kind, payload.data.version);
        apply(replicas.get(agency)!, payload.data.resource, payload.data.key, payload.data.kind, payload.data.version);
      } catch (error) {
        failures.push(`signature of a delivery to agency ${agency}: ${(error as Error).message}`);
      }
      // Some deliveries are answered 500 after being applied: the retry is a duplicate.
      response.writeHead(Math.random() < 0.1 ? 500 : 204).end();
    });
  }

  // The source, as the test wrote it (ids per agency), to drive random operations.
  const properties = new Map<number, number[]>(agencies.map((a) => [a, []]));
  const projects = new Map<number, number[]>(agencies.map((a) => [a, []]));
  const commits: { agency: number; key: string; at: number }[] = [];

  async function createProperty(query: Query, agency: number, status: number, projectId: number | null = null): Promise<number> {
    const { insertId } = await query(
      `INSERT INTO property (agency_id, web_id, type_id, status, project_id, created_at, last_changed_at) VALUES (?, 1, 1, ?, ?, ${NOW}, ${NOW})`,
      [agency, status, projectId],
    );
    properties.get(agency)!.push(insertId);
    return insertId;
  }

  /** One random change of an agency's listings, in plain SQL. */
  async function randomChange(query: Query, agency: number): Promise<void> {
    const own = properties.get(agency)!;
    const ownProjects = projects.get(agency)!;
    const roll = Math.random();
    const property = pick(own);
    if (roll < 0.3 || property === undefined) {
      await createProperty(query, agency, pick([0, 1, 1, 1, 2, 5])!);
    } else if (roll < 0.45) {
      await query('UPDATE property SET price = ? WHERE id = ?', [Math.round(Math.random() * 1e6), property]);
    } else if (roll < 0.55) {
      await query('UPDATE property SET status = ? WHERE id = ?', [pick([1, 3, 5, 6])!, property]);
    } else if (roll < 0.62) {
      await query('DELETE FROM property_picture WHERE property_id = ?', [property]);
      await query('DELETE FROM property WHERE id = ?', [property]);
      own.splice(own.indexOf(property), 1);
    } else if (roll < 0.68) {
      await query(
        "INSERT INTO property_picture (property_id, position, small_url, small_width, small_height, medium_url, medium_width, medium_height, large_url, large_width, large_height, xlarge_url, xlarge_width, xlarge_height) VALUES (?, 1, 's', 1, 1, 'm', 1, 1, 'l', 1, 1, 'x', 1, 1)",
        [property],
      );
    } else if (roll < 0.72) {
      // A document of a property or a project, published or not: both change what partners read.
      const project = Math.random() < 0.3 ? pick(ownProjects) : undefined;
      await query(
        `INSERT INTO document (agency_id, property_id, project_id, title, kind, file_url, published, created_at) VALUES (?, ?, ?, 'Plan', 'plan', 'https://files.example/plan.pdf', ?, ${NOW})`,
        [agency, project === undefined ? property : null, project ?? null, Math.random() < 0.5 ? 1 : 0],
      );
    } else if (roll < 0.8 || ownProjects.length === 0) {
      const { insertId } = await query(`INSERT INTO project (agency_id, name, publish_internet, created_at, last_changed_at) VALUES (?, 'P', ?, ${NOW}, ${NOW})`, [
        agency,
        Math.random() < 0.7 ? 1 : 0,
      ]);
      ownProjects.push(insertId);
    } else if (roll < 0.88) {
      await createProperty(query, agency, 1, pick(ownProjects)!);
    } else {
      await query('UPDATE project SET publish_internet = ?, name = ? WHERE id = ?', [Math.random() < 0.6 ? 1 : 0, `P${Math.random()}`, pick(ownProjects)!]);
    }
  }

  async function writeFor(ms: number, writers: number): Promise<void> {
    const until = Date.now() + ms;
    await Promise.all(
      Array.from({ length: writers }, async () => {
        while (Date.now() < until) {
          const agency = pick(agencies)!;
          await writer.tx(async (query) => {
            for (let i = 0; i < 1 + Math.floor(Math.random() * 3); i++) await randomChange(query, agency);
          });
          await sleep(5 + Math.random() * 20);
        }
      }),
    );
  }

  beforeAll(async () => {
    receiver = createServer(onHook);
    receiver.listen(0, '127.0.0.1');
    await new Promise((resolve) => receiver.once('listening', resolve));
    receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
    let databaseUrl: string;
    if (MYSQL) {
      const base = process.env['DATABASE_URL']!;
      const name = `${testDatabasePrefix()}conv_${Date.now().toString(36)}`;
      const admin = await createConnection({ uri: base });
      await admin.query(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
      await admin.end();
      const url = new URL(base);
      url.pathname = `/${name}`;
      databaseUrl = url.toString();
      dropDatabase = async () => {
        const connection = await createConnection({ uri: base });
        await connection.query(`DROP DATABASE IF EXISTS \`${name}\``);
        await connection.end();
      };
    } else {
      tempDir = mkdtempSync(join(tmpdir(), 'sync-convergence-'));
      databaseUrl = `sqlite:${join(tempDir, 'service.sqlite')}`;
    }
    env = {
      DATABASE_URL: databaseUrl,
      DEMO_DATA: 'false',
      LOG_LEVEL: 'warn',
      WEBHOOK_ALLOW_PRIVATE: 'true',
      // Compressed time: the ~3-day schedule becomes ~20 s, so a 5 s outage is survived.
      WEBHOOK_RETRY_SCHEDULE: '100ms,200ms,400ms,800ms,1s,1s,1s,1s,1s,1s,1s,1s,1s,1s,1s,1s,1s,1s,1s,1s',
      WEBHOOK_POLL_INTERVAL: '100ms',
      WEBHOOK_TIMEOUT: '2s',
      CHANGE_SEQUENCER_INTERVAL: '50ms',
      // Compaction runs every second, but nothing is older than the 30-day retention until the end.
      CHANGE_COMPACTION_INTERVAL: '1s',
      ...(MYSQL ? { REDIS_URL, REDIS_KEY_PREFIX: `${testDatabasePrefix()}conv${Date.now().toString(36)}:` } : {}),
    };
    instances.push(await startInstance('first', env));
    await waitReady(instances[0]!);
    if (MYSQL) {
      instances.push(await startInstance('second', env));
      await waitReady(instances[1]!);
    }
    writer = MYSQL ? mysqlWriter(createPool({ uri: databaseUrl, connectionLimit: 8 })) : sqliteWriter(databaseUrl.slice('sqlite:'.length));
    for (const agency of agencies) await writer.query('INSERT INTO agency (id, name) VALUES (?, ?)', [agency, `Agency ${agency}`]);
    for (const agency of agencies) {
      const name = `conv${agency}`;
      const created = await runCli(['accounts', 'create', '--agency', String(agency), '--name', name, '--password', `pw-${name}`], env);
      // Nothing on standard error but the CLI's note of the database it opened.
      expect(created.stderr.replace(/^Database: .*\n/, '')).toBe('');
      expect(created.code).toBe(0);
      accounts.set(agency, name);
      const added = await runCli(['webhooks', 'add', '--agency', String(agency), '--url', `${receiverUrl}/hook/${agency}`], env);
      expect(added.code).toBe(0);
      secrets.set(agency, /whsec_\S+/.exec(added.stdout)![0]);
      await reconcile(agency);
    }
  }, 180_000);

  afterAll(async () => {
    for (const response of held) response.destroy();
    await Promise.all(instances.map((instance) => stopInstance(instance)));
    await writer?.close();
    receiver?.close();
    await dropDatabase();
    if (tempDir) rmSync(tempDir, { recursive: true, force: true });
  });

  it('converges per agency through push, pull and reconciliation, under outages, duplicates, a SIGKILL and concurrent writers', async () => {
    const puller = { stop: false, done: Promise.resolve() };
    puller.done = (async () => {
      while (!puller.stop) {
        // While no instance is up (the SIGKILL), a pull fails to connect and is simply tried again.
        for (const agency of agencies) await pull(agency).catch((error: unknown) => (error as Error).message !== 'fetch failed' && failures.push(`pull: ${(error as Error).message}`));
        await sleep(300);
      }
    })();

    // 1. Normal running: fresh published properties, to time commit → delivery.
    for (let i = 0; i < 30; i++) {
      const agency = agencies[i % agencies.length]!;
      const id = await createProperty(writer.query, agency, 1);
      commits.push({ agency, key: `Property:${id}`, at: Date.now() });
      await sleep(60);
    }
    // 2. More same-second changes than fit in a page.
    await writer.tx(async (query) => {
      for (let i = 0; i < 180; i++) await createProperty(query, 2, 1);
    });
    // 3. Random changes from concurrent writers, then the endpoints down for a long stretch.
    await writeFor(2000, MYSQL ? 4 : 1);
    mode = 'down';
    await writeFor(5000, MYSQL ? 4 : 1);
    mode = 'up';
    // 4. An instance dies with SIGKILL while a delivery is in flight.
    mode = 'hold';
    await writeFor(500, 1);
    await waitUntil('a delivery held in flight', async () => (held.length > 0 ? true : undefined), 20_000);
    const victim = live();
    victim.process.kill('SIGKILL');
    await victim.exit;
    mode = 'up';
    for (const response of held.splice(0)) response.destroy();
    const replacement = await startInstance('replacement', env);
    instances.push(replacement);
    await waitReady(replacement);
    // 5. A consumer that lost its copy rebuilds from the published index and the tail.
    await reconcile(3);
    // 6. More changes, some through the CLI (the domain service), while everything recovers.
    const cliChanges = agencies.map(async (agency) => {
      const id = properties.get(agency)!.at(-1);
      if (id !== undefined) await runCli(['properties', 'status', '--agency', String(agency), '--property', String(id), '--status', '5'], env);
    });
    await Promise.all([writeFor(3000, MYSQL ? 4 : 1), ...cliChanges]);
    // A project with published units withdrawn and published again through the domain, then
    // withdrawn for good (the writers above also turn projects' flags on and off in plain SQL).
    for (const agency of agencies.slice(0, 1)) {
      const project = projects.get(agency)!.at(-1);
      if (project === undefined) continue;
      await createProperty(writer.query, agency, 1, project);
      await createProperty(writer.query, agency, 2, project);
      for (const action of ['withdraw', 'publish', 'withdraw']) {
        const result = await runCli(['projects', action, '--agency', String(agency), '--project', String(project)], env);
        expect({ code: result.code, stderr: result.stderr.replace(/^Database: .*\n/, '') }).toEqual({ code: 0, stderr: '' });
      }
    }

    // Drain: every event stamped, fanned out and delivered.
    await waitUntil(
      'the outbox to drain',
      async () => {
        const [pending] = (await writer.query("SELECT COUNT(*) AS n FROM webhook_delivery WHERE status = 'pending'")).rows;
        const [unstamped] = (await writer.query('SELECT COUNT(*) AS n FROM change_event WHERE sequence IS NULL')).rows;
        const state = (await writer.query('SELECT name, value FROM sync_state')).rows;
        const value = (name: string) => Number(state.find((row) => row['name'] === name)?.['value']);
        return Number(pending!['n']) === 0 && Number(unstamped!['n']) === 0 && value('sequence') === value('webhook_fanout') ? true : undefined;
      },
      60_000,
      250,
    );
    puller.stop = true;
    await puller.done;
    for (const agency of agencies) await pull(agency);
    // Duplicates and out-of-order deliveries: everything received, applied again in random order.
    for (const message of [...received].sort(() => Math.random() - 0.5)) {
      apply(pushReplicas.get(message.agency)!, message.data.resource, message.data.key, message.data.kind, message.data.version);
      apply(replicas.get(message.agency)!, message.data.resource, message.data.key, message.data.kind, message.data.version);
    }

    expect(failures).toEqual([]);
    const disabled = (await writer.query('SELECT COUNT(*) AS n FROM webhook_subscription WHERE enabled = 0')).rows[0]!;
    expect(Number(disabled['n'])).toBe(0);
    for (const agency of agencies) {
      // The source, straight from the tables: published records, versions from the change log.
      const versions = new Map<string, number>();
      for (const row of (await writer.query('SELECT resource, record_key, MAX(id) AS v FROM change_event WHERE agency_id = ? GROUP BY resource, record_key', [agency])).rows) {
        versions.set(`${String(row['resource'])}:${Number(row['record_key'])}`, Number(row['v']));
      }
      const source: Record<string, number> = {};
      // Published as the reads decide: a published status, and not a unit of a withdrawn project.
      const listed = await writer.query(
        `SELECT p.id AS id FROM property p WHERE p.agency_id = ? AND p.status IN (${PUBLISHED.join(', ')}) AND NOT EXISTS (SELECT 1 FROM project j WHERE j.id = p.project_id AND j.publish_internet = 0)`,
        [agency],
      );
      for (const row of listed.rows) source[`Property:${Number(row['id'])}`] = versions.get(`Property:${Number(row['id'])}`)!;
      for (const row of (await writer.query('SELECT id FROM project WHERE agency_id = ? AND publish_internet = 1', [agency])).rows) source[`Project:${Number(row['id'])}`] = versions.get(`Project:${Number(row['id'])}`)!;
      const sorted = Object.fromEntries(Object.entries(source).sort(([a], [b]) => (a < b ? -1 : 1)));
      expect(Object.keys(sorted).length).toBeGreaterThan(10);
      expect(presentOf(replicas.get(agency)!)).toEqual(sorted);
      expect(presentOf(pushReplicas.get(agency)!)).toEqual(sorted);
      // No sequence missed, by push nor by pull (agency 3 rebuilt mid-way, so its pull started late).
      const sequences = (await writer.query('SELECT sequence FROM change_event WHERE agency_id = ? ORDER BY sequence', [agency])).rows.map((row) => Number(row['sequence']));
      const pushed = new Set(received.filter((m) => m.agency === agency).map((m) => m.data.sequence));
      expect(sequences.filter((s) => !pushed.has(s))).toEqual([]);
      if (agency !== 3) expect(sequences.filter((s) => !pulledSequences.get(agency)!.has(s))).toEqual([]);
    }
    // Nothing reached another agency: every delivered key belongs to the agency of its endpoint.
    const owners = new Map<number, number>();
    for (const row of (await writer.query('SELECT sequence, agency_id FROM change_event')).rows) owners.set(Number(row['sequence']), Number(row['agency_id']));
    expect(received.filter((m) => owners.get(m.data.sequence) !== m.agency)).toEqual([]);
    for (const agency of agencies) for (const sequence of pulledSequences.get(agency)!) expect(owners.get(sequence)).toBe(agency);

    // Commit-to-delivery latency of the normal phase (reported in docs/benchmarks.md).
    const latencies = commits
      .map((commit) => {
        const first = received.find((m) => m.agency === commit.agency && `${m.data.resource}:${m.data.key}` === commit.key && m.at >= commit.at);
        return first ? first.at - commit.at : null;
      })
      .filter((value): value is number => value !== null)
      .sort((a, b) => a - b);
    const percentile = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))];
    console.log(`sync convergence (${MYSQL ? 'MariaDB + Redis/BullMQ, 2 instances' : 'SQLite, 1 instance'}): ${received.length} deliveries, commit → delivery p50 ${percentile(50)} ms, p95 ${percentile(95)} ms (n=${latencies.length})`);
    expect(latencies.length).toBe(commits.length);

    // Past the retention: compaction removes superseded events, an old cursor answers 410
    // ResyncRequired (never an empty success), and a rebuild from the index still equals the source.
    const before = presentOf(replicas.get(1)!);
    await writer.query("UPDATE change_event SET occurred_at = '2000-01-01 00:00:00'");
    const stale = await waitUntil(
      'compaction to pass the first cursor',
      async () => {
        const result = await v12('GetChanges', 1, { Cursor: Buffer.from('c1.1').toString('base64url'), Limit: 10 });
        return result.Code === 410 ? result : undefined;
      },
      20_000,
      200,
    );
    expect(stale.Message).toMatch(/^ResyncRequired/);
    await reconcile(1);
    await pull(1);
    expect(presentOf(replicas.get(1)!)).toEqual(before);
  }, 240_000);
});
