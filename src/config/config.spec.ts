import { describe, expect, it } from '@jest/globals';
import { ConfigError, defaultMediaMemoryMb, loadConfig, loadToolConfig } from './config.js';

describe('loadConfig', () => {
  it('defaults to an embedded SQLite database with demo data', () => {
    const config = loadConfig({});
    expect(config.database).toEqual({ type: 'sqlite', url: 'data/service.sqlite', logging: false, poolSize: 16, migrateOnStart: true, connectWaitMs: 60_000 });
    expect(config.redisUrl).toBeNull();
    expect(config.demoData).toBe('new-database');
    expect(config.port).toBe(8080);
    expect(config.bodyLimitBytes).toBe(4 * 1024 * 1024);
    expect(config.testForm).toBe('local');
  });

  it('selects MySQL/MariaDB from DATABASE_URL and then loads no demo data by default', () => {
    const config = loadConfig({ DATABASE_URL: 'mysql://root@127.0.0.1:3306/test' });
    expect(config.database.type).toBe('mysql');
    expect(config.demoData).toBe('off');
    expect(loadConfig({ DATABASE_URL: 'sqlite:other.sqlite' }).demoData).toBe('off');
    expect(loadConfig({ DATABASE_URL: 'sqlite:other.sqlite', DEMO_DATA: 'true' }).demoData).toBe('empty-database');
    expect(loadConfig({ DEMO_DATA: 'false' }).demoData).toBe('off');
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DATABASE_URL: 'postgres://x/y' }, 'DATABASE_URL'],
    [{ DATABASE_URL: 'mysql://127.0.0.1:3306' }, 'DATABASE_URL'],
    [{ HELP_TEST_FORM: 'sometimes' }, 'HELP_TEST_FORM'],
    [{ ASMX_NAMESPACE: 'not a uri' }, 'ASMX_NAMESPACE'],
    [{ CREDENTIAL_CACHE_TTL_SECONDS: '-1' }, 'CREDENTIAL_CACHE_TTL_SECONDS'],
    [{ TRUST_PROXY: 'maybe' }, 'TRUST_PROXY'],
    [{ LOG_LEVEL: 'verbose' }, 'LOG_LEVEL'],
    [{ LOG_FORMAT: 'xml' }, 'LOG_FORMAT'],
    [{ REDIS_URL: 'localhost:6379' }, 'REDIS_URL'],
    [{ DATABASE_POOL_SIZE: '0' }, 'DATABASE_POOL_SIZE'],
    [{ MIGRATE_ON_START: 'later' }, 'MIGRATE_ON_START'],
    [{ REFERENCE_CACHE_TTL_SECONDS: 'soon' }, 'REFERENCE_CACHE_TTL_SECONDS'],
    [{ COUNT_CACHE_TTL_SECONDS: '-5' }, 'COUNT_CACHE_TTL_SECONDS'],
    [{ SHUTDOWN_GRACE_SECONDS: 'x' }, 'SHUTDOWN_GRACE_SECONDS'],
  ])('refuses %j naming %s', (env, setting) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(setting);
  });

  it('reads the fleet settings: Redis, pool size, cache lifetimes, migrations on start', () => {
    const config = loadConfig({
      DATABASE_URL: 'mysql://root@127.0.0.1:3306/test',
      REDIS_URL: 'redis://127.0.0.1:6379/0',
      DATABASE_POOL_SIZE: '40',
      MIGRATE_ON_START: 'false',
      REFERENCE_CACHE_TTL_SECONDS: '5',
      COUNT_CACHE_TTL_SECONDS: '0',
      LOG_FORMAT: 'json',
    });
    expect(config.redisUrl).toBe('redis://127.0.0.1:6379/0');
    expect(config.database.poolSize).toBe(40);
    expect(config.database.migrateOnStart).toBe(false);
    expect(config.referenceCacheTtlMs).toBe(5000);
    expect(config.countCacheTtlMs).toBe(0);
    expect(config.logFormat).toBe('json');
  });
});

