import { once } from 'node:events';
import { request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import express from 'express';
import { forwardedClient } from './request-address.js';

const HEADERS = [
  '203.0.113.7',
  '203.0.113.7, 198.51.100.23',
  '203.0.113.7,198.51.100.23',
  ' 203.0.113.7 ,  198.51.100.24  , ',
  '198.51.100.25,,',
  ', ,',
  '',
  '   ',
  '2001:db8::1, [2001:db8::2]:443',
  'not an address',
  'a b , c\td ',
  'unknown, 203.0.113.9\t,',
];

describe('forwardedClient', () => {
  it.each([
    ['203.0.113.7', '203.0.113.7'],
    ['203.0.113.7, 198.51.100.23', '198.51.100.23'],
    [' 203.0.113.7 ,  198.51.100.24  , ', '198.51.100.24'],
    [', ,', undefined],
    ['', undefined],
    [undefined, undefined],
  ])('reads %p as %p', (header, client) => {
    expect(forwardedClient(header)).toBe(client);
  });

  describe("gives Express's req.ip (one trusted proxy hop, else the peer)", () => {
    let server: Server;
    let port: number;
    beforeAll(async () => {
      const app = express();
      app.set('trust proxy', 1);
      app.get('/', (request, response) => {
        response.json({ ip: request.ip, peer: request.socket.remoteAddress });
      });
      server = app.listen(0, '127.0.0.1');
      await once(server, 'listening');
      port = (server.address() as AddressInfo).port;
    });
    afterAll(async () => {
      await new Promise((resolve) => server.close(resolve));
    });

    function expressView(header: string): Promise<{ ip: string; peer: string }> {
      return new Promise((resolve, reject) => {
        const request = httpRequest({ host: '127.0.0.1', port, path: '/', headers: { 'X-Forwarded-For': header } }, (response) => {
          let body = '';
          response.setEncoding('utf8').on('data', (chunk: string) => (body += chunk));
          response.on('end', () => resolve(JSON.parse(body) as { ip: string; peer: string }));
        });
        request.on('error', reject);
        request.end();
      });
    }

    it.each(HEADERS)('X-Forwarded-For: %p', async (header) => {
      const { ip, peer } = await expressView(header);
      expect(forwardedClient(header) ?? peer).toBe(ip);
    });
  });
});
