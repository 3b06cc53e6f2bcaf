import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { flag, shortText } from '../database/columns.js';

/** A member of an agency's staff (a user): the agent responsible for properties and projects. */
@Entity('agency_user')
@Index('ix_agency_user_department', ['agencyId', 'departmentId'])
export class AgencyUser {
  @PrimaryGeneratedColumn()
  id!: number;

  @Index()
  @Column({ type: 'int' })
  agencyId!: number;

  @Column({ type: 'int', nullable: true })
  officeId!: number | null;

  @Column({ type: 'int', nullable: true })
  departmentId!: number | null;

  @Column({ type: 'varchar', length: 100 })
  name!: string;

  @Column(shortText(100))
  firstName!: string | null;

  @Column(shortText(200))
  email!: string | null;

  @Column(shortText(50))
  phoneNumber!: string | null;

  @Column(shortText(50))
  mobileNumber!: string | null;

  @Column(shortText(100))
  function!: string | null;

  @Column(shortText(500))
  pictureUrl!: string | null;

  @Column({ type: 'int', default: 1 })
  languageId!: number;

  /** Kept off the agency's website (agent cards, user lists), unless a client asks to include it. */
  @Column(flag)
  hiddenOnWeb!: boolean;
}

/** A department of an agency (sales, rentals, projects…): users belong to at most one. */
@Entity('department')
export class Department {
  @PrimaryGeneratedColumn()
  id!: number;

  @Index()
  @Column({ type: 'int' })
  agencyId!: number;

  @Column({ type: 'varchar', length: 100 })
  name!: string;

  @Column({ type: 'int', default: 0 })
  showOrder!: number;
}
