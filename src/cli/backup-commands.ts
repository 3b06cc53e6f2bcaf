/** `backup --out FILE`: a consistent copy of the embedded SQLite database, taken while the service serves. */
import { existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import type { Database } from 'better-sqlite3';
import { allowOnly, requiredOption, UsageError, type ParsedArgs } from './cli-args.js';
import type { CliIo } from './cli-io.js';

/**
 * SQLite's online backup API (better-sqlite3's `backup`): the copy is taken page by page from a
 * read transaction of its own, so the running service goes on reading and writing, and the copy
 * is the database as of one moment (a write during the copy restarts it). MySQL/MariaDB have their
 * own tools (docs/operations.md): this command refuses them.
 */
export async function backupCommand(args: ParsedArgs, io: CliIo): Promise<number> {
  allowOnly(args, ['out']);
  if (args.positionals.length > 1) throw new UsageError('backup takes no arguments: backup --out FILE.sqlite');
  const out = resolve(requiredOption(args, 'out'));
  if (existsSync(out)) {
    io.stderr(`Backup refused: ${out} exists (a backup never overwrites a file).`);
    return 1;
  }
  if (!existsSync(dirname(out))) {
    io.stderr(`Backup refused: there is no directory ${dirname(out)}.`);
    return 1;
  }
  const dataSource = await io.database();
  if (dataSource.options.type !== 'better-sqlite3') {
    io.stderr('backup copies the embedded SQLite database; for MySQL/MariaDB use mariadb-dump --single-transaction or mariadb-backup (docs/operations.md).');
    return 1;
  }
  const database = (dataSource.driver as unknown as { databaseConnection: Database }).databaseConnection;
  const started = Date.now();
  const { totalPages } = await database.backup(out);
  io.stderr(`Backed up the database to ${out}: ${totalPages} pages in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
  return 0;
}
