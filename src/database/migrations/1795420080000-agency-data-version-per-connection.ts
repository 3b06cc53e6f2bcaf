import { dataVersionTriggers, type DataVersionTrigger, SINGLE_ROW_TRIGGERS } from './1795420050000-agency-data-version.js';
import { DialectMigration } from './dialect-migration.js';

/** Adds one to the writing connection's row of the agency (created by its first write). */
export const bump = (agency: string) =>
  `INSERT INTO \`data_version\` (\`agency_id\`, \`connection_id\`, \`version\`) VALUES (${agency}, CONNECTION_ID(), 1) ON DUPLICATE KEY UPDATE \`version\` = \`version\` + 1`;

const PER_CONNECTION_TRIGGERS = dataVersionTriggers('data_version_connection', bump);

/**
 * Created right before the change-log trigger of the same table and event, where the triggers it
 * replaces ran (1795420050000 came before the change log), so every write runs its triggers in
 * the same order as before.
 */
const create = ([name, event, table, body]: DataVersionTrigger) =>
  `CREATE TRIGGER \`${name}\` AFTER ${event} ON \`${table}\` FOR EACH ROW PRECEDES \`change_${table}_${event.toLowerCase()}\` ${body}`;
const drop = ([name]: DataVersionTrigger) => `DROP TRIGGER \`${name}\``;

/**
 * MySQL/MariaDB: the agency's data version without a hot row. Before, every write of an agency
 * bumped the agency's single `data_version` row, so every write transaction of the agency held
 * that row's exclusive lock until it committed: the agency's writers queued behind each other,
 * and two of them deadlocked when the one waiting for the row held a property the other went on
 * to write.
 *
 * Now the version is the SUM of a row per (agency, connection): a trigger adds one to the row of
 * the writing connection (`CONNECTION_ID()`), created by the connection's first write. A
 * connection runs one transaction at a time, so two open transactions never write the same row.
 * Every commit raises the sum, in whatever order transactions commit: a transaction that began
 * first and commits last raises it when it commits (its row is invisible to readers until then),
 * where the highest of ids handed out at insert time would already have passed it. The reader's
 * statement is one range of the primary key: `SELECT SUM(version) … WHERE agency_id = ?`, a plain
 * consistent read that takes no lock.
 *
 * Locks: the bump is `INSERT … ON DUPLICATE KEY UPDATE` on the primary key and nothing else. On
 * the clustered primary key InnoDB's duplicate check locks the found record only (never its
 * gap), and the insert of a new key takes an insert-intention lock, which waits only for gap
 * locks of other transactions. Nothing takes gap locks on this table: readers do not lock, and
 * the fold (below) runs in READ COMMITTED. So a connection's first write of an agency waits for
 * no one either (test/integration/agency-data-version.test.ts holds several first writes of one
 * agency open at once). What is avoided: an UPDATE of the connection's row followed by an
 * INSERT when it found none (the UPDATE of a missing key gap-locks under REPEATABLE READ, and two
 * first writes then deadlock on each other's gap), and a unique secondary key (its duplicate
 * checks take next-key locks).
 *
 * The rows of an agency are folded into its base row (connection 0) when a read finds many
 * (src/database/agency-version.ts): in one READ COMMITTED transaction, the rows that no open
 * transaction holds (`FOR UPDATE SKIP LOCKED`) are added to the base row and deleted, so the sum
 * is the same before and after, whether their connections still exist or not (a connection whose
 * row was folded starts a new one with its next write). The existing single rows become the base
 * rows (connection 0) here, so the versions read go on from where they were.
 *
 * The replacement triggers are created before the old ones are dropped: a write in between is
 * counted twice (harmless: the version only has to change), never missed. `down` does the same
 * the other way round, then adds each agency's rows into one.
 */
export class AgencyDataVersionPerConnection1795420080000 extends DialectMigration {
  readonly name = 'AgencyDataVersionPerConnection1795420080000';
  protected readonly sqlite = { up: [], down: [] };
  protected readonly mysql = {
    up: [
      'ALTER TABLE `data_version` ADD `connection_id` bigint unsigned NOT NULL DEFAULT 0 AFTER `agency_id`, DROP PRIMARY KEY, ADD PRIMARY KEY (`agency_id`, `connection_id`)',
      ...PER_CONNECTION_TRIGGERS.map(create),
      ...SINGLE_ROW_TRIGGERS.map(drop),
    ],
    down: [
      // The old triggers write the base rows (the new column's default) until the table is changed back.
      ...SINGLE_ROW_TRIGGERS.map(create),
      ...PER_CONNECTION_TRIGGERS.map(drop),
      'INSERT INTO `data_version` (`agency_id`, `connection_id`, `version`) SELECT `agency_id`, 0, SUM(`version`) FROM `data_version` WHERE `connection_id` <> 0 GROUP BY `agency_id` ON DUPLICATE KEY UPDATE `version` = `version` + VALUES(`version`)',
      'DELETE FROM `data_version` WHERE `connection_id` <> 0',
      'ALTER TABLE `data_version` DROP PRIMARY KEY, DROP `connection_id`, ADD PRIMARY KEY (`agency_id`)',
    ],
  };
}
