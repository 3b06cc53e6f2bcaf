import { Controller, Get, Inject, Post, Query, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import { InvalidInputError } from '../common/errors.js';
import { PasswordResetService, RESET_PAGE_PATH } from '../persons/password-reset.service.js';
import { readRequestBody } from '../soap/http/request-body.js';
import { sendEmpty } from '../soap/http/responses.js';
import { resetDonePage, resetFormPage, resetInvalidPage } from './password-reset-page.js';

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
      const state = await this.resets.resetPassword(token, password);
      send(response, state === 'valid' ? 200 : 400, state === 'valid' ? resetDonePage() : resetInvalidPage(state));
    } catch (error) {
      if (error instanceof InvalidInputError) return send(response, 400, resetFormPage(token, `The password ${error.message.replace(/^Password:\s*/, '')}.`));
      throw error;
    }
  }
}

function send(response: Response, status: number, body: string): void {
  const bytes = Buffer.from(body, 'utf8');
  response.statusCode = status;
  for (const [name, value] of Object.entries(PAGE_HEADERS)) response.setHeader(name, value);
  response.setHeader('Content-Type', HTML);
  response.setHeader('Content-Length', bytes.length);
  response.end(bytes);
}
