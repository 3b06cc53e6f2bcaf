import { Global, Inject, Logger, Module, type OnApplicationShutdown } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { openDatabase } from './data-source.js';
import { DEMO_ACCOUNTS, DEMO_PERSON_LOGINS, loadDemoData } from './seed/demo-data.js';
import { ensureReferenceData } from './seed/reference-data.js';
import { TenantScope } from './tenant-scope.js';

/**
 * Opens the database (migrating it under the start-up lock, so concurrent starts migrate once),
 * adds any missing shared reference data (countries, web channels, property
 * types, zones, cities: idempotent), and, when DEMO_DATA is on and it holds no agency yet, loads
 * the demo data set.
 */
async function openWithDemoData(config: AppConfig): Promise<DataSource> {
  let summary: Awaited<ReturnType<typeof loadDemoData>> | undefined;
  const dataSource = await openDatabase(config.database, {
    onMigrated: (names) => new Logger('Database').log(`Applied migrations: ${names.join(', ')}`),
    prepare: async (opened) => {
      await opened.transaction((manager) => ensureReferenceData(manager));
      if (config.demoData) summary = await loadDemoData(opened);
    },
  });
  if (summary?.loaded) {
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
