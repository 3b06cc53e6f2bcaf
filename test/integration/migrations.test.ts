import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { DataSource } from 'typeorm';
import { Agency } from '../../src/accounts/accounts.entities.js';
import { UniqueAgencyName1795420030000 } from '../../src/database/migrations/1795420030000-unique-agency-name.js';
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

  it('make agency names unique on a database that holds duplicates, renaming the later ones', async () => {
    const migration = new UniqueAgencyName1795420030000();
    const runner = dataSource.createQueryRunner();
    try {
      await migration.down(runner);
      const agencies = dataSource.getRepository(Agency);
      const ids: number[] = [];
      for (const name of ['Twice', 'Twice', 'Once', 'Twice']) ids.push(Number((await agencies.insert({ name, email: null, phone: null })).identifiers[0]?.['id']));
      await migration.up(runner);
      const names = (await agencies.find({ order: { id: 'ASC' } })).filter((a) => ids.includes(a.id)).map((a) => a.name);
      expect(names).toEqual(['Twice', `Twice (agency ${ids[1]})`, 'Once', `Twice (agency ${ids[3]})`]);
      await expect(agencies.insert({ name: 'Once', email: null, phone: null })).rejects.toThrow(/unique|duplicate/i);
    } finally {
      await runner.release();
    }
  });
});
