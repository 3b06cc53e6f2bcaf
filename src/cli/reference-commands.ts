/** `reference load`: adds the missing global reference data (countries, channels, types, zones, cities). */
import { runTransaction } from '../database/transactions.js';
import { ensureReferenceData } from '../seeding/reference-data.js';
import { allowOnly, type ParsedArgs } from './cli-args.js';
import type { CliIo } from './cli-io.js';

export async function loadReference(args: ParsedArgs, io: CliIo): Promise<number> {
  allowOnly(args, []);
  const dataSource = await io.database();
  const added = await runTransaction(dataSource, (manager) => ensureReferenceData(manager));
  if (Object.values(added).some((n) => n > 0)) io.cacheBus?.publish('reference');
  const summary = Object.entries(added).map(([table, n]) => `${table} ${n}`).join(', ');
  io.stdout(`Reference data is complete (added: ${summary}).`);
  return 0;
}
