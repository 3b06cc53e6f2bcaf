import type { CounterStore } from '../accounts/counter-store.js';
import type { RedisConnection } from './redis-connection.js';


/** INCR that opens the window on the first increment, atomically (the key expires with its window). */
const INCREMENT = `local n = redis.call('INCR', KEYS[1])
if n == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return n`;

/**
 * The login throttle's counters in Redis, shared by every instance of a fleet, so N instances
 * allow what one does. While Redis cannot be reached each call falls back to the in-process
 * store (the outage is logged once by the connection), so a login is never refused or failed
 * because Redis is away; counting is then per instance until it is back.
 */
export class RedisCounterStore implements CounterStore {
  private readonly prefix: string;

  constructor(
    private readonly redis: RedisConnection,
    private readonly fallback: CounterStore,
    prefix: string,
  ) {
    this.prefix = `${prefix}throttle:`;
  }

  async increment(key: string, windowMs: number): Promise<number> {
    try {
      return Number(await this.redis.client.eval(INCREMENT, 1, this.prefix + key, String(Math.max(1, Math.ceil(windowMs)))));
    } catch (error) {
      this.redis.failed(error);
      return this.fallback.increment(key, windowMs);
    }
  }

  async read(key: string): Promise<number> {
    try {
      return Number((await this.redis.client.get(this.prefix + key)) ?? 0);
    } catch (error) {
      this.redis.failed(error);
      return this.fallback.read(key);
    }
  }

  async reset(key: string): Promise<void> {
    try {
      await this.redis.client.del(this.prefix + key);
    } catch (error) {
      this.redis.failed(error);
    }
    await this.fallback.reset(key);
  }
}
