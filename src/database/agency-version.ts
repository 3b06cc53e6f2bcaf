import type { DataSource } from 'typeorm';
import { runTransaction } from './transactions.js';

/**
 * MySQL/MariaDB: the agency's data version is the sum of its rows of `data_version`, one per
 * connection that wrote its properties, texts or pictures, its projects or their pictures, plus a
 * base row (connection 0) (migrations AgencyDataVersionPerConnection1795420080000,
 * ProjectDataVersion1795520000000). One statement over a range of the
 * primary key, a consistent read that takes no lock; it also counts the rows.
 */
export const AGENCY_VERSION_SQL = 'SELECT COALESCE(SUM(`version`), 0) AS `version`, COUNT(*) AS `parts` FROM `data_version` WHERE `agency_id` = ?';

/** A read that finds more rows than this for an agency folds them (`foldAgencyVersion`). */
export const FOLD_ABOVE_PARTS = 64;

/**
 * Adds the agency's per-connection rows that no open transaction holds to its base row and
 * deletes them, in one transaction: the sum, the version, is the same before and after for
 * every reader. READ COMMITTED with `SKIP LOCKED` takes no gap lock and never waits for a writer:
 * a row a writer holds stays; a connection whose row went writes a new one with its next write
 * (it waits at most for this short transaction). Returns how many rows were folded.
 */
export function foldAgencyVersion(dataSource: DataSource, agencyId: number): Promise<number> {
  return runTransaction(
    dataSource,
    async (manager) => {
      const rows = await manager.query<{ connection_id: number | string; version: number | string }[]>(
        'SELECT `connection_id`, `version` FROM `data_version` WHERE `agency_id` = ? AND `connection_id` > 0 FOR UPDATE SKIP LOCKED',
        [agencyId],
      );
      if (rows.length === 0) return 0;
      const total = rows.reduce((sum, row) => sum + BigInt(row.version), 0n).toString();
      await manager.query(
        'INSERT INTO `data_version` (`agency_id`, `connection_id`, `version`) VALUES (?, 0, ?) ON DUPLICATE KEY UPDATE `version` = `version` + ?',
        [agencyId, total, total],
      );
      // One exact key at a time: a statement over several keys (`IN (…)`) also reads, and waits
      // for, the row after the last one, which may be a row a writer holds.
      for (const row of rows) {
        await manager.query('DELETE FROM `data_version` WHERE `agency_id` = ? AND `connection_id` = ?', [agencyId, Number(row.connection_id)]);
      }
      return rows.length;
    },
    { isolation: 'READ COMMITTED' },
  );
}
