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
] as const) {
  BLOCKED.addSubnet(network, prefix, 'ipv6');
}

/** IPv6 ranges that carry an IPv4 address in their last 32 bits: the address is what that one is. */
const EMBEDDING_LAST_32: readonly { readonly prefix: readonly number[] }[] = [
  { prefix: [0, 0, 0, 0, 0, 0] }, // IPv4-compatible ::a.b.c.d (deprecated; :: and ::1 are blocked above)
  { prefix: [0, 0, 0, 0, 0, 0xffff] }, // IPv4-mapped ::ffff:a.b.c.d
  { prefix: [0, 0, 0, 0, 0xffff, 0] }, // IPv4-translated ::ffff:0:a.b.c.d (SIIT)
  { prefix: [0x64, 0xff9b, 0, 0, 0, 0] }, // NAT64 well-known prefix 64:ff9b::/96
];
/** IPv6 ranges refused whole: local-use NAT64 (64:ff9b:1::/48, any translator's mapping) and Teredo (2001::/32, an obfuscated IPv4). */
const REFUSED_PREFIXES: readonly (readonly number[])[] = [[0x64, 0xff9b, 1], [0x2001, 0]];

/** The eight 16-bit groups of an IPv6 address (with an embedded dotted IPv4 and zone allowed), or null. */
function groupsOf(address: string): number[] | null {
  let text = address.replace(/%.*$/, '').toLowerCase();
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const halves = text.split('::');
  if (halves.length > 2) return null;
  const part = (half: string) => (half === '' ? [] : half.split(':').map((group) => parseInt(group, 16)));
  const head = part(halves[0]!);
  const tail = halves.length === 2 ? part(halves[1]!) : [];
  const fill = 8 - head.length - tail.length;
  if (halves.length === 1 ? fill !== 0 : fill < 0) return null;
  const groups = [...head, ...Array<number>(fill).fill(0), ...tail];
  return groups.every((group) => Number.isInteger(group) && group >= 0 && group <= 0xffff) ? groups : null;
}

function ipv4Of(high: number, low: number): string {
  return [high >> 8, high & 0xff, low >> 8, low & 0xff].join('.');
}

/**
 * Whether an address is private, loopback, link-local, multicast or reserved, in whatever
 * spelling: an IPv6 address carrying an IPv4 one (mapped, compatible, translated, NAT64, 6to4)
 * is judged by the IPv4 address it carries.
 */
export function isInternalAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return true;
  if (family === 4) return BLOCKED.check(address, 'ipv4');
  const groups = groupsOf(address);
  if (!groups) return true;
  if (BLOCKED.check(address, 'ipv6')) return true;
  if (REFUSED_PREFIXES.some((prefix) => prefix.every((group, i) => groups[i] === group))) return true;
  if (EMBEDDING_LAST_32.some(({ prefix }) => prefix.every((group, i) => groups[i] === group))) return BLOCKED.check(ipv4Of(groups[6]!, groups[7]!), 'ipv4');
  // 6to4 (2002::/16) carries its IPv4 address in the next 32 bits.
  if (groups[0] === 0x2002) return BLOCKED.check(ipv4Of(groups[1]!, groups[2]!), 'ipv4');
  return false;
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
