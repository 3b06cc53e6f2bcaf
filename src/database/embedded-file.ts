import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { DatabaseConfig } from '../config/config.js';

/** The embedded database file was initialised before but is gone: start-up stops instead of starting afresh. */
export class MissingDatabaseError extends Error {
  constructor(file: string, marker: string) {
    super(
      `The database file ${file} has disappeared, though it was initialised before (${marker} exists). ` +
        `Restore the file, or delete ${marker} to start with a new, empty database.`,
    );
    this.name = 'MissingDatabaseError';
  }
}

/** What start-up knows of the embedded database file before opening it. */
export interface EmbeddedFileState {
  /** No file existed and none was ever initialised here: the demo data may go in. */
  readonly fresh: boolean;
  /** Records that the file has been initialised (call once it is open and migrated). */
  markInitialised(): void;
}

/** The marker beside an SQLite file that remembers it was initialised. */
export function initialisedMarker(file: string): string {
  return `${file}.initialised`;
}

/**
 * For an SQLite file: whether it is new, and a way to remember that it was initialised. A file
 * that was initialised before (its marker exists) but has disappeared stops start-up with
 * MissingDatabaseError, so acknowledged writes are never silently replaced by an empty or demo
 * database. Null for in-memory SQLite and for MySQL/MariaDB.
 */
export function embeddedFileState(config: DatabaseConfig): EmbeddedFileState | null {
  if (config.type !== 'sqlite' || config.url === ':memory:') return null;
  const file = config.url;
  const marker = initialisedMarker(file);
  const exists = existsSync(file);
  const marked = existsSync(marker);
  if (!exists && marked) throw new MissingDatabaseError(file, marker);
  return {
    fresh: !exists,
    markInitialised: () => {
      if (marked) return;
      mkdirSync(dirname(marker), { recursive: true });
      writeFileSync(marker, `${new Date().toISOString()}\n`);
    },
  };
}
