import { afterAll, beforeAll, expect, it } from '@jest/globals';
import { DEMO_ACCOUNTS } from '../../src/seeding/demo-data.js';
import { startTestApp, type TestApp } from '../support/app.js';
import { runClientScript } from '../support/clients.js';
import { describeWithClient, ZEEP, ZEEP_PYTHON } from '../support/system-clients.js';

/**
 * Python integrations generate their client with zeep from the WSDL. test/clients/zeep-client.py
 * calls both interfaces and prints what it got. Needs Debian's python3-zeep (`.ci/run` installs
 * it); ZEEP_PYTHON names another interpreter that has zeep.
 */

type Attempt = { ok: true; value: unknown } | { ok: false; code: string; message: string };

interface ZeepResults {
  ports: string[];
  soap11: Record<'list' | 'cities' | 'inactiveDemand' | 'unknownProperty', Attempt>;
  soap12: Record<'list' | 'cities' | 'inactiveDemand' | 'unknownProperty', Attempt>;
  v12: { count: { Code: number; Value: number[] }; list: { Code: number; Success: boolean; RowsCount: number; To: number } };
}

describeWithClient(ZEEP, 'Python zeep', () => {
  let app: TestApp;
  let results: ZeepResults;
  const account = DEMO_ACCOUNTS[0]!;

  beforeAll(async () => {
    app = await startTestApp();
    results = await runClientScript<ZeepResults>(ZEEP_PYTHON, 'test/clients/zeep-client.py', app.baseUrl, account);
  });

  afterAll(async () => {
    await app.close();
  });

  it('sees the four ports in the ASMX order', () => {
    expect(results.ports).toEqual(['ServiceAPISoap', 'ServiceAPISoap12', 'ServiceAPIHttpGet', 'ServiceAPIHttpPost']);
  });

  it.each(['soap11', 'soap12'] as const)('lists rentals cheapest first with the picture family that fits (%s)', (binding) => {
    const list = results[binding].list;
    expect(list.ok).toBe(true);
    const xml = String(list.ok && list.value);
    expect(xml).toMatch(/^<PropertyList><From>1<\/From><To>4<\/To><RowsCount>\d+<\/RowsCount>/);
    const prices = [...xml.matchAll(/<Price>(\d+(?:\.\d+)?)<\/Price>/g)].map((m) => Number(m[1]));
    expect(prices).toHaveLength(4);
    expect([...prices].sort((a, b) => a - b)).toEqual(prices);
    expect([...xml.matchAll(/<Goal>(\d)<\/Goal>/g)].map((m) => m[1])).toEqual(['1', '1', '1', '1']);
    expect([...xml.matchAll(/<MainPictureWidth>(\d+)<\/MainPictureWidth>/g)].every((m) => Number(m[1]) <= 400)).toBe(true);
  });

  it.each(['soap11', 'soap12'] as const)('passes doubles, reads ints and faults (%s)', (binding) => {
    const run = results[binding];
    const cities = String(run.cities.ok && run.cities.value);
    const latitudes = [...cities.matchAll(/<Latitude>([\d.]+)<\/Latitude>/g)].map((m) => Number(m[1]));
    expect(latitudes.length).toBeGreaterThan(0);
    expect(latitudes.every((lat) => lat >= 50.7 && lat <= 51.0)).toBe(true);
    expect(run.inactiveDemand).toEqual({ ok: true, value: 0 });
    expect(run.unknownProperty).toEqual({
      ok: false,
      code: binding === 'soap11' ? 'soap:Server' : 'soap:Receiver',
      message: 'Server was unable to process request. ---> Property 987654 was not found.',
    });
  });

  it('calls the v1.2 interface from ?singleWsdl, Json and Xml operations alike', () => {
    expect(results.v12.count.Code).toBe(0);
    expect(results.v12.count.Value).toHaveLength(2);
    expect(results.v12.list).toEqual({ Code: 0, Success: true, RowsCount: results.v12.count.Value[0], To: 2 });
  });
});
