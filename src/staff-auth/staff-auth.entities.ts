import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * The login of an agency user (a member of staff) to the agency side: the web back-office and the
 * REST API's cookie sessions. The sign-in name is an email address, unique across all agencies
 * (a sign-in names no agency), stored trimmed and lower-cased; at most one login per user.
 */
@Entity('staff_login')
@Index('ix_staff_login_email', ['email'], { unique: true })
@Index('ix_staff_login_user', ['agencyId', 'userId'], { unique: true })
export class StaffLogin {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'int' })
  agencyId!: number;

  /** The agency user (agency_user.id) the login belongs to. */
  @Column({ type: 'int' })
  userId!: number;

  @Column({ type: 'varchar', length: 200 })
  email!: string;

  /** viewer, editor or admin (staff-roles.ts). */
  @Column({ type: 'varchar', length: 10 })
  role!: string;

  /** PHC string of an argon2id hash. */
  @Column({ type: 'varchar', length: 255 })
  passwordHash!: string;

  @Column({ type: 'datetime' })
  createdAt!: Date;

  @Column({ type: 'datetime' })
  passwordChangedAt!: Date;

  @Column({ type: 'datetime', nullable: true })
  lastLoginAt!: Date | null;

  /** Counts the changes of the login (email, role, password): its version. */
  @Column({ type: 'int', default: 1 })
  version!: number;
}

/**
 * A signed-in session of a staff login. Only the SHA-256 of its random token is stored (the token
 * itself lives in the browser's cookie); it ends at `expiresAt` whatever happens, and earlier when
 * unused until `idleExpiresAt`, at logout, or when its login's password, email or role changes or
 * the login is removed (the rows are deleted).
 */
@Entity('staff_session')
@Index('ix_staff_session_token', ['tokenHash'], { unique: true })
@Index('ix_staff_session_login', ['agencyId', 'loginId'])
@Index('ix_staff_session_idle', ['idleExpiresAt'])
export class StaffSession {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'int' })
  agencyId!: number;

  @Column({ type: 'int' })
  loginId!: number;

  @Column({ type: 'varchar', length: 64 })
  tokenHash!: string;

  @Column({ type: 'datetime' })
  createdAt!: Date;

  /** When the session was last used (recorded at most about once a minute). */
  @Column({ type: 'datetime' })
  lastSeenAt!: Date;

  /** Unused until then, the session ends (never later than `expiresAt`). */
  @Column({ type: 'datetime' })
  idleExpiresAt!: Date;

  /** The session ends then at the latest. */
  @Column({ type: 'datetime' })
  expiresAt!: Date;

  /** The client address it was opened from. */
  @Column({ type: 'varchar', length: 45 })
  address!: string;
}

/**
 * A mailed password reset link of a staff login (only the SHA-256 of its token is stored). It is
 * single-use: setting a password deletes it, with the login's other links and its sessions.
 */
@Entity('staff_password_reset')
@Index('ix_staff_password_reset_token', ['tokenHash'], { unique: true })
@Index('ix_staff_password_reset_login', ['agencyId', 'loginId'])
export class StaffPasswordReset {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'int' })
  agencyId!: number;

  @Column({ type: 'int' })
  loginId!: number;

  @Column({ type: 'varchar', length: 64 })
  tokenHash!: string;

  @Column({ type: 'datetime' })
  createdAt!: Date;

  @Column({ type: 'datetime' })
  expiresAt!: Date;
}
