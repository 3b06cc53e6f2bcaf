import { DialectMigration } from './dialect-migration.js';

/**
 * Customer accounts carry their rights (src/common/scopes.ts). Existing accounts get all of them
 * through the column default, so they keep working as before.
 */
export class AccountScopes1795403400000 extends DialectMigration {
  readonly name = 'AccountScopes1795403400000';
  protected readonly sqlite = {
    up: [`ALTER TABLE "customer_account" ADD COLUMN "scopes" varchar(200) NOT NULL DEFAULT ('listings,contacts,persons-read,persons-write')`],
    down: ['ALTER TABLE "customer_account" DROP COLUMN "scopes"'],
  };
  protected readonly mysql = {
    up: ["ALTER TABLE `customer_account` ADD `scopes` varchar(200) NOT NULL DEFAULT 'listings,contacts,persons-read,persons-write'"],
    down: ['ALTER TABLE `customer_account` DROP COLUMN `scopes`'],
  };
}
