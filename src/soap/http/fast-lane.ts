import type { RequestListener, Server, ServerResponse } from 'node:http';
import { HttpException, IntrinsicException, Logger } from '@nestjs/common';
import type { RequestSeam } from '../../observability/request-seam.js';
import { type AddressedRequest, forwardedClient } from './request-address.js';
import { answerHttpException, noSniff } from './server-hardening.js';

/** An interface served on the fast lane: its dispatcher says which requests are its and answers them itself. */
export interface LaneDispatcher {
  /** Whether a request (its path: the target before `?`, as received; its method) is the interface's. */
  claims(path: string, method: string | undefined): boolean;
  /** Answers the request; a promise when the answer is not written yet when it returns. */
  handle(request: AddressedRequest, response: ServerResponse): Promise<void> | undefined;
}

export interface FastLaneOptions {
  /** The request seam every request passes through first (request id, access line, metrics, draining). */
  readonly seam: Pick<RequestSeam, 'handle'>;
  /** One proxy hop is trusted (TRUST_PROXY): the client address is the right-most X-Forwarded-For entry. */
  readonly trustProxy: boolean;
  readonly dispatchers: readonly LaneDispatcher[];
}

/**
 * Characters for which Express (parseurl) reads a request target with `url.parse` instead of taking
 * its path as the text before `?`. Such targets (and absolute URLs) stay on Express's lane, whose
 * routes hand them to the same dispatchers with the path Express makes of them.
 */
const UNUSUAL_TARGET = /[\t\n\f\r #\u00a0\ufeff]/;

/** Nest's answer to an error a route handler throws (BaseExceptionFilter through Express's `res.json`). */
const UNKNOWN_ERROR = JSON.stringify({ statusCode: 500, message: 'Internal server error' });

/** The logger (and context) under which Nest reports an error a route handler throws. */
const exceptionsLog = new Logger('ExceptionsHandler');

function dispatcherFor(url: string | undefined, method: string | undefined, dispatchers: readonly LaneDispatcher[]): LaneDispatcher | undefined {
  if (url === undefined || url.charCodeAt(0) !== 0x2f || UNUSUAL_TARGET.test(url)) return undefined;
  const mark = url.indexOf('?');
  const path = mark < 0 ? url : url.slice(0, mark);
  for (const dispatcher of dispatchers) if (dispatcher.claims(path, method)) return dispatcher;
  return undefined;
}

/**
 * What Nest answers when a route handler throws: an HTTP exception as PlainHttpErrors answers it;
 * anything else a 500 with Nest's JSON error document (no detail, no stack) and the error logged;
 * only the end of the response once it has begun.
 */
function answerFailure(response: ServerResponse, error: unknown): void {
  if (error instanceof HttpException) {
    answerHttpException(error, response);
    return;
  }
  if (response.headersSent) {
    response.end();
  } else {
    response.statusCode = 500;
    response.setHeader('Content-Type', 'application/json; charset=utf-8');
    response.setHeader('Content-Length', Buffer.byteLength(UNKNOWN_ERROR));
    response.end(UNKNOWN_ERROR);
  }
  if (!(error instanceof IntrinsicException)) exceptionsLog.error(error);
}

function answer(dispatcher: LaneDispatcher, request: AddressedRequest, response: ServerResponse): void {
  try {
    dispatcher.handle(request, response)?.catch((error: unknown) => answerFailure(response, error));
  } catch (error) {
    answerFailure(response, error);
  }
}

/**
 * The fast lane (issue #9): requests on the protocol endpoints, and the GETs of picture files
 * (/media/, issue #25), go from the HTTP server straight to their dispatcher, without Express, its
 * router or Nest's per-request pipeline (the dispatchers read bodies and write responses
 * themselves). Everything else (the home page, /docs, the API, the health probes, /metrics,
 * unknown paths) goes to `express` as before.
 *
 * A request on the lane gets what Express's middleware gave it, in the same order: the request seam,
 * then `X-Content-Type-Options: nosniff` (requestGuard; the dispatchers read the path as received,
 * so its repair of undecodable paths does not apply); `request.ip` as Express's one-hop
 * `trust proxy` gives it; an error the dispatcher throws is answered and logged as Nest does.
 *
 * `express` must be the server's request listener; the lane takes its place and calls it for the
 * requests it does not answer.
 */
export function mountFastLane(server: Server, express: RequestListener, options: FastLaneOptions): void {
  if (!server.listeners('request').includes(express)) throw new Error('The fast lane needs the request listener the HTTP server calls');
  const { seam, trustProxy, dispatchers } = options;
  server.removeListener('request', express);
  server.on('request', (request: AddressedRequest, response: ServerResponse) => {
    const dispatcher = dispatcherFor(request.url, request.method, dispatchers);
    if (!dispatcher) {
      express(request, response);
      return;
    }
    if (trustProxy) {
      const client = forwardedClient(request.headers['x-forwarded-for']);
      if (client !== undefined) request.ip = client;
    }
    seam.handle(request, response, () => {
      noSniff(response);
      answer(dispatcher, request, response);
    });
  });
}
