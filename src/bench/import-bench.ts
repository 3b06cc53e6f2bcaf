/**
 * The incremental import benchmark (`npm run bench -- --import [--properties 10000] [--changed 5]`):
 * an agency's CRM sends its whole listing again, of which a few percent changed.
 *
 * 1. Seeds an agency with N properties (the bench generator, change-log triggers on), adopts them
 *    once (`import --into` of its own export, which gives each property its reference `P<id>`)
 *    and exports the agency again: the document a CRM would send, every property with a reference.
 * 2. Changes the price of `--changed` percent of the properties in that document.
 * 3. Times the dry run, the import, the sequencer's stamping of the events it wrote, and a second
 *    import of the same document (nothing left to change), each from the document as a file
 *    (read and parsed, as `listing-cli import FILE --into AGENCY` does).
 * The counts each step reports are checked: a fast import that changed the wrong number of
 * properties fails the bench. DATABASE_URL selects the database (default: a temporary SQLite file).
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ChangeSequencer } from '../changes/change-sequencer.js';
import { exportAgency } from '../cli/transfer/export-document.js';
import { referenceIds } from '../cli/transfer/import-document.js';
import { importInto, type ImportIntoResult } from '../cli/transfer/import-into.js';
import { validateDocument } from '../cli/transfer/validate-document.js';
import { loadConfig } from '../config/config.js';
import { openDatabase } from '../database/data-source.js';
import { ENTITIES } from '../schema.js';
import { seedBench } from '../seeding/bulk/bench-seed.js';

export interface ImportBenchOptions {
  readonly properties: number;
  /** Percent of the properties whose price the document changes. */
  readonly changedPercent: number;
}

export interface ImportBenchStep {
  readonly step: string;
  readonly seconds: number;
  /** The bench process's CPU time in the step (user + system): on SQLite, in-process and single-threaded, about what the step takes on an idle machine. */
  readonly cpuSeconds: number;
  readonly counts?: ImportIntoResult['counts'];
}

type Counts = ImportIntoResult['counts'];

function expectCounts(step: string, actual: Counts, expected: Counts): void {
  if (JSON.stringify(actual) !== JSON.stringify(expected)) throw new Error(`${step}: expected ${JSON.stringify(expected)}, the import reported ${JSON.stringify(actual)}`);
}

interface Timing {
  readonly seconds: number;
  readonly cpuSeconds: number;
}

async function timed<T>(run: () => Promise<T>): Promise<Timing & { value: T }> {
  const started = process.hrtime.bigint();
  const cpu = process.cpuUsage();
  const value = await run();
  const used = process.cpuUsage(cpu);
  return { value, seconds: Number(process.hrtime.bigint() - started) / 1e9, cpuSeconds: (used.user + used.system) / 1e6 };
}

export async function runImportBench(options: ImportBenchOptions): Promise<ImportBenchStep[]> {
  const scratch = mkdtempSync(join(tmpdir(), 'listing-import-bench-'));
  const config = loadConfig({ ...process.env, DATABASE_URL: process.env['DATABASE_URL'] ?? `sqlite:${join(scratch, 'bench.sqlite')}` });
  const dataSource = await openDatabase(config.database, { entities: ENTITIES });
  const steps: ImportBenchStep[] = [];
  const record = (step: string, { seconds, cpuSeconds }: Timing, counts?: Counts) => {
    steps.push({ step, seconds, cpuSeconds, ...(counts ? { counts } : {}) });
    console.log(`${step.padEnd(60)} ${seconds.toFixed(2).padStart(8)} s  (CPU ${cpuSeconds.toFixed(2).padStart(7)} s)${counts ? `  ${JSON.stringify(counts)}` : ''}`);
  };
  try {
    const sequencer = new ChangeSequencer(dataSource);
    const file = join(scratch, 'document.json');
    const fromFile = () => JSON.parse(readFileSync(file, 'utf8')) as unknown;
    console.log(`import benchmark: ${config.database.type}, ${options.properties} properties, ${options.changedPercent} % changed`);

    const seeded = await timed(() => seedBench(dataSource, { properties: options.properties, agencyName: `Import bench ${Date.now().toString(36)}`, batch: 5000 }));
    const agencyId = seeded.value.agencyId;
    record(`seed ${options.properties} properties (change-log triggers on)`, seeded);

    const adopted = await timed(async () => importInto(dataSource, agencyId, await exportAgency(dataSource, agencyId)));
    if (adopted.value.counts.created + adopted.value.counts.withdrawn > 0) throw new Error(`adoption created or withdrew properties: ${JSON.stringify(adopted.value.counts)}`);
    record('adopt them (export, import --into: references given)', adopted, adopted.value.counts);
    await sequencer.stampAll();

    const exported = await timed(() => exportAgency(dataSource, agencyId));
    const document = exported.value as unknown as { properties: Record<string, unknown>[] };
    const every = Math.max(1, Math.round(100 / options.changedPercent));
    let changed = 0;
    document.properties.forEach((property, index) => {
      if (index % every !== 0) return;
      property['Price'] = Number(property['Price'] ?? 0) + 1000;
      changed++;
    });
    writeFileSync(file, JSON.stringify(document));
    record(`export the agency (${document.properties.length} properties), change ${changed} prices`, exported);
    const incremental = { created: 0, changed, unchanged: options.properties - changed, withdrawn: 0 };

    const references = await referenceIds(dataSource);
    const validated = await timed(async () => validateDocument(fromFile(), references));
    if (validated.value.length > 0) throw new Error(`the document is not valid: ${validated.value.slice(0, 3).join('; ')}`);
    record('of which: read, parse and validate the document (no writes)', validated);

    const dryRun = await timed(() => importInto(dataSource, agencyId, fromFile(), { dryRun: true }));
    expectCounts('dry run', dryRun.value.counts, incremental);
    record('import --into --dry-run (read, validate, compare, roll back)', dryRun, dryRun.value.counts);

    const imported = await timed(() => importInto(dataSource, agencyId, fromFile()));
    expectCounts('import', imported.value.counts, incremental);
    record('import --into (read, validate, write in one transaction)', imported, imported.value.counts);

    const stamped = await timed(() => sequencer.stampAll());
    record(`the sequencer stamps its change events (${stamped.value})`, stamped);

    const again = await timed(() => importInto(dataSource, agencyId, fromFile()));
    expectCounts('repeat', again.value.counts, { created: 0, changed: 0, unchanged: options.properties, withdrawn: 0 });
    record('the same document again (nothing to change)', again, again.value.counts);
    record('import and stamping together', { seconds: imported.seconds + stamped.seconds, cpuSeconds: imported.cpuSeconds + stamped.cpuSeconds });
    return steps;
  } finally {
    await dataSource.destroy();
    rmSync(scratch, { recursive: true, force: true });
  }
}
