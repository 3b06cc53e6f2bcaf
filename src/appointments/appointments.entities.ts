import { Column, Entity, Index, PrimaryGeneratedColumn, VersionColumn } from 'typeorm';
import { shortText } from '../database/columns.js';

/** A slot persons register for on a property or a project: an open house or a viewing. */
@Entity('appointment')
@Index('ix_appointment_property', ['agencyId', 'propertyId', 'startDate'])
@Index('ix_appointment_project', ['agencyId', 'projectId', 'startDate'])
export class Appointment {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'int' })
  agencyId!: number;

  @Column({ type: 'int', nullable: true })
  propertyId!: number | null;

  @Column({ type: 'int', nullable: true })
  projectId!: number | null;

  /** The site the slot is offered on; null on every site. */
  @Column({ type: 'int', nullable: true })
  siteId!: number | null;

  /** The user who receives the visitors. */
  @Column({ type: 'int', nullable: true })
  userId!: number | null;

  /** 1 open house, 2 viewing (appointments.records.ts). */
  @Column({ type: 'int', default: 2 })
  typeId!: number;

  @Column({ type: 'datetime' })
  startDate!: Date;

  @Column({ type: 'datetime' })
  endDate!: Date;

  /** How many persons may register; 0 = no limit. */
  @Column({ type: 'int', default: 1 })
  capacity!: number;

  @Column(shortText(200))
  location!: string | null;

  @Column({ type: 'text', nullable: true })
  comment!: string | null;

  /** The last change made through a write method (the API's updatedSince); null for rows older than that record. */
  @Column({ type: 'datetime', nullable: true })
  updatedAt!: Date | null;

  /** Raised by every TypeORM update of the row (the API's ETag). */
  @VersionColumn({ default: 1 })
  version!: number;
}

/** A person registered to an appointment (AddPersonToAppointment); once per person. */
@Entity('appointment_registration')
@Index('ix_appointment_registration_person', ['agencyId', 'personId'])
@Index('ux_appointment_registration', ['appointmentId', 'personId'], { unique: true })
export class AppointmentRegistration {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'int' })
  agencyId!: number;

  @Column({ type: 'int' })
  appointmentId!: number;

  /** Null once the person was erased (GDPR): the registration still counts, without identity. */
  @Column({ type: 'int', nullable: true })
  personId!: number | null;

  @Column({ type: 'datetime' })
  registeredAt!: Date;
}
