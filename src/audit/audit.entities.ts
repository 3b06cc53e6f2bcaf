import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * One write to one resource of an agency: who made it (staff user, API key, CLI operator…), when,
 * from which address, and the fields it changed with their old and new values. Written in the
 * write's own transaction (AuditedWrites), read by `GET /api/v1/audit`.
 */
@Entity('audit_entry')
@Index('ix_audit_entry_agency_time', ['agencyId', 'id'])
@Index('ix_audit_entry_resource', ['agencyId', 'resource', 'resourceId', 'id'])
export class AuditEntry {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'int' })
  agencyId!: number;

  @Column({ type: 'datetime', precision: 3 })
  at!: Date;

  /** `staff`, `api-key`, `cli`, `partner` or `system`. */
  @Column({ type: 'varchar', length: 10 })
  actorKind!: string;

  @Column({ type: 'int', nullable: true })
  actorId!: number | null;

  @Column({ type: 'varchar', length: 200 })
  actorLabel!: string;

  @Column({ type: 'varchar', length: 64, nullable: true })
  address!: string | null;

  /** The kind of record, as the API names its collection: `properties`, `projects`… */
  @Column({ type: 'varchar', length: 40 })
  resource!: string;

  @Column({ type: 'varchar', length: 40 })
  resourceId!: string;

  /** `create`, `update` or `delete`. */
  @Column({ type: 'varchar', length: 10 })
  action!: string;

  /** JSON array of `{ field, old, new }`. */
  @Column({ type: 'text' })
  changes!: string;
}
