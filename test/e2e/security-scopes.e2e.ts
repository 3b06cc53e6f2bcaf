import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { AccountsService } from '../../src/accounts/accounts.service.js';
import { startTestApp, type TestApp } from '../support/app.js';
import { callJson, demoIds } from '../fixtures/v12/http.js';

/** Account scopes over both interfaces: a call the account holds no right for answers in the protocol's shape. */
describe('account scopes', () => {
  let app: TestApp;
  let personId: number;
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
    expect(await response.text()).toContain('This account may not change persons or check their passwords');
  });

  it('keeps every right for existing accounts', async () => {
    expect(await callJson(app.baseUrl, 'GetPersonJson', { PersonID: personId })).toMatchObject({ Code: 0 });
  });
});
