import { afterAll, beforeAll, expect, it } from '@jest/globals';
import type { Browser } from 'playwright-core';
import { startTestApp, type TestApp } from '../support/app.js';
import { smallPdf } from '../support/documents.js';
import { CHROMIUM, describeWithClient } from '../support/system-clients.js';
import { DEMO_STAFF, expectAccessible, launchBrowser, newPage, screenshotDir, signIn, until } from './back-office.js';
import { sendLead, temporaryDir, uploadDocumentFile, uploadPictures, withEditorKey } from './back-office-data.js';

/**
 * Every screen of the back-office in Dutch, French and English: it renders its heading in that
 * language, no text key is left untranslated (i18next reports one as a console error, which fails
 * the test), and axe-core finds no serious or critical violation. With
 * BACK_OFFICE_SCREENSHOT_DIR set (`npm run screenshots`), the English screens are kept there.
 */
const HEADINGS = {
  'sign-in': { path: '/admin/sign-in', signedIn: false, nl: 'Aanmelden', fr: 'Connexion', en: 'Sign in' },
  'forgot-password': { path: '/admin/forgot-password', signedIn: false, nl: 'Wachtwoord vergeten?', fr: 'Mot de passe oublié ?', en: 'Forgot your password?' },
  'password-reset': { path: '/admin/password-reset?token=example', signedIn: false, nl: 'Kies een nieuw wachtwoord', fr: 'Choisissez un nouveau mot de passe', en: 'Choose a new password' },
  dashboard: { path: '/admin/', signedIn: true, nl: 'Overzicht', fr: 'Tableau de bord', en: 'Dashboard' },
  listings: { path: '/admin/listings', signedIn: true, nl: 'Panden', fr: 'Biens', en: 'Listings' },
  'listing-new': { path: '/admin/listings/new', signedIn: true, nl: 'Nieuw pand', fr: 'Nouveau bien', en: 'New listing' },
  listing: { path: '/admin/listings/{listing}', signedIn: true, nl: 'Pand', fr: 'Bien', en: 'Listing' },
  'listing-pictures': { path: '/admin/listings/{listing}/pictures', signedIn: true, nl: "Foto's van pand", fr: 'Photos du bien', en: 'Pictures of listing' },
  'listing-documents': { path: '/admin/listings/{listing}/documents', signedIn: true, nl: 'Documenten van pand', fr: 'Documents du bien', en: 'Documents of listing' },
  leads: { path: '/admin/leads?show=all', signedIn: true, nl: 'Leads', fr: 'Demandes', en: 'Leads' },
  lead: { path: '/admin/leads/{lead}', signedIn: true, nl: 'Lead van', fr: 'Demande de', en: 'Lead from' },
  persons: { path: '/admin/persons', signedIn: true, nl: 'Personen', fr: 'Personnes', en: 'Persons' },
  person: { path: '/admin/persons/{person}', signedIn: true, nl: 'Lies Peeters', fr: 'Lies Peeters', en: 'Lies Peeters' },
  projects: { path: '/admin/projects', signedIn: true, nl: 'Projecten', fr: 'Projets', en: 'Projects' },
  project: { path: '/admin/projects/{project}', signedIn: true, nl: 'Project', fr: 'Projet', en: 'Project' },
  'viewing-slots': { path: '/admin/viewing-slots?week={week}', signedIn: true, nl: 'Bezoeken', fr: 'Visites', en: 'Viewings' },
  audit: { path: '/admin/audit', signedIn: true, nl: 'Auditlog', fr: 'Journal d’audit', en: 'Audit log' },
} as const;
/**
 * The screens kept as screenshots (in English; `fullPage` where the lower part matters). The
 * others are kept by the suites that fill them as an agent would: a listing's pictures, a handled
 * lead, a person with a demand, a project with a new building (listing-pictures-leads, crm-screens).
 */
const SHOTS: Partial<Record<keyof typeof HEADINGS, { fullPage?: boolean }>> = {
  'sign-in': {},
  dashboard: {},
  listings: {},
  listing: { fullPage: true },
  leads: {},
  persons: {},
  projects: {},
  'viewing-slots': { fullPage: true },
  audit: {},
};
const LANGUAGES = ['nl', 'fr', 'en'] as const;

