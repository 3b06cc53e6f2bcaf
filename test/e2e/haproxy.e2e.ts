import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { freePort, ROOT, waitUntil } from '../support/fleet.js';

/**
 * deploy/haproxy.cfg run by a real HAProxy in front of two stand-in instances (plain HTTP servers
 * that answer every path they get), to see which paths the public entry point lets through. The
 * fleet suite runs the same file in front of real instances on MariaDB; this part needs no database.
 */
const HAPROXY = ['/usr/sbin/haproxy', '/usr/bin/haproxy', '/usr/local/sbin/haproxy'].find((path) => existsSync(path));
const required = process.env['REAL_CLIENTS'] === 'required';
const suite = HAPROXY || required ? describe : describe.skip;
if (!HAPROXY && !required) console.log('haproxy.e2e: skipped — it needs haproxy (apt-get install haproxy).');

/** A raw GET, so the path reaches HAProxy exactly as written (fetch would normalise it). */
function get(port: number, path: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, method: 'GET' }, (res) => {
      let body = '';
      res.setEncoding('utf8').on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

suite('deploy/haproxy.cfg', () => {
  let dir: string;
  let lb: ChildProcess | undefined;
  let port: number;
  const backends: Server[] = [];

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'haproxy-'));
    const hosts: string[] = [];
    for (let i = 0; i < 2; i++) {
      const server = createServer((req, res) => res.writeHead(200, { 'content-type': 'text/plain' }).end(`reached ${req.url ?? ''}`));
      server.listen(0, '127.0.0.1');
      await once(server, 'listening');
      backends.push(server);
      hosts.push(`127.0.0.1:${(server.address() as AddressInfo).port}`);
    }
    port = await freePort();
    const cfg = readFileSync(join(ROOT, 'deploy/haproxy.cfg'), 'utf8')
      .replace(/^(\s*)bind :8080$/m, `$1bind 127.0.0.1:${port}`)
      .replace(/^(\s*server app-1) app-1:8080/m, `$1 ${hosts[0]}`)
      .replace(/^(\s*server app-2) app-2:8080/m, `$1 ${hosts[1]}`)
      .replace(/^\s*log stdout.*$/m, '');
    writeFileSync(join(dir, 'haproxy.cfg'), cfg);
    expect(execFileSync(HAPROXY as string, ['-c', '-f', join(dir, 'haproxy.cfg')], { encoding: 'utf8' })).toMatch(/valid/i);
    lb = spawn(HAPROXY as string, ['-db', '-f', join(dir, 'haproxy.cfg')], { stdio: 'ignore' });
    await waitUntil('HAProxy to pass requests on', async () => ((await get(port, '/health/live')).status === 200 ? true : undefined), 30_000);
  }, 60_000);

  afterAll(async () => {
    lb?.kill('SIGTERM');
    for (const server of backends) server.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('refuses /metrics whatever its case or encoding', async () => {
    for (const path of ['/metrics', '/METRICS', '/Metrics', '/metrics/', '/metrics?x=1', '/%6detrics', '/%6D%65trics', '//metrics', '/MeTrIcS/']) {
      const answer = await get(port, path);
      expect([path, answer.status]).toEqual([path, 404]);
      expect(answer.body).not.toContain('reached');
    }
  });

  it('passes everything else on', async () => {
    for (const path of ['/health/ready', '/serviceapi.asmx?WSDL', '/1.2/APIService.svc/GetHistoriesTypeJson?json={}', '/docs/metrics-notes']) {
      const answer = await get(port, path);
      expect([path, answer.status, answer.body]).toEqual([path, 200, `reached ${path}`]);
    }
  });
});
