import { Controller, Get, Inject, Logger, Post, Query, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import { BusyError, InvalidInputError, ThrottledError } from '../common/errors.js';
import { PasswordResetService, RESET_LIMITS, RESET_PAGE_PATH } from '../persons/password-reset.service.js';
import { callerAddress } from '../soap/http/request-address.js';
import { readRequestBody } from '../soap/http/request-body.js';
import { sendEmpty } from '../soap/http/responses.js';
import { resetDonePage, resetFormPage, resetInvalidPage, resetRefusedPage } from './password-reset-page.js';

const HTML = 'text/html; charset=utf-8';
/** The link carries the token: never cached, never sent on as a referrer, never framed. */
const PAGE_HEADERS: Readonly<Record<string, string>> = {
  'Cache-Control': 'no-store',
  'Referrer-Policy': 'no-referrer',
  'X-Frame-Options': 'DENY',
  'X-Content-Type-Options': 'nosniff',
  'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'",
};
const FORM_LIMIT_BYTES = 4096;

/**
 * The page a password reset mail links to (GetPersonForgetPassword): GET shows the form for a
 * valid token (or says why the link no longer works), POST sets the new password.
 */
@Controller()
export class PasswordResetController {
  private readonly overload = new OverloadLog();

  constructor(@Inject(PasswordResetService) private readonly resets: PasswordResetService) {}

  @Get(RESET_PAGE_PATH.slice(1))
  async form(@Query('token') token: unknown, @Res() response: Response): Promise<void> {
    const text = typeof token === 'string' ? token : '';
    const state = await this.resets.tokenState(text);
    send(response, 200, state === 'valid' ? resetFormPage(text) : resetInvalidPage(state));
  }

  @Post(RESET_PAGE_PATH.slice(1))
  async submit(@Req() request: Request, @Res() response: Response): Promise<void> {
    let fields: URLSearchParams;
    try {
      fields = new URLSearchParams((await readRequestBody(request, { limit: FORM_LIMIT_BYTES, idleTimeoutMs: 10_000 })).toString('utf8'));
    } catch {
      return sendEmpty(response, 413, { Connection: 'close' });
    }
    const token = fields.get('token') ?? '';
    const password = fields.get('password') ?? '';
    if (password !== (fields.get('confirm') ?? '')) return send(response, 400, resetFormPage(token, 'The two passwords differ.'));
    try {
      const state = await this.resets.resetPassword(token, password, callerAddress(request));
      send(response, state === 'valid' ? 200 : 400, state === 'valid' ? resetDonePage() : resetInvalidPage(state));
    } catch (error) {
      if (error instanceof InvalidInputError) return send(response, 400, resetFormPage(token, `The password ${error.message.replace(/^Password:\s*/, '')}.`));
      if (error instanceof ThrottledError) return send(response, 429, resetRefusedPage(error.message), { 'Retry-After': String(RESET_LIMITS.windowMs / 1000) });
      if (error instanceof BusyError) {
        this.overload.note();
        return send(response, 503, resetRefusedPage('The service is busy; try again in a few seconds.'), { 'Retry-After': String(BUSY_RETRY_SECONDS) });
      }
      throw error;
    }
  }
}

/** How long a caller refused for a full hashing queue is asked to wait. */
const BUSY_RETRY_SECONDS = 5;

/**
 * One warning per minute while reset forms are refused for a full hashing queue, with how many
 * were refused since the last one: an overload is the operator's business, but not once per request.
 */
class OverloadLog {
  private readonly logger = new Logger('PasswordReset');
  private refused = 0;
  private lastAt = 0;

  note(now = Date.now()): void {
    this.refused++;
    if (now - this.lastAt < 60_000) return;
    this.logger.warn(`Password reset forms refused with 503: the password hashing queue is full (${this.refused} since the last warning).`);
    this.lastAt = now;
    this.refused = 0;
  }
}

function send(response: Response, status: number, body: string, headers: Readonly<Record<string, string>> = {}): void {
  const bytes = Buffer.from(body, 'utf8');
  response.statusCode = status;
  for (const [name, value] of Object.entries({ ...PAGE_HEADERS, ...headers })) response.setHeader(name, value);
  response.setHeader('Content-Type', HTML);
  response.setHeader('Content-Length', bytes.length);
  response.end(bytes);
}
