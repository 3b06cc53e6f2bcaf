import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ASMX_OPERATIONS } from '../../src/soap/asmx/catalog.js';
import { startTestApp, type TestApp } from '../support/app.js';

/**
 * Every ASMX test form, submitted as it is pre-filled on the demo data (what a person trying the
 * service does first): each must answer 200 with a result, not an error.
 */
describe('ASMX test forms as pre-filled', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp();
  });

  afterAll(async () => {
    await app.close();
  });

  /** The form's fields and their pre-filled values, as a browser would submit them. */
  function formFields(page: string): [string, string][] {
    const decode = (text: string) => text.replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&#39;/g, "'").replace(/&amp;/g, '&');
    return [...page.matchAll(/<input type="text" id="p-[^"]+" name="([^"]+)"[^>]*? value="([^"]*)">/g)].map((m) => [m[1] as string, decode(m[2] as string)]);
  }

  it('fills the forms for any client when HELP_TEST_FORM=all (a container, reached from outside its loopback)', async () => {
    const open = await startTestApp({ HELP_TEST_FORM: 'all', TRUST_PROXY: 'true' });
    try {
      const page = await (await fetch(`${open.baseUrl}/serviceapi.asmx?op=GetProperty`, { headers: { 'x-forwarded-for': '203.0.113.9' } })).text();
      expect(formFields(page).find(([name]) => name === 'ID')?.[1]).toMatch(/^[1-9]\d*$/);
    } finally {
      await open.close();
    }
  });

  for (const op of ASMX_OPERATIONS) {
    it(`${op.name} answers 200 with its pre-filled values`, async () => {
      const page = await (await fetch(`${app.baseUrl}/serviceapi.asmx?op=${op.name}`)).text();
      const action = /<form class="form" method="post" action="([^"]+)"/.exec(page)?.[1];
      expect(action).toBe(`serviceapi.asmx/${op.name}`);
      const fields = formFields(page);
      expect(fields.map(([name]) => name)).toEqual(op.parameters.map((p) => p.name));
      const response = await fetch(`${app.baseUrl}/${action as string}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(fields).toString(),
      });
      const body = await response.text();
      expect([op.name, response.status, response.status === 200 ? '' : body]).toEqual([op.name, 200, '']);
    });
  }
});
