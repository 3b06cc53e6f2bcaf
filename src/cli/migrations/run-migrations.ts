/**
 * Applies pending migrations to the database DATABASE_URL selects (default: the embedded SQLite
 * file) and lists what ran. The service also runs them on start unless MIGRATE_ON_START=false;
 * either way under the database's start-up lock, so a release step and starting instances
 * never migrate at the same time.
 *
 *   npm run migration:run
 *   DATABASE_URL=mysql://user:pass@host:3306/db npm run migration:run
 */
import { ConfigError, loadToolConfig } from '../../config/config.js';
import { checkServerPatiently, createDataSource, migrate, withStartupLock } from '../../database/data-source.js';
import { ENTITIES } from '../../schema.js';
import { plainLogsUnlessTerminal } from '../../startup.js';

plainLogsUnlessTerminal();

try {
  // Only the database settings: a server setting (PORT …) is none of a release step's business.
  const config = loadToolConfig();
  // A database server starting beside it is waited for, as the service does (DATABASE_CONNECT_WAIT_SECONDS).
  await checkServerPatiently(config.database, true, config.database.connectWaitMs ?? 0);
  const dataSource = await createDataSource(config.database, ENTITIES);
  await dataSource.initialize();
  try {
    const applied = await withStartupLock(config.database, () => migrate(dataSource));
    if (applied.length === 0) console.log(`No pending migrations on ${config.database.type}.`);
    for (const name of applied) console.log(`Applied ${name}`);
  } finally {
    await dataSource.destroy();
  }
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : `Migration failed: ${(error as Error).message}`);
  process.exitCode = 1;
}
