import { createHash } from 'node:crypto';
import { gunzipSync, gzipSync } from 'node:zlib';
import type { ServerResponse } from 'node:http';
import { type CallHandler, type ExecutionContext, Inject, Injectable, type NestInterceptor, SetMetadata } from '@nestjs/common';
import { DataSource, LessThan } from 'typeorm';
import { from, lastValueFrom, type Observable } from 'rxjs';
import { isUniqueViolation } from '../../accounts/unique-violation.js';
import { runTransaction } from '../../database/transactions.js';
import type { ApiRequest } from './caller.js';
import { IdempotencyRecord } from './idempotency.entities.js';
import { Problem } from './problem.js';

/** How long a first answer is replayed. */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;
/** Keys are opaque strings of at most this length (a UUID is the usual choice). */
const KEY_SHAPE = /^[\x21-\x7e]{1,255}$/;
/** The answer headers a replay repeats. */
const REPLAYED_HEADERS = ['location', 'etag'];
/** What claim() answers when the key is now this request's. */
const RESERVED = Symbol('reserved');
/** Expired records are swept at most this often per process. */
const SWEEP_EVERY_MS = 60 * 60 * 1000;

const SHOWN_ONCE_METADATA = 'api:shown-once';

/**
 * A POST whose answer carries a secret shown once (an API key, a signing secret), in `field`:
 * the secret is never stored with the first answer, so a replay answers it without that field
 * (the resource was made; a caller who lost the secret replaces it).
 */
export const ShownOnce = (field: string): MethodDecorator => SetMetadata(SHOWN_ONCE_METADATA, field);

function withoutSecret(result: unknown, field: string | undefined): unknown {
  if (field === undefined || result === null || typeof result !== 'object' || !(field in result)) return result;
  return Object.fromEntries(Object.entries(result).filter(([name]) => name !== field));
}

/** A stored answer body: JSON text, gzip+base64 (`gz:`) when it would not fit a TEXT column. */
function storedBody(result: unknown): string | null {
  if (result === undefined) return null;
  const json = JSON.stringify(result);
  return json.length <= 16_000 ? json : `gz:${gzipSync(json).toString('base64')}`;
}

function replayedBody(stored: string | null): unknown {
  if (stored === null) return undefined;
  return JSON.parse(stored.startsWith('gz:') ? gunzipSync(Buffer.from(stored.slice(3), 'base64')).toString('utf8') : stored);
}

/** JSON with object keys in sorted order, so the same body in another key order is the same request. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    return `{${Object.keys(value)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${canonical((value as Record<string, unknown>)[key])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

function requestHash(request: ApiRequest, body: unknown): string {
  return createHash('sha256')
    .update(`${request.method} ${request.originalUrl.split('?')[0]}\n${canonical(body)}`)
    .digest('hex');
}

/** Set by the interceptor on a multipart POST with a key: the route calls it once it has read the upload, before it writes. */
const UPLOAD_CHECK = Symbol('idempotency-upload-check');
type WithUploadCheck = ApiRequest & { [UPLOAD_CHECK]?: (content: unknown) => Promise<void> };

/** Thrown out of the route by the upload check when the key's first answer is to be replayed. */
class Replay {
  constructor(readonly value: unknown) {}
}

/**
 * For a multipart POST (an upload the route reads from the stream itself, so the interceptor sees
 * no body): the key is judged on what was uploaded — `content` names the parts read (the file by
 * its sha256) — once the route has read it and before it writes. A retry with another file is 422,
 * the same file again replays the first answer. Without a key this does nothing.
 */
export async function checkUploadIdempotency(request: ApiRequest, content: unknown): Promise<void> {
  await (request as WithUploadCheck)[UPLOAD_CHECK]?.(content);
}

/**
 * `Idempotency-Key` on POST (IETF httpapi draft): the first answer of a key is stored 24 h and
 * replayed for the same key (header `Idempotent-Replayed: true`), without a second write; the same
 * key with another method, path or body is 422; a retry while the first request is still being
 * served is 409. Keys belong to the caller (API key or staff user) within its agency. A request
 * that fails stores nothing, so it may be retried with the same key.
 */
@Injectable()
export class IdempotencyKeys implements NestInterceptor {
  private lastSweep = 0;

