import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP } from 'node:net';
import { guardedLookup, isInternalAddress, RefusedTargetError } from './outbound-guard.js';

export interface SendOutcome {
  /** The HTTP status, or null when no answer came (refused target, DNS, connection, timeout). */
  readonly status: number | null;
  /** Retry-After of a 429 or 503, in milliseconds. */
  readonly retryAfterMs: number | null;
  readonly error: string | null;
  /** The target was refused by the outbound guard (an internal address, WEBHOOK_ALLOW_PRIVATE off): nothing was sent. */
  readonly refused?: boolean;
}

/** Retry-After as seconds or an HTTP date. */
export function retryAfterMs(value: string | undefined, now = Date.now()): number | null {
  if (!value) return null;
  if (/^\d+$/.test(value.trim())) return Number(value.trim()) * 1000;
  const at = Date.parse(value);
  return Number.isNaN(at) ? null : Math.max(0, at - now);
}

/**
 * One POST of a webhook: no redirects followed (a 3xx is a failure), a hard timeout for the
 * whole exchange, the answer's body read and dropped (at most 64 KiB), internal targets refused
 * at connect time unless allowed.
 */
export function postWebhook(url: URL, headers: Readonly<Record<string, string>>, body: string, timeoutMs: number, allowPrivate: boolean): Promise<SendOutcome> {
  // An address literal is connected to without a lookup, so it is checked here.
  const literal = url.hostname.replace(/^\[|\]$/g, '');
  if (!allowPrivate && isIP(literal) !== 0 && isInternalAddress(literal)) {
    return Promise.resolve({ status: null, retryAfterMs: null, error: new RefusedTargetError(literal, literal).message, refused: true });
  }
  return new Promise((resolve) => {
    let settled = false;
    const finish = (outcome: SendOutcome) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(outcome);
    };
    const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
    const request = send(
      url,
      {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)), 'user-agent': 'listing-service-webhooks/1' },
        lookup: guardedLookup(allowPrivate) as never,
        agent: false,
      },
      (response: IncomingMessage) => {
        let read = 0;
        response.on('data', (chunk: Buffer) => {
          read += chunk.length;
          if (read > 65_536) response.destroy();
        });
        const status = response.statusCode ?? 0;
        const header = response.headers['retry-after'];
        const done = () =>
          finish({ status, retryAfterMs: status === 429 || status === 503 ? retryAfterMs(Array.isArray(header) ? header[0] : header) : null, error: null });
        response.on('end', done);
        response.on('close', done);
        response.on('error', done);
      },
    );
    const timer = setTimeout(() => {
      request.destroy(new Error(`no answer within ${timeoutMs} ms`));
    }, timeoutMs);
    request.on('error', (error: NodeJS.ErrnoException) => finish({ status: null, retryAfterMs: null, error: error.message, refused: error.code === 'EREFUSEDTARGET' }));
    request.end(body);
  });
}
