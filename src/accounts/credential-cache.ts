import { createHmac, randomBytes } from 'node:crypto';
import { type CacheBus, LocalCacheBus } from '../common/cache-bus.js';
import { cacheStats } from '../common/cache-stats.js';
import { systemClock, type Clock } from './clock.js';

export interface CredentialCacheOptions {
  /** How long a verified credential stays valid; 0 disables the cache. */
  readonly ttlMs: number;
  /** Upper bound on remembered credentials; the oldest are dropped first. */
  readonly maxEntries?: number;
}

interface Entry {
  readonly value: unknown;
  readonly expiresAt: number;
  readonly subject: string;
}

const DEFAULT_MAX_ENTRIES = 10_000;

/**
 * Remembers credentials that were verified against their slow hash, so a repeated call costs an
 * HMAC instead of a hash. Keys are HMAC-SHA256 over the parts (name, password …) with a secret
 * drawn at start-up: the cache never holds a password, and its keys are useless outside this
 * process. Entries carry a subject (account name, person id) so a change to that subject drops
 * every credential remembered for it. Only positive results are cached. Invalidations go
 * through the cache bus, so with a fleet bus (REDIS_URL) every instance drops the subject's
 * credentials within moments; without one, the TTL bounds how long another process may still
 * accept an old credential.
 */
export class CredentialCache {
  private readonly secret = randomBytes(32);
  private readonly entries = new Map<string, Entry>();
  private readonly keysBySubject = new Map<string, Set<string>>();
  private readonly verifying = new Map<string, Promise<unknown>>();
  /** Bumped by every invalidation: a verification that started before one is not remembered. */
  private generation = 0;
  private readonly ttlMs: number;
  private readonly maxEntries: number;

  private readonly stats = cacheStats('credentials');

  constructor(
    options: CredentialCacheOptions,
    private readonly clock: Clock = systemClock,
    private readonly bus: CacheBus = new LocalCacheBus(),
  ) {
    this.ttlMs = Math.max(0, options.ttlMs);
    this.maxEntries = Math.max(1, options.maxEntries ?? DEFAULT_MAX_ENTRIES);
    bus.subscribe('credentials', (subjectKey) => (subjectKey === undefined ? this.clear() : this.dropSubject(subjectKey)));
  }

  get enabled(): boolean {
    return this.ttlMs > 0;
  }

  get size(): number {
    return this.entries.size;
  }

  /** The value remembered for these credential parts, or undefined (unknown or expired). */
  lookup<T>(scope: string, parts: readonly string[]): T | undefined {
    if (!this.enabled) return undefined;
    const key = this.keyOf(scope, parts);
    const entry = this.entries.get(key);
    if (!entry || entry.expiresAt <= this.clock.now()) {
      if (entry) this.drop(key, entry);
      this.stats.miss();
      return undefined;
    }
    this.stats.hit();
    return entry.value as T;
  }

  /**
   * The value remembered for these credential parts, else the result of `verify` (the slow
   * check), which is remembered when positive. Concurrent calls with the same parts while it
   * runs share that one verification (single flight), so the expiry of a busy credential costs
   * one hash, not one per waiting request. A result is not remembered when an invalidation
   * happened while it was being verified.
   */
  async verifyOnce<T>(scope: string, parts: readonly string[], verify: () => Promise<{ value: T; subject: string } | null>): Promise<T | null> {
    const cached = this.lookup<T>(scope, parts);
    if (cached !== undefined) return cached;
    const key = this.keyOf(scope, parts);
    const running = this.verifying.get(key);
    if (running) return running as Promise<T | null>;
    const generation = this.generation;
    const flight = verify().then((verified) => {
      if (!verified) return null;
      if (generation === this.generation) this.remember(scope, parts, verified.value, verified.subject);
      return verified.value;
    });
    this.verifying.set(key, flight);
    try {
      return await flight;
    } finally {
      if (this.verifying.get(key) === flight) this.verifying.delete(key);
    }
  }

  /** Remembers a verified credential; `subject` names what a later change invalidates. */
  remember(scope: string, parts: readonly string[], value: unknown, subject: string): void {
    if (!this.enabled) return;
    const key = this.keyOf(scope, parts);
    const previous = this.entries.get(key);
    if (previous) this.drop(key, previous);
    if (this.entries.size >= this.maxEntries) this.makeRoom();
    const subjectKey = this.subjectKey(scope, subject);
    this.entries.set(key, { value, expiresAt: this.clock.now() + this.ttlMs, subject: subjectKey });
    let keys = this.keysBySubject.get(subjectKey);
    if (!keys) {
      keys = new Set();
      this.keysBySubject.set(subjectKey, keys);
    }
    keys.add(key);
  }

  /** Forgets every credential remembered for the subject (after a password change, a disable …), on every instance. */
  invalidate(scope: string, subject: string): void {
    this.bus.publish('credentials', this.subjectKey(scope, subject));
  }

  /** Drops a subject's credentials here (delivered by the bus, from this instance or another one). */
  private dropSubject(subjectKey: string): void {
    this.generation++;
    const keys = this.keysBySubject.get(subjectKey);
    if (!keys) return;
    for (const key of keys) this.entries.delete(key);
    this.keysBySubject.delete(subjectKey);
  }

  clear(): void {
    this.generation++;
    this.entries.clear();
    this.keysBySubject.clear();
  }

  private keyOf(scope: string, parts: readonly string[]): string {
    const hmac = createHmac('sha256', this.secret);
    for (const part of [scope, ...parts]) {
      const bytes = Buffer.from(part, 'utf8');
      const length = Buffer.alloc(4);
      length.writeUInt32BE(bytes.length);
      hmac.update(length).update(bytes);
    }
    return hmac.digest('base64');
  }

  private subjectKey(scope: string, subject: string): string {
    return `${scope}\u0000${subject}`;
  }

  private drop(key: string, entry: Entry): void {
    this.entries.delete(key);
    const keys = this.keysBySubject.get(entry.subject);
    if (!keys) return;
    keys.delete(key);
    if (keys.size === 0) this.keysBySubject.delete(entry.subject);
  }

  /** Entries are kept in the order they expire, so expired ones are at the front; else the oldest goes. */
  private makeRoom(): void {
    const now = this.clock.now();
    for (const [key, entry] of this.entries) {
      if (entry.expiresAt > now) break;
      this.drop(key, entry);
    }
    if (this.entries.size < this.maxEntries) return;
    const oldest = this.entries.entries().next();
    if (!oldest.done) this.drop(oldest.value[0], oldest.value[1]);
  }
}