  constructor(@Inject(DataSource) private readonly dataSource: DataSource) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const request = context.switchToHttp().getRequest<ApiRequest>();
    const key = request.headers['idempotency-key'];
    if (request.method !== 'POST' || key === undefined || !request.caller) return next.handle();
    const shownOnce = Reflect.getMetadata(SHOWN_ONCE_METADATA, context.getHandler()) as string | undefined;
    return from(this.serve(request, context.switchToHttp().getResponse<ServerResponse>(), String(key), next, shownOnce));
  }

  private get records() {
    return this.dataSource.getRepository(IdempotencyRecord);
  }

  private async serve(request: ApiRequest, response: ServerResponse, rawKey: string, next: CallHandler, shownOnce?: string): Promise<unknown> {
    const key = rawKey.replace(/^"(.*)"$/, '$1');
    if (!KEY_SHAPE.test(key)) {
      throw new Problem('validation', 'Idempotency-Key must be 1–255 visible ASCII characters.', [{ field: '/header/Idempotency-Key', code: 'format', message: 'must be 1–255 visible ASCII characters' }]);
    }
    const caller = request.caller!;
    const now = new Date();
    const where = { agencyId: caller.tenant.agencyId, caller: caller.key, key };
    await this.sweep(now);
    let reserved = false;
    if (/^multipart\//i.test(String(request.headers['content-type'] ?? ''))) {
      (request as WithUploadCheck)[UPLOAD_CHECK] = async (content) => {
        const claimed = await this.claim(response, where, requestHash(request, { multipart: content }), now);
        if (claimed !== RESERVED) throw new Replay(claimed);
        reserved = true;
      };
    } else {
      const claimed = await this.claim(response, where, requestHash(request, request.body), now);
      if (claimed !== RESERVED) return claimed;
      reserved = true;
    }
    try {
      const result = await lastValueFrom(next.handle(), { defaultValue: undefined });
      const headers: Record<string, string> = {};
      for (const name of REPLAYED_HEADERS) {
        const value = response.getHeader(name);
        if (value !== undefined) headers[name] = String(value);
      }
      await runTransaction(this.dataSource, (manager) =>
        manager.getRepository(IdempotencyRecord).update(where, { status: response.statusCode, headers: JSON.stringify(headers), body: storedBody(withoutSecret(result, shownOnce)) }),
      );
      return result;
    } catch (error) {
      if (error instanceof Replay) return error.value;
      if (reserved) await runTransaction(this.dataSource, (manager) => manager.getRepository(IdempotencyRecord).delete(where));
      throw error;
    }
  }

  /** Reserves the key for this request (RESERVED), or answers the first request's stored answer; 422 for another request, 409 while the first is served. */
  private async claim(response: ServerResponse, where: { agencyId: number; caller: string; key: string }, hash: string, now: Date): Promise<unknown> {
    if (await this.reserve(where, hash, now)) return RESERVED;
    const existing = await this.records.findOneBy(where);
    if (!existing) throw new Problem('conflict', 'A request with this Idempotency-Key is being served; retry shortly.');
    if (existing.requestHash !== hash) {
      throw new Problem('idempotency-mismatch', 'This Idempotency-Key was first used with another request (method, path, body or uploaded file); use a new key for a new request.');
    }
    if (existing.status === null) throw new Problem('conflict', 'The first request with this Idempotency-Key is still being served; retry shortly.');
    for (const [name, value] of Object.entries(JSON.parse(existing.headers ?? '{}') as Record<string, string>)) response.setHeader(name, value);
    response.setHeader('Idempotent-Replayed', 'true');
    return replayedBody(existing.body);
  }

  /** Claims the key for this request; false when a live record holds it already (an expired one is replaced). */
  private async reserve(where: { agencyId: number; caller: string; key: string }, hash: string, now: Date): Promise<boolean> {
    try {
      await runTransaction(this.dataSource, async (manager) => {
        const repository = manager.getRepository(IdempotencyRecord);
        await repository.delete({ ...where, expiresAt: LessThan(now) });
        await repository.insert({ ...where, requestHash: hash, status: null, headers: null, body: null, createdAt: now, expiresAt: new Date(now.getTime() + IDEMPOTENCY_TTL_MS) });
      });
      return true;
    } catch (error) {
      if (isUniqueViolation(error)) return false;
      throw error;
    }
  }

  private async sweep(now: Date): Promise<void> {
    if (now.getTime() - this.lastSweep < SWEEP_EVERY_MS) return;
    this.lastSweep = now.getTime();
    await runTransaction(this.dataSource, (manager) => manager.getRepository(IdempotencyRecord).delete({ expiresAt: LessThan(now) }));
  }
}
