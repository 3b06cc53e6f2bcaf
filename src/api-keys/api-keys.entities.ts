import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * A key an agency's integration calls the agency API with (`Authorization: Bearer lsk_…`).
 * Only the SHA-256 of the key is kept: the key itself is shown once, when it is made.
 */
@Entity('api_key')
@Index('ix_api_key_hash', ['keyHash'], { unique: true })
@Index('ix_api_key_agency', ['agencyId'])
export class ApiKey {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'int' })
  agencyId!: number;

  /** What the agency calls it ("CRM sync", "website"). */
  @Column({ type: 'varchar', length: 100 })
  name!: string;

  /** `viewer`, `editor` or `admin`. */
  @Column({ type: 'varchar', length: 10 })
  role!: string;

  /** Hex SHA-256 of the whole key. */
  @Column({ type: 'varchar', length: 64 })
  keyHash!: string;

  /** The key's first characters (`lsk_` and 4 more), so a listing can tell keys apart without the secret. */
  @Column({ type: 'varchar', length: 12 })
  keyStart!: string;

  @Column({ type: 'datetime' })
  createdAt!: Date;

  @Column({ type: 'datetime', nullable: true })
  revokedAt!: Date | null;

  /** When the key was last accepted (recorded at most once a minute). */
  @Column({ type: 'datetime', nullable: true })
  lastUsedAt!: Date | null;
}
