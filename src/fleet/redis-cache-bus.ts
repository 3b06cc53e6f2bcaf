import { randomUUID } from 'node:crypto';
import { CACHE_TOPICS, type CacheTopic, LocalCacheBus } from '../common/cache-bus.js';
import type { RedisConnection } from './redis-connection.js';

/** The Redis channel (after REDIS_KEY_PREFIX) every instance and the CLI publish invalidations on. */
export const CACHE_CHANNEL = 'cache-invalidation';

interface Message {
  /** The publishing process; it has already delivered the message to itself. */
  readonly o: string;
  readonly t: CacheTopic;
  readonly k?: string;
}

function parse(text: string): Message | null {
  try {
    const value = JSON.parse(text) as Partial<Message>;
    if (typeof value.o !== 'string' || !CACHE_TOPICS.includes(value.t as CacheTopic)) return null;
    if (value.k !== undefined && typeof value.k !== 'string') return null;
    return value as Message;
  } catch {
    return null;
  }
}

/**
 * The cache bus of a fleet: delivers here at once and publishes on Redis, and delivers what the
 * other instances publish. Messages published while this instance was not subscribed are lost,
 * so every (re)subscription drops every cache — stale entries never outlive an outage. When
 * Redis is away, publishing is skipped (logged once per outage) and the caches' lifetimes bound
 * the staleness, as on a single instance.
 */
export class RedisCacheBus extends LocalCacheBus {
  private readonly origin = randomUUID();
  private readonly pending = new Set<Promise<unknown>>();
  private readonly channel: string;

  constructor(
    private readonly publisher: RedisConnection,
    subscriber: RedisConnection | null,
    prefix: string,
  ) {
    super();
    this.channel = prefix + CACHE_CHANNEL;
    if (subscriber) {
      subscriber.client.on('message', (channel: string, text: string) => {
        const message = channel === this.channel ? parse(text) : null;
        if (message && message.o !== this.origin) this.deliver(message.t, message.k);
      });
      subscriber.onReady(() => this.deliverEverything());
      subscriber.client.subscribe(this.channel).catch((error: unknown) => subscriber.failed(error));
    }
  }

  override publish(topic: CacheTopic, key?: string): void {
    super.publish(topic, key);
    const message: Message = key === undefined ? { o: this.origin, t: topic } : { o: this.origin, t: topic, k: key };
    const sent = this.publisher.client.publish(this.channel, JSON.stringify(message)).catch((error: unknown) => this.publisher.failed(error));
    this.pending.add(sent);
    void sent.finally(() => this.pending.delete(sent));
  }

  /** Waits for the messages still being sent (a CLI command publishes, then exits). */
  async flush(): Promise<void> {
    await Promise.all([...this.pending]);
  }
}
