/**
 * `webhooks add|list|remove|rotate-secret|enable|deliveries|redeliver|replay`: an agency's
 * webhook subscriptions and their deliveries (docs/sync.md, "Push"). A running instance
 * delivers; these commands only change the database.
 */
import { operatorTenant, type Tenant } from '../common/tenant.js';
import { loadConfig } from '../config/config.js';
import { checkWebhookUrl } from '../webhooks/outbound-guard.js';
import { CLI_ACTOR } from '../common/actor.js';
import { DomainError } from '../common/errors.js';
import { AgencyWebhooks } from '../webhooks/agency-webhooks.js';
import { WebhookAdmin, WebhookAdminError } from '../webhooks/webhook-admin.js';
import { resolveAgency } from './agency-commands.js';
import { allowOnly, option, requiredOption, UsageError, type ParsedArgs } from './cli-args.js';
import { type CliIo, table } from './cli-io.js';

function whole(args: ParsedArgs, name: string, required = true): number | null {
  const text = required ? requiredOption(args, name) : option(args, name);
  if (text === undefined) return null;
  if (!/^\d+$/.test(text.trim()) || Number(text) > Number.MAX_SAFE_INTEGER) throw new UsageError(`--${name} must be a whole number.`);
  return Number(text);
}

async function admin(io: CliIo): Promise<WebhookAdmin> {
  return new WebhookAdmin(await io.database(), loadConfig(io.env).webhooks);
}

/** The agency-scoped, audited layer the agency API uses too; the operator acts as the subscription's agency. */
async function agencyWebhooks(io: CliIo): Promise<AgencyWebhooks> {
  return new AgencyWebhooks(await io.database(), loadConfig(io.env).webhooks);
}

/** A subscription's layer and the tenant the operator acts as for it. */
async function forSubscription(io: CliIo, id: number): Promise<{ webhooks: AgencyWebhooks; tenant: Tenant }> {
  const webhooks = await agencyWebhooks(io);
  return { webhooks, tenant: await webhooks.operatorTenant(id) };
}

/** Whether the service, without WEBHOOK_ALLOW_PRIVATE, would refuse a registered URL (a literal internal address or localhost). */
function internalTarget(url: string): boolean {
  try {
    checkWebhookUrl(url, false);
    return false;
  } catch {
    return true;
  }
}

/** Runs a command; a refusal of the admin (bad URL, unknown id) is a one-line message and exit code 1. */
async function refusing(io: CliIo, work: () => Promise<number>): Promise<number> {
  try {
    return await work();
  } catch (error) {
    if (!(error instanceof WebhookAdminError || error instanceof DomainError)) throw error;
    io.stderr(error.message);
    return 1;
  }
}

export function addWebhook(args: ParsedArgs, io: CliIo): Promise<number> {
  allowOnly(args, ['agency', 'url', 'events']);
  return refusing(io, async () => {
    const agency = await resolveAgency(await io.database(), requiredOption(args, 'agency'));
    const tenant = operatorTenant(agency.id);
    const events = option(args, 'events');
    const subscription = await (await agencyWebhooks(io)).create(tenant, CLI_ACTOR, { url: requiredOption(args, 'url'), events: events === undefined ? null : events.split(',') });
    io.stdout(`Created webhook subscription ${subscription.id} for agency ${agency.id} → ${subscription.url} (events: ${subscription.events ?? 'all'}).`);
    if (internalTarget(subscription.url)) {
      io.stderr(
        `Note: ${subscription.url} is an internal address, accepted because WEBHOOK_ALLOW_PRIVATE is set for this command. The running service refuses ` +
          'deliveries to it unless WEBHOOK_ALLOW_PRIVATE=true is in its own environment too (see "webhooks list", column "last attempt").',
      );
    }
    io.stdout(`Signing secret (shown once; verify webhook-signature with it): ${subscription.secret}`);
    return 0;
  });
}

