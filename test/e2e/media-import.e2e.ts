import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import sharp from 'sharp';
import { runCli } from '../../src/cli/run-cli.js';
import { startTestApp, type TestApp } from '../support/app.js';
import { photoWithGps } from '../support/images.js';
import { callJson, changeCursorNow, changesSince as changesAfter } from '../fixtures/v12/http.js';

type Json = Record<string, unknown>;
const MEDIA_BASE = 'https://media.example.test';

/**
 * `import FILE --into AGENCY` with pictures named by a file beside the document or by a URL the
 * CLI fetches (from a server the test runs): they are ingested like uploads and served at /media/
 * URLs; importing the same document again makes no new version and no change event; a private
 * address (the outbound guard), a missing file and bytes that are no image are each reported with
 * their picture's path, and nothing is written.
 */
describe('media: pictures named by an import document', () => {
  let app: TestApp;
  let dir: string;
  let server: Server;
  let imageUrl: string;
  let htmlUrl: string;
  let fetched = 0;
  let propertyId: number;
  let exported: Json;

  const cli = async (argv: string[], env: Record<string, string> = {}) => {
    const out: string[] = [];
    const err: string[] = [];
    const code = await runCli(argv, {
      stdout: (text) => out.push(text),
      stderr: (text) => err.push(text),
      stdin: Readable.from(['']),
      env: { MEDIA_DIR: join(dir, 'media'), MEDIA_BASE_URL: MEDIA_BASE, ...env },
      database: async () => app.dataSource,
    });
    return { code, out: out.join('\n'), err: err.join('\n') };
  };
  const mediaItems = async () =>
    ((await callJson(app.baseUrl, 'GetPropertyJson', { ID: propertyId, LanguageId: 1 })).Value.LargePictureItems as { ID: number; Url: string; Name: string | null; Version: number }[]).filter((item) =>
      item.Url.startsWith(MEDIA_BASE),
    );
  const cursorNow = () => changeCursorNow(app.baseUrl);
  const changesSince = (cursor: string) => changesAfter<Json>(app.baseUrl, cursor);
  /** The exported document with only our property, its pictures given as listed (and the first project's, as listed). */
  async function documentWith(pictures: Json[], projectPictures: Json[] = []): Promise<string> {
    const properties = (exported['properties'] as Json[]).filter((property) => property['ID'] === propertyId);
    const projects = (exported['projects'] as Json[]).map((project, index) => (index === 0 ? { ...project, Pictures: [...(project['Pictures'] as Json[]), ...projectPictures] } : project));
    const file = join(dir, 'import.json');
    // The collections that name other properties are left out.
    const rest = Object.fromEntries(Object.entries(exported).filter(([key]) => !['selectedLists', 'history', 'houseOfWeek', 'documents', 'appointments', 'tasks', 'relations', 'mediaStatistics'].includes(key)));
    await writeFile(file, JSON.stringify({ ...rest, projects, properties: properties.map((property) => ({ ...property, Pictures: [...(property['Pictures'] as Json[]), ...pictures] })) }));
    return file;
  }
  /** The report's line of a property (or a project) of the document, by its id. */
  const lineOf = (out: string, resource: 'property' | 'project', id: number): Json | undefined =>
    out
      .split('\n')
      .map((line) => JSON.parse(line) as Json)
      .find((line) => line['resource'] === resource && line['id'] === id);

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'media-import-e2e-'));
    await mkdir(join(dir, 'photos'));
    await writeFile(join(dir, 'photos', 'front.jpg'), await photoWithGps(1200, 900));
    const garden = await sharp({ create: { width: 1000, height: 700, channels: 3, background: { r: 20, g: 160, b: 60 } } }).png().toBuffer();
    // The server declares the wrong types on purpose: the content is judged by its bytes.
    server = createServer((request, response) => {
      if (request.url === '/garden') {
        fetched++;
        response.writeHead(200, { 'content-type': 'text/plain' }).end(garden);
      } else if (request.url === '/page') response.writeHead(200, { 'content-type': 'image/jpeg' }).end('<html><script>alert(1)</script></html>');
      else response.writeHead(404).end();
    });
    await new Promise<void>((ready) => server.listen(0, '127.0.0.1', ready));
    const { port } = server.address() as AddressInfo;
    imageUrl = `http://127.0.0.1:${port}/garden`;
    htmlUrl = `http://127.0.0.1:${port}/page`;
    app = await startTestApp({ MEDIA_DIR: join(dir, 'media'), MEDIA_BASE_URL: MEDIA_BASE });
    propertyId = (await callJson(app.baseUrl, 'GetPropertyList2Json', { Limit1: 1, Limit2: 1 })).Value.Items[0].Object.ID as number;
    const exportFile = join(dir, 'export.json');
    expect((await cli(['export', '--agency', '1', '--out', exportFile])).code).toBe(0);
    exported = JSON.parse(await readFile(exportFile, 'utf8')) as Json;
    // A first import gives the demo property its reference (P<id>), which the next export carries.
    expect((await cli(['import', await documentWith([]), '--into', '1'])).code).toBe(0);
    expect((await cli(['export', '--agency', '1', '--out', exportFile])).code).toBe(0);
    exported = JSON.parse(await readFile(exportFile, 'utf8')) as Json;
  }, 300_000);
  afterAll(async () => {
    await app?.close();
    await new Promise((done) => server?.close(done));
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('imports a picture file and a fetched URL as uploads; the same document again changes nothing', async () => {
    const file = await documentWith([{ File: 'photos/front.jpg', Name: 'Front', Captions: { '2': 'Façade' } }, { Url: imageUrl }]);
    const first = await cli(['import', file, '--into', '1'], { MEDIA_FETCH_ALLOW_PRIVATE: 'true' });
    expect({ code: first.code, err: first.err }).toEqual({ code: 0, err: '' });
    const line = lineOf(first.out, 'property', propertyId);
    expect(line).toMatchObject({ id: propertyId, pictures: [{ picture: expect.stringMatching(/^Pictures\[\d+\]$/), action: 'added', version: 1 }, { picture: expect.stringMatching(/^Pictures\[\d+\]$/), action: 'added', version: 1 }] });
    const items = await mediaItems();
    expect(items).toHaveLength(2);
    expect(items[0]).toMatchObject({ Name: 'Front', Version: 1, Url: `${MEDIA_BASE}/media/1/${items[0]!.ID}/1/large.jpg` });
    const french = (await callJson(app.baseUrl, 'GetPropertyJson', { ID: propertyId, LanguageId: 2 })).Value.LargePictureItems as { ID: number; Name: string | null }[];
    expect(french.find((item) => item.ID === items[0]!.ID)?.Name).toBe('Façade');
    const large = await fetch(`${app.baseUrl}/media/1/${items[1]!.ID}/1/large.jpg`);
    expect(large.status).toBe(200);
    const meta = await sharp(Buffer.from(await large.arrayBuffer())).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 800, 560]);
    const front = await sharp(Buffer.from(await (await fetch(`${app.baseUrl}/media/1/${items[0]!.ID}/1/xlarge.jpg`)).arrayBuffer())).metadata();
    expect(front.exif).toBeUndefined();

    const cursor = await cursorNow();
    const again = await cli(['import', file, '--into', '1'], { MEDIA_FETCH_ALLOW_PRIVATE: 'true' });
    expect(again.code).toBe(0);
    expect(lineOf(again.out, 'property', propertyId)).toMatchObject({ action: 'unchanged', pictures: [{ action: 'unchanged', id: items[0]!.ID, version: 1 }, { action: 'unchanged', id: items[1]!.ID, version: 1 }] });
    expect(await changesSince(cursor)).toEqual([]);
    expect(await mediaItems()).toEqual(items);
    expect(fetched).toBe(2);
  });

  it("imports a project's picture given by its file the same way; the same document again changes nothing", async () => {
    const project = (exported['projects'] as Json[])[0]!;
    const projectId = project['ID'] as number;
    const stored = () => app.dataSource.query<{ id: number; version: number }[]>('SELECT id, version FROM project_picture WHERE project_id = ? AND media_hash IS NOT NULL ORDER BY id', [projectId]);
    expect(await stored()).toEqual([]);
    const file = await documentWith([], [{ File: 'photos/front.jpg', Name: 'Gevel' }]);
    const first = await cli(['import', file, '--into', '1']);
    expect({ code: first.code, err: first.err }).toEqual({ code: 0, err: '' });
    const pictures = await stored();
    expect(pictures).toHaveLength(1);
    expect(lineOf(first.out, 'project', projectId)).toEqual({ resource: 'project', action: 'changed', reference: null, id: projectId, buildings: expect.any(Array), pictures: [{ picture: `Pictures[${(project['Pictures'] as Json[]).length}]`, action: 'added', id: pictures[0]!.id, version: 1 }] });
    const cursor = await cursorNow();
    const again = await cli(['import', file, '--into', '1']);
    expect(lineOf(again.out, 'project', projectId)).toMatchObject({ action: 'unchanged', pictures: [{ action: 'unchanged', id: pictures[0]!.id, version: 1 }] });
    expect(await changesSince(cursor)).toEqual([]);
    expect(await stored()).toEqual(pictures);
  });

  it('refuses a private address, a missing file and bytes that are no image, each by its path, and writes nothing', async () => {
    const before = await mediaItems();
    const cursor = await cursorNow();
    const refused = await cli(['import', await documentWith([{ Url: imageUrl }, { File: 'photos/missing.jpg' }, { Url: 'http://localhost:1/x.jpg' }]), '--into', '1']);
    expect(refused.code).toBe(1);
    expect(refused.err).toMatch(/Pictures\[\d+\]\.Url: refused: 127\.0\.0\.1 is an internal address/);
    expect(refused.err).toMatch(/Pictures\[\d+\]\.Url: refused: localhost is an internal address/);
    expect(refused.err).toMatch(/Pictures\[\d+\]\.File: no such file/);
    expect(fetched).toBe(2);
    const outside = await cli(['import', await documentWith([{ File: '../outside.jpg' }]), '--into', '1']);
    expect(outside.code).toBe(1);
    expect(outside.err).toMatch(/Pictures\[\d+\]\.File: must be a path relative to the document, inside its directory/);
    const html = await cli(['import', await documentWith([{ Url: htmlUrl }, { File: 'photos/front.jpg', Name: 'Front again' }]), '--into', '1'], { MEDIA_FETCH_ALLOW_PRIVATE: 'true' });
    expect(html.code).toBe(1);
    expect(html.err).toMatch(/Pictures\[\d+\]\.Url: Only JPEG, PNG, WebP, AVIF and TIFF images are accepted/);
    expect(await mediaItems()).toEqual(before);
    expect(await changesSince(cursor)).toEqual([]);
  });
});
