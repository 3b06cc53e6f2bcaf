import type { DataSource, EntityManager } from 'typeorm';
import { AuditedWrites } from '../audit/audited-writes.js';
import type { Actor } from '../common/actor.js';
import { NotFoundError } from '../common/errors.js';
import { requireVersion, type ExpectedVersion } from '../common/expected-version.js';
import { FieldChecks } from '../common/field-checks.js';
import type { KeysetPage, KeysetRequest } from '../common/keyset.js';
import { operatorTenant, type Tenant } from '../common/tenant.js';
import type { AppConfig } from '../config/config.js';
import { idField, keysetPage } from '../database/keyset-query.js';
import { checkWebhookUrl } from './outbound-guard.js';
import { WebhookAdmin } from './webhook-admin.js';
import { parseEventFilter } from './webhook-events.js';
import { WebhookDelivery, WebhookSubscription } from './webhooks.entities.js';

/** A subscription as the agency sees it: never its secret. */
export interface WebhookView {
  readonly id: number;
  readonly url: string;
  /** The event types it receives (`property.*`, `project.deleted`…); null: every event. */
  readonly events: string[] | null;
  readonly active: boolean;
  /** Why the service stopped delivering (the endpoint answered 410, or retries ran out); null while active. */
  readonly disabledReason: string | null;
  /** How the latest attempt went (`delivered (HTTP 204)`, `HTTP 500`, a connection error); null before the first. */
  readonly lastAttempt: string | null;
  readonly createdAt: Date;
  readonly updatedAt: Date | null;
  readonly version: number;
}

/** The change a delivery carries, as its payload names it (`type` and `data` of the body sent). */
export interface DeliveredEvent {
  /** The event type, `<resource>.<kind>` in lower case (what a subscription filters on). */
  readonly type: string;
  /** `Property` or `Project`. */
  readonly resource: string;
  /** The id of the property or project. */
  readonly key: number;
  /** `Created`, `Changed`, `Published`, `Withdrawn` or `Deleted`. */
  readonly kind: string;
  /** What changed (`Record`, `Texts`, `Pictures`, `Unit`…): the payload's comma list, split; empty when it names none. */
  readonly reasons: readonly string[];
}

/** One event sent (or to send) to a subscription. */
export interface WebhookDeliveryView {
  readonly id: number;
  readonly sequence: number;
  /** The change it carries (from the body fixed when the delivery was made); null if that body is not one the service writes. */
  readonly event: DeliveredEvent | null;
  /** The `webhook-id` header, the same on every attempt. */
  readonly messageId: string;
  readonly status: string;
  readonly attempts: number;
  readonly lastResponseCode: number | null;
  readonly lastError: string | null;
  readonly nextAttemptAt: Date | null;
  readonly createdAt: Date;
  readonly deliveredAt: Date | null;
}

/** A change of a subscription: a field given is set (events null: every event). */
export interface WebhookChange {
  readonly url?: string;
  readonly events?: readonly string[] | null;
  readonly active?: boolean;
}

/** The most event patterns a subscription lists. */
const MAX_EVENTS = 20;

function auditView(subscription: Pick<WebhookSubscription, 'url' | 'events' | 'enabled'>): Record<string, unknown> {
  return { url: subscription.url, events: subscription.events, active: subscription.enabled };
}

/** The event a delivery's payload (`payloadOf`) names. */
export function deliveredEventOf(payload: string): DeliveredEvent | null {
  let body: unknown;
  try {
    body = JSON.parse(payload);
  } catch {
    return null;
  }
  if (typeof body !== 'object' || body === null) return null;
  const { type, data } = body as { type?: unknown; data?: unknown };
  if (typeof type !== 'string' || typeof data !== 'object' || data === null) return null;
  const { resource, key, kind, reason } = data as Record<string, unknown>;
  if (typeof resource !== 'string' || typeof key !== 'number' || typeof kind !== 'string') return null;
  const reasons = typeof reason === 'string' ? reason.split(',').map((part) => part.trim()).filter((part) => part !== '') : [];
  return { type, resource, key, kind, reasons };
}

function deliveryView(delivery: WebhookDelivery): WebhookDeliveryView {
  return {
    id: delivery.id,
    sequence: delivery.sequence,
    event: deliveredEventOf(delivery.payload),
    messageId: delivery.messageId,
    status: delivery.status,
    attempts: delivery.attempts,
    lastResponseCode: delivery.lastStatus,
    lastError: delivery.lastError,
    nextAttemptAt: delivery.status === 'pending' ? delivery.nextAttemptAt : null,
    createdAt: delivery.createdAt,
    deliveredAt: delivery.deliveredAt,
  };
}

