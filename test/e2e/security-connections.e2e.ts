import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { Logger } from '@nestjs/common';
import { connect, type Socket } from 'node:net';
import { startTestApp, type TestApp } from '../support/app.js';
import { V12 } from '../fixtures/v12/http.js';

interface RawAnswer {
  readonly text: string;
  readonly error: string | null;
  readonly ms: number;
}

/** Writes raw bytes on a new connection and collects what comes back until the server closes it. */
function rawExchange(port: number, chunks: readonly (string | Buffer)[], options: { endAfterWrite?: boolean } = {}): Promise<RawAnswer> {
  return new Promise((resolve) => {
    const started = Date.now();
    const received: Buffer[] = [];
    let error: string | null = null;
    const socket: Socket = connect(port, '127.0.0.1', () => {
      for (const chunk of chunks) socket.write(chunk);
      if (options.endAfterWrite) socket.end();
    });
    socket.setTimeout(8_000, () => socket.destroy());
    socket.on('data', (data: Buffer) => received.push(data));
    socket.on('error', (e: NodeJS.ErrnoException) => (error = e.code ?? e.message));
    socket.on('close', () => resolve({ text: Buffer.concat(received).toString('latin1'), error, ms: Date.now() - started }));
  });
}

describe('connections and request bodies', () => {
  let app: TestApp;
  let port: number;
  beforeAll(async () => {
    app = await startTestApp({ BODY_LIMIT_BYTES: '65536', BODY_IDLE_TIMEOUT_SECONDS: '1', HEADERS_TIMEOUT_SECONDS: '2', REQUEST_TIMEOUT_SECONDS: '3' });
    port = Number(new URL(app.baseUrl).port);
  });
  afterAll(async () => {
    await app?.close();
  });

  it('answers a body that stops arriving with 408 after the idle timeout and closes the connection', async () => {
    const head = `POST ${V12}/GetHistoriesTypeJson HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"CustomerName":`;
    const answer = await rawExchange(port, [head]);
    expect(answer.text).toMatch(/^HTTP\/1\.1 408 /);
    expect(answer.ms).toBeLessThan(10_000);
  });

  it('disconnects a client that never finishes its headers', async () => {
    const answer = await rawExchange(port, [`GET ${V12}?wsdl HTTP/1.1\r\nHost: x\r\n`]);
    expect(answer.text).toMatch(/^HTTP\/1\.1 408 |^$/);
    expect(answer.ms).toBeLessThan(10_000);
  });

  it('lets a client that writes its whole oversized body first read the 413', async () => {
    const body = Buffer.alloc(1024 * 1024, 'a');
    const head = `POST ${V12}/GetHistoriesTypeJson HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`;
    const answer = await rawExchange(port, [head, body]);
    expect(answer.error).toBeNull();
    expect(answer.text).toMatch(/^HTTP\/1\.1 413 /);
  });

  it('logs an aborted upload once, at debug level, without an error or stack trace', async () => {
    const errors = jest.spyOn(Logger.prototype, 'error');
    const debug = jest.spyOn(Logger.prototype, 'debug');
    try {
      const head = `POST ${V12} HTTP/1.1\r\nHost: x\r\nContent-Type: text/xml; charset=utf-8\r\nContent-Length: 5000\r\n\r\n<s:Envelope`;
      await rawExchange(port, [head], { endAfterWrite: true });
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(errors).not.toHaveBeenCalled();
      expect(debug.mock.calls.filter(([message]) => String(message).includes('aborted'))).toHaveLength(1);
    } finally {
      errors.mockRestore();
      debug.mockRestore();
    }
  });
});
