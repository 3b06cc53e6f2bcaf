import { afterAll, beforeAll, expect, it } from '@jest/globals';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { callJson } from '../fixtures/v12/http.js';
import { startTestApp, type TestApp } from '../support/app.js';
import { CHROMIUM, describeWithClient } from '../support/system-clients.js';
import { apiCaller, type Call, giveLogin } from './back-office-data.js';
import { expectAccessible, launchBrowser, newPage, screenshotDir, signIn, until } from './back-office.js';

/**
 * The CRM screens as agents use them, in a real Chromium against the whole service: an editor
 * finds a person, changes their details and adds what they are looking for; adds a building to a
 * project and withdraws and publishes it; plans a viewing in the week calendar, sees a website
 * registration arrive, registers a caller, and is told why a slot with registrations is kept.
 * A viewer sees the same screens without a single control that changes anything. axe-core finds
 * no serious violation on any of them.
 */
const EDITOR = { email: 'editor.crm@immodemo.be', password: 'editor crm secret' };
const VIEWER = { email: 'viewer.crm@immodemo.be', password: 'viewer crm secret' };
const STAMP = Date.now().toString(36).toUpperCase();
const REFERENCE = `CRM-${STAMP}`;
const BUILDING = 'Blok D';
const UNIT = `UNIT-${STAMP}`;

let app: TestApp;
let browser: Browser;
let admin: Call;
const shots = screenshotDir();
/** Made in beforeAll and by the first tests, read by the next ones. */
const made = { person: 0, caller: 0, project: 0, projectName: '', listing: 0, slot: 0, week: '' };

/** A page in English, in the agency's time zone; the 401 of the session probe before signing in is expected. */
async function englishPage(context: BrowserContext, allowStatuses: number[] = []) {
  await context.addInitScript({ content: "localStorage.setItem('back-office.language', 'en')" });
  return newPage(context, { allowStatuses: [401, ...allowStatuses] });
}

const newContext = (width = 1366) => browser.newContext({ locale: 'en-GB', timezoneId: 'Europe/Brussels', viewport: { width, height: 900 } });

