/** How long a listing count is reused for the same tenant and filter. */
export const COUNT_CACHE_TTL_MS = 30_000;
const MAX_ENTRIES = 10_000;

/**
 * A small TTL cache of computed values (listing counts per tenant and normalized filter). Calls
 * for the same key while a value is being computed share that computation; a failure is not
 * kept. When full, the oldest entries are dropped first.
 */
export class TtlCache<V> {
  private readonly entries = new Map<string, { expiresAt: number; value: Promise<V> }>();

  constructor(
    private readonly ttlMs: number = COUNT_CACHE_TTL_MS,
    private readonly maxEntries: number = MAX_ENTRIES,
  ) {}

  get(key: string, compute: () => Promise<V>): Promise<V> {
    const now = Date.now();
    const cached = this.entries.get(key);
    if (cached && cached.expiresAt > now) return cached.value;
    if (cached) this.entries.delete(key);
    while (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next();
      if (oldest.done) break;
      this.entries.delete(oldest.value);
    }
    const value = compute();
    const entry = { expiresAt: now + this.ttlMs, value };
    this.entries.set(key, entry);
    value.catch(() => {
      if (this.entries.get(key) === entry) this.entries.delete(key);
    });
    return value;
  }

  clear(): void {
    this.entries.clear();
  }
}
