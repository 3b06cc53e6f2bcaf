import { DialectMigration } from './dialect-migration.js';

/**
 * Properties carry the agency's own `reference` (unique per agency; null until the agency API or
 * the import gives one) and a `version` raised by every write of the domain (the agency API's
 * ETag); two indexes serve the API's lists of all of an agency's properties (by id, by last change).
 * Existing rows are not rewritten (that would record a change of each in the change log).
 */
export class PropertyReference1795430010000 extends DialectMigration {
  readonly name = 'PropertyReference1795430010000';
  protected readonly sqlite = {
    up: [
      'ALTER TABLE "property" ADD COLUMN "reference" varchar(100)',
      'ALTER TABLE "property" ADD COLUMN "version" integer NOT NULL DEFAULT (1)',
      'CREATE INDEX "ix_property_agency_changed" ON "property" ("agency_id", "last_changed_at", "id") ',
      'CREATE INDEX "ix_property_agency" ON "property" ("agency_id", "id") ',
      'CREATE UNIQUE INDEX "ix_property_reference" ON "property" ("agency_id", "reference") ',
    ],
    down: [
      'DROP INDEX "ix_property_reference"',
      'DROP INDEX "ix_property_agency"',
      'DROP INDEX "ix_property_agency_changed"',
      'ALTER TABLE "property" DROP COLUMN "version"',
      'ALTER TABLE "property" DROP COLUMN "reference"',
    ],
  };
  protected readonly mysql = {
    up: [
      "ALTER TABLE `property` ADD `reference` varchar(100) NULL, ADD `version` int NOT NULL DEFAULT '1'",
      'CREATE INDEX `ix_property_agency_changed` ON `property` (`agency_id`, `last_changed_at`, `id`)',
      'CREATE INDEX `ix_property_agency` ON `property` (`agency_id`, `id`)',
      'CREATE UNIQUE INDEX `ix_property_reference` ON `property` (`agency_id`, `reference`)',
    ],
    down: [
      'DROP INDEX `ix_property_reference` ON `property`',
      'DROP INDEX `ix_property_agency` ON `property`',
      'DROP INDEX `ix_property_agency_changed` ON `property`',
      'ALTER TABLE `property` DROP COLUMN `version`, DROP COLUMN `reference`',
    ],
  };
}