let app: TestApp;
let browser: Browser;
/** The records the screens of one record show: a demo listing with an uploaded picture and document, a lead about it, its sender, a demo project, a week with viewings. */
const ids = { listing: '', lead: '', person: '', project: '', week: '' };
const pathOf = (path: string) => path.replace(/\{(\w+)\}/g, (_, name: keyof typeof ids) => ids[name]);
const shots = screenshotDir();
const media = temporaryDir('back-office-media-');

describeWithClient(CHROMIUM, 'every back-office screen in NL, FR and EN, accessible', () => {
  beforeAll(async () => {
    app = await startTestApp({ MEDIA_DIR: media.dir });
    browser = await launchBrowser();
    await withEditorKey(app, async (call) => {
      const listing = (await call('GET', '/properties?limit=1')).body.items[0].id as number;
      await uploadPictures(app, listing, 1);
      await uploadDocumentFile(app, { propertyId: String(listing), kind: 'certificate', published: 'true' }, 'EPC certificate.pdf', smallPdf('EPC certificate'));
      ids.listing = String(listing);
      // An inbox with a few leads; the last one is the lead and person screens' own.
      const others = (await call('GET', '/properties?limit=3')).body.items as { id: number }[];
      await sendLead(app, call, { ObjectID: others[1]!.id, Name: 'Maes', FirstName: 'Pieter', Email: 'pieter.maes@example.org', Content: 'Could we visit on Saturday morning?' });
      await sendLead(app, call, { ObjectID: others[2]!.id, Name: 'Lambert', FirstName: 'Claire', Email: 'claire.lambert@example.org', Content: 'Quel est le revenu cadastral ?' });
      ids.lead = String(await sendLead(app, call, { ObjectID: listing, Name: 'Peeters', FirstName: 'Lies', Email: 'lies.peeters@example.org', Content: 'Is the house still available?' }));
      ids.person = String((await call('GET', `/leads/${ids.lead}`)).body.person.id);
      ids.project = String((await call('GET', '/projects?limit=1')).body.items[0].id);
      ids.week = String((await call('GET', `/viewing-slots?limit=1&from=${new Date().toISOString()}`)).body.items[0].startDate).slice(0, 10);
    });
  }, 300_000);
  afterAll(async () => {
    await browser?.close();
    await app?.close();
    shots.done();
    media.done();
  });

  for (const language of LANGUAGES) {
    it(`renders every screen in ${language.toUpperCase()} without untranslated keys or serious accessibility violations`, async () => {
      const context = await browser.newContext({ locale: language === 'en' ? 'en-GB' : `${language}-BE`, viewport: { width: 1366, height: 900 } });
      // The language switch remembers the choice: start each context with it.
      await context.addInitScript({ content: `localStorage.setItem('back-office.language', '${language}')` });
      const { page, errors } = await newPage(context, { allowStatuses: [401] });
      const report: Record<string, { violations: number; serious: number }> = {};
      for (const [screen, spec] of Object.entries(HEADINGS).filter(([, s]) => !s.signedIn)) {
        await page.goto(`${app.baseUrl}${spec.path}`);
        await page.getByRole('heading', { level: 1, name: spec[language] }).waitFor();
        report[screen] = await expectAccessible(page, `${screen} (${language})`);
        if (shots.keep && language === 'en' && SHOTS[screen as keyof typeof HEADINGS]) await shots.take(page, screen, SHOTS[screen as keyof typeof HEADINGS]);
      }
      await signIn(page, app.baseUrl, DEMO_STAFF.email, DEMO_STAFF.password);
      for (const [screen, spec] of Object.entries(HEADINGS).filter(([, s]) => s.signedIn)) {
        await page.goto(`${app.baseUrl}${pathOf(spec.path)}`);
        await page.getByRole('heading', { level: 1, name: spec[language] }).waitFor();
        await page.waitForLoadState('networkidle');
        report[screen] = await expectAccessible(page, `${screen} (${language})`);
        if (shots.keep && language === 'en' && SHOTS[screen as keyof typeof HEADINGS]) await shots.take(page, screen, SHOTS[screen as keyof typeof HEADINGS]);
      }
      expect(errors).toEqual([]);
      await context.close();
    }, 360_000);
  }

  /** The date fields' words and the calendar's in each language (dayjs's month and weekday names). */
  const DATE_WORDS = {
    nl: { from: 'Vanaf', goTo: 'Naar datum', month: 'maart 2026', monday: 'ma' },
    fr: { from: 'Du', goTo: 'Aller à la date', month: 'mars 2026', monday: 'lu' },
    en: { from: 'From', goTo: 'Go to date', month: 'March 2026', monday: 'Mo' },
  } as const;
  for (const language of LANGUAGES) {
    it(`takes and shows days in ${language.toUpperCase()}'s order and calendar, not the browser's US English`, async () => {
      // The browser's own locale is US English (month first), as headless Chromium's is.
      const context = await browser.newContext({ locale: 'en-US', viewport: { width: 1366, height: 900 } });
      await context.addInitScript({ content: `localStorage.setItem('back-office.language', '${language}')` });
      const { page, errors } = await newPage(context, { allowStatuses: [401] });
      const words = DATE_WORDS[language];
      await signIn(page, app.baseUrl, DEMO_STAFF.email, DEMO_STAFF.password);
      await page.goto(`${app.baseUrl}/admin/audit`);
      const from = page.getByRole('textbox', { name: words.from, exact: true });
      // 5/3/2026 is the fifth of March in the three languages (the third of May in US English).
      await from.fill('5/3/2026');
      await page.waitForURL((url) => url.searchParams.get('from') === '2026-03-05');
      await from.blur();
      await until(async () => (await from.inputValue()) === '05/03/2026');
      // The calendar is in the language, Monday first.
      await from.click();
      await page.getByRole('button', { name: words.month, exact: true }).waitFor();
      expect((await page.locator('.mantine-DateInput-weekday').allTextContents())[0]).toBe(words.monday);
      await expectAccessible(page, `audit with the calendar open (${language})`);
      await page.keyboard.press('Escape');
      // Read back from the address: the same day, written the same way.
      await page.reload();
      await until(async () => (await page.getByRole('textbox', { name: words.from, exact: true }).inputValue()) === '05/03/2026');

      // The calendar of viewings goes to the week of a day typed day first.
      await page.goto(`${app.baseUrl}/admin/viewing-slots`);
      const goTo = page.getByRole('textbox', { name: words.goTo, exact: true });
      await goTo.fill('2/12/2026');
      await page.waitForURL((url) => url.searchParams.get('week') === '2026-11-30');
      expect(errors).toEqual([]);
      await context.close();
    }, 120_000);
  }

  it('filters the listings by type and agent, keeps both in the address, and shows the number of new leads on the dashboard', async () => {
    const context = await browser.newContext({ locale: 'en-GB', viewport: { width: 1366, height: 900 } });
    await context.addInitScript({ content: "localStorage.setItem('back-office.language', 'en')" });
    const { page, errors } = await newPage(context, { allowStatuses: [401] });
    // A demo listing with an agent: its type and agent are the filters; the API says what they match.
    const expected = await withEditorKey(app, async (call) => {
      const listings = (await call('GET', '/properties?limit=100')).body.items as { typeId: number; agents: { userId: number }[] }[];
      const listing = listings.find((candidate) => candidate.agents.length > 0)!;
      const agent = listing.agents[0]!.userId;
      const types = (await call('GET', '/reference/property-types')).body.items as { id: number; mainTypeId: number; names: Record<string, string> }[];
      const type = types.find((candidate) => candidate.id === listing.typeId)!;
      const main = types.find((candidate) => candidate.id === type.mainTypeId)!;
      const user = (await call('GET', `/staff-users/${agent}`)).body as { firstName: string | null; name: string };
      const matching = (await call('GET', `/properties?limit=50&typeId=${type.id}&agent=${agent}`)).body as { items: { id: number }[]; total: number };
      const all = (await call('GET', '/properties?limit=1')).body.total as number;
      const newLeads = (await call('GET', '/leads?status=new&limit=1')).body.total as number;
      return {
        type: type.id,
        typeLabel: main.id === type.id ? type.names['en']! : `${main.names['en']} › ${type.names['en']}`,
        agent,
        agentName: [user.firstName, user.name].filter(Boolean).join(' '),
        ids: matching.items.map((item) => item.id),
        total: matching.total,
        all,
        newLeads,
      };
    });
    expect(expected.total).toBeGreaterThan(0);
    expect(expected.total).toBeLessThan(expected.all);
    expect(expected.newLeads).toBeGreaterThanOrEqual(3);

    await signIn(page, app.baseUrl, DEMO_STAFF.email, DEMO_STAFF.password);
    await page.goto(`${app.baseUrl}/admin/`);
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    const stat = page.getByRole('link', { name: `New leads: ${expected.newLeads}` });
    await stat.waitFor();
    expect(await stat.getAttribute('href')).toBe('/admin/leads');

    await page.goto(`${app.baseUrl}/admin/listings`);
    await page.getByRole('heading', { level: 1, name: 'Listings' }).waitFor();
    const type = page.getByRole('combobox', { name: 'Type', exact: true });
    await type.click();
    await type.fill(expected.typeLabel.split(' › ').pop()!);
    await page.getByRole('option', { name: expected.typeLabel, exact: true }).click();
    const agent = page.getByRole('combobox', { name: 'Agent', exact: true });
    await agent.click();
    await page.getByRole('option', { name: expected.agentName, exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('type') === String(expected.type) && url.searchParams.get('agent') === String(expected.agent));
    await page.getByText(`of ${expected.total} listings`).waitFor();
    const links = page.getByRole('table').getByRole('link');
    const hrefs = await links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')));
    expect(hrefs).toEqual(expected.ids.map((id) => `/admin/listings/${id}`));
    // The view is bookmarkable: the address alone brings the same filters back.
    await page.reload();
    await page.getByText(`of ${expected.total} listings`).waitFor();
    expect(await page.getByRole('combobox', { name: 'Type', exact: true }).inputValue()).toBe(expected.typeLabel);
    expect(await page.getByRole('combobox', { name: 'Agent', exact: true }).inputValue()).toBe(expected.agentName);
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);

  it("filters the listings by city, from the cities of the agency's listings named after their postcode, and keeps it in the address", async () => {
    const context = await browser.newContext({ locale: 'en-GB', viewport: { width: 1366, height: 900 } });
    await context.addInitScript({ content: "localStorage.setItem('back-office.language', 'en')" });
    const { page, errors } = await newPage(context, { allowStatuses: [401] });
    const expected = await withEditorKey(app, async (call) => {
      const cities = (await call('GET', '/reference/cities')).body.items as { id: number; zip: string; names: Record<string, string> }[];
      // The city with the most listings on the first page of the listing: a filter that narrows.
      const listings = (await call('GET', '/properties?limit=100')).body.items as { cityId: number | null }[];
      const counts = new Map<number, number>();
      for (const listing of listings) if (listing.cityId !== null) counts.set(listing.cityId, (counts.get(listing.cityId) ?? 0) + 1);
      const [cityId] = [...counts].sort((a, b) => b[1] - a[1])[0]!;
      const city = cities.find((candidate) => candidate.id === cityId)!;
      const matching = (await call('GET', `/properties?limit=50&cityId=${cityId}`)).body as { items: { id: number }[]; total: number };
      return { id: city.id, label: `${city.zip} ${city.names['en']}`, ids: matching.items.map((item) => item.id), total: matching.total };
    });
    await signIn(page, app.baseUrl, DEMO_STAFF.email, DEMO_STAFF.password);
    await page.goto(`${app.baseUrl}/admin/listings`);
    await page.getByRole('heading', { level: 1, name: 'Listings' }).waitFor();
    const city = page.getByRole('combobox', { name: 'City', exact: true });
    await city.click();
    await city.fill(expected.label.split(' ')[0]!);
    await page.getByRole('option', { name: expected.label, exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('city') === String(expected.id));
    await page.getByText(`of ${expected.total} listings`).waitFor();
    const hrefs = await page.getByRole('table').getByRole('link').evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')));
    expect(hrefs).toEqual(expected.ids.map((id) => `/admin/listings/${id}`));
    await page.reload();
    await page.getByText(`of ${expected.total} listings`).waitFor();
    expect(await page.getByRole('combobox', { name: 'City', exact: true }).inputValue()).toBe(expected.label);
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);
});
