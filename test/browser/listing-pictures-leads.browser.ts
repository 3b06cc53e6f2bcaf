import { afterAll, beforeAll, expect, it } from '@jest/globals';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { DEMO_ACCOUNTS } from '../../src/seeding/demo-agencies.js';
import { credentials, field, record, soap11, soapResult } from '../e2e/asmx-helpers.js';
import { callJson, OTHER } from '../fixtures/v12/http.js';
import { startTestApp, type TestApp } from '../support/app.js';
import { colouredPhoto } from '../support/images.js';
import { CHROMIUM, describeWithClient } from '../support/system-clients.js';
import { apiCaller, type Call, giveLogin, PHOTO_COLOURS, sendLead, temporaryDir } from './back-office-data.js';
import { expectAccessible, launchBrowser, newPage, screenshotDir, signIn, until } from './back-office.js';

/**
 * The back-office as an agent uses it, in a real Chromium against the whole service: an editor
 * creates a listing, uploads three photos (progress, previews from the renditions), orders them
 * with the keyboard, a button and the mouse, captions and deletes one, and publishes the listing,
 * which the v1.2 and ASMX interfaces then serve with the same values and pictures; a lead sent
 * through v1.2 ContactOnMe reaches the inbox and its handling sticks; a viewer sees no controls
 * and the API refuses them; another agency's ids show "not found"; two agents saving the same
 * listing: the second sees the conflict and keeps both saves' changes.
 */
const EDITOR = { email: 'editor.browser@immodemo.be', password: 'editor secret pass' };
const VIEWER = { email: 'viewer.browser@immodemo.be', password: 'viewer secret pass' };
const REFERENCE = `BO-${Date.now().toString(36).toUpperCase()}`;
const CAPTION = 'Façade at dusk';
/** The demo admin (user 1 of the demo agency), the colleague a lead is assigned to. */
const colleague = 'Thomas De Vos';
const VALUES = { typeId: 10, street: 'Veldstraat', houseNumber: '12', zip: '9000', city: 'Gent', price: 345_000, bedrooms: 3, surfaceLiving: 142 };

let app: TestApp;
let browser: Browser;
let admin: Call;
const media = temporaryDir('back-office-media-');
const shots = screenshotDir();
/** Filled by the first test, read by the next ones. */
const made = { listing: 0, pictures: [] as number[], lead: 0 };

/** A page in English; the 401 of the session probe before signing in is expected. */
async function englishPage(context: BrowserContext, allowStatuses: number[] = []) {
  await context.addInitScript({ content: "localStorage.setItem('back-office.language', 'en')" });
  return newPage(context, { allowStatuses: [401, ...allowStatuses] });
}

async function pictureOrder(): Promise<number[]> {
  return ((await admin('GET', `/properties/${made.listing}/pictures`)).body.items as { id: number }[]).map((picture) => picture.id);
}


/** Waits until the API answers the pictures in `order` (the screen saves a new order in the background). */
async function expectOrder(order: number[]): Promise<void> {
  await until(async () => JSON.stringify(await pictureOrder()) === JSON.stringify(order));
  expect(await pictureOrder()).toEqual(order);
}

const card = (page: Page, pictureId: number) => page.locator(`[data-picture-id="${pictureId}"]`);

