import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { flag, shortText } from '../database/columns.js';

/**
 * One history record. A single table holds every family (kind): automatic records written by
 * the service and back-office, calendar appointments, tasks (the only place tasks are kept:
 * CreateTask writes here, GetTaskHistories and the summaries read here), media-online
 * publications, appearances (press/portal) and website visits.
 */
@Entity('history')
@Index('ix_history_property', ['agencyId', 'propertyId', 'date'])
@Index('ix_history_person', ['agencyId', 'personId', 'date'])
@Index('ix_history_kind', ['agencyId', 'kind', 'date'])
export class History {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'int' })
  agencyId!: number;

  /** automatic | calendar | task | media-online | appearance | website-visit */
  @Column({ type: 'varchar', length: 20 })
  kind!: string;

  /** History type code (0 Contact … 26 CompanyModified). */
  @Column({ type: 'int' })
  typeId!: number;

  @Column({ type: 'datetime' })
  date!: Date;

  @Column({ type: 'int', nullable: true })
  propertyId!: number | null;

  @Column({ type: 'int', nullable: true })
  projectId!: number | null;

  @Column({ type: 'int', nullable: true })
  personId!: number | null;

  @Column({ type: 'int', nullable: true })
  userId!: number | null;

  @Column({ type: 'int', nullable: true })
  officeId!: number | null;

  @Column({ type: 'int', nullable: true })
  languageId!: number | null;

  @Column(shortText(500))
  subject!: string | null;

  @Column({ type: 'text', nullable: true })
  content!: string | null;

  /** Calendar and task: start and end (due) of the appointment or task. */
  @Column({ type: 'datetime', nullable: true })
  startDate!: Date | null;

  @Column({ type: 'datetime', nullable: true })
  endDate!: Date | null;

  @Column(shortText(200))
  location!: string | null;

  @Column(flag)
  done!: boolean;

  /** Media-online and appearance: the medium (portal, newspaper) and its address. */
  @Column(shortText(200))
  mediaName!: string | null;

  @Column(shortText(500))
  url!: string | null;

  /** Website visits: the site and the visitor's referrer/page, and the client address. */
  @Column(shortText(200))
  source!: string | null;

  @Column(shortText(64))
  clientAddress!: string | null;

  /** Task: the demand it is about (one of the person's). */
  @Column({ type: 'int', nullable: true })
  demandId!: number | null;

  /** Task: when it was marked done. */
  @Column({ type: 'datetime', nullable: true })
  doneAt!: Date | null;

  /** Task: the account or user that created it. */
  @Column(shortText(100))
  createdBy!: string | null;
}

/** The optional columns of a history record, all empty: spread it under the values of a new record. */
export const EMPTY_HISTORY_DETAILS = {
  propertyId: null,
  projectId: null,
  personId: null,
  userId: null,
  officeId: null,
  languageId: null,
  subject: null,
  content: null,
  startDate: null,
  endDate: null,
  location: null,
  done: false,
  mediaName: null,
  url: null,
  source: null,
  clientAddress: null,
  demandId: null,
  doneAt: null,
  createdBy: null,
} as const satisfies Partial<History>;
