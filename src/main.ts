import { Logger } from '@nestjs/common';
import { createApp } from './app.js';
import { ConfigError, loadConfig } from './config/config.js';
import { MissingDatabaseError } from './database/embedded-file.js';

let config;
try {
  config = loadConfig();
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}

let app;
try {
  app = await createApp(config);
} catch (error) {
  if (error instanceof MissingDatabaseError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}
await app.listen(config.port, config.host);
new Logger('Main').log(`Listening on http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${config.port} (${config.database.type})`);
