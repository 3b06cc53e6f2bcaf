import { DialectMigration } from './dialect-migration.js';

/**
 * The CRM records of persons and the mail outbox: person categories (and the persons filed under
 * them) and person sources (a person's source_id), relations of persons to properties and
 * projects and between persons, media statistics (views per medium and day of a property or a
 * project), password resets (hashes of single-use tokens) and the outbox of outgoing mail.
 * The person column is added in place (no table rebuild).
 */
export class PersonRelationsAndMail1795420020000 extends DialectMigration {
  readonly name = 'PersonRelationsAndMail1795420020000';
  protected readonly sqlite = {
    up: [
      'CREATE TABLE "mail_outbox" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "agency_id" integer NOT NULL, "kind" varchar(40) NOT NULL, "recipient" varchar(200) NOT NULL, "subject" varchar(200) NOT NULL, "body" text NOT NULL, "status" varchar(10) NOT NULL DEFAULT (\'pending\'), "attempts" integer NOT NULL DEFAULT (0), "next_attempt_at" datetime NOT NULL, "last_error" varchar(500), "created_at" datetime NOT NULL, "sent_at" datetime)',
      'CREATE INDEX "ix_mail_outbox_due" ON "mail_outbox" ("status", "next_attempt_at") ',
      'CREATE TABLE "media_statistic" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "agency_id" integer NOT NULL, "property_id" integer, "project_id" integer, "media_id" integer NOT NULL, "day" datetime NOT NULL, "views" integer NOT NULL DEFAULT (0))',
      'CREATE INDEX "ix_media_statistic_project" ON "media_statistic" ("agency_id", "project_id", "day") ',
      'CREATE INDEX "ix_media_statistic_property" ON "media_statistic" ("agency_id", "property_id", "day") ',
      'CREATE TABLE "person_category" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "agency_id" integer NOT NULL, "name" varchar(100) NOT NULL, "show_order" integer NOT NULL DEFAULT (0))',
      'CREATE INDEX "IDX_446158bf3708b6f8e0fa8f3227" ON "person_category" ("agency_id", "show_order") ',
      'CREATE TABLE "person_category_member" ("person_id" integer NOT NULL, "category_id" integer NOT NULL, "agency_id" integer NOT NULL, PRIMARY KEY ("person_id", "category_id"))',
      'CREATE INDEX "IDX_edb65bbb452bc0b2ff3c28b4d8" ON "person_category_member" ("agency_id", "category_id") ',
      'CREATE TABLE "person_source" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "agency_id" integer NOT NULL, "name" varchar(100) NOT NULL, "show_order" integer NOT NULL DEFAULT (0))',
      'CREATE INDEX "IDX_fddc8d713b4834be2a750ec89d" ON "person_source" ("agency_id", "show_order") ',
      'CREATE TABLE "password_reset" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "agency_id" integer NOT NULL, "person_id" integer NOT NULL, "token_hash" varchar(64) NOT NULL, "created_at" datetime NOT NULL, "expires_at" datetime NOT NULL, "used_at" datetime)',
      'CREATE INDEX "IDX_a21d04981a6cfde2e01afc90e8" ON "password_reset" ("agency_id", "person_id") ',
      'CREATE UNIQUE INDEX "ix_password_reset_token" ON "password_reset" ("token_hash") ',
      'CREATE TABLE "object_relation" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "agency_id" integer NOT NULL, "person_id" integer NOT NULL, "property_id" integer, "project_id" integer, "type_id" integer NOT NULL, "created_at" datetime NOT NULL)',
      'CREATE INDEX "IDX_c02788b9220796f3791822be71" ON "object_relation" ("agency_id", "person_id") ',
      'CREATE INDEX "IDX_e4ed031c8b58efff3a65a79f06" ON "object_relation" ("agency_id", "project_id") ',
      'CREATE INDEX "IDX_2d85e0b8439a11fc2c6f56589b" ON "object_relation" ("agency_id", "property_id") ',
      'CREATE TABLE "person_link" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "agency_id" integer NOT NULL, "person_id" integer NOT NULL, "related_person_id" integer NOT NULL, "type_id" integer NOT NULL, "created_at" datetime NOT NULL)',
      'CREATE INDEX "IDX_78b03a1b309ebed60ea9a1c919" ON "person_link" ("agency_id", "related_person_id") ',
      'CREATE UNIQUE INDEX "IDX_d8a8b3cb74d8a625b72e03668e" ON "person_link" ("agency_id", "person_id", "related_person_id") ',
      'ALTER TABLE "person" ADD COLUMN "source_id" integer',
    ],
    down: [
      'ALTER TABLE "person" DROP COLUMN "source_id"',
      'DROP TABLE "person_link"',
      'DROP TABLE "object_relation"',
      'DROP TABLE "password_reset"',
      'DROP TABLE "person_source"',
      'DROP TABLE "person_category_member"',
      'DROP TABLE "person_category"',
      'DROP TABLE "media_statistic"',
      'DROP TABLE "mail_outbox"',
    ],
  };
  protected readonly mysql = {
    up: [
      'CREATE TABLE `mail_outbox` (`id` int NOT NULL AUTO_INCREMENT, `agency_id` int NOT NULL, `kind` varchar(40) NOT NULL, `recipient` varchar(200) NOT NULL, `subject` varchar(200) NOT NULL, `body` text NOT NULL, `status` varchar(10) NOT NULL DEFAULT \'pending\', `attempts` int NOT NULL DEFAULT \'0\', `next_attempt_at` datetime NOT NULL, `last_error` varchar(500) NULL, `created_at` datetime NOT NULL, `sent_at` datetime NULL, INDEX `ix_mail_outbox_due` (`status`, `next_attempt_at`), PRIMARY KEY (`id`)) ENGINE=InnoDB',
      'CREATE TABLE `media_statistic` (`id` int NOT NULL AUTO_INCREMENT, `agency_id` int NOT NULL, `property_id` int NULL, `project_id` int NULL, `media_id` int NOT NULL, `day` datetime NOT NULL, `views` int NOT NULL DEFAULT \'0\', INDEX `ix_media_statistic_project` (`agency_id`, `project_id`, `day`), INDEX `ix_media_statistic_property` (`agency_id`, `property_id`, `day`), PRIMARY KEY (`id`)) ENGINE=InnoDB',
      'CREATE TABLE `person_category` (`id` int NOT NULL AUTO_INCREMENT, `agency_id` int NOT NULL, `name` varchar(100) NOT NULL, `show_order` int NOT NULL DEFAULT \'0\', INDEX `IDX_446158bf3708b6f8e0fa8f3227` (`agency_id`, `show_order`), PRIMARY KEY (`id`)) ENGINE=InnoDB',
      'CREATE TABLE `person_category_member` (`person_id` int NOT NULL, `category_id` int NOT NULL, `agency_id` int NOT NULL, INDEX `IDX_edb65bbb452bc0b2ff3c28b4d8` (`agency_id`, `category_id`), PRIMARY KEY (`person_id`, `category_id`)) ENGINE=InnoDB',
      'CREATE TABLE `person_source` (`id` int NOT NULL AUTO_INCREMENT, `agency_id` int NOT NULL, `name` varchar(100) NOT NULL, `show_order` int NOT NULL DEFAULT \'0\', INDEX `IDX_fddc8d713b4834be2a750ec89d` (`agency_id`, `show_order`), PRIMARY KEY (`id`)) ENGINE=InnoDB',
      'CREATE TABLE `password_reset` (`id` int NOT NULL AUTO_INCREMENT, `agency_id` int NOT NULL, `person_id` int NOT NULL, `token_hash` varchar(64) NOT NULL, `created_at` datetime NOT NULL, `expires_at` datetime NOT NULL, `used_at` datetime NULL, INDEX `IDX_a21d04981a6cfde2e01afc90e8` (`agency_id`, `person_id`), UNIQUE INDEX `ix_password_reset_token` (`token_hash`), PRIMARY KEY (`id`)) ENGINE=InnoDB',
      'CREATE TABLE `object_relation` (`id` int NOT NULL AUTO_INCREMENT, `agency_id` int NOT NULL, `person_id` int NOT NULL, `property_id` int NULL, `project_id` int NULL, `type_id` int NOT NULL, `created_at` datetime NOT NULL, INDEX `IDX_c02788b9220796f3791822be71` (`agency_id`, `person_id`), INDEX `IDX_e4ed031c8b58efff3a65a79f06` (`agency_id`, `project_id`), INDEX `IDX_2d85e0b8439a11fc2c6f56589b` (`agency_id`, `property_id`), PRIMARY KEY (`id`)) ENGINE=InnoDB',
      'CREATE TABLE `person_link` (`id` int NOT NULL AUTO_INCREMENT, `agency_id` int NOT NULL, `person_id` int NOT NULL, `related_person_id` int NOT NULL, `type_id` int NOT NULL, `created_at` datetime NOT NULL, INDEX `IDX_78b03a1b309ebed60ea9a1c919` (`agency_id`, `related_person_id`), UNIQUE INDEX `IDX_d8a8b3cb74d8a625b72e03668e` (`agency_id`, `person_id`, `related_person_id`), PRIMARY KEY (`id`)) ENGINE=InnoDB',
      'ALTER TABLE `person` ADD `source_id` int NULL',
    ],
    down: [
      'ALTER TABLE `person` DROP COLUMN `source_id`',
      'DROP TABLE `person_link`',
      'DROP TABLE `object_relation`',
      'DROP TABLE `password_reset`',
      'DROP TABLE `person_source`',
      'DROP TABLE `person_category_member`',
      'DROP TABLE `person_category`',
      'DROP TABLE `media_statistic`',
      'DROP TABLE `mail_outbox`',
    ],
  };
}
