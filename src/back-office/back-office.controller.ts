import { createHash } from 'node:crypto';
import { Controller, Get, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import { sendEmpty } from '../soap/http/responses.js';
import { readBackOffice, type StaticFile } from './back-office-files.js';

/**
 * The back-office's page: its own script and style sheets only (no inline script), the agency
 * API on the same origin, pictures from the service (and the browser's own previews of files
 * being uploaded), never framed. Mantine sets style attributes and variables at run time, hence
 * inline styles.
 */
export const BACK_OFFICE_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self'",
  "connect-src 'self'",
  "manifest-src 'self'",
  "base-uri 'none'",
  "form-action 'self'",
  "object-src 'none'",
  "frame-ancestors 'none'",
].join('; ');

const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'Content-Security-Policy': BACK_OFFICE_CSP,
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'same-origin',
  'Cross-Origin-Opener-Policy': 'same-origin',
};

/** A client route of the application (no file extension): answered with index.html. */
const CLIENT_ROUTE = /^(?:[A-Za-z0-9_-]+\/)*[A-Za-z0-9_-]*$/;

/**
 * `/admin/`: the agency back-office, a single-page application built by `npm run build` into
 * dist/admin (scripts/build-web.mjs). Hashed assets are cached for ever; index.html, which names
 * them, is revalidated on every load; every client route (`/admin/listings/12`) gets index.html,
 * where the application's router takes over. Precompressed forms are sent when the browser
 * accepts them.
 */
@Controller()
export class BackOfficeController {
  private readonly files = readBackOffice();
  private readonly etags = new Map<string, string>(
    [...this.files].map(([path, file]) => [path, `"${createHash('sha256').update(file.identity).digest('base64url').slice(0, 22)}"`]),
  );

  @Get('admin{/*path}')
  serve(@Req() request: Request, @Res() response: Response): void {
    const path = request.path.replace(/^\/admin\/?/, '');
    if (request.path === '/admin') {
      const query = request.originalUrl.indexOf('?');
      response.redirect(301, `/admin/${query >= 0 ? request.originalUrl.slice(query) : ''}`);
      return;
    }
    let file = this.files.get(path);
    let name = path;
    if (file === undefined && CLIENT_ROUTE.test(path)) {
      file = this.files.get('index.html');
      name = 'index.html';
    }
    if (file === undefined) {
      const body = this.files.size === 0 ? 'The back-office is not built: run `npm run build`.\r\n' : 'Not Found\r\n';
      response.statusCode = 404;
      response.setHeader('Content-Type', 'text/plain; charset=utf-8');
      response.setHeader('Cache-Control', 'no-cache');
      response.setHeader('Content-Length', Buffer.byteLength(body));
      response.end(body);
      return;
    }
    this.send(request, response, name, file);
  }

  private send(request: Request, response: Response, name: string, file: StaticFile): void {
    for (const [header, value] of Object.entries(SECURITY_HEADERS)) response.setHeader(header, value);
    const etag = this.etags.get(name)!;
    response.setHeader('ETag', etag);
    response.setHeader('Cache-Control', file.immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    response.setHeader('Vary', 'Accept-Encoding');
    if (request.headers['if-none-match'] === etag) return sendEmpty(response, 304);
    const accepted = String(request.headers['accept-encoding'] ?? '');
    let body = file.identity;
    if (file.brotli && /\bbr\b/.test(accepted)) {
      body = file.brotli;
      response.setHeader('Content-Encoding', 'br');
    } else if (file.gzip && /\bgzip\b/.test(accepted)) {
      body = file.gzip;
      response.setHeader('Content-Encoding', 'gzip');
    }
    response.statusCode = 200;
    response.setHeader('Content-Type', file.type);
    response.setHeader('Content-Length', body.length);
    response.end(request.method === 'HEAD' ? undefined : body);
  }
}
