import { Global, Inject, Module, type OnApplicationShutdown } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { openDatabase } from './data-source.js';
import { prepareStartData } from './seed/start-data.js';
import { TenantScope } from './tenant-scope.js';

/** Opens (and migrates) the database, then prepares its data for the start (seed/start-data.ts). */
async function openForStart(config: AppConfig): Promise<DataSource> {
  const dataSource = await openDatabase(config.database);
  await prepareStartData(dataSource, config);
  return dataSource;
}

@Global()
@Module({
  providers: [
    {
      provide: DataSource,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => openForStart(config),
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
