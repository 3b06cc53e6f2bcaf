/** `mail list`: the outbox of outgoing mail (what was sent, what waits without SMTP_URL, what failed). */
import { Outbox, type OutboxStatus } from '../mail/outbox.js';
import { resolveAgency } from './agency-commands.js';
import { allowOnly, option, UsageError, type ParsedArgs } from './cli-args.js';
import { table, type CliIo } from './cli-io.js';

const STATUSES: readonly OutboxStatus[] = ['pending', 'sent', 'failed'];

export async function listMail(args: ParsedArgs, io: CliIo): Promise<number> {
  allowOnly(args, ['status', 'agency', 'limit', 'full']);
  const status = option(args, 'status');
  if (status !== undefined && !STATUSES.includes(status as OutboxStatus)) throw new UsageError(`--status must be one of ${STATUSES.join(', ')}.`);
  const limitText = option(args, 'limit') ?? '50';
  if (!/^\d+$/.test(limitText) || Number(limitText) < 1 || Number(limitText) > 10_000) throw new UsageError('--limit must be a whole number from 1 to 10000.');
  const dataSource = await io.database();
  const agency = option(args, 'agency');
  const agencyId = agency === undefined ? null : (await resolveAgency(dataSource, agency)).id;
  const entries = await new Outbox(dataSource).list({ status: (status as OutboxStatus | undefined) ?? null, agencyId }, Number(limitText));
  io.stdout(
    table(
      ['ID', 'AGENCY', 'KIND', 'TO', 'STATUS', 'ATTEMPTS', 'CREATED', 'SUBJECT'],
      entries.map((mail) => [mail.id, mail.agencyId, mail.kind, mail.recipient, mail.status, mail.attempts, mail.createdAt.toISOString(), mail.subject]),
    ),
  );
  if (args.options.get('full') === true) {
    for (const mail of entries) {
      io.stdout(`\n--- mail ${mail.id} to ${mail.recipient}${mail.lastError ? ` (last error: ${mail.lastError})` : ''}\n${mail.body}`);
    }
  }
  return 0;
}
