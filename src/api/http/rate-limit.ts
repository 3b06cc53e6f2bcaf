import type { ServerResponse } from 'node:http';
import type { CounterStore } from '../../accounts/counter-store.js';
import { Problem } from './problem.js';

export interface RateLimitPolicy {
  /** Requests per window. */
  readonly limit: number;
  readonly windowMs: number;
}

/**
 * Requests per caller in fixed windows, counted in the COUNTER_STORE (Redis across a fleet with
 * REDIS_URL, in process otherwise). Every answer carries the IETF ratelimit-headers fields
 * (`RateLimit-Policy: "default";q=600;w=60`, `RateLimit: "default";r=599;t=42`); beyond the
 * limit the answer is 429 with Retry-After.
 */
export class RateLimiter {
  constructor(
    private readonly store: CounterStore,
    private readonly policy: RateLimitPolicy,
    private readonly now: () => number = Date.now,
  ) {}

  /** Counts one request of `caller`; sets the headers on `response`; throws the 429 problem beyond the limit. */
  async take(caller: string, response: ServerResponse): Promise<void> {
    const { limit, windowMs } = this.policy;
    const now = this.now();
    const window = Math.floor(now / windowMs);
    const count = await this.store.increment(`api-rate:${caller}:${window}`, windowMs);
    const resetSeconds = Math.max(1, Math.ceil(((window + 1) * windowMs - now) / 1000));
    const windowSeconds = Math.max(1, Math.round(windowMs / 1000));
    const remaining = Math.max(0, limit - count);
    response.setHeader('RateLimit-Policy', `"default";q=${limit};w=${windowSeconds}`);
    response.setHeader('RateLimit', `"default";r=${remaining};t=${resetSeconds}`);
    if (count > limit) {
      throw new Problem('rate-limited', `More than ${limit} requests within ${windowSeconds} s; retry after ${resetSeconds} s.`, [], { 'Retry-After': String(resetSeconds) });
    }
  }
}
