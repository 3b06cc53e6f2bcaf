import { Inject, Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { lockCounter } from '../database/counter-lock.js';
import { runTransaction } from '../database/transactions.js';

/** Rows stamped per transaction. */
const BATCH = 2000;

/**
 * Gives committed change events their delivery `sequence`, in the order they became visible.
 *
 * The triggers append events with an insertion-ordered id inside the writing transaction, but
 * on MariaDB transactions commit in any order: an id handed out first may become visible last.
 * A reader of `id > cursor` would then skip it. So readers never see ids: the sequencer, one at a
 * time across the fleet (it locks the `sequence` counter row), reads the events that are
 * committed and not yet stamped (READ COMMITTED) and numbers them after the highest sequence so
 * far, in the same transaction that advances the counter. A transaction that commits late is
 * simply stamped in a later round, with a higher sequence; stamps become visible in order, so
 * everything at or below the counter a reader sees is final (docs/sync.md, "Ordering").
 */
@Injectable()
export class ChangeSequencer {
  constructor(@Inject(DataSource) private readonly dataSource: DataSource) {}

  /** Whether some committed event waits for its sequence (one indexed probe). */
  async pending(): Promise<boolean> {
    const rows = await this.dataSource.query<unknown[]>('SELECT 1 AS x FROM change_event WHERE sequence IS NULL LIMIT 1');
    return rows.length > 0;
  }

  /** Stamps every committed, unstamped event; returns how many. */
  async stampAll(): Promise<number> {
    let total = 0;
    for (;;) {
      const stamped = await this.stampBatch();
      total += stamped;
      if (stamped < BATCH) return total;
    }
  }

  /** Stamps events when some wait; cheap otherwise. */
  async stampPending(): Promise<number> {
    return (await this.pending()) ? this.stampAll() : 0;
  }

  private async stampBatch(): Promise<number> {
    return runTransaction(this.dataSource, (manager) => this.stampIn(manager), { isolation: 'READ COMMITTED' });
  }

  private async stampIn(manager: EntityManager): Promise<number> {
    // Lock the counter first: one sequencer at a time, fleet-wide.
    const last = await lockCounter(this.dataSource, manager, 'sequence');
    const rows = await manager.query<{ id: string | number }[]>(`SELECT id FROM change_event WHERE sequence IS NULL ORDER BY id LIMIT ${BATCH}`);
    if (rows.length === 0) return 0;
    const ids = rows.map((row) => Number(row.id));
    // sequence = id + offset keeps the batch in id order, starting right after the counter.
    const offset = last + 1 - ids[0]!;
    const placeholders = ids.map(() => '?').join(', ');
    await manager.query(`UPDATE change_event SET sequence = id + ? WHERE sequence IS NULL AND id IN (${placeholders})`, [offset, ...ids]);
    await manager.query("UPDATE sync_state SET value = ? WHERE name = 'sequence'", [ids[ids.length - 1]! + offset]);
    return ids.length;
  }
}
