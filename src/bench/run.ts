/**
 * Load benchmark of the main operations: starts the built service in a child process (so the
 * load generator does not share its event loop), waits until it answers, then drives each
 * scenario over keep-alive connections and prints requests/s, latency percentiles and the
 * server's memory. Results are also written to bench-results/<timestamp>.json.
 *
 *   npm run bench                                   # temp SQLite file with the demo data
 *   DATABASE_URL=mysql://root@127.0.0.1:3306/seedbench npm run bench -- --account bench --password bench
 *   npm run bench -- --seconds 10 --connections 32
 */
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { runLoad, type LoadRequest, type LoadResult } from './load.js';

const { values: args } = parseArgs({
  options: {
    seconds: { type: 'string', default: '5' },
    connections: { type: 'string', default: '32' },
    account: { type: 'string', default: 'demo' },
    password: { type: 'string', default: 'demo' },
    port: { type: 'string', default: '18090' },
  },
});

const seconds = Number(args.seconds);
const connections = Number(args.connections);
const port = Number(args.port);
const baseUrl = `http://127.0.0.1:${port}`;
const namespace = process.env['ASMX_NAMESPACE'] ?? 'http://tempuri.org/';
const ns = namespace.endsWith('/') ? namespace : `${namespace}/`;
const credentials = { CustomerName: args.account, CustomerPassword: args.password };

const listParameters = {
  ...credentials,
  LanguageID: '1',
  PriceFrom: '0',
  PriceTo: '0',
  Goal: '0',
  GeographicIDs: '',
  PostalCodes: '',
  TypeIDs: '',
  MinRoom: '0',
  NrRooms: '',
  Recordfiles: '',
  CityNames: '',
  PictureSizeMaxWidth: '0',
  PictureSizeMaxHeight: '0',
  Limit1: '1',
  Limit2: '10',
  SORTORDER: '',
};

function soap11(operation: string, parameters: Record<string, string>): LoadRequest {
  const children = Object.entries(parameters)
    .map(([name, value]) => `<${name}>${value}</${name}>`)
    .join('');
  return {
    method: 'POST',
    path: '/serviceapi.asmx',
    headers: { 'Content-Type': 'text/xml; charset=utf-8', SOAPAction: `"${ns}${operation}"` },
    body:
      '<?xml version="1.0" encoding="utf-8"?><soap:Envelope xmlns:soap="http://schemas.xmlsoap.org/soap/envelope/">' +
      `<soap:Body><${operation} xmlns="${namespace}">${children}</${operation}></soap:Body></soap:Envelope>`,
  };
}

function httpGet(operation: string, parameters: Record<string, string>): LoadRequest {
  return { method: 'GET', path: `/serviceapi.asmx/${operation}?${new URLSearchParams(parameters).toString()}` };
}

function v12Json(operation: string, request: Record<string, unknown>): LoadRequest {
  return { method: 'GET', path: `/1.2/APIService.svc/${operation}Json?json=${encodeURIComponent(JSON.stringify(request))}` };
}

async function waitUntilUp(child: ReturnType<typeof spawn>): Promise<void> {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the service exited with code ${child.exitCode}`);
    try {
      const response = await fetch(`${baseUrl}/serviceapi.asmx?WSDL`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the service did not start within 180 s');
}

async function firstPropertyId(): Promise<string> {
  const response = await fetch(`${baseUrl}${httpGet('GetPropertyList', listParameters).path}`);
  const text = await response.text();
  const id = /&lt;ID&gt;(\d+)&lt;\/ID&gt;/.exec(text)?.[1];
  if (!id) throw new Error(`GetPropertyList returned no property (${response.status}): ${text.slice(0, 300)}`);
  return id;
}

async function propertyCount(): Promise<number> {
  const response = await fetch(`${baseUrl}${v12Json('GetPropertyList2', { CustomerName: args.account, CustomerPassword: args.password, Goal: 0, Limit1: 1, Limit2: 1 }).path}`);
  const body = (await response.json()) as { GetPropertyList2JsonResult?: { Value?: { RowsCount?: number } } };
  return body.GetPropertyList2JsonResult?.Value?.RowsCount ?? 0;
}

function serverMemoryMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return Math.round(kb / 1024);
}

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const scratch = mkdtempSync(join(tmpdir(), 'listing-bench-'));
const env = {
  ...process.env,
  PORT: String(port),
  HOST: '127.0.0.1',
  DATABASE_URL: process.env['DATABASE_URL'] ?? `sqlite:${join(scratch, 'bench.sqlite')}`,
  DEMO_DATA: process.env['DATABASE_URL'] ? 'false' : 'true',
  THROTTLE_MAX_FAILURES: '1000000',
};
const child = spawn(process.execPath, [join(root, 'dist', 'main.js')], { env, stdio: ['ignore', 'ignore', 'inherit'] });

try {
  await waitUntilUp(child);
  const id = await firstPropertyId();
  const total = await propertyCount();
  const deepStart = Math.max(1, total - 20);
  const scenarios: [string, LoadRequest][] = [
    ['ASMX SOAP 1.1 GetPropertyList (page of 10)', soap11('GetPropertyList', listParameters)],
    ['ASMX SOAP 1.1 GetPropertyList (deep page)', soap11('GetPropertyList', { ...listParameters, Limit1: String(deepStart), Limit2: String(deepStart + 9) })],
    ['ASMX SOAP 1.1 GetProperty', soap11('GetProperty', { ...credentials, ID: id, LanguageID: '2', RICHTEXTFORMAT: '1' })],
    ['ASMX HTTP GET GetPropertyCount', httpGet('GetPropertyCount', { ...credentials, PriceFrom: '100000', PriceTo: '500000', Goal: '0', PostalCodes: '', MinRoom: '2', NrRooms: '', GeographicIDs: '', TypeIDs: '', CityNames: '' })],
    ['ASMX HTTP GET GetCountryCodes', httpGet('GetCountryCodes', { ...credentials, Goal: '0', WebIDs: '' })],
    ['v1.2 Json GetPropertyList2 (page of 10)', v12Json('GetPropertyList2', { CustomerName: args.account, CustomerPassword: args.password, LanguageID: 1, Goal: 0, Limit1: 1, Limit2: 10 })],
  ];
  const results: (LoadResult & { serverRssMb: number })[] = [];
  console.log(`service: ${env.DATABASE_URL.replace(/:[^:@/]*@/, ':***@')}, ${total} public properties for sale; ${connections} connections, ${seconds} s per scenario`);
  for (const [name, request] of scenarios) {
    await runLoad(name, baseUrl, request, { connections, seconds: 1 });
    const result = await runLoad(name, baseUrl, request, { connections, seconds });
    results.push({ ...result, serverRssMb: serverMemoryMb(child.pid!) });
    const { p50, p99 } = result.latencyMs;
    console.log(`${name.padEnd(48)} ${String(result.requestsPerSecond).padStart(7)} req/s  p50 ${p50} ms  p99 ${p99} ms  errors ${result.errors}  server RSS ${serverMemoryMb(child.pid!)} MB`);
  }
  const out = join(root, 'bench-results');
  mkdirSync(out, { recursive: true });
  const file = join(out, `${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
  writeFileSync(file, JSON.stringify({ date: new Date().toISOString(), database: env.DATABASE_URL.split(':')[0], connections, seconds, total, results }, null, 2));
  console.log(`results written to ${file}`);
  if (results.some((r) => r.errors > 0)) process.exitCode = 1;
} finally {
  child.kill('SIGTERM');
  rmSync(scratch, { recursive: true, force: true });
}
