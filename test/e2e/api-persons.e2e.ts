/**
 * The agency API's persons, demands, lead inbox and GDPR routes over real HTTP, checked against
 * what the v1.2 interface shows of the same records.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ApiKeyService } from '../../src/api-keys/api-keys.service.js';
import { callApi, demoApiKeys } from '../support/agency-api.js';
import { startTestApp, type TestApp } from '../support/app.js';
import { callJson, demoIds } from '../fixtures/v12/http.js';

const call = callApi;

describe('agency API: persons, demands, leads and GDPR', () => {
  let app: TestApp;
  let editor: string;
  let viewer: string;
  let stranger: string;
  let propertyId: number;

  beforeAll(async () => {
    app = await startTestApp({ API_RATE_LIMIT: '10000' });
    ({ editor, viewer, stranger } = await demoApiKeys(app));
    propertyId = (await demoIds(app.baseUrl)).propertyId;
  }, 180_000);

  afterAll(async () => {
    await app?.close();
  });

  it('creates a person once per Idempotency-Key, reads it with its ETag, and shows it through v1.2', async () => {
    const body = { name: 'Maes', firstName: 'Lotte', email: 'Lotte.Maes@Example.org', city: 'Gent', languageId: 1 };
    const created = await call(app, editor, 'POST', '/persons', body, { 'Idempotency-Key': 'person-lotte' });
    expect(created.status).toBe(201);
    expect(created.headers.get('location')).toBe(`/api/v1/persons/${created.body.id}`);
    expect(created.headers.get('etag')).toBe('"1"');
    expect(created.body).toMatchObject({ name: 'Maes', firstName: 'Lotte', email: 'lotte.maes@example.org', hasLogin: false, version: 1 });
    const replay = await call(app, editor, 'POST', '/persons', body, { 'Idempotency-Key': 'person-lotte' });
    expect(replay.status).toBe(201);
    expect(replay.body.id).toBe(created.body.id);
    expect((await call(app, editor, 'POST', '/persons', { ...body, city: 'Brugge' }, { 'Idempotency-Key': 'person-lotte' })).status).toBe(422);

    const read = await call(app, viewer, 'GET', `/persons/${created.body.id}`);
    expect(read.status).toBe(200);
    expect(read.headers.get('etag')).toBe('"1"');
    expect((await call(app, viewer, 'GET', `/persons/${created.body.id}`, undefined, { 'If-None-Match': '"1"' })).status).toBe(304);
    const legacy = await callJson(app.baseUrl, 'GetPersonJson', { ID: created.body.id });
    expect(legacy.Value).toMatchObject({ ID: created.body.id, Name: 'Maes', FirstName: 'Lotte', Email: 'lotte.maes@example.org', City: 'Gent' });
  });

  it('changes a person by merge patch with If-Match: 412 on a stale version, 400 listing every invalid field, 403 for a viewer, 404 for another agency', async () => {
    const { body: person } = await call(app, editor, 'POST', '/persons', { name: 'Zwartewaele', email: 'jan.zwartewaele@example.org', phoneNumber: '09 111 22 33' });
    const changed = await call(app, editor, 'PATCH', `/persons/${person.id}`, { city: 'Leuven', phoneNumber: null }, { 'If-Match': '"1"' });
    expect(changed.status).toBe(200);
    expect(changed.headers.get('etag')).toBe('"2"');
    expect(changed.body).toMatchObject({ city: 'Leuven', phoneNumber: null, version: 2 });
    expect((await callJson(app.baseUrl, 'GetPersonJson', { ID: person.id })).Value).toMatchObject({ City: 'Leuven', PhoneNumber: null });

    const stale = await call(app, editor, 'PATCH', `/persons/${person.id}`, { city: 'Mechelen' }, { 'If-Match': '"1"' });
    expect(stale.status).toBe(412);
    expect(stale.headers.get('content-type')).toMatch(/^application\/problem\+json/);
    expect((await call(app, viewer, 'GET', `/persons/${person.id}`)).body.city).toBe('Leuven');

    const invalid = await call(app, editor, 'PATCH', `/persons/${person.id}`, { email: 'not an address', languageId: 9, shoeSize: 44 });
    expect(invalid.status).toBe(400);
    expect(invalid.body.errors.map((e: { field: string }) => e.field).sort()).toEqual(['/email', '/languageId', '/shoeSize']);
    const taken = await call(app, editor, 'PATCH', `/persons/${person.id}`, { email: 'lotte.maes@example.org' });
    expect(taken.status).toBe(409);

    expect((await call(app, viewer, 'PATCH', `/persons/${person.id}`, { city: 'Aalst' })).status).toBe(403);
    expect((await call(app, stranger, 'GET', `/persons/${person.id}`)).status).toBe(404);
    expect((await call(app, stranger, 'PATCH', `/persons/${person.id}`, { city: 'Aalst' })).status).toBe(404);
    const list = await call(app, viewer, 'GET', `/persons?q=zwartewaele&sort=-updatedAt`);
    expect(list.body.items.map((p: { id: number }) => p.id)).toEqual([person.id]);
  });

  it("adds, changes and removes a person's demands", async () => {
    const { body: person } = await call(app, editor, 'POST', '/persons', { name: 'Seeker' });
    const demand = await call(app, editor, 'POST', `/persons/${person.id}/demands`, { goal: 1, priceTo: 1200, zips: ['9000'] });
    expect(demand.status).toBe(201);
    expect(demand.body).toMatchObject({ goal: 1, priceTo: 1200, zips: ['9000'], active: true });
    const invalid = await call(app, editor, 'PATCH', `/persons/${person.id}/demands/${demand.body.id}`, { goal: 5, minRoom: -2 });
    expect(invalid.status).toBe(400);
    const changed = await call(app, editor, 'PATCH', `/persons/${person.id}/demands/${demand.body.id}`, { active: false }, { 'If-Match': '"1"' });
    expect(changed.body).toMatchObject({ active: false, version: 2 });
    expect((await callJson(app.baseUrl, 'GetPersonJson', { ID: person.id })).Value.Demands).toEqual([expect.objectContaining({ ID: demand.body.id, Active: false })]);
    expect((await call(app, editor, 'DELETE', `/persons/${person.id}/demands/${demand.body.id}`)).status).toBe(204);
    expect((await call(app, viewer, 'GET', `/persons/${person.id}/demands`)).body.items).toEqual([]);
  });

  it('finds persons by a part of their phone or mobile number, and by a part of the city or the start of the postcode', async () => {
    const { body: lies } = await call(app, editor, 'POST', '/persons', { name: 'Vandamme', firstName: 'Lies', phoneNumber: '+32 9 777 41 52', zip: '8310', city: 'Sint-Kruis' });
    const { body: wout } = await call(app, editor, 'POST', '/persons', { name: 'Vandamme', firstName: 'Wout', mobileNumber: '0477 41 52 99', zip: '8000', city: 'Brugge' });
    const ids = async (query: string) => ((await call(app, viewer, 'GET', `/persons?${query}`)).body.items as { id: number }[]).map((p) => p.id);
    expect(await ids('q=777%2041')).toEqual([lies.id]);
    expect(await ids('q=0477%2041')).toEqual([wout.id]);
    expect(await ids('q=41%2052')).toEqual(expect.arrayContaining([lies.id, wout.id]));
    expect(await ids('q=vandamme&city=kruis')).toEqual([lies.id]);
    expect(await ids('q=vandamme&city=83')).toEqual([lies.id]);
    // A postcode matches from its start only, a city name anywhere.
    expect(await ids('q=vandamme&city=310')).toEqual([]);
    expect(await ids('q=vandamme&city=BRUG')).toEqual([wout.id]);
    const tooLong = await call(app, viewer, 'GET', `/persons?city=${'x'.repeat(101)}`);
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.errors.map((e: { field: string }) => e.field)).toEqual(['/query/city']);
    expect(((await call(app, stranger, 'GET', '/persons?q=vandamme')).body.items as { id: number }[]).map((p) => p.id)).not.toEqual(expect.arrayContaining([lies.id]));
  });

  it("names the property types a demand's typeIds take, per language code", async () => {
    const types = await call(app, viewer, 'GET', '/reference/property-types');
    expect(types.status).toBe(200);
    const apartment = types.body.items.find((type: { id: number }) => type.id === 10);
    expect(apartment).toEqual({ id: 10, parentId: null, mainTypeId: 10, webId: 1, abbr: 'APT', showOrder: 10, names: expect.objectContaining({ nl: 'Appartement', fr: 'Appartement', en: 'Apartment' }) });
    expect(types.body.items.find((type: { id: number }) => type.id === 12)).toMatchObject({ parentId: 10, names: expect.objectContaining({ en: 'Penthouse' }) });
    const { body: person } = await call(app, editor, 'POST', '/persons', { name: 'Typer' });
    const demand = await call(app, editor, 'POST', `/persons/${person.id}/demands`, { goal: 0, typeIds: [apartment.id, 12] });
    expect(demand.body.typeIds).toEqual([10, 12]);
    expect((await fetch(`${app.baseUrl}/api/v1/reference/property-types`)).status).toBe(401);
  });

  it('shows a contact request sent through v1.2 in the lead inbox, to assign and mark handled', async () => {
    const email = `inbox-${Date.now()}@example.org`;
    const sent = await callJson(app.baseUrl, 'ContactOnMeJson', { PropertyID: propertyId, Name: 'Visitor', FirstName: 'Vera', Email: email, Message: 'Can I visit on Saturday?' });
    expect(sent.Success).toBe(true);
    const inbox = await call(app, viewer, 'GET', '/leads?status=new&kind=contact');
    const lead = inbox.body.items.find((item: { person: { email: string } | null }) => item.person?.email === email);
    expect(lead).toMatchObject({ status: 'new', propertyId, message: 'Can I visit on Saturday?', assignedUserId: null, projectId: null, project: null });
    // The listing is named as an agent knows it: its reference and place, as the property itself reads.
    const property = (await call(app, viewer, 'GET', `/properties/${propertyId}`)).body;
    expect(lead.property).toEqual({ id: propertyId, reference: property.reference, ident: property.ident, zip: property.zip, city: property.city });
    expect(lead.property.reference ?? lead.property.ident).toEqual(expect.any(String));
    expect((await call(app, viewer, 'GET', `/leads/${lead.id}`)).body.property).toEqual(lead.property);
    const users = (await app.dataSource.query('SELECT id FROM agency_user WHERE agency_id = 1 ORDER BY id')) as { id: number }[];
    const userId = Number(users[0]!.id);
    const handled = await call(app, editor, 'PATCH', `/leads/${lead.id}`, { status: 'handled', assignedUserId: userId }, { 'If-Match': `"${lead.version}"` });
    expect(handled.status).toBe(200);
    expect(handled.body).toMatchObject({ status: 'handled', assignedUserId: userId });
    const mine = await call(app, viewer, 'GET', `/leads?assignedUserId=${userId}&status=handled`);
    expect(mine.body.items.map((item: { id: number }) => item.id)).toContain(lead.id);
    expect((await call(app, editor, 'PATCH', `/leads/${lead.id}`, { assignedUserId: 999_999 })).status).toBe(400);
    expect((await call(app, editor, 'PATCH', `/leads/${lead.id}`, { status: 'new' }, { 'If-Match': `"${lead.version}"` })).status).toBe(412);
    expect((await call(app, stranger, 'GET', `/leads/${lead.id}`)).status).toBe(404);
  });

  it('exports everything about a person, then erases them: gone from v1.2 reads, their lead kept without identity', async () => {
    const email = `erase-${Date.now()}@example.org`;
    expect((await callJson(app.baseUrl, 'ContactOnMeJson', { PropertyID: propertyId, Name: 'Verhoeven', FirstName: 'Bart', Email: email, Message: 'Bart Verhoeven here, call me' })).Success).toBe(true);
    const personId = (await call(app, viewer, 'GET', `/persons?email=${email}`)).body.items[0].id as number;
    const exported = await call(app, viewer, 'GET', `/persons/${personId}/export`);
    expect(exported.status).toBe(200);
    expect(exported.body.person).toMatchObject({ id: personId, name: 'Verhoeven', email });
    expect(exported.body.history.map((h: { subject: string }) => h.subject)).toEqual(expect.arrayContaining([expect.stringContaining('Contact request')]));
    expect(exported.body.leads).toEqual([expect.objectContaining({ kind: 'contact', propertyId })]);

    expect((await call(app, viewer, 'DELETE', `/persons/${personId}`)).status).toBe(403);
    const erased = await call(app, editor, 'DELETE', `/persons/${personId}`);
    expect(erased.status).toBe(204);
    expect((await call(app, viewer, 'GET', `/persons/${personId}`)).status).toBe(404);
    const legacy = await callJson(app.baseUrl, 'GetPersonJson', { ID: personId });
    expect(legacy).toMatchObject({ Success: true, Value: null });
    expect((await callJson(app.baseUrl, 'GetPersonByEmailJson', { Email: email })).Value ?? null).toBeNull();
    const leads = await call(app, viewer, 'GET', `/leads?kind=contact&limit=200`);
    const kept = leads.body.items.find((item: { message: string | null }) => item.message?.includes('here, call me'));
    expect(kept).toMatchObject({ person: null, message: '[erased] here, call me' });
    const audit = await call(app, (await new ApiKeyService(app.dataSource).create(1, 'auditor', 'admin')).key, 'GET', `/audit?resource=person&resourceId=${personId}`);
    expect(audit.body.items[0]).toMatchObject({ action: 'delete', actor: { kind: 'api-key', label: 'crm' } });
  });
});
