import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from '@jest/globals';
import { type BrowserContext, chromium, type Page } from 'playwright-core';
import { DEMO_ACCOUNTS } from '../../src/seeding/demo-data.js';
import { startTestApp, type TestApp } from '../support/app.js';
import { CHROMIUM, CHROMIUM_PATH, describeWithClient } from '../support/system-clients.js';

/**
 * The help pages in a real browser (Debian's Chromium driven by playwright-core): from the
 * operation list to an operation page, fill in the test form, invoke it and read the XML result.
 * Screenshots go to HELP_SCREENSHOT_DIR when set (for looking at the pages), else to a temporary
 * directory that is removed afterwards.
 */

const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
const DEMO = DEMO_ACCOUNTS[0]!;

interface Browser {
  readonly context: BrowserContext;
  readonly screenshots: string;
  close(): Promise<void>;
}

async function openBrowser(): Promise<Browser> {
  const userDataDir = mkdtempSync(join(tmpdir(), 'help-chromium-'));
  const keepScreenshots = process.env['HELP_SCREENSHOT_DIR'];
  const screenshots = keepScreenshots ?? mkdtempSync(join(tmpdir(), 'help-screens-'));
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: CHROMIUM_ARGS,
    viewport: { width: 1280, height: 900 },
  });
  return {
    context,
    screenshots,
    close: async () => {
      await context.close();
      rmSync(userDataDir, { recursive: true, force: true });
      if (!keepScreenshots) rmSync(screenshots, { recursive: true, force: true });
    },
  };
}

