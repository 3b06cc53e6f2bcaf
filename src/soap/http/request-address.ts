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

/**
 * A request as the transports read it: `ip` is the client address as Express's `req.ip` gives it,
 * set on the fast lane (src/soap/http/fast-lane.ts) when a trusted proxy named the client.
 */
export type AddressedRequest = IncomingMessage & { ip?: string | undefined; originalUrl?: string | undefined };

/** The caller's address (the proxy's view of it when the app trusts a proxy: Express `req.ip`). */
export function callerAddress(request: AddressedRequest): string {
  return request.ip ?? request.socket.remoteAddress ?? '';
}

/**
 * The client address one trusted proxy hop reports: the right-most non-empty X-Forwarded-For entry
 * without the spaces around it, or undefined when there is none. It is what Express's `req.ip`
 * gives with `trust proxy` = 1 (proxy-addr: the socket's address is the one trusted hop, the entry
 * before it is the client); without a trusted proxy, or without an entry, the client is the socket's peer.
 */
export function forwardedClient(value: string | readonly string[] | undefined): string | undefined {
  const header = typeof value === 'string' ? value : value?.join(',');
  if (header === undefined) return undefined;
  let end = header.length;
  while (end > 0) {
    const comma = header.lastIndexOf(',', end - 1);
    let first = comma + 1;
    let last = end;
    while (first < last && header.charCodeAt(first) === 0x20) first += 1;
    while (last > first && header.charCodeAt(last - 1) === 0x20) last -= 1;
    if (last > first) return header.slice(first, last);
    end = comma;
  }
  return undefined;
}
