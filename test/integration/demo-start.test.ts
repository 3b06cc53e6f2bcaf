import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { INestApplication } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { Agency } from '../../src/accounts/accounts.entities.js';
import { createApp } from '../../src/app.js';
import { loadConfig } from '../../src/config/config.js';
import { openDatabase } from '../../src/database/data-source.js';
import { ENTITIES } from '../../src/schema.js';
import { initialisedMarker, MissingDatabaseError } from '../../src/database/embedded-file.js';

/** Start-up with an SQLite file: when the demo data goes in, and a file that disappears. */
describe('demo data on start', () => {
  let directory: string;
  beforeAll(() => {
    directory = mkdtempSync(join(tmpdir(), 'demo-start-'));
  });
  afterAll(() => {
    rmSync(directory, { recursive: true, force: true });
  });

  async function agenciesAfterStart(file: string, env: Record<string, string> = {}): Promise<number> {
    const config = { ...loadConfig({ LOG_LEVEL: 'error', ...env }), database: { ...loadConfig({}).database, type: 'sqlite' as const, url: file, logging: false } };
    let app: INestApplication | undefined;
    try {
      app = await createApp(config);
      return await app.get(DataSource).getRepository(Agency).count();
    } finally {
      await app?.close();
    }
  }

  it('loads the demo data into a file this start creates, and never recreates a file that disappeared', async () => {
    const file = join(directory, 'service.sqlite');
    expect(await agenciesAfterStart(file)).toBeGreaterThan(0);
    expect(existsSync(initialisedMarker(file))).toBe(true);
    rmSync(file);
    await expect(agenciesAfterStart(file)).rejects.toThrow(MissingDatabaseError);
    expect(existsSync(file)).toBe(false);
    rmSync(initialisedMarker(file));
    expect(await agenciesAfterStart(file)).toBeGreaterThan(0);
  });

  it('leaves an existing empty file without demo data unless DEMO_DATA=true', async () => {
    const file = join(directory, 'migrated.sqlite');
    await (await openDatabase({ ...loadConfig({}).database, type: 'sqlite', url: file, logging: false }, { entities: ENTITIES })).destroy();
    expect(await agenciesAfterStart(file)).toBe(0);
    expect(await agenciesAfterStart(file, { DATABASE_URL: `sqlite:${file}` })).toBe(0);
    expect(await agenciesAfterStart(file, { DATABASE_URL: `sqlite:${file}`, DEMO_DATA: 'true' })).toBeGreaterThan(0);
  });
});
