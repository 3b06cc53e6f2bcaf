import { Module } from '@nestjs/common';
import { CACHE_BUS, type CacheBus, LocalCacheBus } from '../common/cache-bus.js';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { AccountsService } from './accounts.service.js';
import { CLOCK, systemClock, type Clock } from './clock.js';
import { COUNTER_STORE, MemoryCounterStore, SHARED_COUNTER_STORE, type CounterStore } from './counter-store.js';
import { CredentialCache } from './credential-cache.js';
import { LoginThrottle } from './login-throttle.js';
import { PasswordHasher } from './password-hasher.js';

/**
 * Customer accounts, the password hasher and the credential cache and login throttle that
 * persons share. The cache TTL and the throttle limits come from the configuration; the
 * throttle's counters live in the COUNTER_STORE: the fleet's SHARED_COUNTER_STORE when one is
 * provided (Redis, src/fleet), else in process. A CLOCK provider, when one is registered, replaces the system
 * clock (tests).
 */
@Module({
  providers: [
    PasswordHasher,
    {
      provide: CredentialCache,
      inject: [APP_CONFIG, { token: CLOCK, optional: true }, { token: CACHE_BUS, optional: true }],
      useFactory: (config: AppConfig, clock?: Clock, bus?: CacheBus) =>
        new CredentialCache({ ttlMs: config.credentialCacheTtlMs }, clock ?? systemClock, bus ?? new LocalCacheBus()),
    },
    {
      provide: COUNTER_STORE,
      inject: [{ token: CLOCK, optional: true }, { token: SHARED_COUNTER_STORE, optional: true }],
      useFactory: (clock?: Clock, shared?: CounterStore | null) => shared ?? new MemoryCounterStore({}, clock ?? systemClock),
    },
    {
      provide: LoginThrottle,
      inject: [APP_CONFIG, COUNTER_STORE],
      useFactory: (config: AppConfig, store: CounterStore) => new LoginThrottle(config.throttle, store),
    },
    AccountsService,
  ],
  exports: [AccountsService, PasswordHasher, CredentialCache, LoginThrottle, COUNTER_STORE],
})
export class AccountsModule {}
