import { afterAll, beforeAll, expect, it } from '@jest/globals';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { callJson } from '../fixtures/v12/http.js';
import { startTestApp, type TestApp } from '../support/app.js';
import { smallPdf } from '../support/documents.js';
import { CHROMIUM, describeWithClient } from '../support/system-clients.js';
import { apiCaller, type Call, giveLogin, temporaryDir } from './back-office-data.js';
import { expectAccessible, launchBrowser, newPage, screenshotDir, signIn, until } from './back-office.js';

/**
 * A listing's and a project's documents as agents keep them, in a real Chromium against the
 * whole service: an editor uploads two PDFs at once (with their progress), publishes one, which
 * v1.2 GetDocumentList then gives partners with an address that serves the file, renames the
 * other, adds a link (the API's refusal of a bad address shown at its field), deletes with a
 * confirmation; a project takes documents the same way; a viewer sees the documents and opens
 * them, with no control to change them, and the API refuses their writes.
 */
const EDITOR = { email: 'editor.documents@immodemo.be', password: 'editor documents pass' };
const VIEWER = { email: 'viewer.documents@immodemo.be', password: 'viewer documents pass' };
const REFERENCE = `DOC-${Date.now().toString(36).toUpperCase()}`;
const EPC = smallPdf('EPC certificate');
const PLAN = smallPdf('Floor plan');

let app: TestApp;
let browser: Browser;
let admin: Call;
const media = temporaryDir('back-office-documents-');
const shots = screenshotDir();
/** Filled by the first test, read by the next ones. */
const made = { listing: 0, project: 0, link: 0 };

async function englishPage(context: BrowserContext, allowStatuses: number[] = []) {
  await context.addInitScript({ content: "localStorage.setItem('back-office.language', 'en')" });
  return newPage(context, { allowStatuses: [401, ...allowStatuses] });
}

interface ListedDocument {
  id: number;
  title: string;
  kind: string;
  url: string;
  published: boolean;
  file: { name: string; type: string; bytes: number } | null;
}

async function documentsOf(owner: string): Promise<ListedDocument[]> {
  return (await admin('GET', `/documents?${owner}&limit=200`)).body.items as ListedDocument[];
}

/** What a partner's site reads of the listing's documents (v1.2, published ones). */
async function partnerDocuments(): Promise<{ ID: number; Title: string; Url: string; Publish: boolean }[]> {
  return (await callJson(app.baseUrl, 'GetDocumentListJson', { ObjectIDs: [made.listing], Limit1: 1, Limit2: 100 })).Value.Items;
}

const row = (page: Page, title: string) => page.getByRole('row').filter({ has: page.getByText(title, { exact: true }) });

