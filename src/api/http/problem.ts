import type { IncomingMessage, ServerResponse } from 'node:http';
import { type ArgumentsHost, Catch, type ExceptionFilter, HttpException, Logger } from '@nestjs/common';
import { BaseExceptionFilter, type HttpAdapterHost } from '@nestjs/core';
import { DomainError, InvalidFieldsError } from '../../common/errors.js';
import { currentRequest, noteOutcome, outcomeOf } from '../../observability/request-context.js';
import { requestOrigin } from '../../soap/http/request-address.js';
import { NotModified } from './resource-versions.js';

/** The path every route of the agency API starts with. */
export const API_BASE = '/api/v1';

/** The kinds of problem the API answers, one `type` URI each (`<origin>/api/v1/problems/<kind>`). */
export const PROBLEM_KINDS = {
  validation: { status: 400, title: 'The request is not valid', about: 'A field, parameter or the body itself is not what the API accepts; `errors` lists every invalid field as a JSON pointer into the request.' },
  unauthenticated: { status: 401, title: 'Credentials are missing or not valid', about: 'Send `Authorization: Bearer lsk_…` with a valid, unrevoked API key, or a valid staff session cookie.' },
  forbidden: { status: 403, title: 'Not allowed', about: 'The credentials are valid but their role does not allow this request (viewer < editor < admin), or a session cookie came without its CSRF token.' },
  'not-found': { status: 404, title: 'Not found', about: "No such resource in the caller's agency (an id of another agency is not found either), or no such route." },
  'method-not-allowed': { status: 405, title: 'Method not allowed', about: 'The route exists but does not answer this method.' },
  conflict: { status: 409, title: 'Conflict', about: 'The request conflicts with the current state: a reference already used, an Idempotency-Key whose first request is still being served.' },
  'precondition-failed': { status: 412, title: 'The resource has changed', about: 'If-Match named a version that is no longer the current one; nothing was changed. Read the resource again (its ETag) and retry.' },
  'payload-too-large': { status: 413, title: 'The body is too large', about: 'A JSON body may hold at most 1 MB; an uploaded picture at most MEDIA_MAX_BYTES (30 MB by default) and MEDIA_MAX_PIXELS pixels (100 million by default).' },
  'unsupported-media-type': { status: 415, title: 'Unsupported media type', about: 'Send JSON bodies as `application/json` (or `application/merge-patch+json` for PATCH), uploads as `multipart/form-data`; a picture must be a JPEG, PNG, WebP, AVIF or TIFF image (judged by its content).' },
  'idempotency-mismatch': { status: 422, title: 'Idempotency-Key reused with another request', about: 'The Idempotency-Key was first sent with another method, path or body; use a new key for a new request.' },
  'rate-limited': { status: 429, title: 'Too many requests', about: 'The per-key request rate was exceeded; wait the seconds Retry-After gives.' },
  internal: { status: 500, title: 'Internal error', about: 'The service failed to answer; the request id in `instance` finds it in the logs.' },
  unavailable: { status: 503, title: 'Service unavailable', about: 'The service is busy or stopping; retry later.' },
} as const;

export type ProblemKind = keyof typeof PROBLEM_KINDS;

/** One invalid field: `field` is a JSON pointer into the request (`/price`, `/descriptions/nl/title`, or `/query/limit` for a parameter). */
export interface ProblemField {
  readonly field: string;
  readonly code: string;
  readonly message: string;
}

/** An answer of the API transport that is a problem (thrown by its guards, pipes and helpers). */
export class Problem extends Error {
  constructor(
    readonly kind: ProblemKind,
    readonly detail: string,
    readonly errors: readonly ProblemField[] = [],
    readonly headers: Readonly<Record<string, string>> = {},
  ) {
    super(detail);
    this.name = 'Problem';
  }
}

/** A domain field path (`descriptions/nl/title`) as a JSON pointer (`/descriptions/nl/title`). */
export function pointerOf(field: string): string {
  return field.startsWith('/') ? field : `/${field}`;
}

const DOMAIN_KINDS: Readonly<Record<DomainError['code'], ProblemKind>> = {
  'not-found': 'not-found',
  'invalid-input': 'validation',
  unauthenticated: 'unauthenticated',
  throttled: 'rate-limited',
  busy: 'unavailable',
  forbidden: 'forbidden',
  conflict: 'conflict',
  'precondition-failed': 'precondition-failed',
  'resync-required': 'conflict',
  'unsupported-media-type': 'unsupported-media-type',
  'payload-too-large': 'payload-too-large',
};

const HTTP_KINDS: Readonly<Record<number, ProblemKind>> = {
  400: 'validation',
  401: 'unauthenticated',
  403: 'forbidden',
  404: 'not-found',
  405: 'method-not-allowed',
  409: 'conflict',
  412: 'precondition-failed',
  413: 'payload-too-large',
  415: 'unsupported-media-type',
  422: 'idempotency-mismatch',
  429: 'rate-limited',
  503: 'unavailable',
};

