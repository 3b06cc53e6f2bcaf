import { readdirSync, readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { HELP_HEADERS } from '../../src/soap/help/layout.js';
import { startTestApp, type TestApp } from '../support/app.js';

/** The documents as HTML pages under /docs/: every page reached from the index, every link and anchor followed. */

interface Page {
  readonly status: number;
  readonly headers: Headers;
  readonly body: string;
}

async function get(app: TestApp, path: string): Promise<Page> {
  const response = await fetch(app.baseUrl + path, { redirect: 'manual' });
  return { status: response.status, headers: response.headers, body: await response.text() };
}

/** The href of every link of a page (entities decoded). */
function links(body: string): string[] {
  return [...body.matchAll(/<a [^>]*href="([^"]*)"/g)].map((m) => m[1]!.replace(/&amp;/g, '&'));
}

function ids(body: string): Set<string> {
  return new Set([...body.matchAll(/ id="([^"]+)"/g)].map((m) => m[1]!));
}

describe('the documents as pages', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp();
  });

  afterAll(async () => {
    await app.close();
  });

  it('lists every document of docs/ and the README at /docs/, and /docs redirects there', async () => {
    const index = await get(app, '/docs/');
    expect(index.status).toBe(200);
    const names = readdirSync(new URL('../../docs/', import.meta.url)).filter((name) => name.endsWith('.md'));
    expect(names.length).toBeGreaterThan(10);
    expect(links(index.body)).toEqual(expect.arrayContaining([...names, 'README.md']));
    const bare = await get(app, '/docs');
    expect(bare.status).toBe(301);
    expect(new URL(bare.headers.get('location')!, app.baseUrl + '/docs').pathname).toBe('/docs/');
  });

  it('follows every link from the index: each page answers as a help page does, each link and anchor resolves', async () => {
    const help = await get(app, '/serviceapi.asmx');
    const pages = new Map<string, Page>();
    const queue = ['/docs/'];
    const anchors: { from: string; path: string; id: string }[] = [];
    while (queue.length > 0) {
      const path = queue.shift()!;
      if (pages.has(path)) continue;
      const page = await get(app, path);
      pages.set(path, page);
      expect({ path, status: page.status }).toEqual({ path, status: 200 });
      if (!path.startsWith('/docs/')) continue;
      for (const name of [...Object.keys(HELP_HEADERS), 'cache-control']) expect(page.headers.get(name)).toBe(help.headers.get(name));
      for (const href of links(page.body)) {
        if (/^[a-z]+:/.test(href)) continue;
        const target = new URL(href, app.baseUrl + path);
        if (target.origin !== app.baseUrl) continue;
        if (target.hash) anchors.push({ from: path, path: target.pathname, id: decodeURIComponent(target.hash.slice(1)) });
        queue.push(target.pathname + target.search);
      }
    }
    expect(pages.size).toBeGreaterThan(14);
    const missing = anchors.filter((anchor) => !ids(pages.get(anchor.path)!.body).has(anchor.id));
    expect(missing).toEqual([]);
  });

  it('renders Markdown, keeps code blocks as written and escapes raw HTML', async () => {
    const help = await get(app, '/serviceapi.asmx');
    const page = await get(app, '/docs/cli.md');
    expect(page.body).toContain('<h1>Command-line tools</h1>');
    expect(page.body).not.toMatch(/^#/m);
    const source = readFileSync(new URL('../../docs/cli.md', import.meta.url), 'utf8');
    const fence = /^```[a-z]*\n([\s\S]*?)^```/m.exec(source)![1]!;
    const escaped = fence.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
    expect(page.body).toContain(escaped);
    const operations = await get(app, '/docs/v12-operations.md');
    expect(operations.body).toContain('<a id="record-property"></a>');
    expect(operations.body).not.toContain('&lt;!--');
    expect(help.headers.get('content-security-policy')).toBe(HELP_HEADERS['Content-Security-Policy']);
    expect(operations.body).not.toMatch(/<(Items|ID|Property)>/);
  });

  it('answers 404 for anything that is not a document', async () => {
    expect((await get(app, '/docs/unknown.md')).status).toBe(404);
    expect((await get(app, '/docs/..%2FREADME.md')).status).toBe(404);
    expect((await get(app, '/docs/..%2Fpackage.json')).status).toBe(404);
  });
});
