import { DialectMigration } from './dialect-migration.js';

/** The agency API's tables: API keys (hashed), the audit log, and the answers kept for Idempotency-Key. */
export class AgencyApi1795430000000 extends DialectMigration {
  readonly name = 'AgencyApi1795430000000';
  protected readonly sqlite = {
    up: [
      'CREATE TABLE "api_key" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "agency_id" integer NOT NULL, "name" varchar(100) NOT NULL, "role" varchar(10) NOT NULL, "key_hash" varchar(64) NOT NULL, "key_start" varchar(12) NOT NULL, "created_at" datetime NOT NULL, "revoked_at" datetime, "last_used_at" datetime)',
      'CREATE INDEX "ix_api_key_agency" ON "api_key" ("agency_id") ',
      'CREATE UNIQUE INDEX "ix_api_key_hash" ON "api_key" ("key_hash") ',
      'CREATE TABLE "idempotency_record" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "agency_id" integer NOT NULL, "caller" varchar(40) NOT NULL, "key" varchar(255) NOT NULL, "request_hash" varchar(64) NOT NULL, "status" integer, "headers" text, "body" text, "created_at" datetime NOT NULL, "expires_at" datetime NOT NULL)',
      'CREATE INDEX "ix_idempotency_record_expiry" ON "idempotency_record" ("expires_at") ',
      'CREATE UNIQUE INDEX "ix_idempotency_record_key" ON "idempotency_record" ("agency_id", "caller", "key") ',
      'CREATE TABLE "audit_entry" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "agency_id" integer NOT NULL, "at" datetime(3) NOT NULL, "actor_kind" varchar(10) NOT NULL, "actor_id" integer, "actor_label" varchar(200) NOT NULL, "address" varchar(64), "resource" varchar(40) NOT NULL, "resource_id" varchar(40) NOT NULL, "action" varchar(10) NOT NULL, "changes" text NOT NULL)',
      'CREATE INDEX "ix_audit_entry_resource" ON "audit_entry" ("agency_id", "resource", "resource_id", "id") ',
      'CREATE INDEX "ix_audit_entry_agency_time" ON "audit_entry" ("agency_id", "id") ',
    ],
    down: ['DROP TABLE "audit_entry"', 'DROP TABLE "idempotency_record"', 'DROP TABLE "api_key"'],
  };
  protected readonly mysql = {
    up: [
      'CREATE TABLE `api_key` (`id` int NOT NULL AUTO_INCREMENT, `agency_id` int NOT NULL, `name` varchar(100) NOT NULL, `role` varchar(10) NOT NULL, `key_hash` varchar(64) NOT NULL, `key_start` varchar(12) NOT NULL, `created_at` datetime NOT NULL, `revoked_at` datetime NULL, `last_used_at` datetime NULL, INDEX `ix_api_key_agency` (`agency_id`), UNIQUE INDEX `ix_api_key_hash` (`key_hash`), PRIMARY KEY (`id`)) ENGINE=InnoDB',
      'CREATE TABLE `idempotency_record` (`id` int NOT NULL AUTO_INCREMENT, `agency_id` int NOT NULL, `caller` varchar(40) NOT NULL, `key` varchar(255) NOT NULL, `request_hash` varchar(64) NOT NULL, `status` int NULL, `headers` text NULL, `body` text NULL, `created_at` datetime NOT NULL, `expires_at` datetime NOT NULL, INDEX `ix_idempotency_record_expiry` (`expires_at`), UNIQUE INDEX `ix_idempotency_record_key` (`agency_id`, `caller`, `key`), PRIMARY KEY (`id`)) ENGINE=InnoDB',
      'CREATE TABLE `audit_entry` (`id` int NOT NULL AUTO_INCREMENT, `agency_id` int NOT NULL, `at` datetime(3) NOT NULL, `actor_kind` varchar(10) NOT NULL, `actor_id` int NULL, `actor_label` varchar(200) NOT NULL, `address` varchar(64) NULL, `resource` varchar(40) NOT NULL, `resource_id` varchar(40) NOT NULL, `action` varchar(10) NOT NULL, `changes` text NOT NULL, INDEX `ix_audit_entry_resource` (`agency_id`, `resource`, `resource_id`, `id`), INDEX `ix_audit_entry_agency_time` (`agency_id`, `id`), PRIMARY KEY (`id`)) ENGINE=InnoDB',
    ],
    down: ['DROP TABLE `audit_entry`', 'DROP TABLE `idempotency_record`', 'DROP TABLE `api_key`'],
  };
}
