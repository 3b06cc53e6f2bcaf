import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable, Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { pino } from 'pino';
import sharp from 'sharp';
import { ApiKeyService } from '../../src/api-keys/api-keys.service.js';
import { runCli } from '../../src/cli/run-cli.js';
import { CLI_ACTOR } from '../../src/common/actor.js';
import { ACCOUNT_SCOPES } from '../../src/common/scopes.js';
import type { Tenant } from '../../src/common/tenant.js';
import { MediaPicturesService } from '../../src/media/media-pictures.service.js';
import { PropertyPublicationService } from '../../src/properties/publication.service.js';
import { startTestApp, type TestApp } from '../support/app.js';
import { photoWithGps, pngBomb } from '../support/images.js';
import { callJson, changeCursorNow, changesSince as changesAfter, OTHER } from '../fixtures/v12/http.js';
import { credentials, httpGet } from './asmx-helpers.js';

/** A parsed JSON value (answers are read field by field). */
type Json = ReturnType<typeof JSON.parse>;
const MEDIA_BASE = 'https://media.example.test';
const AGENCY_1: Tenant = { agencyId: 1, accountId: 1, accountName: 'test', scopes: ACCOUNT_SCOPES };
const PRESET_SIZES = { small: [160, 120], medium: [320, 240], large: [800, 600], xlarge: [1600, 1200], thumb: [240, 240], portal: [1920, 1440] } as const;

interface Change {
  Resource: string;
  Key: number;
  Kind: string;
  Reason: string;
}

/**
 * Uploaded pictures end to end: the CLI and the media service store a photo the test makes
 * (rotated, with a GPS position), /media/ serves its six presets in both formats with the
 * caching headers, the legacy interfaces return the URLs, a replacement is one change event and
 * one changed URL, and a removed picture's URLs answer 404.
 */
