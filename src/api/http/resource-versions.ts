import type { ServerResponse } from 'node:http';
import { type CallHandler, type ExecutionContext, Injectable, type NestInterceptor } from '@nestjs/common';
import { map, type Observable } from 'rxjs';
import type { ApiRequest } from './caller.js';
import { etagOf } from './etag.js';

/** Thrown to answer 304 Not Modified (written by the API's exception filter). */
export class NotModified {
  constructor(readonly etag: string) {}
}

function versionOf(body: unknown): number | null {
  if (body === null || typeof body !== 'object' || 'items' in body) return null;
  const version = (body as { version?: unknown }).version;
  return typeof version === 'number' ? version : null;
}

/**
 * Every single resource the API answers carries its `version` as a strong ETag; a GET whose
 * If-None-Match names it is answered 304 without a body.
 */
@Injectable()
export class ResourceVersions implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const request = context.switchToHttp().getRequest<ApiRequest>();
    const response = context.switchToHttp().getResponse<ServerResponse>();
    return next.handle().pipe(
      map((body: unknown) => {
        const version = versionOf(body);
        if (version === null) return body;
        const etag = etagOf(version);
        response.setHeader('ETag', etag);
        const condition = request.headers['if-none-match'];
        if ((request.method === 'GET' || request.method === 'HEAD') && condition !== undefined) {
          const tags = condition.split(',').map((tag) => tag.trim().replace(/^W\//, ''));
          if (tags.includes('*') || tags.includes(etag)) throw new NotModified(etag);
        }
        return body;
      }),
    );
  }
}
