import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { flag, shortText } from '../database/columns.js';

/** A task for the agency's staff (call back, send a document…), about a person, a property or a demand. */
@Entity('task')
@Index('ix_task_property', ['agencyId', 'propertyId'])
@Index('ix_task_person', ['agencyId', 'personId'])
export class Task {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'int' })
  agencyId!: number;

  @Column({ type: 'varchar', length: 500 })
  subject!: string;

  @Column({ type: 'text', nullable: true })
  comment!: string | null;

  @Column({ type: 'int', nullable: true })
  personId!: number | null;

  @Column({ type: 'int', nullable: true })
  propertyId!: number | null;

  @Column({ type: 'int', nullable: true })
  demandId!: number | null;

  /** The user who is to do it. */
  @Column({ type: 'int', nullable: true })
  userId!: number | null;

  @Column({ type: 'datetime', nullable: true })
  dueDate!: Date | null;

  @Column(flag)
  done!: boolean;

  @Column({ type: 'datetime', nullable: true })
  doneAt!: Date | null;

  @Column({ type: 'datetime' })
  createdAt!: Date;

  @Column(shortText(100))
  createdBy!: string | null;
}
