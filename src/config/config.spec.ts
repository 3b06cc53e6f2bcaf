import { describe, expect, it } from '@jest/globals';
import { ConfigError, loadConfig } from './config.js';

describe('loadConfig', () => {
  it('defaults to an embedded SQLite database with demo data', () => {
    const config = loadConfig({});
    expect(config.database).toEqual({ type: 'sqlite', url: 'data/service.sqlite', logging: false });
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
  ])('refuses %j naming %s', (env, setting) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(setting);
  });
});