const logger = new Logger('Api');

/** What an exception thrown while serving an API request becomes. Anything unexpected is logged (once, with its stack) and answered as `internal`. */
export function problemOf(exception: unknown): Problem {
  if (exception instanceof Problem) return exception;
  if (exception instanceof InvalidFieldsError) {
    return new Problem('validation', 'Some fields are not valid.', exception.problems.map((problem) => ({ ...problem, field: pointerOf(problem.field) })));
  }
  if (exception instanceof DomainError) {
    const errors = exception.code === 'invalid-input' && exception.field ? [{ field: pointerOf(exception.field), code: 'invalid', message: exception.message }] : [];
    return new Problem(DOMAIN_KINDS[exception.code], exception.message, errors);
  }
  if (exception instanceof HttpException) {
    const status = exception.getStatus();
    const kind = HTTP_KINDS[status] ?? (status >= 500 ? 'internal' : 'validation');
    const detail = status === 404 ? 'No such route.' : kind === 'internal' ? PROBLEM_KINDS.internal.title : exception.message;
    return new Problem(kind, detail);
  }
  logger.error(exception instanceof Error ? (exception.stack ?? exception.message) : String(exception));
  return new Problem('internal', 'The request could not be served; the request id in `instance` finds it in the logs.');
}

/** Whether a request is one of the agency API's. */
export function isApiPath(url: string | undefined): boolean {
  const path = url ?? '';
  return path === API_BASE || path.startsWith(`${API_BASE}/`) || path.startsWith(`${API_BASE}?`);
}

export interface ProblemBody {
  readonly type: string;
  readonly title: string;
  readonly status: number;
  readonly detail: string;
  readonly instance: string;
  readonly errors?: readonly ProblemField[];
}

/** The RFC 9457 document of a problem; `instance` is the request id the logs carry. */
export function problemBody(problem: Problem, origin: string, requestId: string): ProblemBody {
  const kind = PROBLEM_KINDS[problem.kind];
  return {
    type: `${origin}${API_BASE}/problems/${problem.kind}`,
    title: kind.title,
    status: kind.status,
    detail: problem.detail,
    instance: requestId,
    ...(problem.errors.length > 0 ? { errors: problem.errors } : {}),
  };
}

/** Writes a problem as `application/problem+json`; the headers it carries (Retry-After, Allow…) too. */
export function sendProblem(request: IncomingMessage, response: ServerResponse, problem: Problem, trustProxy: boolean): void {
  if (response.headersSent) {
    response.destroy();
    return;
  }
  const requestId = currentRequest()?.id ?? String(response.getHeader('X-Request-Id') ?? '-');
  const body = JSON.stringify(problemBody(problem, requestOrigin(request, trustProxy), requestId));
  noteOutcome(problem.kind === 'internal' ? 'error' : outcomeOfKind(problem.kind));
  response.statusCode = PROBLEM_KINDS[problem.kind].status;
  for (const [name, value] of Object.entries(problem.headers)) response.setHeader(name, value);
  response.setHeader('Content-Type', 'application/problem+json');
  response.setHeader('Cache-Control', 'no-store');
  response.setHeader('Content-Length', Buffer.byteLength(body));
  response.end(request.method === 'HEAD' ? undefined : body);
}

function outcomeOfKind(kind: ProblemKind): ReturnType<typeof outcomeOf> {
  const entry = Object.entries(DOMAIN_KINDS).find(([, value]) => value === kind);
  return (entry?.[0] as ReturnType<typeof outcomeOf> | undefined) ?? 'invalid-input';
}

/**
 * The exception filter of the whole application: requests of the agency API (`/api/v1…`) get
 * RFC 9457 problem documents for everything (domain errors, validation, unknown routes, failures,
 * with no stack trace); every other request is left to `fallback` for HTTP exceptions (the legacy
 * interfaces' plain answers) and to Nest's own handling otherwise.
 */
@Catch()
export class ApiProblems extends BaseExceptionFilter {
  constructor(
    adapterHost: HttpAdapterHost,
    private readonly fallback: ExceptionFilter<HttpException>,
    private readonly trustProxy: boolean,
  ) {
    super(adapterHost.httpAdapter);
  }

  override catch(exception: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const request = http.getRequest<IncomingMessage & { originalUrl?: string }>();
    if (host.getType() === 'http' && isApiPath(request.originalUrl ?? request.url)) {
      if (exception instanceof NotModified) {
        const response = http.getResponse<ServerResponse>();
        response.statusCode = 304;
        response.setHeader('ETag', exception.etag);
        response.end();
        return;
      }
      sendProblem(request, http.getResponse<ServerResponse>(), problemOf(exception), this.trustProxy);
      return;
    }
    if (exception instanceof HttpException) {
      this.fallback.catch(exception, host);
      return;
    }
    super.catch(exception, host);
  }
}
