/**
 * The agency API's projects, buildings and units over real HTTP, checked against what the v1.2
 * interface and the change log show of the same records.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ChangeSequencer } from '../../src/changes/change-sequencer.js';
import { callApi, demoApiKeys } from '../support/agency-api.js';
import { startTestApp, type TestApp } from '../support/app.js';
import { callJson } from '../fixtures/v12/http.js';

const call = callApi;

describe('agency API: projects, buildings, units and documents', () => {
  let app: TestApp;
  let editor: string;
  let viewer: string;
  let stranger: string;

  beforeAll(async () => {
    app = await startTestApp({ API_RATE_LIMIT: '10000' });
    ({ editor, viewer, stranger } = await demoApiKeys(app));
  }, 180_000);

  afterAll(async () => {
    await app?.close();
  });

  const project = {
    reference: 'PRJ-API-1',
    name: 'Residentie Scheldezicht',
    status: 2,
    publishInternet: true,
    street: 'Kaai',
    houseNumber: '4',
    zip: '9000',
    city: 'Gent',
    latitude: 51.06,
    longitude: 3.72,
    deliveryDate: '2028-06-30T00:00:00Z',
    descriptions: { nl: { shortDescription: 'Wonen aan het water', description: '<p>24 appartementen</p>' }, fr: { shortDescription: "Vivre au bord de l'eau" } },
  };

  it('creates a published project with its reference, visible at once through v1.2, and refuses the reference twice', async () => {
    const created = await call(app, editor, 'POST', '/projects', project);
    expect(created.status).toBe(201);
    expect(created.headers.get('location')).toBe(`/api/v1/projects/${created.body.id}`);
    expect(created.body).toMatchObject({ reference: 'PRJ-API-1', name: 'Residentie Scheldezicht', status: 2, publishInternet: true, descriptions: { nl: { shortDescription: 'Wonen aan het water' }, fr: { description: null } }, version: 1 });
    const legacy = await callJson(app.baseUrl, 'GetProjectJson', { ID: created.body.id, LanguageID: 1, RichTextFormat: 1 });
    expect(legacy.Value).toMatchObject({ ID: created.body.id, Name: 'Residentie Scheldezicht', Status: 2, ShortDescription: 'Wonen aan het water', Description: '<p>24 appartementen</p>', Zip: '9000' });
    const twice = await call(app, editor, 'POST', '/projects', { ...project, name: 'Other' });
    expect(twice.status).toBe(409);
    expect((await call(app, viewer, 'GET', '/projects?reference=PRJ-API-1')).body.items.map((p: { id: number }) => p.id)).toEqual([created.body.id]);
    expect((await call(app, stranger, 'GET', `/projects/${created.body.id}`)).status).toBe(404);
    expect((await call(app, viewer, 'POST', '/projects', { name: 'Viewer may not' })).status).toBe(403);
  });

  it('lists every invalid field of a project, and changes nothing on a stale If-Match', async () => {
    const { body: created } = await call(app, editor, 'POST', '/projects', { name: 'Checked' });
    const invalid = await call(app, editor, 'PATCH', `/projects/${created.id}`, { name: '', website: 'ftp://example.org', officeId: 999_999, descriptions: { xx: { description: 'x' }, nl: { shortDescription: 5 } } });
    expect(invalid.status).toBe(400);
    expect(invalid.body.errors.map((e: { field: string }) => e.field).sort()).toEqual(['/descriptions/nl/shortDescription', '/descriptions/xx', '/name', '/website']);
    const unknownOffice = await call(app, editor, 'PATCH', `/projects/${created.id}`, { officeId: 999_999 });
    expect(unknownOffice.body.errors).toEqual([expect.objectContaining({ field: '/officeId', code: 'unknown-reference' })]);
    const renamed = await call(app, editor, 'PATCH', `/projects/${created.id}`, { name: 'Checked twice' }, { 'If-Match': '"1"' });
    expect(renamed.headers.get('etag')).toBe('"2"');
    expect((await call(app, editor, 'PATCH', `/projects/${created.id}`, { name: 'Lost update' }, { 'If-Match': '"1"' })).status).toBe(412);
    expect((await call(app, viewer, 'GET', `/projects/${created.id}`)).body.name).toBe('Checked twice');
  });

  it('creates or replaces a project by reference: the same body again writes nothing, a stale If-Match is 412', async () => {
    // The newest change event of the project: the sequencer may merge (delete) older unstamped ones
    // of the same record at any moment, so a count could fall; a write always adds a higher id.
    const written = async (id: number) => ({
      audit: Number(((await app.dataSource.query("SELECT COUNT(*) AS n FROM audit_entry WHERE resource = 'project' AND resource_id = ?", [String(id)])) as { n: number | string }[])[0]!.n),
      lastEvent: Number(((await app.dataSource.query("SELECT MAX(id) AS n FROM change_event WHERE resource = 'Project' AND record_key = ?", [id])) as { n: number | string }[])[0]!.n),
    });
    const body = { name: 'Residentie Leiezicht', status: 1, publishInternet: true, city: 'Kortrijk', latitude: 50.82803491, descriptions: { nl: { shortDescription: 'Aan de Leie' }, fr: { shortDescription: 'Au bord de la Lys' } } };
    const first = await call(app, editor, 'PUT', '/projects/by-reference/PRJ-PUT-1', body);
    expect(first.status).toBe(201);
    expect(first.headers.get('location')).toBe(`/api/v1/projects/${first.body.id}`);
    expect(first.headers.get('etag')).toBe('"1"');
    expect(first.body).toMatchObject({ reference: 'PRJ-PUT-1', name: 'Residentie Leiezicht', publishInternet: true, latitude: 50.8280349, version: 1, descriptions: { nl: { shortDescription: 'Aan de Leie', description: null } } });
    const afterCreate = await written(first.body.id);
    expect(afterCreate.audit).toBe(1);

    const same = await call(app, editor, 'PUT', '/projects/by-reference/PRJ-PUT-1', body);
    expect(same.status).toBe(200);
    expect(same.body).toEqual(first.body);
    // A merge patch that sets what is already there writes nothing either.
    expect((await call(app, editor, 'PATCH', `/projects/${first.body.id}`, { descriptions: { nl: { shortDescription: 'Aan de Leie' } } })).body.version).toBe(1);
    expect(await written(first.body.id)).toEqual(afterCreate);

    const replaced = await call(app, editor, 'PUT', '/projects/by-reference/PRJ-PUT-1', { name: 'Residentie Leiezicht', status: 2, descriptions: { nl: { description: '<p>Fase 2</p>' } } }, { 'If-Match': '"1"' });
    expect(replaced.status).toBe(200);
    expect(replaced.body).toMatchObject({ id: first.body.id, status: 2, publishInternet: false, city: null, latitude: null, descriptions: { nl: { shortDescription: null, description: '<p>Fase 2</p>' } }, version: 2 });
    expect(replaced.body.descriptions.fr).toBeUndefined();
    expect((await call(app, viewer, 'GET', '/projects/by-reference/PRJ-PUT-1')).body).toEqual(replaced.body);
    expect((await written(first.body.id)).audit).toBe(2);

    expect((await call(app, editor, 'PUT', '/projects/by-reference/PRJ-PUT-1', body, { 'If-Match': '"1"' })).status).toBe(412);
    expect((await call(app, editor, 'PUT', '/projects/by-reference/PRJ-PUT-9', body, { 'If-Match': '"1"' })).status).toBe(412);
    const mismatch = await call(app, editor, 'PUT', '/projects/by-reference/PRJ-PUT-1', { ...body, reference: 'PRJ-OTHER' });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.errors).toEqual([expect.objectContaining({ field: '/reference', code: 'mismatch' })]);
    const nameless = await call(app, editor, 'PUT', '/projects/by-reference/PRJ-PUT-2', { status: 1 });
    expect(nameless.status).toBe(400);
    expect(nameless.body.errors).toEqual([expect.objectContaining({ field: '/name' })]);
    expect((await call(app, viewer, 'PUT', '/projects/by-reference/PRJ-PUT-2', body)).status).toBe(403);
    expect((await call(app, viewer, 'GET', '/projects/by-reference/PRJ-PUT-2')).status).toBe(404);
    expect((await call(app, stranger, 'GET', '/projects/by-reference/PRJ-PUT-1')).status).toBe(404);
    expect((await call(app, viewer, 'GET', '/projects/by-reference/PRJ-PUT-1', undefined, { 'If-None-Match': '"2"' })).status).toBe(304);
  });

  it('withdraws a project with its units and tells the change log; adds, changes and removes buildings', async () => {
    const { body: created } = await call(app, editor, 'POST', '/projects', { ...project, reference: 'PRJ-API-2' });
    const building = await call(app, editor, 'POST', `/projects/${created.id}/buildings`, { name: 'Blok A', floors: 5, descriptions: { nl: 'Zuidgericht' } });
    expect(building.status).toBe(201);
    expect(building.body).toMatchObject({ projectId: created.id, name: 'Blok A', floors: 5, descriptions: { nl: 'Zuidgericht' } });
    const legacyBuildings = await callJson(app.baseUrl, 'GetBuildingListJson', { ProjectID: created.id, LanguageID: 1 });
    expect(legacyBuildings.Value.Items).toEqual([expect.objectContaining({ ID: building.body.id, Name: 'Blok A', Description: 'Zuidgericht' })]);
    const changed = await call(app, editor, 'PATCH', `/projects/${created.id}/buildings/${building.body.id}`, { floors: 6, descriptions: { fr: 'Orienté sud' } });
    expect(changed.body).toMatchObject({ floors: 6, descriptions: { nl: 'Zuidgericht', fr: 'Orienté sud' }, version: 2 });

    const before = new Date(Date.now() - 2000).toISOString();
    const withdrawn = await call(app, editor, 'PATCH', `/projects/${created.id}`, { publishInternet: false });
    expect(withdrawn.body).toMatchObject({ publishInternet: false, withdrawnAt: expect.any(String) });
    expect((await callJson(app.baseUrl, 'GetProjectJson', { ID: created.id })).Value ?? null).toBeNull();
    expect((await callJson(app.baseUrl, 'GetDeletedProjectIDsJson', { ChangeSince: before })).Value).toContain(created.id);
    // The events as partners read them: numbered (and merged) by the sequencer, which the app runs every 200 ms.
    await new ChangeSequencer(app.dataSource).stampAll();
    const events = (await app.dataSource.query("SELECT kind, reason FROM change_event WHERE resource = 'Project' AND record_key = ? ORDER BY id", [created.id])) as { kind: string; reason: string }[];
    // One event per write transaction (the creation with its texts is one); writes stamped in the same
    // round of the sequencer merge too, so the two building changes are one or two events.
    const kinds = events.map((event) => `${event.kind}/${event.reason}`);
    // A project created and withdrawn within one round is one Withdrawn (nobody had read it yet).
    expect(kinds[kinds.length - 1]).toBe('Withdrawn/Record');
    if (kinds.length > 1) expect(kinds[0]).toBe('Created/Record');
    expect(kinds.slice(1, -1).filter((kind) => kind !== 'Changed/Buildings')).toEqual([]);
    expect(kinds.length).toBeLessThanOrEqual(4);

    expect((await call(app, editor, 'DELETE', `/projects/${created.id}/buildings/${building.body.id}`)).status).toBe(204);
    expect((await call(app, editor, 'DELETE', `/projects/${created.id}`)).status).toBe(204);
    expect((await call(app, viewer, 'GET', `/projects/${created.id}`)).status).toBe(404);
  });

  it('lists the units of a demo project and refuses to delete a project that has units', async () => {
    const [unit] = (await app.dataSource.query('SELECT project_id AS projectId FROM property WHERE agency_id = 1 AND project_id IS NOT NULL ORDER BY id LIMIT 1')) as { projectId: number }[];
    const projectId = Number(unit!.projectId);
    const units = await call(app, viewer, 'GET', `/projects/${projectId}/units`);
    expect(units.body.items.length).toBeGreaterThan(0);
    expect(units.body.items[0]).toMatchObject({ id: expect.any(Number), buildingId: expect.any(Number) });
    const refused = await call(app, editor, 'DELETE', `/projects/${projectId}`);
    expect(refused.status).toBe(409);
    expect((await call(app, viewer, 'GET', `/projects/${projectId}`)).status).toBe(200);
  });

  it('attaches a document by link, publishes and unpublishes it as v1.2 GetDocumentList shows, and removes it', async () => {
    const [property] = (await app.dataSource.query('SELECT id FROM property WHERE agency_id = 1 AND status = 1 ORDER BY id LIMIT 1')) as { id: number }[];
    const propertyId = Number(property!.id);
    const created = await call(app, editor, 'POST', '/documents', { propertyId, title: 'EPC certificate', kind: 'certificate', url: 'https://docs.example.org/epc.pdf', published: true });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ propertyId, projectId: null, title: 'EPC certificate', kind: 'certificate', published: true, version: 1 });
    const listed = async (publish?: boolean) =>
      (await callJson(app.baseUrl, 'GetDocumentListJson', { ObjectIDs: [propertyId], Limit1: 1, Limit2: 100, ...(publish === undefined ? {} : { Publish: publish }) })).Value.Items.find(
        (d: { ID: number }) => d.ID === created.body.id,
      );
    expect(await listed()).toMatchObject({ Title: 'EPC certificate', Url: 'https://docs.example.org/epc.pdf', Publish: true });
    const hidden = await call(app, editor, 'PATCH', `/documents/${created.body.id}`, { published: false }, { 'If-Match': '"1"' });
    expect(hidden.body).toMatchObject({ published: false, version: 2 });
    // A partner's list leaves an unpublished document out; asking for the unpublished ones shows it.
    expect(await listed()).toBeUndefined();
    expect(await listed(false)).toMatchObject({ Publish: false });
    expect((await call(app, editor, 'PATCH', `/documents/${created.body.id}`, { title: 'Stale' }, { 'If-Match': '"1"' })).status).toBe(412);

    const invalid = await call(app, editor, 'POST', '/documents', { propertyId, projectId: 1, title: '', url: 'ftp://docs.example.org/x.pdf' });
    expect(invalid.status).toBe(400);
    expect(invalid.body.errors.map((e: { field: string }) => e.field).sort()).toEqual(['/projectId', '/title', '/url']);
    const foreign = await call(app, stranger, 'POST', '/documents', { propertyId, title: 'Not theirs', url: 'https://x.example.org/a.pdf' });
    expect(foreign.body.errors).toEqual([expect.objectContaining({ field: '/propertyId', code: 'unknown-reference' })]);
    expect((await call(app, viewer, 'GET', `/documents?propertyId=${propertyId}`)).body.items.map((d: { id: number }) => d.id)).toContain(created.body.id);
    expect((await call(app, editor, 'DELETE', `/documents/${created.body.id}`)).status).toBe(204);
    expect((await call(app, viewer, 'GET', `/documents/${created.body.id}`)).status).toBe(404);
    expect(await listed()).toBeUndefined();
  });
});
