import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Webhook } from 'standardwebhooks';
import type { DataSource } from 'typeorm';
import { ChangeSequencer } from '../../src/changes/change-sequencer.js';
import { runCli } from '../../src/cli/run-cli.js';
import { loadConfig } from '../../src/config/config.js';
import { WebhookAdmin } from '../../src/webhooks/webhook-admin.js';
import { type DispatchObserver, WebhookDispatcher } from '../../src/webhooks/webhook-dispatcher.js';
import { WebhookDelivery, type WebhookSubscription } from '../../src/webhooks/webhooks.entities.js';
import { openTestDatabase } from '../support/database.js';

/**
 * Webhook delivery against a real local endpoint (docs/sync.md, "Push"): Standard Webhooks
 * signatures checked with the `standardwebhooks` package, a webhook-id kept across retries,
 * 410 and an exhausted schedule disabling the subscription, redirects not followed,
 * Retry-After honoured, internal targets refused, both secrets signing after a rotation, and
 * deliveries only to the agency's own subscriptions.
 */
interface Hit {
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('webhook delivery', () => {
  let dataSource: DataSource;
  let server: Server;
  let base = '';
  const hits: Hit[] = [];
  const answers = new Map<string, number[]>();
  const disabled: string[] = [];
  const refused: string[] = [];
  const observer: DispatchObserver = { attempted: () => undefined, disabled: (_s, reason) => disabled.push(reason), refused: (s, reason) => refused.push(`${s.id}: ${reason}`) };
  const config = { ...loadConfig({}).webhooks, retrySchedule: [30, 30], jitter: 0, timeoutMs: 2000, allowPrivate: true };
  let dispatcher: WebhookDispatcher;
  let admin: WebhookAdmin;
  let sequencer: ChangeSequencer;
  let agencyTwo: WebhookSubscription;

  /** Publishes a new property of the agency and fans the change out. */
  async function change(agency: number): Promise<void> {
    await dataSource.query("INSERT INTO property (agency_id, web_id, type_id, status, created_at, last_changed_at) VALUES (?, 1, 1, 1, '2026-01-01 00:00:00', '2026-01-01 00:00:00')", [agency]);
    await sequencer.stampAll();
    await dispatcher.fanOut();
  }

  /** Attempts every due delivery, `rounds` times with a pause for the retry schedule. */
  async function deliver(rounds = 1): Promise<void> {
    for (let round = 0; round < rounds; round++) {
      for (const { id } of await dispatcher.due(100)) await dispatcher.attempt(id);
      await sleep(60);
    }
  }

  const deliveriesOf = (subscription: WebhookSubscription) => dataSource.getRepository(WebhookDelivery).find({ where: { subscriptionId: subscription.id }, order: { id: 'ASC' } });
  const hitsOf = (path: string) => hits.filter((hit) => hit.path === path);

  beforeAll(async () => {
    dataSource = await openTestDatabase();
    sequencer = new ChangeSequencer(dataSource);
    dispatcher = new WebhookDispatcher(dataSource, config, observer);
    admin = new WebhookAdmin(dataSource, config);
    server = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
      request.on('end', () => {
        const path = request.url ?? '';
        hits.push({ path, headers: request.headers, body });
        const status = answers.get(path)?.shift() ?? 204;
        if (status === 302) response.writeHead(302, { location: `${base}/redirected` }).end();
        else if (status === 503) response.writeHead(503, { 'retry-after': '2' }).end();
        else response.writeHead(status).end();
      });
    });
    server.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    // Events from before the subscriptions are not theirs.
    await sequencer.stampAll();
    while ((await dispatcher.fanOut()) > 0);
    agencyTwo = await admin.add(2, `${base}/two`, null);
  });

  afterAll(async () => {
    server.close();
    await dataSource.destroy();
  });

  it('signs per Standard Webhooks, keeps the webhook-id across retries, and sends only to the agency', async () => {
    const subscription = await admin.add(1, `${base}/ok`, 'property.*');
    answers.set('/ok', [500]);
    await change(1);
    await deliver(3);
    const received = hitsOf('/ok');
    expect(received).toHaveLength(2);
    expect(received[0]!.headers['webhook-id']).toBe(received[1]!.headers['webhook-id']);
    const payload = new Webhook(subscription.secret).verify(received[1]!.body, received[1]!.headers as Record<string, string>) as { type: string; data: Record<string, unknown> };
    expect(payload.type).toBe('property.created');
    expect(Object.keys(payload.data).sort()).toEqual(['key', 'kind', 'reason', 'resource', 'sequence', 'version']);
    const [delivery] = await deliveriesOf(subscription);
    expect(delivery).toMatchObject({ status: 'delivered', attempts: 2, lastStatus: 204 });
    expect(hitsOf('/two')).toHaveLength(0);
    expect(await deliveriesOf(agencyTwo)).toHaveLength(0);
    await admin.remove(subscription.id);
  });

