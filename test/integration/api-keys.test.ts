/** `listing-cli api-keys create|list|revoke`, and the key check the API's guard relies on. */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Readable } from 'node:stream';
import type { DataSource } from 'typeorm';
import { ApiKey } from '../../src/api-keys/api-keys.entities.js';
import { ApiKeyService, hashApiKey } from '../../src/api-keys/api-keys.service.js';
import { runCli } from '../../src/cli/run-cli.js';
import { insertAgency } from '../support/factories/accounts.js';
import { openTestDatabase } from '../support/database.js';

describe('API keys', () => {
  let dataSource: DataSource;

  async function cli(argv: string[]) {
    const out: string[] = [];
    const err: string[] = [];
    const code = await runCli(argv, { stdout: (text) => out.push(text), stderr: (text) => err.push(text), stdin: Readable.from(['']), env: {}, database: async () => dataSource });
    return { code, stdout: out.join('\n'), stderr: err.join('\n') };
  }

  beforeAll(async () => {
    dataSource = await openTestDatabase();
  });

  afterAll(async () => {
    await dataSource?.destroy();
  });

  it('creates a key printed once, alone on standard output, and stores only its hash', async () => {
    const agency = await insertAgency(dataSource, 'Keys agency');
    const run = await cli(['api-keys', 'create', '--agency', 'Keys agency', '--name', 'CRM sync', '--role', 'editor']);
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/^lsk_[A-Za-z0-9_-]{43}$/);
    expect(run.stderr).toContain('shown once');
    const stored = await dataSource.getRepository(ApiKey).findOneByOrFail({ agencyId: agency.id });
    expect(stored).toMatchObject({ name: 'CRM sync', role: 'editor', keyHash: hashApiKey(run.stdout), revokedAt: null });
    expect(JSON.stringify(stored)).not.toContain(run.stdout);
    const holder = await new ApiKeyService(dataSource).authenticate(run.stdout);
    expect(holder).toMatchObject({ agencyId: agency.id, role: 'editor', name: 'CRM sync' });
    const list = await cli(['api-keys', 'list', '--agency', String(agency.id)]);
    expect(list.stdout).toContain('CRM sync');
    expect(list.stdout).toContain(`${run.stdout.slice(0, 8)}…`);
    expect(list.stdout).not.toContain(run.stdout);
  });

  it('revokes a key: it is refused from then on', async () => {
    const agency = await insertAgency(dataSource);
    const service = new ApiKeyService(dataSource);
    const made = await service.create(agency.id, 'old', 'admin');
    const run = await cli(['api-keys', 'revoke', '--id', String(made.record.id)]);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('revoked');
    expect(await service.authenticate(made.key)).toBeNull();
    expect((await cli(['api-keys', 'revoke', '--id', '999999'])).code).toBe(1);
  });

  it('refuses a bad role, a missing name and an unknown agency', async () => {
    expect((await cli(['api-keys', 'create', '--agency', '1', '--name', 'x', '--role', 'owner'])).code).toBe(2);
    expect((await cli(['api-keys', 'create', '--agency', 'No such agency', '--name', 'x', '--role', 'viewer'])).code).toBe(2);
    expect((await cli(['api-keys', 'create', '--role', 'viewer', '--agency', '1'])).code).toBe(2);
    expect(await new ApiKeyService(dataSource).authenticate('lsk_' + 'a'.repeat(43))).toBeNull();
  });
});