/**
 * An agency's webhook subscriptions, scoped to the agency and audited: what the agency API
 * (`/api/v1/webhooks`) and the CLI (`listing-cli webhooks …`) both go through. The secret is
 * answered once, when a subscription is made (and by the CLI's rotate-secret); URLs pass the
 * outbound guard; events are checked against the known types.
 */
export class AgencyWebhooks {
  private readonly admin: WebhookAdmin;
  private readonly writes: AuditedWrites;

  constructor(
    private readonly dataSource: DataSource,
    private readonly config: AppConfig['webhooks'],
  ) {
    this.admin = new WebhookAdmin(dataSource, config);
    this.writes = new AuditedWrites(dataSource);
  }

  /** The tenant the operator acts as for the subscription `id` (the CLI's commands name a subscription, not an agency). */
  async operatorTenant(id: number): Promise<Tenant> {
    const subscription = await this.admin.find(id).catch(() => null);
    if (!subscription) throw new NotFoundError('Webhook subscription', id);
    return operatorTenant(subscription.agencyId);
  }

  /** The subscription a delivery belongs to, and the tenant the operator acts as for it (the CLI's `webhooks redeliver --delivery`). */
  async operatorDelivery(deliveryId: number): Promise<{ tenant: Tenant; subscriptionId: number }> {
    const delivery = Number.isSafeInteger(deliveryId) ? await this.dataSource.getRepository(WebhookDelivery).findOneBy({ id: deliveryId }) : null;
    if (!delivery) throw new NotFoundError('Delivery', deliveryId);
    return { tenant: await this.operatorTenant(delivery.subscriptionId), subscriptionId: delivery.subscriptionId };
  }

  async list(tenant: Tenant, page: KeysetRequest): Promise<KeysetPage<WebhookView>> {
    const query = this.dataSource.getRepository(WebhookSubscription).createQueryBuilder('w').where('w.agencyId = :agencyId', { agencyId: tenant.agencyId });
    return keysetPage(query, idField<WebhookSubscription>('w'), page, (rows) => this.views(rows));
  }

  async get(tenant: Tenant, id: number): Promise<WebhookView> {
    return (await this.views([await this.owned(tenant, id)]))[0]!;
  }

  /** Makes a subscription receiving the changes from now on; the answer carries its signing secret (shown once). */
  async create(tenant: Tenant, actor: Actor, input: WebhookChange): Promise<WebhookView & { secret: string }> {
    const checks = new FieldChecks();
    const url = this.checkedUrl(checks, input.url ?? null);
    const events = this.checkedEvents(checks, input.events);
    checks.done();
    const fromSequence = await this.admin.currentSequence();
    const created = await this.writes.run(tenant, actor, async (write) => {
      const subscription = await this.admin.add(tenant.agencyId, url!, events ?? null, { manager: write.manager, fromSequence });
      if (input.active === false) await this.setActive(write.manager, subscription, false, actor);
      await write.created('webhooks', subscription.id, auditView({ ...subscription, enabled: input.active !== false }));
      return subscription;
    });
    return { ...(await this.get(tenant, created.id)), secret: created.secret };
  }

  /** Changes the URL, the events or whether it is delivered to (active again clears the reason it was stopped). */
  async change(tenant: Tenant, actor: Actor, id: number, change: WebhookChange, expectedVersion: ExpectedVersion = null): Promise<WebhookView> {
    const checks = new FieldChecks();
    const url = change.url === undefined ? undefined : this.checkedUrl(checks, change.url);
    const events = this.checkedEvents(checks, change.events);
    checks.done();
    await this.writes.run(tenant, actor, async (write) => {
      const subscription = await this.owned(tenant, id, write.manager);
      requireVersion('Webhook subscription', id, subscription.version, expectedVersion);
      const values: Partial<WebhookSubscription> = {};
      if (url !== undefined && url !== subscription.url) values.url = url!;
      if (events !== undefined && events !== subscription.events) values.events = events;
      if (Object.keys(values).length > 0) await write.manager.getRepository(WebhookSubscription).update({ id }, { ...values, updatedAt: write.now });
      if (change.active !== undefined && change.active !== subscription.enabled) await this.setActive(write.manager, subscription, change.active, actor);
      await write.changed('webhooks', id, auditView(subscription), auditView({ ...subscription, ...values, enabled: change.active ?? subscription.enabled }));
    });
    return this.get(tenant, id);
  }

  /** Removes the subscription and its deliveries still waiting. */
  async remove(tenant: Tenant, actor: Actor, id: number, expectedVersion: ExpectedVersion = null): Promise<void> {
    await this.writes.run(tenant, actor, async (write) => {
      const subscription = await this.owned(tenant, id, write.manager);
      requireVersion('Webhook subscription', id, subscription.version, expectedVersion);
      await this.admin.remove(id, write.manager);
      await write.deleted('webhooks', id, auditView(subscription));
    });
  }

