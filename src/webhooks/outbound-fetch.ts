import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP } from 'node:net';
import { guardedLookup, isInternalAddress, RefusedTargetError } from './outbound-guard.js';

export interface OutboundFetchOptions {
  /** More bytes than this and the download stops (the answer is refused). */
  readonly maxBytes: number;
  /** For the whole exchange, redirects included. */
  readonly timeoutMs: number;
  /** Internal addresses allowed (tests, a private network by choice); refused otherwise. */
  readonly allowPrivate: boolean;
  /** Redirects followed, each one checked like the first URL (default 3). */
  readonly maxRedirects?: number;
}

/** Why an outbound GET gave no body, in words for a report. */
export class OutboundFetchError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'OutboundFetchError';
  }
}

function refusedMessage(host: string): string {
  return `refused: ${host} is an internal address (MEDIA_FETCH_ALLOW_PRIVATE=true allows it)`;
}

function checkTarget(url: URL, allowPrivate: boolean): void {
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new OutboundFetchError('only http:// and https:// URLs are fetched');
  if (url.username || url.password) throw new OutboundFetchError('a URL with a user name or password is not fetched');
  const literal = url.hostname.replace(/^\[|\]$/g, '');
  // An address literal is connected to without a lookup, so it is checked here; names are checked by the socket's lookup.
  if (!allowPrivate && (literal === 'localhost' || (isIP(literal) !== 0 && isInternalAddress(literal)))) {
    throw new OutboundFetchError(refusedMessage(literal));
  }
}

function getOnce(url: URL, options: OutboundFetchOptions, deadline: number): Promise<{ redirect: URL } | { body: Buffer }> {
  checkTarget(url, options.allowPrivate);
  return new Promise((resolve, reject) => {
    const remaining = deadline - Date.now();
    if (remaining <= 0) return reject(new OutboundFetchError(`no answer within ${options.timeoutMs} ms`));
    const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
    const request = send(url, { method: 'GET', headers: { 'user-agent': 'listing-service-media/1', accept: 'image/*' }, lookup: guardedLookup(options.allowPrivate) as never, agent: false });
    const timer = setTimeout(() => request.destroy(new OutboundFetchError(`no answer within ${options.timeoutMs} ms`)), remaining);
    const fail = (error: NodeJS.ErrnoException) => {
      clearTimeout(timer);
      reject(error instanceof OutboundFetchError ? error : new OutboundFetchError(error instanceof RefusedTargetError ? refusedMessage(url.hostname) : `cannot fetch: ${error.message}`));
    };
    request.on('error', fail);
    request.on('response', (response: IncomingMessage) => {
      const status = response.statusCode ?? 0;
      if (status >= 300 && status < 400 && response.headers.location) {
        clearTimeout(timer);
        response.resume();
        request.destroy();
        try {
          return resolve({ redirect: new URL(response.headers.location, url) });
        } catch {
          return reject(new OutboundFetchError(`a redirect to an unreadable address`));
        }
      }
      if (status !== 200) {
        response.resume();
        request.destroy();
        clearTimeout(timer);
        return reject(new OutboundFetchError(`the server answered ${status}`));
      }
      const declared = Number(response.headers['content-length']);
      if (Number.isFinite(declared) && declared > options.maxBytes) {
        request.destroy();
        clearTimeout(timer);
        return reject(new OutboundFetchError(`the file has ${declared} bytes; at most ${options.maxBytes} are accepted`));
      }
      const chunks: Buffer[] = [];
      let read = 0;
      response.on('data', (chunk: Buffer) => {
        read += chunk.length;
        if (read > options.maxBytes) request.destroy(new OutboundFetchError(`the file has more than ${options.maxBytes} bytes; at most ${options.maxBytes} are accepted`));
        else chunks.push(chunk);
      });
      response.on('error', fail);
      response.on('end', () => {
        clearTimeout(timer);
        resolve({ body: Buffer.concat(chunks) });
      });
    });
    request.end();
  });
}

/**
 * One outbound GET of a file named by an agency's document (an imported picture's URL): internal
 * targets refused by the webhooks' outbound guard (literal addresses here, names at connect
 * time), a byte limit while reading, one deadline for the whole exchange, redirects followed a
 * few times and each checked again. The answer's declared type is not trusted: the caller judges
 * the bytes.
 */
export async function fetchOutbound(raw: string, options: OutboundFetchOptions): Promise<Buffer> {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new OutboundFetchError('not a URL');
  }
  const deadline = Date.now() + options.timeoutMs;
  for (let hop = 0; hop <= (options.maxRedirects ?? 3); hop++) {
    const outcome = await getOnce(url, options, deadline);
    if ('body' in outcome) return outcome.body;
    url = outcome.redirect;
  }
  throw new OutboundFetchError('too many redirects');
}
