import { DialectMigration } from './dialect-migration.js';

/**
 * An agency's default language (1 NL … 6 CA): what every answer is in when a request names no
 * language. Existing agencies get Dutch (1), the language answers defaulted to before.
 */
export class AgencyDefaultLanguage1795420000000 extends DialectMigration {
  readonly name = 'AgencyDefaultLanguage1795420000000';
  protected readonly sqlite = {
    up: ['ALTER TABLE "agency" ADD COLUMN "default_language_id" integer NOT NULL DEFAULT (1)'],
    down: ['ALTER TABLE "agency" DROP COLUMN "default_language_id"'],
  };
  protected readonly mysql = {
    up: ["ALTER TABLE `agency` ADD `default_language_id` int NOT NULL DEFAULT '1'"],
    down: ['ALTER TABLE `agency` DROP COLUMN `default_language_id`'],
  };
}
