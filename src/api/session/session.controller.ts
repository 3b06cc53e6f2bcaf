import type { ServerResponse } from 'node:http';
import { Body, Delete, Get, HttpCode, Inject, Post, Req, Res } from '@nestjs/common';
import { ApiAcceptedResponse, ApiCreatedResponse, ApiHeader, ApiNoContentResponse, ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import { ThrottledError } from '../../common/errors.js';
import { APP_CONFIG, type AppConfig } from '../../config/config.js';
import { callerAddress } from '../../soap/http/request-address.js';
import { StaffPasswordResetService } from '../../staff-auth/staff-password-reset.service.js';
import { StaffSessionsService } from '../../staff-auth/staff-sessions.service.js';
import { ApiController, PublicRoute } from '../http/api-controller.js';
import type { ApiRequest } from '../http/caller.js';
import { Problem } from '../http/problem.js';
import { ProblemResponse } from '../http/problem-document.js';
import { clearedSessionCookie, sessionCookie, sessionToken, StaffSessionAuthenticator } from './session-cookie.js';
import { PasswordResetBody, PasswordResetRequestBody, SessionDocument, sessionDocumentOf, SessionRequest } from './session.dto.js';

const CSRF_DOC = { name: 'X-CSRF-Token', required: true, description: "The session's csrfToken (every unsafe request of a cookie session)." };

/**
 * Staff sign-in for the web back-office: the session cookie `lsid` (httpOnly, SameSite=Strict,
 * Secure over TLS) and its CSRF token. These routes take no API key: they are how a member of
 * staff gets (and ends) a session.
 */
@ApiController('session', 'session')
export class SessionController {
  constructor(
    @Inject(StaffSessionsService) private readonly sessions: StaffSessionsService,
    @Inject(StaffSessionAuthenticator) private readonly authenticator: StaffSessionAuthenticator,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Post()
  @PublicRoute()
  @HttpCode(201)
  @ApiOperation({ summary: 'Sign in with a staff login: sets the session cookie `lsid` and answers the CSRF token.', description: 'Wrong credentials are a 401 that never says whether the email exists; repeated failures are refused with 429 and Retry-After before any password is checked.' })
  @ApiCreatedResponse({ type: SessionDocument, headers: { 'Set-Cookie': { description: '`lsid=…; Path=/api/v1; HttpOnly; SameSite=Strict` (and `Secure` over TLS).', schema: { type: 'string' } } } })
  @ProblemResponse('validation', 'email or password is missing or not a string.')
  async signIn(@Req() request: ApiRequest, @Res({ passthrough: true }) response: ServerResponse, @Body() body: SessionRequest): Promise<SessionDocument> {
    const opened = await throttled(this.config, () => this.sessions.signIn(body.email, body.password, callerAddress(request)));
    response.setHeader('Set-Cookie', sessionCookie(request, this.config.trustProxy, opened.token, opened.session.expiresAt));
    response.setHeader('Cache-Control', 'no-store');
    return sessionDocumentOf(opened.session);
  }

  @Get()
  @PublicRoute()
  @ApiOperation({ summary: 'The current session (its idle expiry moved on), or 401.' })
  @ApiOkResponse({ type: SessionDocument })
  async current(@Req() request: ApiRequest, @Res({ passthrough: true }) response: ServerResponse): Promise<SessionDocument> {
    const session = await this.authenticator.session(request, { refresh: true });
    if (!session) throw new Problem('unauthenticated', 'There is no staff session, or it has ended; sign in again.');
    response.setHeader('Cache-Control', 'no-store');
    return sessionDocumentOf(session);
  }

  @Delete()
  @PublicRoute()
  @HttpCode(204)
  @ApiOperation({ summary: 'Sign out: ends the session and clears the cookie.' })
  @ApiHeader(CSRF_DOC)
  @ApiNoContentResponse({ description: 'Signed out (also when the session had already ended).' })
  @ProblemResponse('forbidden', 'The X-CSRF-Token header is missing or wrong.')
  async signOut(@Req() request: ApiRequest, @Res({ passthrough: true }) response: ServerResponse): Promise<void> {
    const session = await this.authenticator.session(request);
    if (session) await this.sessions.signOut(sessionToken(request));
    response.setHeader('Set-Cookie', clearedSessionCookie(request, this.config.trustProxy));
  }
}

/** "Forgot my password" of staff logins: the request that mails a link, and the reset with its token. */
@ApiController('password-reset-requests', 'session')
export class PasswordResetRequestsController {
  constructor(
    @Inject(StaffPasswordResetService) private readonly resets: StaffPasswordResetService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Post()
  @PublicRoute()
  @HttpCode(202)
  @ApiOperation({ summary: 'Mails a password reset link when a staff login signs in with this email.', description: 'Always 202, whether or not the email is known; at most three open links per login; limited per client address (429 with Retry-After).' })
  @ApiAcceptedResponse({ description: 'Accepted: a mail is on its way if the email signs in.' })
  @ProblemResponse('validation', 'email is missing or not a string.')
  async request(@Req() request: ApiRequest, @Body() body: PasswordResetRequestBody): Promise<void> {
    await throttled(this.config, () => this.resets.requestReset(body.email, callerAddress(request)));
  }
}

@ApiController('password-resets', 'session')
export class PasswordResetsController {
  constructor(
    @Inject(StaffPasswordResetService) private readonly resets: StaffPasswordResetService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Post()
  @PublicRoute()
  @HttpCode(204)
  @ApiOperation({ summary: 'Sets a new password with the token of a mailed link (or invitation); ends every session of the login.' })
  @ApiNoContentResponse({ description: 'The password is set; sign in with it.' })
  @ProblemResponse('validation', 'The token is unknown, used or expired (`/token`), or the password breaks the rules (`/password`).')
  async reset(@Req() request: ApiRequest, @Body() body: PasswordResetBody): Promise<void> {
    await throttled(this.config, () => this.resets.resetPassword(body.token, body.password, callerAddress(request)));
  }
}

/** Runs a throttled domain call: its refusal is a 429 with Retry-After (the throttle window). */
async function throttled<T>(config: AppConfig, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof ThrottledError) throw new Problem('rate-limited', error.message, [], { 'Retry-After': String(Math.ceil(config.throttle.windowMs / 1000)) });
    throw error;
  }
}
