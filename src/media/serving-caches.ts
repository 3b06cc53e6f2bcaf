import type { CacheBus } from '../common/cache-bus.js';
import { cacheStats, type CacheStats } from '../common/cache-stats.js';

/** How many picture look-ups (one per picture version asked for) are kept; about 360 bytes each (measured), 7 MB in all. */
export const SERVABLE_CACHE_ENTRIES = 20_000;
/**
 * How long a look-up is reused at most. Every write that can change an answer moves the agency's
 * data version or is published on the cache bus, which drops the agency's answers at once; this
 * only bounds what a write that does neither (an operator's SQL on a table no trigger watches)
 * could leave behind.
 */
export const SERVABLE_CACHE_TTL_MS = 60_000;

interface Lookup {
  /** The content the picture names while it is servable; null: not servable (404). */
  readonly hash: string | null;
  readonly agencyId: number;
  /** The agency's epoch and the global one when the look-up started. */
  readonly epoch: number;
  readonly globalEpoch: number;
  readonly expiresAt: number;
}

/** When a look-up started: its answer is kept only if no invalidation of its agency came meanwhile. */
export interface LookupStamp {
  readonly epoch: number;
  readonly globalEpoch: number;
}

/**
 * The answers of the look-up that decides whether a /media/ URL is servable (the picture exists
 * with that version, is the agency's, and its owner is published), per agency and picture version,
 * negative answers included.
 *
 * An agency's answers are dropped by `tenant-data` on the cache bus with its id (every write of
 * its listings, on every instance of a fleet; ExternalWriteWatch publishes it when the agency's
 * data version moved, whoever wrote), all answers by a message without a key. Dropping is O(1):
 * each agency has an epoch, moved by its invalidation, and an answer of an earlier epoch is not
 * used (it goes when looked at, or when the least recently used answers make room). A look-up
 * that started before an invalidation does not keep its answer, so an unpublication racing a
 * look-up cannot leave the published answer behind.
 */
export class ServableCache {
  private readonly entries = new Map<string, Lookup>();
  private readonly epochs = new Map<number, number>();
  private globalEpoch = 0;
  private readonly stats: CacheStats = cacheStats('media-lookups');
  private readonly maxEntries: number;
  private readonly ttlMs: number;
  private readonly now: () => number;

  constructor(options: { readonly maxEntries?: number; readonly ttlMs?: number; readonly now?: () => number } = {}, bus?: CacheBus) {
    this.maxEntries = options.maxEntries ?? SERVABLE_CACHE_ENTRIES;
    this.ttlMs = options.ttlMs ?? SERVABLE_CACHE_TTL_MS;
    this.now = options.now ?? Date.now;
    bus?.subscribe('tenant-data', (agencyId) => this.clear(agencyId === undefined ? undefined : Number(agencyId)));
  }

  get size(): number {
    return this.entries.size;
  }

  /**
   * The kept answer for the agency's key: a content hash, null (not servable), or undefined when
   * there is none (counted as a miss unless `countMiss` is false: the caller looks again).
   */
  get(agencyId: number, key: string, countMiss = true): string | null | undefined {
    const cacheKey = `${agencyId}/${key}`;
    const entry = this.entries.get(cacheKey);
    if (entry === undefined || entry.globalEpoch !== this.globalEpoch || entry.epoch !== (this.epochs.get(agencyId) ?? 0) || entry.expiresAt <= this.now()) {
      if (entry !== undefined) this.entries.delete(cacheKey);
      if (countMiss) this.stats.miss();
      return undefined;
    }
    this.stats.hit();
    // Most recently used last: the first key the map yields is the one to evict.
    this.entries.delete(cacheKey);
    this.entries.set(cacheKey, entry);
    return entry.hash;
  }

  /** Taken before a look-up, handed to `set` with its answer. */
  stamp(agencyId: number): LookupStamp {
    return { epoch: this.epochs.get(agencyId) ?? 0, globalEpoch: this.globalEpoch };
  }

  /** Keeps an answer unless its agency (or everything) was invalidated since `stamp`. */
  set(agencyId: number, key: string, hash: string | null, stamp: LookupStamp): void {
    if (this.maxEntries <= 0 || stamp.globalEpoch !== this.globalEpoch || stamp.epoch !== (this.epochs.get(agencyId) ?? 0)) return;
    const cacheKey = `${agencyId}/${key}`;
    this.entries.delete(cacheKey);
    while (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next();
      if (oldest.done) break;
      this.entries.delete(oldest.value);
    }
    this.entries.set(cacheKey, { hash, agencyId, epoch: stamp.epoch, globalEpoch: stamp.globalEpoch, expiresAt: this.now() + this.ttlMs });
  }

