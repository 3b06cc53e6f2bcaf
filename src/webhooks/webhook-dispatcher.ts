import { randomBytes } from 'node:crypto';
import type { DataSource, EntityManager } from 'typeorm';
import type { AppConfig } from '../config/config.js';
import { lockCounter } from '../database/counter-lock.js';
import { sqlTime } from '../database/sql-time.js';
import { runTransaction } from '../database/transactions.js';
import { eventType, filterTakes } from './webhook-events.js';
import { postWebhook, type SendOutcome } from './webhook-sender.js';
import { signatureHeader } from './webhook-signing.js';
import { WebhookDelivery, WebhookSubscription } from './webhooks.entities.js';

type WebhookConfig = AppConfig['webhooks'];

/** What the dispatcher reports, for logs and /metrics. */
export interface DispatchObserver {
  attempted(result: 'delivered' | 'retry' | 'failed', status: number | null): void;
  disabled(subscription: WebhookSubscription, reason: string): void;
  /** An attempt the outbound guard refused (nothing was sent; it is retried on the schedule). */
  refused(subscription: WebhookSubscription, reason: string): void;
}

const NO_OBSERVER: DispatchObserver = { attempted: () => undefined, disabled: () => undefined, refused: () => undefined };

interface EventRow {
  sequence: string | number;
  agency_id: number;
  resource: string;
  record_key: number;
  kind: string;
  reason: string;
  id: string | number;
}

/** `msg_` + 24 hex digits: the `webhook-id` of one delivery, kept across its retries. */
export function newMessageId(): string {
  return `msg_${randomBytes(12).toString('hex')}`;
}

/** The thin payload: enough to detect a gap (sequence) and to know what to fetch. */
export function payloadOf(row: EventRow, now: Date): string {
  return JSON.stringify({
    type: eventType(row.resource, row.kind),
    timestamp: now.toISOString(),
    data: { sequence: Number(row.sequence), resource: row.resource, key: Number(row.record_key), kind: row.kind, reason: row.reason, version: Number(row.id) },
  });
}

/**
 * The webhook outbox, above the domains (docs/sync.md, "Push"): fans stamped change events out
 * into one delivery row per matching subscription (its position is the `webhook_fanout`
 * counter, advanced in the same transaction), and makes one attempt of a due delivery — claimed
 * with a lease so a fleet sends it once, signed per Standard Webhooks, retried on the configured
 * schedule with jitter, the subscription disabled when the endpoint answers 410 or the schedule
 * runs out.
 */
