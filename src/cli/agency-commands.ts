/** `agencies list`, `agencies create --name X [--language N]`, `agencies language`, and resolving `--agency <id|name>`. */
import type { DataSource } from 'typeorm';
import { Agency, CustomerAccount } from '../accounts/accounts.entities.js';
import { Property } from '../properties/properties.entities.js';
import { isLanguageId, LANGUAGES, type LanguageId } from '../common/codes.js';
import { allowOnly, option, requiredOption, UsageError, type ParsedArgs } from './cli-args.js';
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
  io.stdout(
    table(
      ['ID', 'NAME', 'LANGUAGE', 'ACCOUNTS', 'PROPERTIES'],
      agencies.map((a) => [a.id, a.name, `${a.defaultLanguageId} ${LANGUAGES[a.defaultLanguageId as LanguageId] ?? '?'}`, accounts.get(a.id) ?? 0, properties.get(a.id) ?? 0]),
    ),
  );
  return 0;
}

/** --language: a language id 1 (NL) … 6 (CA). */
function languageOption(text: string): LanguageId {
  const value = Number(text.trim());
  if (!/^\d$/.test(text.trim()) || !isLanguageId(value)) {
    throw new UsageError(`--language must be one of ${Object.entries(LANGUAGES).map(([id, code]) => `${id} (${code})`).join(', ')}, got "${text}".`);
  }
  return value;
}

/** Why an agency cannot be called `name` (another one is, as the database compares names), or null. */
export async function agencyNameTaken(dataSource: DataSource, name: string): Promise<string | null> {
  const existing = await dataSource.getRepository(Agency).findOneBy({ name });
  return existing ? `an agency named "${existing.name}" exists already (id ${existing.id}); agency names are unique` : null;
}

export async function createAgency(args: ParsedArgs, io: CliIo): Promise<number> {
  allowOnly(args, ['name', 'language']);
  const name = requiredOption(args, 'name').trim();
  if (name === '' || name.length > 200) throw new UsageError('--name must be 1 to 200 characters.');
  const language = option(args, 'language');
  const defaultLanguageId = language === undefined ? 1 : languageOption(language);
  const dataSource = await io.database();
  const taken = await agencyNameTaken(dataSource, name);
  if (taken) {
    io.stderr(`Refused: ${taken}.`);
    return 1;
  }
  const result = await dataSource.getRepository(Agency).insert({ name, email: null, phone: null, defaultLanguageId });
  io.stdout(`Created agency ${String(result.identifiers[0]?.['id'])} "${name}" (language ${defaultLanguageId} ${LANGUAGES[defaultLanguageId]}).`);
  return 0;
}

/**
 * `agencies language --agency ID|NAME --language N`: the language every answer to the agency's
 * accounts is in when a request names none. Running instances re-read it with the credentials
 * (announced on the cache bus with REDIS_URL; on the embedded SQLite file they notice the write).
 */
export async function setAgencyLanguage(args: ParsedArgs, io: CliIo): Promise<number> {
  allowOnly(args, ['agency', 'language']);
  const language = languageOption(requiredOption(args, 'language'));
  const dataSource = await io.database();
  const agency = await resolveAgency(dataSource, requiredOption(args, 'agency'));
  await dataSource.getRepository(Agency).update({ id: agency.id }, { defaultLanguageId: language });
  io.cacheBus?.publish('credentials');
  io.stdout(`Agency ${agency.id} "${agency.name}" answers in language ${language} (${LANGUAGES[language]}) when a request names none.`);
  return 0;
}
