/**
 * `api-keys create|list|revoke`: the keys an agency's integrations call the agency API with
 * (docs/agency-api.md). A key is printed once, alone on standard output, when it is made; only
 * its hash is stored.
 */
import { ApiKeyService } from '../api-keys/api-keys.service.js';
import { CLI_ACTOR } from '../common/actor.js';
import { resolveAgency } from './agency-commands.js';
import { allowOnly, option, requiredOption, UsageError, type ParsedArgs } from './cli-args.js';
import { type CliIo, table } from './cli-io.js';

export async function createApiKey(args: ParsedArgs, io: CliIo): Promise<number> {
  allowOnly(args, ['agency', 'name', 'role']);
  const role = requiredOption(args, 'role');
  if (!['admin', 'editor', 'viewer'].includes(role)) throw new UsageError('--role must be admin, editor or viewer.');
  const dataSource = await io.database();
  const agency = await resolveAgency(dataSource, requiredOption(args, 'agency'));
  const { key, record } = await new ApiKeyService(dataSource).create(agency.id, requiredOption(args, 'name'), role, new Date(), CLI_ACTOR);
  io.stderr(`Created API key ${record.id} "${record.name}" (${record.role}) for agency ${agency.id} "${agency.name}". It is shown once: keep it now.`);
  io.stdout(key);
  return 0;
}

export async function listApiKeys(args: ParsedArgs, io: CliIo): Promise<number> {
  allowOnly(args, ['agency']);
  const dataSource = await io.database();
  const reference = option(args, 'agency');
  const agencyId = reference === undefined ? null : (await resolveAgency(dataSource, reference)).id;
  const keys = await new ApiKeyService(dataSource).list(agencyId);
  io.stdout(
    table(
      ['id', 'agency', 'name', 'role', 'key starts', 'created', 'last used', 'revoked'],
      keys.map((key) => [key.id, key.agencyId, key.name, key.role, `${key.keyStart}…`, key.createdAt.toISOString(), key.lastUsedAt?.toISOString() ?? '', key.revokedAt?.toISOString() ?? '']),
    ),
  );
  return 0;
}

export async function revokeApiKey(args: ParsedArgs, io: CliIo): Promise<number> {
  allowOnly(args, ['id']);
  const text = requiredOption(args, 'id').trim();
  if (!/^\d+$/.test(text) || Number(text) > Number.MAX_SAFE_INTEGER) throw new UsageError('--id must be a whole number.');
  const record = await new ApiKeyService(await io.database()).revoke(Number(text), null, new Date(), CLI_ACTOR);
  io.stdout(`API key ${record.id} "${record.name}" of agency ${record.agencyId} is revoked (since ${record.revokedAt?.toISOString() ?? ''}); calls with it are refused.`);
  return 0;
}
