import { baselineEvents, type ChangeSources, changeTriggers, type RecordSource } from './change-triggers.js';
import { DialectMigration } from './dialect-migration.js';

/** Published: active, sold, rented or reference (the statuses a single property can be opened in). */
export const PROPERTY: RecordSource = { table: 'property', resource: 'Property', published: (row) => `${row}.status IN (1, 2, 4, 6)` };
/** Published: PublishInternet set. */
export const PROJECT: RecordSource = { table: 'project', resource: 'Project', published: (row) => `${row}.publish_internet = 1` };

export const SOURCES: ChangeSources = {
  records: [PROPERTY, PROJECT],
  parts: [
    { table: 'property_text', owner: PROPERTY, ownerColumn: 'property_id', reason: 'Texts' },
    { table: 'property_picture', owner: PROPERTY, ownerColumn: 'property_id', reason: 'Pictures' },
    { table: 'project_text', owner: PROJECT, ownerColumn: 'project_id', reason: 'Texts' },
    { table: 'project_picture', owner: PROJECT, ownerColumn: 'project_id', reason: 'Pictures' },
  ],
  related: [{ parent: PROJECT, child: PROPERTY, column: 'project_id', childReason: 'Project', parentReason: 'Unit' }],
};

const TRIGGERS = changeTriggers(SOURCES);
const STATE = ['sequence', 'compacted_through', 'webhook_fanout'];

/**
 * The change log partners sync from (docs/sync.md): the event table filled by triggers on
 * properties, projects (and their units), their texts and pictures; the named counters of the
 * sequencer, the compaction and the webhook fan-out; the webhook subscriptions and their
 * delivery outbox. Every record published today gets a baseline `Created` event.
 */