describeWithClient(CHROMIUM, "the back-office's documents: upload, publish, rename, links, delete; viewers read only", () => {
  beforeAll(async () => {
    app = await startTestApp({ MEDIA_DIR: media.dir, API_RATE_LIMIT: '1000' });
    browser = await launchBrowser();
    admin = (await apiCaller(app, 'admin')).call;
    await giveLogin(admin, 'editor', EDITOR.email, EDITOR.password);
    await giveLogin(admin, 'viewer', VIEWER.email, VIEWER.password);
    const listing = await admin('POST', '/properties', { reference: REFERENCE, typeId: 1, status: 1, price: 275_000, city: 'Gent' });
    expect(listing.status).toBe(201);
    made.listing = listing.body.id as number;
    made.project = (await admin('GET', '/projects?limit=1')).body.items[0].id as number;
  }, 300_000);
  afterAll(async () => {
    await browser?.close();
    await app?.close();
    media.done();
    shots.done();
  });

  it('an editor uploads two documents, publishes one (v1.2 GetDocumentList gives it, its address serves it), renames the other, adds a link after the API refused its address, and deletes with confirmation', async () => {
    const context = await browser.newContext({ locale: 'en-GB', viewport: { width: 1366, height: 900 } });
    const { page, errors } = await englishPage(context, [400]);
    await signIn(page, app.baseUrl, EDITOR.email, EDITOR.password);
    await page.goto(`${app.baseUrl}/admin/listings/${made.listing}`);
    await page.getByRole('heading', { level: 1, name: `Listing ${REFERENCE}` }).waitFor();
    await page.getByRole('button', { name: 'Documents', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: `Documents of listing ${REFERENCE}` }).waitFor();
    await page.getByText('No documents yet.').waitFor();

    // Two files at once through the file chooser, each with its progress.
    await page.getByLabel('Choose files…').setInputFiles([
      { name: 'EPC certificate.pdf', mimeType: 'application/pdf', buffer: EPC },
      { name: 'Floor plan.pdf', mimeType: 'application/pdf', buffer: PLAN },
    ]);
    for (const name of ['EPC certificate.pdf', 'Floor plan.pdf']) await page.getByRole('progressbar', { name: `Upload of ${name}` }).waitFor();
    await page.locator('[data-testid=upload][data-state=done]').nth(1).waitFor({ timeout: 30_000 });
    await page.getByText('2 documents').waitFor();
    const uploaded = await documentsOf(`propertyId=${made.listing}`);
    expect(uploaded.map((d) => ({ title: d.title, published: d.published, file: d.file?.name })).sort((a, b) => a.title.localeCompare(b.title))).toEqual([
      { title: 'EPC certificate', published: false, file: 'EPC certificate.pdf' },
      { title: 'Floor plan', published: false, file: 'Floor plan.pdf' },
    ]);
    const epc = uploaded.find((d) => d.title === 'EPC certificate')!;
    await row(page, 'EPC certificate').getByText(/^PDF file, \d+ bytes$/).waitFor();
    // Opened as staff whatever its publication: the file itself.
    const opened = await page.request.get(`${app.baseUrl}${await row(page, 'EPC certificate').getByRole('link', { name: 'Open EPC certificate' }).getAttribute('href')}`);
    expect({ status: opened.status(), type: opened.headers()['content-type'], same: Buffer.from(await opened.body()).equals(EPC) }).toEqual({ status: 200, type: 'application/pdf', same: true });
    expect(await partnerDocuments()).toEqual([]);

    // Published: partners get it, at an address that serves the file to anyone.
    await page.getByRole('switch', { name: 'Published: EPC certificate' }).click();
    await page.getByText('“EPC certificate” is published.').waitFor();
    await until(async () => (await partnerDocuments()).length === 1);
    const [partner] = await partnerDocuments();
    expect(partner).toMatchObject({ ID: epc.id, Title: 'EPC certificate', Publish: true, Url: expect.stringMatching(new RegExp(`/media/1/document-${epc.id}/epc-certificate\\.pdf$`)) });
    const served = await fetch(`${app.baseUrl}${new URL(partner!.Url).pathname}`);
    expect({ status: served.status, same: Buffer.from(await served.arrayBuffer()).equals(EPC) }).toEqual({ status: 200, same: true });
    expect(await page.getByRole('switch', { name: 'Published: EPC certificate' }).isChecked()).toBe(true);

    // The other one renamed, and given its kind.
    await row(page, 'Floor plan').getByRole('button', { name: 'Change Floor plan' }).click();
    const change = page.getByRole('dialog', { name: 'Change document' });
    await change.getByLabel('Name').fill('Ground floor plan');
    await change.getByRole('combobox', { name: 'Kind' }).click();
    await page.getByRole('option', { name: 'Plan', exact: true }).click();
    await change.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Document saved.').waitFor();
    await row(page, 'Ground floor plan').getByText('Plan', { exact: true }).waitFor();

    // A link: the API refuses an address that is not http(s), and says so at the field.
    await page.getByRole('button', { name: 'Add a link' }).click();
    const link = page.getByRole('dialog', { name: 'Add a document by link' });
    await link.getByLabel('Name').fill('Virtual tour');
    await link.getByLabel('Address (URL)').fill('ftp://tour.example.org/1042');
    await link.getByRole('button', { name: 'Add a link' }).click();
    await link.getByText('must be an http or https address.').waitFor();
    expect(await link.getByLabel('Address (URL)').getAttribute('aria-invalid')).toBe('true');
    await expectAccessible(page, 'documents: link dialog with an error');
    await link.getByLabel('Address (URL)').fill('https://tour.example.org/1042');
    await link.getByRole('button', { name: 'Add a link' }).click();
    await page.getByText('Link added.').waitFor();
    await row(page, 'Virtual tour').getByText('Link to tour.example.org').waitFor();
    expect(await row(page, 'Virtual tour').getByRole('link', { name: 'Open Virtual tour' }).getAttribute('href')).toBe('https://tour.example.org/1042');
    await page.getByText('3 documents').waitFor();
    await page.getByRole('button', { name: 'Clear finished uploads' }).click();
    await expectAccessible(page, 'documents (editor)');
    if (shots.keep) await shots.take(page, 'documents');
    // A file the browser already knows to be of another type is not sent, and the screen says why.
    await page.getByLabel('Choose files…').setInputFiles([{ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('call the owner') }]);
    await page.getByRole('alert').filter({ hasText: 'notes.txt is not a kind of file the documents take' }).waitFor();
    made.link = (await documentsOf(`propertyId=${made.listing}`)).find((d) => d.title === 'Virtual tour')!.id;

    // Deleted after a confirmation (Cancel keeps it): gone from partners, its address answers 404.
    await row(page, 'EPC certificate').getByRole('button', { name: 'Delete EPC certificate' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete this document?' });
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await confirm.waitFor({ state: 'hidden' });
    expect((await documentsOf(`propertyId=${made.listing}`)).map((d) => d.id)).toContain(epc.id);
    await row(page, 'EPC certificate').getByRole('button', { name: 'Delete EPC certificate' }).click();
    await confirm.getByRole('button', { name: 'Delete document' }).click();
    await page.getByText('Document deleted.').waitFor();
    await page.getByText('2 documents').waitFor();
    expect((await documentsOf(`propertyId=${made.listing}`)).map((d) => d.id)).not.toContain(epc.id);
    expect(await partnerDocuments()).toEqual([]);
    expect((await fetch(`${app.baseUrl}${new URL(partner!.Url).pathname}`)).status).toBe(404);

    // A project keeps its documents the same way, in a section of its screen.
    await page.goto(`${app.baseUrl}/admin/projects/${made.project}`);
    const section = page.getByRole('region', { name: 'Documents' });
    await section.getByRole('heading', { name: 'Documents' }).waitFor();
    await section.getByLabel('Choose files…').setInputFiles([{ name: 'Brochure Scheldezicht.pdf', mimeType: 'application/pdf', buffer: smallPdf('Brochure') }]);
    await row(page, 'Brochure Scheldezicht').waitFor({ timeout: 30_000 });
    expect((await documentsOf(`projectId=${made.project}`)).map((d) => d.title)).toContain('Brochure Scheldezicht');
    await expectAccessible(page, 'project with documents (editor)');
    expect(errors.filter((error) => !/status of 400/.test(error))).toEqual([]);
    await context.close();
  }, 240_000);

  it('a viewer sees the documents and opens them, with no control to change them; the API refuses their writes', async () => {
    const context = await browser.newContext({ locale: 'en-GB', viewport: { width: 1366, height: 900 } });
    const { page, errors } = await englishPage(context, [403]);
    await signIn(page, app.baseUrl, VIEWER.email, VIEWER.password);
    await page.goto(`${app.baseUrl}/admin/listings/${made.listing}/documents`);
    await page.getByRole('heading', { level: 1, name: `Documents of listing ${REFERENCE}` }).waitFor();
    await page.getByText('You can open the documents; your role does not allow changes.').waitFor();
    await row(page, 'Ground floor plan').getByText('Not published').waitFor();
    await row(page, 'Virtual tour').getByRole('link', { name: 'Open Virtual tour' }).waitFor();
    const plan = (await documentsOf(`propertyId=${made.listing}`)).find((d) => d.title === 'Ground floor plan')!;
    expect(await row(page, 'Ground floor plan').getByRole('link', { name: 'Open Ground floor plan' }).getAttribute('href')).toBe(`/api/v1/documents/${plan.id}/file`);
    for (const control of [page.locator('input[type=file]'), page.getByRole('switch'), page.getByRole('button', { name: /^(Change|Delete|Add a link|Choose files)/ })]) await expect(control.count()).resolves.toBe(0);
    await expectAccessible(page, 'documents (viewer)');

    await page.goto(`${app.baseUrl}/admin/projects/${made.project}`);
    const section = page.getByRole('region', { name: 'Documents' });
    await row(page, 'Brochure Scheldezicht').waitFor();
    for (const control of [section.locator('input[type=file]'), section.getByRole('switch'), section.getByRole('button', { name: /^(Change|Delete|Add a link|Choose files)/ })]) await expect(control.count()).resolves.toBe(0);

    // The same writes straight to the API with the viewer's session: refused, nothing changed.
    const csrf = ((await (await page.request.get(`${app.baseUrl}/api/v1/session`)).json()) as { csrfToken: string }).csrfToken;
    const headers = { 'X-CSRF-Token': csrf };
    const writes = [
      page.request.post(`${app.baseUrl}/api/v1/documents/uploads`, { headers, multipart: { propertyId: String(made.listing), file: { name: 'x.pdf', mimeType: 'application/pdf', buffer: smallPdf('x') } } }),
      page.request.post(`${app.baseUrl}/api/v1/documents`, { headers, data: { propertyId: made.listing, title: 'x', url: 'https://x.example.org/x.pdf' } }),
      page.request.patch(`${app.baseUrl}/api/v1/documents/${plan.id}`, { headers, data: { published: true } }),
      page.request.delete(`${app.baseUrl}/api/v1/documents/${made.link}`, { headers }),
    ];
    for (const answer of await Promise.all(writes)) expect({ url: answer.url(), status: answer.status() }).toEqual({ url: answer.url(), status: 403 });
    expect((await documentsOf(`propertyId=${made.listing}`)).map((d) => ({ title: d.title, published: d.published })).sort((a, b) => a.title.localeCompare(b.title))).toEqual([
      { title: 'Ground floor plan', published: false },
      { title: 'Virtual tour', published: false },
    ]);
    expect(errors).toEqual([]);
    await context.close();
  }, 180_000);
});
