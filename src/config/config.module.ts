import { type DynamicModule, Global, Module } from '@nestjs/common';
import { ConfigModule as NestConfigModule, registerAs } from '@nestjs/config';
import { APP_CONFIG, type AppConfig } from './config.js';

/** The namespace of the service's configuration in @nestjs/config's ConfigService (`config.get('app')`). */
export const APP_CONFIG_NAMESPACE = 'app';

/**
 * The configuration as a Nest module, through @nestjs/config: the AppConfig that `loadConfig`
 * validated (before Nest starts, so that a bad setting stops with one line) is registered as the
 * `app` namespace, and `APP_CONFIG` injects it. No `.env` file is read and process.env is not
 * read again or written to: the one source is the object handed in.
 */
@Global()
@Module({})
export class ConfigModule {
  static forRoot(config: AppConfig): DynamicModule {
    const appConfig = registerAs(APP_CONFIG_NAMESPACE, () => config);
    return {
      module: ConfigModule,
      imports: [NestConfigModule.forRoot({ ignoreEnvFile: true, validatePredefined: false, skipProcessEnv: true, load: [appConfig] })],
      providers: [{ provide: APP_CONFIG, useFactory: (loaded: AppConfig) => loaded, inject: [appConfig.KEY] }],
      exports: [APP_CONFIG],
    };
  }
}
