import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DEMO_ACCOUNTS } from '../../src/database/seed/demo-data.js';
import { startTestApp, type TestApp } from '../support/app.js';

/**
 * .NET back-offices call the first interface through a proxy class generated from the WSDL. This
 * suite generates one with Mono's `wsdl` tool from the running service, compiles
 * test/clients/dotnet/Program.cs against it and runs it (SoapHttpClientProtocol in SOAP 1.1 and
 * 1.2). Needs Debian's mono-devel (`.ci/run` installs it).
 */
const run = promisify(execFile);
const options = { timeout: 120_000, maxBuffer: 16 * 1024 * 1024 };

describe('.NET proxy generated from the WSDL', () => {
  let app: TestApp;
  let work: string;
  const results = new Map<string, string>();
  const account = DEMO_ACCOUNTS[0]!;

  beforeAll(async () => {
    app = await startTestApp();
    work = mkdtempSync(join(tmpdir(), 'dotnet-client-'));
    await run('wsdl', ['-nologo', `-out:${join(work, 'ServiceAPI.cs')}`, `${app.baseUrl}/serviceapi.asmx?WSDL`], options);
    const exe = join(work, 'client.exe');
    await run('mcs', ['-nologo', '-r:System.Web.Services', `-out:${exe}`, 'test/clients/dotnet/Program.cs', join(work, 'ServiceAPI.cs')], options);
    const { stdout } = await run('mono', [exe, app.baseUrl, account.name, account.password], options);
    for (const line of stdout.trim().split('\n')) {
      const [key, value] = line.split('\t');
      results.set(key!, Buffer.from(value!, 'base64').toString('utf8'));
    }
  });

  afterAll(async () => {
    await app.close();
    rmSync(work, { recursive: true, force: true });
  });

  it.each(['soap11', 'soap12'])('searches with decimal bounds and sorts (%s)', (version) => {
    const list = results.get(`${version}.list`)!;
    const total = Number(/<RowsCount>(\d+)<\/RowsCount>/.exec(list)?.[1]);
    expect(list).toMatch(/^<PropertyList><From>1<\/From><To>5<\/To>/);
    const prices = [...list.matchAll(/<Price>(\d+(?:\.\d+)?)<\/Price>/g)].map((m) => Number(m[1]));
    expect(prices.length).toBe(Math.min(5, total));
    expect(prices.every((price) => price >= 100_000 && price <= 600_000)).toBe(true);
    expect([...prices].sort((a, b) => a - b)).toEqual(prices);
    expect(results.get(`${version}.count`)).toBe(`<PropertyCount><RowsCount>${total}</RowsCount></PropertyCount>`);
  });

  it.each(['soap11', 'soap12'])('sends dateTime bounds, including DateTime.MinValue as "no bound" (%s)', (version) => {
    const history = results.get(`${version}.history`)!;
    const dates = [...history.matchAll(/<Date>([^<]+)<\/Date>/g)].map((m) => m[1]!);
    expect(dates.length).toBeGreaterThan(0);
    expect(dates.every((date) => date >= '2000-01-01')).toBe(true);
    expect(history).toContain('<PropertyID>1</PropertyID>');
  });

  it.each(['soap11', 'soap12'])('reads int results, parameterless operations and faults (%s)', (version) => {
    expect(results.get(`${version}.changePassword`)).toBe('0');
    expect(results.get(`${version}.houseOfWeek`)).toMatch(/^<HouseOfWeek><Items><Entry><ID>\d+<\/ID>/);
    expect(results.get(`${version}.badCredentials`)).toBe(
      `FAULT ${version === 'soap11' ? 'Server' : 'Receiver'}: Server was unable to process request. ---> Invalid customer name or password.`,
    );
  });
});
