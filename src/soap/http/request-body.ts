import type { IncomingMessage } from 'node:http';
import { Logger } from '@nestjs/common';
import type { AppConfig } from '../../config/config.js';

/** Reading a request body failed; `status` is the HTTP answer (the client may be gone already). */
export class BodyReadError extends Error {
  constructor(
    readonly status: 408 | 413 | 400,
    message: string,
  ) {
    super(message);
    this.name = 'BodyReadError';
  }
}

/** The request body is larger than the configured limit (HTTP 413). */
export class BodyTooLargeError extends BodyReadError {
  constructor(readonly limit: number) {
    super(413, `The request body exceeds ${limit} bytes.`);
    this.name = 'BodyTooLargeError';
  }
}

export interface BodyReadOptions {
  /** Largest accepted body in bytes. */
  readonly limit: number;
  /** Longest pause between two chunks of the body. */
  readonly idleTimeoutMs: number;
}

/**
 * How much of an oversized body is still read (and discarded) before the 413 is sent, so a client
 * that writes its whole body before reading the answer sees the 413 rather than a reset.
 */
const DRAIN_BYTES = 16 * 1024 * 1024;
const DRAIN_MS = 10_000;

const logger = new Logger('HTTP');

/** The body reading settings of the configuration. */
export function bodyReadOptions(config: AppConfig): BodyReadOptions {
  return { limit: config.bodyLimitBytes, idleTimeoutMs: config.http.bodyIdleTimeoutMs };
}

/**
 * Reads the raw request body once, refusing more than `limit` bytes (Content-Length is checked
 * before reading, the running total while reading). The rest of an oversized body is drained, up
 * to a bound, before the caller answers 413. A body that pauses longer than the idle timeout is
 * refused with 408; one the client aborts is logged once at debug level.
 */
export function readRequestBody(request: IncomingMessage, options: BodyReadOptions): Promise<Buffer> {
  const { limit, idleTimeoutMs } = options;
  const declared = Number(request.headers['content-length']);
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let settled = false;
    let timer: NodeJS.Timeout | undefined;
    const finish = (error: BodyReadError | null) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      request.off('data', onData);
      request.off('end', onEnd);
      request.off('error', onAbort);
      request.off('aborted', onAbort);
      if (error) reject(error);
      else resolve(chunks.length === 1 ? (chunks[0] as Buffer) : Buffer.concat(chunks, size));
    };
    const tooLarge = () => {
      request.off('data', onData);
      request.off('end', onEnd);
      clearTimeout(timer);
      void drain(request, Number.isFinite(declared) ? declared - size : undefined).then(() => finish(new BodyTooLargeError(limit)));
    };
    const restartTimer = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        logger.debug(`Request body from ${request.socket.remoteAddress ?? '?'} stalled for ${idleTimeoutMs} ms; refused with 408.`);
        finish(new BodyReadError(408, 'The request body stalled.'));
      }, idleTimeoutMs);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) return tooLarge();
      chunks.push(chunk);
      restartTimer();
    };
    const onEnd = () => finish(null);
    const onAbort = () => {
      logger.debug(`Request body from ${request.socket.remoteAddress ?? '?'} aborted by the client after ${size} bytes.`);
      finish(new BodyReadError(400, 'The request body was aborted.'));
    };
    request.on('error', onAbort);
    request.on('aborted', onAbort);
    if (declared > limit) return tooLarge();
    request.on('data', onData);
    request.on('end', onEnd);
    restartTimer();
  });
}

/** Reads and discards the rest of a body, up to DRAIN_BYTES or DRAIN_MS; resolves when done or over the bound. */
function drain(request: IncomingMessage, remaining: number | undefined): Promise<void> {
  if (request.readableEnded || (remaining !== undefined && remaining > DRAIN_BYTES)) return Promise.resolve();
  return new Promise((resolve) => {
    let drained = 0;
    const done = () => {
      clearTimeout(timer);
      request.off('data', onData);
      request.off('end', done);
      request.off('close', done);
      resolve();
    };
    const onData = (chunk: Buffer) => {
      drained += chunk.length;
      if (drained > DRAIN_BYTES) done();
    };
    const timer = setTimeout(done, DRAIN_MS);
    request.on('data', onData);
    request.on('end', done);
    request.on('close', done);
    request.resume();
  });
}

const STRICT_UTF8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

/** A request body as text; null when its bytes are not UTF-8 (never silently replaced by U+FFFD). */
export function utf8Text(body: Buffer): string | null {
  try {
    return STRICT_UTF8.decode(body);
  } catch {
    return null;
  }
}
