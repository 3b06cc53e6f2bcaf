import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type RequestListener, type Server } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import type { DataSource } from 'typeorm';
import { ApiKeyService } from '../../src/api-keys/api-keys.service.js';
import { CLI_ACTOR } from '../../src/common/actor.js';
import { ACCOUNT_SCOPES } from '../../src/common/scopes.js';
import type { Tenant } from '../../src/common/tenant.js';
import { createDataSource } from '../../src/database/data-source.js';
import { ExternalWriteWatch } from '../../src/database/external-write-watch.js';
import { MediaPicturesService, type PictureRecord } from '../../src/media/media-pictures.service.js';
import { createLogger } from '../../src/observability/logger.js';
import { ENTITIES } from '../../src/schema.js';
import { DEMO_STAFF_LOGIN } from '../../src/seeding/demo-data.js';
import { metricValue } from '../support/fleet.js';
import { startTestApp, type TestApp } from '../support/app.js';
import { colouredPhoto } from '../support/images.js';

const MEDIA_BASE = 'https://media.example.test';
const AGENCY_1: Tenant = { agencyId: 1, accountId: 1, accountName: 'test', scopes: ACCOUNT_SCOPES };

/** Sends a raw HTTP/1.1 request with `Connection: close` and returns the raw answer. */
async function exchange(port: number, method: string, target: string, id: string, headers: Record<string, string> = {}): Promise<string> {
  const socket = connect(port, '127.0.0.1');
  const chunks: Buffer[] = [];
  socket.on('data', (chunk: Buffer) => chunks.push(chunk));
  const lines = [`${method} ${target} HTTP/1.1`, 'Host: svc.test', `X-Request-Id: ${id}`, 'Connection: close', ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`)];
  socket.write(`${lines.join('\r\n')}\r\n\r\n`);
  await once(socket, 'close');
  return Buffer.concat(chunks).toString('latin1');
}

/** The answer without its Date header (the only part that may differ between two sends). */
const comparable = (answer: string) => answer.replace(/\r\nDate: [^\r]*/, '');

/**
 * Serving /media/ (docs/media.md, "Serving"): on the fast lane, before Express and Nest, with the
 * answers the Express lane gives; the look-up that decides whether a URL is servable is kept in
 * memory, and a picture whose listing is unpublished or deleted stops being served at once —
 * whether the change came through the service (the cache bus) or from another connection, as
 * another process or instance would write (the agency's data version).
 */
describe('media: serving /media/', () => {
  let dir: string;
  let app: TestApp;
  /** A second connection to the same database: another writer the service is not told about. */
  let other: DataSource;
  let pictures: MediaPicturesService;
  let editor: string;
  let propertyId: number;
  let picture: PictureRecord;
  const lines: Record<string, unknown>[] = [];

  const url = (record: PictureRecord, preset = 'large', format: 'jpg' | 'webp' = 'jpg') => record.renditions![preset as 'large'].urls[format].replace(MEDIA_BASE, app.baseUrl);
  const status = async (target: string, init: RequestInit = {}) => (await fetch(target, init)).status;
  const api = (path: string, body: object) =>
    fetch(`${app.baseUrl}/api/v1${path}`, { method: 'PATCH', headers: { Authorization: `Bearer ${editor}`, 'Content-Type': 'application/merge-patch+json' }, body: JSON.stringify(body) });

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'media-serving-e2e-'));
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const line of chunk.toString('utf8').split('\n')) if (line !== '') lines.push(JSON.parse(line) as Record<string, unknown>);
        done();
      },
    });
    app = await startTestApp(
      { MEDIA_DIR: join(dir, 'media'), MEDIA_BASE_URL: MEDIA_BASE, API_RATE_LIMIT: '1000' },
      createLogger({ logLevel: 'log', logFormat: 'json' }, sink),
      { sqliteFile: join(dir, 'service.sqlite') },
    );
    other = await createDataSource(app.config.database, ENTITIES, false);
    await other.initialize();
    pictures = app.app.get(MediaPicturesService);
    editor = (await new ApiKeyService(app.dataSource).create(1, 'media serving', 'editor')).key;
    const [row] = (await other.query('SELECT id FROM property WHERE agency_id = 1 AND status = 1 AND project_id IS NULL ORDER BY id LIMIT 1')) as { id: number }[];
    propertyId = Number(row!.id);
    picture = await pictures.add(AGENCY_1, CLI_ACTOR, { kind: 'property', id: propertyId }, await colouredPhoto(30, 160, 90, 1200, 900));
  }, 300_000);
  afterAll(async () => {
    if (other?.isInitialized) await other.destroy();
    await app?.close();
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  describe('the fast lane', () => {
    let express: RequestListener & { handle: (...args: unknown[]) => void };
    let expressOnly: Server;
    let port: number;
    let expressOnlyPort: number;

    beforeAll(async () => {
      port = Number(new URL(app.baseUrl).port);
      express = app.app.getHttpAdapter().getInstance() as typeof express;
      expressOnly = createServer(express);
      expressOnly.listen(0, '127.0.0.1');
      await once(expressOnly, 'listening');
      expressOnlyPort = (expressOnly.address() as AddressInfo).port;
    });
    afterAll(async () => {
      await new Promise((resolve) => expressOnly?.close(resolve));
    });

    it('answers GET and HEAD of picture files without Express, exactly as the Express lane does', async () => {
      const path = new URL(url(picture)).pathname;
      const etag = (await fetch(url(picture))).headers.get('etag')!;
      const corpus: [string, string, Record<string, string>?][] = [
        ['GET', path],
        ['GET', `${path}?v=1`],
        ['HEAD', path],
        ['GET', path.replace('large.jpg', 'thumb.webp')],
        ['GET', path, { 'If-None-Match': etag }],
        ['HEAD', path, { 'If-None-Match': `"x", W/${etag}` }],
        ['GET', path, { 'If-None-Match': '"something-else"' }],
        ['GET', path.replace('/1/large.jpg', '/2/large.jpg')],
        ['GET', path.replace('large.jpg', 'huge.jpg')],
        ['GET', path.replace('large.jpg', 'large.gif')],
        // Not in the lane's plain form: Express routes them to the same server.
        ['GET', path.replace('large.jpg', 'large.jpg.exe')],
        ['GET', path.replace('/media/1/', '/media/2/')],
        ['GET', path.replace('/media/1/', '/media/01/')],
        ['GET', `/media/1/project-${picture.id}/1/large.jpg`],
        ['GET', `/media/1/${picture.id}/1/original`],
        ['GET', '/media/1/0/1/large.jpg'],
        ['GET', '/media/9999999999/1/1/large.jpg'],
      ];
      const entered = jest.spyOn(express, 'handle');
      const fast: string[] = [];
      for (const [index, [method, target, headers]] of corpus.entries()) fast.push(await exchange(port, method, target, `media-lane-${index}`, headers));
      expect(entered.mock.calls.map(([request]) => (request as { url: string }).url)).toEqual([path.replace('large.jpg', 'large.jpg.exe'), `/media/1/${picture.id}/1/original`]);
      entered.mockRestore();
      for (const [index, [method, target, headers]] of corpus.entries()) {
        const before = await exchange(expressOnlyPort, method, target, `media-lane-${index}`, headers);
        expect({ method, target, headers, answer: comparable(fast[index]!) }).toEqual({ method, target, headers, answer: comparable(before) });
      }
      const [head200, , , , notModified, headNotModified, , , unknown] = fast;
      expect(fast[0]).toMatch(
        /^HTTP\/1\.1 200 OK\r\nX-Request-Id: media-lane-0\r\nX-Content-Type-Options: nosniff\r\nETag: "[0-9a-f]{32}-large-jpg"\r\nCache-Control: public, max-age=31536000, immutable\r\nContent-Type: image\/jpeg\r\nContent-Length: \d+\r\n/,
      );
      expect(head200).toMatch(/^HTTP\/1\.1 200 OK\r\n/);
      expect(fast[2]).toMatch(/^HTTP\/1\.1 200 OK\r\n[^]*Content-Length: [1-9]\d*\r\n[^]*\r\n\r\n$/);
      expect(notModified).toMatch(/^HTTP\/1\.1 304 Not Modified\r\n[^]*ETag: "[0-9a-f]{32}-large-jpg"\r\nCache-Control: public, max-age=31536000, immutable\r\n/);
      expect(headNotModified).toMatch(/^HTTP\/1\.1 304 /);
      expect(fast[6]).toMatch(/^HTTP\/1\.1 200 /);
      expect(unknown).toMatch(/^HTTP\/1\.1 404 Not Found\r\n[^]*X-Content-Type-Options: nosniff\r\n[^]*\r\n\r\nNot Found\r\n$/);
      // Other methods, %-escapes and trailing slashes stay with Express (the same server answers them).
      const viaExpress = jest.spyOn(express, 'handle');
      expect(await exchange(port, 'POST', path, 'media-post')).toMatch(/^HTTP\/1\.1 404 /);
      expect(await exchange(port, 'GET', path.replace('large.jpg', 'large%2Ejpg'), 'media-escaped')).toMatch(/^HTTP\/1\.1 200 /);
      expect(viaExpress.mock.calls).toHaveLength(2);
      viaExpress.mockRestore();
    });

    it('writes the access line and counts the request in the metrics, as for any request', async () => {
      const path = new URL(url(picture, 'medium', 'webp')).pathname;
      const scrape = async () => (await fetch(`${app.baseUrl}/metrics`)).text();
      const labels = { interface: 'other', protocol: 'http', status: '200' };
      const before = metricValue(await scrape(), 'listing_requests_total', labels);
      expect(await exchange(port, 'GET', `${path}?secret=1`, 'media-logged')).toMatch(/^HTTP\/1\.1 200 /);
      expect(lines).toContainEqual(expect.objectContaining({ msg: 'request', reqId: 'media-logged', interface: 'other', status: 200, method: 'GET', path, client: '127.0.0.1' }));
      const after = await scrape();
      // The scrape itself is an `ops` request: only ours counts here.
      expect(metricValue(after, 'listing_requests_total', labels) - before).toBe(1);
      expect(metricValue(after, 'listing_cache_lookups_total', { cache: 'media-lookups', result: 'hit' })).toBeGreaterThan(0);
      expect(metricValue(after, 'listing_cache_lookups_total', { cache: 'media-renditions', result: 'hit' })).toBeGreaterThan(0);
    });
  });

  describe("previews of the agency's own pictures (agency API)", () => {
    let viewer: string;
    let stranger: string;
    let preview: PictureRecord;
    const rendition = (file: string, init: RequestInit & { key?: string | null; cookie?: string } = {}) => {
      const { key, cookie, ...rest } = init;
      const headers = new Headers(rest.headers);
      if (key !== null) headers.set('Authorization', `Bearer ${key ?? viewer}`);
      if (cookie !== undefined) headers.set('Cookie', cookie);
      return fetch(`${app.baseUrl}/api/v1/properties/${propertyId}/pictures/${preview.id}/renditions/${file}`, { ...rest, headers });
    };

    beforeAll(async () => {
      const keys = new ApiKeyService(app.dataSource);
      viewer = (await keys.create(1, 'media previews', 'viewer')).key;
      stranger = (await keys.create(2, 'another agency', 'admin')).key;
      preview = await pictures.add(AGENCY_1, CLI_ACTOR, { kind: 'property', id: propertyId }, await colouredPhoto(90, 90, 200, 1000, 750));
    });
    afterAll(async () => {
      await api(`/properties/${propertyId}`, { status: 1 });
    });

    it('serves the renditions of an unpublished listing to its agency (viewer key or staff session), while /media/ answers 404', async () => {
      const published = await fetch(url(preview, 'large', 'jpg'));
      expect(published.status).toBe(200);
      const bytes = Buffer.from(await published.arrayBuffer());
      expect((await api(`/properties/${propertyId}`, { status: 5 })).status).toBe(200);
      expect(await status(url(preview, 'large', 'jpg'))).toBe(404);

      const answer = await rendition('large.jpg');
      expect(answer.status).toBe(200);
      expect(Buffer.from(await answer.arrayBuffer()).equals(bytes)).toBe(true);
      expect(Object.fromEntries(['content-type', 'content-length', 'cache-control', 'etag', 'x-content-type-options'].map((name) => [name, answer.headers.get(name)]))).toEqual({
        'content-type': 'image/jpeg',
        'content-length': String(bytes.length),
        'cache-control': 'private, no-cache',
        etag: published.headers.get('etag'),
        'x-content-type-options': 'nosniff',
      });
      const again = await rendition('large.jpg', { headers: { 'If-None-Match': answer.headers.get('etag')! } });
      expect(again.status).toBe(304);
      expect(again.headers.get('etag')).toBe(answer.headers.get('etag'));
      const head = await rendition('thumb.webp', { method: 'HEAD' });
      expect([head.status, head.headers.get('content-type'), Number(head.headers.get('content-length')) > 0]).toEqual([200, 'image/webp', true]);

      const signIn = await fetch(`${app.baseUrl}/api/v1/session`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ email: DEMO_STAFF_LOGIN.email, password: DEMO_STAFF_LOGIN.password }) });
      expect(signIn.status).toBe(201);
      const cookie = (signIn.headers.get('set-cookie') ?? '').split(';')[0]!;
      const bySession = await rendition('medium.webp', { key: null, cookie });
      expect([bySession.status, bySession.headers.get('content-type')]).toEqual([200, 'image/webp']);
    });

    it('answers 401 without credentials, 404 to another agency, for another owner, outside the renditions and for a picture made elsewhere', async () => {
      const problem = async (answer: Response) => [answer.status, answer.headers.get('content-type'), ((await answer.json()) as { type: string }).type.split('/').pop()];
      expect(await problem(await rendition('large.jpg', { key: null }))).toEqual([401, 'application/problem+json', 'unauthenticated']);
      expect(await problem(await rendition('large.jpg', { key: stranger }))).toEqual([404, 'application/problem+json', 'not-found']);
      for (const file of ['huge.jpg', 'large.gif', 'large.jpg.exe', 'original', '..%2Fmanifest.json']) expect([file, ...(await problem(await rendition(file)))]).toEqual([file, 404, 'application/problem+json', 'not-found']);
      const [otherProperty] = (await other.query('SELECT id FROM property WHERE agency_id = 1 AND id <> ? ORDER BY id LIMIT 1', [propertyId])) as { id: number }[];
      const elsewhere = await fetch(`${app.baseUrl}/api/v1/properties/${otherProperty!.id}/pictures/${preview.id}/renditions/large.jpg`, { headers: { Authorization: `Bearer ${viewer}` } });
      expect(await problem(elsewhere)).toEqual([404, 'application/problem+json', 'not-found']);
      const [external] = (await other.query('SELECT c.id, c.property_id AS owner FROM property_picture c JOIN property p ON p.id = c.property_id WHERE p.agency_id = 1 AND c.media_hash IS NULL ORDER BY c.id LIMIT 1')) as { id: number; owner: number }[];
      const made = await fetch(`${app.baseUrl}/api/v1/properties/${external!.owner}/pictures/${external!.id}/renditions/large.jpg`, { headers: { Authorization: `Bearer ${viewer}` } });
      expect(made.status).toBe(404);
      expect(((await made.json()) as { detail: string }).detail).toMatch(/imported as URLs made elsewhere/);
    });
  });

  describe('the kept look-ups', () => {
    it('an unpublished listing (agency API) answers 404 at once, a republished one is served again', async () => {
      const target = url(picture);
      expect([await status(target), await status(target)]).toEqual([200, 200]);
      expect((await api(`/properties/${propertyId}`, { status: 5 })).status).toBe(200);
      expect(await status(target)).toBe(404);
      expect(await status(target, { method: 'HEAD' })).toBe(404);
      expect(await status(url(picture, 'small', 'webp'))).toBe(404);
      expect((await api(`/properties/${propertyId}`, { status: 1 })).status).toBe(200);
      expect(await status(target)).toBe(200);
    });

    it('a write the service is not told of (another connection: the CLI, an operator, another instance) is seen at once, by the data version', async () => {
      const target = url(picture);
      const conditional = async () => (await fetch(target, { headers: { 'If-None-Match': (await fetch(target)).headers.get('etag')! } })).status;
      expect(await status(target)).toBe(200);
      expect(await conditional()).toBe(304);
      await other.query('UPDATE property SET status = 3 WHERE id = ?', [propertyId]);
      expect(await status(target)).toBe(404);
      await other.query('UPDATE property SET status = 2 WHERE id = ?', [propertyId]);
      expect(await status(target)).toBe(200);
      await other.query('DELETE FROM property_picture WHERE id = ?', [picture.id]);
      expect(await status(target)).toBe(404);
    });

    it('a path naming an agency that does not exist is a 404 that watches nothing and keeps nothing', async () => {
      const watch = jest.spyOn(app.app.get(ExternalWriteWatch), 'checkAgency');
      for (const agency of [777_777, 9_999_999_999]) expect(await status(`${app.baseUrl}/media/${agency}/1/1/large.jpg`)).toBe(404);
      expect(watch.mock.calls.map(([agencyId]) => agencyId)).toEqual([]);
      watch.mockRestore();
    });

    it("a project's picture follows the project's publication, whoever changes it", async () => {
      const [row] = (await other.query('SELECT id FROM project WHERE agency_id = 1 AND publish_internet = 1 ORDER BY id LIMIT 1')) as { id: number }[];
      const projectId = Number(row!.id);
      const projectPicture = await pictures.add(AGENCY_1, CLI_ACTOR, { kind: 'project', id: projectId }, await colouredPhoto(200, 40, 40, 800, 600));
      const target = url(projectPicture);
      expect(target).toContain(`/media/1/project-${projectPicture.id}/1/large.jpg`);
      expect(await status(target)).toBe(200);
      await other.query('UPDATE project SET publish_internet = 0 WHERE id = ?', [projectId]);
      expect(await status(target)).toBe(404);
      await other.query('UPDATE project SET publish_internet = 1 WHERE id = ?', [projectId]);
      expect(await status(target)).toBe(200);
    });
  });
});
