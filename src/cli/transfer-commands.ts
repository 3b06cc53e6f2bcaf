/** `export --agency <id> [--out file.json]` and `import <file.json> [--agency-name X]`. */
import { readFile, writeFile } from 'node:fs/promises';
import { runTransaction } from '../database/transactions.js';
import { ensureReferenceData } from '../seeding/reference-data.js';
import { resolveAgency } from './agency-commands.js';
import { allowOnly, option, UsageError, type ParsedArgs } from './cli-args.js';
import type { CliIo } from './cli-io.js';
import { exportAgency } from './transfer/export-document.js';
import { importDocument, ImportRefusedError } from './transfer/import-document.js';

/** At most this many problems are printed; the count of the rest follows. */
const SHOWN_PROBLEMS = 100;

export async function exportCommand(args: ParsedArgs, io: CliIo): Promise<number> {
  allowOnly(args, ['agency', 'out']);
  const reference = option(args, 'agency');
  if (reference === undefined) throw new UsageError('--agency is required.');
  const dataSource = await io.database();
  const agency = await resolveAgency(dataSource, reference);
  const document = await exportAgency(dataSource, agency.id);
  const json = `${JSON.stringify(document, null, 2)}\n`;
  const out = option(args, 'out');
  if (out === undefined) {
    io.stdout(json.trimEnd());
  } else {
    await writeFile(out, json, 'utf8');
    io.stderr(`Exported agency ${agency.id} "${agency.name}" to ${out}: ${document.properties.length} properties, ${document.persons.length} persons, ${document.history.length} history records.`);
  }
  return 0;
}

export async function importCommand(args: ParsedArgs, io: CliIo): Promise<number> {
  allowOnly(args, ['agency-name']);
  const file = args.positionals[1];
  if (file === undefined || args.positionals.length > 2) throw new UsageError('import needs exactly one file: import <file.json> [--agency-name X]');
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    throw new UsageError(`Cannot read ${file}: ${(error as NodeJS.ErrnoException).code ?? 'unreadable'}.`);
  }
  let document: unknown;
  try {
    document = JSON.parse(text);
  } catch (error) {
    io.stderr(`Import refused: ${file} is not valid JSON (${(error as Error).message}).`);
    return 1;
  }
  try {
    const agencyName = option(args, 'agency-name');
    const dataSource = await io.database();
    await runTransaction(dataSource, (manager) => ensureReferenceData(manager));
    const result = await importDocument(dataSource, document, agencyName === undefined ? {} : { agencyName });
    io.cacheBus?.publish('reference');
    io.cacheBus?.publish('tenant-data', String(result.agencyId));
    const summary = Object.entries(result.rows).map(([table, n]) => `${table} ${n}`).join(', ');
    io.stdout(`Imported ${file} into new agency ${result.agencyId} "${result.agencyName}": ${summary}.`);
    io.stdout(`Create an account for it with: npm run cli -- accounts create --agency ${result.agencyId} --name NAME --password-stdin`);
    return 0;
  } catch (error) {
    if (!(error instanceof ImportRefusedError)) {
      io.stderr(`Import failed and was rolled back, nothing was written: ${error instanceof Error ? error.message : String(error)}`);
      return 1;
    }
    const shown = error.problems.slice(0, SHOWN_PROBLEMS).map((p) => `  - ${p}`);
    const more = error.problems.length > SHOWN_PROBLEMS ? [`  … and ${error.problems.length - SHOWN_PROBLEMS} more`] : [];
    io.stderr([`Import refused, nothing was written. ${error.message}`, ...shown, ...more].join('\n'));
    return 1;
  }
}
