/**
 * Load benchmark of the main operations against two references measured in the same run:
 * node-soap answering the same operation with a canned result of the same size, and a bare
 * `node:http` server answering our exact bytes. Each server runs in its own child process (the
 * load generator does not share their event loops); the three are loaded in alternating turns
 * so that background load on a shared machine weighs on all of them alike. Prints req/s, p50/p99 and the ratio to
 * node-soap per scenario, then the latency of uncached work (counts with a new filter each call,
 * deep pages) one call at a time, the service's peak memory and longest event-loop stall, and
 * writes everything to bench-results/<timestamp>.json.
 *
 *   npm run bench                                   # temp SQLite file with the demo data
 *   npm run bench -- --quick                        # a few seconds per scenario
 *   DATABASE_URL=mysql://root@127.0.0.1:3306/seedbench npm run bench -- --account bench --password bench
 *   npm run bench -- --seconds 10 --connections 32 --only getproperty
 *   npm run bench -- --quick --only get-list-20 --profile bench-results/profiles   # the service writes a .cpuprofile there
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { CITIES } from '../seeding/cities.js';
import { listParameters as benchListParameters, soap11Envelope } from './bench-requests.js';
import { fetchBody, runInterleaved, runLoad, runSequential, type LoadRequest, type LoadResult, type RequestPool } from './load.js';
import type { CannedScenario, ReferenceSetup } from './reference-servers.js';
import type { ProbeReport } from './service-probe.js';

const { values: args } = parseArgs({
  options: {
    seconds: { type: 'string' },
    connections: { type: 'string', default: '32' },
    'high-connections': { type: 'string', default: '64' },
    account: { type: 'string', default: 'demo' },
    password: { type: 'string', default: 'demo' },
    port: { type: 'string', default: '18090' },
    quick: { type: 'boolean', default: false },
    only: { type: 'string' },
    label: { type: 'string', default: '' },
    profile: { type: 'string' },
  },
});

const quick = args.quick;
const seconds = Number(args.seconds ?? (quick ? 2 : 5));
const warmupSeconds = quick ? 0.5 : 1;
const sequentialCalls = quick ? 8 : 25;
/** Each scenario's seconds are given to ours, node-soap and bare in this many alternating turns. */
const slices = quick ? 2 : 5;
const connections = Number(args.connections);
const highConnections = Number(args['high-connections']);
const port = Number(args.port);
const target = {
  ours: `http://127.0.0.1:${port}`,
  soap: `http://127.0.0.1:${port + 1}`,
  bare: `http://127.0.0.1:${port + 2}`,
};
const namespace = process.env['ASMX_NAMESPACE'] ?? 'http://tempuri.org/';
const ns = namespace.endsWith('/') ? namespace : `${namespace}/`;
const credentials = { CustomerName: args.account, CustomerPassword: args.password };

const listParameters = benchListParameters(credentials);
const countParameters = { ...credentials, PriceFrom: '0', PriceTo: '0', Goal: '0', PostalCodes: '', MinRoom: '0', NrRooms: '', GeographicIDs: '', TypeIDs: '', CityNames: '' };

function soap11(operation: string, parameters: Record<string, string>, path = '/serviceapi.asmx'): LoadRequest {
  return {
    method: 'POST',
    path,
    headers: { 'Content-Type': 'text/xml; charset=utf-8', SOAPAction: `"${ns}${operation}"` },
    body: soap11Envelope(namespace, operation, parameters),
  };
}

function httpGet(operation: string, parameters: Record<string, string>): LoadRequest {
  return { method: 'GET', path: `/serviceapi.asmx/${operation}?${new URLSearchParams(parameters).toString()}` };
}

function v12Json(operation: string, request: Record<string, unknown>): LoadRequest {
  return { method: 'GET', path: `/1.2/APIService.svc/${operation}Json?json=${encodeURIComponent(JSON.stringify(request))}` };
}

/** A load scenario: our requests, and the first-interface operation and arguments node-soap answers for it. */
interface LoadScenario {
  readonly id: string;
  readonly name: string;
  readonly pool: RequestPool;
  readonly soapOperation: string;
  readonly soapArguments: Record<string, string>;
  readonly connections?: number;
}

interface SequentialScenario {
  readonly id: string;
  readonly name: string;
  readonly requests: RequestPool;
}

/** The result text inside our response: what node-soap is given to return (it escapes it itself). */
function resultText(body: string, request: LoadRequest): string {
  if (request.path.startsWith('/1.2/')) return body;
  const match = /<(\w+Result|string)(?: [^>]*)?>([\s\S]*)<\/\1>/.exec(body);
  if (!match) throw new Error(`no result element in ${body.slice(0, 200)}`);
  return match[2]!.replaceAll('&lt;', '<').replaceAll('&gt;', '>').replaceAll('&quot;', '"').replaceAll('&amp;', '&');
}

