import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * The first answer to a POST sent with an `Idempotency-Key`, kept 24 hours so that a retry with
 * the same key gets the same answer instead of a second write. Keys belong to an agency and a
 * caller (the key or staff user that sent it): another caller's key is another record.
 */
@Entity('idempotency_record')
@Index('ix_idempotency_record_key', ['agencyId', 'caller', 'key'], { unique: true })
@Index('ix_idempotency_record_expiry', ['expiresAt'])
export class IdempotencyRecord {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'int' })
  agencyId!: number;

  /** `api-key:<id>` or `staff:<id>`. */
  @Column({ type: 'varchar', length: 40 })
  caller!: string;

  @Column({ type: 'varchar', length: 255 })
  key!: string;

  /** Hex SHA-256 of the method, path and body: the same key with another request is refused. */
  @Column({ type: 'varchar', length: 64 })
  requestHash!: string;

  /** Null while the first request is being served. */
  @Column({ type: 'int', nullable: true })
  status!: number | null;

  /** The headers worth replaying (Location, ETag) as JSON. */
  @Column({ type: 'text', nullable: true })
  headers!: string | null;

  @Column({ type: 'text', nullable: true })
  body!: string | null;

  @Column({ type: 'datetime' })
  createdAt!: Date;

  @Column({ type: 'datetime' })
  expiresAt!: Date;
}
