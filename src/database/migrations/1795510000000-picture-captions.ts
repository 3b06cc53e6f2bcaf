import { DialectMigration } from './dialect-migration.js';

const TABLES = ['property_picture', 'project_picture'] as const;

/**
 * Captions per language for pictures (docs/media.md): a JSON object by language code beside the
 * single `name`, which stays the caption shown for a language without one. Added in place, so the
 * change-log and data-version triggers on these tables stay.
 */
export class PictureCaptions1795510000000 extends DialectMigration {
  readonly name = 'PictureCaptions1795510000000';
  protected readonly sqlite = {
    up: TABLES.map((table) => `ALTER TABLE "${table}" ADD COLUMN "captions" text`),
    down: TABLES.map((table) => `ALTER TABLE "${table}" DROP COLUMN "captions"`),
  };
  protected readonly mysql = {
    up: TABLES.map((table) => `ALTER TABLE \`${table}\` ADD \`captions\` text NULL`),
    down: TABLES.map((table) => `ALTER TABLE \`${table}\` DROP COLUMN \`captions\``),
  };
}
