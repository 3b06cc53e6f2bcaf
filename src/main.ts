import { Logger } from '@nestjs/common';
import { createApp } from './app.js';
import { type AppConfig, ConfigError, DEFAULT_DATABASE_URL, loadConfig } from './config/config.js';
import { checkServerPatiently, DatabaseNotFoundError, DatabaseUnavailableError, requireSqliteDirectory } from './database/data-source.js';
import { embeddedFileState, MissingDatabaseError } from './database/embedded-file.js';
import { createLogger, PinoNestLogger } from './observability/logger.js';
import { listenProblem, listeningMessage, plainLogsUnlessTerminal, tryPort } from './startup.js';

plainLogsUnlessTerminal();

function configOrExit(): AppConfig {
  try {
    return loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

/** A clash on the port, found before the database is opened (and again should the port be taken meanwhile): one line. */
function stopOn(error: NodeJS.ErrnoException | null, config: AppConfig): void {
  const problem = error && listenProblem(error, config);
  if (!problem) return;
  console.error(problem);
  process.exit(1);
}

const config = configOrExit();
// One log from the first line on: what start-up says before the application exists goes the same way.
const logger = createLogger(config);
Logger.overrideLogger(new PinoNestLogger(logger));
stopOn(await tryPort(config), config);
// The database, checked before anything else is built, so that a problem with it stops the start
// with one line (Nest would log a stack first): a server waited for (DATABASE_CONNECT_WAIT_SECONDS),
// unreachable or refusing the login; a once-initialised SQLite file that has disappeared; the
// directory of an explicit SQLite DATABASE_URL missing (only the default one is created).
await Promise.resolve()
  .then(() => {
    if (config.database.type === 'sqlite' && `sqlite:${config.database.url}` !== DEFAULT_DATABASE_URL) requireSqliteDirectory(config.database);
  })
  .then(() => checkServerPatiently(config.database, true, config.database.connectWaitMs ?? 0))
  .then(() => embeddedFileState(config.database))
  .catch((error: unknown) => {
    if (error instanceof DatabaseUnavailableError) console.error(`Cannot start: ${error.message}`);
    else if (error instanceof DatabaseNotFoundError) console.error(`Cannot start: ${error.message}`);
    else if (error instanceof MissingDatabaseError) console.error(error.message);
    else throw error;
    process.exit(1);
  });
const app = await createApp(config, logger).catch((error: unknown) => {
  // A once-initialised SQLite file that has disappeared: one line, no stack.
  if (!(error instanceof MissingDatabaseError)) throw error;
  console.error(error.message);
  process.exit(1);
});
try {
  await app.listen(config.port, config.host);
} catch (error) {
  stopOn(error as NodeJS.ErrnoException, config);
  throw error;
}
new Logger('Main').log(listeningMessage(config));
