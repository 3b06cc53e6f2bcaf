import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface LoadRequest {
  readonly method: 'GET' | 'POST';
  readonly path: string;
  readonly headers?: Record<string, string>;
  readonly body?: string;
}

export interface LoadResult {
  readonly requests: number;
  readonly errors: number;
  readonly seconds: number;
  readonly requestsPerSecond: number;
  readonly latencyMs: { p50: number; p90: number; p99: number; max: number };
  /** Bytes of the last response body (what the scenario returns). */
  readonly responseBytes: number;
  /**
   * With a server's process id (runInterleaved, Linux): the CPU time the server used per answered
   * request, and the load generator's CPU time as a share of the time it ran (near 1: the
   * generator, not the server, was the limit).
   */
  readonly cpu?: { readonly serverUsPerRequest: number; readonly generatorShare: number };
}

/** The requests of a scenario: one fixed request, or a pool the loops draw from at random (random ids). */
export type RequestPool = readonly LoadRequest[];

interface PreparedRequest {
  readonly spec: LoadRequest;
  readonly body: Buffer | undefined;
  readonly headers: Record<string, string>;
}

function prepare(spec: LoadRequest): PreparedRequest {
  const body = spec.body === undefined ? undefined : Buffer.from(spec.body, 'utf8');
  return { spec, body, headers: { ...spec.headers, ...(body ? { 'Content-Length': String(body.length) } : {}) } };
}

/** The p-th percentile of latencies, each standing for `weight` requests (1 from the Node generator, a share of a slice's requests from wrk's quantiles). */
function percentile(sorted: readonly { ms: number; weight: number }[], total: number, p: number): number {
  if (sorted.length === 0) return 0;
  const wanted = (p / 100) * total;
  let seen = 0;
  for (const sample of sorted) {
    seen += sample.weight;
    if (seen > wanted) return sample.ms;
  }
  return sorted.at(-1)!.ms;
}

const round = (n: number) => Math.round(n * 100) / 100;

function summarize(drive: Drive): LoadResult {
  const samples = drive.samples.sort((a, b) => a.ms - b.ms);
  const total = samples.reduce((sum, sample) => sum + sample.weight, 0);
  return {
    requests: drive.requests,
    errors: drive.errors,
    seconds: round(drive.seconds),
    requestsPerSecond: Math.round(drive.requests / Math.max(drive.seconds, 1e-9)),
    latencyMs: {
      p50: round(percentile(samples, total, 50)),
      p90: round(percentile(samples, total, 90)),
      p99: round(percentile(samples, total, 99)),
      max: round(samples.at(-1)?.ms ?? 0),
    },
    responseBytes: drive.responseBytes,
    ...(drive.serverCpuSeconds === undefined || drive.generatorCpuSeconds === undefined
      ? {}
      : { cpu: { serverUsPerRequest: Math.round((drive.serverCpuSeconds * 1e6) / Math.max(drive.requests, 1)), generatorShare: round(drive.generatorCpuSeconds / Math.max(drive.seconds, 1e-9)) } }),
  };
}

function send(baseUrl: URL, agent: Agent, prepared: PreparedRequest, expectStatus: number): Promise<{ ok: boolean; ms: number; bytes: number }> {
  return new Promise((resolve) => {
    const t0 = performance.now();
    const req = request(
      { host: baseUrl.hostname, port: baseUrl.port, path: prepared.spec.path, method: prepared.spec.method, headers: prepared.headers, agent },
      (res) => {
        let bytes = 0;
        res.on('data', (chunk: Buffer) => (bytes += chunk.length));
        res.on('end', () => resolve({ ok: res.statusCode === expectStatus, ms: performance.now() - t0, bytes }));
      },
    );
    req.on('error', () => resolve({ ok: false, ms: performance.now() - t0, bytes: 0 }));
    req.end(prepared.body);
  });
}

interface Drive {
  readonly samples: { ms: number; weight: number }[];
  requests: number;
  errors: number;
  seconds: number;
  responseBytes: number;
  serverCpuSeconds?: number;
  generatorCpuSeconds?: number;
}

/** /proc's clock ticks per second (USER_HZ, 100 on Linux). */
const USER_HZ = 100;

/**
 * CPU seconds (user + system) used by process `pid`, or with `children`, by this process's ended
 * children (wrk runs); null where /proc cannot tell.
 */
function cpuSeconds(pid: number | 'self', children = false): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'latin1');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const [user, system] = children ? [fields[13], fields[14]] : [fields[11], fields[12]];
    return (Number(user) + Number(system)) / USER_HZ;
  } catch {
    return null;
  }
}

