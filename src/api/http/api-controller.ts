import { applyDecorators, Controller, SetMetadata, UseGuards, UseInterceptors, UsePipes } from '@nestjs/common';
import { ApiBearerAuth, ApiCookieAuth, ApiExtraModels, ApiHeader, ApiTags } from '@nestjs/swagger';
import { ApiAuthGuard, PUBLIC_METADATA } from './auth.guard.js';
import { IdempotencyKeys } from './idempotency.js';
import { ProblemDocument, ProblemResponse } from './problem-document.js';
import { ResourceVersions } from './resource-versions.js';
import { ValidBody } from './validation.js';

/**
 * A controller of the agency API at `/api/v1/<path>`: the auth guard (API key or staff session,
 * rate limit, role), body and query validation, ETags of single resources, Idempotency-Key on
 * POST, and the answers every route shares in the OpenAPI document (401, 429).
 */
export function ApiController(path: string, tag: string): ClassDecorator {
  return applyDecorators(
    Controller(`api/v1/${path}`),
    ApiTags(tag),
    ApiBearerAuth('apiKey'),
    ApiCookieAuth('session'),
    ApiExtraModels(ProblemDocument),
    UseGuards(ApiAuthGuard),
    UsePipes(ValidBody),
    UseInterceptors(ResourceVersions, IdempotencyKeys),
    ProblemResponse('unauthenticated', 'No valid API key or staff session.'),
    ProblemResponse('rate-limited', 'Beyond the per-key request rate (see Retry-After).'),
  );
}

/** A route anyone may call without credentials (the OpenAPI document, the docs page). */
export const PublicRoute = (): MethodDecorator & ClassDecorator => SetMetadata(PUBLIC_METADATA, true);

/** Documents the Idempotency-Key header of a POST route. */
export const IdempotentPost = (): MethodDecorator =>
  applyDecorators(
    ApiHeader({ name: 'Idempotency-Key', required: false, description: 'Any unique string (a UUID): a retry with the same key answers the first result, stored 24 h, without a second write.' }),
    ProblemResponse('idempotency-mismatch', 'The key was first used with another request.'),
    ProblemResponse('conflict', 'The first request with the key is still being served.'),
  );

/** Documents the If-Match header of a PATCH or DELETE route. */
export const ConditionalWrite = (): MethodDecorator =>
  applyDecorators(
    ApiHeader({ name: 'If-Match', required: false, description: 'The ETag read with the resource: the write is made only if it is still the current version.' }),
    ProblemResponse('precondition-failed', 'The resource has changed since that version; nothing was changed.'),
  );
