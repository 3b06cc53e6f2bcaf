import { Column, Entity, Index, PrimaryColumn, PrimaryGeneratedColumn } from 'typeorm';
import { decimalTransformer } from '../database/columns.js';

/** MySQL drivers return BIGINT as strings, as they do DECIMAL. */
const bigintNumber = decimalTransformer;

/**
 * One change of something a partner can see, appended by the database triggers in the writing
 * transaction (src/database/migrations/change-triggers.ts). `id` is the insertion order (and the
 * record's version); `sequence` is the delivery order, stamped after commit by the sequencer, so
 * a reader of `sequence > cursor` never skips a transaction that committed late.
 */
@Entity('change_event')
@Index('ix_change_event_agency_sequence', ['agencyId', 'sequence'])
@Index('ix_change_event_record', ['resource', 'recordKey', 'id'])
// The events still to stamp, in id order (migration ChangeEventPendingIndex).
@Index('ix_change_event_pending', ['sequence', 'id'])
export class ChangeEvent {
  @PrimaryGeneratedColumn()
  id!: number;

  /** Null until the sequencer stamps it (moments after the writing transaction committed). */
  @Index('ux_change_event_sequence', { unique: true })
  @Column({ type: 'bigint', nullable: true, transformer: bigintNumber })
  sequence!: number | null;

  @Column({ type: 'int' })
  agencyId!: number;

  /** `Property` or `Project`. */
  @Column({ type: 'varchar', length: 20 })
  resource!: string;

  @Column({ type: 'int' })
  recordKey!: number;

  /** `Created`, `Changed`, `Published`, `Withdrawn` or `Deleted`. */
  @Column({ type: 'varchar', length: 20 })
  kind!: string;

  /**
   * What changed: `Record`, `Texts`, `Pictures`, `Documents`, `Project` (of a unit), `Unit` (of a
   * project), `Baseline`; several, comma-separated, when the sequencer merged a record's events.
   */
  @Column({ type: 'varchar', length: 100 })
  reason!: string;

  @Column({ type: 'datetime', precision: 3 })
  occurredAt!: Date;
}

/** Named counters of the change log: the last stamped sequence, how far compaction went, the webhook fan-out's position. */
@Entity('sync_state')
export class SyncState {
  @PrimaryColumn({ type: 'varchar', length: 40 })
  name!: string;

  @Column({ type: 'bigint', default: 0, transformer: bigintNumber })
  value!: number;
}
