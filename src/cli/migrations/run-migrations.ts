/**
 * Applies pending migrations to the database DATABASE_URL selects (default: the embedded SQLite
 * file) and lists what ran. The service also runs them on start.
 *
 *   npm run migration:run
 *   DATABASE_URL=mysql://user:pass@host:3306/db npm run migration:run
 */
import { ConfigError, loadConfig } from '../../config/config.js';
import { createDataSource } from '../../database/data-source.js';
import { ENTITIES } from '../../schema.js';

try {
  const config = loadConfig();
  const dataSource = await createDataSource(config.database, ENTITIES);
  await dataSource.initialize();
  try {
    const applied = await dataSource.runMigrations({ transaction: 'each' });
    if (applied.length === 0) console.log(`No pending migrations on ${config.database.type}.`);
    for (const migration of applied) console.log(`Applied ${migration.name}`);
  } finally {
    await dataSource.destroy();
  }
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : `Migration failed: ${(error as Error).message}`);
  process.exitCode = 1;
}
