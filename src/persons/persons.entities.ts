import { Column, Entity, Index, PrimaryGeneratedColumn, VersionColumn } from 'typeorm';
import { flag, money, shortText } from '../database/columns.js';

/** A person (contact, customer, owner) of an agency. Email is unique within an agency. */
@Entity('person')
@Index('ix_person_email', ['agencyId', 'email'], { unique: true })
@Index('ix_person_name', ['agencyId', 'name'])
@Index('ix_person_changed', ['agencyId', 'lastChangedAt'])
export class Person {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'int' })
  agencyId!: number;

  @Column({ type: 'int', nullable: true })
  officeId!: number | null;

  @Column({ type: 'int', nullable: true })
  addressTitle!: number | null;

  @Column({ type: 'int', nullable: true })
  letterTitle!: number | null;

  @Column({ type: 'varchar', length: 100, default: '' })
  name!: string;

  @Column(shortText(100))
  firstName!: string | null;

  @Column(shortText(50))
  phoneNumber!: string | null;

  @Column(shortText(50))
  mobileNumber!: string | null;

  /** Street and house number (AddressA). */
  @Column(shortText(200))
  addressA!: string | null;

  @Column(shortText(20))
  zip!: string | null;

  @Column(shortText(100))
  city!: string | null;

  @Column({ type: 'int', nullable: true })
  countryId!: number | null;

  /** Lower-cased; null for persons without an email address. */
  @Column(shortText(200))
  email!: string | null;

  /** PHC string of a slow salted hash; null when the person has no login. */
  @Column(shortText(255))
  passwordHash!: string | null;

  @Column(shortText(50))
  ident!: string | null;

  @Column({ type: 'int', default: 1 })
  languageId!: number;

  /** Where the person came from (person_source of the agency); null when unknown. */
  @Column({ type: 'int', nullable: true })
  sourceId!: number | null;

  @Column({ type: 'datetime' })
  createdAt!: Date;

  @Column({ type: 'datetime' })
  lastChangedAt!: Date;

  /** Raised by every TypeORM update of the row (the API's ETag). */
  @VersionColumn({ default: 1 })
  version!: number;
}

/** A demand (search request) of a person. */
@Entity('demand')
@Index(['agencyId', 'personId'])
@Index(['agencyId', 'active'])
export class Demand {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'int' })
  agencyId!: number;

  @Column({ type: 'int' })
  personId!: number;

  @Column({ type: 'boolean', default: true })
  active!: boolean;

  @Column({ type: 'int', default: 0 })
  goal!: number;

  @Column(money)
  priceFrom!: number | null;

  @Column(money)
  priceTo!: number | null;

  @Column({ type: 'int', default: 0 })
  minRoom!: number;

  /** Comma lists, as in the listing filters. */
  @Column({ type: 'varchar', length: 500, default: '' })
  typeIds!: string;

  @Column({ type: 'varchar', length: 500, default: '' })
  zips!: string;

  @Column({ type: 'varchar', length: 500, default: '' })
  geographicIds!: string;

  @Column({ type: 'varchar', length: 1000, default: '' })
  cityNames!: string;

  @Column({ type: 'text', nullable: true })
  comment!: string | null;

  @Column(flag)
  mailAlert!: boolean;

  @Column({ type: 'datetime' })
  createdAt!: Date;

  @Column({ type: 'datetime' })
  lastChangedAt!: Date;

  /** Raised by every TypeORM update of the row (the API's ETag). */
  @VersionColumn({ default: 1 })
  version!: number;
}

/**
 * A single-use password reset of a person (GetPersonForgetPassword): only the SHA-256 of the
 * token is stored; used or expired tokens set no password.
 */
@Entity('password_reset')
@Index('ix_password_reset_token', ['tokenHash'], { unique: true })
@Index(['agencyId', 'personId'])
export class PasswordReset {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'int' })
  agencyId!: number;

  @Column({ type: 'int' })
  personId!: number;

  @Column({ type: 'varchar', length: 64 })
  tokenHash!: string;

  @Column({ type: 'datetime' })
  createdAt!: Date;

  @Column({ type: 'datetime' })
  expiresAt!: Date;

  @Column({ type: 'datetime', nullable: true })
  usedAt!: Date | null;
}
