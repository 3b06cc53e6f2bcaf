import { Inject, Injectable } from '@nestjs/common';
import { DataSource, type EntityManager, LessThanOrEqual } from 'typeorm';
import type { Tenant } from '../common/tenant.js';
import { OutboxMail } from './mail.entities.js';

/** A mail to send: to one recipient, plain text. */
export interface MailMessage {
  readonly kind: 'password-reset' | 'staff-password-reset' | 'staff-invitation' | 'contact-request' | 'viewing-registration';
  readonly to: string;
  readonly subject: string;
  readonly body: string;
}

export type OutboxStatus = 'pending' | 'sent' | 'failed';

/** An outbox entry as listed by the CLI (its body too, to read what a person was sent). */
export interface OutboxEntry {
  readonly id: number;
  readonly agencyId: number;
  readonly kind: string;
  readonly recipient: string;
  readonly subject: string;
  readonly body: string;
  readonly status: string;
  readonly attempts: number;
  readonly nextAttemptAt: Date;
  readonly lastError: string | null;
  readonly createdAt: Date;
  readonly sentAt: Date | null;
}

const MAX_ERROR = 500;

/** Now, in whole seconds (what a datetime column keeps). */
export function wholeSecondsNow(): Date {
  return new Date(Math.floor(Date.now() / 1000) * 1000);
}

/**
 * The durable outbox of outgoing mail. `enqueue` writes in the caller's transaction, so a mail
 * exists exactly when the change it tells about was committed; the mail sender (src/mail-delivery/)
 * reads due entries and records each attempt here. Nothing in this class touches the network.
 */
@Injectable()
export class Outbox {
  constructor(@Inject(DataSource) private readonly dataSource: DataSource) {}

  async enqueue(tenant: Tenant, message: MailMessage, manager: EntityManager): Promise<number> {
    const now = wholeSecondsNow();
    const result = await manager.insert(OutboxMail, {
      agencyId: tenant.agencyId,
      kind: message.kind,
      recipient: message.to.slice(0, 200),
      subject: message.subject.slice(0, 200),
      body: message.body,
      status: 'pending',
      attempts: 0,
      nextAttemptAt: now,
      lastError: null,
      createdAt: now,
      sentAt: null,
    });
    return Number(result.identifiers[0]?.['id']);
  }

  /** Entries, newest first, optionally of one status and one agency (the CLI's `mail list`). */
  async list(filter: { status?: OutboxStatus | null; agencyId?: number | null }, limit: number): Promise<OutboxEntry[]> {
    const where = { ...(filter.status ? { status: filter.status } : {}), ...(filter.agencyId ? { agencyId: filter.agencyId } : {}) };
    return this.dataSource.manager.find(OutboxMail, { where, order: { id: 'DESC' }, take: limit });
  }

  /** Pending entries whose next attempt is due, oldest first. */
  async due(now: Date, limit: number): Promise<OutboxMail[]> {
    return this.dataSource.manager.find(OutboxMail, { where: { status: 'pending', nextAttemptAt: LessThanOrEqual(now) }, order: { nextAttemptAt: 'ASC', id: 'ASC' }, take: limit });
  }

  /**
   * Takes a due entry for one attempt: moves its next attempt to `leaseUntil` when nobody else
   * took it first (another instance, or an earlier tick still sending). False when taken.
   */
  async claim(mail: OutboxMail, leaseUntil: Date): Promise<boolean> {
    const result = await this.dataSource.manager.update(OutboxMail, { id: mail.id, status: 'pending', attempts: mail.attempts, nextAttemptAt: mail.nextAttemptAt }, { nextAttemptAt: leaseUntil });
    return (result.affected ?? 0) === 1;
  }

  async markSent(mail: OutboxMail, attempts: number, at: Date): Promise<void> {
    await this.dataSource.manager.update(OutboxMail, { id: mail.id }, { status: 'sent', attempts, sentAt: at, lastError: null });
  }

  /** A failed attempt: tried again at `retryAt`, or marked failed when `retryAt` is null. */
  async markAttemptFailed(mail: OutboxMail, attempts: number, error: string, retryAt: Date | null): Promise<void> {
    const lastError = error.slice(0, MAX_ERROR);
    await this.dataSource.manager.update(OutboxMail, { id: mail.id }, retryAt ? { attempts, lastError, nextAttemptAt: retryAt } : { attempts, lastError, status: 'failed' });
  }
}
