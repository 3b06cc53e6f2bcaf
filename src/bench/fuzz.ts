/**
 * Attack and fuzz run against the built service on loopback (not part of `npm test`): starts the
 * service in a child process over a temporary SQLite file with the demo data, sends a bounded,
 * seeded set of hostile and mutated requests to both interfaces, and checks every answer:
 *
 * - crash: the service process exits or stops answering;
 * - leak: an answer holds a stack trace, SQL error text, a password hash, or another agency's data;
 * - off-shape: an answer that is not in its protocol's shape (Nest's JSON errors, a missing
 *   X-Content-Type-Options, a v1.2 result without Code/Message/Success/Value, an unexpected status);
 * - stall: small requests sent while a hostile body (up to 4 MB) is processed wait more than 100 ms (p99);
 *   every attack's line reports the concurrent small requests' p50, p99 and maximum.
 *
 *   npm run fuzz                      # about a minute; exit code 1 when anything was found
 *   npm run fuzz -- --rounds 5000 --seed 7
 */
import { spawn } from 'node:child_process';
import { request as httpRequest } from 'node:http';
import { connect } from 'node:net';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { Worker } from 'node:worker_threads';
import { DEMO_ACCOUNTS, DEMO_PERSON_LOGINS } from '../seeding/demo-agencies.js';
import { Random } from '../seeding/random.js';

const { values: args } = parseArgs({
  options: {
    rounds: { type: 'string', default: '1500' },
    seed: { type: 'string', default: '1' },
    port: { type: 'string', default: '18091' },
  },
});

const port = Number(args.port);
const base = `http://127.0.0.1:${port}`;
const V12 = '/1.2/APIService.svc';
const OWN = DEMO_ACCOUNTS[0]!;
const OTHER = DEMO_ACCOUNTS[1]!;
const OWN_PERSON = DEMO_PERSON_LOGINS.find((login) => login.agencyId === OWN.agencyId)!;

interface Answer {
  readonly status: number;
  readonly headers: Record<string, string | string[] | undefined>;
  readonly body: string;
  readonly ms: number;
}

interface Finding {
  readonly kind: 'crash' | 'leak' | 'off-shape' | 'stall' | 'cross-tenant';
  readonly what: string;
  readonly detail: string;
}

const findings: Finding[] = [];
let sent = 0;

function report(kind: Finding['kind'], what: string, detail: string): void {
  if (findings.filter((f) => f.kind === kind).length < 20) findings.push({ kind, what, detail: detail.slice(0, 300) });
  else findings.push({ kind, what, detail: '' });
}

function send(method: string, path: string, body: string | Buffer = '', headers: Record<string, string> = {}): Promise<Answer> {
  const started = performance.now();
  return new Promise((resolve) => {
    const request = httpRequest(`${base}${path}`, { method, headers: { ...headers, 'Content-Length': String(Buffer.byteLength(body)) } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks).toString('utf8'), ms: performance.now() - started }),
      );
      response.on('error', () => resolve({ status: -1, headers: {}, body: '', ms: performance.now() - started }));
    });
    request.setTimeout(30_000, () => request.destroy());
    request.on('error', (error: NodeJS.ErrnoException) => resolve({ status: -1, headers: {}, body: error.code ?? error.message, ms: performance.now() - started }));
    request.end(body);
    sent += 1;
  });
}

/** Raw bytes on a new connection; the answer's text (status line, headers, body) until close. */
function sendRaw(text: string | Buffer): Promise<string> {
  return new Promise((resolve) => {
    const received: Buffer[] = [];
    const socket = connect(port, '127.0.0.1', () => socket.end(text));
    socket.setTimeout(15_000, () => socket.destroy());
    socket.on('data', (data: Buffer) => received.push(data));
    socket.on('error', () => undefined);
    socket.on('close', () => resolve(Buffer.concat(received).toString('latin1')));
    sent += 1;
  });
}

