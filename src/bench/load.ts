import { Agent, request } from 'node:http';

export interface LoadRequest {
  readonly method: 'GET' | 'POST';
  readonly path: string;
  readonly headers?: Record<string, string>;
  readonly body?: string;
}

export interface LoadResult {
  readonly name: string;
  readonly requests: number;
  readonly errors: number;
  readonly seconds: number;
  readonly requestsPerSecond: number;
  readonly latencyMs: { p50: number; p90: number; p99: number; max: number };
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

/**
 * A closed-loop load generator over keep-alive connections: `connections` loops each send the
 * request, wait for the whole response, and send the next, for `seconds`. Traffic goes only to
 * the given loopback base URL; the run is bounded in time.
 */
export async function runLoad(
  name: string,
  baseUrl: string,
  spec: LoadRequest,
  options: { connections: number; seconds: number; expectStatus?: number },
): Promise<LoadResult> {
  const url = new URL(baseUrl);
  const agent = new Agent({ keepAlive: true, maxSockets: options.connections });
  const body = spec.body === undefined ? undefined : Buffer.from(spec.body, 'utf8');
  const headers = { ...spec.headers, ...(body ? { 'Content-Length': String(body.length) } : {}) };
  const latencies: number[] = [];
  let errors = 0;
  const started = performance.now();
  const deadline = started + options.seconds * 1000;

  const once = () =>
    new Promise<void>((resolve) => {
      const t0 = performance.now();
      const req = request(
        { host: url.hostname, port: url.port, path: spec.path, method: spec.method, headers, agent },
        (res) => {
          res.on('data', () => undefined);
          res.on('end', () => {
            if (res.statusCode !== (options.expectStatus ?? 200)) errors++;
            latencies.push(performance.now() - t0);
            resolve();
          });
        },
      );
      req.on('error', () => {
        errors++;
        resolve();
      });
      req.end(body);
    });

  const loop = async () => {
    while (performance.now() < deadline) await once();
  };
  await Promise.all(Array.from({ length: options.connections }, loop));
  agent.destroy();
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const round = (n: number) => Math.round(n * 100) / 100;
  return {
    name,
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
  };
}
