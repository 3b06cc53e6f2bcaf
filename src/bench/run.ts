/**
 * Load benchmark of the main operations against two references measured in the same run:
 * node-soap answering the same operation with a canned result of the same size (the
 * bench-references test proves both references answer within 5 % of our bytes), and a bare
 * `node:http` server answering our exact bytes. Each server runs in its own child process (the
 * load generator does not share their event loops); the three are loaded in alternating turns
 * so that background load on a shared machine weighs on all of them alike. The load generator is
 * wrk when installed (else a Node client); its ceiling on the bare server is printed first.
 * Prints req/s, p50/p99 and the ratio to node-soap per scenario (GetProperty from a hot pool and
 * from ids drawn across the whole listing), then the latency of uncached work one call at a time
 * (counts with a new filter each call, list pages, the v1.2 sync and search paths), the service's
 * peak memory and longest event-loop stall, and writes everything to bench-results/<timestamp>.json.
 *
 *   npm run bench                                   # temp SQLite file with the demo data
 *   npm run bench -- --quick                        # a few seconds per scenario
 *   DATABASE_URL=mysql://root@127.0.0.1:3306/seedbench npm run bench -- --account bench --password bench
 *   npm run bench -- --seconds 10 --connections 32 --only getproperty
 *   npm run bench -- --quick --only get-list-20 --profile bench-results/profiles   # the service writes a .cpuprofile there
 *   npm run bench -- --table bench-results/<10k run>.json bench-results/<1M run>.json   # one-call latencies side by side
 *   npm run bench -- --only none --soak 600          # uncached counts under load for 10 minutes, per 30 s window
 *   npm run bench -- --import [--properties 10000] [--changed 5]   # incremental import into an agency (import-bench.ts)
 *   npm run bench -- --api [--agency A --account X --password Y] [--writers 16] [--samples 30]   # the agency API (api-bench.ts)
 *   npm run bench -- --only media                    # pictures alone: 24 MP ingest, /media/ serving vs the same bytes from memory
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { CITIES } from '../seeding/cities.js';
import { availableGenerator, fetchBody, runInterleaved, runLoad, runSequential, type Generator, type LoadResult, type RequestPool } from './load.js';
import type { ReferenceSetup } from './reference-servers.js';
import {
  cannedAnswers,
  countParameters,
  httpGet,
  listedIds,
  loadScenarios,
  pageParameters,
  referenceRequests,
  soap11,
  v12Json,
} from './scenarios.js';
import type { ProbeReport } from './service-probe.js';
import { runMediaBench, type MediaBenchResult } from './media-bench.js';
import { startService } from './service-process.js';

const { values: args, positionals } = parseArgs({
  allowPositionals: true,
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
    generator: { type: 'string' },
    'whole-ids': { type: 'string', default: '100000' },
    table: { type: 'boolean', default: false },
    soak: { type: 'string', default: '0' },
    import: { type: 'boolean', default: false },
    properties: { type: 'string', default: '10000' },
    changed: { type: 'string', default: '5' },
    api: { type: 'boolean', default: false },
    writers: { type: 'string', default: '16' },
    samples: { type: 'string', default: '30' },
    agency: { type: 'string', default: '1' },
  },
});

if (args.api) {
  const { runApiBench } = await import('./api-bench.js');
  await runApiBench({
    seconds: Number(args.seconds ?? 10),
    connections: Number(args.connections),
    writers: Number(args.writers),
    samples: Number(args.samples),
    agency: args.agency,
    account: args.account,
    password: args.password,
    port: Number(args.port),
  });
  process.exit();
}

if (args.import) {
  const { runImportBench } = await import('./import-bench.js');
  await runImportBench({ properties: Number(args.properties), changedPercent: Number(args.changed) });
  process.exit(0);
}

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
const credentials = { CustomerName: args.account, CustomerPassword: args.password };

interface SequentialScenario {
  readonly id: string;
  readonly name: string;
  readonly requests: RequestPool;
}

interface SavedRun {
  readonly label: string;
  readonly database: string;
  readonly total: number;
  readonly sequential: readonly { id: string; name: string; result: LoadResult }[];
}

/** `npm run bench -- --table small.json large.json`: the one-call-at-a-time latencies of two saved runs side by side (e.g. 10k and 1M). */
function printScaleTable(files: readonly string[]): void {
  const runs = files.map((file) => JSON.parse(readFileSync(file, 'utf8')) as SavedRun);
  const [small, large] = runs as [SavedRun, SavedRun];
  console.log(`${small.database}: ${small.total} listed (${small.label || files[0]}) → ${large.total} listed (${large.label || files[1]}), one call at a time, ms`);
  console.log(`${'scenario'.padEnd(56)} ${'p50'.padStart(8)} ${'p50'.padStart(8)} ${'×'.padStart(6)} ${'p99'.padStart(8)} ${'p99'.padStart(8)} ${'×'.padStart(6)}`);
  for (const row of small.sequential) {
    const other = large.sequential.find((candidate) => candidate.id === row.id);
    if (!other) continue;
    const times = (a: number, b: number) => (a > 0 ? (b / a).toFixed(1) : '–');
    const { p50, p99 } = row.result.latencyMs;
    const big = other.result.latencyMs;
    console.log(
      `${row.name.padEnd(56)} ${String(p50).padStart(8)} ${String(big.p50).padStart(8)} ${times(p50, big.p50).padStart(6)} ${String(p99).padStart(8)} ${String(big.p99).padStart(8)} ${times(p99, big.p99).padStart(6)}`,
    );
  }
}

