/** `accounts list|create|disable|enable|password|scopes`, through AccountsService (one place for hashing and rules). */
import { AccountsService } from '../accounts/accounts.service.js';
import { systemClock } from '../accounts/clock.js';
import { CredentialCache } from '../accounts/credential-cache.js';
import { LoginThrottle } from '../accounts/login-throttle.js';
import { MemoryCounterStore } from '../accounts/counter-store.js';
import { PasswordHasher } from '../accounts/password-hasher.js';
import { ACCOUNT_SCOPES, type AccountScope } from '../common/scopes.js';
import { resolveAgency } from './agency-commands.js';
import { allowOnly, option, requiredOption, type ParsedArgs } from './cli-args.js';
import { table, type CliIo } from './cli-io.js';
import { readPassword } from './password-input.js';

const PASSWORD_OPTIONS = ['password', 'password-env', 'password-stdin'] as const;

async function accountsService(io: CliIo): Promise<AccountsService> {
  const dataSource = await io.database();
  return new AccountsService(
    dataSource,
    new PasswordHasher(),
    new CredentialCache({ ttlMs: 0 }, systemClock, io.cacheBus),
    new LoginThrottle({ maxFailures: 1, windowMs: 1 }, new MemoryCounterStore()),
  );
}

export async function listAccounts(args: ParsedArgs, io: CliIo): Promise<number> {
  allowOnly(args, ['agency']);
  const agency = option(args, 'agency');
  const agencyId = agency === undefined ? undefined : (await resolveAgency(await io.database(), agency)).id;
  const accounts = await (await accountsService(io)).listAccounts(agencyId);
  io.stdout(
    table(
      ['ID', 'AGENCY', 'NAME', 'STATUS', 'PASSWORD CHANGED', 'SCOPES'],
      accounts.map((a) => [a.ID, a.AgencyID, a.Name, a.Disabled ? 'disabled' : 'enabled', a.PasswordChangedDate?.toISOString() ?? null, a.Scopes]),
    ),
  );
  return 0;
}

export async function createAccount(args: ParsedArgs, io: CliIo): Promise<number> {
  allowOnly(args, ['agency', 'name', 'scopes', ...PASSWORD_OPTIONS]);
  const agency = await resolveAgency(await io.database(), requiredOption(args, 'agency'));
  const name = requiredOption(args, 'name');
  const scopes = option(args, 'scopes');
  const password = await readPassword(args, io.stdin, io.env);
  const account = await (await accountsService(io)).createAccount(agency.id, name, password, scopes === undefined ? ACCOUNT_SCOPES : scopeList(scopes));
  io.stdout(`Created account ${account.Name} (id ${account.ID}) for agency ${agency.id} "${agency.name}" with scopes ${account.Scopes}.`);
  return 0;
}

export async function setAccountEnabled(args: ParsedArgs, io: CliIo, enabled: boolean): Promise<number> {
  allowOnly(args, ['name']);
  const service = await accountsService(io);
  const name = requiredOption(args, 'name');
  const account = enabled ? await service.enableAccount(name) : await service.disableAccount(name);
  io.stdout(`Account ${account.Name} is now ${account.Disabled ? 'disabled' : 'enabled'}.`);
  return 0;
}

/** `--scopes listings,contacts`: the names, as given (the service refuses unknown ones). */
function scopeList(text: string): AccountScope[] {
  return text
    .split(',')
    .map((name) => name.trim())
    .filter((name) => name !== '') as AccountScope[];
}

export async function setAccountScopes(args: ParsedArgs, io: CliIo): Promise<number> {
  allowOnly(args, ['name', 'scopes']);
  const account = await (await accountsService(io)).setScopes(requiredOption(args, 'name'), scopeList(requiredOption(args, 'scopes')));
  io.stdout(`Account ${account.Name} now has the scopes ${account.Scopes || '(none)'}.`);
  return 0;
}

export async function changeAccountPassword(args: ParsedArgs, io: CliIo): Promise<number> {
  allowOnly(args, ['name', ...PASSWORD_OPTIONS]);
  const name = requiredOption(args, 'name');
  const password = await readPassword(args, io.stdin, io.env);
  const account = await (await accountsService(io)).setPassword(name, password);
  io.stdout(`Changed the password of account ${account.Name}.`);
  return 0;
}
