import { DialectMigration } from './dialect-migration.js';

const SQLITE_INDEXES = [
  'CREATE INDEX "IDX_1885b888995e5ff32bc3339c56" ON "property_owner" ("agency_id") ',
  'CREATE INDEX "IDX_de1fc4d652739419e741a271a8" ON "property_owner" ("person_id") ',
];

/**
 * Owner rows get an id of their own (the ID of an owner row in GetOwnerList, GetRelationList and
 * GetPersonRelations was null): `property_owner` takes a generated `id` as its primary key and
 * keeps one row per property and person with a unique index. Existing rows are numbered in
 * property then person order. SQLite rebuilds the table (a primary key cannot change in place).
 */
export class PropertyOwnerId1795490000000 extends DialectMigration {
  readonly name = 'PropertyOwnerId1795490000000';
  protected readonly sqlite = {
    up: [
      'CREATE TABLE "temporary_property_owner" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "property_id" integer NOT NULL, "person_id" integer NOT NULL, "agency_id" integer NOT NULL)',
      'INSERT INTO "temporary_property_owner" ("property_id", "person_id", "agency_id") SELECT "property_id", "person_id", "agency_id" FROM "property_owner" ORDER BY "property_id", "person_id"',
      'DROP TABLE "property_owner"',
      'ALTER TABLE "temporary_property_owner" RENAME TO "property_owner"',
      ...SQLITE_INDEXES,
      'CREATE UNIQUE INDEX "ux_property_owner_pair" ON "property_owner" ("property_id", "person_id") ',
    ],
    down: [
      'CREATE TABLE "temporary_property_owner" ("property_id" integer NOT NULL, "person_id" integer NOT NULL, "agency_id" integer NOT NULL, PRIMARY KEY ("property_id", "person_id"))',
      'INSERT INTO "temporary_property_owner" ("property_id", "person_id", "agency_id") SELECT "property_id", "person_id", "agency_id" FROM "property_owner"',
      'DROP TABLE "property_owner"',
      'ALTER TABLE "temporary_property_owner" RENAME TO "property_owner"',
      ...SQLITE_INDEXES,
    ],
  };
  protected readonly mysql = {
    up: [
      'ALTER TABLE `property_owner` DROP PRIMARY KEY, ADD `id` int NOT NULL AUTO_INCREMENT PRIMARY KEY FIRST, ADD UNIQUE INDEX `ux_property_owner_pair` (`property_id`, `person_id`)',
    ],
    down: ['ALTER TABLE `property_owner` DROP INDEX `ux_property_owner_pair`, DROP COLUMN `id`, ADD PRIMARY KEY (`property_id`, `person_id`)'],
  };
}
