import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ASMX_OPERATIONS } from '../../src/soap/asmx/catalog.js';
import { startTestApp, type TestApp } from '../support/app.js';

/** The help pages over real HTTP: status, headers, links, samples and the test-form setting. */

async function get(app: TestApp, path: string, headers: Record<string, string> = {}) {
  const response = await fetch(app.baseUrl + path, { headers });
  return { status: response.status, headers: response.headers, body: await response.text() };
}

describe('ASMX help pages', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp();
  });

  afterAll(async () => {
    await app.close();
  });

  it('lists every operation of the catalog with a link to its page, and the Service Description', async () => {
    const page = await get(app, '/serviceapi.asmx');
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(page.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(page.body).toContain(`<title>${app.config.asmxServiceName} Web Service</title>`);
    expect(page.body).toContain('<a href="?WSDL">Service Description</a>');
    const linked = [...page.body.matchAll(/<a href="\?op=([^"]+)">/g)].map((m) => decodeURIComponent(m[1] ?? ''));
    expect(linked).toEqual(ASMX_OPERATIONS.map((op) => op.name));
    expect(ASMX_OPERATIONS).toHaveLength(29);
  });

  it('serves a page for every operation with its parameters, samples and (for this loopback client) the test form', async () => {
    const host = new URL(app.baseUrl).host;
    const heading = (name: string) => `<h1>${name.split(/(?=[A-Z][a-z])/).join('<wbr>')}</h1>`;
    for (const op of ASMX_OPERATIONS) {
      const page = await get(app, `/serviceapi.asmx?op=${op.name}`);
      expect(page.status).toBe(200);
      expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(page.body).toContain(heading(op.name));
      for (const parameter of op.parameters) {
        expect(page.body).toContain(`<input type="text" id="p-${parameter.name}" name="${parameter.name}"`);
        expect(page.body).toContain(`&lt;${parameter.name}&gt;<var>${parameter.type}</var>&lt;/${parameter.name}&gt;`);
      }
      expect(page.body).toContain(`action="serviceapi.asmx/${op.name}" enctype="application/x-www-form-urlencoded"`);
      expect(page.body).toContain(`SOAPAction: &quot;${app.config.asmxNamespace}${op.name}&quot;`);
      expect(page.body).toContain(`Host: ${host}`);
      expect(page.body).toContain(`POST /serviceapi.asmx/${op.name} HTTP/1.1`);
      if (op.result.type === 'string') expect(page.body).toContain(`<pre class="payload" tabindex="0" aria-label="Example payload of ${op.name}"><code>&lt;${op.result.root}`);
    }
  });

  it('starts the test form with the demo account and neutral values, so Invoke answers at once', async () => {
    const page = await get(app, '/serviceapi.asmx?op=GetPropertyCount');
    const fields = new Map([...page.body.matchAll(/<input type="text" id="p-\w+" name="(\w+)"[^>]* value="([^"]*)">/g)].map((m) => [m[1]!, m[2]!]));
    const op = ASMX_OPERATIONS.find((o) => o.name === 'GetPropertyCount')!;
    expect([...fields.keys()]).toEqual(op.parameters.map((p) => p.name));
    expect(fields.get('CustomerName')).toBe('demo');
    expect(fields.get('CustomerPassword')).toBe('demo');
    for (const parameter of op.parameters.filter((p) => p.type !== 'string')) expect(fields.get(parameter.name)).toBe('0');
    const invoked = await fetch(`${app.baseUrl}/serviceapi.asmx/GetPropertyCount`, { method: 'POST', body: new URLSearchParams([...fields]) });
    expect(invoked.status).toBe(200);
    expect(await invoked.text()).toMatch(/&lt;RowsCount&gt;\d+&lt;\/RowsCount&gt;/);
  });

  it('answers an unknown operation with the ASMX message (status 200, the operation list below it)', async () => {
    const page = await get(app, '/serviceapi.asmx?op=NoSuchOperation');
    expect(page.status).toBe(200);
    expect(page.body).toContain(`Method &#39;NoSuchOperation&#39; was not found in service ${app.config.asmxServiceName}.`);
    expect(page.body).toContain('<a href="?op=GetProperty">Get<wbr>Property</a>');
    const escaped = await get(app, '/serviceapi.asmx?op=%3Cscript%3Ex');
    expect(escaped.body).not.toContain('<script>');
    expect(escaped.body).toContain('Method &#39;&lt;script&gt;x&#39; was not found');
  });

  it('matches the path without regard to case and keeps the spelling the client used in relative links', async () => {
    const page = await get(app, '/ServiceAPI.asmx?OP=GetProperty');
    expect(page.status).toBe(200);
    expect(page.body).toContain('<h1>Get<wbr>Property</h1>');
    expect(page.body).toContain('action="ServiceAPI.asmx/GetProperty"');
  });

  it('ignores X-Forwarded-* headers when no proxy is trusted', async () => {
    const page = await get(app, '/serviceapi.asmx?op=GetSite', { 'X-Forwarded-For': '203.0.113.7', 'X-Forwarded-Host': 'evil.example' });
    expect(page.body).toContain('<form');
    expect(page.body).not.toContain('evil.example');
  });
});

describe('ASMX help pages behind a trusted proxy', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp({ TRUST_PROXY: 'true' });
  });

  afterAll(async () => {
    await app.close();
  });

  it('hides the test form from a remote client and shows the public host and path prefix in the samples', async () => {
    const headers = {
      'X-Forwarded-For': '127.0.0.1, 198.51.100.20',
      'X-Forwarded-Host': 'listings.example.org',
      'X-Forwarded-Proto': 'https',
      'X-Forwarded-Prefix': '/api',
    };
    const page = await get(app, '/serviceapi.asmx?op=GetProperty', headers);
    expect(page.body).not.toContain('<form');
    expect(page.body).toContain('The test form is only available for requests from the local machine.');
    expect(page.body).toContain('Host: listings.example.org');
    expect(page.body).toContain('POST /api/serviceapi.asmx HTTP/1.1');
    const list = await get(app, '/serviceapi.asmx', headers);
    expect(list.body).toContain('<code>https://listings.example.org/api/serviceapi.asmx</code>');
  });

  it('shows the test form when the proxy reports a loopback client', async () => {
    const page = await get(app, '/serviceapi.asmx?op=GetProperty', { 'X-Forwarded-For': '127.0.0.1' });
    expect(page.body).toContain('<form');
  });
});
