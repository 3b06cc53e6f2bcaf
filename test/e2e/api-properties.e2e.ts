/**
 * Properties through the agency API over real HTTP, against the legacy interfaces and the change
 * feed: a property made with every field reads back the same through ASMX GetProperty and v1.2
 * GetPropertyJson, a change shows in GetChanges and in a signed webhook delivery and in the audit
 * log; conflicts, idempotency, roles, tenancy and bad input answer their problems and write nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';
import { ApiKeyService } from '../../src/api-keys/api-keys.service.js';
import { Building, Project } from '../../src/construction/construction.entities.js';
import { Neighbourhood } from '../../src/neighbourhoods/neighbourhoods.entities.js';
import { Property } from '../../src/properties/properties.entities.js';
import { City, Country, GeographicZone, Marquee, Office, Site, SubStatus } from '../../src/reference/reference.entities.js';
import { AgencyUser } from '../../src/staff/staff.entities.js';
import { WebhookAdmin } from '../../src/webhooks/webhook-admin.js';
import { credentials, field, record, soap11, soapResult } from './asmx-helpers.js';
import { startTestApp, type TestApp } from '../support/app.js';
import { eventually as eventuallyDone } from '../support/eventually.js';

type Json = Record<string, unknown>;

interface Delivery {
  readonly data: { resource: string; key: number; kind: string; version: number };
}

describe('agency API: properties', () => {
  let app: TestApp;
  let editor: string;
  let viewer: string;
  let admin: string;
  let otherAgencyKey: string;
  let receiver: Server;
  let secret: string;
  const deliveries: Delivery[] = [];
  const signatureFailures: string[] = [];
  let full: Json;

  async function call(path: string, init: { method?: string; key?: string; body?: unknown; raw?: string; headers?: Record<string, string> } = {}) {
    const headers: Record<string, string> = { ...(init.headers ?? {}) };
    if (init.key !== undefined) headers['authorization'] = `Bearer ${init.key}`;
    let body: string | undefined = init.raw;
    if (init.body !== undefined) {
      body = JSON.stringify(init.body);
      headers['content-type'] ??= 'application/json';
    }
    const response = await fetch(`${app.baseUrl}/api/v1${path}`, { method: init.method ?? (body === undefined ? 'GET' : 'POST'), headers, ...(body === undefined ? {} : { body }) });
    const text = await response.text();
    const type = response.headers.get('content-type') ?? '';
    return { status: response.status, headers: response.headers, type, body: type.includes('json') && text !== '' ? (JSON.parse(text) as Json) : null };
  }

  async function v12(operation: string, parameters: Json): Promise<{ Code: number; Value: Json | null }> {
    const json = JSON.stringify({ ...credentials(), ...parameters });
    const response = await fetch(`${app.baseUrl}/1.2/APIService.svc/${operation}Json?json=${encodeURIComponent(json)}`);
    const parsed = (await response.json()) as Record<string, { Code: number; Value: Json | null }>;
    return parsed[`${operation}JsonResult`]!;
  }

  async function changesOf(key: number): Promise<string[]> {
    const kinds: string[] = [];
    let cursor = '';
    for (;;) {
      const result = await v12('GetChanges', { Cursor: cursor, Limit: 500 });
      expect(result.Code).toBe(0);
      for (const change of result.Value!['Changes'] as { Resource: string; Key: number; Kind: string }[]) if (change.Resource === 'Property' && change.Key === key) kinds.push(change.Kind);
      cursor = result.Value!['NextCursor'] as string;
      if (!result.Value!['HasMore']) return kinds;
    }
  }

  const eventually = <T>(probe: () => Promise<T | undefined>, what: string): Promise<T> =>
    eventuallyDone(probe, what, {
      diagnose: async () => {
        const states = await app.dataSource.query('SELECT status, last_status, last_error, COUNT(*) AS n FROM webhook_delivery GROUP BY status, last_status, last_error');
        return `${deliveries.length} deliveries received, ${signatureFailures.length} bad signatures; outbox ${JSON.stringify(states)}`;
      },
    });

  beforeAll(async () => {
    app = await startTestApp({ WEBHOOK_ALLOW_PRIVATE: 'true', WEBHOOK_POLL_INTERVAL: '100ms', CHANGE_SEQUENCER_INTERVAL: '100ms', API_RATE_LIMIT: '100000' });
    const keys = new ApiKeyService(app.dataSource);
    editor = (await keys.create(1, 'crm', 'editor')).key;
    viewer = (await keys.create(1, 'reader', 'viewer')).key;
    admin = (await keys.create(1, 'boss', 'admin')).key;
    otherAgencyKey = (await keys.create(2, 'other crm', 'admin')).key;
    receiver = createServer((request: IncomingMessage, response: ServerResponse) => {
      let body = '';
      request.setEncoding('utf8');
      request.on('data', (chunk: string) => (body += chunk));
      request.on('end', () => {
        try {
          deliveries.push(new Webhook(secret).verify(body, request.headers as Record<string, string>) as Delivery);
        } catch (error) {
          signatureFailures.push((error as Error).message);
        }
        response.writeHead(204).end();
      });
    });
    receiver.listen(0, '127.0.0.1');
    await new Promise((resolve) => receiver.once('listening', resolve));
    // The demo data's events are fanned out (to no subscriber) before the subscription exists.
    await eventually(async () => {
      const [state] = await app.dataSource.query<{ fanout: number | string; last: number | string | null; pending: number | string }[]>(
        "SELECT (SELECT value FROM sync_state WHERE name = 'webhook_fanout') AS fanout, (SELECT MAX(sequence) FROM change_event) AS last, (SELECT COUNT(*) FROM change_event WHERE sequence IS NULL) AS pending",
      );
      return Number(state!.pending) === 0 && Number(state!.fanout) >= Number(state!.last ?? 0) ? true : undefined;
    }, 'the demo events fanned out');
    const subscription = await new WebhookAdmin(app.dataSource, app.config.webhooks).add(1, `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`, null);
    secret = subscription.secret;

    const db = app.dataSource;
    const office = await db.getRepository(Office).findOneByOrFail({ agencyId: 1 });
    const site = await db.getRepository(Site).findOneByOrFail({ agencyId: 1 });
    const users = await db.getRepository(AgencyUser).find({ where: { agencyId: 1 }, take: 2, order: { id: 'ASC' } });
    const country = await db.getRepository(Country).findOneByOrFail({ abbr: 'BE' } as never);
    const city = await db.getRepository(City).findOneByOrFail({ countryId: country.id });
    const zone = (await db.getRepository(GeographicZone).find({ take: 1, order: { id: 'ASC' } }))[0]!;
    const subStatus = (await db.getRepository(SubStatus).find({ take: 1, order: { id: 'ASC' } }))[0]!;
    const marquee = (await db.getRepository(Marquee).find({ take: 1, order: { id: 'ASC' } }))[0]!;
    const project = await db.getRepository(Project).findOneByOrFail({ agencyId: 1, publishInternet: true });
    const building = await db.getRepository(Building).findOneByOrFail({ projectId: project.id });
    const neighbourhood = await db.getRepository(Neighbourhood).save({ agencyId: 1, name: 'Zuid', cityName: city.name } as never);
    full = {
      reference: 'CRM-0001',
      ident: 'D-API-1',
      status: 1,
      subStatus: subStatus.id,
      goal: 1,
      typeId: 2,
      projectId: project.id,
      buildingId: building.id,
      siteId: site.id,
      officeId: office.id,
      neighbourhoodId: (neighbourhood as unknown as { id: number }).id,
      marquee: marquee.id,
      isOffice: true,
      publishPrice: false,
      originalLanguageId: 2,
      street: 'Rue de la Loi',
      houseNumber: '16A',
      zip: city.zip,
      city: city.name,
      cityId: city.id,
      district: 'Quartier européen',
      zoneId: zone.id,
      countryId: country.id,
      latitude: 50.8466,
      longitude: 4.3528,
      price: 1250.5,
      startPrice: 1300,
      priceUnit: 1,
      virtualTour: 'https://tour.example/16a',
      surfaceTotal: 120.5,
      surfaceLiving: 95.25,
      surfaceGarden: 0,
      surfaceTerrace: 12,
      surfaceConstructed: 110,
      surfaceGround: 200,
      surfaceOffice: 10,
      surfaceGround2: 50,
      surfaceStore: 5,
      bedrooms: 3,
      bathrooms: 1,
      showerRooms: 1,
      toilets: 2,
      garages: 1,
      parkings: 2,
      floor: 3,
      hasGarden: false,
      hasFurnished: true,
      hasLift: true,
      hasCellar: true,
      hasAttic: false,
      conditionId: 2,
      constructionYear: 1998,
      energyPerformance: 145,
      heatingId: 4,
      kitchenId: 3,
      descriptions: { fr: { descriptionA: 'Bel appartement', descriptionB: '<p>Lumineux & calme</p>' }, nl: { descriptionA: 'Mooi appartement', descriptionB: null } },
      agents: [
        { userId: users[0]!.id, role: 1 },
        { userId: users[1]!.id, role: 2 },
      ],
    };
  });

  afterAll(async () => {
    receiver?.close();
    await app?.close();
  });

  let created: Json;

  it('creates a property with every field and reads it back the same through the API, ASMX GetProperty and v1.2 GetPropertyJson', async () => {
    const response = await call('/properties', { key: editor, body: full });
    expect(response.status).toBe(201);
    created = response.body!;
    expect(response.headers.get('location')).toBe(`/api/v1/properties/${created['id']}`);
    expect(response.headers.get('etag')).toBe('"1"');
    expect(created).toMatchObject({ ...full, version: 1, withdrawnAt: null });
    const read = await call(`/properties/${created['id']}`, { key: viewer });
    expect(read.status).toBe(200);
    expect(read.body).toEqual(created);

    const v12Record = (await v12('GetProperty', { ID: created['id'], LanguageID: 1 })).Value!;
    const asmxXml = soapResult((await soap11(app.baseUrl, 'GetProperty', { ...credentials(), ID: Number(created['id']), LanguageID: 1, RICHTEXTFORMAT: 1 })).body, 'GetProperty');
    const asmx = record(asmxXml);
    const pairs: [string, string][] = [
      ['ident', 'Ident'], ['status', 'Status'], ['subStatus', 'SubStatus'], ['goal', 'Goal'], ['webId', 'WebID'], ['typeId', 'TypeID'], ['projectId', 'ProjectID'],
      ['buildingId', 'BuildingID'], ['siteId', 'SiteID'], ['officeId', 'OfficeID'], ['marquee', 'Marquee'], ['isOffice', 'IsOffice'], ['publishPrice', 'PublishPrice'],
      ['street', 'Street'], ['houseNumber', 'HouseNumber'], ['zip', 'Zip'], ['city', 'City'], ['district', 'District'], ['zoneId', 'GeographicID'], ['countryId', 'CountryID'],
      ['latitude', 'GoogleY'], ['longitude', 'GoogleX'], ['price', 'Price'], ['startPrice', 'StartPrice'], ['priceUnit', 'PriceUnit'], ['virtualTour', 'VirtualTour'],
      ['surfaceTotal', 'SurfaceTotal'], ['surfaceLiving', 'SurfaceLiving'], ['surfaceGarden', 'SurfaceGarden'], ['surfaceTerrace', 'SurfaceTerrace'], ['surfaceConstructed', 'SurfaceConstructed'],
      ['surfaceGround', 'SurfaceGround'], ['surfaceOffice', 'SurfaceOffice'], ['surfaceGround2', 'SurfaceGround2'], ['surfaceStore', 'SurfaceStore'], ['bedrooms', 'NumberOfBedRooms'],
      ['bathrooms', 'NumberOfBathRooms'], ['showerRooms', 'NumberOfShowerRooms'], ['toilets', 'NumberOfToilets'], ['garages', 'NumberOfGarages'], ['parkings', 'NumberOfParkings'],
      ['floor', 'Floor'], ['hasGarden', 'HasGarden'], ['hasFurnished', 'HasFurnished'], ['hasLift', 'HasLift'], ['hasCellar', 'HasCellar'], ['hasAttic', 'HasAttic'],
      ['conditionId', 'ConditionID'], ['constructionYear', 'ConstructionYear'], ['energyPerformance', 'EnergyPerformance'], ['heatingId', 'HeatingID'], ['kitchenId', 'KitchenID'],
      ['statusName', 'StatusName'], ['subStatusName', 'SubStatusName'], ['webIdName', 'WebIDName'], ['typeDescription', 'TypeDescription'], ['mainTypeId', 'MainTypeID'],
      ['officeName', 'OfficeName'], ['marqueeName', 'MarqueeName'], ['countryName', 'CountryName'], ['priceUnitText', 'PriceUnitText'], ['conditionName', 'ConditionName'],
      ['heatingName', 'HeatingName'], ['kitchenName', 'KitchenName'],
    ];
    for (const [api, legacy] of pairs) {
      expect({ field: api, value: v12Record[legacy] }).toEqual({ field: api, value: created[api] });
      const value = created[api];
      expect({ field: api, value: field(asmx, legacy) ?? null }).toEqual({ field: api, value: value === null ? null : expect.stringMatching(new RegExp(`^${String(value).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(\\.0+|0+)?$`)) });
    }
    expect(v12Record['DescriptionA']).toBe('Mooi appartement');
    expect((await v12('GetProperty', { ID: created['id'], LanguageID: 2 })).Value!['DescriptionB']).toBe('<p>Lumineux & calme</p>');
  });

  it('changes a property (If-Match): the change shows in v1.2, GetChanges, a signed webhook delivery and the audit log', async () => {
    const id = Number(created['id']);
    // The creation (the row and its texts, one transaction) is one event, stamped before the change is made.
    const createdKinds = await eventually(async () => {
      const found = await changesOf(id);
      return found.length >= 1 ? found : undefined;
    }, 'the creation in GetChanges');
    expect(createdKinds).toEqual(['Created']);
    const deliveredBefore = await eventually(async () => {
      const found = deliveries.filter((delivery) => delivery.data.resource === 'Property' && delivery.data.key === id);
      return found.some((delivery) => delivery.data.kind === 'Created') ? found.length : undefined;
    }, 'the creation delivered');
    const response = await call(`/properties/${id}`, { method: 'PATCH', key: editor, body: { price: 1199, descriptions: { nl: null } }, headers: { 'content-type': 'application/merge-patch+json', 'if-match': '"1"' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('etag')).toBe('"2"');
    expect(response.body).toMatchObject({ price: 1199, version: 2, street: 'Rue de la Loi', descriptions: { fr: full['descriptions'] && { descriptionA: 'Bel appartement' } } });
    expect((response.body!['descriptions'] as Json)['nl']).toBeUndefined();
    // The answer is built from the state the write committed: the same as reading the property afresh
    // (its moments as the database keeps them, its record, its pictures).
    const reread = await call(`/properties/${id}`, { key: viewer });
    expect(reread.body).toEqual(response.body);
    expect(reread.headers.get('etag')).toBe('"2"');
    expect((await v12('GetProperty', { ID: id, LanguageID: 1 })).Value!['Price']).toBe(1199);
    const kinds = await eventually(async () => {
      const found = await changesOf(id);
      return found.length > createdKinds.length ? found : undefined;
    }, 'the change in GetChanges');
    expect(kinds.slice(createdKinds.length)).toEqual(expect.arrayContaining(['Changed']));
    const delivered = await eventually(async () => {
      const found = deliveries.filter((delivery) => delivery.data.resource === 'Property' && delivery.data.key === id);
      return found.length > deliveredBefore ? found : undefined;
    }, 'the webhook deliveries');
    expect(delivered[0]!.data.kind).toBe('Created');
    expect(delivered.slice(deliveredBefore).map((delivery) => delivery.data.kind)).toEqual(expect.arrayContaining(['Changed']));
    expect(signatureFailures).toEqual([]);
    const audit = await call(`/audit?resource=properties&resourceId=${id}`, { key: admin });
    expect(audit.status).toBe(200);
    const [latest, first] = audit.body!['items'] as Json[];
    expect(latest).toMatchObject({ action: 'update', actor: { kind: 'api-key', label: 'crm' }, address: expect.any(String), resource: 'properties', resourceId: String(id) });
    expect(latest!['changes']).toEqual([
      { field: 'descriptions/nl/descriptionA', old: 'Mooi appartement', new: null },
      { field: 'price', old: 1250.5, new: 1199 },
    ]);
    expect(first).toMatchObject({ action: 'create' });
  });

  it('refuses a stale If-Match with 412 and changes nothing; If-None-Match gives 304', async () => {
    const id = Number(created['id']);
    const stale = await call(`/properties/${id}`, { method: 'PATCH', key: editor, body: { price: 1 }, headers: { 'if-match': '"1"' } });
    expect(stale.status).toBe(412);
    expect(stale.body).toMatchObject({ type: expect.stringMatching(/\/problems\/precondition-failed$/) });
    const staleDelete = await call(`/properties/${id}`, { method: 'DELETE', key: editor, headers: { 'if-match': '"1"' } });
    expect(staleDelete.status).toBe(412);
    const read = await call(`/properties/${id}`, { key: viewer });
    expect(read.body).toMatchObject({ price: 1199, version: 2 });
    const notModified = await call(`/properties/${id}`, { key: viewer, headers: { 'if-none-match': '"2"' } });
    expect(notModified.status).toBe(304);
  });

  it('replays a POST with the same Idempotency-Key and refuses the key with another body (422)', async () => {
    const body = { typeId: 1, street: 'Idempotent 1' };
    const first = await call('/properties', { key: editor, body, headers: { 'idempotency-key': 'create-once' } });
    const again = await call('/properties', { key: editor, body, headers: { 'idempotency-key': 'create-once' } });
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.body).toEqual(first.body);
    expect(again.headers.get('location')).toBe(first.headers.get('location'));
    expect(await app.dataSource.getRepository(Property).countBy({ street: 'Idempotent 1' })).toBe(1);
    const other = await call('/properties', { key: editor, body: { ...body, street: 'Idempotent 2' }, headers: { 'idempotency-key': 'create-once' } });
    expect(other.status).toBe(422);
    expect(other.body).toMatchObject({ type: expect.stringMatching(/\/problems\/idempotency-mismatch$/) });
    expect(await app.dataSource.getRepository(Property).countBy({ street: 'Idempotent 2' })).toBe(0);
  });

  it('answers 403 to a viewer that writes and 404 for another agency’s property', async () => {
    const id = Number(created['id']);
    expect((await call('/properties', { key: viewer, body: { typeId: 1 } })).status).toBe(403);
    expect((await call(`/properties/${id}`, { method: 'PATCH', key: viewer, body: { price: 5 } })).status).toBe(403);
    expect((await call(`/properties/${id}`, { method: 'DELETE', key: viewer })).status).toBe(403);
    for (const [method, body] of [['GET', undefined], ['PATCH', { price: 5 }], ['DELETE', undefined]] as const) {
      const response = await call(`/properties/${id}`, { method, key: otherAgencyKey, ...(body ? { body } : {}) });
      expect(response.status).toBe(404);
      expect(response.body).toMatchObject({ type: expect.stringMatching(/\/problems\/not-found$/) });
    }
    expect((await call(`/properties/by-reference/CRM-0001`, { key: otherAgencyKey })).status).toBe(404);
    expect((await call(`/properties/${id}`, { key: viewer })).body).toMatchObject({ price: 1199 });
  });

  it('answers bad input with problems listing every invalid field, and writes nothing', async () => {
    const before = await app.dataSource.getRepository(Property).count();
    const malformed = await call('/properties', { key: editor, raw: '{"typeId": 1,', headers: { 'content-type': 'application/json' } });
    expect(malformed.status).toBe(400);
    expect(malformed.type).toBe('application/problem+json');
    const wrong = await call('/properties', {
      key: editor,
      body: { typeId: 'house', price: '12', bedrooms: 2.5, status: 9, conditionId: 7, street: 'x'.repeat(201), zip: 'y'.repeat(21), hasLift: 'yes', colour: 'red', descriptions: { xx: { descriptionA: 'a' } } },
    });
    expect(wrong.status).toBe(400);
    const fields = (wrong.body!['errors'] as { field: string; code: string }[]).map((error) => `${error.field} ${error.code}`).sort();
    expect(fields).toEqual(['/bedrooms type', '/colour unknown-field', '/conditionId enum', '/descriptions/xx unknown-field', '/hasLift type', '/price type', '/status enum', '/street max-length', '/typeId type', '/zip max-length']);
    const references = await call('/properties', { key: editor, body: { typeId: 999_999, officeId: 999_999, countryId: 999_999 } });
    expect(references.status).toBe(400);
    expect((references.body!['errors'] as { field: string }[]).map((error) => error.field).sort()).toEqual(['/countryId', '/officeId', '/typeId']);
    const missing = await call('/properties', { key: editor, body: { street: 'No type' } });
    expect(missing.body!['errors']).toEqual([expect.objectContaining({ field: '/typeId', code: 'required' })]);
    const notJson = await call('/properties', { key: editor, raw: 'typeId=1', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(notJson.status).toBe(415);
    const huge = await call('/properties', { key: editor, raw: JSON.stringify({ typeId: 1, street: 'x'.repeat(1_100_000) }), headers: { 'content-type': 'application/json' } });
    expect(huge.status).toBe(413);
    expect(huge.body).toMatchObject({ type: expect.stringMatching(/\/problems\/payload-too-large$/) });
    const array = await call('/properties', { key: editor, body: [1, 2] });
    expect(array.status).toBe(400);
    const taken = await call('/properties', { key: editor, body: { typeId: 1, reference: 'CRM-0001' } });
    expect(taken.status).toBe(409);
    expect(await app.dataSource.getRepository(Property).count()).toBe(before);
  });

  it('creates or replaces by reference, idempotently', async () => {
    const body = { typeId: 1, status: 1, price: 300000, street: 'Veldstraat', descriptions: { nl: { descriptionA: 'Nieuw' } } };
    const first = await call('/properties/by-reference/CRM-0002', { method: 'PUT', key: editor, body });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ reference: 'CRM-0002', price: 300000, version: 1 });
    const same = await call('/properties/by-reference/CRM-0002', { method: 'PUT', key: editor, body });
    expect(same.status).toBe(200);
    expect(same.body).toEqual(first.body);
    const replaced = await call('/properties/by-reference/CRM-0002', { method: 'PUT', key: editor, body: { typeId: 1, status: 1, price: 290000 } });
    expect(replaced.status).toBe(200);
    expect(replaced.body).toMatchObject({ id: first.body!['id'], price: 290000, street: null, descriptions: {}, version: 2 });
    expect((await call('/properties/by-reference/CRM-0002', { key: viewer })).body).toEqual(replaced.body);
  });

  it('keeps a property without a reference without one through a change that does not name it; reference null gives it P<id>', async () => {
    // A demo listing, made before the agency API: it has a dossier reference (ident) but no reference.
    const [row] = await app.dataSource.query<{ id: number | string }[]>('SELECT id FROM property WHERE agency_id = 1 AND reference IS NULL AND ident IS NOT NULL ORDER BY id LIMIT 1');
    const id = Number(row!.id);
    const before = await call(`/properties/${id}`, { key: viewer });
    expect(before.body).toMatchObject({ reference: null });
    const priced = await call(`/properties/${id}`, { method: 'PATCH', key: editor, body: { price: 312_000 }, headers: { 'content-type': 'application/merge-patch+json', 'if-match': before.headers.get('etag')! } });
    expect(priced.status).toBe(200);
    expect(priced.body).toMatchObject({ id, price: 312_000, reference: null, ident: before.body!['ident'] });
    const named = await call(`/properties/${id}`, { method: 'PATCH', key: editor, body: { reference: null }, headers: { 'content-type': 'application/merge-patch+json', 'if-match': priced.headers.get('etag')! } });
    expect(named.status).toBe(200);
    expect(named.body).toMatchObject({ id, reference: `P${id}` });
  });

  it('lists by keyset pages with filters and sorts; every property once; unknown sort refused', async () => {
    for (let n = 0; n < 5; n++) expect((await call('/properties', { key: editor, body: { typeId: 1, status: 5, price: 100_000 + n * 1000, street: `Pagestraat ${n}` } })).status).toBe(201);
    const seen: Json[] = [];
    let cursor: string | null = null;
    let total: number | undefined;
    do {
      const page = await call(`/properties?status=5&q=pagestraat&limit=2&sort=-price${cursor ? `&cursor=${cursor}` : ''}`, { key: viewer });
      expect(page.status).toBe(200);
      total = page.body!['total'] as number;
      seen.push(...(page.body!['items'] as Json[]));
      cursor = page.body!['nextCursor'] as string | null;
    } while (cursor);
    expect(total).toBe(5);
    expect(seen.map((item) => item['price'])).toEqual([104000, 103000, 102000, 101000, 100000]);
    const search = await call('/properties?q=pagestraat&priceMin=102000', { key: viewer });
    expect((search.body!['items'] as Json[]).map((item) => item['street']).sort()).toEqual(['Pagestraat 2', 'Pagestraat 3', 'Pagestraat 4']);
    const all = await call('/properties?limit=200', { key: viewer });
    expect(all.body!['total']).toBe(await app.dataSource.getRepository(Property).countBy({ agencyId: 1 }));
    expect((await call('/properties?sort=bedrooms', { key: viewer })).status).toBe(400);
    expect((await call('/properties?status=9', { key: viewer })).status).toBe(400);
  });

  it('lists the property types to choose a typeId from, named in every language as v1.2 names them', async () => {
    const answer = await call('/reference/property-types', { key: viewer });
    expect(answer.status).toBe(200);
    const types = answer.body!['items'] as { id: number; names: Record<string, string | null>; parentId: number | null; mainTypeId: number; showOrder: number }[];
    expect(answer.body).toMatchObject({ nextCursor: null, total: types.length });
    expect(types.length).toBeGreaterThan(5);
    for (const type of types) expect(Object.keys(type.names).sort()).toEqual(['ca', 'de', 'en', 'es', 'fr', 'nl']);
    for (const [languageId, code] of [[1, 'nl'], [2, 'fr'], [3, 'en']] as const) {
      const legacy = (await v12('GetTypeOfPropertyList', { LanguageID: languageId, Limit1: 1, Limit2: 1000 })).Value as { Items: { ID: number; Name: string; MainTypeID: number }[] };
      expect(legacy.Items.length).toBe(types.length);
      for (const item of legacy.Items) expect({ id: item.ID, name: types.find((type) => type.id === item.ID)?.names[code] }).toEqual({ id: item.ID, name: item.Name });
    }
    const sub = types.find((type) => type.parentId !== null);
    if (sub) expect(types.find((type) => type.id === sub.mainTypeId)?.parentId).toBeNull();
    expect((await call('/reference/property-types')).status).toBe(401);
  });

  it("lists the cities the agency's listings are in, whatever their status, by postcode, to filter the listing by cityId", async () => {
    const answer = await call('/reference/cities', { key: viewer });
    expect(answer.status).toBe(200);
    const cities = answer.body!['items'] as { id: number; zip: string; names: Record<string, string> }[];
    expect(answer.body).toMatchObject({ nextCursor: null, total: cities.length });
    expect(cities.map((city) => city.zip)).toEqual([...cities.map((city) => city.zip)].sort((a, b) => a.localeCompare(b)));
    for (const city of cities) expect(Object.keys(city.names).sort()).toEqual(['ca', 'de', 'en', 'es', 'fr', 'nl']);
    // Every city of the agency's listings (all of them, any status) is there, and only those.
    const listed = new Set<number>();
    let cursor: string | null = null;
    do {
      const page = (await call(`/properties?limit=100${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`, { key: viewer })).body!;
      for (const item of page['items'] as { cityId: number | null }[]) if (item.cityId !== null) listed.add(item.cityId);
      cursor = page['nextCursor'] as string | null;
    } while (cursor !== null);
    expect(new Set(cities.map((city) => city.id))).toEqual(listed);
    // A city's listings are what the cityId filter answers.
    const city = cities[0]!;
    const filtered = (await call(`/properties?limit=100&cityId=${city.id}`, { key: viewer })).body!['items'] as { cityId: number }[];
    expect(filtered.length).toBeGreaterThan(0);
    for (const item of filtered) expect(item.cityId).toBe(city.id);
    expect((await call('/reference/cities')).status).toBe(401);
  });

  it('deletes a property: 204, then 404, and partners see it deleted', async () => {
    const made = await call('/properties', { key: editor, body: { typeId: 1, status: 1, street: 'Weg 1' } });
    const id = Number(made.body!['id']);
    const deleted = await call(`/properties/${id}`, { method: 'DELETE', key: editor, headers: { 'if-match': '"1"' } });
    expect(deleted.status).toBe(204);
    expect((await call(`/properties/${id}`, { key: viewer })).status).toBe(404);
    expect((await v12('GetProperty', { ID: id })).Value).toBeNull();
    const kinds = await eventually(async () => {
      const found = await changesOf(id);
      return found.includes('Deleted') ? found : undefined;
    }, 'the deletion in GetChanges');
    // One event per write: the creation and the deletion (merged into the deletion when one round stamps both).
    expect(kinds.length).toBeLessThanOrEqual(2);
    expect(kinds[kinds.length - 1]).toBe('Deleted');
  });
});
