/**
 * Writes through the first interface are visible to later reads, and an account sees only its own
 * agency: another agency's ids behave exactly like ids that do not exist.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startTestApp, type TestApp } from '../support/app.js';
import { loadFixtures, type AsmxFixtures } from './asmx-fixtures.js';
import { AGENCY2, credentials, faultText, field, httpGet, httpPost, httpResult, items, NS, record, soap11, soap12, soapResult } from './asmx-helpers.js';

describe('ASMX writes', () => {
  let app: TestApp;
  let fixtures: AsmxFixtures;

  beforeAll(async () => {
    app = await startTestApp();
    fixtures = await loadFixtures(app.dataSource);
  });

  afterAll(async () => {
    await app?.close();
  });

  async function getPerson(email: string, password: string) {
    const response = await soap11(app.baseUrl, 'GetPerson', { ...credentials(), email, password });
    expect(response.status).toBe(200);
    const xml = soapResult(response.body, 'GetPerson');
    return xml === null ? null : record(xml);
  }

  it('UpdatePerson changes the fields sent (SOAP) and leaves missing ones unchanged', async () => {
    const login = fixtures.logins[0];
    const before = await getPerson(login.email, login.password);
    const response = await soap11(app.baseUrl, 'UpdatePerson', {
      ...credentials(),
      PersonID: login.id,
      PhoneNumber: '+32 470 12 34 56',
      AddressA: 'Grote Markt 1 & 2 <achter>',
      LanguageID: 3,
    });
    expect(soapResult(response.body, 'UpdatePerson')).toBe('1');
    const after = await getPerson(login.email, login.password);
    expect(field(after ?? undefined, 'PhoneNumber')).toBe('+32 470 12 34 56');
    expect(field(after ?? undefined, 'AddressA')).toBe('Grote Markt 1 & 2 <achter>');
    expect(field(after ?? undefined, 'LanguageID')).toBe('3');
    expect(field(after ?? undefined, 'Name')).toBe(field(before ?? undefined, 'Name'));
    expect(field(after ?? undefined, 'FirstName')).toBe(field(before ?? undefined, 'FirstName'));
  });

  it('UpdatePerson of an unknown person changes nothing', async () => {
    const response = await httpPost(app.baseUrl, 'UpdatePerson', {
      ...credentials(),
      PersonID: 987654,
      ...Object.fromEntries(['AddressTitle', 'LetterTitle', 'Name', 'FirstName', 'PhoneNumber', 'AddressA', 'CityPostcode', 'CityName', 'Email', 'Password', 'Ident'].map((n) => [n, ''])),
      LanguageID: 0,
    });
    expect(httpResult(response.body)).toBe('0');
  });

  it('ChangePasswordPerson makes the new password the only one that works', async () => {
    const login = fixtures.logins[2];
    const changed = await soap12(app.baseUrl, 'ChangePasswordPerson', { ...credentials(), Email: login.email, NewPassword: 'brand-new-secret' });
    expect(changed.status).toBe(200);
    expect(await getPerson(login.email, login.password)).toBeNull();
    expect(field((await getPerson(login.email, 'brand-new-secret')) ?? undefined, 'ID')).toBe(String(login.id));
    const unknown = await httpGet(app.baseUrl, 'ChangePasswordPerson', { ...credentials(), Email: 'nobody@example.org', NewPassword: 'whatever-1' });
    expect(httpResult(unknown.body)).toBe('0');
  });

  it('ChangePasswordPerson and UpdatePerson refuse a short or common password with a client fault and keep the old one', async () => {
    const login = fixtures.logins[0];
    const short = await soap11(app.baseUrl, 'ChangePasswordPerson', { ...credentials(), Email: login.email, NewPassword: 'abc' });
    expect(short.status).toBe(500);
    expect(short.body).toContain('NewPassword: must be at least 8 characters');
    const common = await soap12(app.baseUrl, 'ChangePasswordPerson', { ...credentials(), Email: login.email, NewPassword: 'Password123' });
    expect(common.body).toContain('NewPassword: is one of the most common passwords; choose another');
    const update = await soap11(app.baseUrl, 'UpdatePerson', { ...credentials(), PersonID: login.id, Password: 'ab' });
    expect(update.status).toBe(500);
    expect(update.body).toContain('Password: must be at least 8 characters');
    expect(field((await getPerson(login.email, login.password)) ?? undefined, 'ID')).toBe(String(login.id));
  });

  it('InActiveDemand deactivates the demands of the person once; a wrong password changes nothing', async () => {
    const login = fixtures.logins[1];
    const wrong = await httpGet(app.baseUrl, 'InActiveDemand', { ...credentials(), Email: login.email, Password: 'nope' });
    expect(httpResult(wrong.body)).toBe('0');
    const first = await soap11(app.baseUrl, 'InActiveDemand', { ...credentials(), Email: login.email, Password: login.password });
    expect(Number(soapResult(first.body, 'InActiveDemand'))).toBeGreaterThan(0);
    const second = await soap11(app.baseUrl, 'InActiveDemand', { ...credentials(), Email: login.email, Password: login.password });
    expect(soapResult(second.body, 'InActiveDemand')).toBe('0');
    const person = await getPerson(login.email, login.password);
    const demands = person?.children.find((c) => c.localName === 'Demands')?.children ?? [];
    expect(demands.length).toBeGreaterThan(0);
    expect(demands.map((demand) => field(demand, 'Active'))).toEqual(demands.map(() => 'false'));
  });

  it('ContactMeOnPropertySaveDB writes a history record the property history shows, text intact', async () => {
    const content = 'Is <b>this</b> still for sale? Tom & Jerry, 5 > 3 — ça va?';
    const response = await soap11(app.baseUrl, 'ContactMeOnPropertySaveDB', {
      ...credentials(),
      name: 'Visitor',
      firstName: 'Vera',
      title: '2',
      email: 'vera.visitor@example.org',
      phone: '+32 3 000 00 00',
      objectID: fixtures.property.id,
      historyContent: content,
      LanguageID: 1,
    });
    expect(response.status).toBe(200);
    const historyId = field(record(soapResult(response.body, 'ContactMeOnPropertySaveDB')), 'HistoryID');
    const history = await soap11(app.baseUrl, 'GetHistoryOfProperty', { ...credentials(), objectID: fixtures.property.id, languageId: 1 });
    const written = items(record(soapResult(history.body, 'GetHistoryOfProperty'))).find((h) => field(h, 'ID') === historyId);
    expect(written).toBeDefined();
    expect(field(written, 'Content')).toBe(content);
    expect(field(written, 'PropertyID')).toBe(String(fixtures.property.id));
  });
});

describe('ASMX tenancy', () => {
  let app: TestApp;
  let fixtures: AsmxFixtures;
  const other = () => credentials(AGENCY2);

  beforeAll(async () => {
    app = await startTestApp();
    fixtures = await loadFixtures(app.dataSource);
  });

  afterAll(async () => {
    await app?.close();
  });

  it.each([
    ['GetProperty', (f: AsmxFixtures) => ({ ID: f.property.id, LanguageID: 1 })],
    ['GetPropertyByOffice', (f: AsmxFixtures) => ({ ID: f.property.id, OfficeId: f.property.officeId, LanguageID: 1 })],
    ['GetConstructionDetail', (f: AsmxFixtures) => ({ ProjectID: f.project.id, LanguageID: 1 })],
    ['GetSite', (f: AsmxFixtures) => ({ SiteID: f.siteId })],
  ])("%s with another agency's id answers like an unknown id", async (op, args) => {
    const theirs = await soap11(app.baseUrl, op, { ...other(), ...args(fixtures) });
    expect(theirs.status).toBe(500);
    const ownUnknown = faultText((await soap11(app.baseUrl, op, { ...credentials(), ...args({ ...fixtures, property: { ...fixtures.property, id: 987654 }, project: { ...fixtures.project, id: 987654 }, siteId: 987654 }) })).body);
    expect(faultText(theirs.body).replace(/\d+/g, 'N')).toBe(ownUnknown.replace(/\d+/g, 'N'));
    expect(faultText(theirs.body)).toContain('was not found');
  });

  it("lists of another agency's records are empty", async () => {
    const owners = await soap11(app.baseUrl, 'GetPersonOfProperty', { ...other(), objectID: fixtures.ownedProperty.propertyId });
    expect(items(record(soapResult(owners.body, 'GetPersonOfProperty')))).toEqual([]);
    const agents = await soap11(app.baseUrl, 'GetUserOfProperty', { ...other(), ObjectID: fixtures.agentProperty.propertyId });
    expect(items(record(soapResult(agents.body, 'GetUserOfProperty')))).toEqual([]);
    const properties = await soap11(app.baseUrl, 'GetPropertiesOfPerson', { ...other(), PersonID: fixtures.ownedProperty.personId, languageId: 1 });
    expect(items(record(soapResult(properties.body, 'GetPropertiesOfPerson')))).toEqual([]);
  });

  it("another agency's listing never contains this agency's properties", async () => {
    const list = await soap11(app.baseUrl, 'GetPropertyList', { ...other(), LanguageID: 1, Limit1: 1, Limit2: 1000 });
    const ids = items(record(soapResult(list.body, 'GetPropertyList'))).map((p) => field(p, 'Ident') ?? '');
    expect(ids.length).toBeGreaterThan(0);
    expect(ids).not.toContain(fixtures.property.ident);
  });

  it("another agency cannot read or change this agency's persons", async () => {
    const login = fixtures.logins[0];
    const person = await soap11(app.baseUrl, 'GetPerson', { ...other(), email: login.email, password: login.password });
    expect(person.body).toContain(`<GetPersonResponse xmlns="${NS}" />`);
    const update = await soap11(app.baseUrl, 'UpdatePerson', { ...other(), PersonID: login.id, Name: 'Hijacked' });
    expect(soapResult(update.body, 'UpdatePerson')).toBe('0');
    const demand = await soap11(app.baseUrl, 'GetDemandPersonsInfo', { ...other(), PersonId: login.id, DemandId: fixtures.demandId });
    expect(demand.status).toBe(500);
    const ownPerson = await soap11(app.baseUrl, 'GetPerson', { ...credentials(), email: login.email, password: login.password });
    expect(field(record(soapResult(ownPerson.body, 'GetPerson')), 'Name')).not.toBe('Hijacked');
  });
});
