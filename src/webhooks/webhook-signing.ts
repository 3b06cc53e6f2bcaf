import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** Standard Webhooks 1.0 signing (https://www.standardwebhooks.com): `whsec_` secrets, `v1,` HMAC-SHA256 signatures. */
const PREFIX = 'whsec_';

/** A new signing secret: `whsec_` + base64 of 32 random bytes. */
export function newSecret(): string {
  return `${PREFIX}${randomBytes(32).toString('base64')}`;
}

function keyOf(secret: string): Buffer {
  if (!secret.startsWith(PREFIX)) throw new Error('A webhook secret starts with whsec_.');
  return Buffer.from(secret.slice(PREFIX.length), 'base64');
}

/** `v1,<base64 HMAC-SHA256 of "id.timestamp.body">` with one secret. */
export function signature(secret: string, id: string, timestamp: number, body: string): string {
  return `v1,${createHmac('sha256', keyOf(secret)).update(`${id}.${timestamp}.${body}`).digest('base64')}`;
}

/** The `webhook-signature` header: one signature per secret, space-separated (two while a rotated secret overlaps). */
export function signatureHeader(secrets: readonly string[], id: string, timestamp: number, body: string): string {
  return secrets.map((secret) => signature(secret, id, timestamp, body)).join(' ');
}

/** Whether any signature in the header was made with `secret` (for tests and tools). */
export function verifies(secret: string, id: string, timestamp: number, body: string, header: string): boolean {
  const expected = Buffer.from(signature(secret, id, timestamp, body));
  return header.split(' ').some((candidate) => {
    const given = Buffer.from(candidate);
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
}
