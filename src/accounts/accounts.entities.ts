import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { ACCOUNT_SCOPES } from '../common/scopes.js';
import { flag, shortText } from '../database/columns.js';

/** Every right, as stored: the column default, so existing accounts keep all rights. */
export const ALL_SCOPES_TEXT = ACCOUNT_SCOPES.join(',');

/** A real-estate agency: the tenant every record belongs to. Its name is unique (the CLI finds agencies by name). */
@Entity('agency')
@Index('ix_agency_name', ['name'], { unique: true })
export class Agency {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'varchar', length: 200 })
  name!: string;

  @Column(shortText(200))
  email!: string | null;

  @Column(shortText(50))
  phone!: string | null;

  /** The language of every answer to a request that names none (1 NL … 6 CA). */
  @Column({ type: 'int', default: 1 })
  defaultLanguageId!: number;

  @CreateDateColumn({ type: 'datetime' })
  createdAt!: Date;
}

/** A customer account: the CustomerName/CustomerPassword a client sends with every call. */
@Entity('customer_account')
export class CustomerAccount {
  @PrimaryGeneratedColumn()
  id!: number;

  @Index()
  @Column({ type: 'int' })
  agencyId!: number;

  @Index({ unique: true })
  @Column({ type: 'varchar', length: 100 })
  name!: string;

  /** PHC string of a slow salted hash (argon2id; earlier scrypt hashes until the next login). */
  @Column({ type: 'varchar', length: 255 })
  passwordHash!: string;

  @Column(flag)
  disabled!: boolean;

  @CreateDateColumn({ type: 'datetime' })
  createdAt!: Date;

  @Column({ type: 'datetime', nullable: true })
  passwordChangedAt!: Date | null;

  /** Comma-separated rights (src/common/scopes.ts); accounts created before scopes hold all of them. */
  @Column({ type: 'varchar', length: 200, default: ALL_SCOPES_TEXT })
  scopes!: string;
}
