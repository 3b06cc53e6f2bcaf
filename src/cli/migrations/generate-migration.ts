/**
 * Prints the statements needed to bring SQLite and MySQL/MariaDB schemas in line with the
 * entities, after the existing migrations have run. Used to write a new migration by hand
 * (one class holding both dialects) and by the drift test, which expects it to print nothing.
 *
 *   npm run migration:generate                # SQLite (in memory)
 *   DATABASE_URL=mysql://… npm run migration:generate
 */
import { loadConfig } from '../../config/config.js';
import { openDatabase } from '../../database/data-source.js';
import { ENTITIES } from '../../schema.js';
import { pendingSchemaChanges } from './schema-diff.js';

const config = loadConfig();
const database = config.database.type === 'sqlite' ? { ...config.database, url: ':memory:' } : config.database;
const dataSource = await openDatabase(database, { entities: ENTITIES });
try {
  const { up, down } = await pendingSchemaChanges(dataSource);
  if (up.length === 0) {
    console.log(`No schema changes for ${database.type}: the migrations match the entities.`);
  } else {
    console.log(JSON.stringify({ dialect: database.type, up, down }, null, 2));
  }
} finally {
  await dataSource.destroy();
}
