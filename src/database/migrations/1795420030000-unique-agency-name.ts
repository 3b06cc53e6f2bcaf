import { DialectMigration } from './dialect-migration.js';

/**
 * Agency names are unique: the CLI and the import find an agency by its name. Agencies that share
 * a name with an older one are renamed first, to "<name> (agency <id>)", so the index can be built
 * on a database that already holds duplicates (the names compare as each engine compares them).
 */
export class UniqueAgencyName1795420030000 extends DialectMigration {
  readonly name = 'UniqueAgencyName1795420030000';
  protected readonly sqlite = {
    up: [
      `UPDATE "agency" SET "name" = substr("name", 1, 180) || ' (agency ' || "id" || ')' WHERE EXISTS (SELECT 1 FROM "agency" AS "older" WHERE "older"."name" = "agency"."name" AND "older"."id" < "agency"."id")`,
      `CREATE UNIQUE INDEX "ix_agency_name" ON "agency" ("name") `,
    ],
    down: ['DROP INDEX "ix_agency_name"'],
  };
  protected readonly mysql = {
    up: [
      "UPDATE `agency` JOIN (SELECT `later`.`id` FROM `agency` AS `later` JOIN `agency` AS `older` ON `older`.`name` = `later`.`name` AND `older`.`id` < `later`.`id` GROUP BY `later`.`id`) AS `duplicate` ON `duplicate`.`id` = `agency`.`id` SET `agency`.`name` = CONCAT(LEFT(`agency`.`name`, 180), ' (agency ', `agency`.`id`, ')')",
      'CREATE UNIQUE INDEX `ix_agency_name` ON `agency` (`name`)',
    ],
    down: ['DROP INDEX `ix_agency_name` ON `agency`'],
  };
}
