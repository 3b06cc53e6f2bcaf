import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { AccountsService } from '../../src/accounts/accounts.service.js';
import { startTestApp, type TestApp } from '../support/app.js';
import { callJson, demoIds, OWN } from '../fixtures/v12/http.js';
import { field, record, soap11, soapResult } from './asmx-helpers.js';

/** Account scopes over both interfaces: a call the account holds no right for answers in the protocol's shape. */
describe('account scopes', () => {
  let app: TestApp;
  let personId: number;
  const ALL_SCOPES = { CustomerName: OWN.CustomerName, CustomerPassword: OWN.CustomerPassword };
  const LISTINGS_ONLY = { CustomerName: 'listings-only', CustomerPassword: 'listings-password' };
  beforeAll(async () => {
    app = await startTestApp();
    await app.app.get(AccountsService).createAccount(1, LISTINGS_ONLY.CustomerName, LISTINGS_ONLY.CustomerPassword, ['listings']);
    personId = (await demoIds(app.baseUrl)).personId;
  });
  afterAll(async () => {
    await app?.close();
  });

  it('lets a listings-only account read listings but not persons, contacts or passwords (v1.2)', async () => {
    expect(await callJson(app.baseUrl, 'GetPropertyList2Json', { Limit1: 1, Limit2: 1 }, LISTINGS_ONLY)).toMatchObject({ Code: 0 });
    expect(await callJson(app.baseUrl, 'GetPersonJson', { PersonID: personId }, LISTINGS_ONLY)).toEqual({
      Code: 403,
      Message: 'This account may not read persons (it lacks the persons-read scope).',
      Success: false,
      Value: null,
    });
    expect(await callJson(app.baseUrl, 'CheckPersonLoginJson', { Email: 'a@example.test', Password: 'x' }, LISTINGS_ONLY)).toMatchObject({ Code: 403 });
    expect(await callJson(app.baseUrl, 'ContactOnMeJson', { Email: 'a@example.test', Name: 'A' }, LISTINGS_ONLY)).toMatchObject({ Code: 403 });
  });

  it('answers a refused first-interface call with its usual error shape', async () => {
    const query = new URLSearchParams({ CustomerName: LISTINGS_ONLY.CustomerName, CustomerPassword: LISTINGS_ONLY.CustomerPassword, email: 'a@example.test', password: 'x' });
    const response = await fetch(`${app.baseUrl}/serviceapi.asmx/GetPerson?${query}`);
    expect(response.status).toBe(500);
    expect(await response.text()).toContain('This account may not read persons (it lacks the persons-read scope).');
  });

  it('filters listings by a person only for an account that may read persons', async () => {
    const refused = { Code: 403, Message: 'This account may not read persons (it lacks the persons-read scope, which SelectedByPersonID needs).', Success: false, Value: null };
    expect(await callJson(app.baseUrl, 'GetPropertyList2Json', { SelectedByPersonID: personId }, LISTINGS_ONLY)).toEqual(refused);
    expect(await callJson(app.baseUrl, 'GetCountPropertiesJson', { CountConditions: [{ PersonID: personId }] }, LISTINGS_ONLY)).toMatchObject({ Code: 403 });
    expect(await callJson(app.baseUrl, 'GetPropertyList2Json', { SelectedByPersonID: personId })).toMatchObject({ Code: 0 });
  });

  it('answers no person record to an account that may check passwords but not read persons', async () => {
    const writer = { CustomerName: 'persons-write-only', CustomerPassword: 'writer-password' };
    await app.app.get(AccountsService).createAccount(1, writer.CustomerName, writer.CustomerPassword, ['persons-write']);
    const { personEmail, personPassword } = await demoIds(app.baseUrl);
    const login = { Email: personEmail, Password: personPassword };
    expect(await callJson(app.baseUrl, 'CheckDemandLoginJson', login, writer)).toMatchObject({ Code: 403, Value: null });
    expect(await callJson(app.baseUrl, 'CheckPersonLoginJson', login, writer)).toMatchObject({ Code: 0, Value: expect.any(Number) });
    const response = await soap11(app.baseUrl, 'GetPerson', { ...writer, email: personEmail, password: personPassword });
    expect(response.status).toBe(500);
    expect(response.body).toContain('This account may not read persons');
  });

  it('tells a contacts-only account no person id from a contact request', async () => {
    const contacts = { CustomerName: 'contacts-only', CustomerPassword: 'contacts-password' };
    await app.app.get(AccountsService).createAccount(1, contacts.CustomerName, contacts.CustomerPassword, ['contacts']);
    const { propertyId, personEmail } = await demoIds(app.baseUrl);
    const ask = (account: typeof contacts) =>
      soap11(app.baseUrl, 'ContactMeOnPropertySaveDB', { ...account, name: 'Known', email: personEmail, objectID: propertyId, historyContent: 'Still for sale?', LanguageID: 1 });
    const answer = record(soapResult((await ask(contacts)).body, 'ContactMeOnPropertySaveDB'));
    expect(field(answer, 'HistoryID')).toMatch(/^\d+$/);
    expect(field(answer, 'PersonID')).toBeUndefined();
    const full = record(soapResult((await ask(ALL_SCOPES)).body, 'ContactMeOnPropertySaveDB'));
    expect(field(full, 'PersonID')).toMatch(/^\d+$/);
  });

  it('keeps every right for existing accounts', async () => {
    expect(await callJson(app.baseUrl, 'GetPersonJson', { PersonID: personId })).toMatchObject({ Code: 0 });
  });
});
