/** How long a listing count is reused for the same tenant and filter before it is recounted. */
export const COUNT_CACHE_TTL_MS = 30_000;
/** How long past its TTL a value may still be served while its recount runs. */
export const COUNT_STALE_LIMIT_MS = 300_000;
const MAX_ENTRIES = 10_000;

interface Entry<V> {
  /** The last computed value, once there is one. */
  value?: { readonly value: V; readonly freshUntil: number; readonly staleUntil: number };
  /** The computation running for this key (single flight). */
  running: Promise<V> | null;
}

/**
 * A small cache of computed values (listing counts per tenant and normalized filter):
 * - fresh for `ttlMs`; after that the last value is still served at once while ONE recount runs
 *   in the background (single flight: callers never wait for a recount when a value exists, and
 *   concurrent callers never start a second one), for up to `staleLimitMs`;
 * - without a usable value, callers for the same key share one computation;
 * - a failed computation is not kept (the old value stays until its stale limit);
 * - when full, the oldest entries are dropped first.
 */
export class TtlCache<V> {
  private readonly entries = new Map<string, Entry<V>>();

  constructor(
    private readonly ttlMs: number = COUNT_CACHE_TTL_MS,
    private readonly maxEntries: number = MAX_ENTRIES,
    private readonly staleLimitMs: number = COUNT_STALE_LIMIT_MS,
    private readonly now: () => number = Date.now,
  ) {}

  get(key: string, compute: () => Promise<V>): Promise<V> {
    const now = this.now();
    const entry = this.entries.get(key);
    const known = entry?.value;
    if (entry && known && known.freshUntil > now) return Promise.resolve(known.value);
    if (entry && known && known.staleUntil > now) {
      if (!entry.running) this.start(key, entry, compute).catch(() => undefined);
      return Promise.resolve(known.value);
    }
    if (entry?.running) return entry.running;
    return this.start(key, entry ?? this.add(key), compute);
  }

  clear(): void {
    this.entries.clear();
  }

  private add(key: string): Entry<V> {
    while (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next();
      if (oldest.done) break;
      this.entries.delete(oldest.value);
    }
    const entry: Entry<V> = { running: null };
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
