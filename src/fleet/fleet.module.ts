import { Global, Inject, Module, type OnApplicationShutdown, Optional } from '@nestjs/common';
import { MemoryCounterStore, SHARED_COUNTER_STORE } from '../accounts/counter-store.js';
import { CACHE_BUS, type CacheBus, LocalCacheBus } from '../common/cache-bus.js';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { RedisCacheBus } from './redis-cache-bus.js';
import { RedisCounterStore } from './redis-counter-store.js';
import { RedisConnection } from './redis-connection.js';

/** Nest token of the instance's Redis command connection (null without REDIS_URL). */
export const REDIS = Symbol('REDIS');
/** Nest token of the Redis subscriber connection (null without REDIS_URL). */
const REDIS_SUBSCRIBER = Symbol('REDIS_SUBSCRIBER');

/**
 * What the instances of a fleet share (docs/deployment.md): with REDIS_URL, the login throttle's
 * counters in Redis and a cache bus that carries invalidations to every instance; without it,
 * in-process counters and bus, and no Redis at all.
 */
@Global()
@Module({
  providers: [
    {
      provide: REDIS,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => (config.redisUrl ? new RedisConnection(config.redisUrl, 'commands') : null),
    },
    {
      provide: REDIS_SUBSCRIBER,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => (config.redisUrl ? new RedisConnection(config.redisUrl, 'subscriber') : null),
    },
    {
      provide: SHARED_COUNTER_STORE,
      inject: [REDIS, APP_CONFIG],
      useFactory: (redis: RedisConnection | null, config: AppConfig) => (redis ? new RedisCounterStore(redis, new MemoryCounterStore(), config.redisPrefix) : null),
    },
    {
      provide: CACHE_BUS,
      inject: [REDIS, REDIS_SUBSCRIBER, APP_CONFIG],
      useFactory: (redis: RedisConnection | null, subscriber: RedisConnection | null, config: AppConfig): CacheBus =>
        redis ? new RedisCacheBus(redis, subscriber, config.redisPrefix) : new LocalCacheBus(),
    },
  ],
  exports: [REDIS, CACHE_BUS, SHARED_COUNTER_STORE],
})
export class FleetModule implements OnApplicationShutdown {
  constructor(
    @Optional() @Inject(REDIS) private readonly redis: RedisConnection | null,
    @Optional() @Inject(REDIS_SUBSCRIBER) private readonly subscriber: RedisConnection | null,
  ) {}

  async onApplicationShutdown(): Promise<void> {
    await Promise.all([this.redis?.close(), this.subscriber?.close()]);
  }
}
