import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { DataSource } from 'typeorm';
import { pendingSchemaChanges } from '../../src/cli/migrations/schema-diff.js';
import { openTestDatabase } from '../support/database.js';

describe('migrations', () => {
  let dataSource: DataSource;

  beforeAll(async () => {
    dataSource = await openTestDatabase();
  });

  afterAll(async () => {
    await dataSource.destroy();
  });

  it('match the entities exactly (generating a migration would produce nothing)', async () => {
    const { up } = await pendingSchemaChanges(dataSource);
    expect(up).toEqual([]);
  });
});
