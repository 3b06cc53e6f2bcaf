import type { CacheBus } from '../common/cache-bus.js';
import { cacheStats, type CacheStats } from '../common/cache-stats.js';

/** How long a listing count is reused for the same tenant and filter unless COUNT_CACHE_TTL_SECONDS says otherwise. */
export const COUNT_CACHE_TTL_MS = 30_000;
/** How long past its TTL a value may still be served while its recount runs. */
export const COUNT_STALE_LIMIT_MS = 300_000;
const MAX_ENTRIES = 10_000;

interface Entry<V> {
  /** The last computed value, once there is one. */
  value?: { readonly value: V; readonly freshUntil: number; readonly staleUntil: number };
  /** The computation running for this key (single flight). */
  running: Promise<V> | null;
  /** What a targeted invalidation matches (the agency id of a tenant's value). */
  readonly tag: string | undefined;
}

export interface TtlCacheOptions {
  /** How long a value is fresh; 0 disables the cache (every call computes). */
  readonly ttlMs?: number;
  readonly maxEntries?: number;
  /** How long past its TTL a value may still be served while its recount runs. */
  readonly staleLimitMs?: number;
  /** The name its hit and miss counts are reported under (/metrics). */
  readonly name?: string;
  readonly now?: () => number;
}

/**
 * A small cache of computed values (listing counts per tenant and normalized filter):
 * - fresh for `ttlMs`; after that the last value is still served at once while ONE recount runs
 *   in the background (single flight: callers never wait for a recount when a value exists, and
 *   concurrent callers never start a second one), for up to `staleLimitMs`;
 * - without a usable value, callers for the same key share one computation;
 * - a failed computation is not kept (the old value stays until its stale limit);
 * - an invalidation (`clear`, all or by tag) drops values at once, stale ones included;
 * - when full, the oldest entries are dropped first; a lifetime of 0 disables it.
 */
export class TtlCache<V> {
  private readonly entries = new Map<string, Entry<V>>();
  private readonly stats: CacheStats;
  private readonly ttlMs: number;
  private readonly maxEntries: number;
  private readonly staleLimitMs: number;
  private readonly now: () => number;

  constructor(options: TtlCacheOptions = {}) {
    this.ttlMs = options.ttlMs ?? COUNT_CACHE_TTL_MS;
    this.maxEntries = options.maxEntries ?? MAX_ENTRIES;
    this.staleLimitMs = options.staleLimitMs ?? COUNT_STALE_LIMIT_MS;
    this.now = options.now ?? Date.now;
    this.stats = cacheStats(options.name ?? 'counts');
  }

  /** The value of `key`, computed on a miss; `tag` groups entries for `clear(tag)`. */
  get(key: string, compute: () => Promise<V>, tag?: string): Promise<V> {
    if (this.ttlMs <= 0) {
      this.stats.miss();
      return compute();
    }
    const now = this.now();
    const entry = this.entries.get(key);
    const known = entry?.value;
    if (entry && known && known.freshUntil > now) {
      this.stats.hit();
      return Promise.resolve(known.value);
    }
    if (entry && known && known.staleUntil > now) {
      this.stats.hit();
      if (!entry.running) this.start(key, entry, compute).catch(() => undefined);
      return Promise.resolve(known.value);
    }
    this.stats.miss();
    if (entry?.running) return entry.running;
    return this.start(key, entry ?? this.add(key, tag), compute);
  }

  /** Drops every entry, or those carrying `tag`. */
  clear(tag?: string): void {
    if (tag === undefined) return this.entries.clear();
    for (const [key, entry] of this.entries) if (entry.tag === tag) this.entries.delete(key);
  }

  private add(key: string, tag: string | undefined): Entry<V> {
    while (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next();
      if (oldest.done) break;
      this.entries.delete(oldest.value);
    }
    const entry: Entry<V> = { running: null, tag };
    this.entries.set(key, entry);
    return entry;
  }

  private start(key: string, entry: Entry<V>, compute: () => Promise<V>): Promise<V> {
    const running = compute().then(
      (value) => {
        const done = this.now();
        entry.value = { value, freshUntil: done + this.ttlMs, staleUntil: done + this.ttlMs + this.staleLimitMs };
        entry.running = null;
        return value;
      },
      (error: unknown) => {
        entry.running = null;
        if (!entry.value && this.entries.get(key) === entry) this.entries.delete(key);
        throw error;
      },
    );
    entry.running = running;
    return running;
  }
}

/**
 * A TtlCache of values computed from an agency's listings (tag each entry with the agency id),
 * emptied for that agency when its listings change (`tenant-data` on the cache bus).
 */
export function tenantDataCache<V>(
  name: string,
  ttlMs: number | undefined,
  bus: CacheBus | undefined,
  options: Pick<TtlCacheOptions, 'maxEntries' | 'staleLimitMs'> = {},
): TtlCache<V> {
  const cache = new TtlCache<V>({ ...options, ttlMs: ttlMs ?? COUNT_CACHE_TTL_MS, name });
  bus?.subscribe('tenant-data', (agencyId) => cache.clear(agencyId));
  return cache;
}
