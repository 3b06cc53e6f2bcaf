import { ThrottledError } from '../common/errors.js';
import { systemClock, type Clock } from './clock.js';

export interface LoginThrottleOptions {
  /** Failed attempts within the window after which further attempts are refused. */
  readonly maxFailures: number;
  readonly windowMs: number;
  /** Upper bound on tracked keys; expired ones are dropped first, then the oldest. */
  readonly maxKeys?: number;
}

interface Counter {
  failures: number;
  readonly windowStart: number;
}

const DEFAULT_MAX_KEYS = 100_000;

/**
 * Counts failed credential checks per key (an account name, a client address …) in a fixed
 * window that starts at the first failure. Callers ask `assertAllowed` before any hashing,
 * so a throttled key costs nothing.
 */
export class LoginThrottle {
  private readonly counters = new Map<string, Counter>();
  private readonly maxFailures: number;
  private readonly windowMs: number;
  private readonly maxKeys: number;

  constructor(
    options: LoginThrottleOptions,
    private readonly clock: Clock = systemClock,
  ) {
    this.maxFailures = Math.max(1, options.maxFailures);
    this.windowMs = Math.max(1, options.windowMs);
    this.maxKeys = Math.max(1, options.maxKeys ?? DEFAULT_MAX_KEYS);
  }

  get trackedKeys(): number {
    return this.counters.size;
  }

  isThrottled(key: string): boolean {
    const counter = this.current(key);
    return counter !== undefined && counter.failures >= this.maxFailures;
  }

  /** Throws ThrottledError when any of the keys reached the failure limit in its window. */
  assertAllowed(keys: readonly string[]): void {
    if (keys.some((key) => this.isThrottled(key))) throw new ThrottledError();
  }

  recordFailure(keys: readonly string[]): void {
    for (const key of keys) {
      const counter = this.current(key);
      if (counter) {
        counter.failures += 1;
        continue;
      }
      if (this.counters.size >= this.maxKeys) this.makeRoom();
      this.counters.set(key, { failures: 1, windowStart: this.clock.now() });
    }
  }

  /** A successful check clears the key's failures (the account's, not the address's). */
  recordSuccess(key: string): void {
    this.counters.delete(key);
  }

  private current(key: string): Counter | undefined {
    const counter = this.counters.get(key);
    if (!counter) return undefined;
    if (this.clock.now() - counter.windowStart >= this.windowMs) {
      this.counters.delete(key);
      return undefined;
    }
    return counter;
  }

  /** Counters are kept in the order their windows started, so expired ones are at the front. */
  private makeRoom(): void {
    const now = this.clock.now();
    for (const [key, counter] of this.counters) {
      if (now - counter.windowStart < this.windowMs) break;
      this.counters.delete(key);
    }
    if (this.counters.size < this.maxKeys) return;
    const oldest = this.counters.keys().next();
    if (!oldest.done) this.counters.delete(oldest.value);
  }
}
