import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { KeepAliveClient } from './keep-alive-client.js';

describe('KeepAliveClient (the API bench writers)', () => {
  let server: Server;
  let port: number;
  const connections = new Set<unknown>();

  beforeAll(async () => {
    server = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        if (request.url === '/chunked') {
          response.setHeader('ETag', '"7"');
          response.write('first ');
          response.end('second');
        } else if (request.url === '/unchanged') {
          response.statusCode = 304;
          response.end();
        } else if (request.url === '/close') {
          response.setHeader('Connection', 'close');
          response.end('bye');
        } else {
          response.setHeader('Content-Type', 'application/json');
          response.end(JSON.stringify({ method: request.method, body, match: request.headers['if-match'] ?? null }));
        }
      });
    });
    server.on('connection', (socket) => connections.add(socket));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });

  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  it('sends requests one after the other on one connection and reads each whole answer', async () => {
    const client = new KeepAliveClient('127.0.0.1', port);
    const before = connections.size;
    const patch = await client.request('PATCH', '/thing', { 'If-Match': '"3"', 'Content-Type': 'application/json' }, '{"price":1}');
    expect(patch.status).toBe(200);
    expect(JSON.parse(patch.body.toString())).toEqual({ method: 'PATCH', body: '{"price":1}', match: '"3"' });
    const chunked = await client.request('GET', '/chunked', {});
    expect({ status: chunked.status, etag: chunked.headers.get('etag'), body: chunked.body.toString() }).toEqual({ status: 200, etag: '"7"', body: 'first second' });
    const unchanged = await client.request('GET', '/unchanged', {});
    expect({ status: unchanged.status, length: unchanged.body.length }).toEqual({ status: 304, length: 0 });
    expect(connections.size).toBe(before + 1);
    client.close();
  });

  it('opens a new connection after the server closed one', async () => {
    const client = new KeepAliveClient('127.0.0.1', port);
    expect((await client.request('GET', '/close', {})).body.toString()).toBe('bye');
    expect((await client.request('GET', '/again', {})).status).toBe(200);
    client.close();
  });

  it('refuses a second request while one is under way, and fails when nothing listens', async () => {
    const client = new KeepAliveClient('127.0.0.1', port);
    const first = client.request('GET', '/one', {});
    await expect(client.request('GET', '/two', {})).rejects.toThrow(/one request at a time/);
    expect((await first).status).toBe(200);
    client.close();
    const nowhere = new KeepAliveClient('127.0.0.1', 1);
    await expect(nowhere.request('GET', '/', {})).rejects.toThrow(/ECONNREFUSED/);
  });
});
