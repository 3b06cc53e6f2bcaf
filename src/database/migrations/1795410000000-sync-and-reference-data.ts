import { DialectMigration } from './dialect-migration.js';

/**
 * What the sync clients of v1.2 need beyond the first schema: the moment a property or project
 * left publication (withdrawn_at, read by GetDeletedPropertyIDs/GetDeletedProjectIDs, with an
 * index on the last change for incremental sync), project publication flags, sub-status and
 * show order, project pictures, the surfaces and shower rooms the sync clients read, and the
 * sub-status, marquee and price-range tables.
 * New columns are added in place (no table rebuild), so indexes added by other migrations stay.
 */
export class SyncAndReferenceData1795410000000 extends DialectMigration {
  readonly name = 'SyncAndReferenceData1795410000000';
  protected readonly sqlite = {
    up: [
      'CREATE TABLE "project_picture" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "project_id" integer NOT NULL, "position" integer NOT NULL DEFAULT (1), "name" varchar(200), "small_url" varchar(500) NOT NULL, "small_width" integer NOT NULL, "small_height" integer NOT NULL, "medium_url" varchar(500) NOT NULL, "medium_width" integer NOT NULL, "medium_height" integer NOT NULL, "large_url" varchar(500) NOT NULL, "large_width" integer NOT NULL, "large_height" integer NOT NULL, "xlarge_url" varchar(500) NOT NULL, "xlarge_width" integer NOT NULL, "xlarge_height" integer NOT NULL)',
      'CREATE INDEX "IDX_df87d89530730e4d5efc35b953" ON "project_picture" ("project_id", "position") ',
      'CREATE TABLE "sub_status" ("id" integer PRIMARY KEY NOT NULL, "names" text, "short_names" text, "marquee_id" integer NOT NULL DEFAULT (0), "show_on_web" boolean NOT NULL DEFAULT (0), "show_on_map" boolean NOT NULL DEFAULT (0), "show_order" integer NOT NULL DEFAULT (0))',
      'CREATE TABLE "marquee" ("id" integer PRIMARY KEY NOT NULL, "names" text, "show_order" integer NOT NULL DEFAULT (0))',
      'CREATE TABLE "price_range" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "agency_id" integer NOT NULL, "goal" integer NOT NULL DEFAULT (0), "price_from" decimal(14,2), "price_to" decimal(14,2), "show_order" integer NOT NULL DEFAULT (0))',
      'CREATE INDEX "IDX_998626e6a15baa363dfcf63839" ON "price_range" ("agency_id", "goal", "show_order") ',
      'ALTER TABLE "project" ADD COLUMN "publish_website" boolean NOT NULL DEFAULT (0)',
      'ALTER TABLE "project" ADD COLUMN "sub_status_id" integer',
      'ALTER TABLE "project" ADD COLUMN "show_order" integer NOT NULL DEFAULT (0)',
      'ALTER TABLE "project" ADD COLUMN "withdrawn_at" datetime',
      'ALTER TABLE "property" ADD COLUMN "withdrawn_at" datetime',
      'ALTER TABLE "property" ADD COLUMN "surface_office" decimal(10,2)',
      'ALTER TABLE "property" ADD COLUMN "surface_ground2" decimal(10,2)',
      'ALTER TABLE "property" ADD COLUMN "surface_store" decimal(10,2)',
      'ALTER TABLE "property" ADD COLUMN "shower_rooms" integer NOT NULL DEFAULT (0)',
      'CREATE INDEX "ix_project_withdrawn" ON "project" ("agency_id", "withdrawn_at") ',
      'CREATE INDEX "ix_property_withdrawn" ON "property" ("agency_id", "withdrawn_at") ',
      'CREATE INDEX "ix_property_changed" ON "property" ("agency_id", "last_changed_at") ',
    ],
    down: [
      'DROP INDEX "ix_property_changed"',
      'DROP INDEX "ix_property_withdrawn"',
      'DROP INDEX "ix_project_withdrawn"',
      'ALTER TABLE "property" DROP COLUMN "shower_rooms"',
      'ALTER TABLE "property" DROP COLUMN "surface_store"',
      'ALTER TABLE "property" DROP COLUMN "surface_ground2"',
      'ALTER TABLE "property" DROP COLUMN "surface_office"',
      'ALTER TABLE "property" DROP COLUMN "withdrawn_at"',
      'ALTER TABLE "project" DROP COLUMN "withdrawn_at"',
      'ALTER TABLE "project" DROP COLUMN "show_order"',
      'ALTER TABLE "project" DROP COLUMN "sub_status_id"',
      'ALTER TABLE "project" DROP COLUMN "publish_website"',
      'DROP TABLE "price_range"',
      'DROP TABLE "marquee"',
      'DROP TABLE "sub_status"',
      'DROP TABLE "project_picture"',
    ],
  };
  protected readonly mysql = {
    up: [
      'CREATE TABLE `project_picture` (`id` int NOT NULL AUTO_INCREMENT, `project_id` int NOT NULL, `position` int NOT NULL DEFAULT \'1\', `name` varchar(200) NULL, `small_url` varchar(500) NOT NULL, `small_width` int NOT NULL, `small_height` int NOT NULL, `medium_url` varchar(500) NOT NULL, `medium_width` int NOT NULL, `medium_height` int NOT NULL, `large_url` varchar(500) NOT NULL, `large_width` int NOT NULL, `large_height` int NOT NULL, `xlarge_url` varchar(500) NOT NULL, `xlarge_width` int NOT NULL, `xlarge_height` int NOT NULL, INDEX `IDX_df87d89530730e4d5efc35b953` (`project_id`, `position`), PRIMARY KEY (`id`)) ENGINE=InnoDB',
      'CREATE TABLE `sub_status` (`id` int NOT NULL, `names` text NULL, `short_names` text NULL, `marquee_id` int NOT NULL DEFAULT \'0\', `show_on_web` tinyint NOT NULL DEFAULT 0, `show_on_map` tinyint NOT NULL DEFAULT 0, `show_order` int NOT NULL DEFAULT \'0\', PRIMARY KEY (`id`)) ENGINE=InnoDB',
      'CREATE TABLE `marquee` (`id` int NOT NULL, `names` text NULL, `show_order` int NOT NULL DEFAULT \'0\', PRIMARY KEY (`id`)) ENGINE=InnoDB',
      'CREATE TABLE `price_range` (`id` int NOT NULL AUTO_INCREMENT, `agency_id` int NOT NULL, `goal` int NOT NULL DEFAULT \'0\', `price_from` decimal(14,2) NULL, `price_to` decimal(14,2) NULL, `show_order` int NOT NULL DEFAULT \'0\', INDEX `IDX_998626e6a15baa363dfcf63839` (`agency_id`, `goal`, `show_order`), PRIMARY KEY (`id`)) ENGINE=InnoDB',
      'ALTER TABLE `project` ADD `publish_website` tinyint NOT NULL DEFAULT 0',
      'ALTER TABLE `project` ADD `sub_status_id` int NULL',
      'ALTER TABLE `project` ADD `show_order` int NOT NULL DEFAULT \'0\'',
      'ALTER TABLE `project` ADD `withdrawn_at` datetime NULL',
      'ALTER TABLE `property` ADD `withdrawn_at` datetime NULL',
      'ALTER TABLE `property` ADD `surface_office` decimal(10,2) NULL',
      'ALTER TABLE `property` ADD `surface_ground2` decimal(10,2) NULL',
      'ALTER TABLE `property` ADD `surface_store` decimal(10,2) NULL',
      'ALTER TABLE `property` ADD `shower_rooms` int NOT NULL DEFAULT \'0\'',
      'CREATE INDEX `ix_project_withdrawn` ON `project` (`agency_id`, `withdrawn_at`)',
      'CREATE INDEX `ix_property_withdrawn` ON `property` (`agency_id`, `withdrawn_at`)',
      'CREATE INDEX `ix_property_changed` ON `property` (`agency_id`, `last_changed_at`)',
    ],
    down: [
      'DROP INDEX `ix_property_changed` ON `property`',
      'DROP INDEX `ix_property_withdrawn` ON `property`',
      'DROP INDEX `ix_project_withdrawn` ON `project`',
      'ALTER TABLE `property` DROP COLUMN `shower_rooms`',
      'ALTER TABLE `property` DROP COLUMN `surface_store`',
      'ALTER TABLE `property` DROP COLUMN `surface_ground2`',
      'ALTER TABLE `property` DROP COLUMN `surface_office`',
      'ALTER TABLE `property` DROP COLUMN `withdrawn_at`',
      'ALTER TABLE `project` DROP COLUMN `withdrawn_at`',
      'ALTER TABLE `project` DROP COLUMN `show_order`',
      'ALTER TABLE `project` DROP COLUMN `sub_status_id`',
      'ALTER TABLE `project` DROP COLUMN `publish_website`',
      'DROP TABLE `price_range`',
      'DROP TABLE `marquee`',
      'DROP TABLE `sub_status`',
      'DROP TABLE `project_picture`',
    ],
  };
}
