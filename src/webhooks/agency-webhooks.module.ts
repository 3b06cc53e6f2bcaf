import { Module } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { AgencyWebhooks } from './agency-webhooks.js';

/** The agency-scoped, audited management of webhook subscriptions (the agency API's `/webhooks`). */
@Module({
  providers: [{ provide: AgencyWebhooks, inject: [DataSource, APP_CONFIG], useFactory: (dataSource: DataSource, config: AppConfig) => new AgencyWebhooks(dataSource, config.webhooks) }],
  exports: [AgencyWebhooks],
})
export class AgencyWebhooksModule {}