describeWithClient(CHROMIUM, 'the back-office as agents use it: pictures, publication, leads, roles and tenancy', () => {
  beforeAll(async () => {
    app = await startTestApp({ MEDIA_DIR: media.dir, API_RATE_LIMIT: '1000' });
    browser = await launchBrowser();
    admin = (await apiCaller(app, 'admin')).call;
    await giveLogin(admin, 'editor', EDITOR.email, EDITOR.password);
    await giveLogin(admin, 'viewer', VIEWER.email, VIEWER.password);
  }, 300_000);
  afterAll(async () => {
    await browser?.close();
    await app?.close();
    media.done();
    shots.done();
  });

  it('an editor creates a listing, uploads three photos, orders, captions and deletes with confirmation, and publishes it: GetPropertyJson and GetProperty serve the same values and pictures', async () => {
    const context = await browser.newContext({ locale: 'en-GB', viewport: { width: 1366, height: 900 } });
    // /media/ answers 404 for the renditions of a listing not yet published: the previews say so until then.
    const { page, errors } = await englishPage(context, [404]);
    await signIn(page, app.baseUrl, EDITOR.email, EDITOR.password);

    // The listing, through the editor.
    await page.goto(`${app.baseUrl}/admin/listings/new`);
    await page.getByRole('heading', { level: 1, name: 'New listing' }).waitFor();
    await page.getByLabel('Reference', { exact: true }).fill(REFERENCE);
    // The type by its name (VALUES.typeId 10: Apartment).
    await page.getByRole('combobox', { name: 'Type', exact: true }).fill('Apartment');
    await page.getByRole('option', { name: 'Apartment', exact: true }).click();
    await page.getByLabel('Street', { exact: true }).fill(VALUES.street);
    await page.getByLabel('Number', { exact: true }).fill(VALUES.houseNumber);
    await page.getByLabel('Postcode', { exact: true }).fill(VALUES.zip);
    await page.getByLabel('City', { exact: true }).fill(VALUES.city);
    await page.getByLabel('Price', { exact: true }).fill(String(VALUES.price));
    await page.getByLabel('Bedrooms', { exact: true }).fill(String(VALUES.bedrooms));
    await page.getByLabel('Living area', { exact: true }).fill(String(VALUES.surfaceLiving));
    await page.getByRole('button', { name: 'Create listing' }).click();
    await page.waitForURL(/\/admin\/listings\/\d+$/);
    made.listing = Number(/(\d+)$/.exec(page.url())![1]);

    // Three photos at once through the file picker: each with its progress, then previews from the renditions.
    await page.getByRole('button', { name: 'Pictures', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: `Pictures of listing ${REFERENCE}` }).waitFor();
    await page.getByText('This listing has no pictures yet.').waitFor();
    const photos = await Promise.all(PHOTO_COLOURS.slice(0, 3).map(async ([r, g, b], index) => ({ name: `photo-${index + 1}.jpg`, mimeType: 'image/jpeg', buffer: await colouredPhoto(r, g, b) })));
    await page.getByLabel('Choose photos…').setInputFiles(photos);
    for (const name of ['photo-1.jpg', 'photo-2.jpg', 'photo-3.jpg']) await page.getByRole('progressbar', { name: `Upload of ${name}` }).waitFor();
    await page.locator('[data-testid=upload][data-state=done]').nth(2).waitFor({ timeout: 60_000 });
    await page.getByText('3 pictures').waitFor();
    const uploaded = await pictureOrder();
    expect(uploaded).toHaveLength(3);
    // Not published yet: /media/ does not serve its renditions, and the cards say so.
    await until(async () => (await page.getByText('Preview once the listing is published').count()) === 3);
    expect(await page.getByText('Preview once the listing is published').count()).toBe(3);
    await expect(card(page, uploaded[0]!).getByText('Main picture').count()).resolves.toBe(1);
    const [a, b, c] = uploaded as [number, number, number];

    // With the keyboard: the move button of the first picture, Enter; the focus stays on the moved picture.
    await card(page, a).getByRole('button', { name: 'Move Picture 1 later' }).focus();
    await page.keyboard.press('Enter');
    await expectOrder([b, a, c]);
    await until(async () => (await page.locator(':focus').evaluate((element) => element.closest('[data-picture-id]')?.getAttribute('data-picture-id'))) === String(a));
    expect(await page.locator(':focus').evaluate((element) => element.closest('[data-picture-id]')?.getAttribute('data-picture-id'))).toBe(String(a));
    // One click makes a picture the main one.
    await card(page, c).getByRole('button', { name: 'Make main picture' }).click();
    await expectOrder([c, b, a]);
    await expect(card(page, c).getByText('Main picture').count()).resolves.toBe(1);
    // With the mouse: the last picture dragged by its handle onto the first place.
    const handle = card(page, a).getByTestId('drag-handle');
    const from = (await handle.boundingBox())!;
    const to = (await card(page, c).boundingBox())!;
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(from.x - 20, from.y + 10, { steps: 5 });
    await page.mouse.move(to.x + to.width / 3, to.y + to.height / 3, { steps: 20 });
    await page.mouse.up();
    await expectOrder([a, c, b]);

    // A caption, saved on Enter.
    // In Dutch, the agency's language: what the v1.2 and ASMX reads below name the picture by.
    await card(page, a).getByLabel('Caption (NL)').fill(CAPTION);
    await card(page, a).getByLabel('Caption (NL)').press('Enter');
    await page.getByText('Caption saved.').first().waitFor();
    // The notice's close button is named (the theme names every Mantine close button).
    await page.locator('.mantine-Notification-root', { hasText: 'Caption saved.' }).first().getByRole('button', { name: 'Close', exact: true }).waitFor();
    expect((await admin('GET', `/properties/${made.listing}/pictures/${a}`)).body.captions).toEqual({ nl: CAPTION });

    // A fourth photo dropped by mistake: delete asks first (Cancel keeps it), then removes it and its files.
    const [r, g, bl] = PHOTO_COLOURS[3]!;
    await page.getByLabel('Choose photos…').setInputFiles([{ name: 'mistake.jpg', mimeType: 'image/jpeg', buffer: await colouredPhoto(r, g, bl) }]);
    await page.getByText('4 pictures').waitFor({ timeout: 60_000 });
    const mistake = (await pictureOrder())[3]!;
    await card(page, mistake).getByRole('button', { name: 'Delete Picture 4' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete this picture?' });
    await expectAccessible(page, 'delete picture dialog');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(await pictureOrder()).toHaveLength(4);
    await card(page, mistake).getByRole('button', { name: 'Delete Picture 4' }).click();
    await dialog.getByRole('button', { name: 'Delete picture' }).click();
    await page.getByText('3 pictures').waitFor();
    expect(await pictureOrder()).toEqual([a, c, b]);
    expect((await fetch(`${app.baseUrl}/media/1/${mistake}/1/medium.jpg`)).status).toBe(404);
    await page.getByRole('button', { name: 'Clear finished uploads' }).click();
    await expectAccessible(page, 'pictures (editor)');

    // Published: status Active, saved in the editor.
    await page.getByRole('button', { name: 'Listing details' }).click();
    await page.getByRole('heading', { level: 1, name: `Listing ${REFERENCE}` }).waitFor();
    await page.getByRole('combobox', { name: 'Status', exact: true }).click();
    await page.getByRole('option', { name: 'Active', exact: true }).click();
    await page.getByRole('button', { name: 'Save' }).first().click();
    await page.getByText('Changes saved.').waitFor();
    // Published, every preview shows (a rendition the browser loaded and decoded).
    await page.getByRole('button', { name: 'Pictures', exact: true }).click();
    await page.getByTestId('picture').locator('img').nth(2).waitFor();
    expect(await page.getByTestId('picture').locator('img').evaluateAll((images) => images.map((image) => image.getAttribute('src')))).toEqual([a, c, b].map((id) => `/media/1/${id}/1/medium.jpg`));
    const decoded = () => page.getByTestId('picture').locator('img').evaluateAll((images) => images.map((image) => (image as unknown as { naturalWidth: number }).naturalWidth > 0));
    await until(async () => (await decoded()).every(Boolean));
    expect(await decoded()).toEqual([true, true, true]);
    if (shots.keep) await shots.take(page, 'pictures');
    expect(errors.filter((error) => !/status of 404 .*\/media\//.test(error))).toEqual([]);
    await context.close();

    // The partner interfaces serve what the agent made.
    const api = (await admin('GET', `/properties/${made.listing}`)).body;
    expect(api).toMatchObject({ ...VALUES, reference: REFERENCE, status: 1 });
    const v12 = (await callJson(app.baseUrl, 'GetPropertyJson', { ID: made.listing, LanguageID: 1 })).Value;
    const asmx = soapResult((await soap11(app.baseUrl, 'GetProperty', { ...credentials(), ID: made.listing, LanguageID: 1, RICHTEXTFORMAT: 0 })).body, 'GetProperty')!;
    const pairs: [keyof typeof VALUES | 'status', string][] = [['typeId', 'TypeID'], ['street', 'Street'], ['houseNumber', 'HouseNumber'], ['zip', 'Zip'], ['city', 'City'], ['price', 'Price'], ['bedrooms', 'NumberOfBedRooms'], ['surfaceLiving', 'SurfaceLiving'], ['status', 'Status']];
    for (const [name, legacy] of pairs) {
      expect({ field: name, value: v12[legacy] }).toEqual({ field: name, value: api[name] });
      expect({ field: name, value: field(record(asmx), legacy) }).toEqual({ field: name, value: expect.stringMatching(new RegExp(`^${String(api[name])}(\\.0+)?$`)) });
    }
    expect((v12.LargePictureItems as { ID: number; Url: string; Name: string | null }[]).map((item) => ({ ID: item.ID, Url: item.Url.replace(/^.*(\/media\/)/, '$1') }))).toEqual([a, c, b].map((id) => ({ ID: id, Url: `/media/1/${id}/1/large.jpg` })));
    expect(v12.LargePictureItems[0].Name).toBe(CAPTION);
    const positions = [a, c, b].map((id) => asmx.indexOf(`/media/1/${id}/1/`));
    expect(positions.every((position) => position > 0)).toBe(true);
    expect([...positions].sort((x, y) => x - y)).toEqual(positions);
    expect(asmx).toContain(CAPTION);
    made.pictures = [a, c, b];
  }, 240_000);

  it('a lead sent through v1.2 ContactOnMe appears in the inbox with the person and the listing; marking it handled and assigning it stick after a reload', async () => {
    made.lead = await sendLead(app, admin, { ObjectID: made.listing, Name: 'Janssens', FirstName: 'An', Email: 'an.janssens@example.org', Content: 'Can I visit on Saturday morning?' });
    const context = await browser.newContext({ locale: 'en-GB', viewport: { width: 1366, height: 900 } });
    const { page, errors } = await englishPage(context);
    await signIn(page, app.baseUrl, EDITOR.email, EDITOR.password);
    await page.getByRole('link', { name: 'Leads', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Leads' }).waitFor();
    const row = page.locator(`[data-lead-id="${made.lead}"]`);
    await row.getByText('New', { exact: true }).waitFor();
    await row.getByRole('link', { name: 'Open the lead from An Janssens' }).click();

    await page.getByRole('heading', { level: 1, name: 'Lead from An Janssens' }).waitFor();
    await page.getByText('Can I visit on Saturday morning?').waitFor();
    await page.getByRole('link', { name: 'an.janssens@example.org' }).waitFor();
    const listing = page.getByRole('region', { name: 'The listing' });
    await listing.getByText(REFERENCE).waitFor();
    expect(await listing.getByRole('link', { name: 'Open the listing' }).getAttribute('href')).toBe(`/admin/listings/${made.listing}`);
    await listing.locator('img').waitFor();
    await expectAccessible(page, 'lead (editor)');

    await page.getByRole('button', { name: 'Mark handled' }).click();
    await page.getByText('Marked handled.').waitFor();
    await page.getByRole('combobox', { name: 'Assign to a colleague' }).click();
    await page.getByRole('option', { name: colleague, exact: true }).click();
    await page.getByText(`Assigned to ${colleague}.`).waitFor();
    if (shots.keep) await shots.take(page, 'lead');

    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Lead from An Janssens' }).waitFor();
    await page.getByRole('button', { name: 'Mark as new again' }).waitFor();
    expect(await page.getByRole('combobox', { name: 'Assign to a colleague' }).inputValue()).toBe(colleague);
    expect((await admin('GET', `/leads/${made.lead}`)).body).toMatchObject({ status: 'handled', assignedUserId: 1, handledAt: expect.any(String) });

    // The inbox shows new leads by default: this one only among the handled ones now.
    await page.getByRole('button', { name: 'Back to the inbox' }).click();
    await page.getByRole('heading', { level: 1, name: 'Leads' }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(await row.count()).toBe(0);
    await page.getByText('Handled', { exact: true }).first().click();
    await row.waitFor();
    await page.waitForURL(/show=handled/);
    expect(errors).toEqual([]);
    await context.close();
  }, 180_000);

  it('a viewer sees no edit controls on the listing, its pictures and the lead, and the API refuses their writes', async () => {
    const context = await browser.newContext({ locale: 'en-GB', viewport: { width: 1366, height: 900 } });
    const { page, errors } = await englishPage(context, [403]);
    await signIn(page, app.baseUrl, VIEWER.email, VIEWER.password);
    await expect(page.getByRole('link', { name: 'Audit log' }).count()).resolves.toBe(0);

    await page.goto(`${app.baseUrl}/admin/listings/${made.listing}`);
    await page.getByRole('heading', { level: 1, name: `Listing ${REFERENCE}` }).waitFor();
    await page.getByText('You can read this listing; your role does not allow changes.').waitFor();
    await expect(page.getByRole('button', { name: 'Save' }).count()).resolves.toBe(0);

    await page.getByRole('button', { name: 'Pictures', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: `Pictures of listing ${REFERENCE}` }).waitFor();
    await page.getByText('You can look at the pictures; your role does not allow changes.').waitFor();
    await page.getByTestId('picture').nth(2).waitFor();
    await page.getByText(CAPTION).waitFor();
    for (const control of [page.locator('input[type=file]'), page.getByTestId('drag-handle'), page.getByRole('button', { name: /^(Move|Delete|Make main)/ }), page.getByRole('textbox')]) await expect(control.count()).resolves.toBe(0);
    await expectAccessible(page, 'pictures (viewer)');

    await page.goto(`${app.baseUrl}/admin/leads/${made.lead}`);
    await page.getByRole('heading', { level: 1, name: 'Lead from An Janssens' }).waitFor();
    await page.getByText('You can read leads; your role does not allow handling them.').waitFor();
    await expect(page.getByRole('button', { name: /^Mark/ }).count()).resolves.toBe(0);

    // The same writes straight to the API with the viewer's session (cookie and CSRF token): refused, nothing changed.
    const csrf = ((await (await page.request.get(`${app.baseUrl}/api/v1/session`)).json()) as { csrfToken: string }).csrfToken;
    const headers = { 'X-CSRF-Token': csrf };
    const writes = [
      page.request.patch(`${app.baseUrl}/api/v1/properties/${made.listing}`, { headers: { ...headers, 'Content-Type': 'application/merge-patch+json' }, data: JSON.stringify({ price: 1 }) }),
      page.request.put(`${app.baseUrl}/api/v1/properties/${made.listing}/pictures/order`, { headers, data: { pictureIds: [...made.pictures].reverse() } }),
      page.request.patch(`${app.baseUrl}/api/v1/properties/${made.listing}/pictures/${made.pictures[0]}`, { headers, data: { captions: { nl: 'x' } } }),
      page.request.delete(`${app.baseUrl}/api/v1/properties/${made.listing}/pictures/${made.pictures[0]}`, { headers }),
      page.request.post(`${app.baseUrl}/api/v1/properties/${made.listing}/pictures`, { headers, multipart: { file: { name: 'x.jpg', mimeType: 'image/jpeg', buffer: await colouredPhoto(1, 2, 3, 64, 48) } } }),
      page.request.patch(`${app.baseUrl}/api/v1/leads/${made.lead}`, { headers, data: { status: 'new' } }),
    ];
    for (const answer of await Promise.all(writes)) expect({ url: answer.url(), status: answer.status() }).toEqual({ url: answer.url(), status: 403 });
    expect((await admin('GET', `/properties/${made.listing}`)).body.price).toBe(VALUES.price);
    expect(await pictureOrder()).toEqual(made.pictures);
    expect((await admin('GET', `/leads/${made.lead}`)).body.status).toBe('handled');
    expect(errors).toEqual([]);
    await context.close();
  }, 180_000);

  it("shows 'not found' for another agency's listing, its pictures, its documents and its lead in the address", async () => {
    const other = DEMO_ACCOUNTS[1]!;
    const otherListing = (await callJson(app.baseUrl, 'GetPropertyList2Json', { Limit1: 1, Limit2: 1 }, OTHER)).Value.Items[0].Object.ID as number;
    const otherLead = await sendLead(app, (await apiCaller(app, 'viewer', other.agencyId)).call, { ObjectID: otherListing, Name: 'Dubois', Email: 'dubois@example.org', Content: 'Bonjour' }, OTHER);
    expect((await admin('GET', `/properties/${otherListing}`)).status).toBe(404);
    const context = await browser.newContext({ locale: 'en-GB', viewport: { width: 1366, height: 900 } });
    const { page, errors } = await englishPage(context, [404]);
    await signIn(page, app.baseUrl, EDITOR.email, EDITOR.password);
    for (const [path, text] of [
      [`/admin/listings/${otherListing}`, 'This listing does not exist in your agency.'],
      [`/admin/listings/${otherListing}/pictures`, 'This listing does not exist in your agency.'],
      [`/admin/listings/${otherListing}/documents`, 'This listing does not exist in your agency.'],
      [`/admin/leads/${otherLead}`, 'This lead does not exist in your agency.'],
    ] as const) {
      await page.goto(`${app.baseUrl}${path}`);
      await page.getByRole('heading', { level: 1, name: 'Not found' }).waitFor();
      await page.getByText(text).waitFor();
      await expect(page.getByText('Dubois').count()).resolves.toBe(0);
    }
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);
  it('two agents edit the same listing: the second save shows the conflict, the agent keeps their price and takes the other change; nothing is lost', async () => {
    const before = (await admin('GET', `/properties/${made.listing}`)).body as { price: number; surfaceLiving: number; bedrooms: number };
    const open = async () => {
      const context = await browser.newContext({ locale: 'en-GB', viewport: { width: 1366, height: 900 } });
      const watched = await englishPage(context, [412]);
      await signIn(watched.page, app.baseUrl, EDITOR.email, EDITOR.password);
      await watched.page.goto(`${app.baseUrl}/admin/listings/${made.listing}`);
      await watched.page.getByRole('heading', { level: 1, name: `Listing ${REFERENCE}` }).waitFor();
      return { context, ...watched };
    };
    const first = await open();
    const second = await open();
    // Both start from the same version; the first saves a price and a living area.
    await first.page.getByLabel('Price', { exact: true }).fill('339000');
    await first.page.getByLabel('Living area', { exact: true }).fill('150');
    await first.page.getByRole('button', { name: 'Save' }).first().click();
    await first.page.getByText('Changes saved.').waitFor();
    // The second changes the price too, and the bedrooms, and saves on the old version.
    await second.page.getByLabel('Price', { exact: true }).fill('349000');
    await second.page.getByLabel('Bedrooms', { exact: true }).fill('4');
    await second.page.getByRole('button', { name: 'Save' }).first().click();
    const dialog = second.page.getByRole('dialog', { name: 'Someone else saved this listing meanwhile' });
    await dialog.waitFor();
    await dialog.getByText('Living area', { exact: false }).first().waitFor();
    await dialog.getByRole('radio', { name: 'Price: Their value' }).waitFor();
    expect(await dialog.getByRole('radio', { name: 'Price: Your value' }).isChecked()).toBe(true);
    await expectAccessible(second.page, 'conflict dialog');
    if (shots.keep) await shots.take(second.page, 'conflict');
    // Nothing saved over the other save yet.
    expect((await admin('GET', `/properties/${made.listing}`)).body).toMatchObject({ price: 339_000, surfaceLiving: 150, bedrooms: before.bedrooms });

    await dialog.getByRole('button', { name: 'Keep these values' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await second.page.getByRole('button', { name: 'Save' }).first().click();
    await second.page.getByText('Changes saved.').waitFor();
    expect((await admin('GET', `/properties/${made.listing}`)).body).toMatchObject({ price: 349_000, surfaceLiving: 150, bedrooms: 4 });
    expect([...first.errors, ...second.errors]).toEqual([]);
    await first.context.close();
    await second.context.close();
  }, 240_000);

  it('sign-in says when the password is wrong; a session that ends while an agent edits keeps the unsaved change: they sign in again over the screen and save it', async () => {
    const context = await browser.newContext({ locale: 'en-GB', viewport: { width: 1366, height: 900 } });
    const { page, errors } = await englishPage(context);
    await page.goto(`${app.baseUrl}/admin/sign-in`);
    await page.locator('input[autocomplete="username"]').fill(EDITOR.email);
    await page.locator('input[autocomplete="current-password"]').fill('not the password');
    await page.locator('form button[type="submit"]').click();
    await page.getByText('This email address and password do not match a login.', { exact: false }).waitFor();
    await signIn(page, app.baseUrl, EDITOR.email, EDITOR.password);
    await page.goto(`${app.baseUrl}/admin/listings/${made.listing}`);
    await page.getByRole('heading', { level: 1, name: `Listing ${REFERENCE}` }).waitFor();
    const before = (await admin('GET', `/properties/${made.listing}`)).body as { price: number };
    const price = before.price + 2_500;
    await page.getByLabel('Price', { exact: true }).fill(String(price));

    // The session ends elsewhere (signed out in another tab of the same browser).
    const session = await context.request.get(`${app.baseUrl}/api/v1/session`);
    const { csrfToken } = (await session.json()) as { csrfToken: string };
    expect((await context.request.delete(`${app.baseUrl}/api/v1/session`, { headers: { 'X-CSRF-Token': csrfToken } })).status()).toBe(204);

    await page.getByRole('button', { name: 'Save' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Your session has ended' });
    await dialog.waitFor();
    expect((await admin('GET', `/properties/${made.listing}`)).body).toMatchObject({ price: before.price });
    await dialog.locator('input[autocomplete="current-password"]').fill(EDITOR.password);
    await dialog.getByRole('button', { name: 'Sign in' }).click();
    await dialog.waitFor({ state: 'hidden' });
    // The change typed before is still on the screen, and saves now.
    await until(async () => (await page.getByLabel('Price', { exact: true }).inputValue()).replace(/\D/g, '') === String(price));
    await page.getByRole('button', { name: 'Save' }).first().click();
    await page.getByText('Changes saved.').waitFor();
    expect((await admin('GET', `/properties/${made.listing}`)).body).toMatchObject({ price });
    expect(errors).toEqual([]);
    await context.close();
  }, 180_000);
});
