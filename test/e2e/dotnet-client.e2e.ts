import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, expect, it } from '@jest/globals';
import { DEMO_ACCOUNTS } from '../../src/seeding/demo-data.js';
import { startTestApp, type TestApp } from '../support/app.js';
import { describeWithClient, MONO } from '../support/system-clients.js';

/**
 * .NET back-offices call the service through client classes generated from its descriptions:
 * an ASMX proxy (Mono's `wsdl` tool, SoapHttpClientProtocol, SOAP 1.1 and 1.2) for the first
 * interface and a WCF client (`svcutil` from ?singleWsdl, BasicHttpBinding, DataContractSerializer)
 * for the second. Each suite generates the client from the running service, compiles a program of
 * test/clients/dotnet/ against it and runs it. Needs Debian's mono-devel (`.ci/run` installs it).
 */
const run = promisify(execFile);
const options = { timeout: 120_000, maxBuffer: 16 * 1024 * 1024 };
const account = DEMO_ACCOUNTS[0]!;

interface DotnetClient {
  /** The generator command (tool and arguments) that writes the client source to `out`. */
  readonly generate: (out: string, baseUrl: string) => [string, string[]];
  readonly program: string;
  readonly references: readonly string[];
}

/** Generates, compiles and runs a client; returns its "key<TAB>base64" lines as a map. */
async function runDotnetClient(app: TestApp, work: string, client: DotnetClient): Promise<Map<string, string>> {
  const generated = join(work, 'Generated.cs');
  const [tool, args] = client.generate(generated, app.baseUrl);
  await run(tool, args, { ...options, cwd: work });
  const exe = join(work, 'client.exe');
  await run('mcs', ['-nologo', ...client.references.map((r) => `-r:${r}`), `-out:${exe}`, client.program, generated], options);
  const { stdout } = await run('mono', [exe, app.baseUrl, account.name, account.password], options);
  return new Map(
    stdout
      .trim()
      .split('\n')
      .map((line) => line.split('\t'))
      .map(([key, value]) => [key!, Buffer.from(value!, 'base64').toString('utf8')]),
  );
}

describeWithClient(MONO, '.NET clients generated from the service descriptions', () => {
  let app: TestApp;
  let work: string;
  let results: Map<string, string>;
  let wcf: Map<string, string>;

  beforeAll(async () => {
    app = await startTestApp();
    work = mkdtempSync(join(tmpdir(), 'dotnet-client-'));
    results = await runDotnetClient(app, mkdtempSync(join(work, 'asmx-')), {
      generate: (out, baseUrl) => ['wsdl', ['-nologo', `-out:${out}`, `${baseUrl}/serviceapi.asmx?WSDL`]],
      program: 'test/clients/dotnet/Program.cs',
      references: ['System.Web.Services'],
    });
    wcf = await runDotnetClient(app, mkdtempSync(join(work, 'wcf-')), {
      generate: (out, baseUrl) => ['svcutil', ['-nologo', `-o:${out}`, `${baseUrl}/1.2/APIService.svc?singleWsdl`]],
      program: 'test/clients/dotnet/WcfProgram.cs',
      references: ['System.ServiceModel', 'System.Runtime.Serialization', 'System.Core', 'Microsoft.CSharp'],
    });
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

  it('v1.2 through WCF: typed pages of Object-wrapped properties, typed lists, Json text and result codes', () => {
    expect(wcf.get('list.code')).toBe('0');
    expect(Number(wcf.get('list.rows'))).toBeGreaterThan(3);
    expect(wcf.get('list.to')).toBe('3');
    expect(wcf.get('list.items')).toBe('3');
    const [id, goal, price, city, type, language] = wcf.get('list.first')!.split('|');
    expect(Number(id)).toBeGreaterThan(0);
    expect(goal).toBe('1');
    expect(Number(price)).toBeGreaterThan(0);
    expect(city).not.toBe('');
    expect(type).not.toBe('');
    expect(['1', '2']).toContain(language);
    expect(wcf.get('types.count')).toBe('27');
    expect(wcf.get('types.first')).toBe('0|Contact');
    expect(JSON.parse(wcf.get('count.json')!)).toMatchObject({ Code: 0, Success: true, Value: [expect.any(Number), Number(wcf.get('list.rows'))] });
    expect(wcf.get('denied')).toBe('401|False|Invalid customer name or password.');
  });
});
