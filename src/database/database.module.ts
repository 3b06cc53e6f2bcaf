import { type DynamicModule, Inject, Logger, Module, type OnApplicationShutdown } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { type EntityList, openDatabase } from './data-source.js';
import { embeddedFileState } from './embedded-file.js';
import { ExternalWriteWatch } from './external-write-watch.js';
import { SqlStatements, sqlStatementsFor } from './sql-statements.js';
import { TenantScope } from './tenant-scope.js';

export interface DatabaseOptions {
  /** The entities of the schema (src/schema.ts): the database module knows no domain itself. */
  readonly entities: EntityList;
  /**
   * Runs once the database is migrated, before anything uses it, under the same start-up lock as
   * the migrations (the start's data step, src/seeding/start-data.ts); `newFile` says whether this
   * start created the SQLite file.
   */
  readonly prepare?: (dataSource: DataSource, config: AppConfig, start: { readonly newFile: boolean }) => Promise<void>;
}

/**
 * The data source (opened and migrated on start under the start-up lock, so concurrent starts
 * migrate once), the prepared hot-read statements and TenantScope, for every module.
 */
@Module({})
export class DatabaseModule implements OnApplicationShutdown {
  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    @Inject(SqlStatements) private readonly statements: SqlStatements,
  ) {}

  static forRoot(options: DatabaseOptions): DynamicModule {
    return {
      module: DatabaseModule,
      global: true,
      providers: [
        {
          provide: DataSource,
          inject: [APP_CONFIG],
          useFactory: async (config: AppConfig) => {
            // An SQLite file initialised before that has disappeared stops the start (MissingDatabaseError).
            const file = embeddedFileState(config.database);
            const dataSource = await openDatabase(config.database, {
              entities: options.entities,
              onMigrated: (names) => new Logger('Database').log(`Applied migrations: ${names.join(', ')}`),
              prepare: (opened) => options.prepare?.(opened, config, { newFile: file?.fresh === true }) ?? Promise.resolve(),
            });
            file?.markInitialised();
            return dataSource;
          },
        },
        {
          provide: SqlStatements,
          inject: [DataSource],
          useFactory: sqlStatementsFor,
        },
        TenantScope,
        ExternalWriteWatch,
      ],
      exports: [DataSource, SqlStatements, TenantScope, ExternalWriteWatch],
    };
  }

  async onApplicationShutdown(): Promise<void> {
    await this.statements.close();
    if (this.dataSource.isInitialized) await this.dataSource.destroy();
  }
}
