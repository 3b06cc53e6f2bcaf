/** What a CLI command reads and writes, so tests can run commands in-process. */
import type { DataSource } from 'typeorm';
import type { CacheBus } from '../common/cache-bus.js';

export interface CliIo {
  readonly stdout: (text: string) => void;
  readonly stderr: (text: string) => void;
  readonly stdin: NodeJS.ReadableStream;
  readonly env: NodeJS.ProcessEnv;
  /** The database, opened (and migrated) on first use. */
  readonly database: () => Promise<DataSource>;
  /** Where a command announces what it changed, so running instances drop their cached copies (REDIS_URL). */
  readonly cacheBus?: CacheBus;
}

/** Fixed-width columns for list output. */
export function table(headers: readonly string[], rows: readonly (readonly (string | number | boolean | null)[])[]): string {
  const cells = [headers, ...rows.map((row) => row.map((cell) => (cell === null ? '' : String(cell))))];
  const widths = headers.map((_, column) => Math.max(...cells.map((row) => (row[column] ?? '').length)));
  return cells.map((row) => row.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join('  ').trimEnd()).join('\n');
}
