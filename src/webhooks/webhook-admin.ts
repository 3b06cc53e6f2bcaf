import { type DataSource, type EntityManager, In } from 'typeorm';
import { ChangeSequencer } from '../changes/change-sequencer.js';
import type { AppConfig } from '../config/config.js';
import { runTransaction } from '../database/transactions.js';
import { checkWebhookUrl } from './outbound-guard.js';
import { WebhookDispatcher } from './webhook-dispatcher.js';
import { parseEventFilter } from './webhook-events.js';
import { newSecret } from './webhook-signing.js';
import { WebhookDelivery, WebhookSubscription } from './webhooks.entities.js';

export class WebhookAdminError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'WebhookAdminError';
  }
}

/** The operator's side of webhooks (`listing-cli webhooks …`): subscriptions, their secrets and their deliveries. */
export class WebhookAdmin {
  constructor(
    private readonly dataSource: DataSource,
    private readonly config: AppConfig['webhooks'],
  ) {}

  private get subscriptions() {
    return this.dataSource.getRepository(WebhookSubscription);
  }

  private get deliveries() {
    return this.dataSource.getRepository(WebhookDelivery);
  }

  /** The change log's sequence a subscription made now starts after (every change committed so far numbered first). */
  async currentSequence(): Promise<number> {
    await new ChangeSequencer(this.dataSource).stampAll();
    const [counter] = await this.dataSource.query<{ value: number | string }[]>("SELECT value FROM sync_state WHERE name = 'sequence'");
    return Number(counter?.value ?? 0);
  }

  /**
   * Adds a subscription; its secret is in the answer. Within a transaction, pass its manager and
   * the currentSequence() read before it began.
   */
  async add(agencyId: number, url: string, events: string | null, within?: { manager: EntityManager; fromSequence: number }): Promise<WebhookSubscription> {
    let filter: string | null;
    try {
      checkWebhookUrl(url, this.config.allowPrivate);
      filter = parseEventFilter(events);
    } catch (error) {
      throw new WebhookAdminError((error as Error).message);
    }
    const fromSequence = within?.fromSequence ?? (await this.currentSequence());
    const manager = within?.manager;
    const subscriptions = manager ? manager.getRepository(WebhookSubscription) : this.subscriptions;
    const subscription = subscriptions.create({
      fromSequence,
      agencyId,
      url,
      events: filter,
      secret: newSecret(),
      previousSecret: null,
      previousSecretUntil: null,
      enabled: true,
      disabledReason: null,
      createdAt: new Date(),
      updatedAt: new Date(),
    });
    return subscriptions.save(subscription);
  }

  list(agencyId: number | null): Promise<WebhookSubscription[]> {
    return this.subscriptions.find({ where: agencyId === null ? {} : { agencyId }, order: { id: 'ASC' } });
  }

  /**
   * How the latest attempt of each subscription went (by subscription id; none when nothing was
   * attempted yet): `delivered (HTTP 204)`, `HTTP 500`, or the reason no answer came (a refused
   * internal target, DNS, connection, timeout).
   */
  async lastAttempts(subscriptionIds: readonly number[]): Promise<Map<number, string>> {
    if (subscriptionIds.length === 0) return new Map();
    const latest = await this.deliveries
      .createQueryBuilder('d')
      .select('MAX(d.id)', 'id')
      .where('d.attempts > 0 AND d.subscriptionId IN (:...ids)', { ids: subscriptionIds })
      .groupBy('d.subscriptionId')
      .getRawMany<{ id: number | string }>();
    const rows = await this.deliveries.findBy({ id: In(latest.map((row) => Number(row.id))) });
    return new Map(
      rows.map((row) => [
        row.subscriptionId,
        row.status === 'delivered' ? `delivered (HTTP ${row.lastStatus})` : (row.lastError ?? (row.lastStatus === null ? 'no answer' : `HTTP ${row.lastStatus}`)),
      ]),
    );
  }

  async find(id: number, manager?: EntityManager): Promise<WebhookSubscription> {
    const subscription = await (manager ? manager.getRepository(WebhookSubscription) : this.subscriptions).findOneBy({ id });
    if (!subscription) throw new WebhookAdminError(`Webhook subscription ${id} was not found.`);
    return subscription;
  }

  /** Removes the subscription and its deliveries still waiting. */
  async remove(id: number, manager?: EntityManager): Promise<void> {
    await this.find(id, manager);
    const work = async (within: EntityManager): Promise<void> => {
      await within.getRepository(WebhookDelivery).delete({ subscriptionId: id, status: 'pending' });
      await within.getRepository(WebhookSubscription).delete({ id });
    };
    await (manager ? work(manager) : runTransaction(this.dataSource, work));
  }

  /** A new secret; the old one keeps signing (a second signature) for the overlap. */
  async rotateSecret(id: number, now = new Date(), manager?: EntityManager): Promise<WebhookSubscription> {
    const subscription = await this.find(id, manager);
    const update = { secret: newSecret(), previousSecret: subscription.secret, previousSecretUntil: new Date(now.getTime() + this.config.secretOverlapMs), updatedAt: now };
    await (manager ? manager.getRepository(WebhookSubscription) : this.subscriptions).update({ id }, update);
    return { ...subscription, ...update };
  }

  /** Enables a subscription again; its deliveries still pending are sent. */
  async enable(id: number, manager?: EntityManager): Promise<void> {
    await this.find(id, manager);
    await (manager ? manager.getRepository(WebhookSubscription) : this.subscriptions).update({ id }, { enabled: true, disabledReason: null, updatedAt: new Date() });
  }

  async recentDeliveries(subscriptionId: number, limit: number): Promise<WebhookDelivery[]> {
    await this.find(subscriptionId);
    return this.deliveries.find({ where: { subscriptionId }, order: { id: 'DESC' }, take: limit });
  }

  /** Sends a delivery again now, with its webhook-id, whatever became of it. */
  async redeliver(deliveryId: number, manager?: EntityManager): Promise<WebhookDelivery> {
    const deliveries = manager ? manager.getRepository(WebhookDelivery) : this.deliveries;
    const delivery = await deliveries.findOneBy({ id: deliveryId });
    if (!delivery) throw new WebhookAdminError(`Delivery ${deliveryId} was not found.`);
    await deliveries.update({ id: deliveryId }, { status: 'pending', attempts: 0, nextAttemptAt: new Date(), leaseUntil: null });
    return delivery;
  }

  /** New deliveries of every retained event of the agency from sequence `since` on. */
  async replay(subscriptionId: number, since: number): Promise<number> {
    const subscription = await this.find(subscriptionId);
    return new WebhookDispatcher(this.dataSource, this.config).replay(subscription, since);
  }
}