if (args.table) {
  if (positionals.length !== 2) {
    console.error('usage: npm run bench -- --table <smaller run>.json <larger run>.json');
    process.exit(2);
  }
  printScaleTable(positionals);
  process.exit(0);
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

/** Ids of listed properties spread over the whole listing, read from list pages at random places. */
async function sampleIds(total: number, wanted: number): Promise<number[]> {
  const perPage = 100;
  const found = new Set<number>();
  const pages = Math.ceil(Math.min(wanted, total) / perPage) * 2;
  for (let page = 0; page < pages && found.size < wanted; page++) {
    const start = 1 + Math.floor(Math.random() * Math.max(1, total - perPage));
    const body = await fetchBody(target.ours, httpGet('GetPropertyList', pageParameters(credentials, start, perPage)));
    for (const id of listedIds(body)) found.add(id);
  }
  return [...found].slice(0, wanted);
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
  MEDIA_DIR: join(scratch, 'media'),
};
const profileFlags = args.profile ? ['--cpu-prof', `--cpu-prof-dir=${args.profile}`] : [];
const references: ChildProcess[] = [];

const service = await startService(env, { profileFlags, readyPath: '/serviceapi.asmx?WSDL' });
try {
  const wsdl = await fetchBody(target.ours, { method: 'GET', path: '/serviceapi.asmx?WSDL' });
  const countBody = await fetchBody(target.ours, v12Json('GetPropertyList2', { ...credentials, Goal: 0, Limit1: 1, Limit2: 1 }));
  const total = (JSON.parse(countBody) as { GetPropertyList2JsonResult?: { Value?: { RowsCount?: number } } }).GetPropertyList2JsonResult?.Value?.RowsCount ?? 0;
  if (total < 30) throw new Error(`the account ${args.account} lists only ${total} properties for sale`);
  const hotIds = await sampleIds(total, quick ? 100 : 500);
  const wholeIds = await sampleIds(total, Math.min(total, Number(args['whole-ids'])));
  const middle = Math.floor(total / 2);
  const page = (from: number, size: number) => pageParameters(credentials, from, size);
  const soap = (operation: string, parameters: Record<string, string>) => soap11(namespace, operation, parameters);
  const countFilter = { ...countParameters(credentials), PriceFrom: '100000', PriceTo: '500000', MinRoom: '2' };
  const load = loadScenarios({ namespace, credentials, total, hotIds, wholeIds, highConnections }).filter((scenario) => !args.only || scenario.id.includes(args.only));

  const cities = [...new Map(CITIES.map((city) => [city.name, city])).values()];
  const cityNames = cities.map((city) => city.name);
  const span = Math.max(1, total - 9);
  const stamp = Date.now() % 100_000;
  const calls = <T>(make: (i: number) => T): T[] => Array.from({ length: sequentialCalls }, (_, i) => make(i));
  /** Text as a user types it: lower case, without accents. */
  const typed = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
  const v12 = (operation: string, fields: Record<string, unknown>) => v12Json(operation, { ...credentials, ...fields });
  const streets = ['kerkstraat', 'eglise', 'moulin', 'stationsstraat', 'ecoles', 'tilleuls', 'chateau', 'molenstraat'];
  const sequential: SequentialScenario[] = [
    {
      id: 'count-price-bedrooms-uncached',
      name: 'count, price + bedrooms, not cached',
      requests: calls((i) => httpGet('GetPropertyCount', { ...countFilter, PriceFrom: String(100_000 + stamp + i), NrRooms: '2,3' })),
    },
    {
      id: 'count-citynames-uncached',
      name: 'count, CityNames, not cached',
      requests: calls((i) => httpGet('GetPropertyCount', { ...countParameters(credentials), CityNames: `${cityNames[i % cityNames.length]!.toUpperCase()},${cityNames[(i * 7 + stamp) % cityNames.length]}` })),
    },
    // Each call reads another page (ten rows further, wrapping round on a small listing), so neither the page nor its records come from a cache.
    { id: 'list-first-seq', name: 'list, first pages of 10 (new page each call)', requests: calls((i) => soap('GetPropertyList', page(1 + ((10 * i) % span), 10))) },
    { id: 'list-middle-seq', name: 'list, middle pages of 10 (new page each call)', requests: calls((i) => soap('GetPropertyList', page(1 + ((middle - 1 + 10 * i) % span), 10))) },
    { id: 'list-last-seq', name: 'list, last pages of 10 (new page each call)', requests: calls((i) => soap('GetPropertyList', page(Math.max(1, total - 9 - 10 * i), 10))) },
    // The v1.2 paths a partner's sync and a site's search take (ChangeSince pages are never cached).
    {
      id: 'v12-first-sync',
      name: 'v1.2 first sync, pages of 25 jumping across the listing',
      requests: calls((i) => {
        const from = 1 + 25 * Math.floor(((i / sequentialCalls) * Math.max(0, total - 25)) / 25);
        return v12('GetPropertyList', { ChangeSince: '2000-01-01 00:00:00', SortFields: 'LastChangedDate,ID', DisplayFields: 'ID,LastChangedDate', Limit1: from, Limit2: from + 24 });
      }),
    },
    {
      id: 'v12-sync-sequence',
      name: 'v1.2 sync, pages of 25 in sequence from the middle',
      requests: calls((i) => {
        const from = 1 + 25 * (Math.floor(middle / 25) + i);
        return v12('GetPropertyList', { ChangeSince: '2000-01-01 00:00:00', SortFields: 'LastChangedDate,ID', DisplayFields: 'ID,LastChangedDate', Limit1: from, Limit2: from + 24 });
      }),
    },
    {
      id: 'v12-changesince',
      name: 'v1.2 ChangeSince last 30 days, first page of 25',
      requests: calls((i) => v12('GetPropertyList', { ChangeSince: new Date(Date.now() - 30 * 86_400_000 - i * 1000).toISOString().slice(0, 19).replace('T', ' '), Limit1: 1, Limit2: 25, DisplayFields: 'ID' })),
    },
    { id: 'v12-prevnext', name: 'v1.2 GetPreviousNextOfProperty, ids of the whole listing', requests: calls((i) => v12('GetPreviousNextOfProperty', { ID: wholeIds[(i * 37) % wholeIds.length]!, Goal: 0 })) },
    {
      id: 'v12-keyword',
      name: 'v1.2 Keyword (a city, typed without accents), page of 10',
      requests: calls((i) => v12('GetPropertyList', { Keyword: typed(cityNames[(i * 13 + stamp) % cityNames.length]!), Limit1: 1, Limit2: 10, DisplayFields: 'ID' })),
    },
    {
      id: 'v12-street',
      name: 'v1.2 StreetName (typed without accents), page of 10',
      requests: calls((i) => v12('GetPropertyList', { StreetName: streets[i % streets.length], Goal: i % 2, MinRoom: i % 4, Limit1: 1, Limit2: 10, DisplayFields: 'ID' })),
    },
    {
      id: 'v12-gps',
      name: 'v1.2 GPS radius 2 km, page of 10',
      requests: calls((i) => {
        const city = cities[(i * 17 + stamp) % cities.length]!;
        return v12('GetPropertyList', { GpsX: city.longitude, GpsY: city.latitude, GpsRadius: 2, Limit1: 1, Limit2: 10, DisplayFields: 'ID' });
      }),
    },
  ].filter((scenario) => !args.only || scenario.id.includes(args.only));

  const canned = await cannedAnswers(target.ours, load);
  const setup = { wsdl, canned };
  references.push(await startReference('soap', { ...setup, port: port + 1 }), await startReference('bare', { ...setup, port: port + 2 }));

  const generator: Generator = args.generator === 'node' || args.generator === 'wrk' ? args.generator : await availableGenerator();
  // The generator's ceiling: the bare server answering the smallest canned answer, as fast as the generator can ask.
  let ceiling: LoadResult | null = null;
  const smallest = canned.reduce<(typeof canned)[number] | null>((a, b) => (a && Buffer.byteLength(a.body) <= Buffer.byteLength(b.body) ? a : b), null);
  const smallestScenario = load.find((scenario) => scenario.id === smallest?.id);
  if (smallest && smallestScenario) {
    ceiling = await runLoad(target.bare, [referenceRequests(namespace, smallestScenario).bare], { connections, seconds: Math.min(seconds, 3), generator });
    console.log(
      `load generator: ${generator}${generator === 'wrk' ? ' (1 thread)' : ' (node:http client)'}; its ceiling on the bare server (${smallest.id}, ${Buffer.byteLength(smallest.body)} bytes): ${ceiling.requestsPerSecond} req/s`,
    );
  }
  console.log(
    `service: ${databaseUrl.replace(/:[^:@/]*@/, ':***@')}, ${total} properties listed for sale; ${connections} connections, ${seconds} s per scenario and server${args.label ? `; ${args.label}` : ''}`,
  );
  console.log(`${'scenario'.padEnd(56)} ${'ours req/s'.padStart(10)} ${'p50'.padStart(7)} ${'p99'.padStart(7)} ${'node-soap'.padStart(9)} ${'ratio'.padStart(6)} ${'bare'.padStart(7)} ${'peak RSS'.padStart(9)} ${'stall'.padStart(7)}`);
  const loadResults = [];
  for (const scenario of load) {
    const options = { connections: scenario.connections ?? connections, seconds };
    const warm = { connections: options.connections, seconds: warmupSeconds, generator };
    const referenceCalls = referenceRequests(namespace, scenario);
    const targets = [
      { baseUrl: target.ours, pool: scenario.pool },
      { baseUrl: target.soap, pool: [referenceCalls.soap] },
      { baseUrl: target.bare, pool: [referenceCalls.bare] },
    ];
    for (const { baseUrl, pool } of targets) await runLoad(baseUrl, pool, warm);
    await probe(service);
    const [ours, nodeSoap, bare] = (await runInterleaved(targets, { ...options, slices, generator })) as [LoadResult, LoadResult, LoadResult];
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

  // Soak: uncached price + bedrooms counts (a new price bound on nearly every call) under load for
  // --soak seconds, in windows of 30 s: a plan that changes after minutes of load shows as a
  // window far slower than the first, a plan that some connections keep as a p99 far above the
  // first window's p50.
  const soakSeconds = Number(args.soak);
  const soakWindows: { window: number; result: LoadResult }[] = [];
  if (soakSeconds > 0) {
    const windowSeconds = Math.min(30, soakSeconds);
    const pool = Array.from({ length: 50_000 }, (_, i) => soap('GetPropertyCount', { ...countFilter, PriceFrom: String(100_000 + ((stamp * 7 + i) % 200_000)), NrRooms: '2,3' }));
    console.log(`\nsoak: uncached count, price + bedrooms, ${connections} connections, ${soakSeconds} s in windows of ${windowSeconds} s`);
    for (let window = 0; window * windowSeconds < soakSeconds; window++) {
      const result = await runLoad(target.ours, pool, { connections, seconds: windowSeconds, generator });
      soakWindows.push({ window, result });
      const first = soakWindows[0]!.result.latencyMs.p50;
      const flipped = first > 0 && result.latencyMs.p50 > 5 * first;
      // A plan kept by some connections only shows in the tail: MariaDB's prepared counts (see
      // sql-statements.ts) left p50 alone and put p99 at 10 - 20x it from the first window on.
      const tail = first > 0 && result.latencyMs.p99 > 5 * first;
      const warning = flipped ? '  SLOWER THAN 5x THE FIRST WINDOW (plan change?)' : tail ? '  P99 OVER 5x THE FIRST P50 (some calls on another plan?)' : '';
      console.log(
        `  ${String((window + 1) * windowSeconds).padStart(5)} s  ${String(result.requestsPerSecond).padStart(7)} req/s  p50 ${result.latencyMs.p50} ms  p99 ${result.latencyMs.p99} ms${warning}`,
      );
      if (flipped || tail) process.exitCode = 1;
    }
  }

  // Pictures: ingest of 24 MP photos, and /media/ serving against the same bytes from memory (--only media runs this alone).
  let media: MediaBenchResult | null = null;
  if (!args.only || 'media'.includes(args.only)) {
    media = await runMediaBench({
      baseUrl: target.ours,
      env,
      root,
      scratch,
      barePort: port + 3,
      servicePid: service.pid,
      credentials,
      propertyIds: wholeIds,
      probe: () => probe(service),
      generator,
      connections,
      seconds,
      slices,
      quick,
    });
  }

  const out = join(root, 'bench-results');
  mkdirSync(out, { recursive: true });
  const file = join(out, `${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
  writeFileSync(
    file,
    JSON.stringify(
      { date: new Date().toISOString(), label: args.label, database: databaseUrl.split(':')[0], total, connections, seconds, quick, generator, generatorCeiling: ceiling, load: loadResults, sequential: sequentialResults, soak: soakWindows, media },
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
