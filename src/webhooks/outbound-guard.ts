import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { BlockList, isIP } from 'node:net';

/**
 * Outbound calls are a trust boundary (docs/security.md): webhook URLs come from operators and
 * agencies, so a target that resolves to a private, loopback, link-local or otherwise internal
 * address is refused unless WEBHOOK_ALLOW_PRIVATE=true. The check runs on the addresses the
 * connection will actually use (the socket's DNS lookup), so a name cannot resolve to a public
 * address for the check and a private one for the call.
 */
const BLOCKED = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  BLOCKED.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
  ['64:ff9b::', 96],
] as const) {
  BLOCKED.addSubnet(network, prefix, 'ipv6');
}

/** Whether an address is private, loopback, link-local, multicast or reserved. */
export function isInternalAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return true;
  if (family === 6) {
    const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
    if (mapped) return BLOCKED.check(mapped[1]!, 'ipv4');
    return BLOCKED.check(address, 'ipv6');
  }
  return BLOCKED.check(address, 'ipv4');
}

export class RefusedTargetError extends Error {
  constructor(host: string, address: string) {
    super(`Refused target ${host}: it resolves to the internal address ${address} (set WEBHOOK_ALLOW_PRIVATE=true to allow).`);
    this.name = 'RefusedTargetError';
  }
}

type LookupCallback = (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

/** A socket `lookup` that refuses internal addresses (unless allowed). */
export function guardedLookup(allowPrivate: boolean) {
  return (hostname: string, options: { all?: boolean; family?: number | string }, callback: LookupCallback): void => {
    dnsLookup(hostname, { ...options, all: true } as { all: true }, (error, addresses) => {
      if (error) return callback(error, []);
      const list = addresses as LookupAddress[];
      const bad = allowPrivate ? undefined : list.find((entry) => isInternalAddress(entry.address));
      if (bad) return callback(Object.assign(new RefusedTargetError(hostname, bad.address), { code: 'EREFUSEDTARGET' }), []);
      if (options.all) return callback(null, list);
      const first = list[0];
      if (!first) return callback(Object.assign(new Error(`No address for ${hostname}`), { code: 'ENOTFOUND' }), []);
      callback(null, first.address, first.family);
    });
  };
}

/** Checks a URL a subscription is registered with: http(s), no credentials, and (unless allowed) no internal literal address. */
export function checkWebhookUrl(raw: string, allowPrivate: boolean): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`Not a URL: ${raw}`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error('A webhook URL is http:// or https://.');
  if (url.username || url.password) throw new Error('A webhook URL carries no user name or password.');
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (!allowPrivate && (host === 'localhost' || (isIP(host) !== 0 && isInternalAddress(host)))) {
    throw new Error(`Refused target ${host}: internal address (set WEBHOOK_ALLOW_PRIVATE=true to allow).`);
  }
  return url;
}
