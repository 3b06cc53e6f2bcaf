/**
 * Documents uploaded as files through the agency API, over real HTTP: the type judged by the
 * content, an image stored without its metadata, the staff's own download whatever the
 * publication, the public /media/ address only while the document is published (as v1.2
 * GetDocumentList gives it), bad uploads refused with nothing stored, and a deleted document's
 * file gone from the public address and, after the sweep, from the disk.
 */
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import sharp from 'sharp';
import { exportAgency } from '../../src/cli/transfer/export-document.js';
import { MediaDocumentFiles } from '../../src/media/media-documents.service.js';
import { callApi, demoApiKeys } from '../support/agency-api.js';
import { startTestApp, type TestApp } from '../support/app.js';
import { smallPdf } from '../support/documents.js';
import { photoWithGps } from '../support/images.js';
import { callJson } from '../fixtures/v12/http.js';

const MEDIA_BASE = 'https://media.example.test';

describe('agency API: documents uploaded as files', () => {
  let app: TestApp;
  let dir: string;
  let editor: string;
  let viewer: string;
  let stranger: string;
  let propertyId: number;

  /** Uploads `bytes` as `name` with the text fields; the answer's status and JSON body. */
  const upload = async (bytes: Buffer | string, name: string, fields: Record<string, string>, key = editor, headers: Record<string, string> = {}) => {
    const form = new FormData();
    for (const [field, value] of Object.entries(fields)) form.append(field, value);
    form.append('file', new Blob([typeof bytes === 'string' ? bytes : new Uint8Array(bytes)]), name);
    const response = await fetch(`${app.baseUrl}/api/v1/documents/uploads`, { method: 'POST', headers: { Authorization: `Bearer ${key}`, ...headers }, body: form });
    const text = await response.text();
    return { status: response.status, headers: response.headers, body: text === '' ? null : JSON.parse(text) };
  };
  const local = (url: string) => url.replace(MEDIA_BASE, app.baseUrl);
  const storedFiles = async () => (await readdir(join(dir, 'documents'), { recursive: true })).filter((name) => /[0-9a-f]{64}$/.test(name));
  const documentCount = async () => Number(((await app.dataSource.query('SELECT COUNT(*) AS n FROM document')) as { n: number }[])[0]!.n);

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'document-files-e2e-'));
    app = await startTestApp({ MEDIA_DIR: dir, MEDIA_BASE_URL: MEDIA_BASE, MEDIA_MAX_BYTES: '2000000', API_RATE_LIMIT: '10000' });
    ({ editor, viewer, stranger } = await demoApiKeys(app));
    const [property] = (await app.dataSource.query('SELECT id FROM property WHERE agency_id = 1 AND status = 1 ORDER BY id LIMIT 1')) as { id: number }[];
    propertyId = Number(property!.id);
  }, 300_000);

  afterAll(async () => {
    await app?.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('uploads a PDF unpublished: staff read it, the public address answers once it is published, as v1.2 GetDocumentList gives it', async () => {
    const pdf = smallPdf('Plan of the ground floor');
    const created = await upload(pdf, 'Plan rez-de-chaussée.pdf', { propertyId: String(propertyId), kind: 'plan' });
    expect(created.status).toBe(201);
    const id = created.body.id as number;
    expect(created.headers.get('location')).toBe(`/api/v1/documents/${id}`);
    expect(created.body).toMatchObject({
      propertyId,
      title: 'Plan rez-de-chaussée',
      kind: 'plan',
      published: false,
      url: `${MEDIA_BASE}/media/1/document-${id}/plan-rez-de-chaussee.pdf`,
      file: { name: 'Plan rez-de-chaussée.pdf', type: 'application/pdf', bytes: pdf.length },
      version: 1,
    });

    // Unpublished: the public address is 404; the agency's staff (any role) read the file.
    expect((await fetch(local(created.body.url))).status).toBe(404);
    const file = await fetch(`${app.baseUrl}/api/v1/documents/${id}/file`, { headers: { Authorization: `Bearer ${viewer}` } });
    expect(file.status).toBe(200);
    expect(Buffer.from(await file.arrayBuffer()).equals(pdf)).toBe(true);
    expect(Object.fromEntries(['content-type', 'cache-control', 'content-disposition', 'x-content-type-options'].map((name) => [name, file.headers.get(name)]))).toEqual({
      'content-type': 'application/pdf',
      'cache-control': 'private, no-cache',
      'content-disposition': `inline; filename="Plan rez-de-chauss_e.pdf"; filename*=UTF-8''Plan%20rez-de-chauss%C3%A9e.pdf`,
      'x-content-type-options': 'nosniff',
    });
    const again = await fetch(`${app.baseUrl}/api/v1/documents/${id}/file`, { headers: { Authorization: `Bearer ${viewer}`, 'If-None-Match': file.headers.get('etag')! } });
    expect(again.status).toBe(304);
    expect((await fetch(`${app.baseUrl}/api/v1/documents/${id}/file`, { headers: { Authorization: `Bearer ${stranger}` } })).status).toBe(404);
    expect((await fetch(`${app.baseUrl}/api/v1/documents/${id}/file`)).status).toBe(401);
    const listed = async () => (await callJson(app.baseUrl, 'GetDocumentListJson', { ObjectIDs: [propertyId], Limit1: 1, Limit2: 100 })).Value.Items.find((d: { ID: number }) => d.ID === id);
    expect(await listed()).toBeUndefined();

    // Published: v1.2 lists it with the same address, which serves the file to anyone.
    const published = await callApi(app, editor, 'PATCH', `/documents/${id}`, { published: true, title: 'Ground floor plan' }, { 'If-Match': '"1"' });
    expect(published.body).toMatchObject({ published: true, title: 'Ground floor plan', url: created.body.url, version: 2 });
    expect(await listed()).toMatchObject({ Title: 'Ground floor plan', Kind: 'plan', Url: created.body.url, Publish: true });
    const pub = await fetch(local(created.body.url));
    expect(pub.status).toBe(200);
    expect(Buffer.from(await pub.arrayBuffer()).equals(pdf)).toBe(true);
    expect({ type: pub.headers.get('content-type'), cache: pub.headers.get('cache-control'), sniff: pub.headers.get('x-content-type-options') }).toEqual({ type: 'application/pdf', cache: 'public, max-age=3600', sniff: 'nosniff' });
    expect((await fetch(local(created.body.url), { method: 'HEAD' })).headers.get('content-length')).toBe(String(pdf.length));
    const unchanged = await fetch(local(created.body.url), { headers: { 'If-None-Match': pub.headers.get('etag')! } });
    expect({ status: unchanged.status, sniff: unchanged.headers.get('x-content-type-options') }).toEqual({ status: 304, sniff: 'nosniff' });
    // Only that exact address: another name, another agency, another form.
    for (const wrong of [`/media/1/document-${id}/other.pdf`, `/media/2/document-${id}/plan-rez-de-chaussee.pdf`, `/media/1/document-${id}x/plan-rez-de-chaussee.pdf`, `/media/1/document-0${id}/plan-rez-de-chaussee.pdf`]) {
      expect({ wrong, status: (await fetch(`${app.baseUrl}${wrong}`)).status }).toEqual({ wrong, status: 404 });
    }

    // The file stays the document: its url cannot be changed.
    const relink = await callApi(app, editor, 'PATCH', `/documents/${id}`, { url: 'https://docs.example.org/x.pdf' });
    expect(relink.status).toBe(400);
    expect(relink.body.errors).toEqual([expect.objectContaining({ field: '/url', code: 'read-only' })]);

    // Deleted: the public address is 404 at once; the sweep removes the file no document names.
    const [stored] = await storedFiles();
    expect(stored).toMatch(/[0-9a-f]{64}$/);
    expect((await callApi(app, editor, 'DELETE', `/documents/${id}`)).status).toBe(204);
    expect((await fetch(local(created.body.url))).status).toBe(404);
    expect(await listed()).toBeUndefined();
    expect(await app.app.get(MediaDocumentFiles).sweep(0)).toBe(1);
    expect(await storedFiles()).toEqual([]);
  });

  it('stores a photo uploaded as a document upright and without its metadata; a project takes documents too', async () => {
    const [project] = (await app.dataSource.query('SELECT id FROM project WHERE agency_id = 1 ORDER BY id LIMIT 1')) as { id: number }[];
    const created = await upload(await photoWithGps(300, 200), 'IMG_0042.JPG', { projectId: String(project!.id), title: 'Site photo', kind: 'picture', published: 'true' });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ projectId: Number(project!.id), propertyId: null, title: 'Site photo', published: true, file: { name: 'IMG_0042.JPG', type: 'image/jpeg' } });
    expect(created.body.url).toMatch(/\/document-\d+\/img-0042\.jpg$/);
    const served = Buffer.from(await (await fetch(local(created.body.url))).arrayBuffer());
    const metadata = await sharp(served).metadata();
    expect({ width: metadata.width, height: metadata.height, exif: metadata.exif, bytes: served.length }).toEqual({ width: 200, height: 300, exif: undefined, bytes: created.body.file.bytes });
    expect((await callApi(app, viewer, 'GET', `/documents?projectId=${project!.id}`)).body.items.map((d: { id: number }) => d.id)).toContain(created.body.id);
    // An agency's export gives the file's public address, which an import takes as a link.
    const exported = (await exportAgency(app.dataSource, 1, MEDIA_BASE)).documents.find((d) => d['ProjectID'] === Number(project!.id) && d['Title'] === 'Site photo');
    expect(exported).toMatchObject({ FileUrl: created.body.url, Kind: 'picture', Published: true });
  });

  it('refuses bad uploads with problem documents and stores nothing', async () => {
    const before = await documentCount();
    const files = (await storedFiles()).length;
    const pdf = smallPdf('Refused');
    const owner = { propertyId: String(propertyId) };
    const cases: [Promise<{ status: number; body: { type?: string; errors?: { field: string }[] } | null }>, number, string, string[]][] = [
      [upload('<!doctype html><script>alert(1)</script>', 'brochure.pdf', owner), 415, 'unsupported-media-type', []],
      [upload('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>', 'plan.svg', owner), 415, 'unsupported-media-type', []],
      [upload(Buffer.alloc(0), 'empty.pdf', owner), 400, 'validation', ['/file']],
      [upload(Buffer.concat([pdf, Buffer.alloc(2_000_001)]), 'big.pdf', owner), 413, 'payload-too-large', []],
      [upload(pdf, 'a.pdf', {}), 400, 'validation', ['/propertyId']],
      [upload(pdf, 'a.pdf', { ...owner, projectId: '1' }), 400, 'validation', ['/projectId']],
      [upload(pdf, 'a.pdf', { propertyId: 'one', published: 'maybe' }), 400, 'validation', ['/propertyId', '/published']],
      [upload(pdf, 'a.pdf', { ...owner, kind: 'poem' }), 400, 'validation', ['/kind']],
      [upload(pdf, 'a.pdf', { ...owner, url: 'https://x.example.org/a.pdf' }), 400, 'validation', ['/url']],
      [upload(pdf, 'a.pdf', owner, viewer), 403, 'forbidden', []],
      [upload(pdf, 'a.pdf', owner, stranger), 400, 'validation', ['/propertyId']],
      [callApi(app, editor, 'POST', '/documents/uploads', { propertyId, title: 'JSON is no upload' }), 415, 'unsupported-media-type', []],
    ];
    for (const [answer, status, kind, fields] of cases) {
      const { status: got, body } = await answer;
      expect({ status: got, type: String(body?.type ?? '').split('/').pop(), fields: (body?.errors ?? []).map((e) => e.field).sort() }).toEqual({ status, type: kind, fields });
    }
    expect(await documentCount()).toBe(before);
    expect((await storedFiles()).length).toBe(files);
  });

  it('an Idempotency-Key replays the first upload for the same file and refuses another file', async () => {
    const headers = { 'Idempotency-Key': `document-${Date.now()}` };
    const fields = { propertyId: String(propertyId) };
    const first = await upload(smallPdf('Once'), 'once.pdf', fields, editor, headers);
    expect(first.status).toBe(201);
    const again = await upload(smallPdf('Once'), 'once.pdf', fields, editor, headers);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.body.id).toBe(first.body.id);
    expect((await upload(smallPdf('Twice'), 'once.pdf', fields, editor, headers)).status).toBe(422);
  });
});
