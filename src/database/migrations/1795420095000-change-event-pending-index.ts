import { DialectMigration } from './dialect-migration.js';

/**
 * The sequencer's read of the events still to stamp (`WHERE sequence IS NULL ORDER BY id LIMIT
 * 2000`) on an index that yields them in id order. The unique index on `sequence` does not:
 * MariaDB treats a unique key as complete and does not extend it with the primary key, so it
 * sorted every unstamped event for each batch (1 s per batch of 2,000 with 4.5 million pending
 * after a bulk load, where this index reads the batch in 14 ms). SQLite already read them in
 * order; the index is declared on both engines like every other.
 */
export class ChangeEventPendingIndex1795420095000 extends DialectMigration {
  readonly name = 'ChangeEventPendingIndex1795420095000';
  protected readonly sqlite = {
    up: ['CREATE INDEX "ix_change_event_pending" ON "change_event" ("sequence", "id") '],
    down: ['DROP INDEX "ix_change_event_pending"'],
  };
  protected readonly mysql = {
    up: ['CREATE INDEX `ix_change_event_pending` ON `change_event` (`sequence`, `id`)'],
    down: ['DROP INDEX `ix_change_event_pending` ON `change_event`'],
  };
}
