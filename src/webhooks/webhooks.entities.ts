import { Column, Entity, Index, PrimaryGeneratedColumn, VersionColumn } from 'typeorm';
import { decimalTransformer } from '../database/columns.js';

/** An agency's webhook endpoint (managed with `listing-cli webhooks …`). */
@Entity('webhook_subscription')
@Index('ix_webhook_subscription_agency', ['agencyId'])
export class WebhookSubscription {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'int' })
  agencyId!: number;

  @Column({ type: 'varchar', length: 2000 })
  url!: string;

  /** Comma list of event types (`property.changed`, `project.*`, …); null: every event. */
  @Column({ type: 'varchar', length: 500, nullable: true })
  events!: string | null;

  /** `whsec_` + base64 of the signing key. */
  @Column({ type: 'varchar', length: 100 })
  secret!: string;

  /** The secret before the last rotation, still signing until previousSecretUntil. */
  @Column({ type: 'varchar', length: 100, nullable: true })
  previousSecret!: string | null;

  @Column({ type: 'datetime', nullable: true })
  previousSecretUntil!: Date | null;

  @Column({ type: 'boolean', default: true })
  enabled!: boolean;

  @Column({ type: 'varchar', length: 500, nullable: true })
  disabledReason!: string | null;

  @Column({ type: 'datetime' })
  createdAt!: Date;

  /**
   * The change log's sequence when the subscription was created: it receives the changes after
   * it (those committed after its creation); the past is for `webhooks replay --since-sequence`.
   */
  @Column({ type: 'bigint', default: 0, transformer: decimalTransformer })
  fromSequence!: number;

  /** The last change through the agency API or the CLI; null for subscriptions older than that record. */
  @Column({ type: 'datetime', nullable: true })
  updatedAt!: Date | null;

  /** Raised by every TypeORM update of the row (the agency API's ETag). */
  @VersionColumn({ default: 1 })
  version!: number;
}

/** One event to deliver to one subscription: the outbox the delivery workers read. */
@Entity('webhook_delivery')
@Index('ix_webhook_delivery_due', ['status', 'nextAttemptAt'])
@Index('ix_webhook_delivery_subscription', ['subscriptionId', 'sequence'])
export class WebhookDelivery {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'int' })
  subscriptionId!: number;

  @Column({ type: 'int' })
  agencyId!: number;

  /** The event's sequence in the change log. */
  @Column({ type: 'bigint', transformer: decimalTransformer })
  sequence!: number;

  /** The `webhook-id` header: the same on every attempt of this delivery. */
  @Column({ type: 'varchar', length: 60 })
  messageId!: string;

  /** The JSON body, fixed when the delivery is created. */
  @Column({ type: 'text' })
  payload!: string;

  /** `pending`, `delivered` or `failed` (retries exhausted, or the subscription answered 410). */
  @Column({ type: 'varchar', length: 12 })
  status!: string;

  @Column({ type: 'int', default: 0 })
  attempts!: number;

  @Column({ type: 'datetime', precision: 3 })
  nextAttemptAt!: Date;

  /** While a worker is sending it: until when the claim holds (a dead worker's claim runs out). */
  @Column({ type: 'datetime', precision: 3, nullable: true })
  leaseUntil!: Date | null;

  @Column({ type: 'int', nullable: true })
  lastStatus!: number | null;

  @Column({ type: 'varchar', length: 500, nullable: true })
  lastError!: string | null;

  @Column({ type: 'datetime' })
  createdAt!: Date;

  @Column({ type: 'datetime', precision: 3, nullable: true })
  deliveredAt!: Date | null;
}
