import { type DynamicModule, Module } from '@nestjs/common';
import type { Logger } from 'pino';
import { AccountsModule } from './accounts/accounts.module.js';
import { ApiModule } from './api/api.module.js';
import { BackOfficeModule } from './back-office/back-office.module.js';
import type { AppConfig } from './config/config.js';
import { ConfigModule } from './config/config.module.js';
import { ConstructionModule } from './construction/construction.module.js';
import { DatabaseModule } from './database/database.module.js';
import { FleetModule } from './fleet/fleet.module.js';
import { HistoryModule } from './history/history.module.js';
import { HomeModule } from './home/home.module.js';
import { MailDeliveryModule } from './mail-delivery/mail-delivery.module.js';
import { MediaFilesModule } from './media-files/media-files.module.js';
import { ObservabilityModule } from './observability/observability.module.js';
import { PersonsModule } from './persons/persons.module.js';
import { PropertiesModule } from './properties/properties.module.js';
import { ReferenceModule } from './reference/reference.module.js';
import { ENTITIES } from './schema.js';
import { StaffAuthModule } from './staff-auth/staff-auth.module.js';
import { prepareStartData } from './seeding/start-data.js';
import { AsmxModule } from './soap/asmx/asmx.module.js';
import { V12Module } from './soap/v12/v12.module.js';
import { WebhooksModule } from './webhooks/webhooks.module.js';

@Module({})
export class AppModule {
  static forRoot(config: AppConfig, logger: Logger): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(config),
        FleetModule,
        DatabaseModule.forRoot({ entities: ENTITIES, prepare: (dataSource, config, start) => prepareStartData(dataSource, config, start) }),
        ObservabilityModule.forRoot(logger),
        AccountsModule,
        ReferenceModule,
        PropertiesModule,
        ConstructionModule,
        PersonsModule,
        HistoryModule,
        MailDeliveryModule,
        AsmxModule,
        V12Module,
        HomeModule,
        WebhooksModule,
        ApiModule,
        MediaFilesModule,
        StaffAuthModule,
        BackOfficeModule,
      ],
    };
  }
}
