/**
 * `webhooks add|list|remove|rotate-secret|enable|deliveries|redeliver|replay`: an agency's
 * webhook subscriptions and their deliveries (docs/sync.md, "Push"). A running instance
 * delivers; these commands only change the database.
 */
import { loadConfig } from '../config/config.js';
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

/** Runs a command; a refusal of the admin (bad URL, unknown id) is a one-line message and exit code 1. */
async function refusing(io: CliIo, work: () => Promise<number>): Promise<number> {
  try {
    return await work();
  } catch (error) {
    if (!(error instanceof WebhookAdminError)) throw error;
    io.stderr(error.message);
    return 1;
  }
}

export function addWebhook(args: ParsedArgs, io: CliIo): Promise<number> {
  allowOnly(args, ['agency', 'url', 'events']);
  return refusing(io, async () => {
    const webhooks = await admin(io);
    const agency = await resolveAgency(await io.database(), requiredOption(args, 'agency'));
    const subscription = await webhooks.add(agency.id, requiredOption(args, 'url'), option(args, 'events') ?? null);
    io.stdout(`Created webhook subscription ${subscription.id} for agency ${agency.id} → ${subscription.url} (events: ${subscription.events ?? 'all'}).`);
    io.stdout(`Signing secret (shown once; verify webhook-signature with it): ${subscription.secret}`);
    return 0;
  });
}

export async function listWebhooks(args: ParsedArgs, io: CliIo): Promise<number> {
  allowOnly(args, ['agency']);
  const reference = option(args, 'agency');
  const agencyId = reference === undefined ? null : (await resolveAgency(await io.database(), reference)).id;
  const subscriptions = await (await admin(io)).list(agencyId);
  io.stdout(
    table(
      ['id', 'agency', 'url', 'events', 'enabled', 'disabled because'],
      subscriptions.map((s) => [s.id, s.agencyId, s.url, s.events ?? 'all', s.enabled, s.disabledReason ?? '']),
    ),
  );
  return 0;
}

export function removeWebhook(args: ParsedArgs, io: CliIo): Promise<number> {
  allowOnly(args, ['id']);
  return refusing(io, async () => {
    const id = whole(args, 'id')!;
    await (await admin(io)).remove(id);
    io.stdout(`Removed webhook subscription ${id} and its pending deliveries.`);
    return 0;
  });
}

export function rotateWebhookSecret(args: ParsedArgs, io: CliIo): Promise<number> {
  allowOnly(args, ['id']);
  return refusing(io, async () => {
    const updated = await (await admin(io)).rotateSecret(whole(args, 'id')!);
    io.stdout(`New signing secret of subscription ${updated.id}: ${updated.secret}`);
    io.stdout(`The previous secret also signs until ${updated.previousSecretUntil?.toISOString() ?? 'now'} (two signatures in webhook-signature).`);
    return 0;
  });
}

export function enableWebhook(args: ParsedArgs, io: CliIo): Promise<number> {
  allowOnly(args, ['id']);
  return refusing(io, async () => {
    const id = whole(args, 'id')!;
    await (await admin(io)).enable(id);
    io.stdout(`Webhook subscription ${id} is enabled; its pending deliveries will be sent.`);
    return 0;
  });
}

export function listDeliveries(args: ParsedArgs, io: CliIo): Promise<number> {
  allowOnly(args, ['id', 'limit']);
  return refusing(io, async () => {
    const deliveries = await (await admin(io)).recentDeliveries(whole(args, 'id')!, whole(args, 'limit', false) ?? 20);
    io.stdout(
      table(
        ['delivery', 'sequence', 'webhook-id', 'status', 'attempts', 'last HTTP', 'next attempt', 'last error'],
        deliveries.map((d) => [d.id, d.sequence, d.messageId, d.status, d.attempts, d.lastStatus, d.status === 'pending' ? d.nextAttemptAt.toISOString() : '', d.lastError ?? '']),
      ),
    );
    return 0;
  });
}

export function redeliverWebhook(args: ParsedArgs, io: CliIo): Promise<number> {
  allowOnly(args, ['delivery']);
  return refusing(io, async () => {
    const delivery = await (await admin(io)).redeliver(whole(args, 'delivery')!);
    io.stdout(`Delivery ${delivery.id} (sequence ${delivery.sequence}, ${delivery.messageId}) is queued to be sent again.`);
    return 0;
  });
}

export function replayWebhook(args: ParsedArgs, io: CliIo): Promise<number> {
  allowOnly(args, ['id', 'since-sequence']);
  return refusing(io, async () => {
    const id = whole(args, 'id')!;
    const count = await (await admin(io)).replay(id, whole(args, 'since-sequence')!);
    io.stdout(`Queued ${count} deliveries to subscription ${id} (every retained event from that sequence on).`);
    return 0;
  });
}
