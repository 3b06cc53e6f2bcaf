import type { QueryRunner } from 'typeorm';
import { CITY_KEY_DROPPED } from '../../common/folded-text.js';
import { DialectMigration } from './dialect-migration.js';

/** SQL of the city key: the name without the dropped characters (the index folds case and accents). */
function cityKey(column: string): string {
  return CITY_KEY_DROPPED.reduce((expression, character) => `replace(${expression}, '${character.replace(/'/g, "''")}', '')`, `coalesce(${column}, '')`);
}

const SEARCH_COLUMNS = 'rowid, "ident", "street", "city", "zip", "city_key"';
const searchValues = (row: 'new' | 'old') => `${row}."id", ${row}."ident", ${row}."street", ${row}."city", ${row}."zip", ${cityKey(`${row}."city"`)}`;

/** Collations that tell accents (or case) apart; the search columns get an accent-insensitive one instead. */
const ACCENT_SENSITIVE = /_bin$|_as_|_cs$/;
const MYSQL_SEARCH_COLUMNS = [
  ['ident', 'varchar(50)'],
  ['street', 'varchar(200)'],
  ['zip', 'varchar(20)'],
  ['city', 'varchar(100)'],
] as const;

/**
 * Full-text search on both engines, without regard to case or accents (`liege` finds Liège):
 * - SQLite: an FTS5 table `property_search` (ident, street, city, zip and city_key: the city
 *   name as one word, for exact CityNames) with the unicode61 tokenizer removing diacritics,
 *   contentless and kept in step with `property` by triggers on insert, update and delete.
 * - MySQL/MariaDB: FULLTEXT indexes on (ident, street, city, zip) for Keyword and on (street)
 *   for StreetName; the columns compare in an accent-insensitive collation (changed to
 *   utf8mb4_unicode_ci where the database's collation tells accents apart).
 * Also (agency, status, last_changed_at, id) replaces (agency, last_changed_at): ChangeSince counts
 * and pages from the index (every listing query names the status). With both, MariaDB chose the
 * older index for a first sync's deep page on the service's connections (`ref` on the agency,
 * reading the table row of every skipped entry for its status: 20 s at 1M) where a fresh
 * connection ranged over the new one (0.3 s); and
 * (agency, status, latitude, longitude): the GPS radius reads the bounding box's latitude band
 * from the index and checks longitude and distance there.
 */
export class PropertySearch1795420040000 extends DialectMigration {
  readonly name = 'PropertySearch1795420040000';
  protected readonly sqlite = {
    up: [
      'DROP INDEX "ix_property_changed"',
      'CREATE INDEX "ix_property_status_changed" ON "property" ("agency_id", "status", "last_changed_at", "id")',
      'CREATE INDEX "ix_property_location" ON "property" ("agency_id", "status", "latitude", "longitude")',
      `CREATE VIRTUAL TABLE "property_search" USING fts5("ident", "street", "city", "zip", "city_key", content='', contentless_delete=1, tokenize='unicode61 remove_diacritics 2')`,
      `INSERT INTO "property_search" (${SEARCH_COLUMNS}) SELECT ${searchValues('new').replace(/new\./g, '')} FROM "property"`,
      `CREATE TRIGGER "property_search_insert" AFTER INSERT ON "property" BEGIN INSERT INTO "property_search" (${SEARCH_COLUMNS}) VALUES (${searchValues('new')}); END`,
      'CREATE TRIGGER "property_search_delete" AFTER DELETE ON "property" BEGIN DELETE FROM "property_search" WHERE rowid = old."id"; END',
      'CREATE TRIGGER "property_search_update" AFTER UPDATE OF "ident", "street", "city", "zip" ON "property" BEGIN ' +
        `DELETE FROM "property_search" WHERE rowid = old."id"; INSERT INTO "property_search" (${SEARCH_COLUMNS}) VALUES (${searchValues('new')}); END`,
    ],
    down: [
      'DROP TRIGGER "property_search_update"',
      'DROP TRIGGER "property_search_delete"',
      'DROP TRIGGER "property_search_insert"',
      'DROP TABLE "property_search"',
      'DROP INDEX "ix_property_location"',
      'DROP INDEX "ix_property_status_changed"',
      'CREATE INDEX "ix_property_changed" ON "property" ("agency_id", "last_changed_at")',
    ],
  };
  protected readonly mysql = {
    up: [
      'ALTER TABLE `property` DROP INDEX `ix_property_changed`, ADD INDEX `ix_property_status_changed` (`agency_id`, `status`, `last_changed_at`, `id`), ADD INDEX `ix_property_location` (`agency_id`, `status`, `latitude`, `longitude`)',
      // InnoDB builds one FULLTEXT index per statement.
      'ALTER TABLE `property` ADD FULLTEXT INDEX `ix_property_search` (`ident`, `street`, `city`, `zip`)',
      'ALTER TABLE `property` ADD FULLTEXT INDEX `ix_property_street_search` (`street`)',
    ],
    down: ['ALTER TABLE `property` DROP INDEX `ix_property_street_search`', 'ALTER TABLE `property` DROP INDEX `ix_property_search`', 'ALTER TABLE `property` DROP INDEX `ix_property_status_changed`, DROP INDEX `ix_property_location`, ADD INDEX `ix_property_changed` (`agency_id`, `last_changed_at`)'],
  };

  override async up(queryRunner: QueryRunner): Promise<void> {
    if (queryRunner.connection.options.type !== 'better-sqlite3') {
      const columns = (await queryRunner.query(
        "SELECT COLUMN_NAME AS name, COLLATION_NAME AS collation FROM information_schema.COLUMNS WHERE TABLE_SCHEMA = DATABASE() AND TABLE_NAME = 'property' AND COLUMN_NAME IN ('ident', 'street', 'zip', 'city')",
      )) as { name: string; collation: string | null }[];
      const sensitive = MYSQL_SEARCH_COLUMNS.filter(([name]) => ACCENT_SENSITIVE.test(columns.find((column) => column.name === name)?.collation ?? ''));
      if (sensitive.length > 0) {
        await queryRunner.query(`ALTER TABLE \`property\` ${sensitive.map(([name, type]) => `MODIFY \`${name}\` ${type} CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci NULL`).join(', ')}`);
      }
    }
    await super.up(queryRunner);
  }
}
