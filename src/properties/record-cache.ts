import type { CacheBus } from '../common/cache-bus.js';
import { cacheStats, type CacheStats } from '../common/cache-stats.js';
import type { PropertyRecord } from './properties.records.js';

/** How long a property record is reused unless RECORD_CACHE_TTL_SECONDS says otherwise. */
export const RECORD_CACHE_TTL_MS = 30_000;
/** How many records are kept unless RECORD_CACHE_ENTRIES says otherwise (roughly 30 KB of memory each with their encodings, measured at 1M). */
export const RECORD_CACHE_ENTRIES = 5_000;

export interface RecordCacheOptions {
  /** How long a record is reused; 0 disables the cache. */
  readonly ttlMs?: number;
  readonly maxEntries?: number;
  /**
   * How many keys of records built but not kept are remembered (default four times maxEntries):
   * a record is kept when its key was built before, within that memory. 0 keeps every record
   * built.
   */
  readonly doorkeeper?: number;
  readonly now?: () => number;
}

interface Entry {
  readonly record: PropertyRecord;
  readonly agencyId: number;
  readonly expiresAt: number;
}

/** Freezes a value and everything it holds, so a shared record can neither be changed nor change. */
function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value) && !(value instanceof Date)) {
    for (const member of Object.values(value)) deepFreeze(member);
    Object.freeze(value);
  }
  return value;
}

/**
 * Property records as they were built, per agency, property and presentation (language, rich
 * text, main picture family), so a hot record costs no statement and no mapping. The records are
 * frozen: the codecs may then keep their encoding of one (see encoding-memo), which lives exactly
 * as long as the record.
 *
 * Freshness:
 * - every change to an agency's listings is published on the cache bus (`tenant-data`, by the CLI
 *   and the import, on every instance of a fleet) and a change of the reference tables
 *   (`reference`) too: both drop records at once;
 * - a write by another process that the database can tell (SQLite) is published on the bus by
 *   ExternalWriteWatch, checked before every use;
 * - otherwise a record is rebuilt after RECORD_CACHE_TTL_SECONDS (30 by default).
 *
 * A record built from rows read before an invalidation is not kept (the generation check), so an
 * invalidation racing a load cannot leave the old record behind. Least recently used records go
 * first when the cache is full.
 *
 * Admission (a doorkeeper, as in TinyLFU): a record is kept only when its key was built once
 * before, recently (the keys of the last few times `maxEntries` records built, in two rotating
 * sets of keys, no records). Reads spread over a large listing (a portal walking 1M properties)
 * would otherwise push every record through the cache: each survives young-generation garbage
 * collections until it is evicted thousands of records later, so the heap and the major
 * collections grow with the cache while almost nothing is read from it. A record asked for a
 * second time is kept from then on; a record built once is returned unfrozen and dies young.
 */
export class PropertyRecordCache {
  private readonly entries = new Map<string, Entry>();
  private readonly stats: CacheStats = cacheStats('records');
  private readonly ttlMs: number;
  private readonly maxEntries: number;
  private readonly now: () => number;
  private currentGeneration = 0;
  /** Keys built and not kept, newest set first; each set holds up to half the doorkeeper's size. */
  private recentlyBuilt = new Set<string>();
  private earlierBuilt = new Set<string>();
  private readonly doorkeeperSize: number;

  constructor(options: RecordCacheOptions = {}, bus?: CacheBus) {
    this.ttlMs = options.ttlMs ?? RECORD_CACHE_TTL_MS;
    this.maxEntries = options.maxEntries ?? RECORD_CACHE_ENTRIES;
    this.doorkeeperSize = options.doorkeeper ?? 4 * this.maxEntries;
    this.now = options.now ?? Date.now;
    bus?.subscribe('tenant-data', (agencyId) => this.clear(agencyId === undefined ? undefined : Number(agencyId)));
    bus?.subscribe('reference', () => this.clear());
  }

  get enabled(): boolean {
    return this.ttlMs > 0 && this.maxEntries > 0;
  }

  /** Changes with every invalidation; a load keeps its records only when it did not change meanwhile. */
  get generation(): number {
    return this.currentGeneration;
  }

  get size(): number {
    return this.entries.size;
  }

  /** The agency's record under this key when it is still fresh. */
  get(agencyId: number, key: string): PropertyRecord | undefined {
    if (!this.enabled) return undefined;
    const cacheKey = `${agencyId}|${key}`;
    const entry = this.entries.get(cacheKey);
    if (!entry || entry.expiresAt <= this.now()) {
      if (entry) this.entries.delete(cacheKey);
      this.stats.miss();
      return undefined;
    }
    this.stats.hit();
    // Most recently used last: the oldest key is the first the map yields.
    this.entries.delete(cacheKey);
    this.entries.set(cacheKey, entry);
    return entry.record;
  }

  /**
   * Keeps a record of the agency built from rows read while the generation was `generation`
   * (nothing is kept when an invalidation came in between) when the doorkeeper admits it.
   * Returns the record: frozen when kept.
   */
  set(agencyId: number, key: string, record: PropertyRecord, generation: number): PropertyRecord {
    if (!this.enabled || generation !== this.currentGeneration) return record;
    const cacheKey = `${agencyId}|${key}`;
    if (!this.admit(cacheKey)) return record;
    const frozen = deepFreeze(record);
    this.entries.delete(cacheKey);
    while (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next();
      if (oldest.done) break;
      this.entries.delete(oldest.value);
    }
    this.entries.set(cacheKey, { record: frozen, agencyId, expiresAt: this.now() + this.ttlMs });
    return frozen;
  }

  /** Whether a record under this key was built recently (or the doorkeeper is off); remembers the key otherwise. */
  private admit(cacheKey: string): boolean {
    if (this.doorkeeperSize <= 0 || this.entries.has(cacheKey)) return true;
    if (this.recentlyBuilt.delete(cacheKey) || this.earlierBuilt.delete(cacheKey)) return true;
    this.recentlyBuilt.add(cacheKey);
    if (this.recentlyBuilt.size >= Math.ceil(this.doorkeeperSize / 2)) {
      this.earlierBuilt = this.recentlyBuilt;
      this.recentlyBuilt = new Set();
    }
    return false;
  }

  /** Drops the agency's records, or every record. */
  clear(agencyId?: number): void {
    this.currentGeneration += 1;
    if (agencyId === undefined || !Number.isSafeInteger(agencyId)) return this.entries.clear();
    for (const [key, entry] of this.entries) if (entry.agencyId === agencyId) this.entries.delete(key);
  }
}