describe('media: uploaded pictures', () => {
  let app: TestApp;
  let dir: string;
  let pictures: MediaPicturesService;
  let propertyId: number;
  const logLines: { level: number; msg: string }[] = [];

  const cli = async (argv: string[]) => {
    const out: string[] = [];
    const code = await runCli(argv, {
      stdout: (text) => out.push(text),
      stderr: (text) => out.push(text),
      stdin: Readable.from(['']),
      env: { MEDIA_DIR: dir, MEDIA_BASE_URL: MEDIA_BASE, MEDIA_MAX_BYTES: '8000000' },
      database: async () => app.dataSource,
    });
    return { code, out: out.join('\n') };
  };
  /** A /media/ URL of the records, fetched from the test server. */
  const local = (url: string) => url.replace(MEDIA_BASE, app.baseUrl);
  const property = async () => (await callJson(app.baseUrl, 'GetPropertyJson', { ID: propertyId, LanguageId: 1 })).Value;
  const mediaItems = async () => ((await property()).XLargePictureItems as { ID: number; Url: string; Width: number; Height: number }[]).filter((item) => item.Url.startsWith(MEDIA_BASE));
  const pictureList = async () =>
    (await callJson(app.baseUrl, 'GetPropertyPictureListJson', { ObjectID: propertyId, Limit1: 1, Limit2: 100 })).Value.Items as { ID: number; SmallUrl: string; LargeUrl: string; XLargeUrl: string }[];

  const cursorNow = () => changeCursorNow(app.baseUrl);
  const changesSince = (cursor: string) => changesAfter<Change>(app.baseUrl, cursor);

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'media-e2e-'));
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) logLines.push(JSON.parse(line) as { level: number; msg: string });
        done();
      },
    });
    app = await startTestApp({ MEDIA_DIR: dir, MEDIA_BASE_URL: MEDIA_BASE, MEDIA_MAX_BYTES: '8000000', API_RATE_LIMIT: '1000' }, pino({ level: 'info' }, sink));
    pictures = app.app.get(MediaPicturesService);
    propertyId = (await callJson(app.baseUrl, 'GetPropertyList2Json', { Limit1: 1, Limit2: 1 })).Value.Items[0].Object.ID as number;
    // Seeding the demo data into a new MariaDB database takes a while on a busy machine.
  }, 300_000);
  afterAll(async () => {
    await app?.close();
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('uploads a photo with the CLI; serves six presets at their sizes, upright and without EXIF, with caching headers', async () => {
    const file = join(dir, 'living room.jpg');
    await writeFile(file, await photoWithGps());
    const before = (await mediaItems()).length;
    const { code, out } = await cli(['pictures', 'add', '--agency', '1', '--property', String(propertyId), file]);
    expect({ code, out }).toMatchObject({ code: 0, out: expect.stringMatching(/living room\.jpg: picture \d+ \(version 1, position \d+\) of property \d+, 2400×1800/) });
    const items = await mediaItems();
    expect(items).toHaveLength(before + 1);
    const item = items[items.length - 1]!;
    expect(item).toMatchObject({ Url: `${MEDIA_BASE}/media/1/${item.ID}/1/xlarge.jpg`, Width: 1600, Height: 1200 });
    for (const [preset, [width, height]] of Object.entries(PRESET_SIZES)) {
      for (const [ext, type] of [['jpg', 'image/jpeg'], ['webp', 'image/webp']] as const) {
        const url = `${app.baseUrl}/media/1/${item.ID}/1/${preset}.${ext}`;
        const response = await fetch(url);
        expect(response.status).toBe(200);
        const body = Buffer.from(await response.arrayBuffer());
        expect(response.headers.get('content-type')).toBe(type);
        expect(Number(response.headers.get('content-length'))).toBe(body.length);
        expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
        expect(response.headers.get('x-content-type-options')).toBe('nosniff');
        const meta = await sharp(body).metadata();
        expect([meta.width, meta.height]).toEqual([width, height]);
        expect(meta.exif).toBeUndefined();
        expect(meta.orientation).toBeUndefined();
        expect(body.includes(Buffer.from('GPS'))).toBe(false);
        const etag = response.headers.get('etag')!;
        expect(etag).toMatch(/^"[^"]+"$/);
        const again = await fetch(url, { headers: { 'If-None-Match': etag } });
        expect(again.status).toBe(304);
        expect((await again.arrayBuffer()).byteLength).toBe(0);
        const head = await fetch(url, { method: 'HEAD' });
        expect(head.status).toBe(200);
        expect(head.headers.get('content-length')).toBe(String(body.length));
      }
    }
  });

  it('returns the URLs in GetPropertyJson, ASMX GetProperty and GetPropertyPictureList; imported URLs stay as they were', async () => {
    const [item] = (await mediaItems()).slice(-1);
    const record = await property();
    expect(record.SmallPictureItems).toContainEqual(expect.objectContaining({ ID: item!.ID, Url: `${MEDIA_BASE}/media/1/${item!.ID}/1/small.jpg`, Width: 160, Height: 120 }));
    expect(record.LargePictureItems).toContainEqual(expect.objectContaining({ ID: item!.ID, Url: `${MEDIA_BASE}/media/1/${item!.ID}/1/large.jpg`, Width: 800, Height: 600 }));
    expect((record.XLargePictureItems as { Url: string }[]).filter((picture) => !picture.Url.startsWith(MEDIA_BASE)).length).toBeGreaterThan(0);
    const asmx = await httpGet(app.baseUrl, 'GetProperty', { ...credentials(), ID: propertyId, LanguageID: 1, RICHTEXTFORMAT: 0 });
    expect(asmx.status).toBe(200);
    expect(asmx.body).toContain(`/media/1/${item!.ID}/1/medium.jpg`);
    const listed = (await pictureList()).find((picture) => picture.ID === item!.ID);
    expect(listed).toMatchObject({ SmallUrl: `${MEDIA_BASE}/media/1/${item!.ID}/1/small.jpg`, XLargeUrl: `${MEDIA_BASE}/media/1/${item!.ID}/1/xlarge.jpg` });
  });

  it('answers 404 outside the presets, for other versions, agencies and paths, and for a withdrawn owner', async () => {
    const [item] = (await mediaItems()).slice(-1);
    const id = item!.ID;
    for (const path of [
      `/media/1/${id}/1/huge.jpg`,
      `/media/1/${id}/1/large.gif`,
      `/media/1/${id}/1/large.jpg.exe`,
      `/media/1/${id}/2/large.jpg`,
      `/media/2/${id}/1/large.jpg`,
      `/media/1/project-${id}/1/large.jpg`,
      `/media/1/${id}/1/..%2F..%2Fmanifest.json`,
      `/media/1/${id}/1/original`,
      `/media/1/../../x.jpg`,
    ]) {
      const response = await fetch(`${app.baseUrl}${path}`);
      expect({ path, status: response.status }).toEqual({ path, status: 404 });
    }
    const publication = app.app.get(PropertyPublicationService);
    await publication.changeStatus(AGENCY_1, propertyId, 5, new Date());
    expect((await fetch(`${app.baseUrl}/media/1/${id}/1/large.jpg`)).status).toBe(404);
    await publication.changeStatus(AGENCY_1, propertyId, 1, new Date());
    expect((await fetch(`${app.baseUrl}/media/1/${id}/1/large.jpg`)).status).toBe(200);
  });

  it('a replaced picture is one change event of its property and one changed URL', async () => {
    const before = await mediaItems();
    const target = before[before.length - 1]!;
    const otherUrls = (await pictureList()).filter((picture) => picture.ID !== target.ID).map((picture) => picture.XLargeUrl);
    const cursor = await cursorNow();
    const replaced = await pictures.replace(AGENCY_1, CLI_ACTOR, { kind: 'property', id: propertyId }, target.ID, await photoWithGps(1200, 1600));
    expect(replaced).toMatchObject({ id: target.ID, version: 2 });
    expect(await changesSince(cursor)).toEqual([expect.objectContaining({ Resource: 'Property', Key: propertyId, Kind: 'Changed', Reason: 'Pictures' })]);
    const after = await pictureList();
    expect(after.filter((picture) => picture.ID !== target.ID).map((picture) => picture.XLargeUrl)).toEqual(otherUrls);
    expect(after.find((picture) => picture.ID === target.ID)!.XLargeUrl).toBe(`${MEDIA_BASE}/media/1/${target.ID}/2/xlarge.jpg`);
    expect((await fetch(local(`${MEDIA_BASE}/media/1/${target.ID}/2/xlarge.jpg`))).status).toBe(200);
    expect((await fetch(`${app.baseUrl}/media/1/${target.ID}/1/xlarge.jpg`)).status).toBe(404);
    // The same content again changes nothing.
    const unchanged = await cursorNow();
    await pictures.replace(AGENCY_1, CLI_ACTOR, { kind: 'property', id: propertyId }, target.ID, await photoWithGps(1200, 1600));
    expect(await changesSince(unchanged)).toEqual([]);
  });

  it('refuses bad uploads with clear errors, storing nothing and logging no error', async () => {
    const owner = ['--agency', '1', '--property', String(propertyId)];
    const contentsBefore = await readdir(dir, { recursive: true });
    const countBefore = (await mediaItems()).length;
    const photo = await photoWithGps(800, 600);
    const cases: [string, Buffer | string, RegExp][] = [
      ['truncated.jpg', photo.subarray(0, Math.floor(photo.length / 2)), /damaged or incomplete/],
      ['bomb.png', pngBomb(50_000, 50_000), /more pixels than accepted/],
      ['script.svg', '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>', /Only JPEG, PNG, WebP, AVIF and TIFF/],
      ['page.jpg', `<html><script>alert(1)</script></html>${photo.toString('latin1')}`, /Only JPEG, PNG, WebP, AVIF and TIFF/],
      ['empty.jpg', Buffer.alloc(0), /empty/],
      ['huge.jpg', Buffer.alloc(8_000_001, 0xff), /at most 8000000/],
    ];
    for (const [name, bytes, message] of cases) {
      const file = join(tmpdir(), `media-e2e-${process.pid}-${name}`);
      await writeFile(file, bytes);
      const { code, out } = await cli(['pictures', 'add', ...owner, file]);
      await rm(file);
      expect({ name, code, out }).toEqual({ name, code: 1, out: expect.stringMatching(message) });
    }
    expect(await readdir(dir, { recursive: true })).toEqual(contentsBefore);
    expect((await mediaItems()).length).toBe(countBefore);
    // Another agency's property is one that does not exist.
    const foreign = join(tmpdir(), `media-e2e-${process.pid}-foreign.jpg`);
    await writeFile(foreign, photo);
    const other = await cli(['pictures', 'add', '--agency', '2', '--property', String(propertyId), foreign]);
    expect(other).toEqual({ code: 1, out: `Property ${propertyId} was not found.` });
    expect((await callJson(app.baseUrl, 'GetPropertyJson', { ID: propertyId }, OTHER)).Value).toBeNull();
    // The same image twice on one property: the second is refused.
    expect((await cli(['pictures', 'add', ...owner, foreign])).code).toBe(0);
    expect(await cli(['pictures', 'add', ...owner, foreign])).toEqual({ code: 1, out: expect.stringMatching(/already picture \d+ of property/) });
    await rm(foreign);
    expect(logLines.filter((line) => line.level >= 50)).toEqual([]);
  });

  it('a JPEG with HTML behind it is stored as a clean image: the served bytes carry no markup', async () => {
    const polyglot = Buffer.concat([await photoWithGps(640, 480), Buffer.from('<html><script>alert(document.cookie)</script></html>')]);
    const picture = await pictures.add(AGENCY_1, CLI_ACTOR, { kind: 'property', id: propertyId }, polyglot);
    for (const format of ['jpg', 'webp'] as const) {
      const body = Buffer.from(await (await fetch(local(picture.renditions!.large.urls[format]))).arrayBuffer());
      expect(body.includes(Buffer.from('<script'))).toBe(false);
    }
  });

  it('a removed picture leaves the records, and its URLs answer 404', async () => {
    const items = await mediaItems();
    const target = items[items.length - 1]!;
    const url = `${app.baseUrl}/media/1/${target.ID}/1/large.jpg`;
    expect((await fetch(url)).status).toBe(200);
    const cursor = await cursorNow();
    await pictures.remove(AGENCY_1, CLI_ACTOR, { kind: 'property', id: propertyId }, target.ID);
    expect(await changesSince(cursor)).toEqual([expect.objectContaining({ Resource: 'Property', Key: propertyId, Kind: 'Changed', Reason: 'Pictures' })]);
    expect((await mediaItems()).map((item) => item.ID)).not.toContain(target.ID);
    expect((await fetch(url)).status).toBe(404);
  });

  it('reorders pictures: the first is the main picture', async () => {
    const owner = { kind: 'property', id: propertyId } as const;
    const current = await pictures.list(AGENCY_1, owner);
    const reversed = current.map((picture) => picture.id).reverse();
    const ordered = await pictures.reorder(AGENCY_1, CLI_ACTOR, owner, reversed);
    expect(ordered.map((picture) => picture.id)).toEqual(reversed);
    const record = await property();
    expect((record.LargePictureItems as { ID: number }[]).map((item) => item.ID)).toEqual(reversed);
    expect(record.LargePicture).toBe((record.LargePictureItems as { Url: string }[])[0]!.Url);
    await expect(pictures.reorder(AGENCY_1, CLI_ACTOR, owner, reversed.slice(1))).rejects.toMatchObject({ code: 'invalid-input' });
  });
  it('an export carries uploaded pictures as their /media/ URLs, with their captions per language as the import takes them', async () => {
    const uploaded = (await mediaItems())[0]!;
    await pictures.setCaptions(AGENCY_1, CLI_ACTOR, { kind: 'property', id: propertyId }, uploaded.ID, { nl: 'Woonkamer', en: 'Living room' });
    const { code, out } = await cli(['export', '--agency', '1']);
    expect(code).toBe(0);
    const document = JSON.parse(out.slice(out.indexOf('{'))) as { properties: { ID: number; Pictures: { XLargeUrl: string; XLargeWidth: number }[] }[] };
    const exported = document.properties.find((p) => p.ID === propertyId)!.Pictures;
    expect(exported).toContainEqual(expect.objectContaining({ XLargeUrl: uploaded.Url, XLargeWidth: uploaded.Width, Name: 'Woonkamer', Captions: { '1': 'Woonkamer', '3': 'Living room' } }));
  });

  describe('agency API upload routes', () => {
    let editor: string;
    let viewer: string;
    let stranger: string;
    const api = async (path: string, init: RequestInit & { key?: string } = {}) => {
      const { key, ...rest } = init;
      const headers = new Headers(rest.headers);
      headers.set('Authorization', `Bearer ${key ?? editor}`);
      const response = await fetch(`${app.baseUrl}/api/v1${path}`, { ...rest, headers });
      const text = await response.text();
      return { status: response.status, headers: response.headers, body: text === '' ? null : (JSON.parse(text) as Record<string, Json>) };
    };
    const form = (bytes: Buffer | string, name = 'photo.jpg', fields: Record<string, string> = {}) => {
      const data = new FormData();
      data.set('file', new Blob([typeof bytes === 'string' ? bytes : new Uint8Array(bytes)]), name);
      for (const [field, value] of Object.entries(fields)) data.set(field, value);
      return data;
    };
    const upload = (bytes: Buffer | string, name?: string, fields?: Record<string, string>, key?: string) =>
      api(`/properties/${propertyId}/pictures`, { method: 'POST', body: form(bytes, name, fields), ...(key ? { key } : {}) });

    beforeAll(async () => {
      const keys = new ApiKeyService(app.dataSource);
      editor = (await keys.create(1, 'media editor', 'editor')).key;
      viewer = (await keys.create(1, 'media viewer', 'viewer')).key;
      stranger = (await keys.create(2, 'other agency', 'editor')).key;
    });

    it('uploads, lists, replaces, reorders, captions and deletes pictures', async () => {
      const created = await upload(await photoWithGps(1800, 2400), '../../x.jpg', { captions: JSON.stringify({ nl: 'Tuin', fr: 'Jardin' }), position: '1' });
      expect(created.status).toBe(201);
      const picture = created.body!;
      expect(created.headers.get('location')).toBe(`/api/v1/properties/${propertyId}/pictures/${picture.id}`);
      expect(picture).toMatchObject({ version: 1, position: 1, captions: { nl: 'Tuin', fr: 'Jardin' }, uploaded: true, width: 2400, height: 1800 });
      expect(picture.renditions.large).toEqual({ width: 800, height: 600, urls: { jpg: `${MEDIA_BASE}/media/1/${picture.id}/1/large.jpg`, webp: `${MEDIA_BASE}/media/1/${picture.id}/1/large.webp` } });
      expect(picture.renditions.thumb).toMatchObject({ width: 240, height: 240 });
      expect((await readdir(join(dir, '..'))).includes('x.jpg')).toBe(false);
      expect((await property()).LargePicture).toBe(`${MEDIA_BASE}/media/1/${picture.id}/1/large.jpg`);

      const list = await api(`/properties/${propertyId}/pictures`, { key: viewer });
      expect(list.status).toBe(200);
      expect(list.body!.items[0]).toMatchObject({ id: picture.id, position: 1 });
      expect(list.body!.total).toBe(list.body!.items.length);

      const cursor = await cursorNow();
      const replaced = await api(`/properties/${propertyId}/pictures/${picture.id}`, { method: 'PUT', body: form(await photoWithGps(600, 400)) });
      expect(replaced.status).toBe(200);
      expect(replaced.body).toMatchObject({ id: picture.id, version: 2, position: 1, captions: { nl: 'Tuin', fr: 'Jardin' } });
      expect(await changesSince(cursor)).toEqual([expect.objectContaining({ Resource: 'Property', Key: propertyId, Reason: 'Pictures' })]);
      expect((await fetch(`${app.baseUrl}/media/1/${picture.id}/1/large.jpg`)).status).toBe(404);
      expect((await fetch(`${app.baseUrl}/media/1/${picture.id}/2/large.jpg`)).status).toBe(200);
      // v1.2 picture items carry the picture's stable ID and its Version (moved on with the content).
      expect((await property()).LargePictureItems).toContainEqual(expect.objectContaining({ ID: picture.id, Version: 2, Url: `${MEDIA_BASE}/media/1/${picture.id}/2/large.jpg` }));
      expect((await pictureList()).find((item) => item.ID === picture.id)).toMatchObject({ Version: 2 });

      // The legacy interfaces show the caption in the request's language, else the agency's (NL).
      const named = async (languageId: number) =>
        ((await callJson(app.baseUrl, 'GetPropertyJson', { ID: propertyId, LanguageId: languageId })).Value.LargePictureItems as { ID: number; Name: string | null }[]).find((item) => item.ID === picture.id)?.Name;
      expect([await named(1), await named(2), await named(3)]).toEqual(['Tuin', 'Jardin', 'Tuin']);
      const patch = (body: object) => api(`/properties/${propertyId}/pictures/${picture.id}`, { method: 'PATCH', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
      const captioned = await patch({ captions: { en: 'Back garden', fr: null } });
      expect(captioned.status).toBe(200);
      expect(captioned.body).toMatchObject({ captions: { nl: 'Tuin', en: 'Back garden' }, version: 2 });
      expect(captioned.body!.captions).not.toHaveProperty('fr');
      expect([await named(1), await named(2), await named(3)]).toEqual(['Tuin', 'Tuin', 'Back garden']);
      const badCaptions = await patch({ captions: { xx: 'Hm', nl: 'x'.repeat(201) } });
      expect(badCaptions.status).toBe(400);
      expect((badCaptions.body!.errors as { field: string }[]).map((error) => error.field).sort()).toEqual(['/captions/nl', '/captions/xx']);
      const badUpload = await upload(await photoWithGps(300, 200), 'x.jpg', { captions: 'Tuin' });
      expect(badUpload.status).toBe(400);

      const ids = (list.body!.items as { id: number }[]).map((item) => item.id);
      const order = [...ids.slice(1), ids[0]!];
      const reordered = await api(`/properties/${propertyId}/pictures/order`, { method: 'PUT', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ pictureIds: order }) });
      expect(reordered.status).toBe(200);
      expect((reordered.body!.items as { id: number }[]).map((item) => item.id)).toEqual(order);
      const badOrder = await api(`/properties/${propertyId}/pictures/order`, { method: 'PUT', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ pictureIds: [order[0]] }) });
      expect(badOrder.status).toBe(400);

      const removed = await api(`/properties/${propertyId}/pictures/${picture.id}`, { method: 'DELETE' });
      expect(removed.status).toBe(204);
      expect((await fetch(`${app.baseUrl}/media/1/${picture.id}/2/large.jpg`)).status).toBe(404);
      expect((await api(`/properties/${propertyId}/pictures/${picture.id}`)).status).toBe(404);
    });

    it('an Idempotency-Key on an upload is judged on the file: the same file replays, another file is 422', async () => {
      const headers = { 'Idempotency-Key': `media-${Date.now()}` };
      const photo = await photoWithGps(640, 480);
      const post = (bytes: Buffer) => api(`/properties/${propertyId}/pictures`, { method: 'POST', headers, body: form(bytes, 'p.jpg', { position: '1' }) });
      const first = await post(photo);
      expect(first.status).toBe(201);
      const again = await post(photo);
      expect(again.status).toBe(201);
      expect(again.headers.get('idempotent-replayed')).toBe('true');
      expect(again.body).toEqual(first.body);
      const other = await post(await photoWithGps(480, 640));
      expect(other.status).toBe(422);
      expect(other.body).toMatchObject({ type: expect.stringMatching(/\/problems\/idempotency-mismatch$/) });
      const listed = (await api(`/properties/${propertyId}/pictures`)).body!.items as { id: number }[];
      expect(listed.filter((item) => item.id === first.body!.id)).toHaveLength(1);
      expect((await api(`/properties/${propertyId}/pictures/${first.body!.id}`, { method: 'DELETE' })).status).toBe(204);
    });

    it('answers bad uploads with problem documents and stores nothing', async () => {
      const before = (await api(`/properties/${propertyId}/pictures`)).body!.total as number;
      const photo = await photoWithGps(700, 500);
      const cases: [Promise<{ status: number; body: Record<string, Json> | null }>, number, string][] = [
        [upload('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>', 'x.svg'), 415, 'unsupported-media-type'],
        [upload(Buffer.alloc(0)), 400, 'validation'],
        [upload(photo.subarray(0, 3000)), 400, 'validation'],
        [upload(pngBomb(40_000, 40_000), 'bomb.png'), 413, 'payload-too-large'],
        [upload(Buffer.alloc(8_000_100, 0xff)), 413, 'payload-too-large'],
        [upload(photo, 'photo.jpg', { position: 'first' }), 400, 'validation'],
        [upload(photo, 'photo.jpg', { colour: 'red' }), 400, 'validation'],
        [upload(photo, 'photo.jpg', {}, viewer), 403, 'forbidden'],
        [upload(photo, 'photo.jpg', {}, stranger), 404, 'not-found'],
        [api(`/properties/${propertyId}/pictures`, { method: 'POST', headers: { 'Content-Type': 'image/jpeg' }, body: new Uint8Array(photo) }), 415, 'unsupported-media-type'],
        [api(`/properties/${propertyId}/pictures`, { method: 'POST', body: new FormData() }), 400, 'validation'],
      ];
      for (const [call, status, kind] of cases) {
        const answer = await call;
        expect({ status: answer.status, type: String(answer.body?.type ?? '').split('/').pop() }).toEqual({ status, type: kind });
      }
      expect((await upload(photo)).status).toBe(201);
      const duplicate = await upload(photo);
      expect(duplicate).toMatchObject({ status: 409, body: { detail: expect.stringMatching(/already picture/) } });
      expect((await api(`/properties/${propertyId}/pictures`)).body!.total).toBe(before + 1);
      expect(logLines.filter((line) => line.level >= 50)).toEqual([]);
    });

    it('an upload cut off midway stores nothing, and the service goes on answering', async () => {
      const before = (await api(`/properties/${propertyId}/pictures`)).body!.total as number;
      const photo = await photoWithGps(900, 700);
      const boundary = 'cutoffboundary';
      const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`);
      const url = new URL(`${app.baseUrl}/api/v1/properties/${propertyId}/pictures`);
      await new Promise<void>((done) => {
        const request = httpRequest(url, {
          method: 'POST',
          headers: { Authorization: `Bearer ${editor}`, 'Content-Type': `multipart/form-data; boundary=${boundary}`, 'Content-Length': head.length + photo.length + 100 },
        });
        request.on('error', () => done());
        request.on('response', (response) => {
          response.resume();
          done();
        });
        request.write(head);
        request.write(photo.subarray(0, Math.floor(photo.length / 2)), () => setImmediate(() => request.destroy()));
      });
      const after = await api(`/properties/${propertyId}/pictures`);
      expect(after.status).toBe(200);
      expect(after.body!.total).toBe(before);
      expect(logLines.filter((line) => line.level >= 50)).toEqual([]);
    });
  });
});
