/**
 * The agency API's viewing slots and their registrations over real HTTP, checked against what the
 * v1.2 interface (GetAppointmentObject) shows of the same slots, and against the audit log.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';
import { ApiKeyService } from '../../src/api-keys/api-keys.service.js';
import { callApi as call, demoApiKeys } from '../support/agency-api.js';
import { startTestApp, type TestApp } from '../support/app.js';
import { callJson, changeCursorNow, changesSince, demoIds } from '../fixtures/v12/http.js';
import { eventually } from '../support/eventually.js';

const HOUR = 3_600_000;

function future(hours: number): string {
  return new Date(Math.floor(Date.now() / 1000) * 1000 + 86_400_000 + hours * HOUR).toISOString();
}

describe('agency API: viewing slots and registrations', () => {
  let app: TestApp;
  let editor: string;
  let viewer: string;
  let stranger: string;
  let admin: string;
  let propertyId: number;
  let receiver: Server;
  /** The bodies of the webhook deliveries received, as sent (verified in the test that subscribes). */
  const received: { body: string; headers: Record<string, string> }[] = [];

  beforeAll(async () => {
    app = await startTestApp({ API_RATE_LIMIT: '10000', CHANGE_SEQUENCER_INTERVAL: '100ms', WEBHOOK_ALLOW_PRIVATE: 'true', WEBHOOK_POLL_INTERVAL: '100ms' });
    ({ editor, viewer, stranger } = await demoApiKeys(app));
    admin = (await new ApiKeyService(app.dataSource).create(1, 'admin', 'admin')).key;
    propertyId = (await demoIds(app.baseUrl)).propertyId;
    receiver = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
      request.on('end', () => {
        received.push({ body, headers: request.headers as Record<string, string> });
        response.writeHead(204).end();
      });
    });
    receiver.listen(0, '127.0.0.1');
    await new Promise((resolve) => receiver.once('listening', resolve));
  }, 180_000);

  afterAll(async () => {
    await app?.close();
    receiver?.close();
  });

  async function person(name: string): Promise<number> {
    const created = await call(app, editor, 'POST', '/persons', { name, email: `${name.toLowerCase()}@example.org` });
    expect(created.status).toBe(201);
    return created.body.id as number;
  }

  it('creates a slot once per Idempotency-Key, shows it through GetAppointmentObject, and audits it', async () => {
    const body = { propertyId, typeId: 1, startDate: future(0), endDate: future(2), capacity: 2, location: 'At the front door' };
    const created = await call(app, editor, 'POST', '/viewing-slots', body, { 'Idempotency-Key': 'slot-open-house' });
    expect(created.status).toBe(201);
    expect(created.headers.get('location')).toBe(`/api/v1/viewing-slots/${created.body.id}`);
    expect(created.headers.get('etag')).toBe('"1"');
    expect(created.body).toMatchObject({ propertyId, projectId: null, typeId: 1, typeName: 'OpenHouse', capacity: 2, numberOfRegistrations: 0, freePlaces: 2, isFull: false, location: 'At the front door', version: 1 });
    expect(created.body.startDate).toBe(body.startDate.replace('.000Z', '.000Z'));
    const replay = await call(app, editor, 'POST', '/viewing-slots', body, { 'Idempotency-Key': 'slot-open-house' });
    expect(replay.body.id).toBe(created.body.id);

    const legacy = await callJson(app.baseUrl, 'GetAppointmentObjectJson', { ObjectID: propertyId });
    expect(legacy.Value).toEqual(expect.arrayContaining([expect.objectContaining({ ID: created.body.id, ObjectID: propertyId, TypeID: 1, Capacity: 2, FreePlaces: 2, Location: 'At the front door' })]));

    const read = await call(app, viewer, 'GET', `/viewing-slots/${created.body.id}`);
    expect(read.status).toBe(200);
    expect((await call(app, viewer, 'GET', `/viewing-slots/${created.body.id}`, undefined, { 'If-None-Match': '"1"' })).status).toBe(304);
    expect((await call(app, stranger, 'GET', `/viewing-slots/${created.body.id}`)).status).toBe(404);
    expect((await call(app, viewer, 'POST', '/viewing-slots', body)).status).toBe(403);

    const audit = await call(app, admin, 'GET', `/audit?resource=viewing-slots&resourceId=${created.body.id}`);
    expect(audit.status).toBe(200);
    expect(audit.body.items).toEqual([expect.objectContaining({ action: 'create', actor: expect.objectContaining({ kind: 'api-key' }) })]);
  });

  it('tells partners through the change feed: creating, changing and deleting a slot is a Changed of its property with reason Slots', async () => {
    type Change = { Resource: string; Key: number; Kind: string; Reason: string };
    const slotChanges = (cursor: string) =>
      eventually(async () => {
        const found = (await changesSince<Change>(app.baseUrl, cursor)).filter((change) => change.Resource === 'Property' && change.Key === propertyId);
        return found.length > 0 ? found : undefined;
      }, `a change of property ${propertyId} after ${cursor}`);

    let cursor = await changeCursorNow(app.baseUrl);
    const created = await call(app, editor, 'POST', '/viewing-slots', { propertyId, typeId: 2, startDate: future(30), endDate: future(31), capacity: 1 });
    expect(created.status).toBe(201);
    expect(await slotChanges(cursor)).toEqual([expect.objectContaining({ Kind: 'Changed', Reason: 'Slots' })]);

    cursor = await changeCursorNow(app.baseUrl);
    expect((await call(app, editor, 'PATCH', `/viewing-slots/${created.body.id}`, { capacity: 3 }, { 'If-Match': '"1"' })).status).toBe(200);
    expect(await slotChanges(cursor)).toEqual([expect.objectContaining({ Kind: 'Changed', Reason: 'Slots' })]);

    cursor = await changeCursorNow(app.baseUrl);
    expect((await call(app, editor, 'DELETE', `/viewing-slots/${created.body.id}`, undefined, { 'If-Match': '"2"' })).status).toBe(204);
    expect(await slotChanges(cursor)).toEqual([expect.objectContaining({ Kind: 'Changed', Reason: 'Slots' })]);
  });

  it("tells partners of a registration added or removed (API or AddPersonToAppointment): one Changed of the slot's property with reason Slots, in GetChanges and in a signed webhook delivery", async () => {
    type Change = { Sequence: number; Resource: string; Key: number; Kind: string; Reason: string; Version: number };
    type Delivered = { type: string; data: { sequence: number; resource: string; key: number; kind: string; reason: string; version: number } };
    const hook = await call(app, admin, 'POST', '/webhooks', { url: `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/slots`, events: ['property.*'] });
    expect(hook.status).toBe(201);
    const signed = new Webhook(hook.body.secret as string);
    const deliveredOf = (change: Change) =>
      eventually(async () => {
        const found = received.map((delivery) => signed.verify(delivery.body, delivery.headers) as Delivered).filter((delivery) => delivery.data.sequence === change.Sequence);
        return found.length > 0 ? found : undefined;
      }, `the delivery of change ${change.Sequence}`);
    // GetChanges numbers what has committed before it answers, so the change of a call that answered is in it, and nothing else of the property.
    const changesAfter = async (cursor: string) => (await changesSince<Change>(app.baseUrl, cursor)).filter((change) => change.Resource === 'Property' && change.Key === propertyId);
    async function oneSlotsChange(cursor: string): Promise<Change> {
      const changes = await changesAfter(cursor);
      expect(changes).toEqual([expect.objectContaining({ Kind: 'Changed', Reason: 'Slots' })]);
      const [change] = changes as [Change];
      expect(await deliveredOf(change)).toEqual([{ type: 'property.changed', timestamp: expect.any(String), data: expect.objectContaining({ resource: 'Property', key: propertyId, kind: 'Changed', reason: 'Slots', version: change.Version }) }]);
      return change;
    }

    const { body: slot } = await call(app, editor, 'POST', '/viewing-slots', { propertyId, typeId: 1, startDate: future(50), endDate: future(52), capacity: 3 });
    const [a, b] = [await person('Maes'), await person('Jacobs')];
    let cursor = await changeCursorNow(app.baseUrl);
    const registered = await call(app, editor, 'POST', `/viewing-slots/${slot.id}/registrations`, { personId: a });
    expect(registered.status).toBe(201);
    const added = await oneSlotsChange(cursor);

    // Registering the same person again writes nothing: no change.
    cursor = await changeCursorNow(app.baseUrl);
    expect((await call(app, editor, 'POST', `/viewing-slots/${slot.id}/registrations`, { personId: a })).status).toBe(200);
    expect(await changesAfter(cursor)).toEqual([]);

    // The legacy interface's registration is the same write.
    const legacy = await callJson(app.baseUrl, 'AddPersonToAppointmentJson', { PersonID: b, AppointmentID: slot.id });
    expect(legacy).toMatchObject({ Code: 0, Success: true });
    const legacyAdded = await oneSlotsChange(cursor);
    expect(legacyAdded.Version).toBeGreaterThan(added.Version);

    cursor = await changeCursorNow(app.baseUrl);
    expect((await call(app, editor, 'DELETE', `/viewing-slots/${slot.id}/registrations/${registered.body.id}`)).status).toBe(204);
    const removed = await oneSlotsChange(cursor);
    expect(removed.Version).toBeGreaterThan(legacyAdded.Version);
    expect((await call(app, viewer, 'GET', `/viewing-slots/${slot.id}`)).body).toMatchObject({ numberOfRegistrations: 1, freePlaces: 2 });
  });

  it('refuses a slot listing every invalid field, and another agency\'s property', async () => {
    const invalid = await call(app, editor, 'POST', '/viewing-slots', { typeId: 3, startDate: 'tomorrow', capacity: -1, colour: 'red' });
    expect(invalid.status).toBe(400);
    expect(invalid.body.errors.map((e: { field: string }) => e.field).sort()).toEqual(['/capacity', '/colour', '/startDate', '/typeId']);
    const noOwner = await call(app, editor, 'POST', '/viewing-slots', { startDate: future(0), endDate: future(-1) });
    expect(noOwner.status).toBe(400);
    expect(noOwner.body.errors.map((e: { field: string }) => e.field).sort()).toEqual(['/propertyId']);
    const backwards = await call(app, editor, 'POST', '/viewing-slots', { propertyId, startDate: future(0), endDate: future(-1) });
    expect(backwards.body.errors).toEqual([expect.objectContaining({ field: '/endDate' })]);
    const foreign = await call(app, stranger, 'POST', '/viewing-slots', { propertyId, startDate: future(0), endDate: future(1) });
    expect(foreign.status).toBe(400);
    expect(foreign.body.errors).toEqual([expect.objectContaining({ field: '/propertyId', code: 'unknown-reference' })]);
  });

  it('changes a slot with If-Match (412 when stale), never below the persons registered, and lists by date, property and updatedSince', async () => {
    const before = new Date(Math.floor(Date.now() / 1000) * 1000).toISOString();
    const { body: slot } = await call(app, editor, 'POST', '/viewing-slots', { propertyId, startDate: future(10), endDate: future(11), capacity: 3 });
    const changed = await call(app, editor, 'PATCH', `/viewing-slots/${slot.id}`, { capacity: 1, comment: 'Bring ID' }, { 'If-Match': '"1"' });
    expect(changed.status).toBe(200);
    expect(changed.headers.get('etag')).toBe('"2"');
    expect(changed.body).toMatchObject({ capacity: 1, comment: 'Bring ID', freePlaces: 1, version: 2 });
    expect((await call(app, editor, 'PATCH', `/viewing-slots/${slot.id}`, { capacity: 5 }, { 'If-Match': '"1"' })).status).toBe(412);
    expect((await call(app, editor, 'PATCH', `/viewing-slots/${slot.id}`, { propertyId: 1 })).status).toBe(400);
    await call(app, editor, 'POST', `/viewing-slots/${slot.id}/registrations`, { personId: await person('Janssens') });
    const tooSmall = await call(app, editor, 'PATCH', `/viewing-slots/${slot.id}`, { capacity: 0, endDate: future(9) });
    expect(tooSmall.body.errors.map((e: { field: string }) => e.field)).toEqual(['/endDate']);
    const legacy = await callJson(app.baseUrl, 'GetAppointmentObjectJson', { ObjectID: propertyId });
    expect(legacy.Value).toEqual(expect.arrayContaining([expect.objectContaining({ ID: slot.id, Capacity: 1, NumberOfRegistrations: 1, IsFull: true, Comment: 'Bring ID' })]));

    const window = await call(app, viewer, 'GET', `/viewing-slots?propertyId=${propertyId}&from=${encodeURIComponent(future(9))}&to=${encodeURIComponent(future(12))}`);
    expect(window.body.items.map((s: { id: number }) => s.id)).toEqual([slot.id]);
    const { body: other } = await call(app, editor, 'POST', '/viewing-slots', { propertyId, startDate: future(12), endDate: future(13) });
    const seen: number[] = [];
    let cursor: string | null = '';
    while (cursor !== null) {
      const page = await call(app, viewer, 'GET', `/viewing-slots?updatedSince=${encodeURIComponent(before)}&sort=-updatedAt&limit=1${cursor ? `&cursor=${cursor}` : ''}`);
      expect(page.status).toBe(200);
      seen.push(...page.body.items.map((s: { id: number }) => s.id));
      cursor = page.body.nextCursor;
    }
    expect(seen).toEqual(expect.arrayContaining([slot.id, other.id]));
    expect(new Set(seen).size).toBe(seen.length);
    expect((await call(app, viewer, 'GET', '/viewing-slots?sort=capacity')).status).toBe(400);
  });

  it('registers persons up to the capacity, once each (409 when full), removes one, and refuses to delete a slot with registrations', async () => {
    const { body: slot } = await call(app, editor, 'POST', '/viewing-slots', { propertyId, startDate: future(20), endDate: future(21), capacity: 2 });
    const [a, b, c] = [await person('Peeters'), await person('Claes'), await person('Wouters')];
    expect((await call(app, editor, 'PATCH', `/persons/${a}`, { phoneNumber: '09 223 44 55', mobileNumber: '0478 12 34 56' })).status).toBe(200);
    const first = await call(app, editor, 'POST', `/viewing-slots/${slot.id}/registrations`, { personId: a });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ appointmentId: slot.id, personId: a, person: { id: a, name: 'Peeters', email: 'peeters@example.org', phoneNumber: '09 223 44 55', mobileNumber: '0478 12 34 56' } });
    const again = await call(app, editor, 'POST', `/viewing-slots/${slot.id}/registrations`, { personId: a });
    expect(again.status).toBe(200);
    expect(again.body.id).toBe(first.body.id);
    expect((await call(app, editor, 'POST', `/viewing-slots/${slot.id}/registrations`, { personId: b })).status).toBe(201);
    const full = await call(app, editor, 'POST', `/viewing-slots/${slot.id}/registrations`, { personId: c });
    expect(full.status).toBe(409);
    expect(full.body.detail).toMatch(/full/);
    expect((await call(app, editor, 'POST', `/viewing-slots/${slot.id}/registrations`, { personId: 999_999 })).status).toBe(400);
    expect((await call(app, viewer, 'POST', `/viewing-slots/${slot.id}/registrations`, { personId: c })).status).toBe(403);

    const listed = await call(app, viewer, 'GET', `/viewing-slots/${slot.id}/registrations`);
    expect(listed.body.items.map((r: { personId: number }) => r.personId)).toEqual([a, b]);
    expect(listed.body.items[1].person).toEqual({ id: b, name: 'Claes', firstName: null, email: 'claes@example.org', phoneNumber: null, mobileNumber: null });
    expect((await call(app, viewer, 'GET', `/viewing-slots/${slot.id}`)).body).toMatchObject({ numberOfRegistrations: 2, isFull: true });
    const refused = await call(app, editor, 'DELETE', `/viewing-slots/${slot.id}`);
    expect(refused.status).toBe(409);

    expect((await call(app, editor, 'DELETE', `/viewing-slots/${slot.id}/registrations/${first.body.id}`)).status).toBe(204);
    expect((await call(app, editor, 'DELETE', `/viewing-slots/${slot.id}/registrations/${first.body.id}`)).status).toBe(404);
    expect((await call(app, editor, 'POST', `/viewing-slots/${slot.id}/registrations`, { personId: c })).status).toBe(201);
    const legacy = await callJson(app.baseUrl, 'GetAppointmentObjectJson', { ObjectID: propertyId });
    expect(legacy.Value).toEqual(expect.arrayContaining([expect.objectContaining({ ID: slot.id, NumberOfRegistrations: 2 })]));
    const audit = await call(app, admin, 'GET', '/audit?resource=viewing-slot-registrations');
    expect(audit.body.items.map((e: { action: string }) => e.action)).toEqual(expect.arrayContaining(['create', 'delete']));

    const { body: empty } = await call(app, editor, 'POST', '/viewing-slots', { propertyId, startDate: future(30), endDate: future(31) });
    expect((await call(app, editor, 'DELETE', `/viewing-slots/${empty.id}`, undefined, { 'If-Match': '"7"' })).status).toBe(412);
    expect((await call(app, editor, 'DELETE', `/viewing-slots/${empty.id}`, undefined, { 'If-Match': '"1"' })).status).toBe(204);
    expect((await call(app, viewer, 'GET', `/viewing-slots/${empty.id}`)).status).toBe(404);
  });

  it('gives the last place to one of many concurrent registrations', async () => {
    const { body: slot } = await call(app, editor, 'POST', '/viewing-slots', { propertyId, startDate: future(40), endDate: future(41), capacity: 1 });
    const persons = await Promise.all(['Aerts', 'Smets', 'Dubois', 'Lambert'].map(person));
    const answers = await Promise.all(persons.map((personId) => call(app, editor, 'POST', `/viewing-slots/${slot.id}/registrations`, { personId })));
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409, 409, 409]);
  });
});
