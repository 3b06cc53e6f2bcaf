/**
 * Hit and miss counts of the in-memory caches, by cache name, for the metrics endpoint. Plain
 * counters so the domain modules that own the caches depend on no metrics library.
 */
export class CacheStats {
  hits = 0;
  misses = 0;

  hit(): void {
    this.hits += 1;
  }

  miss(): void {
    this.misses += 1;
  }
}

const stats = new Map<string, CacheStats>();

/** The counters of the named cache (shared by every cache of that name in the process). */
export function cacheStats(name: string): CacheStats {
  let found = stats.get(name);
  if (!found) {
    found = new CacheStats();
    stats.set(name, found);
  }
  return found;
}

export function allCacheStats(): ReadonlyMap<string, CacheStats> {
  return stats;
}