function contentTypeOf(request: LoadRequest): string {
  return request.path.startsWith('/1.2/') ? 'application/json; charset=utf-8' : 'text/xml; charset=utf-8';
}

function ids(text: string): number[] {
  return [...text.matchAll(/&lt;Property&gt;&lt;ID&gt;(\d+)&lt;\/ID&gt;/g)].map((match) => Number(match[1]));
}

async function waitUntilUp(child: ChildProcess, url: string): Promise<void> {
  const deadline = Date.now() + 600_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the service exited with code ${child.exitCode}`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the service did not start within 10 minutes');
}

function probe(child: ChildProcess): Promise<ProbeReport> {
  return new Promise((resolve) => {
    child.once('message', (message) => resolve(message as ProbeReport));
    child.send('probe');
  });
}

async function startReference(kind: 'soap' | 'bare', setup: ReferenceSetup): Promise<ChildProcess> {
  const child = spawn(process.execPath, [join(here, 'reference-servers.js'), kind], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  await new Promise<void>((resolve, reject) => {
    child.once('message', () => resolve());
    child.once('exit', (code) => reject(new Error(`the ${kind} reference server exited with code ${code}`)));
    child.send(setup);
  });
  return child;
}

/** Ids of listed properties spread over the whole listing (random ids for GetProperty). */
async function sampleIds(total: number, wanted: number): Promise<number[]> {
  const perPage = 25;
  const found = new Set<number>();
  for (let page = 0; page < Math.ceil(wanted / perPage); page++) {
    const start = 1 + Math.floor(Math.random() * Math.max(1, total - perPage));
    const body = await fetchBody(target.ours, httpGet('GetPropertyList', { ...listParameters, Limit1: String(start), Limit2: String(start + perPage - 1) }));
    for (const id of ids(body)) found.add(id);
  }
  return [...found];
}

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..', '..');
const scratch = mkdtempSync(join(tmpdir(), 'listing-bench-'));
const databaseUrl = process.env['DATABASE_URL'] ?? `sqlite:${join(scratch, 'bench.sqlite')}`;
const env = {
  ...process.env,
  PORT: String(port),
  HOST: '127.0.0.1',
  DATABASE_URL: databaseUrl,
  DEMO_DATA: process.env['DATABASE_URL'] ? 'false' : 'true',
  THROTTLE_MAX_FAILURES: '1000000',
};
const profileFlags = args.profile ? ['--cpu-prof', `--cpu-prof-dir=${args.profile}`] : [];
const service = spawn(process.execPath, [...profileFlags, '--import', pathToFileURL(join(here, 'service-probe.js')).href, join(root, 'dist', 'main.js')], {
  env,
  stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
});
const references: ChildProcess[] = [];

try {
  await waitUntilUp(service, `${target.ours}/serviceapi.asmx?WSDL`);
  const wsdl = await fetchBody(target.ours, { method: 'GET', path: '/serviceapi.asmx?WSDL' });
  const countBody = await fetchBody(target.ours, v12Json('GetPropertyList2', { ...credentials, Goal: 0, Limit1: 1, Limit2: 1 }));
  const total = (JSON.parse(countBody) as { GetPropertyList2JsonResult?: { Value?: { RowsCount?: number } } }).GetPropertyList2JsonResult?.Value?.RowsCount ?? 0;
  if (total < 30) throw new Error(`the account ${args.account} lists only ${total} properties for sale`);
  const randomIds = await sampleIds(total, quick ? 100 : 500);
  const detail = (id: number) => ({ ...credentials, ID: String(id), LanguageID: '2', RICHTEXTFORMAT: '1' });
  const middle = Math.floor(total / 2);
  const page = (from: number, size: number) => ({ ...listParameters, Limit1: String(from), Limit2: String(from + size - 1) });
  const countFilter = { ...countParameters, PriceFrom: '100000', PriceTo: '500000', MinRoom: '2' };

  const load: LoadScenario[] = [
    { id: 'getproperty-random', name: 'SOAP 1.1 GetProperty, random ids', pool: randomIds.map((id) => soap11('GetProperty', detail(id))), soapOperation: 'GetProperty', soapArguments: detail(randomIds[0]!) },
    { id: 'getproperty', name: 'SOAP 1.1 GetProperty, one id', pool: [soap11('GetProperty', detail(randomIds[0]!))], soapOperation: 'GetProperty', soapArguments: detail(randomIds[0]!) },
    { id: 'get-list-20', name: 'HTTP GET GetPropertyList, 20 records', pool: [httpGet('GetPropertyList', page(1, 20))], soapOperation: 'GetPropertyList', soapArguments: page(1, 20) },
    { id: 'soap-list-first', name: 'SOAP 1.1 GetPropertyList, first page of 10', pool: [soap11('GetPropertyList', page(1, 10))], soapOperation: 'GetPropertyList', soapArguments: page(1, 10) },
    { id: 'soap-list-middle', name: 'SOAP 1.1 GetPropertyList, middle page of 10', pool: [soap11('GetPropertyList', page(middle, 10))], soapOperation: 'GetPropertyList', soapArguments: page(middle, 10) },
    { id: 'soap-list-last', name: 'SOAP 1.1 GetPropertyList, last page of 10', pool: [soap11('GetPropertyList', page(total - 9, 10))], soapOperation: 'GetPropertyList', soapArguments: page(total - 9, 10) },
    {
      id: 'v12-list2-json-10',
      name: 'v1.2 GetPropertyList2Json, 10 records',
      pool: [v12Json('GetPropertyList2', { ...credentials, LanguageID: 1, Goal: 0, Limit1: 1, Limit2: 10 })],
      soapOperation: 'GetPropertyList',
      soapArguments: page(1, 10),
    },
    { id: 'get-count', name: 'HTTP GET GetPropertyCount (cached)', pool: [httpGet('GetPropertyCount', countFilter)], soapOperation: 'GetPropertyCount', soapArguments: countFilter },
    { id: 'get-countrycodes', name: 'HTTP GET GetCountryCodes', pool: [httpGet('GetCountryCodes', { ...credentials, Goal: '0', WebIDs: '' })], soapOperation: 'GetCountryCodes', soapArguments: { ...credentials, Goal: '0', WebIDs: '' } },
    { id: 'get-list-20-high', name: `HTTP GET GetPropertyList, 20 records, ${highConnections} connections`, pool: [httpGet('GetPropertyList', page(1, 20))], soapOperation: 'GetPropertyList', soapArguments: page(1, 20), connections: highConnections },
    { id: 'getproperty-random-high', name: `SOAP 1.1 GetProperty, random ids, ${highConnections} connections`, pool: randomIds.map((id) => soap11('GetProperty', detail(id))), soapOperation: 'GetProperty', soapArguments: detail(randomIds[0]!), connections: highConnections },
  ].filter((scenario) => !args.only || scenario.id.includes(args.only));

  const cityNames = [...new Set(CITIES.map((city) => city.name))];
  const span = Math.max(1, total - 9);
  const stamp = Date.now() % 100_000;
  const sequential: SequentialScenario[] = [
    {
      id: 'count-price-bedrooms-uncached',
      name: 'count, price + bedrooms, not cached',
      requests: Array.from({ length: sequentialCalls }, (_, i) => httpGet('GetPropertyCount', { ...countFilter, PriceFrom: String(100_000 + stamp + i), NrRooms: '2,3' })),
    },
    {
      id: 'count-citynames-uncached',
      name: 'count, CityNames, not cached',
      requests: Array.from({ length: sequentialCalls }, (_, i) =>
        httpGet('GetPropertyCount', { ...countParameters, CityNames: `${cityNames[i % cityNames.length]!.toUpperCase()},${cityNames[(i * 7 + stamp) % cityNames.length]}` }),
      ),
    },
    // Each call reads another page (ten rows further, wrapping round on a small listing), so neither the page nor its records come from a cache.
    { id: 'list-first-seq', name: 'list, first pages of 10 (new page each call)', requests: Array.from({ length: sequentialCalls }, (_, i) => soap11('GetPropertyList', page(1 + ((10 * i) % span), 10))) },
    { id: 'list-middle-seq', name: 'list, middle pages of 10 (new page each call)', requests: Array.from({ length: sequentialCalls }, (_, i) => soap11('GetPropertyList', page(1 + ((middle - 1 + 10 * i) % span), 10))) },
    {
      id: 'list-last-seq',
      name: 'list, last pages of 10 (new page each call)',
      requests: Array.from({ length: sequentialCalls }, (_, i) => soap11('GetPropertyList', page(Math.max(1, total - 9 - 10 * i), 10))),
    },
  ].filter((scenario) => !args.only || scenario.id.includes(args.only));

  const canned: CannedScenario[] = [];
  for (const scenario of load) {
    const request = scenario.pool[0]!;
    const body = await fetchBody(target.ours, request);
    canned.push({ id: scenario.id, operation: scenario.soapOperation, result: resultText(body, request), contentType: contentTypeOf(request), body });
  }
  const setup = { wsdl, canned };
  references.push(await startReference('soap', { ...setup, port: port + 1 }), await startReference('bare', { ...setup, port: port + 2 }));

  console.log(
    `service: ${databaseUrl.replace(/:[^:@/]*@/, ':***@')}, ${total} properties listed for sale; ${connections} connections, ${seconds} s per scenario and server${args.label ? `; ${args.label}` : ''}`,
  );
  console.log(`${'scenario'.padEnd(56)} ${'ours req/s'.padStart(10)} ${'p50'.padStart(7)} ${'p99'.padStart(7)} ${'node-soap'.padStart(9)} ${'ratio'.padStart(6)} ${'bare'.padStart(7)} ${'peak RSS'.padStart(9)} ${'stall'.padStart(7)}`);
  const loadResults = [];
  for (const scenario of load) {
    const options = { connections: scenario.connections ?? connections, seconds };
    const warm = { connections: options.connections, seconds: warmupSeconds };
    const soapRequest = soap11(scenario.soapOperation, scenario.soapArguments, `/soap/${scenario.id}`);
    const bareRequest = { ...scenario.pool[0]!, path: `/bare/${scenario.id}` };
    const targets = [
      { baseUrl: target.ours, pool: scenario.pool },
      { baseUrl: target.soap, pool: [soapRequest] },
      { baseUrl: target.bare, pool: [bareRequest] },
    ];
    for (const { baseUrl, pool } of targets) await runLoad(baseUrl, pool, warm);
    await probe(service);
    const [ours, nodeSoap, bare] = (await runInterleaved(targets, { ...options, slices })) as [LoadResult, LoadResult, LoadResult];
    const server = await probe(service);
    const ratio = Math.round((ours.requestsPerSecond / Math.max(1, nodeSoap.requestsPerSecond)) * 100) / 100;
    loadResults.push({ id: scenario.id, name: scenario.name, connections: options.connections, ours, nodeSoap, bare, ratioToNodeSoap: ratio, server });
    console.log(
      `${scenario.name.padEnd(56)} ${String(ours.requestsPerSecond).padStart(10)} ${`${ours.latencyMs.p50}`.padStart(7)} ${`${ours.latencyMs.p99}`.padStart(7)} ` +
        `${String(nodeSoap.requestsPerSecond).padStart(9)} ${ratio.toFixed(2).padStart(6)} ${String(bare.requestsPerSecond).padStart(7)} ` +
        `${`${server.peakRssMb} MB`.padStart(9)} ${`${server.maxStallMs}`.padStart(7)}${ours.errors + nodeSoap.errors + bare.errors > 0 ? `  errors ${ours.errors}/${nodeSoap.errors}/${bare.errors}` : ''}`,
    );
  }

  console.log(`\n${'one call at a time (ms)'.padEnd(56)} ${'p50'.padStart(8)} ${'p99'.padStart(8)} ${'max'.padStart(8)} ${'stall'.padStart(7)}`);
  const sequentialResults: { id: string; name: string; result: LoadResult; server: ProbeReport }[] = [];
  for (const scenario of sequential) {
    await probe(service);
    const result = await runSequential(target.ours, scenario.requests);
    const server = await probe(service);
    sequentialResults.push({ id: scenario.id, name: scenario.name, result, server });
    const { p50, p99, max } = result.latencyMs;
    console.log(`${scenario.name.padEnd(56)} ${String(p50).padStart(8)} ${String(p99).padStart(8)} ${String(max).padStart(8)} ${String(server.maxStallMs).padStart(7)}${result.errors > 0 ? `  errors ${result.errors}` : ''}`);
  }

  const out = join(root, 'bench-results');
  mkdirSync(out, { recursive: true });
  const file = join(out, `${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
  writeFileSync(
    file,
    JSON.stringify(
      { date: new Date().toISOString(), label: args.label, database: databaseUrl.split(':')[0], total, connections, seconds, quick, load: loadResults, sequential: sequentialResults },
      null,
      2,
    ),
  );
  console.log(`results written to ${file}`);
  const errors = [...loadResults.map((r) => r.ours.errors + r.nodeSoap.errors + r.bare.errors), ...sequentialResults.map((r) => r.result.errors)];
  if (errors.some((n) => n > 0)) process.exitCode = 1;
} finally {
  const serviceExit = new Promise((resolve) => service.once('exit', resolve));
  for (const child of [service, ...references]) child.kill('SIGTERM');
  // A profile is written when the service has exited.
  if (args.profile) await serviceExit;
  rmSync(scratch, { recursive: true, force: true });
}