async function drive(baseUrl: string, pool: RequestPool, options: { connections: number; seconds: number; expectStatus?: number }, into: Drive): Promise<void> {
  const url = new URL(baseUrl);
  const agent = new Agent({ keepAlive: true, maxSockets: options.connections });
  const prepared = pool.map(prepare);
  const started = performance.now();
  const deadline = started + options.seconds * 1000;
  const loop = async () => {
    while (performance.now() < deadline) {
      const next = prepared[prepared.length === 1 ? 0 : Math.floor(Math.random() * prepared.length)]!;
      const outcome = await send(url, agent, next, options.expectStatus ?? 200);
      if (outcome.ok) {
        into.samples.push({ ms: outcome.ms, weight: 1 });
        into.requests++;
        into.responseBytes = outcome.bytes;
      } else into.errors++;
    }
  };
  await Promise.all(Array.from({ length: options.connections }, loop));
  agent.destroy();
  into.seconds += (performance.now() - started) / 1000;
}

const newDrive = (): Drive => ({ samples: [], requests: 0, errors: 0, seconds: 0, responseBytes: 0 });

/** QUANTILES latencies per wrk run, at (i / QUANTILES) for i = 1..QUANTILES: the run's distribution, merged across slices by weight. */
const QUANTILES = 1000;