describe('the default media memory budget', () => {
  const GIB = 1024 ** 3;

  it('is a sixteenth of the machine, between 64 MB and 1 GB', () => {
    expect(defaultMediaMemoryMb(4 * GIB, 0)).toBe(256);
    expect(defaultMediaMemoryMb(512 * 1024 ** 2, 0)).toBe(64);
    expect(defaultMediaMemoryMb(24 * GIB, 0)).toBe(1024);
  });

  it('follows a container limit below the machine, and ignores an unlimited one', () => {
    expect(defaultMediaMemoryMb(64 * GIB, 2 * GIB)).toBe(128);
    expect(defaultMediaMemoryMb(8 * GIB, 2 ** 64)).toBe(512);
  });

  it('is what MEDIA_MEMORY_CACHE_MB unset gives, and the variable wins', () => {
    expect(loadConfig({}).media.memoryCacheBytes).toBe(defaultMediaMemoryMb() * 1024 * 1024);
    expect(loadConfig({ MEDIA_MEMORY_CACHE_MB: '0' }).media.memoryCacheBytes).toBe(0);
  });
});

describe('the configuration module', () => {
  it('hands the loaded configuration to Nest through @nestjs/config, without reading process.env again', async () => {
    const { Test } = await import('@nestjs/testing');
    const { ConfigService } = await import('@nestjs/config');
    const { ConfigModule, APP_CONFIG_NAMESPACE } = await import('./config.module.js');
    const { APP_CONFIG } = await import('./config.js');
    const config = loadConfig({ PORT: '9123', HELP_TEST_FORM: 'all' });
    const moduleRef = await Test.createTestingModule({ imports: [ConfigModule.forRoot(config)] }).compile();
    expect(moduleRef.get(APP_CONFIG)).toBe(config);
    const service = moduleRef.get(ConfigService);
    expect(service.get<number>(`${APP_CONFIG_NAMESPACE}.port`)).toBe(9123);
    expect(service.get<string>(`${APP_CONFIG_NAMESPACE}.testForm`)).toBe('all');
    expect(service.get<string>('PATH')).toBeUndefined();
    await moduleRef.close();
  });
});

describe('the environment schema', () => {
  it.each([
    [{ PORT: 'eighty' }, 'Invalid configuration: PORT must be a whole number, got "eighty"'],
    [{ PORT: '70000' }, 'Invalid configuration: PORT must be between 0 and 65535, got 70000'],
    [{ DATABASE_URL: 'mysql://127.0.0.1:3306' }, 'Invalid configuration: DATABASE_URL names no database (mysql://user:pass@host:3306/dbname)'],
    [{ LOG_LEVEL: 'verbose' }, 'Invalid configuration: LOG_LEVEL must be one of error, warn, log, debug, got "verbose"'],
    [{ CHANGE_RETENTION: '0s' }, 'Invalid configuration: CHANGE_RETENTION must be between 1000 ms and 315360000000 ms, got 0 ms'],
    [{ WEBHOOK_RETRY_SCHEDULE: '5s,soon' }, 'Invalid configuration: WEBHOOK_RETRY_SCHEDULE must be a duration such as 500ms, 5s, 30m, 2h or 7d, got "soon"'],
    [{ MAIL_FROM: 'nobody' }, 'Invalid configuration: MAIL_FROM must be an email address (or "Name <address>"), got "nobody"'],
  ])('says %j in one line naming the setting', (env, message) => {
    let thrown: unknown;
    try {
      loadConfig(env);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(ConfigError);
    expect((thrown as Error).message).toBe(message);
  });

  it('lets the tools run on service-only settings but not on a bad database setting', () => {
    expect(loadToolConfig({ PORT: 'abc' }).database.type).toBe('sqlite');
    expect(() => loadToolConfig({ DATABASE_POOL_SIZE: '0' })).toThrow('Invalid configuration: DATABASE_POOL_SIZE must be between 1 and 1000, got 0');
  });
});