  /** A new signing secret (answered once); the previous one keeps signing for the overlap. */
  async rotateSecret(tenant: Tenant, actor: Actor, id: number): Promise<WebhookSubscription> {
    return this.writes.run(tenant, actor, async (write) => {
      await this.owned(tenant, id, write.manager);
      const rotated = await this.admin.rotateSecret(id, write.now, write.manager);
      await write.changed('webhooks', id, { secret: 'previous' }, { secret: 'rotated' });
      return rotated;
    });
  }

  /** The subscription's deliveries, newest first. */
  async deliveries(tenant: Tenant, id: number, page: KeysetRequest): Promise<KeysetPage<WebhookDeliveryView>> {
    await this.owned(tenant, id);
    const query = this.dataSource.getRepository(WebhookDelivery).createQueryBuilder('d').where('d.subscriptionId = :id AND d.agencyId = :agencyId', { id, agencyId: tenant.agencyId });
    return keysetPage(query, idField<WebhookDelivery>('d'), page, (rows) => rows.map(deliveryView));
  }

  /** Sends a delivery of the subscription again now (same webhook-id), whatever became of it. */
  async redeliver(tenant: Tenant, actor: Actor, id: number, deliveryId: number): Promise<WebhookDeliveryView> {
    return this.writes.run(tenant, actor, async (write) => {
      await this.owned(tenant, id, write.manager);
      const delivery = Number.isSafeInteger(deliveryId) ? await write.manager.getRepository(WebhookDelivery).findOneBy({ id: deliveryId, subscriptionId: id, agencyId: tenant.agencyId }) : null;
      if (!delivery) throw new NotFoundError('Delivery', deliveryId);
      await this.admin.redeliver(deliveryId, write.manager);
      await write.changed('webhook-deliveries', deliveryId, { status: delivery.status, attempts: delivery.attempts }, { status: 'pending', attempts: 0 });
      return deliveryView((await write.manager.getRepository(WebhookDelivery).findOneBy({ id: deliveryId }))!);
    });
  }

  /** New deliveries of every retained event of the agency from sequence `since` on (CLI). */
  async replay(tenant: Tenant, id: number, since: number): Promise<number> {
    await this.owned(tenant, id);
    return this.admin.replay(id, since);
  }

  private async owned(tenant: Tenant, id: number, manager?: EntityManager): Promise<WebhookSubscription> {
    const repository = (manager ?? this.dataSource.manager).getRepository(WebhookSubscription);
    const subscription = Number.isSafeInteger(id) ? await repository.findOneBy({ id, agencyId: tenant.agencyId }) : null;
    if (!subscription) throw new NotFoundError('Webhook subscription', id);
    return subscription;
  }

  private async setActive(manager: EntityManager, subscription: WebhookSubscription, active: boolean, actor: Actor): Promise<void> {
    if (active) await this.admin.enable(subscription.id, manager);
    else await manager.getRepository(WebhookSubscription).update({ id: subscription.id }, { enabled: false, disabledReason: `Stopped by ${actor.label.slice(0, 400)}.`, updatedAt: new Date() });
  }

  private checkedUrl(checks: FieldChecks, url: string | null): string | undefined {
    const text = checks.text('url', url, 2000, true);
    if (typeof text !== 'string') return undefined;
    try {
      checkWebhookUrl(text, this.config.allowPrivate);
      return text;
    } catch (error) {
      checks.add('url', 'refused', (error as Error).message);
      return undefined;
    }
  }

  /** The stored filter of an events list (null: every event); undefined when not given or refused. */
  private checkedEvents(checks: FieldChecks, events: readonly string[] | null | undefined): string | null | undefined {
    if (events === undefined) return undefined;
    if (events === null || events.length === 0) return null;
    if (events.length > MAX_EVENTS) {
      checks.add('events', 'max-items', `lists at most ${MAX_EVENTS} event types.`);
      return undefined;
    }
    try {
      const filter = parseEventFilter(events.join(','));
      if (filter !== null && filter.length > 500) throw new Error('The event types are longer than 500 characters together.');
      return filter;
    } catch (error) {
      checks.add('events', 'enum', (error as Error).message);
      return undefined;
    }
  }

  private async views(rows: readonly WebhookSubscription[]): Promise<WebhookView[]> {
    const last = await this.admin.lastAttempts(rows.map((row) => row.id));
    return rows.map((row) => ({
      id: row.id,
      url: row.url,
      events: row.events === null ? null : row.events.split(','),
      active: row.enabled,
      disabledReason: row.disabledReason,
      lastAttempt: last.get(row.id) ?? null,
      createdAt: row.createdAt,
      updatedAt: row.updatedAt,
      version: row.version,
    }));
  }
}
