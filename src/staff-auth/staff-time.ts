import { createHash, randomBytes } from 'node:crypto';

/** A time to the whole second: what every database keeps of a datetime, so records equal their rows. */
export function wholeSeconds(ms: number): Date {
  return new Date(Math.floor(ms / 1000) * 1000);
}

/** A new random secret token (256 bits, URL-safe base64: 43 characters). */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What is stored of a token: its SHA-256, in hex. */
export function hashOfToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** Whether a string can be a token of ours at all (checked before any database read). */
export function tokenShaped(token: unknown): token is string {
  return typeof token === 'string' && /^[A-Za-z0-9_-]{43}$/.test(token);
}
