/** `export --agency <id> [--out file.json]`, `import <file.json> [--agency-name X]` and `import <file.json> --into AGENCY [--dry-run] [--withdraw-missing]`. */
import { readFile, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { loadToolConfig } from '../config/config.js';
import { runTransaction } from '../database/transactions.js';
import { ensureReferenceData } from '../seeding/reference-data.js';
import { cliDatabasePrefix } from '../seeding/start-data.js';
import { resolveAgency } from './agency-commands.js';
import { allowOnly, option, UsageError, type ParsedArgs } from './cli-args.js';
import type { CliIo } from './cli-io.js';
import { exportAgency } from './transfer/export-document.js';
import { mediaPublicBaseUrl } from '../config/config.js';
import { importDocument, ImportRefusedError } from './transfer/import-document.js';
import { importInto } from './transfer/import-into.js';
import { mediaService } from './media-commands.js';
import { TenantScope } from '../database/tenant-scope.js';
import { sqlStatementsFor } from '../database/sql-statements.js';

/** At most this many problems are printed; the count of the rest follows. */
const SHOWN_PROBLEMS = 100;

export async function exportCommand(args: ParsedArgs, io: CliIo): Promise<number> {
  allowOnly(args, ['agency', 'out']);
  const reference = option(args, 'agency');
  if (reference === undefined) throw new UsageError('--agency is required.');
  const dataSource = await io.database();
  const agency = await resolveAgency(dataSource, reference);
  const document = await exportAgency(dataSource, agency.id, mediaPublicBaseUrl(io.env));
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
  allowOnly(args, ['agency-name', 'into', 'dry-run', 'withdraw-missing']);
  const file = args.positionals[1];
  if (file === undefined || args.positionals.length > 2) throw new UsageError('import needs exactly one file: import <file.json> [--agency-name X] | import <file.json> --into AGENCY [--dry-run] [--withdraw-missing]');
  const into = option(args, 'into');
  if (into === undefined && (args.options.has('dry-run') || args.options.has('withdraw-missing'))) throw new UsageError('--dry-run and --withdraw-missing go with --into AGENCY.');
  if (into !== undefined && args.options.has('agency-name')) throw new UsageError('--agency-name names a new agency; it does not go with --into.');
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
  if (into !== undefined) return importIntoCommand(args, io, into, document, dirname(file));
  try {
    const agencyName = option(args, 'agency-name');
    const dataSource = await io.database();
    await runTransaction(dataSource, (manager) => ensureReferenceData(manager));
    const result = await importDocument(dataSource, document, agencyName === undefined ? {} : { agencyName });
    io.cacheBus?.publish('reference');
    io.cacheBus?.publish('tenant-data', String(result.agencyId));
    const summary = Object.entries(result.rows).map(([table, n]) => `${table} ${n}`).join(', ');
    io.stdout(`Imported ${file} into new agency ${result.agencyId} "${result.agencyName}": ${summary}.`);
    // Named with the database it was imported into, so that the command, run as printed, acts on it.
    const prefix = cliDatabasePrefix(loadToolConfig(io.env).database);
    io.stdout(`Create an account for it with: ${prefix}npm run -s cli -- accounts create --agency ${result.agencyId} --name NAME --password-stdin`);
    return 0;
  } catch (error) {
    if (!(error instanceof ImportRefusedError)) {
      io.stderr(`Import failed and was rolled back, nothing was written: ${error instanceof Error ? error.message : String(error)}`);
      return 1;
    }
    return refused(io, error);
  }
}

function refused(io: CliIo, error: ImportRefusedError): number {
  const shown = error.problems.slice(0, SHOWN_PROBLEMS).map((p) => `  - ${p}`);
  const more = error.problems.length > SHOWN_PROBLEMS ? [`  … and ${error.problems.length - SHOWN_PROBLEMS} more`] : [];
  io.stderr([`Import refused, nothing was written. ${error.message}`, ...shown, ...more].join('\n'));
  return 1;
}

/**
 * `import FILE --into AGENCY`: upserts the document's projects and properties by reference. Prints
 * one JSON line per project, then per property (`{"resource","action","reference","id"}`), and a
 * last line with the counts (the properties', and the projects' under `projects`).
 */
async function importIntoCommand(args: ParsedArgs, io: CliIo, into: string, document: unknown, baseDir: string): Promise<number> {
  const dataSource = await io.database();
  const agency = await resolveAgency(dataSource, into);
  const dryRun = args.options.has('dry-run');
  const statements = sqlStatementsFor(dataSource);
  try {
    const media = loadToolConfig(io.env).media;
    const pictures = mediaService(io, dataSource, new TenantScope(dataSource, statements));
    const pictureSources = { baseDir, pictures, maxBytes: media.maxBytes, fetchTimeoutMs: media.fetchTimeoutMs, allowPrivate: media.fetchAllowPrivate };
    const result = await importInto(dataSource, agency.id, document, { dryRun, withdrawMissing: args.options.has('withdraw-missing'), pictureSources }, io.cacheBus);
    for (const project of result.projects) io.stdout(JSON.stringify({ resource: 'project', ...project }));
    for (const property of result.properties) io.stdout(JSON.stringify({ resource: 'property', ...property }));
    io.stdout(JSON.stringify({ summary: { agency: { id: agency.id, name: agency.name }, dryRun, ...result.counts, projects: result.projectCounts } }));
    return 0;
  } catch (error) {
    if (error instanceof ImportRefusedError) return refused(io, error);
    io.stderr(`Import failed and was rolled back, nothing was written: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  } finally {
    await statements.close();
  }
}