export async function listWebhooks(args: ParsedArgs, io: CliIo): Promise<number> {
  allowOnly(args, ['agency']);
  const reference = option(args, 'agency');
  const agencyId = reference === undefined ? null : (await resolveAgency(await io.database(), reference)).id;
  const webhooks = await admin(io);
  const subscriptions = await webhooks.list(agencyId);
  const last = await webhooks.lastAttempts(subscriptions.map((s) => s.id));
  io.stdout(
    table(
      ['id', 'agency', 'url', 'events', 'enabled', 'disabled because', 'last attempt'],
      subscriptions.map((s) => [s.id, s.agencyId, s.url, s.events ?? 'all', s.enabled, s.disabledReason ?? '', last.get(s.id) ?? '']),
    ),
  );
  return 0;
}

export function removeWebhook(args: ParsedArgs, io: CliIo): Promise<number> {
  allowOnly(args, ['id']);
  return refusing(io, async () => {
    const id = whole(args, 'id')!;
    const { webhooks, tenant } = await forSubscription(io, id);
    await webhooks.remove(tenant, CLI_ACTOR, id);
    io.stdout(`Removed webhook subscription ${id} and its pending deliveries.`);
    return 0;
  });
}

export function rotateWebhookSecret(args: ParsedArgs, io: CliIo): Promise<number> {
  allowOnly(args, ['id']);
  return refusing(io, async () => {
    const id = whole(args, 'id')!;
    const { webhooks, tenant } = await forSubscription(io, id);
    const updated = await webhooks.rotateSecret(tenant, CLI_ACTOR, id);
    io.stdout(`New signing secret of subscription ${updated.id}: ${updated.secret}`);
    io.stdout(`The previous secret also signs until ${updated.previousSecretUntil?.toISOString() ?? 'now'} (two signatures in webhook-signature).`);
    return 0;
  });
}

export function enableWebhook(args: ParsedArgs, io: CliIo): Promise<number> {
  allowOnly(args, ['id']);
  return refusing(io, async () => {
    const id = whole(args, 'id')!;
    const { webhooks, tenant } = await forSubscription(io, id);
    await webhooks.change(tenant, CLI_ACTOR, id, { active: true });
    io.stdout(`Webhook subscription ${id} is enabled; its pending deliveries will be sent.`);
    return 0;
  });
}

export function listDeliveries(args: ParsedArgs, io: CliIo): Promise<number> {
  allowOnly(args, ['id', 'limit']);
  return refusing(io, async () => {
    const id = whole(args, 'id')!;
    const { webhooks, tenant } = await forSubscription(io, id);
    const deliveries = (await webhooks.deliveries(tenant, id, { limit: Math.min(whole(args, 'limit', false) ?? 20, 200), sort: [{ field: 'id', direction: 'DESC' }], after: null })).items;
    io.stdout(
      table(
        ['delivery', 'sequence', 'webhook-id', 'status', 'attempts', 'last HTTP', 'next attempt', 'last error'],
        deliveries.map((d) => [d.id, d.sequence, d.messageId, d.status, d.attempts, d.lastResponseCode, d.nextAttemptAt?.toISOString() ?? '', d.lastError ?? '']),
      ),
    );
    return 0;
  });
}

export function redeliverWebhook(args: ParsedArgs, io: CliIo): Promise<number> {
  allowOnly(args, ['delivery']);
  return refusing(io, async () => {
    const deliveryId = whole(args, 'delivery')!;
    const webhooks = await agencyWebhooks(io);
    const { tenant, subscriptionId } = await webhooks.operatorDelivery(deliveryId);
    const delivery = await webhooks.redeliver(tenant, CLI_ACTOR, subscriptionId, deliveryId);
    io.stdout(`Delivery ${delivery.id} (sequence ${delivery.sequence}, ${delivery.messageId}) is queued to be sent again.`);
    return 0;
  });
}

export function replayWebhook(args: ParsedArgs, io: CliIo): Promise<number> {
  allowOnly(args, ['id', 'since-sequence']);
  return refusing(io, async () => {
    const id = whole(args, 'id')!;
    const { webhooks, tenant } = await forSubscription(io, id);
    const count = await webhooks.replay(tenant, id, whole(args, 'since-sequence')!);
    io.stdout(`Queued ${count} deliveries to subscription ${id} (every retained event from that sequence on).`);
    return 0;
  });
}