/** Picks `option` in the Mantine select (or multi-select) labelled `label`, typing `search` first when given. */
async function choose(page: Page, label: string, option: string, search?: string): Promise<void> {
  const input = page.getByRole('textbox', { name: label, exact: true }).or(page.getByRole('combobox', { name: label, exact: true })).first();
  await input.click();
  if (search !== undefined) await input.fill(search);
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Opens a screen from the side bar, then moves the pointer off it (axe checks the page at rest, not the hovered link). */
async function openFromNavigation(page: Page, name: string): Promise<void> {
  await page.getByRole('link', { name, exact: true }).click();
  await page.mouse.move(700, 880);
}

/** Waits (up to 10 s) until `probe` answers true. */

describeWithClient(CHROMIUM, 'the CRM screens as agents use them: persons and demands, projects and buildings, the viewing calendar, roles', () => {
  beforeAll(async () => {
    app = await startTestApp({ API_RATE_LIMIT: '1000' });
    browser = await launchBrowser();
    admin = (await apiCaller(app, 'admin')).call;
    await giveLogin(admin, 'editor', EDITOR.email, EDITOR.password);
    await giveLogin(admin, 'viewer', VIEWER.email, VIEWER.password);
    made.person = (await admin('POST', '/persons', { firstName: 'Noor', name: 'Vanderstraeten', email: 'noor.vanderstraeten@example.org', city: 'Gent', languageId: 1 })).body.id;
    made.caller = (await admin('POST', '/persons', { firstName: 'Bram', name: 'Verhaeghe', email: 'bram.verhaeghe@example.org', mobileNumber: '0477 12 34 56' })).body.id;
    const project = (await admin('GET', '/projects?limit=1')).body.items[0];
    made.project = project.id;
    made.projectName = project.name;
    made.listing = (await admin('POST', '/properties', { reference: REFERENCE, typeId: 10, status: 1, goal: 0, price: 289_000, street: 'Veldstraat', houseNumber: '12', zip: '9000', city: 'Gent' })).body.id;
  }, 300_000);
  afterAll(async () => {
    await browser?.close();
    await app?.close();
    shots.done();
  });

  it('an editor finds a person, changes their details, and adds a demand with types, a city, a price and bedrooms', async () => {
    const context = await newContext();
    const { page, errors } = await englishPage(context);
    await signIn(page, app.baseUrl, EDITOR.email, EDITOR.password);

    await openFromNavigation(page, 'Persons');
    await page.getByRole('heading', { level: 1, name: 'Persons' }).waitFor();
    await page.getByRole('searchbox', { name: 'Search' }).fill('vanderstraeten');
    await page.waitForURL(/q=vanderstraeten/);
    const row = page.locator(`[data-person-id="${made.person}"]`);
    await row.waitFor();
    await expect(page.locator('[data-person-id]').count()).resolves.toBe(1);
    await expectAccessible(page, 'persons');
    await row.getByRole('link', { name: 'Noor Vanderstraeten' }).click();

    await page.getByRole('heading', { level: 1, name: 'Noor Vanderstraeten' }).waitFor();
    await page.getByLabel('Phone', { exact: true }).fill('+32 9 555 12 34');
    await page.getByLabel('City', { exact: true }).fill('Mariakerke');
    await page.getByLabel('Postcode', { exact: true }).fill('9030');
    await page.getByText('3 unsaved changes').waitFor();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Changes saved.').waitFor();
    expect((await admin('GET', `/persons/${made.person}`)).body).toMatchObject({ phoneNumber: '+32 9 555 12 34', city: 'Mariakerke', zip: '9030', version: 2 });

    await page.getByText('No demands: this person is not looking for a property with the agency.').waitFor();
    await page.getByRole('button', { name: 'Add a demand' }).click();
    const dialog = page.getByRole('dialog', { name: 'New demand' });
    await dialog.waitFor();
    await choose(page, 'Looking for', 'For rent');
    await choose(page, 'Types', 'Apartment', 'Apart');
    await choose(page, 'Types', 'Apartment › Penthouse', 'Pent');
    await dialog.getByLabel('Cities').fill('Gent');
    await dialog.getByLabel('Cities').press('Enter');
    await dialog.getByLabel('Price up to').fill('1400');
    await dialog.getByLabel('Bedrooms, at least').fill('2');
    await expectAccessible(page, 'demand dialog');
    await dialog.getByRole('button', { name: 'Add a demand' }).click();
    await page.getByText('Demand added.').waitFor();
    const card = page.getByRole('article', { name: 'Demand 1: For rent' });
    await card.getByText('Apartment, Penthouse').waitFor();
    await card.getByText('Gent', { exact: true }).waitFor();
    await card.getByText('up to €1,400').waitFor();
    await card.getByText('at least 2').waitFor();
    expect((await admin('GET', `/persons/${made.person}/demands`)).body.items).toEqual([expect.objectContaining({ goal: 1, typeIds: [10, 12], cityNames: ['Gent'], priceTo: 1400, minRoom: 2, active: true })]);

    // Paused rather than deleted: the switch in the same dialog.
    await card.getByRole('button', { name: 'Edit Demand 1: For rent' }).click();
    await page.getByRole('dialog', { name: 'Change the demand' }).getByRole('switch', { name: 'Active', exact: true }).click();
    await page.getByRole('dialog', { name: 'Change the demand' }).getByRole('button', { name: 'Save' }).click();
    await page.getByText('Demand saved.').waitFor();
    await card.getByText('Inactive', { exact: true }).waitFor();
    expect((await admin('GET', `/persons/${made.person}/demands`)).body.items[0]).toMatchObject({ active: false, typeIds: [10, 12], version: 2 });
    await expectAccessible(page, 'person (editor)');
    if (shots.keep) await shots.take(page, 'person', { fullPage: true });
    expect(errors).toEqual([]);
    await context.close();
  }, 180_000);

  it('an editor adds a building to a project, sees its units link to the listing editor, and withdraws and publishes the project', async () => {
    const context = await newContext();
    const { page, errors } = await englishPage(context);
    await signIn(page, app.baseUrl, EDITOR.email, EDITOR.password);
    await openFromNavigation(page, 'Projects');
    await page.getByRole('heading', { level: 1, name: 'Projects' }).waitFor();
    await page.locator(`[data-project-id="${made.project}"]`).waitFor();
    await expectAccessible(page, 'projects');
    await page.getByRole('link', { name: made.projectName, exact: true }).click();
    await page.getByRole('heading', { level: 1, name: `Project ${made.projectName}` }).waitFor();

    // The units are listings: each opens in the listing editor.
    const units = (await admin('GET', `/projects/${made.project}/units`)).body.items as { id: number; reference: string | null }[];
    expect(units.length).toBeGreaterThan(0);
    const unit = page.getByRole('link', { name: `Open listing ${units[0]!.reference || `#${units[0]!.id}`}` });
    expect(await unit.getAttribute('href')).toBe(`/admin/listings/${units[0]!.id}`);

    const before = (await admin('GET', `/projects/${made.project}/buildings`)).body.items.length as number;
    await page.getByRole('button', { name: 'Add a building' }).click();
    const dialog = page.getByRole('dialog', { name: 'New building' });
    await dialog.getByLabel('Name').fill(BUILDING);
    await dialog.getByLabel('Floors').fill('4');
    await dialog.getByLabel('Description (EN)').fill('South-facing block with eight flats');
    await dialog.getByRole('button', { name: 'Add a building' }).click();
    await page.getByText(`Building ${BUILDING} added.`).waitFor();
    const building = page.getByRole('article', { name: BUILDING });
    await building.getByText('4 floors').waitFor();
    await building.getByText('No units in this building yet.').waitFor();
    const buildings = (await admin('GET', `/projects/${made.project}/buildings`)).body.items as { id: number; name: string; floors: number; descriptions: Record<string, string> }[];
    expect(buildings).toHaveLength(before + 1);
    expect(buildings.find((b) => b.name === BUILDING)).toMatchObject({ floors: 4, descriptions: { en: 'South-facing block with eight flats' } });

    // A unit added to the new building opens in the listing editor, linked to the project and the building.
    await building.getByRole('button', { name: `Add a unit to ${BUILDING}` }).click();
    const unitDialog = page.getByRole('dialog', { name: `New unit in ${BUILDING}` });
    await unitDialog.getByLabel('Reference', { exact: true }).fill(UNIT);
    await choose(page, 'Type', 'Apartment', 'Apart');
    await unitDialog.getByLabel('Price', { exact: true }).fill('315000');
    await expectAccessible(page, 'new unit dialog');
    await unitDialog.getByRole('button', { name: 'Add the unit' }).click();
    await page.getByRole('heading', { level: 1, name: `Listing ${UNIT}` }).waitFor();
    const added = (await admin('GET', `/properties/by-reference/${UNIT}`)).body;
    expect(added).toMatchObject({ projectId: made.project, buildingId: buildings.find((b) => b.name === BUILDING)!.id, typeId: expect.any(Number), goal: 0, price: 315000, status: 0 });
    expect(page.url()).toBe(`${app.baseUrl}/admin/listings/${added.id}`);
    await until(async () => (await page.getByRole('textbox', { name: 'Building', exact: true }).or(page.getByRole('combobox', { name: 'Building', exact: true })).first().inputValue()) === BUILDING);
    // The project's name shows once the agency's projects have arrived (the building's list may come first).
    await until(async () => (await page.getByRole('textbox', { name: 'Project', exact: true }).or(page.getByRole('combobox', { name: 'Project', exact: true })).first().inputValue()).includes(made.projectName));
    await page.getByRole('link', { name: 'Open the project' }).click();
    await page.getByRole('heading', { level: 1, name: `Project ${made.projectName}` }).waitFor();
    await page.getByRole('article', { name: BUILDING }).getByRole('link', { name: `Open listing ${UNIT}` }).click();
    // The editor changes the link: out of the building, still in the project.
    await page.getByRole('heading', { level: 1, name: `Listing ${UNIT}` }).waitFor();
    await until(async () => (await page.getByRole('textbox', { name: 'Building', exact: true }).or(page.getByRole('combobox', { name: 'Building', exact: true })).first().inputValue()) === BUILDING);
    await choose(page, 'Building', 'No building');
    await page.getByRole('button', { name: 'Save', exact: true }).first().click();
    await page.getByText('Changes saved.').waitFor();
    expect((await admin('GET', `/properties/${added.id}`)).body).toMatchObject({ projectId: made.project, buildingId: null });
    await page.goto(`${app.baseUrl}/admin/projects/${made.project}`);
    await page.getByRole('article', { name: 'Units not in a building' }).getByRole('link', { name: `Open listing ${UNIT}` }).waitFor();

    // Withdrawn after a confirmation, published again with one click.
    await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
    await page.getByRole('dialog', { name: 'Withdraw this project?' }).getByRole('button', { name: 'Withdraw' }).click();
    await page.getByText('Withdrawn: the project and its units are off the portals and partner sites.').waitFor();
    expect((await admin('GET', `/projects/${made.project}`)).body.publishInternet).toBe(false);
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await page.getByText('Published: the project and its units are on the portals and partner sites.').waitFor();
    expect((await admin('GET', `/projects/${made.project}`)).body.publishInternet).toBe(true);
    await expectAccessible(page, 'project (editor)');
    if (shots.keep) await shots.take(page, 'project', { fullPage: true });
    expect(errors).toEqual([]);
    await context.close();
  }, 180_000);

  it('an editor plans a viewing in the week calendar, sees a website registration, registers a caller, and is told why the slot cannot be deleted', async () => {
    const context = await newContext();
    const { page, errors } = await englishPage(context, [409]);
    await signIn(page, app.baseUrl, EDITOR.email, EDITOR.password);
    // From the dashboard's count of this week's viewings to the calendar.
    await page.getByRole('link', { name: /^This week's viewings: \d+$/ }).click();
    await page.mouse.move(700, 880);
    await page.getByRole('heading', { level: 1, name: 'Viewings' }).waitFor();
    await page.getByTestId('week-grid').waitFor();
    await expectAccessible(page, 'viewing calendar');

    // A Wednesday at least a week ahead, in the agency's time zone, typed as English (en-GB) writes it: day/month/year.
    const day = await page.evaluate(() => {
      const date = new Date();
      date.setDate(date.getDate() + 7 + ((3 - date.getDay() + 7) % 7));
      return `${String(date.getDate()).padStart(2, '0')}/${String(date.getMonth() + 1).padStart(2, '0')}/${date.getFullYear()}`;
    });
    await page.getByRole('button', { name: 'New slot' }).click();
    const dialog = page.getByRole('dialog', { name: 'New viewing slot' });
    await choose(page, 'Listing', `${REFERENCE} · Veldstraat 12, Gent`, REFERENCE);
    await dialog.getByRole('textbox', { name: 'Date' }).fill(day);
    // The time in 24 hours, hours and minutes: what the interface's language writes, not the browser's (US English here).
    await dialog.getByRole('spinbutton', { name: 'Start: hours' }).fill('10');
    await dialog.getByRole('spinbutton', { name: 'Start: minutes' }).fill('30');
    await choose(page, 'Length', '45 minutes');
    await dialog.getByLabel('Places').fill('3');
    await dialog.getByLabel('Meeting point').fill('In front of the house');
    await expectAccessible(page, 'new slot dialog');
    await dialog.getByRole('button', { name: 'Add slot' }).click();
    await page.getByText('Slot added.').waitFor();
    await page.waitForURL(/slot=\d+/);
    made.slot = Number(/slot=(\d+)/.exec(page.url())![1]);
    made.week = /week=([\d-]+)/.exec(page.url())?.[1] ?? '';
    const slot = (await admin('GET', `/viewing-slots/${made.slot}`)).body;
    expect(slot).toMatchObject({ propertyId: made.listing, typeId: 2, capacity: 3, location: 'In front of the house', numberOfRegistrations: 0 });
    expect(new Date(slot.endDate).getTime() - new Date(slot.startDate).getTime()).toBe(45 * 60_000);
    expect(await page.evaluate((start: string) => new Date(start).toTimeString().slice(0, 5), slot.startDate)).toBe('10:30');
    // In the calendar, on its day and time; its details beside it.
    const drawer = page.getByRole('dialog', { name: /^Viewing · Wed/ });
    await drawer.getByText('10:30–11:15').first().waitFor();
    await drawer.getByText('0 of 3 places taken').waitFor();
    await drawer.getByRole('link', { name: REFERENCE }).waitFor();
    await page.keyboard.press('Escape');
    await page.waitForURL((url) => !url.search.includes('slot='));
    const block = page.locator(`[data-slot-id="${made.slot}"]`);
    expect(await block.getAttribute('aria-label')).toMatch(/^Wednesday \d+ \w+, 10:30–11:15 · Viewing · CRM-\w+, Veldstraat 12, Gent · 0 of 3 places taken$/);

    // A visitor registers on a partner website (v1.2 AddPersonToAppointment); the agent opens the slot and sees them.
    expect(await callJson(app.baseUrl, 'AddPersonToAppointmentJson', { PersonID: made.person, AppointmentID: made.slot })).toMatchObject({ Success: true });
    await page.reload();
    await block.click();
    const registrations = drawer.getByTestId('registrations');
    await registrations.getByRole('link', { name: 'Noor Vanderstraeten' }).waitFor();
    await registrations.getByRole('link', { name: '+32 9 555 12 34' }).waitFor();
    await registrations.getByRole('link', { name: 'noor.vanderstraeten@example.org' }).waitFor();
    expect(await registrations.getByRole('link', { name: 'Noor Vanderstraeten' }).getAttribute('href')).toBe(`/admin/persons/${made.person}`);

    // Someone phones: the agent registers them from the slot.
    await choose(page, 'Register a person', 'Bram Verhaeghe · bram.verhaeghe@example.org', 'verhaeghe');
    await drawer.getByRole('button', { name: 'Register', exact: true }).click();
    await page.getByText('Registered. The agent receives a mail, and a lead is in the inbox.').waitFor();
    await registrations.getByRole('link', { name: '0477 12 34 56' }).waitFor();
    await drawer.getByText('2 of 3 places taken').waitFor();
    expect(((await admin('GET', `/viewing-slots/${made.slot}/registrations`)).body.items as { personId: number }[]).map((r) => r.personId)).toEqual([made.person, made.caller]);

    // Deleting a slot people are registered to: refused by the API, said humanly, the slot kept.
    await drawer.getByRole('button', { name: 'Delete', exact: true }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete this slot?' });
    await confirm.getByText('2 persons are registered to this slot').waitFor();
    await confirm.getByRole('button', { name: 'Delete slot' }).click();
    await confirm.waitFor({ state: 'hidden' });
    await drawer.getByText('The slot was kept').waitFor();
    await drawer.getByText(/2 persons are registered to this slot, so it was not deleted/).waitFor();
    expect((await admin('GET', `/viewing-slots/${made.slot}`)).status).toBe(200);
    await expectAccessible(page, 'slot details (editor)');
    if (shots.keep) await shots.take(page, 'viewing-slot');

    // A narrow screen: the week as a list, the same slot in it.
    await page.keyboard.press('Escape');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByTestId('slot-list').waitFor();
    await page.locator(`[data-slot-id="${made.slot}"]`).waitFor();
    await expect(page.getByTestId('week-grid').count()).resolves.toBe(0);
    await expectAccessible(page, 'viewing list (narrow)');
    expect(errors).toEqual([]);
    await context.close();
  }, 240_000);

  it('a viewer sees persons, projects and the calendar without any control that changes them, and the API refuses their writes', async () => {
    const context = await newContext();
    const { page, errors } = await englishPage(context, [403]);
    await signIn(page, app.baseUrl, VIEWER.email, VIEWER.password);

    await openFromNavigation(page, 'Persons');
    await page.getByRole('heading', { level: 1, name: 'Persons' }).waitFor();
    await expect(page.getByRole('button', { name: 'New person' }).count()).resolves.toBe(0);
    await page.goto(`${app.baseUrl}/admin/persons/${made.person}`);
    await page.getByText('You can read this person; your role does not allow changes.').waitFor();
    await page.getByRole('article', { name: 'Demand 1: For rent' }).waitFor();
    for (const name of ['Save', 'Add a demand', /^Edit/, /^Delete/]) await expect(page.getByRole('button', { name }).count()).resolves.toBe(0);
    expect(await page.getByLabel('City', { exact: true }).isEditable()).toBe(false);
    await expectAccessible(page, 'person (viewer)');

    await page.goto(`${app.baseUrl}/admin/projects/${made.project}`);
    await page.getByRole('heading', { level: 1, name: `Project ${made.projectName}` }).waitFor();
    await page.getByRole('article', { name: BUILDING }).waitFor();
    await page.getByText('You can read this project; your role does not allow changes.').waitFor();
    for (const name of ['Publish', 'Withdraw', 'Save', 'Add a building', /^Add a unit/, /^Edit/, /^Delete/]) await expect(page.getByRole('button', { name }).count()).resolves.toBe(0);
    await expectAccessible(page, 'project (viewer)');

    await page.goto(`${app.baseUrl}/admin/viewing-slots?week=${made.week}&slot=${made.slot}`);
    const drawer = page.getByRole('dialog', { name: /^Viewing · Wed/ });
    await drawer.getByTestId('registrations').getByRole('link', { name: 'Noor Vanderstraeten' }).waitFor();
    for (const name of ['New slot', 'Edit', 'Delete', 'Register', /^Remove/]) await expect(page.getByRole('button', { name }).count()).resolves.toBe(0);
    await expect(page.getByRole('textbox', { name: 'Register a person' }).count()).resolves.toBe(0);
    await expectAccessible(page, 'slot details (viewer)');
    // A click on a free moment of the calendar starts a new slot for an editor only.
    await page.keyboard.press('Escape');
    await until(async () => (await page.getByRole('dialog').count()) === 0);
    await page.getByTestId('week-grid').locator('[role="group"]').first().click({ position: { x: 20, y: 20 } });
    await page.waitForTimeout(300);
    await expect(page.getByRole('dialog', { name: 'New viewing slot' }).count()).resolves.toBe(0);

    const csrf = ((await (await page.request.get(`${app.baseUrl}/api/v1/session`)).json()) as { csrfToken: string }).csrfToken;
    const headers = { 'X-CSRF-Token': csrf };
    const writes = [
      page.request.patch(`${app.baseUrl}/api/v1/persons/${made.person}`, { headers, data: { city: 'Brugge' } }),
      page.request.post(`${app.baseUrl}/api/v1/persons/${made.person}/demands`, { headers, data: { goal: 0 } }),
      page.request.post(`${app.baseUrl}/api/v1/projects/${made.project}/buildings`, { headers, data: { name: 'Not mine' } }),
      page.request.post(`${app.baseUrl}/api/v1/viewing-slots`, { headers, data: { propertyId: made.listing, startDate: new Date(Date.now() + 86_400_000).toISOString(), endDate: new Date(Date.now() + 90_000_000).toISOString() } }),
      page.request.delete(`${app.baseUrl}/api/v1/viewing-slots/${made.slot}`, { headers }),
    ];
    for (const answer of await Promise.all(writes)) expect({ url: answer.url(), status: answer.status() }).toEqual({ url: answer.url(), status: 403 });
    expect((await admin('GET', `/persons/${made.person}`)).body.city).toBe('Mariakerke');
    expect(errors).toEqual([]);
    await context.close();
  }, 180_000);
});
