import { DialectMigration } from './dialect-migration.js';

/** Longest street a trigger splits (the column's length). */
const STREET_LENGTH = 200;

/** MariaDB: the trigram rows of one street (`row`: NEW), one INSERT IGNORE per position. */
function insertGrams(row: 'NEW'): string {
  return (
    'BEGIN DECLARE i INT DEFAULT 1; ' +
    `DECLARE s VARCHAR(${STREET_LENGTH}) DEFAULT LOWER(COALESCE(${row}.\`street\`, '')); ` +
    `WHILE i <= CHAR_LENGTH(s) - 2 DO INSERT IGNORE INTO \`property_street_gram\` (\`agency_id\`, \`gram\`, \`property_id\`) VALUES (${row}.\`agency_id\`, SUBSTRING(s, i, 3), ${row}.\`id\`); SET i = i + 1; END WHILE; END`
  );
}

/**
 * StreetName matches inside words again (`straat` finds Kerkstraat, `laan` every -laan: Dutch and
 * German street names are compounds), backed by a trigram index rather than a scan:
 * - SQLite: an FTS5 table `property_street_gram` with the trigram tokenizer (case and accents
 *   folded), contentless, kept in step with `property` by triggers; a phrase of three or more
 *   characters matches where it occurs inside the street.
 * - MySQL/MariaDB: a table of the street's trigrams (agency, gram, property) in an accent- and
 *   case-insensitive collation, filled by triggers on insert, update of the street and delete; a
 *   search takes the properties holding every trigram of the word (from the index) and checks
 *   the street itself for the word.
 * Words of one or two characters still match the beginning of a word (the full-text indexes).
 */
export class StreetGrams1795470020000 extends DialectMigration {
  readonly name = 'StreetGrams1795470020000';
  protected readonly sqlite = {
    up: [
      `CREATE VIRTUAL TABLE "property_street_gram" USING fts5("street", content='', contentless_delete=1, tokenize='trigram remove_diacritics 1')`,
      `INSERT INTO "property_street_gram" (rowid, "street") SELECT "id", coalesce("street", '') FROM "property"`,
      `CREATE TRIGGER "property_street_gram_insert" AFTER INSERT ON "property" BEGIN INSERT INTO "property_street_gram" (rowid, "street") VALUES (new."id", coalesce(new."street", '')); END`,
      'CREATE TRIGGER "property_street_gram_delete" AFTER DELETE ON "property" BEGIN DELETE FROM "property_street_gram" WHERE rowid = old."id"; END',
      'CREATE TRIGGER "property_street_gram_update" AFTER UPDATE OF "street" ON "property" BEGIN ' +
        `DELETE FROM "property_street_gram" WHERE rowid = old."id"; INSERT INTO "property_street_gram" (rowid, "street") VALUES (new."id", coalesce(new."street", '')); END`,
    ],
    down: ['DROP TRIGGER "property_street_gram_update"', 'DROP TRIGGER "property_street_gram_delete"', 'DROP TRIGGER "property_street_gram_insert"', 'DROP TABLE "property_street_gram"'],
  };
  protected readonly mysql = {
    up: [
      'CREATE TABLE `property_street_gram` (`agency_id` int NOT NULL, `gram` char(3) CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci NOT NULL, `property_id` int NOT NULL, PRIMARY KEY (`agency_id`, `gram`, `property_id`), INDEX `ix_property_street_gram_property` (`property_id`)) ENGINE=InnoDB',
      // Every position of every street (positions 1..200 from a recursive count).
      `INSERT IGNORE INTO \`property_street_gram\` (\`agency_id\`, \`gram\`, \`property_id\`) WITH RECURSIVE positions (n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM positions WHERE n < ${STREET_LENGTH}) SELECT p.\`agency_id\`, SUBSTRING(LOWER(p.\`street\`), positions.n, 3), p.\`id\` FROM \`property\` p JOIN positions ON positions.n <= CHAR_LENGTH(p.\`street\`) - 2`,
      `CREATE TRIGGER \`property_street_gram_insert\` AFTER INSERT ON \`property\` FOR EACH ROW ${insertGrams('NEW')}`,
      'CREATE TRIGGER `property_street_gram_delete` AFTER DELETE ON `property` FOR EACH ROW DELETE FROM `property_street_gram` WHERE `property_id` = OLD.`id`',
      'CREATE TRIGGER `property_street_gram_update` AFTER UPDATE ON `property` FOR EACH ROW BEGIN IF NOT (OLD.`street` <=> NEW.`street`) OR OLD.`agency_id` <> NEW.`agency_id` THEN ' +
        `DELETE FROM \`property_street_gram\` WHERE \`property_id\` = OLD.\`id\`; ${insertGrams('NEW')}; END IF; END`,
    ],
    down: ['DROP TRIGGER `property_street_gram_update`', 'DROP TRIGGER `property_street_gram_delete`', 'DROP TRIGGER `property_street_gram_insert`', 'DROP TABLE `property_street_gram`'],
  };
}
