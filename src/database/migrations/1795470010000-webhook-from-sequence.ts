import { DialectMigration } from './dialect-migration.js';

/**
 * A webhook subscription receives the changes after its creation (docs/sync.md, "Push"): it
 * keeps the change log's sequence of that moment. Existing subscriptions keep receiving everything
 * from where the fan-out is (0: no limit).
 */
export class WebhookFromSequence1795470010000 extends DialectMigration {
  readonly name = 'WebhookFromSequence1795470010000';
  protected readonly sqlite = {
    up: ['ALTER TABLE "webhook_subscription" ADD COLUMN "from_sequence" bigint NOT NULL DEFAULT (0)'],
    down: ['ALTER TABLE "webhook_subscription" DROP COLUMN "from_sequence"'],
  };
  protected readonly mysql = {
    up: ["ALTER TABLE `webhook_subscription` ADD `from_sequence` bigint NOT NULL DEFAULT '0'"],
    down: ['ALTER TABLE `webhook_subscription` DROP COLUMN `from_sequence`'],
  };
}