/** The pool as raw HTTP/1.1 requests, each preceded by its length in bytes and a line feed (the wrk script reads them back). */
function rawRequests(baseUrl: URL, pool: RequestPool): Buffer {
  return Buffer.concat(
    pool.flatMap((spec) => {
      const body = spec.body === undefined ? undefined : Buffer.from(spec.body, 'utf8');
      const headers = { Host: baseUrl.host, ...spec.headers, ...(body ? { 'Content-Length': String(body.length) } : {}) };
      const head = Buffer.from(`${spec.method} ${spec.path} HTTP/1.1\r\n${Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`).join('')}\r\n`, 'utf8');
      const request = body ? Buffer.concat([head, body]) : head;
      return [Buffer.from(`${request.length}\n`, 'latin1'), request];
    }),
  );
}

/** A wrk script sending the file's requests (at random when there are several) and printing one line of results. */
function wrkScript(requestFile: string): string {
  return [
    'local requests = {}',
    'init = function(args)',
    '  math.randomseed(os.time() + math.floor(os.clock() * 1000000))',
    `  local f = assert(io.open(${JSON.stringify(requestFile)}, "rb"))`,
    '  local data = f:read("*a")',
    '  f:close()',
    '  local pos = 1',
    '  while pos <= #data do',
    '    local nl = data:find("\\n", pos, true)',
    '    local len = tonumber(data:sub(pos, nl - 1))',
    '    requests[#requests + 1] = data:sub(nl + 1, nl + len)',
    '    pos = nl + len + 1',
    '  end',
    'end',
    'request = function()',
    '  if #requests == 1 then return requests[1] end',
    '  return requests[math.random(#requests)]',
    'end',
    'done = function(summary, latency, requests)',
    '  local e = summary.errors',
    '  local q = {}',
    `  for i = 1, ${QUANTILES} do q[i] = latency:percentile(i * 100 / ${QUANTILES}) end`,
    '  io.write("WRK_RESULT ", summary.requests, " ", summary.duration, " ", e.connect + e.read + e.write + e.status + e.timeout, " ", summary.bytes, " ", table.concat(q, ","), "\\n")',
    'end',
    '',
  ].join('\n');
}

async function driveWrk(baseUrl: string, pool: RequestPool, options: { connections: number; seconds: number }, into: Drive): Promise<void> {
  const scratch = mkdtempSync(join(tmpdir(), 'bench-wrk-'));
  try {
    const script = join(scratch, 'pool.lua');
    const requestFile = join(scratch, 'requests.http');
    writeFileSync(requestFile, rawRequests(new URL(baseUrl), pool));
    writeFileSync(script, wrkScript(requestFile));
    // wrk counts whole seconds.
    const duration = `${Math.max(1, Math.round(options.seconds))}s`;
    const args = ['-t1', `-c${options.connections}`, `-d${duration}`, '--timeout', '60s', '-s', script, baseUrl];
    const stdout = await new Promise<string>((resolve, reject) =>
      execFile('wrk', args, { maxBuffer: 64 * 1024 * 1024 }, (error, out, err) => (error ? reject(new Error(`wrk failed: ${err || out}`)) : resolve(out))),
    );
    const line = /^WRK_RESULT (.*)$/m.exec(stdout)?.[1];
    if (!line) throw new Error(`wrk printed no result: ${stdout.slice(0, 300)}`);
    const [requests, durationUs, errors, bytes, quantiles] = line.split(' ') as [string, string, string, string, string];
    const done = Number(requests);
    into.requests += done - Number(errors);
    into.errors += Number(errors);
    into.seconds += Number(durationUs) / 1e6;
    into.responseBytes = done > 0 ? Math.round(Number(bytes) / done) : 0;
    const weight = done / QUANTILES;
    for (const us of quantiles.split(',')) into.samples.push({ ms: Number(us) / 1000, weight });
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

/** The load generator: wrk when it is installed (a C client that keeps up with large answers), else this module's Node client. */
export type Generator = 'wrk' | 'node';

export function availableGenerator(): Promise<Generator> {
  return new Promise((resolve) => execFile('wrk', ['--version'], (error) => resolve(error && (error as NodeJS.ErrnoException).code === 'ENOENT' ? 'node' : 'wrk')));
}

function driveWith(generator: Generator, baseUrl: string, pool: RequestPool, options: { connections: number; seconds: number }, into: Drive): Promise<void> {
  return generator === 'wrk' ? driveWrk(baseUrl, pool, options, into) : drive(baseUrl, pool, options, into);
}

/**
 * A closed-loop load generator over keep-alive connections: `connections` loops each send a
 * request (drawn at random from the pool), wait for the whole response, and send the next, for
 * `seconds`. Traffic goes only to the given loopback base URL; the run is bounded in time.
 */
export async function runLoad(baseUrl: string, pool: RequestPool, options: { connections: number; seconds: number; generator?: Generator }): Promise<LoadResult> {
  const result = newDrive();
  await driveWith(options.generator ?? 'node', baseUrl, pool, options, result);
  return summarize(result);
}

/**
 * Several targets measured in turns: `slices` rounds in which each target gets seconds/slices
 * of load in turn, so a change in the machine's background load during the run weighs on
 * every target alike (the ratios stay comparable on a shared machine).
 */
export async function runInterleaved(
  targets: readonly { baseUrl: string; pool: RequestPool; pid?: number }[],
  options: { connections: number; seconds: number; slices: number; generator?: Generator },
): Promise<LoadResult[]> {
  const results = targets.map(newDrive);
  const slice = { connections: options.connections, seconds: options.seconds / options.slices };
  for (let round = 0; round < options.slices; round++) {
    for (const [i, target] of targets.entries()) {
      const into = results[i]!;
      // CPU time of the server and of the generator (wrk: an ended child) over the slice, where /proc tells.
      const before = target.pid === undefined || options.generator !== 'wrk' ? null : { server: cpuSeconds(target.pid), generator: cpuSeconds('self', true) };
      await driveWith(options.generator ?? 'node', target.baseUrl, target.pool, slice, into);
      const server = target.pid === undefined ? null : cpuSeconds(target.pid);
      const generator = cpuSeconds('self', true);
      if (before?.server != null && before.generator != null && server !== null && generator !== null) {
        into.serverCpuSeconds = (into.serverCpuSeconds ?? 0) + server - before.server;
        into.generatorCpuSeconds = (into.generatorCpuSeconds ?? 0) + generator - before.generator;
      }
    }
  }
  return results.map(summarize);
}

/**
 * Sends each request of the list once, one after the other on one connection: the latency of
 * work that is not cached (each request differs, e.g. a count with a new filter).
 */
export async function runSequential(baseUrl: string, requests: RequestPool, expectStatus = 200): Promise<LoadResult> {
  const url = new URL(baseUrl);
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const result = newDrive();
  const started = performance.now();
  for (const spec of requests) {
    const outcome = await send(url, agent, prepare(spec), expectStatus);
    if (outcome.ok) {
      result.samples.push({ ms: outcome.ms, weight: 1 });
      result.requests++;
      result.responseBytes = outcome.bytes;
    } else result.errors++;
  }
  agent.destroy();
  result.seconds = (performance.now() - started) / 1000;
  return summarize(result);
}

/** Fetches one request's response body (status must match). */
export async function fetchBody(baseUrl: string, spec: LoadRequest, expectStatus = 200): Promise<string> {
  const response = await fetch(`${baseUrl}${spec.path}`, {
    method: spec.method,
    headers: spec.headers,
    body: spec.body,
  });
  const text = await response.text();
  if (response.status !== expectStatus) throw new Error(`${spec.method} ${spec.path.slice(0, 80)} answered ${response.status}: ${text.slice(0, 300)}`);
  return text;
}