  it('sends a new subscription the changes committed after it was created, not the ones the fan-out had not reached; replay gives the past', async () => {
    // A change committed while the fan-out lags behind (not yet numbered nor fanned out).
    await dataSource.query("INSERT INTO property (agency_id, web_id, type_id, status, created_at, last_changed_at) VALUES (1, 1, 1, 1, '2026-01-01 00:00:00', '2026-01-01 00:00:00')");
    const past = Number((await dataSource.query<{ id: number }[]>('SELECT MAX(id) AS id FROM property'))[0]!.id);
    const subscription = await admin.add(1, `${base}/fresh`, null);
    await change(1);
    await deliver(1);
    const keys = hitsOf('/fresh').map((hit) => (JSON.parse(hit.body) as { data: { key: number } }).data.key);
    expect(keys).toHaveLength(1);
    expect(keys).not.toContain(past);
    const [pastEvent] = await dataSource.query<{ sequence: number }[]>("SELECT sequence FROM change_event WHERE resource = 'Property' AND record_key = ?", [past]);
    expect(await admin.replay(subscription.id, Number(pastEvent!.sequence))).toBe(2);
    await deliver(1);
    expect(hitsOf('/fresh').map((hit) => (JSON.parse(hit.body) as { data: { key: number } }).data.key)).toContain(past);
    await admin.remove(subscription.id);
  });

  it('signs with both secrets after a rotation', async () => {
    const subscription = await admin.add(1, `${base}/rotated`, null);
    const rotated = await admin.rotateSecret(subscription.id);
    await change(1);
    await deliver();
    const [hit] = hitsOf('/rotated');
    expect(String(hit!.headers['webhook-signature']).split(' ')).toHaveLength(2);
    for (const secret of [subscription.secret, rotated.secret]) expect(() => new Webhook(secret).verify(hit!.body, hit!.headers as Record<string, string>)).not.toThrow();
    await admin.remove(subscription.id);
  });

  it('disables the subscription on 410 Gone', async () => {
    const subscription = await admin.add(1, `${base}/gone`, null);
    answers.set('/gone', [410]);
    await change(1);
    await deliver(2);
    expect(hitsOf('/gone')).toHaveLength(1);
    expect((await admin.find(subscription.id)).enabled).toBe(false);
    expect(disabled.at(-1)).toContain('410');
    await admin.remove(subscription.id);
  });

  it('retries over the schedule, then fails the delivery and disables the subscription', async () => {
    const subscription = await admin.add(1, `${base}/down`, null);
    answers.set('/down', [500, 500, 500, 500]);
    await change(1);
    await deliver(5);
    expect(hitsOf('/down')).toHaveLength(3); // the first attempt and one per wait of the schedule
    const [delivery] = await deliveriesOf(subscription);
    expect(delivery).toMatchObject({ status: 'failed', attempts: 3, lastStatus: 500 });
    const found = await admin.find(subscription.id);
    expect(found.enabled).toBe(false);
    expect(found.disabledReason).toContain('retry schedule');
    await admin.remove(subscription.id);
  });

  it('does not follow redirects and honours Retry-After', async () => {
    const redirected = await admin.add(1, `${base}/moved`, null);
    const busy = await admin.add(1, `${base}/busy`, null);
    answers.set('/moved', [302]);
    answers.set('/busy', [503]);
    await change(1);
    await deliver(3);
    expect(hitsOf('/redirected')).toHaveLength(0);
    expect((await deliveriesOf(redirected))[0]).toMatchObject({ status: 'delivered', attempts: 2 });
    const [waiting] = await deliveriesOf(busy);
    expect(waiting).toMatchObject({ status: 'pending', attempts: 1, lastStatus: 503 });
    expect(waiting!.nextAttemptAt.getTime() - Date.now()).toBeGreaterThan(1000);
    await admin.remove(redirected.id);
    await admin.remove(busy.id);
  });