const LEAKS: readonly [RegExp, string][] = [
  [/\n\s+at [^\n]+\.(?:js|ts):\d+/, 'stack trace'],
  [/node_modules|\/src\/|\/dist\//, 'source path'],
  [/SQLITE_|ER_[A-Z_]+|QueryFailedError|syntax error|sqlMessage/i, 'database error text'],
  [/\$argon2id\$|\$scrypt\$/, 'password hash'],
];

/** Checks one answer for leaks and for the shape of its interface. */
function check(what: string, path: string, answer: Answer): void {
  if (answer.status === -1) {
    report('crash', what, `no answer: ${answer.body}`);
    return;
  }
  for (const [pattern, label] of LEAKS) if (pattern.test(answer.body)) report('leak', what, `${label}: ${answer.body}`);
  if (answer.headers['x-content-type-options'] !== 'nosniff') report('off-shape', what, `status ${answer.status} without nosniff`);
  if (/"statusCode"\s*:/.test(answer.body)) report('off-shape', what, `framework error body: ${answer.body}`);
  const type = String(answer.headers['content-type'] ?? '');
  if (answer.status >= 500 && answer.status !== 500) report('off-shape', what, `status ${answer.status}`);
  const lowerPath = path.toLowerCase();
  if (lowerPath.startsWith(`${V12.toLowerCase()}/`) && type.startsWith('application/json') && answer.body !== '') {
    let parsed: unknown;
    try {
      parsed = JSON.parse(answer.body);
    } catch {
      report('off-shape', what, `unparsable JSON: ${answer.body}`);
      return;
    }
    const result = (Object.keys(parsed as object).length === 1 ? Object.values(parsed as object)[0] : parsed) as Record<string, unknown>;
    if (!result || typeof result.Code !== 'number' || typeof result.Message !== 'string' || typeof result.Success !== 'boolean' || !('Value' in result)) {
      report('off-shape', what, `not a v1.2 result: ${answer.body}`);
    } else if (result.Success === false && result.Value !== null) {
      report('off-shape', what, `failure with a Value: ${answer.body}`);
    } else if (result.Code === 600) {
      report('off-shape', what, `generic error 600 (an unhandled failure): ${answer.body}`);
    }
  }
  if (answer.status === 500 && type.startsWith('text/plain') && /Internal error|An internal error/i.test(answer.body)) {
    report('off-shape', what, `internal error: ${answer.body}`);
  }
}

const generator = new Random(Number(args.seed));
const random = (): number => generator.next();
const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;

const NASTY = ['', "'", '"', '<', '>', '&', '&amp;', ']]>', '<!DOCTYPE x>', '%', '%zz', '%00', '\u0000', '\u001b', '\uffff', '\ud800', '💥', 'é', '-1', '2147483648', '1e309', 'NaN', '0001-01-01', '10000-01-01', '/Date(99999999999999999)/', '__proto__', 'constructor', 'x'.repeat(5000), ','.repeat(3000)];

/** encodeURIComponent that survives lone surrogates (they become U+FFFD, as a browser would send). */
function encode(text: string): string {
  return encodeURIComponent(text.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd'));
}

function mutate(text: string): string {
  const operations = [
    () => text.slice(0, Math.floor(random() * text.length)),
    () => {
      const at = Math.floor(random() * text.length);
      return text.slice(0, at) + pick(NASTY) + text.slice(at);
    },
    () => {
      const at = Math.floor(random() * text.length);
      return text.slice(0, at) + text.slice(at + 1 + Math.floor(random() * 10));
    },
    () => text.replace(/>[^<>]*</, `>${pick(NASTY)}<`),
    () => text.replace(/:\s*("[^"]*"|\d+)/, `:${JSON.stringify(pick(NASTY))}`),
  ];
  return pick(operations)();
}

const V12_OPERATIONS = ['GetPropertyList2', 'GetCountProperties2', 'GetPerson', 'GetPersonList', 'CheckPersonLogin', 'RegisterPerson', 'ContactOnMe', 'AddServiceOwnWebsiteVisit', 'GetHistorySummary', 'GetHistoriesType'];
const ASMX_OPERATIONS = ['GetPropertyList', 'GetProperty', 'GetPropertyCount', 'GetSite', 'GetPerson', 'UpdatePerson', 'GetCountries'];

function v12JsonBody(): string {
  const fields: Record<string, unknown> = { CustomerName: OWN.name, CustomerPassword: OWN.password, Limit1: 1, Limit2: 5, Goal: 0, PersonID: 1, PropertyID: 1 };
  fields[pick(['Zips', 'Email', 'Name', 'VisitDate', 'DateFrom', 'Conditions', 'TypeIDs', 'Source'])] = pick<unknown>([pick(NASTY), [pick(NASTY)], { Condition: [{ Goal: pick(NASTY) }] }, 12, null]);
  return JSON.stringify(fields);
}

function v12Soap(operation: string): string {
  return (
    '<?xml version="1.0" encoding="utf-8"?><s:Envelope xmlns:s="http://schemas.xmlsoap.org/soap/envelope/"><s:Body>' +
    `<${operation}Xml xmlns="http://tempuri.org/"><CustomerName>${OWN.name}</CustomerName><CustomerPassword>${OWN.password}</CustomerPassword>` +
    `<PersonID>1</PersonID><Limit1>1</Limit1><Limit2>5</Limit2></${operation}Xml></s:Body></s:Envelope>`
  );
}

function asmxSoap(operation: string): string {
  return (
    '<?xml version="1.0" encoding="utf-8"?><soap:Envelope xmlns:soap="http://schemas.xmlsoap.org/soap/envelope/"><soap:Body>' +
    `<${operation} xmlns="http://tempuri.org/"><CustomerName>${OWN.name}</CustomerName><CustomerPassword>${OWN.password}</CustomerPassword>` +
    `<ID>1</ID><LanguageID>1</LanguageID><Limit1>1</Limit1><Limit2>5</Limit2></${operation}></soap:Body></soap:Envelope>`
  );
}

/** One mutated request to a random interface and form. */
async function fuzzOnce(round: number): Promise<void> {
  const form = pick(['v12-json-get', 'v12-json-post', 'v12-soap', 'asmx-soap', 'asmx-get', 'method', 'path']);
  const v12 = pick(V12_OPERATIONS);
  const asmx = pick(ASMX_OPERATIONS);
  let path: string;
  let answer: Answer;
  switch (form) {
    case 'v12-json-get':
      path = `${V12}/${v12}${pick(['Json', 'Xml'])}?json=${encode(mutate(v12JsonBody()))}`;
      answer = await send('GET', path);
      break;
    case 'v12-json-post':
      path = `${V12}/${v12}Json`;
      answer = await send('POST', path, mutate(v12JsonBody()), { 'Content-Type': pick(['application/json', 'text/plain', 'application/x-www-form-urlencoded']) });
      break;
    case 'v12-soap':
      path = V12;
      answer = await send('POST', path, mutate(v12Soap(v12)), { 'Content-Type': 'text/xml; charset=utf-8' });
      break;
    case 'asmx-soap':
      path = '/serviceapi.asmx';
      answer = await send('POST', path, mutate(asmxSoap(asmx)), { 'Content-Type': pick(['text/xml; charset=utf-8', 'application/soap+xml; charset=utf-8']), SOAPAction: `"http://tempuri.org/${asmx}"` });
      break;
    case 'asmx-get':
      path = `/serviceapi.asmx/${asmx}?${mutate(`CustomerName=${OWN.name}&CustomerPassword=${OWN.password}&ID=1&LanguageID=1&email=a&password=b`)}`;
      answer = await send(pick(['GET', 'HEAD', 'POST']), path);
      break;
    case 'method':
      path = pick([V12, '/serviceapi.asmx', `${V12}/${v12}Json`, `/serviceapi.asmx/${asmx}`]);
      answer = await send(pick(['PUT', 'DELETE', 'PATCH', 'OPTIONS', 'HEAD', 'PROPFIND', 'SEARCH']), path, 'x');
      break;
    default:
      path = pick([`${V12}/`, `${V12}/${mutate(v12)}`, `/serviceapi.asmx/${mutate(asmx)}`, `${V12}/%${pick(['zz', 'C3%28', 'FF', ''])}`, `/serviceapi.asmx/%E0%A4%A`, '/%', `${V12}?${mutate('wsdl')}`, `/serviceapi.asmx?${mutate('WSDL')}`]);
      answer = await send('GET', path);
  }
  check(`round ${round} ${form}`, path, answer);
}

/** The p-th percentile (0–100) of some latencies. */
function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] as number;
}

/** Rounds of each attack, and attackers sending it at once in each round. */
const ATTACK_ROUNDS = 16;
const ATTACKERS = 2;
/** How often a small request is started while an attack runs (whether or not the last one was answered). */
const PROBE_INTERVAL_MS = 5;
/** The most a small request sent while an attack is processed may wait (p99). */
const SMALL_REQUEST_P99_MS = 100;

/**
 * The prober, on a worker thread of its own: small requests (the cached WSDL), one started every
 * `interval` ms (whether or not the last one was answered, as a site's visitors arrive) until told
 * to stop; it answers with their latencies. Its own event loop keeps the attackers' work in this
 * thread (writing 4 MB bodies, reading answers) out of its timings.
 */
const PROBER = `
const { parentPort, workerData } = require('node:worker_threads');
const http = require('node:http');
const agent = new http.Agent({ keepAlive: true });
const latencies = [];
let pending = 0;
let stopping = false;
const probe = () => {
  const started = performance.now();
  pending += 1;
  const request = http.get(workerData.url, { agent }, (response) => {
    response.resume();
    response.on('end', () => {
      latencies.push(performance.now() - started);
      pending -= 1;
      if (stopping && pending === 0) parentPort.postMessage(latencies);
    });
  });
  request.on('error', () => { pending -= 1; });
};
const timer = setInterval(probe, workerData.interval);
parentPort.on('message', () => {
  clearInterval(timer);
  stopping = true;
  if (pending === 0) parentPort.postMessage(latencies);
});
`;

/** Small-request latencies, measured by the prober while `during` runs. */
async function probeDuring<T>(during: Promise<T>): Promise<{ value: T; small: number[] }> {
  const worker = new Worker(PROBER, { eval: true, workerData: { url: `${base}${V12}?wsdl`, interval: PROBE_INTERVAL_MS } });
  const latencies = new Promise<number[]>((resolve) => worker.once('message', resolve));
  await new Promise((resolve) => worker.once('online', resolve));
  const value = await during;
  worker.postMessage('stop');
  const small = await latencies;
  await worker.terminate();
  sent += small.length;
  return { value, small };
}

/**
 * Sends `body` ATTACK_ROUNDS times from ATTACKERS clients at once while small requests are probed;
 * returns the attack's answers and the small requests' latencies. Bodies are built before, so the
 * probe times only the service.
 */
async function underAttack(path: string, body: Buffer, headers: Record<string, string>): Promise<{ answers: Answer[]; small: number[] }> {
  // Once before, unmeasured: the service compiles the code this attack runs (the first attack would otherwise pay for it).
  check('warm-up', path, await send('POST', path, body, headers));
  const attack = (async () => {
    const answers: Answer[] = [];
    for (let round = 0; round < ATTACK_ROUNDS; round += 1) {
      answers.push(...(await Promise.all(Array.from({ length: ATTACKERS }, () => send('POST', path, body, headers)))));
    }
    return answers;
  })();
  const { value: answers, small } = await probeDuring(attack);
  return { answers, small };
}

/** CPU milliseconds the service process has used so far (user and system; Linux /proc, 10 ms ticks), or NaN elsewhere. */
function serviceCpuMs(): number {
  try {
    const fields = readFileSync(`/proc/${child.pid}/stat`, 'utf8').replace(/^.*\) /, '').split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return Number.NaN;
  }
}

