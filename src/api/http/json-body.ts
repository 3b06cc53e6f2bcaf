import type { IncomingMessage, ServerResponse } from 'node:http';
import { Inject, Injectable, type NestMiddleware } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../config/config.js';
import { BodyReadError, readRequestBody } from '../../soap/http/request-body.js';
import { Problem } from './problem.js';

/** The largest JSON body the API reads. */
export const JSON_BODY_LIMIT_BYTES = 1024 * 1024;
/** The deepest nesting of arrays and objects a JSON body may have. */
export const JSON_MAX_DEPTH = 32;

/**
 * Set as the body of a request whose body is not JSON (an upload, a form): left unread for a route
 * that reads it itself; a route that expects JSON answers 415 (ValidBody).
 */
export class NotJsonBody {
  constructor(readonly contentType: string) {}
}

export type ApiBodyRequest = IncomingMessage & { body?: unknown };

const JSON_TYPE = /^application\/(?:[\w.+-]+\+)?json$/i;

function hasBody(request: IncomingMessage): boolean {
  const length = request.headers['content-length'];
  return request.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
}

/** The nesting depth of a parsed JSON value, stopping as soon as it passes `limit`. */
function deeperThan(value: unknown, limit: number): boolean {
  const pending: [unknown, number][] = [[value, 0]];
  while (pending.length > 0) {
    const [item, depth] = pending.pop()!;
    if (item === null || typeof item !== 'object') continue;
    if (depth + 1 > limit) return true;
    for (const child of Object.values(item)) pending.push([child, depth + 1]);
  }
  return false;
}

/** Where JSON.parse stopped, as a short phrase for the caller. */
function parseFailure(error: unknown): string {
  return error instanceof SyntaxError ? error.message.replace(/^Unexpected/, 'unexpected') : 'not JSON';
}

/**
 * Reads the JSON body of an API request (bounded at 1 MB, depth 32, UTF-8) into `request.body`.
 * A malformed body, a body too large or too deep, a charset other than UTF-8 are problems answered
 * before any route runs; a body of another type is left unread (NotJsonBody).
 */
export async function readJsonBody(request: ApiBodyRequest, idleTimeoutMs: number): Promise<void> {
  if (!hasBody(request)) return;
  const contentType = String(request.headers['content-type'] ?? '');
  const [mediaType = '', ...parameters] = contentType.split(';').map((part) => part.trim());
  if (!JSON_TYPE.test(mediaType)) {
    request.body = new NotJsonBody(mediaType);
    return;
  }
  const charset = parameters.find((parameter) => /^charset=/i.test(parameter))?.slice(8).replace(/"/g, '').toLowerCase();
  if (charset !== undefined && charset !== 'utf-8' && charset !== 'utf8') {
    throw new Problem('unsupported-media-type', `JSON bodies are read as UTF-8; charset "${charset.slice(0, 40)}" is not accepted.`);
  }
  let raw: Buffer;
  try {
    raw = await readRequestBody(request, { limit: JSON_BODY_LIMIT_BYTES, idleTimeoutMs });
  } catch (error) {
    if (!(error instanceof BodyReadError)) throw error;
    if (error.status === 413) throw new Problem('payload-too-large', `A JSON body may hold at most ${JSON_BODY_LIMIT_BYTES} bytes.`, [], { Connection: 'close' });
    throw new Problem('validation', error.message, [], { Connection: 'close' });
  }
  const text = raw.toString('utf8');
  if (text.trim() === '') return;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new Problem('validation', `The body is not valid JSON: ${parseFailure(error)}.`, [{ field: '', code: 'json', message: parseFailure(error) }]);
  }
  if (deeperThan(value, JSON_MAX_DEPTH)) {
    throw new Problem('validation', `The body nests arrays and objects deeper than ${JSON_MAX_DEPTH} levels.`, [{ field: '', code: 'depth', message: `nested deeper than ${JSON_MAX_DEPTH} levels` }]);
  }
  request.body = value;
}

/** Nest middleware of the API's routes: the body reading above (the app has no generic body parser). */
@Injectable()
export class JsonBodyReader implements NestMiddleware {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  async use(request: ApiBodyRequest, _response: ServerResponse, next: (error?: unknown) => void): Promise<void> {
    await readJsonBody(request, this.config.http.bodyIdleTimeoutMs);
    next();
  }
}
