import { systemClock, type Clock } from './clock.js';

/**
 * Where the login throttle keeps its counters. Every method is asynchronous so a shared store
 * (one for a fleet of processes) can implement it; the in-process one answers at once.
 */
export interface CounterStore {
  /**
   * Adds one to the key's count and answers the new count. The first increment opens a window of
   * `windowMs`; when it has passed the count starts again from zero.
   */
  increment(key: string, windowMs: number): Promise<number>;
  /** The key's count in its current window (0 when unknown or expired). */
  read(key: string): Promise<number>;
  /** Forgets the key. */
  reset(key: string): Promise<void>;
}

/** Optional Nest token for a CounterStore; without one the in-process store is used. */
export const COUNTER_STORE = Symbol('COUNTER_STORE');

/** Optional Nest token of a store shared by a fleet (src/fleet provides it with REDIS_URL); preferred when present. */
export const SHARED_COUNTER_STORE = Symbol('SHARED_COUNTER_STORE');

interface Counter {
  count: number;
  readonly expiresAt: number;
}

const DEFAULT_MAX_KEYS = 100_000;
/** How many of the oldest entries one clean-up looks at for expired ones. */
const SWEEP = 1_000;

/**
 * Counters in this process's memory, bounded: when full, expired entries among the oldest are
 * dropped, else the oldest one.
 */
export class MemoryCounterStore implements CounterStore {
  private readonly counters = new Map<string, Counter>();
  private readonly maxKeys: number;

  constructor(
    options: { maxKeys?: number } = {},
    private readonly clock: Clock = systemClock,
  ) {
    this.maxKeys = Math.max(1, options.maxKeys ?? DEFAULT_MAX_KEYS);
  }

  get size(): number {
    return this.counters.size;
  }

  increment(key: string, windowMs: number): Promise<number> {
    const counter = this.current(key);
    if (counter) {
      counter.count += 1;
      return Promise.resolve(counter.count);
    }
    if (this.counters.size >= this.maxKeys) this.makeRoom();
    this.counters.set(key, { count: 1, expiresAt: this.clock.now() + Math.max(1, windowMs) });
    return Promise.resolve(1);
  }

  read(key: string): Promise<number> {
    return Promise.resolve(this.current(key)?.count ?? 0);
  }

  reset(key: string): Promise<void> {
    this.counters.delete(key);
    return Promise.resolve();
  }

  private current(key: string): Counter | undefined {
    const counter = this.counters.get(key);
    if (!counter) return undefined;
    if (counter.expiresAt <= this.clock.now()) {
      this.counters.delete(key);
      return undefined;
    }
    return counter;
  }

  private makeRoom(): void {
    const now = this.clock.now();
    let looked = 0;
    for (const [key, counter] of this.counters) {
      if (looked++ >= SWEEP) break;
      if (counter.expiresAt <= now) this.counters.delete(key);
    }
    if (this.counters.size < this.maxKeys) return;
    const oldest = this.counters.keys().next();
    if (!oldest.done) this.counters.delete(oldest.value);
  }
}
