import { Module } from '@nestjs/common';
import { CACHE_BUS, type CacheBus, LocalCacheBus } from '../common/cache-bus.js';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { AccountsService } from './accounts.service.js';
import { CLOCK, systemClock, type Clock } from './clock.js';
import { CredentialCache } from './credential-cache.js';
import { LoginThrottle } from './login-throttle.js';
import { PasswordHasher } from './password-hasher.js';

/**
 * Customer accounts, the password hasher and the credential cache and login throttle that
 * persons share. The cache TTL and the throttle limits come from the configuration; a CLOCK
 * provider, when one is registered, replaces the system clock (tests).
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
      provide: LoginThrottle,
      inject: [APP_CONFIG, { token: CLOCK, optional: true }],
      useFactory: (config: AppConfig, clock?: Clock) => new LoginThrottle(config.throttle, clock ?? systemClock),
    },
    AccountsService,
  ],
  exports: [AccountsService, PasswordHasher, CredentialCache, LoginThrottle],
})
export class AccountsModule {}