  /** Drops the agency's answers, or every answer. */
  clear(agencyId?: number): void {
    if (agencyId === undefined || !Number.isSafeInteger(agencyId)) {
      this.globalEpoch += 1;
      this.entries.clear();
      return;
    }
    this.epochs.set(agencyId, (this.epochs.get(agencyId) ?? 0) + 1);
  }
}

/**
 * How often each of many keys was asked for lately, approximately, in a few kilobytes: a
 * count-min sketch of 4-bit counters (4 rows), every counter halved after `sampleSize` additions
 * so that old popularity fades (TinyLFU, Einziger et al.).
 */
export class FrequencySketch {
  private readonly table: Uint8Array;
  private readonly mask: number;
  private additions = 0;

  /** `width`: counters per row, a power of two. */
  constructor(
    width: number,
    private readonly sampleSize: number,
  ) {
    this.table = new Uint8Array(4 * width);
    this.mask = width - 1;
  }

  /** The four counters of a key, one per row (FNV-1a, then three multiplicative variants). */
  private slots(key: string): [number, number, number, number] {
    let hash = 0x811c9dc5;
    for (let i = 0; i < key.length; i++) hash = Math.imul(hash ^ key.charCodeAt(i), 0x01000193);
    const width = this.mask + 1;
    return [
      hash & this.mask,
      width + (Math.imul(hash, 0x9e3779b1) >>> 16 & this.mask),
      2 * width + (Math.imul(hash ^ (hash >>> 15), 0x85ebca6b) >>> 8 & this.mask),
      3 * width + (Math.imul(hash ^ (hash >>> 13), 0xc2b2ae35) >>> 4 & this.mask),
    ];
  }

  increment(key: string): void {
    for (const slot of this.slots(key)) if (this.table[slot]! < 15) this.table[slot]! += 1;
    if (++this.additions >= this.sampleSize) {
      this.additions = 0;
      for (let i = 0; i < this.table.length; i++) this.table[i]! >>= 1;
    }
  }

  frequency(key: string): number {
    return Math.min(...this.slots(key).map((slot) => this.table[slot]!));
  }
}

/**
 * Renditions' bytes in memory, within a budget of bytes. The files are addressed by content and
 * never change, so nothing here is ever stale: whether a URL may be served is decided by
 * ServableCache before any bytes are asked for.
 *
 * Which files stay: the least recently used goes first, but a file read from the store takes the
 * place of others only when it was asked for more often lately than the one it would push out
 * (a frequency sketch, TinyLFU's admission). When far more pictures are asked for than fit, each
 * about as often as the next, the kept files then stay put instead of being replaced at every
 * request (which gained no hits and left the garbage collector old buffers to free at every
 * request); when some pictures are asked for more (new and featured listings), those are the ones
 * kept. A file larger than an eighth of the budget is not kept (it would push out many small ones).
 */
export class RenditionMemory {
  private readonly entries = new Map<string, Buffer>();
  private bytes = 0;
  private readonly stats: CacheStats = cacheStats('media-renditions');
  private readonly largest: number;
  private readonly sketch: FrequencySketch;

  /** `budget`: bytes (MEDIA_MEMORY_CACHE_MB); 0 keeps nothing. */
  constructor(private readonly budget: number) {
    this.largest = Math.floor(budget / 8);
    // About one file of 64 KB per 64 KB of budget; four counters per such file, ten times as many additions before they halve.
    const files = Math.max(64, Math.ceil(budget / 65_536));
    this.sketch = new FrequencySketch(2 ** Math.ceil(Math.log2(4 * files)), 10 * files);
  }

  /** The bytes held, for the metrics and the tests. */
  get size(): number {
    return this.bytes;
  }

  /** The kept bytes of `key`; every call counts as a request of it. */
  get(key: string): Buffer | undefined {
    this.sketch.increment(key);
    const found = this.entries.get(key);
    if (found === undefined) {
      this.stats.miss();
      return undefined;
    }
    this.stats.hit();
    this.entries.delete(key);
    this.entries.set(key, found);
    return found;
  }

  /** Keeps the bytes of `key` (just read) if they fit, or if `key` was asked for more often lately than the file they would push out. */
  set(key: string, bytes: Buffer): void {
    if (bytes.length > this.largest || this.entries.has(key)) return;
    if (this.bytes + bytes.length > this.budget) {
      const victim = this.entries.keys().next();
      if (victim.done || this.sketch.frequency(key) <= this.sketch.frequency(victim.value)) return;
    }
    while (this.bytes + bytes.length > this.budget) {
      const oldest = this.entries.entries().next();
      if (oldest.done) break;
      this.entries.delete(oldest.value[0]);
      this.bytes -= oldest.value[1].length;
    }
    this.entries.set(key, bytes);
    this.bytes += bytes.length;
  }
}