  it('refuses internal targets unless allowed: at registration and at connect time', async () => {
    const strict = new WebhookAdmin(dataSource, { ...config, allowPrivate: false });
    await expect(strict.add(1, `${base}/internal`, null)).rejects.toThrow('Refused target');
    // Every IPv6 spelling that carries an internal IPv4 address: compatible, mapped, translated, NAT64, 6to4.
    for (const host of ['[::127.0.0.1]', '[::ffff:0:7f00:1]', '[::ffff:7f00:1]', '[0:0:0:0:0:ffff:10.0.0.1]', '[64:ff9b::c0a8:101]', '[64:ff9b:1::808:808]', '[2002:a9fe:a9fe::1]', '[2001::1]']) {
      await expect(strict.add(1, `http://${host}:8080/hook`, null)).rejects.toThrow('Refused target');
    }
    // The same forms of a public address are not internal.
    for (const host of ['[64:ff9b::808:808]', '[::ffff:808:808]', '[2002:808:808::1]']) {
      const allowed = await strict.add(1, `http://${host}/hook`, null);
      await admin.remove(allowed.id);
    }
    const subscription = await admin.add(1, `${base}/internal`, null);
    const byName = await admin.add(1, `${base.replace('127.0.0.1', 'localhost')}/internal-name`, null);
    const guarded = new WebhookDispatcher(dataSource, { ...config, allowPrivate: false }, observer);
    await change(1);
    for (const { id } of await guarded.due(100)) await guarded.attempt(id);
    expect(hitsOf('/internal')).toHaveLength(0);
    const [delivery] = await deliveriesOf(subscription);
    expect(delivery).toMatchObject({ status: 'pending', attempts: 1, lastStatus: null });
    expect(delivery!.lastError).toContain('Refused target');
    // A name is checked on the addresses it resolves to, when the connection is made.
    expect(hitsOf('/internal-name')).toHaveLength(0);
    expect((await deliveriesOf(byName))[0]!.lastError).toContain('Refused target localhost');
    // Each refusal is reported (the service logs it once per subscription and cause) and shown by `webhooks list`.
    expect(refused).toEqual(expect.arrayContaining([expect.stringMatching(new RegExp(`^${subscription.id}: Refused target 127\\.0\\.0\\.1`)), expect.stringMatching(new RegExp(`^${byName.id}: Refused target localhost`))]));
    const last = await admin.lastAttempts([subscription.id, byName.id, agencyTwo.id]);
    expect(last.get(subscription.id)).toMatch(/^Refused target 127\.0\.0\.1/);
    expect(last.get(byName.id)).toMatch(/^Refused target localhost/);
    const out: string[] = [];
    const err: string[] = [];
    const cli = (argv: string[]) =>
      runCli(argv, { stdout: (text) => out.push(text), stderr: (text) => err.push(text), stdin: Readable.from(['']), env: { WEBHOOK_ALLOW_PRIVATE: 'true' }, database: async () => dataSource });
    expect(await cli(['webhooks', 'list'])).toBe(0);
    const listed = out.join('\n').split('\n');
    expect(listed[0]).toMatch(/last attempt$/);
    expect(listed.find((line) => line.startsWith(`${subscription.id} `))).toMatch(/Refused target 127\.0\.0\.1: it resolves to the internal address 127\.0\.0\.1/);
    // The CLI accepts what its own WEBHOOK_ALLOW_PRIVATE allows, and says the service decides.
    expect(await cli(['agencies', 'create', '--name', 'Hooked agency'])).toBe(0);
    expect(await cli(['webhooks', 'add', '--agency', 'Hooked agency', '--url', `${base}/cli-added`])).toBe(0);
    expect(err.join('\n')).toContain(`Note: ${base}/cli-added is an internal address, accepted because WEBHOOK_ALLOW_PRIVATE is set for this command. The running service refuses deliveries to it unless WEBHOOK_ALLOW_PRIVATE=true is in its own environment too`);
    const added = Number(/subscription (\d+)/.exec(out.join('\n'))![1]);
    await admin.remove(added);
    await admin.remove(subscription.id);
    await admin.remove(byName.id);
  });

  it('replays retained events from a sequence and redelivers with the same webhook-id', async () => {
    const subscription = await admin.add(1, `${base}/replay`, null);
    const count = await admin.replay(subscription.id, 1);
    const events = await dataSource.query<{ n: number | string }[]>('SELECT COUNT(*) AS n FROM change_event WHERE agency_id = 1');
    expect(count).toBe(Number(events[0]!.n));
    await deliver();
    const first = (await deliveriesOf(subscription))[0]!;
    await admin.redeliver(first.id);
    await deliver();
    const ids = hitsOf('/replay').map((hit) => hit.headers['webhook-id']);
    expect(ids.filter((id) => id === first.messageId)).toHaveLength(2);
  });

  it('purges finished deliveries older than the retention, never pending ones', async () => {
    const repository = dataSource.getRepository(WebhookDelivery);
    const pending = await repository.countBy({ status: 'pending' });
    expect(await repository.countBy({ status: 'delivered' })).toBeGreaterThan(0);
    expect(await dispatcher.purge(new Date(Date.now() - 3_600_000))).toBe(0);
    expect(await dispatcher.purge(new Date(Date.now() + 60_000))).toBeGreaterThan(0);
    expect(await repository.countBy({ status: 'delivered' })).toBe(0);
    expect(await repository.countBy({ status: 'failed' })).toBe(0);
    expect(await repository.countBy({ status: 'pending' })).toBe(pending);
  });
});