/**
 * The service's own event-loop delay since the last call (prom-client's default metrics, reset at
 * each scrape): p99 and max in ms, or undefined when /metrics does not answer.
 */
async function eventLoopDelay(): Promise<{ p99: number; max: number } | undefined> {
  const answer = await send('GET', '/metrics');
  const value = (name: string) => Number(new RegExp(`^${name} ([0-9.e+-]+)$`, 'm').exec(answer.body)?.[1]) * 1000;
  const p99 = value('nodejs_eventloop_lag_p99_seconds');
  const max = value('nodejs_eventloop_lag_max_seconds');
  return answer.status === 200 && Number.isFinite(p99) && Number.isFinite(max) ? { p99, max } : undefined;
}

function latencies(small: readonly number[]): string {
  return `${small.length} concurrent small requests: p50 ${Math.round(percentile(small, 50))} ms, p99 ${Math.round(percentile(small, 99))} ms, max ${Math.round(Math.max(0, ...small))} ms`;
}

/** The hostile requests the security issues were about; each must be answered in shape and quickly, without stalling others. */
async function attacks(): Promise<void> {
  const soapHead = { 'Content-Type': 'text/xml; charset=utf-8' };
  const v12Soap = (operation: string, inner: string) =>
    `<s:Envelope xmlns:s="http://schemas.xmlsoap.org/soap/envelope/"><s:Body><${operation} xmlns="http://tempuri.org/">${inner}</${operation}></s:Body></s:Envelope>`;
  const v12Head = (operation: string) => ({ ...soapHead, SOAPAction: `"http://tempuri.org/APIService/${operation}"` });
  const asmxHead = (operation: string) => ({ ...soapHead, SOAPAction: `"http://tempuri.org/${operation}"` });
  const manyAttributes = `<s:Envelope xmlns:s="http://schemas.xmlsoap.org/soap/envelope/"><s:Body><x ${Array.from({ length: 350_000 }, (_, i) => `a${i}=""`).join(' ')}/></s:Body></s:Envelope>`;
  const ampersands = '&amp;'.repeat(800_000);
  const hostile: [string, string, string, Record<string, string>][] = [
    ['350,000 attributes (v1.2 SOAP)', V12, manyAttributes, soapHead],
    ['350,000 attributes (ASMX SOAP)', '/serviceapi.asmx', manyAttributes, soapHead],
    ['1,000,000 empty elements', V12, `<s:Envelope xmlns:s="http://schemas.xmlsoap.org/soap/envelope/"><s:Body>${'<x/>'.repeat(1_000_000)}</s:Body></s:Envelope>`, soapHead],
    ['4 MB of &amp; (v1.2 SOAP)', V12, v12Soap('GetPersonXml', `<Email>${ampersands}</Email>`), v12Head('GetPersonXml')],
    ['4 MB of &amp; (ASMX SOAP)', '/serviceapi.asmx', v12Soap('GetPerson', `<Email>${ampersands}</Email>`), asmxHead('GetPerson')],
    ['24,000 children of an unknown element (v1.2 SOAP)', V12, v12Soap('GetPersonXml', `<X>${'<a>1</a>'.repeat(24_000)}</X>`), v12Head('GetPersonXml')],
    ['24,000 conditions (v1.2 SOAP)', V12, v12Soap('GetCountPropertiesXml', `<Conditions>${'<Condition><Goal>0</Goal></Condition>'.repeat(24_000)}</Conditions>`), v12Head('GetCountPropertiesXml')],
    ['24,000 IDs (v1.2 SOAP)', V12, v12Soap('GetPersonListXml', `<IDs>${'<int>1</int>'.repeat(24_000)}</IDs>`), v12Head('GetPersonListXml')],
    ['deep nesting', V12, `${'<a>'.repeat(100_000)}${'</a>'.repeat(100_000)}`, soapHead],
    ['billion laughs', V12, '<?xml version="1.0"?><!DOCTYPE l [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;">]><l>&b;</l>', soapHead],
    ['400,000-parameter form (ASMX POST)', '/serviceapi.asmx/GetSite', 'ID=1&'.repeat(400_000), { 'Content-Type': 'application/x-www-form-urlencoded' }],
    ['400,000-parameter form (v1.2 Json POST)', `${V12}/GetPersonJson`, `${'k=1&'.repeat(400_000)}json={}`, { 'Content-Type': 'application/x-www-form-urlencoded' }],
    ['4 MB JSON with many keys', `${V12}/GetPersonJson`, `{${Array.from({ length: 300_000 }, (_, i) => `"k${i}":1`).join(',')}}`, { 'Content-Type': 'application/json' }],
    ['4 MB JSON string of escapes', `${V12}/GetPersonJson`, `{"Email":"${'\\u0026'.repeat(680_000)}"}`, { 'Content-Type': 'application/json' }],
    ['4 MB JSON list of 100,000 IDs', `${V12}/GetPersonListJson`, JSON.stringify({ IDs: Array.from({ length: 99_000 }, (_, i) => 100_000_000 + i) }), { 'Content-Type': 'application/json' }],
    ['deep JSON', `${V12}/GetPersonJson`, `${'['.repeat(500_000)}${']'.repeat(500_000)}`, { 'Content-Type': 'application/json' }],
    ['9,000 conditions', `${V12}/GetCountProperties2Json`, JSON.stringify({ CustomerName: OWN.name, CustomerPassword: OWN.password, Conditions: Array.from({ length: 9_000 }, () => ({ Goal: 0 })) }), { 'Content-Type': 'application/json' }],
    ['large lenient JSON', `${V12}/GetPersonJson`, `{'a': '${'x'.repeat(3_000_000)}'}`, { 'Content-Type': 'application/json' }],
  ];
  console.log(`  (each attack ${ATTACK_ROUNDS} rounds × ${ATTACKERS} attackers at once; small requests: the cached WSDL, one started every ${PROBE_INTERVAL_MS} ms)`);
  await eventLoopDelay();
  const { small: baseline } = await probeDuring(new Promise((resolve) => setTimeout(resolve, 1000)));
  const idle = await eventLoopDelay();
  console.log(`  no attack (1 s): ${latencies(baseline)}; event-loop delay p99 ${idle ? Math.round(idle.p99) : '?'} ms, max ${idle ? Math.round(idle.max) : '?'} ms; load average ${loadavg().map((load) => load.toFixed(1)).join(', ')} on ${availableParallelism()} cores`);
  for (const [what, path, text, headers] of hostile) {
    const body = Buffer.from(text, 'utf8');
    await eventLoopDelay();
    const cpuBefore = serviceCpuMs();
    const { answers, small } = await underAttack(path, body, headers);
    const cpuPerRequest = (serviceCpuMs() - cpuBefore) / answers.length;
    const delay = await eventLoopDelay();
    for (const answer of answers) {
      check(what, path, answer);
      if (answer.status === 200 && !/<Code>4\d\d<\/Code>|"Code":4\d\d|Fault/.test(answer.body)) report('off-shape', what, `accepted: ${answer.body.slice(0, 200)}`);
    }
    const p99 = percentile(small, 99);
    if (p99 > SMALL_REQUEST_P99_MS) report('stall', what, `concurrent small requests: p99 ${Math.round(p99)} ms (over ${SMALL_REQUEST_P99_MS} ms)`);
    const statuses = [...new Set(answers.map((answer) => answer.status))].join('/');
    console.log(
      `  ${what} (${(body.length / 1_048_576).toFixed(1)} MB): ${statuses}, median ${Math.round(percentile(answers.map((a) => a.ms), 50))} ms, ` +
        `service CPU ${Number.isNaN(cpuPerRequest) ? '?' : Math.round(cpuPerRequest)} ms each (with the small requests meanwhile), ` +
        `its event-loop delay p99 ${delay ? Math.round(delay.p99) : '?'} ms, max ${delay ? Math.round(delay.max) : '?'} ms; ${latencies(small)}`,
    );
  }
  const rawCases: [string, string][] = [
    ['unknown method', `FROB ${V12} HTTP/1.1\r\nHost: x\r\n\r\n`],
    ['bad request line', 'GARBAGE\r\n\r\n'],
    ['huge header', `GET ${V12} HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(40_000)}\r\n\r\n`],
    ['bad chunked body', `POST ${V12} HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\nContent-Type: text/xml\r\n\r\nZZ\r\n`],
  ];
  for (const [what, text] of rawCases) {
    const answer = await sendRaw(text);
    if (!/^HTTP\/1\.1 (400|405|413|431) /.test(answer)) report('off-shape', what, `answer: ${answer.slice(0, 120)}`);
    else if (!answer.includes('X-Content-Type-Options: nosniff')) report('off-shape', what, 'no nosniff');
  }
}

