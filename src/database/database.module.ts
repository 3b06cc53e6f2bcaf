import { Global, Inject, Logger, Module, type OnApplicationShutdown } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { openDatabase } from './data-source.js';
import { embeddedFileState } from './embedded-file.js';
import { DEMO_ACCOUNTS, DEMO_PERSON_LOGINS, loadDemoData } from './seed/demo-data.js';
import { ensureReferenceData } from './seed/reference-data.js';
import { TenantScope } from './tenant-scope.js';

/**
 * Opens the database, adds any missing shared reference data (countries, web channels, property
 * types, zones, cities: idempotent), and, when DEMO_DATA is on, loads the demo data set into a
 * database that holds no agency yet and, for an SQLite file, was created by this start. An SQLite
 * file that was initialised before and has disappeared stops start-up (MissingDatabaseError).
 */
async function openWithDemoData(config: AppConfig): Promise<DataSource> {
  const file = embeddedFileState(config.database);
  const dataSource = await openDatabase(config.database);
  await dataSource.transaction((manager) => ensureReferenceData(manager));
  file?.markInitialised();
  if (config.demoData === 'off' || (config.demoData === 'new-database' && file?.fresh !== true)) return dataSource;
  const summary = await loadDemoData(dataSource);
  if (summary.loaded) {
    const logger = new Logger('DemoData');
    logger.log(`Loaded the demo data set: ${summary.rows.properties} properties, ${summary.rows.persons} persons, ${summary.rows.history} history records.`);
    for (const account of DEMO_ACCOUNTS) {
      logger.log(`Demo account of agency ${account.agencyId} (${account.agencyName}): CustomerName=${account.name} CustomerPassword=${account.password}`);
    }
    for (const login of DEMO_PERSON_LOGINS) {
      logger.log(`Demo person of agency ${login.agencyId}: email=${login.email} password=${login.password}`);
    }
  }
  return dataSource;
}

@Global()
@Module({
  providers: [
    {
      provide: DataSource,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => openWithDemoData(config),
    },
    TenantScope,
  ],
  exports: [DataSource, TenantScope],
})
export class DatabaseModule implements OnApplicationShutdown {
  constructor(@Inject(DataSource) private readonly dataSource: DataSource) {}

  async onApplicationShutdown(): Promise<void> {
    if (this.dataSource.isInitialized) await this.dataSource.destroy();
  }
}
