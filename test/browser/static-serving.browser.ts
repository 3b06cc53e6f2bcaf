import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { BACK_OFFICE_DIR } from '../../src/back-office/back-office-files.js';
import { startTestApp, type TestApp } from '../support/app.js';

/** /admin/ over HTTP: the single-page application's files, its client routes, caching and security headers. */
let app: TestApp;
let entry: string;

beforeAll(async () => {
  app = await startTestApp();
  const index = readFileSync(join(BACK_OFFICE_DIR, 'index.html'), 'utf8');
  entry = /<script type="module" crossorigin src="\/admin\/(assets\/[^"]+\.js)"/.exec(index)![1]!;
}, 300_000);
afterAll(() => app?.close());

const get = (path: string, headers: Record<string, string> = {}) => fetch(`${app.baseUrl}${path}`, { headers, redirect: 'manual' });

describe('the back-office at /admin/', () => {
  it('answers /admin with a permanent redirect to /admin/, keeping the query', async () => {
    const response = await get('/admin?x=1');
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('/admin/?x=1');
  });

  it('serves index.html, never cached without revalidation, with a CSP that allows no inline script and no framing', async () => {
    const response = await get('/admin/');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    const csp = response.headers.get('content-security-policy')!;
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    const html = await response.text();
    expect(html).toContain('<div id="root">');
    expect(html).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/); // every script is a file
  });

  it('answers every client route (a listing, a filtered list) with index.html', async () => {
    for (const path of ['/admin/listings', '/admin/listings/123', '/admin/sign-in?redirect=%2Flistings']) {
      const response = await get(path);
      expect({ path, status: response.status }).toEqual({ path, status: 200 });
      expect(await response.text()).toContain('<div id="root">');
    }
  });

  it('serves hashed assets for a year, immutable, compressed when the browser accepts it, and revalidates by ETag', async () => {
    const plain = await get(`/admin/${entry}`, { 'accept-encoding': 'identity' });
    expect(plain.status).toBe(200);
    expect(plain.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(plain.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const body = Buffer.from(await plain.arrayBuffer());
    const gzipped = await fetch(`${app.baseUrl}/admin/${entry}`, { headers: { 'accept-encoding': 'gzip' } });
    expect(gzipped.headers.get('content-encoding')).toBe('gzip');
    expect(gzipped.headers.get('vary')).toBe('Accept-Encoding');
    // fetch decodes the body itself: the same bytes either way.
    expect(Buffer.from(await gzipped.arrayBuffer()).equals(body)).toBe(true);
    expect(gunzipSync(readFileSync(join(BACK_OFFICE_DIR, `${entry}.gz`))).equals(body)).toBe(true);
    const again = await get(`/admin/${entry}`, { 'if-none-match': plain.headers.get('etag')! });
    expect(again.status).toBe(304);
  });

  it('answers a missing asset with 404, not with the application', async () => {
    const response = await get('/admin/assets/missing-0000.js');
    expect(response.status).toBe(404);
    expect(await response.text()).toBe('Not Found\r\n');
  });
});
