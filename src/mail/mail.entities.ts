import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * An outgoing mail, written in the transaction of the change it tells about and sent later by
 * the mail sender (status pending → sent, or failed after the last attempt).
 */
@Entity('mail_outbox')
@Index('ix_mail_outbox_due', ['status', 'nextAttemptAt'])
export class OutboxMail {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'int' })
  agencyId!: number;

  /** What the mail is about: password-reset, contact-request, viewing-registration. */
  @Column({ type: 'varchar', length: 40 })
  kind!: string;

  @Column({ type: 'varchar', length: 200 })
  recipient!: string;

  @Column({ type: 'varchar', length: 200 })
  subject!: string;

  @Column({ type: 'text' })
  body!: string;

  /** pending, sent or failed. */
  @Column({ type: 'varchar', length: 10, default: 'pending' })
  status!: string;

  @Column({ type: 'int', default: 0 })
  attempts!: number;

  @Column({ type: 'datetime' })
  nextAttemptAt!: Date;

  @Column({ type: 'varchar', length: 500, nullable: true })
  lastError!: string | null;

  @Column({ type: 'datetime' })
  createdAt!: Date;

  @Column({ type: 'datetime', nullable: true })
  sentAt!: Date | null;
}
