import type { IncomingMessage } from 'node:http';

/** The request body is larger than the configured limit (HTTP 413). */
export class BodyTooLargeError extends Error {
  constructor(readonly limit: number) {
    super(`The request body exceeds ${limit} bytes.`);
    this.name = 'BodyTooLargeError';
  }
}

/**
 * Reads the raw request body once, refusing more than `limit` bytes (Content-Length is checked
 * before reading, the running total while reading). The rest of an oversized body is discarded.
 */
export function readRequestBody(request: IncomingMessage, limit: number): Promise<Buffer> {
  const declared = Number(request.headers['content-length']);
  if (declared > limit) {
    request.resume();
    return Promise.reject(new BodyTooLargeError(limit));
  }
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        cleanup();
        request.resume();
        reject(new BodyTooLargeError(limit));
        return;
      }
      chunks.push(chunk);
    };
    const onEnd = () => {
      cleanup();
      resolve(chunks.length === 1 ? (chunks[0] as Buffer) : Buffer.concat(chunks, size));
    };
    const onError = (error: Error) => {
      cleanup();
      reject(error);
    };
    const cleanup = () => {
      request.off('data', onData);
      request.off('end', onEnd);
      request.off('error', onError);
    };
    request.on('data', onData);
    request.on('end', onEnd);
    request.on('error', onError);
  });
}
