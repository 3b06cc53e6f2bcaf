import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { type ArgumentsHost, Catch, type ExceptionFilter, HttpException } from '@nestjs/common';
import type { Socket } from 'node:net';
import type { AppConfig } from '../../config/config.js';

/** The methods both interfaces answer; anything else gets 405 with this Allow header. */
export const ALLOWED_METHODS = 'GET, HEAD, POST';

const CLIENT_ERRORS: Readonly<Record<string, readonly [number, string]>> = {
  HPE_INVALID_METHOD: [405, 'Method Not Allowed'],
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'Request Timeout'],
  HPE_HEADER_OVERFLOW: [431, 'Request Header Fields Too Large'],
};

/**
 * Answers what Node's HTTP parser refuses (an unknown method, headers too large or too slow,
 * malformed syntax) with a status, a short text and the usual headers, then closes the connection.
 */
function answerClientError(error: NodeJS.ErrnoException, socket: Socket): void {
  const busy = (socket as Socket & { _httpMessage?: ServerResponse | null })._httpMessage;
  if (error.code === 'ECONNRESET' || !socket.writable || (busy && busy.headersSent)) {
    socket.destroy();
    return;
  }
  const [status, reason] = CLIENT_ERRORS[error.code ?? ''] ?? [400, 'Bad Request'];
  const body = `${reason}\r\n`;
  const allow = status === 405 ? `Allow: ${ALLOWED_METHODS}\r\n` : '';
  socket.end(
    `HTTP/1.1 ${status} ${reason}\r\nContent-Type: text/plain; charset=utf-8\r\nContent-Length: ${body.length}\r\n` +
      `X-Content-Type-Options: nosniff\r\n${allow}Connection: close\r\n\r\n${body}`,
  );
}

/**
 * Time limits, a connection cap and shaped parser errors on the HTTP server: a client that sends
 * its headers or its request too slowly gets 408 and is disconnected (connections are checked
 * every second); beyond the cap new connections are refused.
 */
export function hardenServer(server: Server, config: AppConfig): void {
  server.headersTimeout = config.http.headersTimeoutMs;
  server.requestTimeout = Math.max(config.http.requestTimeoutMs, config.http.headersTimeoutMs);
  (server as Server & { connectionsCheckingInterval: number }).connectionsCheckingInterval = 1000;
  server.maxConnections = config.http.maxConnections;
  server.on('clientError', answerClientError);
}

/** A path whose % escapes do not decode keeps its text: every `%` in it is escaped as `%25`. */
function repairedUrl(url: string): string | null {
  const mark = url.indexOf('?');
  const path = mark < 0 ? url : url.slice(0, mark);
  if (!path.includes('%')) return null;
  try {
    decodeURIComponent(path);
    return null;
  } catch {
    return path.replaceAll('%', '%25') + (mark < 0 ? '' : url.slice(mark));
  }
}

/** The header every answer carries: browsers take the Content-Type as given. */
export function noSniff(response: ServerResponse): void {
  response.setHeader('X-Content-Type-Options', 'nosniff');
}

/**
 * Runs before routing: every answer carries `X-Content-Type-Options: nosniff`, and a path with a
 * % escape that does not decode is routed with its literal text, so the interface answers it (an
 * unknown operation) instead of the router's generic 400.
 */
export function requestGuard(request: IncomingMessage, response: ServerResponse, next: () => void): void {
  noSniff(response);
  const repaired = repairedUrl(request.url ?? '/');
  if (repaired !== null) request.url = repaired;
  next();
}

/**
 * What the framework itself answers (a path no interface serves, a request the router cannot
 * read) as a short text with the usual headers, never the framework's JSON error document. A
 * controller's own report carried by an HTTP exception (the health checks' JSON, which has no
 * `statusCode` member of the framework's error document) is sent as it is.
 */
@Catch(HttpException)
export class PlainHttpErrors implements ExceptionFilter {
  catch(exception: HttpException, host: ArgumentsHost): void {
    answerHttpException(exception, host.switchToHttp().getResponse<ServerResponse>());
  }
}

/** PlainHttpErrors' answer to an HTTP exception (also what the fast lane answers when a dispatcher throws one). */
export function answerHttpException(exception: HttpException, response: ServerResponse): void {
  if (response.headersSent) {
    response.destroy();
    return;
  }
  const status = exception.getStatus();
  const report = exception.getResponse();
  if (typeof report === 'object' && report !== null && !('statusCode' in report)) {
    const json = JSON.stringify(report);
    response.statusCode = status;
    response.setHeader('Content-Type', 'application/json; charset=utf-8');
    response.setHeader('Content-Length', Buffer.byteLength(json));
    response.end(json);
    return;
  }
  const body = status === 404 ? 'Not Found\r\n' : `${exception.message}\r\n`;
  response.statusCode = status;
  response.setHeader('Content-Type', 'text/plain; charset=utf-8');
  response.setHeader('Content-Length', Buffer.byteLength(body));
  response.end(body);
}
