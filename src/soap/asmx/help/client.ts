/**
 * Who is asking and where they think the service lives: the client's address (to decide whether
 * the test form is shown to "local" requests), and the host and path a sample request should use.
 * Forwarded headers are believed only when the service is configured to sit behind a proxy.
 */

export type RequestHeaders = Readonly<Record<string, string | readonly string[] | undefined>>;

function header(headers: RequestHeaders, name: string): string | undefined {
  const value = headers[name];
  if (value === undefined) return undefined;
  return typeof value === 'string' ? value : value.join(',');
}

/** Last non-empty item of a comma-separated header: the value appended by the nearest (trusted) proxy. */
function lastItem(value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  const items = value
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');
  return items[items.length - 1];
}

/**
 * The address of the client. Behind a trusted proxy it is the right-most X-Forwarded-For entry
 * (the peer the proxy itself saw; entries further left are whatever the client chose to send);
 * otherwise the peer address of the connection.
 */
export function clientAddress(remoteAddress: string | undefined, headers: RequestHeaders, trustProxy: boolean): string | undefined {
  if (trustProxy) return lastItem(header(headers, 'x-forwarded-for')) ?? remoteAddress;
  return remoteAddress;
}

/** True for loopback addresses: 127.0.0.0/8, ::1, and their IPv4-mapped IPv6 forms. */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (address === undefined) return false;
  const plain = address.toLowerCase().replace(/^::ffff:/, '');
  if (plain === '::1' || plain === '0:0:0:0:0:0:0:1') return true;
  const octets = plain.split('.');
  return octets.length === 4 && octets[0] === '127' && octets.every((o) => /^\d{1,3}$/.test(o) && Number(o) <= 255);
}

/**
 * The path of the endpoint as the client sees it: the request path, prefixed by X-Forwarded-Prefix
 * behind a trusted proxy that strips a prefix before passing the request on.
 */
export function endpointPath(requestPath: string, headers: RequestHeaders, trustProxy: boolean): string {
  const prefix = trustProxy ? lastItem(header(headers, 'x-forwarded-prefix')) : undefined;
  const cleanPrefix = prefix && /^\/[A-Za-z0-9._~\-/]*$/.test(prefix) ? prefix.replace(/\/+$/, '') : '';
  return cleanPrefix + requestPath;
}
