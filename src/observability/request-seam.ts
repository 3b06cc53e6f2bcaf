import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Logger } from 'pino';
import type { Metrics } from './metrics.js';
import { type RequestContext, runInRequestContext } from './request-context.js';
import { RefusalLog } from './refusal-log.js';

type Request = IncomingMessage & { originalUrl?: string; ip?: string };

/** The call outcomes that are security events, and how each is logged. */
const SECURITY_EVENTS: Readonly<Record<string, { level: 'info' | 'warn'; event: string; message: string }>> = {
  unauthenticated: { level: 'info', event: 'login-failed', message: 'Refused: wrong customer name or password' },
  forbidden: { level: 'warn', event: 'scope-refused', message: 'Refused: the account may not call this operation' },
  'not-found': { level: 'info', event: 'not-found', message: "Refused: not found in the caller's agency" },
};

/** An X-Request-Id worth keeping: short, printable, no spaces or separators that could forge a log line. */
const ACCEPTED_ID = /^[A-Za-z0-9._:@/+=-]{1,128}$/;

export interface RouteKind {
  readonly interface: 'asmx' | 'v12' | 'ops' | 'other';
  readonly protocol: string;
}

function queryHas(query: string, names: readonly string[]): string | undefined {
  for (const item of query.split('&')) {
    const key = decodeURIComponentSafe(item.split('=', 1)[0] ?? '').toLowerCase();
    if (names.includes(key)) return key;
  }
  return undefined;
}

