import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it } from '@jest/globals';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { startTestApp, type TestApp } from '../support/app.js';
import { CHROMIUM, describeWithClient } from '../support/system-clients.js';
import { apiCaller, type Call, giveLogin, sendLead } from './back-office-data.js';
import { DEMO_STAFF, expectAccessible, launchBrowser, newPage, screenshotDir, signIn, until } from './back-office.js';

/**
 * The administration screens as an agency's admin uses them, in a real Chromium against the whole
 * service: every one in NL, FR and EN (no untranslated key, axe clean); an API key made and shown
 * exactly once, then revoked; a webhook made, its delivery to a receiver seen and sent again (the
 * same webhook-id arrives twice); a member of staff added and invited, a colleague's role changed
 * (the admin's own row offers no such control); a viewer sees no Administration at all and the API
 * refuses them. And two fixes of the agent's screens: the listing editor's type is chosen by name,
 * and the inbox names a lead's listing by its reference and city.
 */
const VIEWER = { email: 'viewer.admin-screens@immodemo.be', password: 'viewer secret pass' };
const COLLEAGUE = { email: 'colleague.admin-screens@immodemo.be', password: 'colleague secret pass' };
const LANGUAGES = ['nl', 'fr', 'en'] as const;
const SCREENS = {
  staff: { path: '/admin/staff', nl: 'Medewerkers en aanmeldingen', fr: 'Collaborateurs et accès', en: 'Staff and logins' },
  'api-keys': { path: '/admin/api-keys', nl: 'API-sleutels', fr: 'Clés API', en: 'API keys' },
  webhooks: { path: '/admin/webhooks', nl: 'Webhooks', fr: 'Webhooks', en: 'Webhooks' },
  webhook: { path: '/admin/webhooks/{webhook}', nl: 'Webhook: https://crm.example.org/hooks/listings', fr: 'Webhook : https://crm.example.org/hooks/listings', en: 'Webhook: https://crm.example.org/hooks/listings' },
  settings: { path: '/admin/settings', nl: 'Kantoorinstellingen', fr: "Paramètres de l'agence", en: 'Agency settings' },
} as const;

let app: TestApp;
let browser: Browser;
let admin: Call;
let editor: Call;
let receiver: Server;
let hookUrl = '';
/** What the receiver got: the webhook-id header of each POST. */
const received: string[] = [];
const shots = screenshotDir();
const ids = { webhook: 0, listing: 0, colleague: 0 };

async function englishContext(): Promise<BrowserContext> {
  const context = await browser.newContext({ locale: 'en-GB', viewport: { width: 1366, height: 900 } });
  await context.addInitScript({ content: "localStorage.setItem('back-office.language', 'en')" });
  return context;
}


/** Picks `option` in the Mantine select labelled `label` (within `scope`), typing `search` first when it is searchable. */
async function choose(page: Page, scope: Page | Locator, label: string, option: string | RegExp, search?: string): Promise<void> {
  const input = scope.getByRole('combobox', { name: label, exact: true });
  await input.click();
  if (search !== undefined) await input.fill(search);
  await page.getByRole('option', { name: option }).click();
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
  });
}

