import type { ServerResponse } from 'node:http';
import { textBytes, type Text } from '../../common/wire-text.js';

/** Writes a complete response in one go (no ETag, no compression, no framework serialisation). */
export function sendText(response: ServerResponse, status: number, contentType: string, body: Text): void {
  // Encoded once: its length and its bytes (measuring the text, then writing it, walks it twice).
  const bytes = textBytes(body);
  response.statusCode = status;
  response.setHeader('Content-Type', contentType);
  response.setHeader('Content-Length', bytes.length);
  response.setHeader('Cache-Control', 'private, max-age=0');
  response.end(bytes);
}

/** A status with no body (415, 400, 413, 404, 405). */
export function sendEmpty(response: ServerResponse, status: number, headers: Readonly<Record<string, string>> = {}): void {
  response.statusCode = status;
  for (const [name, value] of Object.entries(headers)) response.setHeader(name, value);
  response.setHeader('Content-Length', 0);
  response.end();
}

/** The GET/POST error shape: status 500, text/plain, the message and CRLF. */
export function sendPlainError(response: ServerResponse, message: string): void {
  response.setHeader('X-Content-Type-Options', 'nosniff');
  sendText(response, 500, 'text/plain; charset=utf-8', `${message}\r\n`);
}

/** The status of a body that could not be read (413, 408, 400); the connection is closed since the rest of the body is not read. */
export function sendBodyFailure(response: ServerResponse, status: number): void {
  sendEmpty(response, status, { Connection: 'close' });
}