export class ChangeLog1795420060000 extends DialectMigration {
  readonly name = 'ChangeLog1795420060000';
  protected readonly sqlite = {
    up: [
      'CREATE TABLE "change_event" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "sequence" bigint, "agency_id" integer NOT NULL, "resource" varchar(20) NOT NULL, "record_key" integer NOT NULL, "kind" varchar(20) NOT NULL, "reason" varchar(20) NOT NULL, "occurred_at" datetime(3) NOT NULL)',
      'CREATE UNIQUE INDEX "ux_change_event_sequence" ON "change_event" ("sequence") ',
      'CREATE INDEX "ix_change_event_record" ON "change_event" ("resource", "record_key", "id") ',
      'CREATE INDEX "ix_change_event_agency_sequence" ON "change_event" ("agency_id", "sequence") ',
      'CREATE TABLE "sync_state" ("name" varchar(40) PRIMARY KEY NOT NULL, "value" bigint NOT NULL DEFAULT (0))',
      'CREATE TABLE "webhook_subscription" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "agency_id" integer NOT NULL, "url" varchar(2000) NOT NULL, "events" varchar(500), "secret" varchar(100) NOT NULL, "previous_secret" varchar(100), "previous_secret_until" datetime, "enabled" boolean NOT NULL DEFAULT (1), "disabled_reason" varchar(500), "created_at" datetime NOT NULL)',
      'CREATE INDEX "ix_webhook_subscription_agency" ON "webhook_subscription" ("agency_id") ',
      'CREATE TABLE "webhook_delivery" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "subscription_id" integer NOT NULL, "agency_id" integer NOT NULL, "sequence" bigint NOT NULL, "message_id" varchar(60) NOT NULL, "payload" text NOT NULL, "status" varchar(12) NOT NULL, "attempts" integer NOT NULL DEFAULT (0), "next_attempt_at" datetime(3) NOT NULL, "lease_until" datetime(3), "last_status" integer, "last_error" varchar(500), "created_at" datetime NOT NULL, "delivered_at" datetime(3))',
      'CREATE INDEX "ix_webhook_delivery_subscription" ON "webhook_delivery" ("subscription_id", "sequence") ',
      'CREATE INDEX "ix_webhook_delivery_due" ON "webhook_delivery" ("status", "next_attempt_at") ',
      ...STATE.map((name) => `INSERT INTO "sync_state" ("name", "value") VALUES ('${name}', 0)`),
      baselineEvents('sqlite', PROPERTY),
      baselineEvents('sqlite', PROJECT),
      ...TRIGGERS.sqlite.up,
    ],
    down: [
      ...TRIGGERS.sqlite.down,
      'DROP INDEX "ix_webhook_delivery_due"',
      'DROP INDEX "ix_webhook_delivery_subscription"',
      'DROP TABLE "webhook_delivery"',
      'DROP INDEX "ix_webhook_subscription_agency"',
      'DROP TABLE "webhook_subscription"',
      'DROP TABLE "sync_state"',
      'DROP INDEX "ix_change_event_agency_sequence"',
      'DROP INDEX "ix_change_event_record"',
      'DROP INDEX "ux_change_event_sequence"',
      'DROP TABLE "change_event"',
    ],
  };
  protected readonly mysql = {
    up: [
      'CREATE TABLE `change_event` (`id` int NOT NULL AUTO_INCREMENT, `sequence` bigint NULL, `agency_id` int NOT NULL, `resource` varchar(20) NOT NULL, `record_key` int NOT NULL, `kind` varchar(20) NOT NULL, `reason` varchar(20) NOT NULL, `occurred_at` datetime(3) NOT NULL, UNIQUE INDEX `ux_change_event_sequence` (`sequence`), INDEX `ix_change_event_record` (`resource`, `record_key`, `id`), INDEX `ix_change_event_agency_sequence` (`agency_id`, `sequence`), PRIMARY KEY (`id`)) ENGINE=InnoDB',
      'CREATE TABLE `sync_state` (`name` varchar(40) NOT NULL, `value` bigint NOT NULL DEFAULT \'0\', PRIMARY KEY (`name`)) ENGINE=InnoDB',
      'CREATE TABLE `webhook_subscription` (`id` int NOT NULL AUTO_INCREMENT, `agency_id` int NOT NULL, `url` varchar(2000) NOT NULL, `events` varchar(500) NULL, `secret` varchar(100) NOT NULL, `previous_secret` varchar(100) NULL, `previous_secret_until` datetime NULL, `enabled` tinyint NOT NULL DEFAULT 1, `disabled_reason` varchar(500) NULL, `created_at` datetime NOT NULL, INDEX `ix_webhook_subscription_agency` (`agency_id`), PRIMARY KEY (`id`)) ENGINE=InnoDB',
      'CREATE TABLE `webhook_delivery` (`id` int NOT NULL AUTO_INCREMENT, `subscription_id` int NOT NULL, `agency_id` int NOT NULL, `sequence` bigint NOT NULL, `message_id` varchar(60) NOT NULL, `payload` text NOT NULL, `status` varchar(12) NOT NULL, `attempts` int NOT NULL DEFAULT \'0\', `next_attempt_at` datetime(3) NOT NULL, `lease_until` datetime(3) NULL, `last_status` int NULL, `last_error` varchar(500) NULL, `created_at` datetime NOT NULL, `delivered_at` datetime(3) NULL, INDEX `ix_webhook_delivery_subscription` (`subscription_id`, `sequence`), INDEX `ix_webhook_delivery_due` (`status`, `next_attempt_at`), PRIMARY KEY (`id`)) ENGINE=InnoDB',
      ...STATE.map((name) => `INSERT INTO \`sync_state\` (\`name\`, \`value\`) VALUES ('${name}', 0)`),
      baselineEvents('mysql', PROPERTY),
      baselineEvents('mysql', PROJECT),
      ...TRIGGERS.mysql.up,
    ],
    down: [
      ...TRIGGERS.mysql.down,
      'DROP TABLE `webhook_delivery`',
      'DROP TABLE `webhook_subscription`',
      'DROP TABLE `sync_state`',
      'DROP TABLE `change_event`',
    ],
  };
}
