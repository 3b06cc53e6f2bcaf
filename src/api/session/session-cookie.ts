import type { IncomingMessage } from 'node:http';
import { Inject, Injectable } from '@nestjs/common';
import { ACCOUNT_SCOPES } from '../../common/scopes.js';
import { isLanguageId, DEFAULT_LANGUAGE } from '../../common/codes.js';
import { APP_CONFIG, type AppConfig } from '../../config/config.js';
import { callerAddress, requestOrigin } from '../../soap/http/request-address.js';
import { StaffSessionsService, type StaffSessionView } from '../../staff-auth/staff-sessions.service.js';
import type { ApiRequest, Caller, SessionAuthenticator } from '../http/caller.js';
import { Problem } from '../http/problem.js';

/** The session cookie: only the API reads it. */
export const SESSION_COOKIE = 'lsid';
const COOKIE_PATH = '/api/v1';
/** The header every unsafe request of a cookie session carries. */
export const CSRF_HEADER = 'x-csrf-token';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The value of the session cookie a request carries, or null. */
export function sessionToken(request: IncomingMessage): string | null {
  const header = request.headers.cookie;
  if (header === undefined) return null;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === SESSION_COOKIE) return part.slice(eq + 1).trim();
  }
  return null;
}

/** Whether the request reached us over TLS (directly, or as a trusted proxy says). */
function overTls(request: IncomingMessage, trustProxy: boolean): boolean {
  return requestOrigin(request, trustProxy).startsWith('https:');
}

/** The Set-Cookie of a new session: httpOnly, SameSite=Strict, Secure over TLS, living until the session's absolute expiry. */
export function sessionCookie(request: IncomingMessage, trustProxy: boolean, token: string, expiresAt: Date, now = Date.now()): string {
  const maxAge = Math.max(0, Math.floor((expiresAt.getTime() - now) / 1000));
  return [`${SESSION_COOKIE}=${token}`, `Path=${COOKIE_PATH}`, `Max-Age=${maxAge}`, 'HttpOnly', 'SameSite=Strict', ...(overTls(request, trustProxy) ? ['Secure'] : [])].join('; ');
}

/** The Set-Cookie that makes the browser forget the session cookie. */
export function clearedSessionCookie(request: IncomingMessage, trustProxy: boolean): string {
  return [`${SESSION_COOKIE}=`, `Path=${COOKIE_PATH}`, 'Max-Age=0', 'HttpOnly', 'SameSite=Strict', ...(overTls(request, trustProxy) ? ['Secure'] : [])].join('; ');
}

/** The caller a staff session stands for. */
export function sessionCaller(session: StaffSessionView, address: string | null): Caller {
  const language = session.agency.defaultLanguageId;
  return {
    tenant: { agencyId: session.agency.id, accountId: 0, accountName: `staff:${session.user.id}`, scopes: ACCOUNT_SCOPES, languageId: isLanguageId(language) ? language : DEFAULT_LANGUAGE },
    actor: { kind: 'staff', id: session.user.id, label: [session.user.firstName, session.user.name].filter(Boolean).join(' ') || session.user.email, address },
    role: session.user.role,
    key: `staff:${session.loginId}`,
  };
}

/**
 * Plugs the staff cookie sessions into the API's one guard: a request carrying the `lsid` cookie
 * of a live session is its staff user (null when it carries none, or an ended one: 401), and an
 * unsafe method must also send the session's CSRF token in X-CSRF-Token (403 otherwise).
 */
@Injectable()
export class StaffSessionAuthenticator implements SessionAuthenticator {
  constructor(
    @Inject(StaffSessionsService) private readonly sessions: StaffSessionsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async authenticate(request: ApiRequest): Promise<Caller | null> {
    const found = await this.session(request);
    return found ? sessionCaller(found, callerAddress(request)) : null;
  }

  /** The live session of the request (CSRF checked for an unsafe method), or null. */
  async session(request: ApiRequest, options: { refresh?: boolean } = {}): Promise<StaffSessionView | null> {
    const token = sessionToken(request);
    if (token === null) return null;
    const session = await this.sessions.resume(token, options);
    if (session && !SAFE_METHODS.has(request.method ?? 'GET') && !this.sessions.csrfMatches(token, request.headers[CSRF_HEADER])) {
      throw new Problem('forbidden', 'A request of a staff session that changes something must send the session\'s CSRF token in the X-CSRF-Token header.');
    }
    return session;
  }

  get trustProxy(): boolean {
    return this.config.trustProxy;
  }
}
