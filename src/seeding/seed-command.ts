/**
 * The large bench data set:
 *
 *   npm run seed -- --properties 1000000 [--agency-name "Bench Agency"] [--batch 5000]
 *
 * DATABASE_URL selects the database (default: the embedded SQLite file). Creates the reference
 * data and the bench agency (account bench/bench) when missing, then adds N properties.
 */
import { ConfigError, loadConfig } from '../config/config.js';
import { openDatabase } from '../database/data-source.js';
import { ENTITIES } from '../schema.js';
import { BENCH_ACCOUNT, BENCH_PERSON_PASSWORD } from './bulk/bench-setup.js';
import { seedBench, type BenchSummary } from './bulk/bench-seed.js';

const USAGE = `Usage: npm run seed -- --properties N [--agency-name NAME] [--batch SIZE]

  --properties N     properties to add (1 to 10,000,000), with N/10 persons, demands and history records
  --agency-name X    agency to add them to, created when missing (default "Bench Agency")
  --batch SIZE       properties per transaction (100 to 100,000; default 5000)

DATABASE_URL selects the database (sqlite:path or mysql://user:pass@host/db).
The agency gets the customer account ${BENCH_ACCOUNT.name}/${BENCH_ACCOUNT.password}; every generated person logs in with password "${BENCH_PERSON_PASSWORD}".`;

interface SeedArguments {
  properties: number;
  agencyName: string;
  batch: number;
}

class UsageError extends Error {}

function wholeNumber(name: string, raw: string | undefined, min: number, max: number): number {
  if (raw === undefined || !/^\d[\d_]*$/.test(raw)) throw new UsageError(`${name} needs a whole number.`);
  const value = Number(raw.replace(/_/g, ''));
  if (value < min || value > max) throw new UsageError(`${name} must be between ${min} and ${max}.`);
  return value;
}

function parseSeedArguments(argv: readonly string[]): SeedArguments | 'help' {
  const result: SeedArguments = { properties: 0, agencyName: 'Bench Agency', batch: 5000 };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] as string;
    const [flag, inline] = arg.includes('=') ? [arg.slice(0, arg.indexOf('=')), arg.slice(arg.indexOf('=') + 1)] : [arg, undefined];
    const next = () => inline ?? argv[++i];
    if (flag === '--help' || flag === '-h') return 'help';
    else if (flag === '--properties') result.properties = wholeNumber('--properties', next(), 1, 10_000_000);
    else if (flag === '--batch') result.batch = wholeNumber('--batch', next(), 100, 100_000);
    else if (flag === '--agency-name') {
      const name = next();
      if (!name || name.trim() === '' || name.length > 200) throw new UsageError('--agency-name needs a name of 1 to 200 characters.');
      result.agencyName = name.trim();
    } else throw new UsageError(`Unknown argument: ${arg}`);
  }
  if (result.properties === 0) throw new UsageError('--properties is required.');
  return result;
}

function report(summary: BenchSummary, database: string): string {
  const lines = Object.entries(summary.rows).map(([table, count]) => `  ${table.padEnd(18)} ${count.toLocaleString('en-US').padStart(12)}`);
  return [
    `Seeded agency ${summary.agencyId} on ${database}${summary.accountName ? ` (account ${summary.accountName})` : ''}:`,
    ...lines,
    `  ${'total'.padEnd(18)} ${summary.totalRows.toLocaleString('en-US').padStart(12)}`,
    `Time: ${summary.seconds.toFixed(1)} s, ${Math.round(summary.rowsPerSecond).toLocaleString('en-US')} rows/s`,
    `Database size: ${(summary.sizeBytes / 1024 / 1024).toFixed(1)} MiB`,
  ].join('\n');
}

async function main(): Promise<number> {
  let args: SeedArguments | 'help';
  let config;
  try {
    args = parseSeedArguments(process.argv.slice(2));
    if (args === 'help') {
      console.log(USAGE);
      return 0;
    }
    config = loadConfig();
  } catch (error) {
    if (error instanceof UsageError || error instanceof ConfigError) {
      console.error(`${error.message}\n\n${USAGE}`);
      return 2;
    }
    throw error;
  }
  const label = config.database.type === 'sqlite' ? `SQLite ${config.database.url}` : `MySQL/MariaDB ${new URL(config.database.url).pathname.slice(1)}`;
  const dataSource = await openDatabase(config.database, { entities: ENTITIES });
  try {
    let lastPrint = 0;
    const summary = await seedBench(dataSource, {
      ...args,
      onProgress: (p) => {
        if (p.properties < p.total && p.seconds - lastPrint < 2) return;
        lastPrint = p.seconds;
        const rate = Math.round(p.rows / Math.max(p.seconds, 0.001)).toLocaleString('en-US');
        console.log(`${p.properties.toLocaleString('en-US')}/${p.total.toLocaleString('en-US')} properties (${Math.floor((p.properties / p.total) * 100)}%), ${p.seconds.toFixed(1)} s, ${rate} rows/s`);
      },
    });
    console.log(report(summary, label));
    return 0;
  } finally {
    await dataSource.destroy();
  }
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(`Seeding failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  },
);
