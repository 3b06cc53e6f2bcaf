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
    const batch = await manager.query<PendingEvent[]>(`SELECT id, resource, record_key, kind, reason FROM change_event WHERE sequence IS NULL ORDER BY id LIMIT ${BATCH}`);
    if (batch.length === 0) return 0;
    const rows = batch.length < BATCH ? batch : [...batch, ...(await this.laterEventsOf(manager, batch))];
    const { kept, merged, superseded } = mergePending(rows);
    if (superseded.length > 0) await manager.query(`DELETE FROM change_event WHERE sequence IS NULL AND id IN (${superseded.map(() => '?').join(', ')})`, superseded);
    const byChange = new Map<string, number[]>();
    for (const event of merged) byChange.set(`${event.kind}\n${event.reason}`, [...(byChange.get(`${event.kind}\n${event.reason}`) ?? []), event.id]);
    for (const [change, ids] of byChange) {
      const [kind, reason] = change.split('\n');
      await manager.query(`UPDATE change_event SET kind = ?, reason = ? WHERE id IN (${ids.map(() => '?').join(', ')})`, [kind, reason, ...ids]);
    }
    // sequence = id + offset keeps the batch in id order, starting right after the counter.
    const offset = last + 1 - kept[0]!;
    const placeholders = kept.map(() => '?').join(', ');
    await manager.query(`UPDATE change_event SET sequence = id + ? WHERE sequence IS NULL AND id IN (${placeholders})`, [offset, ...kept]);
    await manager.query("UPDATE sync_state SET value = ? WHERE name = 'sequence'", [kept[kept.length - 1]! + offset]);
    return batch.length;
  }

  /**
   * The pending events after a full batch of the records it holds: a record's events merge into one
   * only when one round holds all of them (a large import's texts and pictures come after the
   * batch's end), so they join this round; the other records' events wait for the next one.
   */
  private async laterEventsOf(manager: EntityManager, batch: readonly PendingEvent[]): Promise<PendingEvent[]> {
    const lastId = batch[batch.length - 1]!.id;
    const keysByResource = new Map<string, Set<number>>();
    for (const row of batch) keysByResource.set(row.resource, (keysByResource.get(row.resource) ?? new Set()).add(Number(row.record_key)));
    const later: PendingEvent[] = [];
    for (const [resource, keys] of keysByResource) {
      const list = [...keys];
      later.push(
        ...(await manager.query<PendingEvent[]>(
          `SELECT id, resource, record_key, kind, reason FROM change_event WHERE sequence IS NULL AND resource = ? AND record_key IN (${list.map(() => '?').join(', ')}) AND id > ? ORDER BY id`,
          [resource, ...list, lastId],
        )),
      );
    }
    return later.sort((a, b) => Number(a.id) - Number(b.id));
  }
}

interface PendingEvent {
  id: string | number;
  resource: string;
  record_key: string | number;
  kind: string;
  reason: string;
}

/** The order reasons are named in when several merge (others follow in the order they came). */
const REASON_ORDER = ['Baseline', 'Record', 'Texts', 'Pictures', 'Documents', 'Slots', 'Buildings', 'Project', 'Unit'];
/** Kinds after which the record was published before the change began / is published after it. */
const UNPUBLISHED_BEFORE = new Set(['Created', 'Published']);
const UNPUBLISHED_AFTER = new Set(['Withdrawn', 'Deleted']);

/**
 * One event per record among those waiting for their sequence: the parts of one record written
 * in one transaction (its row, texts, pictures, documents, its project or units, whatever writes
 * them) are one change for a partner, who would otherwise fetch the record once per part. The
 * record's last event stays (its id, the version, is the highest) and takes the kind from the
 * first event's state before and the last one's after: `Created` or `Published` if it was not
 * published before, `Changed` if it was, the last kind (`Withdrawn`, `Deleted`) if it is gone
 * after. `Changed` and `Published` name every reason, comma-separated (`Record,Texts,Pictures`);
 * `Created` keeps the first event's, `Withdrawn` and `Deleted` the last one's. Events of separate
 * transactions that both wait for the same round merge too: nobody has read them yet.
 */
export function mergePending(rows: readonly PendingEvent[]): { kept: number[]; merged: { id: number; kind: string; reason: string }[]; superseded: number[] } {
  const groups = new Map<string, PendingEvent[]>();
  for (const row of rows) {
    const key = `${row.resource}:${row.record_key}`;
    const group = groups.get(key);
    if (group) group.push(row);
    else groups.set(key, [row]);
  }
  const kept: number[] = [];
  const merged: { id: number; kind: string; reason: string }[] = [];
  const superseded: number[] = [];
  for (const group of groups.values()) {
    const first = group[0]!;
    const lastEvent = group[group.length - 1]!;
    kept.push(Number(lastEvent.id));
    if (group.length === 1) continue;
    superseded.push(...group.slice(0, -1).map((event) => Number(event.id)));
    const publishedAfter = !UNPUBLISHED_AFTER.has(lastEvent.kind);
    const publishedBefore = !UNPUBLISHED_BEFORE.has(first.kind);
    const kind = !publishedAfter ? lastEvent.kind : publishedBefore ? 'Changed' : first.kind;
    let reason: string;
    if (kind === 'Created') reason = first.reason;
    else if (!publishedAfter) reason = lastEvent.reason;
    else {
      const named = [...new Set(group.flatMap((event) => event.reason.split(',')))];
      const rank = (name: string) => (REASON_ORDER.includes(name) ? REASON_ORDER.indexOf(name) : REASON_ORDER.length + named.indexOf(name));
      reason = named.sort((a, b) => rank(a) - rank(b)).join(',');
    }
    if (kind !== lastEvent.kind || reason !== lastEvent.reason) merged.push({ id: Number(lastEvent.id), kind, reason });
  }
  kept.sort((a, b) => a - b);
  return { kept, merged, superseded };
}
