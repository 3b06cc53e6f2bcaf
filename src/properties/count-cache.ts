import type { CacheBus } from '../common/cache-bus.js';
import { cacheStats, type CacheStats } from '../common/cache-stats.js';

/** How long a listing count is reused for the same tenant and filter unless COUNT_CACHE_TTL_SECONDS says otherwise. */
export const COUNT_CACHE_TTL_MS = 30_000;
const MAX_ENTRIES = 10_000;

interface Entry<V> {
  readonly expiresAt: number;
  readonly value: Promise<V>;
  /** What a targeted invalidation matches (the agency id of a tenant's value). */
  readonly tag: string | undefined;
}

/**
 * A small TTL cache of computed values (listing counts per tenant and normalized filter). Calls
 * for the same key while a value is being computed share that computation; a failure is not
 * kept. When full, the oldest entries are dropped first. A lifetime of 0 disables it.
 */
export class TtlCache<V> {
  private readonly entries = new Map<string, Entry<V>>();
  private readonly stats: CacheStats;

  constructor(
    private readonly ttlMs: number = COUNT_CACHE_TTL_MS,
    private readonly maxEntries: number = MAX_ENTRIES,
    name = 'counts',
  ) {
    this.stats = cacheStats(name);
  }

  /** The value of `key`, computed on a miss; `tag` groups entries for `clear(tag)`. */
  get(key: string, compute: () => Promise<V>, tag?: string): Promise<V> {
    const now = Date.now();
    const cached = this.entries.get(key);
    if (cached && cached.expiresAt > now) {
      this.stats.hit();
      return cached.value;
    }
    this.stats.miss();
    if (cached) this.entries.delete(key);
    if (this.ttlMs <= 0) return compute();
    while (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next();
      if (oldest.done) break;
      this.entries.delete(oldest.value);
    }
    const value = compute();
    const entry = { expiresAt: now + this.ttlMs, value, tag };
    this.entries.set(key, entry);
    value.catch(() => {
      if (this.entries.get(key) === entry) this.entries.delete(key);
    });
    return value;
  }

  /** Drops every entry, or those carrying `tag`. */
  clear(tag?: string): void {
    if (tag === undefined) return this.entries.clear();
    for (const [key, entry] of this.entries) if (entry.tag === tag) this.entries.delete(key);
  }
}

/**
 * A TtlCache of values computed from an agency's listings (tag each entry with the agency id),
 * emptied for that agency when its listings change (`tenant-data` on the cache bus).
 */
export function tenantDataCache<V>(name: string, ttlMs: number | undefined, bus: CacheBus | undefined): TtlCache<V> {
  const cache = new TtlCache<V>(ttlMs ?? COUNT_CACHE_TTL_MS, MAX_ENTRIES, name);
  bus?.subscribe('tenant-data', (agencyId) => cache.clear(agencyId));
  return cache;
}
