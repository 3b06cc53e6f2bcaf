import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { flag } from '../database/columns.js';

/** One item of a property's checklist (EPC ordered, keys received, photos taken…). */
@Entity('checklist_item')
@Index('ix_checklist_item_property', ['agencyId', 'propertyId', 'position'])
export class ChecklistItem {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'int' })
  agencyId!: number;

  @Column({ type: 'int' })
  propertyId!: number;

  @Column({ type: 'int', default: 0 })
  position!: number;

  @Column({ type: 'varchar', length: 200 })
  name!: string;

  @Column(flag)
  done!: boolean;

  @Column({ type: 'datetime', nullable: true })
  doneAt!: Date | null;
}