/** Agency 2's account must never see agency 1's persons or properties. */
async function crossTenant(): Promise<void> {
  const own = JSON.parse((await send('GET', `${V12}/CheckPersonLoginJson?json=${encodeURIComponent(JSON.stringify({ CustomerName: OWN.name, CustomerPassword: OWN.password, Email: OWN_PERSON.email, Password: OWN_PERSON.password }))}`)).body) as {
    CheckPersonLoginJsonResult: { Value: { ID: number } | null };
  };
  const personId = own.CheckPersonLoginJsonResult.Value?.ID;
  const list = JSON.parse((await send('GET', `${V12}/GetPropertyList2Json?json=${encodeURIComponent(JSON.stringify({ CustomerName: OWN.name, CustomerPassword: OWN.password, Limit1: 1, Limit2: 5 }))}`)).body) as {
    GetPropertyList2JsonResult: { Value: { Items: { Object: { ID: number } }[] } };
  };
  const propertyIds = list.GetPropertyList2JsonResult.Value.Items.map((item) => item.Object.ID);
  const as = { CustomerName: OTHER.name, CustomerPassword: OTHER.password };
  const probes: [string, object][] = [
    ['GetPersonJson', { PersonID: personId }],
    ['CheckPersonLoginJson', { Email: OWN_PERSON.email, Password: OWN_PERSON.password }],
    ...propertyIds.map((id): [string, object] => ['GetPropertyJson', { PropertyID: id, ID: id }]),
    ...propertyIds.map((id): [string, object] => ['GetVisitStatisticOfPropertyJson', { PropertyID: id }]),
  ];
  for (const [operation, fields] of probes) {
    const answer = await send('GET', `${V12}/${operation}?json=${encodeURIComponent(JSON.stringify({ ...as, ...fields }))}`);
    check(`cross-tenant ${operation}`, `${V12}/${operation}`, answer);
    if (/"Success":true/.test(answer.body) && !/"Value":null/.test(answer.body)) report('cross-tenant', operation, answer.body);
  }
}

