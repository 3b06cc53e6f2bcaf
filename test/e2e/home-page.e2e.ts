import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DEMO_ACCOUNTS } from '../../src/seeding/demo-data.js';
import { startTestApp, type TestApp } from '../support/app.js';

/** The page at `/` and the documents it links to, on the demo data and on a database without it. */

async function get(app: TestApp, path: string): Promise<{ status: number; type: string | null; body: string }> {
  const response = await fetch(app.baseUrl + path);
  return { status: response.status, type: response.headers.get('content-type'), body: await response.text() };
}

describe('the home page on the demo data', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp();
  });

  afterAll(async () => {
    await app.close();
  });

  it('points to both interfaces, their descriptions, the documents and the demo account', async () => {
    const page = await get(app, '/');
    expect(page.status).toBe(200);
    expect(page.type).toBe('text/html; charset=utf-8');
    const links = [...page.body.matchAll(/<a href="([^"#]+)"/g)].map((m) => m[1]!);
    expect(links).toEqual(expect.arrayContaining(['serviceapi.asmx', 'serviceapi.asmx?WSDL', '1.2/APIService.svc', '1.2/APIService.svc?singleWsdl', 'docs/', 'docs/demo-data.md', 'docs/cli.md']));
    for (const link of links) expect((await get(app, `/${link}`)).status).toBe(200);
    const demo = DEMO_ACCOUNTS[0]!;
    expect(page.body).toContain(`<code>CustomerName</code> <code>${demo.name}</code>, <code>CustomerPassword</code> <code>${demo.password}</code>`);
  });
});

describe('the home page without the demo data', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp({ DEMO_DATA: 'false', LOG_LEVEL: 'error' });
  });

  afterAll(async () => {
    await app.close();
  });

  it('names no demo account, and the test forms start without credentials', async () => {
    const page = await get(app, '/');
    expect(page.status).toBe(200);
    expect(page.body).toContain('href="serviceapi.asmx"');
    expect(page.body).not.toContain('<h2 id="demo">');
    const form = await get(app, '/serviceapi.asmx?op=GetSite');
    expect(form.body).toContain('name="CustomerName" autocomplete="off" spellcheck="false" placeholder="string" value=""');
    expect(form.body).toContain('name="SiteID" autocomplete="off" spellcheck="false" placeholder="int" value="0"');
  });
});
