/**
 * The agency API's webhook subscriptions and deliveries over real HTTP: the secret shown once,
 * the outbound guard, tenancy and roles, a signed delivery of a change made through the API, its
 * redelivery, and the audit log.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';
import { ApiKeyService } from '../../src/api-keys/api-keys.service.js';
import { callApi as call, demoApiKeys } from '../support/agency-api.js';
import { startTestApp, type TestApp } from '../support/app.js';
import { eventually as eventuallyDone } from '../support/eventually.js';

describe('agency API: webhooks', () => {
  let app: TestApp;
  let editor: string;
  let stranger: string;
  let admin: string;
  let receiver: Server;
  let hookUrl: string;
  const received: { url: string; id: string; body: string; headers: Record<string, string> }[] = [];

  const eventually = <T>(probe: () => Promise<T | undefined>, what: string): Promise<T> =>
    eventuallyDone(probe, what, {
      attempts: 300,
      diagnose: async () =>
        `received ${JSON.stringify(received.map((r) => r.body.slice(0, 300)))}; outbox ${JSON.stringify(await app.dataSource.query('SELECT subscription_id, status, last_status, last_error, COUNT(*) AS n FROM webhook_delivery GROUP BY subscription_id, status, last_status, last_error'))}`,
    });

  beforeAll(async () => {
    app = await startTestApp({ WEBHOOK_ALLOW_PRIVATE: 'true', WEBHOOK_POLL_INTERVAL: '100ms', CHANGE_SEQUENCER_INTERVAL: '100ms', API_RATE_LIMIT: '10000' });
    ({ editor, stranger } = await demoApiKeys(app));
    admin = (await new ApiKeyService(app.dataSource).create(1, 'boss', 'admin')).key;
    receiver = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
      request.on('end', () => {
        received.push({ url: request.url ?? '', id: String(request.headers['webhook-id']), body, headers: request.headers as Record<string, string> });
        response.writeHead(204).end();
      });
    });
    receiver.listen(0, '127.0.0.1');
    await new Promise((resolve) => receiver.once('listening', resolve));
    hookUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;
  }, 180_000);

  afterAll(async () => {
    await app?.close();
    receiver?.close();
  });

  it('subscribes with the secret shown once, refuses bad addresses and events, and keeps to admins of the agency', async () => {
    const created = await call(app, admin, 'POST', '/webhooks', { url: `${hookUrl}/a`, events: ['property.*'] }, { 'Idempotency-Key': 'hook-a' });
    expect(created.status).toBe(201);
    expect(created.headers.get('location')).toBe(`/api/v1/webhooks/${created.body.id}`);
    expect(created.body).toMatchObject({ url: `${hookUrl}/a`, events: ['property.*'], active: true, version: 1 });
    expect(created.body.secret).toMatch(/^whsec_/);
    const replay = await call(app, admin, 'POST', '/webhooks', { url: `${hookUrl}/a`, events: ['property.*'] }, { 'Idempotency-Key': 'hook-a' });
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(replay.body.id).toBe(created.body.id);
    expect(replay.body.secret).toBeUndefined();
    const read = await call(app, admin, 'GET', `/webhooks/${created.body.id}`);
    expect(read.status).toBe(200);
    expect(read.body.secret).toBeUndefined();
    expect(read.headers.get('etag')).toBe('"1"');
    expect((await call(app, admin, 'GET', '/webhooks')).body.items.map((w: { id: number }) => w.id)).toEqual([created.body.id]);

    const invalid = await call(app, admin, 'POST', '/webhooks', { url: 'http://user:secret@crm.example.com/hook', events: ['listing.sold'] });
    expect(invalid.status).toBe(400);
    expect(invalid.body.errors.map((e: { field: string }) => e.field).sort()).toEqual(['/events', '/url']);
    expect((await call(app, admin, 'POST', '/webhooks', { url: 'ftp://crm.example.com/' })).status).toBe(400);
    expect((await call(app, admin, 'POST', '/webhooks', { events: ['*'] })).status).toBe(400);

    expect((await call(app, editor, 'GET', '/webhooks')).status).toBe(403);
    expect((await call(app, editor, 'POST', '/webhooks', { url: `${hookUrl}/b` })).status).toBe(403);
    expect((await call(app, stranger, 'GET', `/webhooks/${created.body.id}`)).status).toBe(404);
    expect((await call(app, stranger, 'GET', '/webhooks')).body.items).toEqual([]);
    expect((await call(app, stranger, 'DELETE', `/webhooks/${created.body.id}`)).status).toBe(404);
  });

  it('delivers a change made through the API, lists the delivery, redelivers it, and audits the subscription', async () => {
    const { body: hook } = await call(app, admin, 'POST', '/webhooks', { url: `${hookUrl}/deliveries`, events: ['property.created'] });
    const property = await call(app, editor, 'POST', '/properties', { reference: 'HOOK-1', typeId: 1, status: 1, price: 100000, city: 'Gent' });
    expect(property.status).toBe(201);
    const first = await eventually(async () => received.find((r) => r.url === '/hook/deliveries' && r.body.includes(`"key":${property.body.id},`)), 'the delivery');
    expect(() => new Webhook(hook.secret).verify(first.body, first.headers)).not.toThrow();

    const delivered = await eventually(async () => {
      const list = await call(app, admin, 'GET', `/webhooks/${hook.id}/deliveries`);
      const delivery = list.body.items.find((d: { messageId: string }) => d.messageId === first.id);
      return delivery?.status === 'delivered' ? delivery : undefined;
    }, 'the delivery listed as delivered');
    expect(delivered).toMatchObject({ attempts: 1, lastResponseCode: 204, nextAttemptAt: null });
    // The delivery names the event it carried, as its body did.
    const sent = JSON.parse(first.body) as { type: string; data: { resource: string; key: number; kind: string; reason: string } };
    expect(delivered.event).toEqual({ type: 'property.created', resource: 'Property', key: property.body.id, kind: 'Created', reasons: sent.data.reason.split(',') });
    expect(sent).toMatchObject({ type: delivered.event.type, data: { resource: 'Property', key: property.body.id, kind: 'Created' } });

    const redelivered = await call(app, admin, 'POST', `/webhooks/${hook.id}/deliveries/${delivered.id}/redeliver`);
    expect(redelivered.status).toBe(202);
    expect(redelivered.body).toMatchObject({ id: delivered.id, status: 'pending', attempts: 0 });
    await eventually(async () => (received.filter((r) => r.id === first.id).length >= 2 ? true : undefined), 'the redelivery');
    expect((await call(app, admin, 'POST', `/webhooks/${hook.id}/deliveries/999999/redeliver`)).status).toBe(404);
    expect((await call(app, stranger, 'GET', `/webhooks/${hook.id}/deliveries`)).status).toBe(404);

    const changed = await call(app, admin, 'PATCH', `/webhooks/${hook.id}`, { active: false, events: null }, { 'If-Match': '"1"' });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ active: false, events: null });
    expect(changed.body.disabledReason).toMatch(/boss/);
    expect(changed.body.version).toBeGreaterThan(1);
    expect((await call(app, admin, 'PATCH', `/webhooks/${hook.id}`, { active: true }, { 'If-Match': '"1"' })).status).toBe(412);
    expect((await call(app, admin, 'PATCH', `/webhooks/${hook.id}`, { url: 'http://[::ffff:7f00:1]/x', colour: 1 })).status).toBe(400);

    const audit = await call(app, admin, 'GET', `/audit?resource=webhooks&resourceId=${hook.id}&sort=id`);
    expect(audit.body.items.map((e: { action: string }) => e.action)).toEqual(['create', 'update']);
    expect(JSON.stringify(audit.body)).not.toContain(hook.secret);
    expect((await call(app, admin, 'GET', `/audit?resource=webhook-deliveries&resourceId=${delivered.id}`)).body.items).toHaveLength(1);

    expect((await call(app, admin, 'DELETE', `/webhooks/${hook.id}`)).status).toBe(204);
    expect((await call(app, admin, 'GET', `/webhooks/${hook.id}`)).status).toBe(404);
  });
});
