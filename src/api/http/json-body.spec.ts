import { describe, expect, it } from '@jest/globals';
import type { IncomingMessage } from 'node:http';
import { Readable } from 'node:stream';
import { NotJsonBody, readJsonBody, type ApiBodyRequest } from './json-body.js';
import { Problem } from './problem.js';

function request(body: string | Buffer, headers: Record<string, string>): ApiBodyRequest {
  const stream = Readable.from([Buffer.from(body)]) as unknown as IncomingMessage;
  Object.assign(stream, { headers: { 'content-length': String(Buffer.byteLength(body)), ...headers } });
  return stream;
}

async function problemOf(promise: Promise<unknown>): Promise<Problem> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof Problem) return error;
    throw error;
  }
  throw new Error('no problem');
}

describe('readJsonBody', () => {
  it('parses a JSON body of application/json and application/merge-patch+json', async () => {
    for (const type of ['application/json', 'application/merge-patch+json', 'application/json; charset=utf-8']) {
      const req = request('{"price": 1}', { 'content-type': type });
      await readJsonBody(req, 1000);
      expect(req.body).toEqual({ price: 1 });
    }
  });

  it('leaves a body of another type unread', async () => {
    const req = request('<xml/>', { 'content-type': 'text/xml' });
    await readJsonBody(req, 1000);
    expect(req.body).toEqual(new NotJsonBody('text/xml'));
  });

  it('refuses malformed JSON, too deep nesting, another charset and more than 1 MB', async () => {
    expect((await problemOf(readJsonBody(request('{"price": ', { 'content-type': 'application/json' }), 1000))).kind).toBe('validation');
    const deep = '['.repeat(40) + ']'.repeat(40);
    const tooDeep = await problemOf(readJsonBody(request(deep, { 'content-type': 'application/json' }), 1000));
    expect(tooDeep.detail).toContain('deeper than 32');
    expect((await problemOf(readJsonBody(request('{}', { 'content-type': 'application/json; charset=latin1' }), 1000))).kind).toBe('unsupported-media-type');
    const huge = `{"a":"${'x'.repeat(1024 * 1024)}"}`;
    expect((await problemOf(readJsonBody(request(huge, { 'content-type': 'application/json' }), 1000))).kind).toBe('payload-too-large');
  });
});
