import type { IncomingMessage } from 'node:http';
import type { TLSSocket } from 'node:tls';

function firstHeaderItem(value: string | string[] | undefined): string | undefined {
  const text = Array.isArray(value) ? value[0] : value;
  const item = text?.split(',')[0]?.trim();
  return item === '' ? undefined : item;
}

const HOST = /^[A-Za-z0-9.\-:[\]]+$/;

/**
 * `scheme://host` of the service as the client addressed it; behind a trusted proxy from
 * X-Forwarded-Proto / X-Forwarded-Host. A host with unexpected characters becomes `localhost`.
 */
export function requestOrigin(request: IncomingMessage, trustProxy: boolean): string {
  const forwardedProto = trustProxy ? firstHeaderItem(request.headers['x-forwarded-proto'])?.toLowerCase() : undefined;
  const scheme =
    forwardedProto === 'https' || forwardedProto === 'http' ? forwardedProto : (request.socket as TLSSocket).encrypted ? 'https' : 'http';
  const forwardedHost = trustProxy ? firstHeaderItem(request.headers['x-forwarded-host']) : undefined;
  const host = forwardedHost ?? request.headers.host?.trim() ?? '';
  return `${scheme}://${HOST.test(host) ? host : 'localhost'}`;
}

/** The caller's address (the proxy's view of it when the app trusts a proxy: Express `req.ip`). */
export function callerAddress(request: IncomingMessage & { ip?: string | undefined }): string {
  return request.ip ?? request.socket.remoteAddress ?? '';
}
