import { afterAll, beforeAll, expect, it } from '@jest/globals';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { startTestApp, type TestApp } from '../support/app.js';
import { CHROMIUM, describeWithClient } from '../support/system-clients.js';
import { apiCaller, type Call, giveLogin } from './back-office-data.js';
import { expectAccessible, launchBrowser, newPage, signIn, until } from './back-office.js';

/**
 * The listing editor's full descriptions are HTML (the legacy DescriptionB) and are edited as
 * rich text, in a real Chromium: the agency's HTML comes back unchanged when it is not touched
 * (no unsaved change, nothing saved) and with exactly the agent's edit when it is (paragraphs,
 * bold, italic, lists and links as they were written); bold and links from the keyboard; an
 * edit undone is no change; leaving with an edit asks first; a conflict on a description shows
 * both as text and keeps the agent's; a description holding what the editor cannot keep (a
 * table, an image, inline styles) is edited as HTML and saved whole; markup that would run script never runs; the short
 * description stays plain text; a viewer reads the description with no toolbar. A project's full
 * text is edited the same way.
 */
const EDITOR = { email: 'editor.descriptions@immodemo.be', password: 'editor descriptions pass' };
const VIEWER = { email: 'viewer.descriptions@immodemo.be', password: 'viewer descriptions pass' };
const REFERENCE = `HTML-${Date.now().toString(36).toUpperCase()}`;
/** As an agency's CRM wrote it: paragraphs, bold, italic, a list, a link. */
const WRITTEN =
  '<p>Ruime <strong>villa</strong> met <em>zonnige</em> tuin.</p><ul><li>Drie slaapkamers</li><li>Garage voor twee wagens</li></ul><p>Bekijk het <a href="https://example.org/plan-1042">grondplan</a>.</p>';

let app: TestApp;
let browser: Browser;
let admin: Call;
let listing = 0;

async function englishPage(context: BrowserContext, allowStatuses: number[] = []) {
  await context.addInitScript({ content: "localStorage.setItem('back-office.language', 'en')" });
  return newPage(context, { allowStatuses: [401, ...allowStatuses] });
}

const description = async (language = 'nl') => ((await admin('GET', `/properties/${listing}`)).body.descriptions[language]?.descriptionB ?? null) as string | null;
const fullDescription = (page: Page) => page.getByRole('textbox', { name: 'Full description', exact: true });
const unsaved = (page: Page) => page.getByText(/\d+ unsaved changes?$/);

async function openEditor(page: Page): Promise<void> {
  await page.goto(`${app.baseUrl}/admin/listings/${listing}`);
  await page.getByRole('heading', { level: 1, name: `Listing ${REFERENCE}` }).waitFor();
  await fullDescription(page).locator('strong').first().waitFor();
}

/** Puts the caret at the end of the editor's text block that contains `text`. */
async function caretAfter(page: Page, text: string): Promise<void> {
  await fullDescription(page).getByText(text, { exact: false }).first().click();
  await page.keyboard.press('End');
}

