import { Module } from '@nestjs/common';
import { WebhookWorker } from './webhook-worker.js';

/** Webhook delivery in a serving instance (the subscriptions are managed with the CLI). */
@Module({ providers: [WebhookWorker] })
export class WebhooksModule {}
