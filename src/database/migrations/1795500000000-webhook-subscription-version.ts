import { DialectMigration } from './dialect-migration.js';

/** The agency API manages webhook subscriptions (`/api/v1/webhooks`): each carries its version (the ETag) and when it last changed. */
export class WebhookSubscriptionVersion1795500000000 extends DialectMigration {
  readonly name = 'WebhookSubscriptionVersion1795500000000';
  protected readonly sqlite = {
    up: ['ALTER TABLE "webhook_subscription" ADD COLUMN "updated_at" datetime', 'ALTER TABLE "webhook_subscription" ADD COLUMN "version" integer NOT NULL DEFAULT (1)'],
    down: ['ALTER TABLE "webhook_subscription" DROP COLUMN "version"', 'ALTER TABLE "webhook_subscription" DROP COLUMN "updated_at"'],
  };
  protected readonly mysql = {
    up: ["ALTER TABLE `webhook_subscription` ADD `updated_at` datetime NULL, ADD `version` int NOT NULL DEFAULT '1'"],
    down: ['ALTER TABLE `webhook_subscription` DROP COLUMN `updated_at`, DROP COLUMN `version`'],
  };
}