describeWithClient(CHROMIUM, "the listing editor's HTML descriptions as rich text", () => {
  beforeAll(async () => {
    app = await startTestApp({ API_RATE_LIMIT: '1000' });
    browser = await launchBrowser();
    admin = (await apiCaller(app, 'admin')).call;
    await giveLogin(admin, 'editor', EDITOR.email, EDITOR.password);
    await giveLogin(admin, 'viewer', VIEWER.email, VIEWER.password);
    const created = await admin('POST', '/properties', {
      reference: REFERENCE,
      typeId: 1,
      status: 1,
      price: 495_000,
      city: 'Gent',
      descriptions: { nl: { descriptionA: 'Villa met tuin', descriptionB: WRITTEN }, fr: { descriptionB: '<p>Villa <b>spacieuse</b></p>' } },
    });
    expect(created.status).toBe(201);
    listing = created.body.id as number;
    expect(await description()).toBe(WRITTEN);
  }, 300_000);
  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  it('shows the HTML as rich text, counts no change until the agent edits, and saves exactly the edit: paragraphs, bold, italic, lists and links as written', async () => {
    const context = await browser.newContext({ locale: 'en-GB', viewport: { width: 1366, height: 900 } });
    const { page, errors } = await englishPage(context);
    await signIn(page, app.baseUrl, EDITOR.email, EDITOR.password);
    await openEditor(page);
    const editor = fullDescription(page);
    // Rich text, not HTML source: the formatting is shown, the tags are not.
    expect(await editor.locator('strong').allTextContents()).toEqual(['villa']);
    expect(await editor.locator('em').textContent()).toBe('zonnige');
    expect(await editor.locator('li').allTextContents()).toEqual(['Drie slaapkamers', 'Garage voor twee wagens']);
    expect(await editor.locator('a').getAttribute('href')).toBe('https://example.org/plan-1042');
    expect(await editor.textContent()).not.toContain('<strong>');
    // The short description stays a plain text area.
    expect(await page.getByRole('textbox', { name: 'Short description', exact: true }).evaluate((element) => element.tagName)).toBe('TEXTAREA');
    // Opened and not touched: no change (TipTap's own form of the HTML is not one).
    await page.waitForTimeout(500);
    expect(await unsaved(page).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Save' }).first().isDisabled()).toBe(true);
    await expectAccessible(page, 'listing editor with the rich-text description');

    // An edit undone is no change either.
    await caretAfter(page, 'tuin.');
    await page.keyboard.type(' x');
    await unsaved(page).waitFor();
    await page.keyboard.press('Control+z');
    await until(async () => (await unsaved(page).count()) === 0);

    // Leaving with an edit asks first.
    await caretAfter(page, 'tuin.');
    await page.keyboard.type(' Zuidgericht.');
    await page.getByText('1 unsaved change').waitFor();
    await page.getByRole('button', { name: 'All listings' }).click();
    const leave = page.getByRole('dialog', { name: 'Leave without saving?' });
    await leave.getByRole('button', { name: 'Stay and save' }).click();
    await leave.waitFor({ state: 'hidden' });

    // Bold from the keyboard in a new paragraph, and a link with Ctrl+K.
    await editor.focus();
    await page.keyboard.press('Control+End');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Control+b');
    await page.keyboard.type('Vrij');
    await page.keyboard.press('Control+b');
    await page.keyboard.type(' vanaf juni.');
    await page.keyboard.press('Enter');
    await page.keyboard.type('EPC-attest');
    await page.keyboard.press('Shift+Home');
    await page.keyboard.press('Control+k');
    const address = page.getByRole('textbox', { name: 'Link address' });
    await address.waitFor();
    await address.fill('https://example.org/epc-1042.pdf');
    await address.press('Enter');
    await editor.locator('a', { hasText: 'EPC-attest' }).waitFor();
    await page.getByRole('button', { name: 'Save' }).first().click();
    await page.getByText('Changes saved.').waitFor();
    expect(await description()).toBe(
      '<p>Ruime <strong>villa</strong> met <em>zonnige</em> tuin. Zuidgericht.</p><ul><li>Drie slaapkamers</li><li>Garage voor twee wagens</li></ul><p>Bekijk het <a href="https://example.org/plan-1042">grondplan</a>.</p><p><strong>Vrij</strong> vanaf juni.</p><p><a href="https://example.org/epc-1042.pdf">EPC-attest</a></p>',
    );
    // The other language and the short description were not touched.
    expect(await description('fr')).toBe('<p>Villa <b>spacieuse</b></p>');
    expect((await admin('GET', `/properties/${listing}`)).body.descriptions.nl.descriptionA).toBe('Villa met tuin');
    await until(async () => (await page.getByRole('button', { name: 'Save' }).first().isDisabled()) === true);
    expect(await unsaved(page).count()).toBe(0);

    // The French tab: the legacy <b> shown bold, and opening it is no change.
    await page.getByRole('tab', { name: /Français/ }).click();
    await fullDescription(page).locator('strong', { hasText: 'spacieuse' }).waitFor();
    await page.waitForTimeout(300);
    expect(await unsaved(page).count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  }, 180_000);

  it('a conflict on a description shows both versions as text and keeps the agent’s; the other change is taken', async () => {
    const context = await browser.newContext({ locale: 'en-GB', viewport: { width: 1366, height: 900 } });
    const { page, errors } = await englishPage(context, [412]);
    await signIn(page, app.baseUrl, EDITOR.email, EDITOR.password);
    await openEditor(page);
    await caretAfter(page, 'vanaf juni.');
    await page.keyboard.type(' Mine.');
    await page.getByText('1 unsaved change').waitFor();
    // Meanwhile a colleague (the CRM) saves another description and another price.
    const theirs = '<p>Their <em>own</em> text.</p>';
    expect((await admin('PATCH', `/properties/${listing}`, { price: 489_000, descriptions: { nl: { descriptionB: theirs } } })).status).toBe(200);
    await page.getByRole('button', { name: 'Save' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Someone else saved this listing meanwhile' });
    await dialog.waitFor();
    // Both as text, never as markup.
    await dialog.getByText('Their own text.').waitFor();
    expect(await dialog.textContent()).not.toContain('<p>');
    expect(await dialog.getByRole('radio', { name: 'Full description (NL): Your value' }).isChecked()).toBe(true);
    await expectAccessible(page, 'conflict on a description');
    await dialog.getByRole('button', { name: 'Keep these values' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: 'Save' }).first().click();
    await page.getByText('Changes saved.').waitFor();
    const saved = (await admin('GET', `/properties/${listing}`)).body;
    expect(saved.price).toBe(489_000);
    expect(saved.descriptions.nl.descriptionB).toContain('<p><strong>Vrij</strong> vanaf juni. Mine.</p>');
    expect(errors).toEqual([]);
    await context.close();
  }, 180_000);

  it("a project's full text is rich text too: shown formatted, no change until edited, the edit saved", async () => {
    const project = (await admin('POST', '/projects', { name: `Residentie ${REFERENCE}`, descriptions: { nl: { shortDescription: 'Wonen aan het park', description: WRITTEN } } })).body as { id: number };
    const context = await browser.newContext({ locale: 'en-GB', viewport: { width: 1366, height: 900 } });
    const { page, errors } = await englishPage(context);
    await signIn(page, app.baseUrl, EDITOR.email, EDITOR.password);
    await page.goto(`${app.baseUrl}/admin/projects/${project.id}`);
    await page.getByRole('tab', { name: 'Texts NL' }).click();
    const editor = page.getByRole('textbox', { name: 'Full description (NL)', exact: true });
    await editor.locator('strong').waitFor();
    expect(await editor.locator('li').allTextContents()).toEqual(['Drie slaapkamers', 'Garage voor twee wagens']);
    expect(await page.getByRole('textbox', { name: 'Short description (NL)', exact: true }).evaluate((element) => element.tagName)).toBe('TEXTAREA');
    await page.waitForTimeout(500);
    expect(await page.getByText(/unsaved change/).count()).toBe(0);
    await editor.getByText('tuin.', { exact: false }).click();
    await page.keyboard.press('End');
    await page.keyboard.type(' Aan het park.');
    await page.getByText('1 unsaved change').waitFor();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Changes saved.').first().waitFor();
    expect((await admin('GET', `/projects/${project.id}`)).body.descriptions.nl.description).toBe(WRITTEN.replace('tuin.</p>', 'tuin. Aan het park.</p>'));
    await expectAccessible(page, 'project with the rich-text description');
    expect(errors).toEqual([]);
    await context.close();
  }, 180_000);

  it('edits as HTML a description holding what the editor cannot keep (a table, an image, inline styles), and saves it with all of it', async () => {
    const legacy =
      '<p style="text-align:center">Penthouse met <span style="color:#b00">zicht op zee</span>.</p><table><tr><th>Kamer</th><th>m²</th></tr><tr><td>Living</td><td>48</td></tr></table><p><img src="https://example.org/plan.png" alt="Grondplan"></p>';
    expect((await admin('PATCH', `/properties/${listing}`, { descriptions: { en: { descriptionB: legacy } } })).status).toBe(200);
    const context = await browser.newContext({ locale: 'en-GB', viewport: { width: 1366, height: 900 } });
    const { page, errors } = await englishPage(context);
    await signIn(page, app.baseUrl, EDITOR.email, EDITOR.password);
    await openEditor(page);
    await page.getByRole('tab', { name: /English/ }).click();
    const field = fullDescription(page);
    await page.getByText(/cannot keep \(.*<table>.*\)/).waitFor();
    const note = (await page.getByText(/cannot keep/).textContent()) ?? '';
    for (const lost of ['<p style>', '<span style>', '<table>', '<img>']) expect(note).toContain(lost);
    expect(await field.evaluate((element) => element.tagName)).toBe('TEXTAREA');
    expect(await field.inputValue()).toBe(legacy);
    // Opened and not touched: no change; then the agent adds a paragraph to the HTML.
    await page.waitForTimeout(300);
    expect(await unsaved(page).count()).toBe(0);
    await field.focus();
    await page.keyboard.press('Control+End');
    await page.keyboard.type('<p>Vrij vanaf juni.</p>');
    await page.getByText('1 unsaved change').waitFor();
    await expectAccessible(page, 'listing editor with a description edited as HTML');
    await page.getByRole('button', { name: 'Save' }).first().click();
    await page.getByText('Changes saved.').waitFor();
    expect(await description('en')).toBe(`${legacy}<p>Vrij vanaf juni.</p>`);
    // The Dutch text, which the editor holds whole, is still rich text.
    await page.getByRole('tab', { name: /Nederlands/ }).click();
    expect(await fullDescription(page).evaluate((element) => element.tagName)).not.toBe('TEXTAREA');
    expect(errors).toEqual([]);
    await context.close();
  }, 180_000);

  it('never runs markup from a description, and shows a viewer the description without a toolbar', async () => {
    const hostile = '<p>Villa</p><img src="x" onerror="window.__ran = 1"><script>window.__ran = 2</script><p><a href="javascript:window.__ran=3">klik</a></p>';
    expect((await admin('PATCH', `/properties/${listing}`, { descriptions: { en: { descriptionB: hostile } } })).status).toBe(200);
    const context = await browser.newContext({ locale: 'en-GB', viewport: { width: 1366, height: 900 } });
    const { page, errors } = await englishPage(context);
    await signIn(page, app.baseUrl, VIEWER.email, VIEWER.password);
    await openEditor(page);
    const editor = fullDescription(page);
    expect(await editor.getAttribute('aria-readonly')).toBe('true');
    expect(await editor.getAttribute('contenteditable')).toBe('false');
    for (const control of ['Bold', 'Italic', 'Link']) await expect(page.getByRole('button', { name: control, exact: true }).count()).resolves.toBe(0);
    await page.getByRole('tab', { name: /English/ }).click();
    await fullDescription(page).getByText('Villa').waitFor();
    await page.waitForTimeout(500);
    expect(await page.evaluate(() => (globalThis as unknown as { __ran?: number }).__ran)).toBeUndefined();
    expect(await fullDescription(page).locator('img, script').count()).toBe(0);
    expect(await fullDescription(page).locator('a[href^="javascript:"]').count()).toBe(0);
    await expectAccessible(page, 'listing editor (viewer) with the rich-text description');
    // Chromium reports the handler the page's Content-Security-Policy refused when the editor's
    // inert parser read the description (no script ran: checked above); nothing else.
    expect(errors.filter((error) => !/^Executing inline event handler violates the following Content Security Policy directive 'script-src 'self''/.test(error))).toEqual([]);
    await context.close();
  }, 180_000);
});