function decodeURIComponentSafe(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** Which interface and protocol a request uses, from its method, path, query and content type. */
export function classifyRequest(method: string, url: string, contentType: string | undefined): RouteKind {
  const mark = url.indexOf('?');
  const path = mark < 0 ? url : url.slice(0, mark);
  const query = mark < 0 ? '' : url.slice(mark + 1);
  const post = method === 'POST';
  const asmx = /^\/serviceapi\.asmx(?:\/(.*))?$/i.exec(path);
  if (asmx) {
    if (asmx[1]) return { interface: 'asmx', protocol: post ? 'http-post' : 'http-get' };
    if (post) return { interface: 'asmx', protocol: /soap\+xml/i.test(contentType ?? '') ? 'soap12' : 'soap11' };
    return { interface: 'asmx', protocol: queryHas(query, ['wsdl', 'disco']) ?? 'help' };
  }
  const v12 = /^\/1\.2\/apiservice\.svc(?:\/(.*))?$/i.exec(path);
  if (v12) {
    if (v12[1]) return { interface: 'v12', protocol: post ? 'json-post' : 'json-get' };
    if (post) return { interface: 'v12', protocol: 'soap11' };
    if (queryHas(query, ['openapi'])) return { interface: 'v12', protocol: 'openapi' };
    return { interface: 'v12', protocol: queryHas(query, ['wsdl', 'singlewsdl', 'xsd']) ? 'wsdl' : 'help' };
  }
  if (/^\/(health\/(live|ready)|metrics)\/?$/i.test(path)) return { interface: 'ops', protocol: 'http' };
  return { interface: 'other', protocol: 'http' };
}

/**
 * The one place every request passes through, whichever transport serves it (the transports
 * write their responses themselves, so this is Express middleware and the first step of the fast
 * lane, src/soap/http/fast-lane.ts, not a Nest interceptor):
 * it accepts or makes the request id (X-Request-Id, echoed in the response), keeps the request
 * context the operation runners fill in, writes one access line per request and the security
 * events (refused and throttled logins, failed person logins, scope refusals, not-found answers), counts the request in the metrics,
 * and tracks requests in flight so a stopping instance can drain them.
 *
 * The access line holds the path but never the query string (it carries credentials and `json=`).
 */
export class RequestSeam {
  private inFlight = 0;
  /** The responses of the requests in flight, to close their connections once the instance stops. */
  private readonly open = new Set<ServerResponse>();
  private stopping = false;
  private drained: (() => void)[] = [];
  /** Throttling refusals: one line per client address and interval, not one per refusal. */
  readonly refusals: RefusalLog;
  /**
   * The access lines' logger: `logger` without its redaction, which was half the cost of a line.
   * An access line's fields never hold a secret (the path without its query, a checked or made
   * request id, the client's address, codes); the security events keep the redacting logger.
   */
  private readonly access: Logger;

  constructor(
    private readonly logger: Logger,
    private readonly metrics: Metrics,
    refusalLogIntervalMs?: number,
  ) {
    this.refusals = new RefusalLog(logger, refusalLogIntervalMs);
    this.access = logger.child({}, { redact: { paths: [] } });
  }

  get draining(): boolean {
    return this.stopping;
  }

  get requestsInFlight(): number {
    return this.inFlight;
  }

  readonly handle = (request: Request, response: ServerResponse, next: () => void): void => {
    const offered = request.headers['x-request-id'];
    const id = typeof offered === 'string' && ACCEPTED_ID.test(offered) ? offered : randomUUID();
    response.setHeader('X-Request-Id', id);
    if (this.stopping) response.setHeader('Connection', 'close');
    const url = request.originalUrl ?? request.url ?? '/';
    const kind = classifyRequest(request.method ?? 'GET', url, request.headers['content-type']);
    const context: RequestContext = { id };
    const started = process.hrtime.bigint();
    this.inFlight += 1;
    this.open.add(response);
    let finished = false;
    const finish = () => {
      if (finished) return;
      finished = true;
      this.inFlight -= 1;
      this.open.delete(response);
      this.record(request, response, url, kind, context, Number(process.hrtime.bigint() - started) / 1e9);
      if (this.inFlight === 0) for (const resolve of this.drained.splice(0)) resolve();
    };
    response.on('finish', finish);
    response.on('close', finish);
    runInRequestContext(context, next);
  };

  /**
   * From now on readiness fails and responses close their connections (the instance is
   * stopping), those of the requests already in flight too when their headers are not sent yet.
   */
  stopAccepting(): void {
    this.stopping = true;
    for (const response of this.open) if (!response.headersSent) response.setHeader('Connection', 'close');
  }

  /**
   * Stops the instance gracefully: from now on readiness fails and responses close their
   * connections; resolves when no request is in flight, or after `graceMs` at the latest.
   */
  async drain(graceMs: number): Promise<void> {
    this.stopAccepting();
    if (this.inFlight === 0) {
      this.logger.info({ event: 'stopping', inFlight: 0 }, 'Stopping: no requests in flight');
      this.refusals.close();
      return;
    }
    this.logger.info({ event: 'draining', inFlight: this.inFlight }, 'Stopping: waiting for requests in flight');
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([
      new Promise<void>((resolve) => this.drained.push(resolve)),
      new Promise<void>((resolve) => (timer = setTimeout(resolve, graceMs))),
    ]);
    clearTimeout(timer);
    if (this.inFlight > 0) this.logger.warn({ event: 'drain-timeout', inFlight: this.inFlight }, 'Stopping with requests still in flight');
    this.refusals.close();
  }

  private record(request: Request, response: ServerResponse, url: string, kind: RouteKind, context: RequestContext, seconds: number): void {
    const status = response.writableFinished ? response.statusCode : 499;
    const operation = context.operation ?? '-';
    const code = context.outcome ?? '-';
    const personFailures = context.events?.filter((event) => event === 'person-login-failed').length ?? 0;
    this.metrics.observeRequest({ interface: kind.interface, protocol: kind.protocol, operation, code, status: String(status) }, seconds, personFailures);
    const mark = url.indexOf('?');
    const line = {
      reqId: context.id,
      interface: kind.interface,
      protocol: kind.protocol,
      operation,
      code,
      status,
      durationMs: Math.round(seconds * 10_000) / 10,
      accountId: context.accountId,
      method: request.method,
      path: (mark < 0 ? url : url.slice(0, mark)).slice(0, 200),
      client: request.ip ?? request.socket.remoteAddress,
    };
    if (kind.interface === 'ops') this.access.debug(line, 'request');
    else this.access.info(line, 'request');
    const fields = { reqId: context.id, interface: kind.interface, operation, client: line.client, accountId: context.accountId };
    const security = SECURITY_EVENTS[code];
    if (code === 'throttled' || code === 'busy') this.refusals.refused({ kind: code, client: line.client, customerName: context.refusedName, fields });
    else if (security) this.logger[security.level]({ ...fields, customerName: context.refusedName, event: security.event }, security.message);
    if (personFailures > 0) this.logger.info({ ...fields, event: 'person-login-failed', count: personFailures }, 'Wrong person email or password');
  }
}
