import type { IncomingMessage } from 'node:http';

/** The request body is larger than the configured limit (HTTP 413). */
export class BodyTooLargeError extends Error {
  constructor(readonly limit: number) {
    super(`Request body exceeds ${limit} bytes.`);
    this.name = 'BodyTooLargeError';
  }
}

/**
 * Reads the whole request body as UTF-8, refusing more than `limit` bytes (checked against
 * Content-Length first, then while streaming). Nest's generic body parsers are off.
 */
export function readBody(request: IncomingMessage, limit: number): Promise<string> {
  const declared = Number(request.headers['content-length'] ?? NaN);
  if (Number.isFinite(declared) && declared > limit) {
    request.resume();
    return Promise.reject(new BodyTooLargeError(limit));
  }
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let done = false;
    request.on('data', (chunk: Buffer) => {
      if (done) return;
      size += chunk.length;
      if (size > limit) {
        done = true;
        request.resume();
        reject(new BodyTooLargeError(limit));
        return;
      }
      chunks.push(chunk);
    });
    request.on('end', () => {
      if (!done) {
        done = true;
        resolve(Buffer.concat(chunks, size).toString('utf8'));
      }
    });
    request.on('error', (error) => {
      if (!done) {
        done = true;
        reject(error);
      }
    });
  });
}
