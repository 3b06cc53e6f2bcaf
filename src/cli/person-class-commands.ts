/** `categories list|add` and `sources list|add`: the person categories and person sources an agency's forms offer. */
import type { DataSource } from 'typeorm';
import { PersonCategory, PersonSource } from '../person-categories/person-categories.entities.js';
import { resolveAgency } from './agency-commands.js';
import { allowOnly, option, requiredOption, UsageError, type ParsedArgs } from './cli-args.js';
import { table, type CliIo } from './cli-io.js';

type Kind = 'category' | 'source';

function entityOf(kind: Kind): typeof PersonCategory | typeof PersonSource {
  return kind === 'category' ? PersonCategory : PersonSource;
}

async function agencyOf(args: ParsedArgs, io: CliIo): Promise<{ dataSource: DataSource; agencyId: number }> {
  const dataSource = await io.database();
  return { dataSource, agencyId: (await resolveAgency(dataSource, requiredOption(args, 'agency'))).id };
}

export async function listPersonClasses(args: ParsedArgs, io: CliIo, kind: Kind): Promise<number> {
  allowOnly(args, ['agency']);
  const { dataSource, agencyId } = await agencyOf(args, io);
  const rows = await dataSource.getRepository(entityOf(kind)).find({ where: { agencyId }, order: { showOrder: 'ASC', id: 'ASC' } });
  io.stdout(table(['ID', 'NAME', 'ORDER'], rows.map((row) => [row.id, row.name, row.showOrder])));
  return 0;
}

export async function addPersonClass(args: ParsedArgs, io: CliIo, kind: Kind): Promise<number> {
  allowOnly(args, ['agency', 'name', 'order']);
  const name = requiredOption(args, 'name').trim();
  if (name === '' || name.length > 100) throw new UsageError('--name must be 1 to 100 characters.');
  const orderText = option(args, 'order');
  if (orderText !== undefined && !/^\d{1,9}$/.test(orderText)) throw new UsageError('--order must be a whole number from 0.');
  const { dataSource, agencyId } = await agencyOf(args, io);
  const repository = dataSource.getRepository(entityOf(kind));
  if (await repository.findOneBy({ agencyId, name })) throw new UsageError(`The agency already has the ${kind} "${name}".`);
  const last = await repository.findOne({ where: { agencyId }, order: { showOrder: 'DESC' } });
  const showOrder = orderText === undefined ? (last?.showOrder ?? 0) + 1 : Number(orderText);
  const result = await repository.insert({ agencyId, name, showOrder });
  io.stdout(`Added ${kind} ${String(result.identifiers[0]?.['id'])} "${name}" to agency ${agencyId}.`);
  return 0;
}