export class WebhookDispatcher {
  constructor(
    private readonly dataSource: DataSource,
    private readonly config: WebhookConfig,
    private readonly observer: DispatchObserver = NO_OBSERVER,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  /** Turns the stamped events after the fan-out position into deliveries; returns how many it created. */
  async fanOut(batch = 500): Promise<number> {
    return runTransaction(this.dataSource, async (manager) => {
      const from = await lockCounter(this.dataSource, manager, 'webhook_fanout');
      const events = await manager.query<EventRow[]>(
        `SELECT sequence, agency_id, resource, record_key, kind, reason, id FROM change_event WHERE sequence > ? ORDER BY sequence LIMIT ${batch}`,
        [from],
      );
      if (events.length === 0) return 0;
      const subscriptions = await manager.getRepository(WebhookSubscription).find({ where: { enabled: true } });
      const created = await this.insertDeliveries(manager, events, subscriptions);
      await manager.query("UPDATE sync_state SET value = ? WHERE name = 'webhook_fanout'", [Number(events[events.length - 1]!.sequence)]);
      return created;
    });
  }

  private async insertDeliveries(manager: EntityManager, events: readonly EventRow[], subscriptions: readonly WebhookSubscription[], replaying = false): Promise<number> {
    const now = this.clock();
    const rows: Partial<WebhookDelivery>[] = [];
    for (const event of events) {
      const type = eventType(event.resource, event.kind);
      for (const subscription of subscriptions) {
        if (subscription.agencyId !== event.agency_id || !filterTakes(subscription.events, type)) continue;
        // The fan-out serves a subscription the changes after its creation; a replay asks for the past.
        if (!replaying && Number(event.sequence) <= subscription.fromSequence) continue;
        rows.push(this.newDelivery(subscription, event, now));
      }
    }
    for (let start = 0; start < rows.length; start += 200) {
      await manager.getRepository(WebhookDelivery).insert(rows.slice(start, start + 200));
    }
    return rows.length;
  }

  private newDelivery(subscription: WebhookSubscription, event: EventRow, now: Date): Partial<WebhookDelivery> {
    return {
      subscriptionId: subscription.id,
      agencyId: subscription.agencyId,
      sequence: Number(event.sequence),
      messageId: newMessageId(),
      payload: payloadOf(event, now),
      status: 'pending',
      attempts: 0,
      nextAttemptAt: now,
      leaseUntil: null,
      lastStatus: null,
      lastError: null,
      createdAt: now,
      deliveredAt: null,
    };
  }

  /** New deliveries of the subscription's events from `sinceSequence` on (replay). */
  async replay(subscription: WebhookSubscription, sinceSequence: number): Promise<number> {
    let total = 0;
    let after = sinceSequence - 1;
    for (;;) {
      const events = await this.dataSource.query<EventRow[]>(
        'SELECT sequence, agency_id, resource, record_key, kind, reason, id FROM change_event WHERE agency_id = ? AND sequence > ? ORDER BY sequence LIMIT 500',
        [subscription.agencyId, after],
      );
      if (events.length === 0) return total;
      total += await runTransaction(this.dataSource, (manager) => this.insertDeliveries(manager, events, [subscription], true));
      after = Number(events[events.length - 1]!.sequence);
    }
  }

  /** Deliveries due now (id and attempts so far), of enabled subscriptions, not claimed by a live worker. */
  async due(limit: number): Promise<{ id: number; attempts: number }[]> {
    const now = this.clock();
    const rows = await this.dataSource.query<{ id: number | string; attempts: number | string }[]>(
      `SELECT d.id AS id, d.attempts AS attempts FROM webhook_delivery d JOIN webhook_subscription s ON s.id = d.subscription_id
        WHERE d.status = 'pending' AND d.next_attempt_at <= ? AND (d.lease_until IS NULL OR d.lease_until < ?) AND s.enabled = ?
        ORDER BY d.next_attempt_at, d.id LIMIT ${Math.max(1, Math.floor(limit))}`,
      [sqlTime(this.dataSource, now), sqlTime(this.dataSource, now), 1],
    );
    return rows.map((row) => ({ id: Number(row.id), attempts: Number(row.attempts) }));
  }

  /**
   * One attempt of a delivery, if this worker wins its claim (another worker, or a due check on
   * an already delivered row, makes it a no-op). Returns whether it sent.
   */
  async attempt(deliveryId: number): Promise<boolean> {
    const now = this.clock();
    const deliveries = this.dataSource.getRepository(WebhookDelivery);
    const claim = await deliveries
      .createQueryBuilder()
      .update()
      .set({ leaseUntil: new Date(now.getTime() + this.config.timeoutMs + Math.min(30_000, this.config.timeoutMs)) })
      .where('id = :id AND status = :pending AND nextAttemptAt <= :now AND (leaseUntil IS NULL OR leaseUntil < :now)', { id: deliveryId, pending: 'pending', now })
      .execute();
    if (claim.affected !== 1) return false;
    const delivery = await deliveries.findOneByOrFail({ id: deliveryId });
    const subscription = await this.dataSource.getRepository(WebhookSubscription).findOneBy({ id: delivery.subscriptionId });
    if (!subscription) {
      await deliveries.update({ id: deliveryId }, { status: 'failed', leaseUntil: null, lastError: 'the subscription was removed' });
      return false;
    }
    if (!subscription.enabled) {
      await deliveries.update({ id: deliveryId }, { leaseUntil: null });
      return false;
    }
    const outcome = await this.send(subscription, delivery);
    await this.record(subscription, delivery, outcome);
    return true;
  }

  private send(subscription: WebhookSubscription, delivery: WebhookDelivery): Promise<SendOutcome> {
    const now = this.clock();
    const secrets = [subscription.secret];
    if (subscription.previousSecret && subscription.previousSecretUntil && subscription.previousSecretUntil > now) secrets.push(subscription.previousSecret);
    const timestamp = Math.floor(now.getTime() / 1000);
    const headers = {
      'webhook-id': delivery.messageId,
      'webhook-timestamp': String(timestamp),
      'webhook-signature': signatureHeader(secrets, delivery.messageId, timestamp, delivery.payload),
    };
    let url: URL;
    try {
      url = new URL(subscription.url);
    } catch {
      return Promise.resolve({ status: null, retryAfterMs: null, error: 'the subscription URL is not a URL' });
    }
    return postWebhook(url, headers, delivery.payload, this.config.timeoutMs, this.config.allowPrivate);
  }

  private async record(subscription: WebhookSubscription, delivery: WebhookDelivery, outcome: SendOutcome): Promise<void> {
    const now = this.clock();
    const deliveries = this.dataSource.getRepository(WebhookDelivery);
    const attempts = delivery.attempts + 1;
    const base = { attempts, leaseUntil: null, lastStatus: outcome.status, lastError: outcome.error ? outcome.error.slice(0, 500) : null };
    if (outcome.refused) this.observer.refused(subscription, outcome.error ?? 'refused target');
    if (outcome.status !== null && outcome.status >= 200 && outcome.status < 300) {
      await deliveries.update({ id: delivery.id }, { ...base, status: 'delivered', deliveredAt: now });
      this.observer.attempted('delivered', outcome.status);
      return;
    }
    if (outcome.status === 410) {
      await deliveries.update({ id: delivery.id }, { ...base, status: 'failed' });
      this.observer.attempted('failed', outcome.status);
      await this.disable(subscription, 'the endpoint answered 410 Gone');
      return;
    }
    const schedule = this.config.retrySchedule;
    if (attempts > schedule.length) {
      await deliveries.update({ id: delivery.id }, { ...base, status: 'failed' });
      this.observer.attempted('failed', outcome.status);
      await this.disable(subscription, `delivery ${delivery.id} failed ${attempts} times over the whole retry schedule`);
      return;
    }
    const jitter = 1 + (Math.random() * 2 - 1) * this.config.jitter;
    const wait = Math.max(Math.round(schedule[attempts - 1]! * jitter), outcome.retryAfterMs ?? 0);
    await deliveries.update({ id: delivery.id }, { ...base, nextAttemptAt: new Date(now.getTime() + wait) });
    this.observer.attempted('retry', outcome.status);
  }

  /** Removes finished deliveries (delivered or failed) created before `before`; returns how many. */
  async purge(before: Date): Promise<number> {
    const result = await this.dataSource
      .getRepository(WebhookDelivery)
      .createQueryBuilder()
      .delete()
      .where('status IN (:...finished) AND createdAt < :before', { finished: ['delivered', 'failed'], before })
      .execute();
    return result.affected ?? 0;
  }

  private async disable(subscription: WebhookSubscription, reason: string): Promise<void> {
    await this.dataSource.getRepository(WebhookSubscription).update({ id: subscription.id }, { enabled: false, disabledReason: reason.slice(0, 500) });
    this.observer.disabled(subscription, reason);
  }
}
