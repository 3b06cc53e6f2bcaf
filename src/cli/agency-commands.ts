/** `agencies list`, `agencies create --name X`, and resolving `--agency <id|name>`. */
import type { DataSource } from 'typeorm';
import { Agency, CustomerAccount } from '../accounts/accounts.entities.js';
import { Property } from '../properties/properties.entities.js';
import { allowOnly, requiredOption, UsageError, type ParsedArgs } from './cli-args.js';
import { table, type CliIo } from './cli-io.js';

export async function resolveAgency(dataSource: DataSource, reference: string): Promise<Agency> {
  const agencies = dataSource.getRepository(Agency);
  if (/^\d+$/.test(reference.trim())) {
    const byId = await agencies.findOneBy({ id: Number(reference.trim()) });
    if (byId) return byId;
  }
  const byName = await agencies.find({ where: { name: reference.trim() }, order: { id: 'ASC' } });
  if (byName.length === 1) return byName[0] as Agency;
  if (byName.length > 1) throw new UsageError(`Several agencies are named "${reference}" (ids ${byName.map((a) => a.id).join(', ')}); give the id.`);
  throw new UsageError(`No agency with id or name "${reference}".`);
}

export async function listAgencies(args: ParsedArgs, io: CliIo): Promise<number> {
  allowOnly(args, []);
  const dataSource = await io.database();
  const agencies = await dataSource.getRepository(Agency).find({ order: { id: 'ASC' } });
  const counts = async (entity: typeof Property | typeof CustomerAccount) =>
    new Map(
      (await dataSource.createQueryBuilder(entity, 'r').select('r.agencyId', 'agencyId').addSelect('COUNT(*)', 'n').groupBy('r.agencyId').getRawMany<{ agencyId: number | string; n: number | string }>()).map(
        (row) => [Number(row.agencyId), Number(row.n)],
      ),
    );
  const [properties, accounts] = [await counts(Property), await counts(CustomerAccount)];
  io.stdout(table(['ID', 'NAME', 'ACCOUNTS', 'PROPERTIES'], agencies.map((a) => [a.id, a.name, accounts.get(a.id) ?? 0, properties.get(a.id) ?? 0])));
  return 0;
}

/** Why an agency cannot be called `name` (another one is, as the database compares names), or null. */
export async function agencyNameTaken(dataSource: DataSource, name: string): Promise<string | null> {
  const existing = await dataSource.getRepository(Agency).findOneBy({ name });
  return existing ? `an agency named "${existing.name}" exists already (id ${existing.id}); agency names are unique` : null;
}

export async function createAgency(args: ParsedArgs, io: CliIo): Promise<number> {
  allowOnly(args, ['name']);
  const name = requiredOption(args, 'name').trim();
  if (name === '' || name.length > 200) throw new UsageError('--name must be 1 to 200 characters.');
  const dataSource = await io.database();
  const taken = await agencyNameTaken(dataSource, name);
  if (taken) {
    io.stderr(`Refused: ${taken}.`);
    return 1;
  }
  const result = await dataSource.getRepository(Agency).insert({ name, email: null, phone: null });
  io.stdout(`Created agency ${String(result.identifiers[0]?.['id'])} "${name}".`);
  return 0;
}
