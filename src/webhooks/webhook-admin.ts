import type { DataSource } from 'typeorm';
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

  async add(agencyId: number, url: string, events: string | null): Promise<WebhookSubscription> {
    let filter: string | null;
    try {
      checkWebhookUrl(url, this.config.allowPrivate);
      filter = parseEventFilter(events);
    } catch (error) {
      throw new WebhookAdminError((error as Error).message);
    }
    const subscription = this.subscriptions.create({
      agencyId,
      url,
      events: filter,
      secret: newSecret(),
      previousSecret: null,
      previousSecretUntil: null,
      enabled: true,
      disabledReason: null,
      createdAt: new Date(),
    });
    return this.subscriptions.save(subscription);
  }

  list(agencyId: number | null): Promise<WebhookSubscription[]> {
    return this.subscriptions.find({ where: agencyId === null ? {} : { agencyId }, order: { id: 'ASC' } });
  }

  async find(id: number): Promise<WebhookSubscription> {
    const subscription = await this.subscriptions.findOneBy({ id });
    if (!subscription) throw new WebhookAdminError(`Webhook subscription ${id} was not found.`);
    return subscription;
  }

  /** Removes the subscription and its deliveries still waiting. */
  async remove(id: number): Promise<void> {
    await this.find(id);
    await runTransaction(this.dataSource, async (manager) => {
      await manager.getRepository(WebhookDelivery).delete({ subscriptionId: id, status: 'pending' });
      await manager.getRepository(WebhookSubscription).delete({ id });
    });
  }

  /** A new secret; the old one keeps signing (a second signature) for the overlap. */
  async rotateSecret(id: number, now = new Date()): Promise<WebhookSubscription> {
    const subscription = await this.find(id);
    const update = { secret: newSecret(), previousSecret: subscription.secret, previousSecretUntil: new Date(now.getTime() + this.config.secretOverlapMs) };
    await this.subscriptions.update({ id }, update);
    return { ...subscription, ...update };
  }

  /** Enables a subscription again; its deliveries still pending are sent. */
  async enable(id: number): Promise<void> {
    await this.find(id);
    await this.subscriptions.update({ id }, { enabled: true, disabledReason: null });
  }

  async recentDeliveries(subscriptionId: number, limit: number): Promise<WebhookDelivery[]> {
    await this.find(subscriptionId);
    return this.deliveries.find({ where: { subscriptionId }, order: { id: 'DESC' }, take: limit });
  }

  /** Sends a delivery again now, with its webhook-id, whatever became of it. */
  async redeliver(deliveryId: number): Promise<WebhookDelivery> {
    const delivery = await this.deliveries.findOneBy({ id: deliveryId });
    if (!delivery) throw new WebhookAdminError(`Delivery ${deliveryId} was not found.`);
    await this.deliveries.update({ id: deliveryId }, { status: 'pending', attempts: 0, nextAttemptAt: new Date(), leaseUntil: null });
    return delivery;
  }

  /** New deliveries of every retained event of the agency from sequence `since` on. */
  async replay(subscriptionId: number, since: number): Promise<number> {
    const subscription = await this.find(subscriptionId);
    return new WebhookDispatcher(this.dataSource, this.config).replay(subscription, since);
  }
}
