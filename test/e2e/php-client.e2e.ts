import { afterAll, beforeAll, expect, it } from '@jest/globals';
import { HISTORY_TYPES } from '../../src/common/codes.js';
import { DEMO_ACCOUNTS } from '../../src/seeding/demo-data.js';
import { startTestApp, type TestApp } from '../support/app.js';
import { runClientScript } from '../support/clients.js';
import { describeWithClient, PHP_SOAP } from '../support/system-clients.js';

/**
 * PHP integrations call the service with ext/soap's SoapClient, in WSDL mode (SOAP 1.1 and 1.2)
 * and without a WSDL. test/clients/soap-client.php makes those calls and prints what it got.
 * Needs `php` with the soap extension (Debian: php-cli php-soap; .ci/run installs them).
 */

interface Attempt {
  ok: boolean;
  value?: unknown;
  faultcode?: string;
  faultstring?: string;
}

interface WsdlRun {
  list: Attempt;
  count: Attempt;
  changePassword: Attempt;
  badCredentials: Attempt;
  lastRequestHeaders: string;
}

interface PhpResults {
  wsdl11: WsdlRun;
  wsdl12: WsdlRun;
  plain11: Attempt;
  plain12: Attempt;
  v12: { list: Attempt; json: Attempt };
}

describeWithClient(PHP_SOAP, 'PHP SoapClient', () => {
  let app: TestApp;
  let results: PhpResults;
  const account = DEMO_ACCOUNTS[0]!;

  beforeAll(async () => {
    app = await startTestApp();
    results = await runClientScript<PhpResults>('php', 'test/clients/soap-client.php', app.baseUrl, account);
  });

  afterAll(async () => {
    await app.close();
  });

  it.each(['wsdl11', 'wsdl12'] as const)('reads a page of properties from the WSDL (%s)', (mode) => {
    const list = results[mode].list;
    expect(list.ok).toBe(true);
    const xml = String(list.value);
    expect(xml).toMatch(/^<PropertyList><From>1<\/From><To>3<\/To><RowsCount>\d+<\/RowsCount><Items><Property><ID>\d+<\/ID>/);
    const prices = [...xml.matchAll(/<Price>(\d+(?:\.\d+)?)<\/Price>/g)].map((m) => Number(m[1]));
    expect(prices).toHaveLength(3);
    expect([...prices].sort((a, b) => b - a)).toEqual(prices);
    expect(xml).toContain('<LanguageID>2</LanguageID>');
  });

  it.each(['wsdl11', 'wsdl12'] as const)('gets counts, int results and faults as PHP types (%s)', (mode) => {
    const run = results[mode];
    expect(String(run.count.value)).toMatch(/^<PropertyCount><RowsCount>\d+<\/RowsCount><\/PropertyCount>$/);
    expect(run.changePassword).toEqual({ ok: true, value: 0 });
    expect(run.badCredentials).toMatchObject({
      ok: false,
      faultcode: mode === 'wsdl11' ? 'soap:Server' : 'soap:Receiver',
      faultstring: 'Server was unable to process request. ---> Invalid customer name or password.',
    });
  });

  it('sends SOAPAction in 1.1 and the action content-type parameter in 1.2', () => {
    expect(results.wsdl11.lastRequestHeaders).toMatch(/SOAPAction: "http:\/\/tempuri\.org\/GetSite"/);
    expect(results.wsdl12.lastRequestHeaders).toMatch(/Content-Type: application\/soap\+xml; charset=utf-8; action="http:\/\/tempuri\.org\/GetSite"/);
  });

  it.each(['plain11', 'plain12'] as const)('works without a WSDL (%s)', (mode) => {
    expect(results[mode].ok).toBe(true);
    expect(String(results[mode].value)).toMatch(/^<CountryList><Items><Country><ID>\d+<\/ID><Name>[^<]+<\/Name><Abbr>BE<\/Abbr>/);
  });

  it('calls the v1.2 interface from ?singleWsdl', () => {
    expect(results.v12.list).toMatchObject({ ok: true, value: { Code: 0, Success: true, Value: { From: 1, To: 2 } } });
    const json = JSON.parse(String(results.v12.json.value)) as { Code: number; Value: { RowsCount: number; Items: { ID: number; Name: string }[] } };
    expect(json.Code).toBe(0);
    expect(json.Value.RowsCount).toBe(HISTORY_TYPES.length);
    expect(json.Value.Items.map((type) => type.ID)).toEqual(HISTORY_TYPES.map((_, id) => id));
  });
});