/** A page that records console errors and every address it loads, to prove the pages are self-contained. */
async function watchedPage(browser: Browser): Promise<{ page: Page; errors: string[]; requests: string[] }> {
  const page = await browser.context.newPage();
  const errors: string[] = [];
  const requests: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${message.text()} (${message.location().url})`);
  });
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('request', (request) => requests.push(request.url()));
  return { page, errors, requests };
}

/** Fills every field of the test form: the given values, otherwise 0 for numbers and '' for strings. */
async function fillTestForm(page: Page, values: Readonly<Record<string, string>>): Promise<void> {
  const fields = page.locator('form input[type=text]');
  const count = await fields.count();
  expect(count).toBeGreaterThan(2);
  for (let i = 0; i < count; i++) {
    const field = fields.nth(i);
    const name = (await field.getAttribute('name')) ?? '';
    const type = (await field.getAttribute('placeholder')) ?? 'string';
    await field.fill(values[name] ?? (type === 'string' ? '' : '0'));
  }
}

/** The little of the browser's DOM these tests use inside `page.evaluate` (the project compiles without the DOM library). */
interface XmlElement {
  readonly localName: string;
  readonly namespaceURI: string | null;
  readonly textContent: string | null;
}
interface XmlDocument {
  readonly documentElement: XmlElement;
  querySelector(selector: string): XmlElement | null;
  querySelectorAll(selector: string): Iterable<XmlElement>;
}
interface BrowserWindow {
  readonly DOMParser: new () => { parseFromString(source: string, type: string): XmlDocument };
}

/**
 * Clicks Invoke and returns what the browser received: the `<string>` (or `<int>`) document's
 * root name, namespace and text (the result payload), after checking the browser displays it.
 */
async function invoke(page: Page): Promise<{ name: string; namespace: string | null; text: string }> {
  const [response] = await Promise.all([
    page.waitForResponse((r) => r.request().method() === 'POST' && /\/serviceapi\.asmx\/\w+$/.test(r.url())),
    page.getByRole('button', { name: 'Invoke' }).click(),
  ]);
  await page.waitForLoadState();
  expect(response.status()).toBe(200);
  expect(response.request().headers()['content-type']).toBe('application/x-www-form-urlencoded');
  expect(response.headers()['content-type']).toBe('text/xml; charset=utf-8');
  const body = await response.text();
  const root = await page.evaluate((source) => {
    const doc = new (globalThis as unknown as BrowserWindow).DOMParser().parseFromString(source, 'application/xml');
    return { name: doc.documentElement.localName, namespace: doc.documentElement.namespaceURI, text: doc.documentElement.textContent ?? '' };
  }, body);
  expect(await page.locator('body').innerText()).toContain(root.text.slice(0, 40));
  return root;
}

/** The text of every element matching `selector` in an XML payload, parsed by the browser. */
function select(page: Page, xml: string, selector: string): Promise<string[]> {
  return page.evaluate(
    ({ source, query }) => {
      const doc = new (globalThis as unknown as BrowserWindow).DOMParser().parseFromString(source, 'application/xml');
      if (doc.querySelector('parsererror')) throw new Error(`Result is not well-formed XML: ${source.slice(0, 200)}`);
      return [...doc.querySelectorAll(query)].map((element) => element.textContent ?? '');
    },
    { source: xml, query: selector },
  );
}

describeWithClient(CHROMIUM, 'ASMX help pages in Chromium', () => {
  let app: TestApp;
  let browser: Browser;

  beforeAll(async () => {
    app = await startTestApp();
    browser = await openBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  it('goes from the operation list to GetPropertyList, invokes it with the demo account and shows real properties', async () => {
    const { page, errors, requests } = await watchedPage(browser);
    await page.goto(`${app.baseUrl}/serviceapi.asmx`);
    expect(await page.title()).toBe(`${app.config.asmxServiceName} Web Service`);
    expect(await page.locator('ul.ops a').count()).toBe(29);
    await expect(page.getByRole('link', { name: 'Service Description' }).getAttribute('href')).resolves.toBe('?WSDL');
    await page.screenshot({ path: join(browser.screenshots, 'list.png'), fullPage: true });

    await page.getByRole('link', { name: 'GetPropertyList', exact: true }).click();
    await page.waitForURL(/\?op=GetPropertyList$/);
    expect(await page.locator('h1').textContent()).toBe('GetPropertyList');
    await page.screenshot({ path: join(browser.screenshots, 'get-property-list.png') });
    await page.screenshot({ path: join(browser.screenshots, 'get-property-list-full.png'), fullPage: true });

    await fillTestForm(page, {
      CustomerName: DEMO.name,
      CustomerPassword: DEMO.password,
      LanguageID: '3',
      Goal: '0',
      Limit1: '1',
      Limit2: '5',
      SORTORDER: 'Price DESC',
    });
    await page.screenshot({ path: join(browser.screenshots, 'form-filled.png') });
    // The help pages load nothing but themselves and log no errors (CSP violations included).
    expect(errors).toEqual([]);
    expect(requests.every((url) => url.startsWith(`${app.baseUrl}/serviceapi.asmx`))).toBe(true);

    const result = await invoke(page);
    await page.screenshot({ path: join(browser.screenshots, 'result.png') });
    expect(result.name).toBe('string');
    expect(result.namespace).toBe(app.config.asmxNamespace);

    expect(await select(page, result.text, 'PropertyList > From')).toEqual(['1']);
    expect(await select(page, result.text, 'PropertyList > To')).toEqual(['5']);
    expect(Number((await select(page, result.text, 'PropertyList > RowsCount'))[0])).toBeGreaterThan(5);
    const ids = await select(page, result.text, 'Items > Property > ID');
    expect(ids).toHaveLength(5);
    expect(await select(page, result.text, 'Items > Property > Goal')).toEqual(['0', '0', '0', '0', '0']);
    const prices = (await select(page, result.text, 'Items > Property > Price')).map(Number);
    expect(prices).toHaveLength(5);
    expect([...prices].sort((a, b) => b - a)).toEqual(prices);
    expect(prices[0]).toBeGreaterThan(0);
    await page.close();
  });

  it('invokes GetProperty for a listed property and shows that property', async () => {
    const { page } = await watchedPage(browser);
    await page.goto(`${app.baseUrl}/serviceapi.asmx`);
    await page.getByRole('link', { name: 'GetPropertyList', exact: true }).click();
    await fillTestForm(page, { CustomerName: DEMO.name, CustomerPassword: DEMO.password, LanguageID: '3', Goal: '-1', Limit1: '1', Limit2: '1' });
    const list = await invoke(page);
    const [id] = await select(page, list.text, 'Items > Property > ID');
    const [ident] = await select(page, list.text, 'Items > Property > Ident');
    expect(Number(id)).toBeGreaterThan(0);

    await page.goto(`${app.baseUrl}/serviceapi.asmx`);
    await page.getByRole('link', { name: 'GetProperty', exact: true }).click();
    await page.waitForURL(/\?op=GetProperty$/);
    await fillTestForm(page, { CustomerName: DEMO.name, CustomerPassword: DEMO.password, ID: id!, LanguageID: '3', RICHTEXTFORMAT: '1' });
    const result = await invoke(page);
    expect(await select(page, result.text, 'Property > ID')).toEqual([id]);
    expect(await select(page, result.text, 'Property > Ident')).toEqual([ident]);
    const [city] = await select(page, result.text, 'Property > City');
    expect(city?.length).toBeGreaterThan(0);
    await page.close();
  });

  it('names an unknown operation', async () => {
    const { page } = await watchedPage(browser);
    await page.goto(`${app.baseUrl}/serviceapi.asmx?op=GetPropertyLIST`);
    await expect(page.getByRole('alert').textContent()).resolves.toContain(
      `Method 'GetPropertyLIST' was not found in service ${app.config.asmxServiceName}.`,
    );
    await page.getByRole('alert').getByRole('link', { name: 'GetPropertyList' }).click();
    await page.waitForURL(/\?op=GetPropertyList$/);
    await page.close();
  });
});

describeWithClient(CHROMIUM, 'ASMX help pages in Chromium with HELP_TEST_FORM=none', () => {
  let app: TestApp;
  let browser: Browser;

  beforeAll(async () => {
    app = await startTestApp({ HELP_TEST_FORM: 'none' });
    browser = await openBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  it('shows the ASMX notice instead of the test form, even to a local client', async () => {
    const { page } = await watchedPage(browser);
    await page.goto(`${app.baseUrl}/serviceapi.asmx?op=GetProperty`);
    expect(await page.locator('form').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Invoke' }).count()).toBe(0);
    await expect(page.locator('#test ~ p.note').textContent()).resolves.toBe('The test form is only available for requests from the local machine.');
    await page.screenshot({ path: join(browser.screenshots, 'form-hidden.png') });
    await page.close();
  });
});