async function waitUntilUp(child: ReturnType<typeof spawn>): Promise<void> {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the service exited with code ${child.exitCode}`);
    const answer = await send('GET', '/serviceapi.asmx?WSDL');
    if (answer.status === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the service did not start within 180 s');
}

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const scratch = mkdtempSync(join(tmpdir(), 'listing-fuzz-'));
const child = spawn(process.execPath, [join(root, 'dist', 'main.js')], {
  env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATABASE_URL: `sqlite:${join(scratch, 'fuzz.sqlite')}`, DEMO_DATA: 'true', LOG_LEVEL: 'warn', THROTTLE_DELAY_MS: '0' },
  stdio: ['ignore', 'ignore', 'pipe'],
});
const serverErrors: string[] = [];
child.stderr?.on('data', (chunk: Buffer) => {
  for (const line of chunk.toString('utf8').split('\n')) if (/ERROR/.test(line)) serverErrors.push(line.trim());
});

let exitCode = 0;
try {
  await waitUntilUp(child);
  const started = Date.now();
  console.log('attacks:');
  await attacks();
  await crossTenant();
  const rounds = Number(args.rounds);
  for (let round = 0; round < rounds; round += 1) {
    await fuzzOnce(round);
    if (child.exitCode !== null) {
      report('crash', `round ${round}`, `the service exited with code ${child.exitCode}`);
      break;
    }
  }
  const alive = await send('GET', `${V12}?wsdl`);
  if (alive.status !== 200) report('crash', 'after the run', `the service no longer answers (${alive.status})`);
  const count = (kind: Finding['kind']) => findings.filter((f) => f.kind === kind).length;
  console.log(
    `\n${sent} requests in ${Math.round((Date.now() - started) / 1000)} s: ${count('crash')} crashes, ${count('leak')} leaks, ` +
      `${count('off-shape')} off-shape answers, ${count('stall')} stalls, ${count('cross-tenant')} cross-tenant reads, ${serverErrors.length} server ERROR log lines`,
  );
  for (const finding of findings.filter((f) => f.detail !== '')) console.log(`  [${finding.kind}] ${finding.what}: ${finding.detail}`);
  for (const line of serverErrors.slice(0, 10)) console.log(`  [server] ${line.slice(0, 300)}`);
  if (findings.length > 0 || serverErrors.length > 0) exitCode = 1;
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  exitCode = 1;
} finally {
  child.kill();
  rmSync(scratch, { recursive: true, force: true });
}
process.exit(exitCode);
