import { Agent, request } from 'node:http';

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

function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

const round = (n: number) => Math.round(n * 100) / 100;

function summarize(latencies: number[], errors: number, seconds: number, responseBytes: number): LoadResult {
  latencies.sort((a, b) => a - b);
  return {
    requests: latencies.length,
    errors,
    seconds: round(seconds),
    requestsPerSecond: Math.round(latencies.length / seconds),
    latencyMs: {
      p50: round(percentile(latencies, 50)),
      p90: round(percentile(latencies, 90)),
      p99: round(percentile(latencies, 99)),
      max: round(latencies.at(-1) ?? 0),
    },
    responseBytes,
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
  readonly latencies: number[];
  errors: number;
  seconds: number;
  responseBytes: number;
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
        into.latencies.push(outcome.ms);
        into.responseBytes = outcome.bytes;
      } else into.errors++;
    }
  };
  await Promise.all(Array.from({ length: options.connections }, loop));
  agent.destroy();
  into.seconds += (performance.now() - started) / 1000;
}

const newDrive = (): Drive => ({ latencies: [], errors: 0, seconds: 0, responseBytes: 0 });

/**
 * A closed-loop load generator over keep-alive connections: `connections` loops each send a
 * request (drawn at random from the pool), wait for the whole response, and send the next, for
 * `seconds`. Traffic goes only to the given loopback base URL; the run is bounded in time.
 */
export async function runLoad(
  baseUrl: string,
  pool: RequestPool,
  options: { connections: number; seconds: number; expectStatus?: number },
): Promise<LoadResult> {
  const result = newDrive();
  await drive(baseUrl, pool, options, result);
  return summarize(result.latencies, result.errors, result.seconds, result.responseBytes);
}

/**
 * Several targets measured in turns: `slices` rounds in which each target gets seconds/slices
 * of load in turn, so a change in the machine's background load during the run weighs on
 * every target alike (the ratios stay comparable on a shared machine).
 */
export async function runInterleaved(
  targets: readonly { baseUrl: string; pool: RequestPool }[],
  options: { connections: number; seconds: number; slices: number },
): Promise<LoadResult[]> {
  const results = targets.map(newDrive);
  const slice = { connections: options.connections, seconds: options.seconds / options.slices };
  for (let round = 0; round < options.slices; round++) {
    for (const [i, target] of targets.entries()) await drive(target.baseUrl, target.pool, slice, results[i]!);
  }
  return results.map((result) => summarize(result.latencies, result.errors, result.seconds, result.responseBytes));
}

/**
 * Sends each request of the list once, one after the other on one connection: the latency of
 * work that is not cached (each request differs, e.g. a count with a new filter).
 */
export async function runSequential(baseUrl: string, requests: RequestPool, expectStatus = 200): Promise<LoadResult> {
  const url = new URL(baseUrl);
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const latencies: number[] = [];
  let errors = 0;
  let responseBytes = 0;
  const started = performance.now();
  for (const spec of requests) {
    const outcome = await send(url, agent, prepare(spec), expectStatus);
    if (outcome.ok) {
      latencies.push(outcome.ms);
      responseBytes = outcome.bytes;
    } else errors++;
  }
  agent.destroy();
  return summarize(latencies, errors, (performance.now() - started) / 1000, responseBytes);
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