describeWithClient(CHROMIUM, 'the administration screens as an admin uses them', () => {
  beforeAll(async () => {
    receiver = createServer((request, response) => {
      void readBody(request).then(() => {
        received.push(String(request.headers['webhook-id'] ?? ''));
        response.writeHead(204).end();
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    hookUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks/listings`;
    app = await startTestApp({ WEBHOOK_ALLOW_PRIVATE: 'true', WEBHOOK_POLL_INTERVAL: '100ms', CHANGE_SEQUENCER_INTERVAL: '100ms', API_RATE_LIMIT: '2000' });
    browser = await launchBrowser();
    admin = (await apiCaller(app, 'admin')).call;
    editor = (await apiCaller(app, 'editor')).call;
    await giveLogin(admin, 'viewer', VIEWER.email, VIEWER.password);
    ids.colleague = await giveLogin(admin, 'editor', COLLEAGUE.email, COLLEAGUE.password);
    // A webhook the screens show (one that nothing reaches: its receiver refuses nothing, it just does not exist).
    ids.webhook = (await admin('POST', '/webhooks', { url: 'https://crm.example.org/hooks/listings', events: ['property.*', 'project.deleted'] })).body.id as number;
    ids.listing = (await editor('GET', '/properties?limit=1')).body.items[0].id as number;
  }, 300_000);
  afterAll(async () => {
    await browser?.close();
    await app?.close();
    receiver?.close();
    shots.done();
  });

  for (const language of LANGUAGES) {
    it(`renders every administration screen in ${language.toUpperCase()} without untranslated keys or serious accessibility violations`, async () => {
      const context = await browser.newContext({ locale: language === 'en' ? 'en-GB' : `${language}-BE`, viewport: { width: 1366, height: 900 } });
      await context.addInitScript({ content: `localStorage.setItem('back-office.language', '${language}')` });
      const { page, errors } = await newPage(context, { allowStatuses: [401] });
      await signIn(page, app.baseUrl, DEMO_STAFF.email, DEMO_STAFF.password);
      for (const [screen, spec] of Object.entries(SCREENS)) {
        await page.goto(`${app.baseUrl}${spec.path.replace('{webhook}', String(ids.webhook))}`);
        await page.getByRole('heading', { level: 1, name: spec[language] }).waitFor();
        await page.waitForLoadState('networkidle');
        await expectAccessible(page, `${screen} (${language})`);
        // The others are kept by the tests below, filled as an admin fills them.
        if (shots.keep && language === 'en' && screen === 'settings') await shots.take(page, screen);
      }
      // The Administration group of the side bar, named in the language.
      const group = page.getByTestId('administration-nav');
      expect(await group.getByRole('link').count()).toBe(5);
      expect(errors).toEqual([]);
      await context.close();
    }, 180_000);
  }

  it('an admin makes an API key and sees it exactly once, then revokes it: the API then refuses it', async () => {
    const context = await englishContext();
    const { page, errors } = await newPage(context, { allowStatuses: [401] });
    await signIn(page, app.baseUrl, DEMO_STAFF.email, DEMO_STAFF.password);
    await page.getByTestId('administration-nav').getByRole('link', { name: 'API keys' }).click();
    await page.getByRole('heading', { level: 1, name: 'API keys' }).waitFor();

    await page.getByRole('button', { name: 'New key' }).click();
    const dialog = page.getByRole('dialog', { name: 'A new API key' });
    await dialog.getByLabel('Name').fill('Website feed');
    await dialog.getByRole('radio', { name: 'editor' }).check();
    await expectAccessible(page, 'new key dialog');
    await dialog.getByRole('button', { name: 'Make the key' }).click();

    const shown = page.getByRole('dialog', { name: 'Your new key “Website feed”' });
    await shown.waitFor();
    await shown.getByText('Shown only this once', { exact: true }).waitFor();
    const key = (await shown.getByTestId('shown-once-secret').innerText()).trim();
    expect(key).toMatch(/^lsk_[A-Za-z0-9_-]{20,}$/);
    await expectAccessible(page, 'key shown once');
    if (shots.keep) await shots.take(page, 'api-key-shown-once');
    // The key works, with the role chosen.
    const use = (method: string, path: string) => fetch(`${app.baseUrl}/api/v1${path}`, { method, headers: { Authorization: `Bearer ${key}` } });
    expect((await use('GET', '/properties?limit=1')).status).toBe(200);
    expect((await use('GET', '/api-keys')).status).toBe(403);

    // Closed, it is gone: not on the page, not after a reload; the list shows only its start.
    await shown.getByRole('button', { name: 'I have copied it' }).click();
    await shown.waitFor({ state: 'detached' });
    const row = page.getByTestId('api-key-row').filter({ hasText: 'Website feed' });
    await row.getByText(`${key.slice(0, 8)}`).waitFor();
    expect(await page.content()).not.toContain(key);
    await page.reload();
    await row.waitFor();
    expect(await page.content()).not.toContain(key);
    expect(await row.innerText()).toContain('editor');

    // Revoked after a confirmation; the API refuses the key from then on.
    await row.getByRole('button', { name: 'Revoke the key “Website feed”' }).click();
    const confirm = page.getByRole('dialog', { name: 'Revoke the key “Website feed”?' });
    await expectAccessible(page, 'revoke confirmation');
    await confirm.getByRole('button', { name: 'Revoke the key' }).click();
    await row.getByText(/^Revoked /).waitFor();
    expect((await use('GET', '/properties?limit=1')).status).toBe(401);
    expect(errors).toEqual([]);
    await context.close();
  }, 180_000);

  it('an admin makes a webhook, sees a change delivered to it, and sends the delivery again (same webhook-id)', async () => {
    const context = await englishContext();
    const { page, errors } = await newPage(context, { allowStatuses: [401] });
    await signIn(page, app.baseUrl, DEMO_STAFF.email, DEMO_STAFF.password);
    await page.goto(`${app.baseUrl}/admin/webhooks`);
    await page.getByRole('heading', { level: 1, name: 'Webhooks' }).waitFor();

    await page.getByRole('button', { name: 'New webhook' }).click();
    const dialog = page.getByRole('dialog', { name: 'A new webhook' });
    await dialog.getByLabel('Address (URL)').fill(hookUrl);
    await choose(page, dialog, 'Events', 'Listings: every change', 'Listings');
    await dialog.getByRole('heading').first().click(); // closes the dropdown
    await expectAccessible(page, 'new webhook dialog');
    await dialog.getByRole('button', { name: 'Make the webhook' }).click();
    const shown = page.getByRole('dialog', { name: 'The signing secret of the new webhook' });
    const secret = (await shown.getByTestId('shown-once-secret').innerText()).trim();
    expect(secret).toMatch(/^whsec_/);
    await shown.getByRole('button', { name: 'I have copied it' }).click();
    await shown.waitFor({ state: 'detached' });
    expect(await page.content()).not.toContain(secret);
    const row = page.getByTestId('webhook-row').filter({ hasText: hookUrl });
    await row.getByText('Listings: every change').waitFor();
    await row.getByText('Nothing sent yet').waitFor();

    // A change of a listing reaches the receiver, and the screens say so.
    const before = received.length;
    const current = await editor('GET', `/properties/${ids.listing}`);
    expect((await editor('PATCH', `/properties/${ids.listing}`, { price: Number(current.body.price ?? 0) + 1000 })).status).toBe(200);
    await until(async () => received.length > before);
    expect(received.length).toBeGreaterThan(before);
    const messageId = received[received.length - 1]!;
    await page.reload();
    await row.getByText('Delivered (HTTP 204)').waitFor();

    await row.getByRole('button', { name: `The deliveries of ${hookUrl}` }).click();
    await page.getByRole('heading', { level: 1, name: `Webhook: ${hookUrl}` }).waitFor();
    const delivery = page.locator('[data-testid=delivery-row][data-status=delivered]').first();
    await delivery.waitFor();
    expect(await delivery.innerText()).toContain('HTTP 204');
    // The delivery names what it carried: the listing (a link to it), what happened and what changed.
    await delivery.getByRole('link', { name: `Open Listing #${ids.listing}` }).waitFor();
    expect(await delivery.getByTestId('delivered-event').innerText()).toMatch(new RegExp(`^Listing #${ids.listing} changed\\s+fields · Change #\\d+$`));
    await expectAccessible(page, 'webhook deliveries');
    if (shots.keep) await shots.take(page, 'webhook-deliveries');

    // Sent again: the receiver gets the same message (its webhook-id) a second time.
    const again = received.length;
    await delivery.getByRole('button', { name: /^Send change #\d+ again$/ }).click();
    await page.getByText(/^Change #\d+ is being sent again\.$/).waitFor();
    await until(async () => received.length > again);
    expect(received.slice(again)).toContain(messageId);
    await page.locator('[data-testid=delivery-row][data-status=delivered]').first().waitFor();
    expect(errors).toEqual([]);
    await context.close();
  }, 180_000);

  it("an admin adds and invites a member of staff and changes a colleague's role; their own row offers no role to change", async () => {
    const context = await englishContext();
    const { page, errors } = await newPage(context, { allowStatuses: [401] });
    await signIn(page, app.baseUrl, DEMO_STAFF.email, DEMO_STAFF.password);
    await page.getByTestId('administration-nav').getByRole('link', { name: 'Staff and logins' }).click();
    await page.getByRole('heading', { level: 1, name: 'Staff and logins' }).waitFor();

    // The admin's own row: marked, and no role control (the API would refuse lowering it anyway).
    const own = page.getByTestId('staff-row').filter({ hasText: 'Thomas De Vos' });
    await own.getByText('You', { exact: true }).waitFor();
    expect(await own.getByRole('combobox').count()).toBe(0);

    // A colleague's role, changed in the list.
    const colleague = (await admin('GET', `/staff-users/${ids.colleague}`)).body as { firstName: string | null; name: string };
    const colleagueName = [colleague.firstName, colleague.name].filter(Boolean).join(' ');
    const row = page.locator(`[data-testid=staff-row][data-user-id="${ids.colleague}"]`);
    await choose(page, row, `Role of ${colleagueName}`, 'viewer');
    await page.getByText(`${colleagueName} is now viewer.`).waitFor();
    expect((await admin('GET', `/staff-users/${ids.colleague}/login`)).body.role).toBe('viewer');

    // A new member, invited by mail with a role.
    await page.getByRole('button', { name: 'Add a member of staff' }).click();
    const dialog = page.getByRole('dialog', { name: 'A new member of staff' });
    await dialog.getByLabel('First name').fill('Lies');
    await dialog.getByLabel('Last name').fill('Peeters');
    await dialog.getByRole('textbox', { name: 'Email address' }).fill('lies.peeters@immodemo.be');
    await choose(page, dialog, 'Language', 'French');
    await choose(page, dialog, 'Role', 'editor');
    await expectAccessible(page, 'new member dialog');
    await dialog.getByRole('button', { name: 'Add', exact: true }).click();
    await page.getByText('Lies Peeters is added and invited by mail.').waitFor();
    const added = page.getByTestId('staff-row').filter({ hasText: 'Lies Peeters' });
    await added.getByText('Invited').waitFor();
    expect(await added.innerText()).toContain('French');
    const members = (await admin('GET', '/staff-users?limit=200')).body.items as { name: string; language: number; login: { role: string; hasPassword: boolean } | null }[];
    expect(members.find((member) => member.name === 'Peeters')).toMatchObject({ language: 2, login: { role: 'editor', hasPassword: false } });
    if (shots.keep) await shots.take(page, 'staff');
    expect(errors).toEqual([]);
    await context.close();
  }, 180_000);

  it('an admin changes the agency settings: the default language of every interface', async () => {
    const context = await englishContext();
    const { page, errors } = await newPage(context, { allowStatuses: [401] });
    await signIn(page, app.baseUrl, DEMO_STAFF.email, DEMO_STAFF.password);
    await page.getByTestId('administration-nav').getByRole('link', { name: 'Agency settings' }).click();
    await page.getByRole('heading', { level: 1, name: 'Agency settings' }).waitFor();
    await page.getByText('Nothing changed yet.').waitFor();
    await choose(page, page, 'Default language', 'French');
    await page.getByLabel('Phone').fill('+32 9 222 33 44');
    await page.getByRole('button', { name: 'Save the settings' }).click();
    await page.getByText('Settings saved.').waitFor();
    expect((await admin('GET', '/settings')).body).toMatchObject({ defaultLanguage: 2, phone: '+32 9 222 33 44' });
    // Back as it was, for the other tests.
    await choose(page, page, 'Default language', 'Dutch');
    await page.getByRole('button', { name: 'Save the settings' }).click();
    await until(async () => (await admin('GET', '/settings')).body.defaultLanguage === 1);
    expect((await admin('GET', '/settings')).body.defaultLanguage).toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);

  it('a viewer sees no Administration, gets a notice at its addresses, and the API refuses them', async () => {
    const context = await englishContext();
    const { page, errors } = await newPage(context, { allowStatuses: [401, 403] });
    await signIn(page, app.baseUrl, VIEWER.email, VIEWER.password);
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    expect(await page.getByTestId('administration-nav').count()).toBe(0);
    expect(await page.getByRole('navigation').getByRole('link', { name: 'API keys' }).count()).toBe(0);
    expect(await page.getByRole('navigation').getByRole('link', { name: 'Audit log' }).count()).toBe(0);
    for (const path of ['/admin/api-keys', '/admin/staff', '/admin/webhooks', '/admin/settings']) {
      await page.goto(`${app.baseUrl}${path}`);
      await page.getByRole('alert').getByText('For administrators').waitFor();
      expect(await page.getByRole('button', { name: /New key|New webhook|Add a member of staff|Save the settings/ }).count()).toBe(0);
    }
    await expectAccessible(page, 'administrators only notice');
    const refused = await page.evaluate(async () => (await fetch('/api/v1/api-keys', { credentials: 'same-origin' })).status);
    expect(refused).toBe(403);
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);

  it("the listing editor's type is chosen by name in the interface language; the inbox names a lead's listing by its reference and city", async () => {
    const context = await englishContext();
    const { page, errors } = await newPage(context, { allowStatuses: [401] });
    await signIn(page, app.baseUrl, DEMO_STAFF.email, DEMO_STAFF.password);
    await page.goto(`${app.baseUrl}/admin/listings/new`);
    await page.getByRole('heading', { level: 1, name: 'New listing' }).waitFor();
    await choose(page, page, 'Type', 'House › Villa', 'villa');
    expect(await page.getByRole('combobox', { name: 'Type', exact: true }).inputValue()).toBe('House › Villa');
    // The same choice in Dutch names the same type.
    await page.getByRole('radiogroup', { name: 'Language' }).getByText('NL', { exact: true }).click();
    await until(async () => (await page.getByRole('combobox', { name: 'Type', exact: true }).inputValue()) === 'Huis › Villa');
    expect(await page.getByRole('combobox', { name: 'Type', exact: true }).inputValue()).toBe('Huis › Villa');
    await page.getByRole('radiogroup', { name: 'Taal' }).getByText('EN', { exact: true }).click();

    const listing = { reference: `ADM-${Date.now().toString(36).toUpperCase()}`, zip: '9000', city: 'Gent' };
    expect((await editor('PATCH', `/properties/${ids.listing}`, listing)).status).toBe(200);
    await sendLead(app, editor, { ObjectID: ids.listing, Name: 'Wouters', FirstName: 'Els', Email: 'els.wouters@example.org', Content: 'Still available?' });
    await page.goto(`${app.baseUrl}/admin/leads`);
    const lead = page.getByTestId('lead-row').filter({ hasText: 'Els Wouters' });
    const link = lead.getByRole('link', { name: listing.reference, exact: true });
    await link.waitFor();
    expect(await lead.innerText()).toContain(`${listing.zip} ${listing.city}`);
    expect(await lead.innerText()).not.toMatch(/Listing #/);
    await link.click();
    await page.waitForURL(new RegExp(`/admin/listings/${ids.listing}$`));
    await page.getByRole('heading', { level: 1, name: `Listing ${listing.reference}` }).waitFor();
    // Named once the list of types is read (never a bare code).
    const type = page.getByRole('combobox', { name: 'Type', exact: true });
    await until(async () => (await type.inputValue()) !== '');
    const typeId = (await editor('GET', `/properties/${ids.listing}`)).body.typeId as number;
    const types = (await editor('GET', '/reference/property-types')).body.items as { id: number; mainTypeId: number; names: Record<string, string> }[];
    const named = (id: number) => types.find((candidate) => candidate.id === id)!.names['en'];
    const main = types.find((candidate) => candidate.id === typeId)!.mainTypeId;
    expect(await type.inputValue()).toBe(main === typeId ? named(typeId) : `${named(main)} › ${named(typeId)}`);
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);
});
