import { Column, Entity, Index, PrimaryGeneratedColumn, VersionColumn } from 'typeorm';

/** How a lead arrived: a contact request, a person's registration, a demand registration, a viewing registration. */
export const LEAD_KINDS = ['contact', 'registration', 'demand', 'viewing'] as const;
export type LeadKind = (typeof LEAD_KINDS)[number];

/** Where a lead stands in the agency's inbox. */
export const LEAD_STATUSES = ['new', 'handled'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

/**
 * One entry of the agency's lead inbox: something a visitor sent through a website or a partner
 * (ContactMe, ContactOnMe, RegisterPerson, DemandRegister, AddPersonToAppointment), with its
 * handling state and the staff member it is assigned to. What was sent stays where it always was
 * (the history record, the person, the demand, the registration); the lead points at it.
 */
@Entity('lead')
@Index('ix_lead_status', ['agencyId', 'status', 'id'])
@Index('ix_lead_assignee', ['agencyId', 'assignedUserId', 'id'])
@Index('ix_lead_person', ['agencyId', 'personId'])
@Index('ix_lead_changed', ['agencyId', 'updatedAt'])
export class Lead {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'int' })
  agencyId!: number;

  /** LEAD_KINDS. */
  @Column({ type: 'varchar', length: 20 })
  kind!: string;

  /** LEAD_STATUSES. */
  @Column({ type: 'varchar', length: 10, default: 'new' })
  status!: string;

  /** The agency user (agency_user) who handles it; null while unassigned. */
  @Column({ type: 'int', nullable: true })
  assignedUserId!: number | null;

  /** The person who sent it; null once that person was erased (GDPR). */
  @Column({ type: 'int', nullable: true })
  personId!: number | null;

  @Column({ type: 'int', nullable: true })
  propertyId!: number | null;

  @Column({ type: 'int', nullable: true })
  projectId!: number | null;

  /** The history record holding the message (contact requests, viewing registrations). */
  @Column({ type: 'int', nullable: true })
  historyId!: number | null;

  /** The demand the lead stored or changed (registrations with criteria). */
  @Column({ type: 'int', nullable: true })
  demandId!: number | null;

  /** The slot a viewing registration is for. */
  @Column({ type: 'int', nullable: true })
  appointmentId!: number | null;

  @Column({ type: 'datetime' })
  receivedAt!: Date;

  /** When the lead was last marked handled; null while new. */
  @Column({ type: 'datetime', nullable: true })
  handledAt!: Date | null;

  /** The last change of the lead (arrival, status, assignee). */
  @Column({ type: 'datetime' })
  updatedAt!: Date;

  /** Raised by every TypeORM update of the row (the API's ETag). */
  @VersionColumn({ default: 1 })
  version!: number;
}
