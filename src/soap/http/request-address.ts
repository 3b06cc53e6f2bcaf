import type { IncomingMessage } from 'node:http';
import type { TLSSocket } from 'node:tls';

type Headers = Readonly<Record<string, string | readonly string[] | undefined>>;

/** The last non-empty item of a comma-separated header: the value the nearest (trusted) proxy added. */
function lastHeaderItem(value: string | readonly string[] | undefined): string | undefined {
  const text = typeof value === 'string' ? value : value?.join(',');
  const items = (text ?? '').split(',').map((item) => item.trim()).filter((item) => item !== '');
  return items[items.length - 1];
}

const HOST = /^[A-Za-z0-9.\-:[\]]+$/;

/** The Host the client used (X-Forwarded-Host behind a trusted proxy); `localhost` when it looks wrong. */
export function requestHost(headers: Headers, trustProxy: boolean): string {
  const forwarded = trustProxy ? lastHeaderItem(headers['x-forwarded-host']) : undefined;
  const host = forwarded ?? lastHeaderItem(headers['host']) ?? '';
  return HOST.test(host) ? host : 'localhost';
}

/**
 * `scheme://host` of the service as the client addressed it; behind a trusted proxy from
 * X-Forwarded-Proto / X-Forwarded-Host. A host with unexpected characters becomes `localhost`.
 */
export function requestOrigin(request: IncomingMessage, trustProxy: boolean): string {
  const forwardedProto = trustProxy ? lastHeaderItem(request.headers['x-forwarded-proto'])?.toLowerCase() : undefined;
  const scheme =
    forwardedProto === 'https' || forwardedProto === 'http' ? forwardedProto : (request.socket as TLSSocket).encrypted ? 'https' : 'http';
  return `${scheme}://${requestHost(request.headers, trustProxy)}`;
}

/** The caller's address (the proxy's view of it when the app trusts a proxy: Express `req.ip`). */
export function callerAddress(request: IncomingMessage & { ip?: string | undefined }): string {
  return request.ip ?? request.socket.remoteAddress ?? '';
}
