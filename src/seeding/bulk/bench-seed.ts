/**
 * The large bench data set: `properties` realistic properties (and a tenth as many persons,
 * demands and history records) for one agency, written in batched transactions straight
 * through the driver so a million properties take minutes, not hours.
 */
import type { DataSource } from 'typeorm';
import { ChangeSequencer } from '../../changes/change-sequencer.js';
import { Random } from '../random.js';
import { BENCH_COLUMNS, BENCH_TABLES, BenchRowFactory, type BenchTable } from './bench-rows.js';
import { prepareBench } from './bench-setup.js';
import { openBulkWriter } from './bulk-writer.js';

export interface BenchOptions {
  readonly properties: number;
  readonly agencyName: string;
  /** Properties per transaction. */
  readonly batch: number;
  readonly onProgress?: (progress: BenchProgress) => void;
}

export interface BenchProgress {
  readonly properties: number;
  readonly total: number;
  readonly rows: number;
  readonly seconds: number;
}

export interface BenchSummary {
  readonly agencyId: number;
  readonly accountName: string | null;
  readonly rows: Readonly<Record<BenchTable, number>>;
  readonly totalRows: number;
  readonly seconds: number;
  readonly rowsPerSecond: number;
  readonly sizeBytes: number;
}

export async function seedBench(dataSource: DataSource, options: BenchOptions): Promise<BenchSummary> {
  const started = process.hrtime.bigint();
  const elapsed = () => Number(process.hrtime.bigint() - started) / 1e9;
  const setup = await prepareBench(dataSource, options.agencyName);
  if (setup.offices.length === 0) throw new Error(`Agency "${options.agencyName}" has no office with zones and agents to attach properties to.`);
  const writer = await openBulkWriter(dataSource);
  // The change log's triggers record every inserted row; each batch's events are stamped as soon
  // as it commits, so the data set is ready for partners (GetChanges) and a service started on it
  // does not spend its first minutes stamping millions of events.
  const sequencer = new ChangeSequencer(dataSource);
  const rows = Object.fromEntries(BENCH_TABLES.map((t) => [t, 0])) as Record<BenchTable, number>;
  try {
    const ids = {
      property: await writer.maxId('property'),
      picture: await writer.maxId('property_picture'),
      person: await writer.maxId('person'),
      demand: await writer.maxId('demand'),
      history: await writer.maxId('history'),
    };
    const factory = new BenchRowFactory(new Random(0xbe4c0000 + setup.agencyId + ids.property), setup, ids, new Date());
    for (let done = 0; done < options.properties; ) {
      const count = Math.min(options.batch, options.properties - done);
      const batch = factory.batch(count);
      await writer.transaction(async () => {
        for (const table of BENCH_TABLES) await writer.insert(table, BENCH_COLUMNS[table], batch[table]);
      });
      await sequencer.stampAll();
      for (const table of BENCH_TABLES) rows[table] += batch[table].length;
      done += count;
      options.onProgress?.({ properties: done, total: options.properties, rows: Object.values(rows).reduce((a, b) => a + b, 0), seconds: elapsed() });
    }
    const seconds = elapsed();
    const totalRows = Object.values(rows).reduce((a, b) => a + b, 0);
    return {
      agencyId: setup.agencyId,
      accountName: setup.accountName,
      rows,
      totalRows,
      seconds,
      rowsPerSecond: seconds > 0 ? totalRows / seconds : totalRows,
      sizeBytes: await writer.sizeBytes(),
    };
  } finally {
    await writer.close();
  }
}
