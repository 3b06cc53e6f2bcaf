import type { AddressInfo } from 'node:net';
import type { INestApplication } from '@nestjs/common';
import type { Logger } from 'pino';
import { DataSource } from 'typeorm';
import { createApp } from '../../src/app.js';
import { loadConfig, type AppConfig } from '../../src/config/config.js';
import { testDatabaseConfig } from './database.js';

export interface TestApp {
  readonly baseUrl: string;
  readonly app: INestApplication;
  readonly dataSource: DataSource;
  readonly config: AppConfig;
  close(): Promise<void>;
}

/**
 * Starts the whole application on a free loopback port over a fresh test database (SQLite in
 * memory, or a new MariaDB/MySQL database when DATABASE_URL points to one) holding the demo data
 * set. `env` overrides configuration settings (e.g. { HELP_TEST_FORM: 'none' }); `logger` replaces
 * the one made from the configuration (to read the log lines). `sqliteFile`: on SQLite, the
 * database is this new file instead, so that a second connection (another writer, as another
 * process would be) can reach it through `config.database`.
 */
export async function startTestApp(env: Record<string, string> = {}, logger?: Logger, options: { readonly sqliteFile?: string } = {}): Promise<TestApp> {
  const test = await testDatabaseConfig();
  const { drop } = test;
  const database = test.config.type === 'sqlite' && options.sqliteFile !== undefined ? { ...test.config, url: options.sqliteFile } : test.config;
  const config: AppConfig = {
    ...loadConfig({ DEMO_DATA: 'true', LOG_LEVEL: 'warn', THROTTLE_DELAY_MS: '0', ...env }),
    database,
  };
  const app = await createApp(config, logger);
  const dataSource = app.get(DataSource);
  await app.listen(0, '127.0.0.1');
  const { port } = app.getHttpServer().address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    app,
    dataSource,
    config,
    close: async () => {
      await app.close();
      await drop();
    },
  };
}
