import type { ServerResponse } from 'node:http';
import { type CanActivate, type ExecutionContext, Inject, Injectable, Optional } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { ApiKeyService, type KeyHolder } from '../../api-keys/api-keys.service.js';
import { roleAllows, type Role } from '../../api-keys/roles.js';
import { ACCOUNT_SCOPES } from '../../common/scopes.js';
import type { LanguageId } from '../../common/codes.js';
import { noteOutcome } from '../../observability/request-context.js';
import { callerAddress } from '../../soap/http/request-address.js';
import type { ApiRequest, Caller, SessionAuthenticator } from './caller.js';
import { SESSION_AUTHENTICATOR } from './caller.js';
import { Problem } from './problem.js';
import { RateLimiter } from './rate-limit.js';
import { ROLE_METADATA } from './roles.js';

/** Metadata of routes anyone may call (the OpenAPI document, the docs page, problem pages). */
export const PUBLIC_METADATA = 'api:public';

const BEARER = /^Bearer[ ]+(\S+)\s*$/i;

/** The caller an API key stands for. */
export function keyCaller(holder: KeyHolder, address: string | null): Caller {
  return {
    tenant: { agencyId: holder.agencyId, accountId: 0, accountName: `api-key:${holder.keyId}`, scopes: ACCOUNT_SCOPES, languageId: holder.languageId as LanguageId },
    actor: { kind: 'api-key', id: holder.keyId, label: holder.name, address },
    role: holder.role,
    key: `api-key:${holder.keyId}`,
  };
}

/**
 * The one guard of the API: `Authorization: Bearer lsk_…` (an API key), else a staff session
 * through the SessionAuthenticator the staff-auth module provides; then the caller's rate limit,
 * then the least role the route declares (RequireRole; viewer by default). 401 never says
 * whether a key or an account exists.
 */
@Injectable()
export class ApiAuthGuard implements CanActivate {
  constructor(
    @Inject(Reflector) private readonly reflector: Reflector,
    @Inject(ApiKeyService) private readonly keys: ApiKeyService,
    @Inject(RateLimiter) private readonly rateLimiter: RateLimiter,
    @Optional() @Inject(SESSION_AUTHENTICATOR) private readonly sessions?: SessionAuthenticator,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const targets = [context.getHandler(), context.getClass()];
    if (this.reflector.getAllAndOverride<boolean>(PUBLIC_METADATA, targets)) return true;
    const request = context.switchToHttp().getRequest<ApiRequest>();
    const caller = await this.authenticate(request);
    request.caller = caller;
    noteOutcome('ok', { accountId: caller.tenant.accountId });
    await this.rateLimiter.take(caller.key, context.switchToHttp().getResponse<ServerResponse>());
    const needed = this.reflector.getAllAndOverride<Role>(ROLE_METADATA, targets) ?? 'viewer';
    if (!roleAllows(caller.role, needed)) throw new Problem('forbidden', `This request needs the ${needed} role; the caller has ${caller.role}.`);
    return true;
  }

  private async authenticate(request: ApiRequest): Promise<Caller> {
    const authorization = request.headers.authorization;
    if (authorization !== undefined) {
      const bearer = BEARER.exec(authorization);
      const holder = bearer ? await this.keys.authenticate(bearer[1]!) : null;
      if (!holder) throw unauthenticated('The API key is not valid.');
      return keyCaller(holder, callerAddress(request));
    }
    const session = this.sessions ? await this.sessions.authenticate(request) : null;
    if (session) return session;
    throw unauthenticated('Credentials are required: Authorization: Bearer <API key>, or a staff session.');
  }
}

function unauthenticated(detail: string): Problem {
  return new Problem('unauthenticated', detail, [], { 'WWW-Authenticate': 'Bearer realm="api"' });
}
