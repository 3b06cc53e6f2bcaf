/**
 * Runs the compiled service as real processes (`node dist/main.js`, compiled before the tests by
 * test/global-setup.mjs) for the fleet suite: starts instances on free ports, reads their JSON log lines, and puts TCP proxies in
 * front of MariaDB and Redis so a test can cut an instance off from them.
 */
import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer, type AddressInfo, type Server, type Socket, connect } from 'node:net';
import { fileURLToPath } from 'node:url';
import { createConnection } from 'mysql2/promise';
import { testDatabasePrefix } from './database.js';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));

export async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  server.close();
  await once(server, 'close');
  return port;
}

export interface LogLine {
  readonly level: number;
  readonly msg: string;
  readonly [field: string]: unknown;
}

export interface Instance {
  readonly name: string;
  readonly baseUrl: string;
  readonly process: ChildProcess;
  /** Every JSON line the instance wrote to standard output so far. */
  readonly lines: LogLine[];
  /** Non-JSON output (standard error, anything unparsable). */
  readonly otherOutput: string[];
  readonly exit: Promise<number | null>;
}

/** Starts `node dist/main.js` with the given settings on a free port. */
export async function startInstance(name: string, env: Record<string, string>): Promise<Instance> {
  const port = await freePort();
  const child = spawn(process.execPath, ['dist/main.js'], {
    cwd: ROOT,
    env: { PATH: process.env['PATH'] ?? '', HOST: '127.0.0.1', PORT: String(port), LOG_FORMAT: 'json', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: LogLine[] = [];
  const otherOutput: string[] = [];
  let pending = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
    pending += chunk;
    const parts = pending.split('\n');
    pending = parts.pop() ?? '';
    for (const part of parts) {
      try {
        lines.push(JSON.parse(part) as LogLine);
      } catch {
        otherOutput.push(part);
      }
    }
  });
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => otherOutput.push(chunk));
  const exit = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { name, baseUrl: `http://127.0.0.1:${port}`, process: child, lines, otherOutput, exit };
}

export async function waitUntil<T>(what: string, probe: () => Promise<T | undefined>, timeoutMs = 60_000, everyMs = 100): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe().catch(() => undefined);
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}

/** Resolves once /health/ready answers 200, or fails with the instance's output if it exits first. */
export async function waitReady(instance: Instance, timeoutMs = 120_000): Promise<void> {
  let exited: number | null | undefined;
  void instance.exit.then((code) => (exited = code));
  await waitUntil(
    `${instance.name} to be ready`,
    async () => {
      if (exited !== undefined) throw new Error(`${instance.name} exited (${exited}): ${instance.otherOutput.join('')} ${JSON.stringify(instance.lines.slice(-5))}`);
      const response = await fetch(`${instance.baseUrl}/health/ready`);
      return response.status === 200 ? true : undefined;
    },
    timeoutMs,
  ).catch((error: unknown) => {
    throw new Error(`${(error as Error).message}\n${instance.otherOutput.join('')}`);
  });
}

export async function stopInstance(instance: Instance): Promise<number | null> {
  if (instance.process.exitCode === null && instance.process.signalCode === null) instance.process.kill('SIGTERM');
  return instance.exit;
}

/** Runs the compiled CLI (`node dist/cli/main.js …`) with the given settings. */
export function runCli(args: readonly string[], env: Record<string, string>): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(process.execPath, ['dist/cli/main.js', ...args], { cwd: ROOT, env: { PATH: process.env['PATH'] ?? '', LOG_FORMAT: 'json', ...env } }, (error, stdout, stderr) =>
      resolve({ code: error ? Number((error as { code?: number }).code ?? 1) : 0, stdout, stderr }),
    );
  });
}

/**
 * A TCP proxy to host:port on a fixed local port that can be cut (listener closed, every
 * connection destroyed: the target looks unreachable) and restored.
 */
export class TcpProxy {
  private server: Server | undefined;
  private readonly sockets = new Set<Socket>();
  port = 0;

  constructor(
    private readonly targetHost: string,
    private readonly targetPort: number,
  ) {}

  async start(): Promise<number> {
    this.server = createServer((client) => {
      const upstream = connect(this.targetPort, this.targetHost);
      for (const socket of [client, upstream]) {
        this.sockets.add(socket);
        socket.on('close', () => this.sockets.delete(socket));
        socket.on('error', () => {
          client.destroy();
          upstream.destroy();
        });
      }
      client.pipe(upstream).pipe(client);
    });
    this.server.listen(this.port, '127.0.0.1');
    await once(this.server, 'listening');
    this.port = (this.server.address() as AddressInfo).port;
    return this.port;
  }

  async cut(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    for (const socket of this.sockets) socket.destroy();
    this.sockets.clear();
    if (server) await new Promise((resolve) => server.close(resolve));
  }
}

/** A new, empty database on the MariaDB server of `baseUrl`; `drop` removes it. */
export async function createDatabase(baseUrl: string): Promise<{ url: URL; drop: () => Promise<void> }> {
  const name = `${testDatabasePrefix()}fleet_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = await createConnection({ uri: baseUrl });
  await admin.query(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    url,
    drop: async () => {
      const connection = await createConnection({ uri: baseUrl });
      await connection.query(`DROP DATABASE IF EXISTS \`${name}\``);
      await connection.end();
    },
  };
}

/** The value of one Prometheus series (summed over the series matching every given label). */
export function metricValue(text: string, name: string, labels: Record<string, string> = {}): number {
  let total = 0;
  for (const line of text.split('\n')) {
    if (!line.startsWith(`${name}{`) && !line.startsWith(`${name} `)) continue;
    const open = line.indexOf('{');
    const labelText = open < 0 ? '' : line.slice(open + 1, line.lastIndexOf('}'));
    if (Object.entries(labels).every(([key, value]) => labelText.includes(`${key}="${value}"`))) total += Number(line.slice(line.lastIndexOf(' ') + 1));
  }
  return total;
}
