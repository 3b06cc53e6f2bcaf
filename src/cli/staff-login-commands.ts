/**
 * `users login|list|remove`: the logins of an agency's users to the back-office and the REST API's
 * cookie sessions (src/staff-auth), through StaffLoginsService (one place for the rules and hashing).
 */
import type { DataSource } from 'typeorm';
import { PasswordHasher } from '../accounts/password-hasher.js';
import { AuditedWrites } from '../audit/audited-writes.js';
import { CLI_ACTOR } from '../common/actor.js';
import { loadConfig } from '../config/config.js';
import type { TenantScope } from '../database/tenant-scope.js';
import { Outbox } from '../mail/outbox.js';
import { StaffService } from '../staff/staff.service.js';
import { StaffLinks } from '../staff-auth/staff-links.js';
import { StaffLoginsService } from '../staff-auth/staff-logins.service.js';
import { STAFF_ROLES, type StaffRole } from '../staff-auth/staff-roles.js';
import { allowOnly, option, requiredOption, UsageError, type ParsedArgs } from './cli-args.js';
import { table, type CliIo } from './cli-io.js';
import { readPassword } from './password-input.js';
import { asAgency, wholeNumber } from './publication-commands.js';

const MAX_ID = 2_147_483_647;

/**
 * The logins service over the CLI's database. Only an invitation mails a link, which needs the
 * service's settings (PUBLIC_BASE_URL); the other commands read none of them.
 */
function logins(scope: TenantScope, dataSource: DataSource, io: CliIo, invite = false): StaffLoginsService {
  return new StaffLoginsService(scope, new PasswordHasher(), new StaffLinks(loadConfig(invite ? io.env : {}), new Outbox(dataSource)), new AuditedWrites(dataSource), new StaffService(scope));
}

function role(args: ParsedArgs): StaffRole {
  const value = requiredOption(args, 'role').trim();
  if (!(STAFF_ROLES as readonly string[]).includes(value)) throw new UsageError(`--role must be one of ${STAFF_ROLES.join(', ')}.`);
  return value as StaffRole;
}

/**
 * `users login --agency A --user ID [--email E] --role R (<password> | --invite)`: creates or
 * replaces the user's login; `--invite` mails a link to choose the password instead.
 */
export async function setStaffLogin(args: ParsedArgs, io: CliIo): Promise<number> {
  allowOnly(args, ['agency', 'user', 'email', 'role', 'invite', 'password', 'password-env', 'password-stdin']);
  const userId = wholeNumber(args, 'user', 1, MAX_ID);
  const chosenRole = role(args);
  const email = option(args, 'email');
  const invite = args.options.get('invite') === true;
  if (invite && ['password', 'password-env', 'password-stdin'].some((name) => args.options.has(name))) throw new UsageError('Give either a password or --invite, not both.');
  const password = invite ? null : await readPassword(args, io.stdin, io.env);
  let outcome: Awaited<ReturnType<StaffLoginsService['setLogin']>> | undefined;
  await asAgency(args, io, async (tenant, scope) => {
    outcome = await logins(scope, await io.database(), io, invite).setLogin(tenant, CLI_ACTOR, userId, { email: email ?? null, role: chosenRole, password });
  });
  if (!outcome) return 1;
  const { login, created } = outcome;
  const who = created ? `User ${userId} can now sign in as ${login.email} (${login.role})` : `Replaced the login of user ${userId}: signs in as ${login.email} (${login.role}); its sessions were ended`;
  io.stdout(invite ? `${who}; an invitation to choose the password was mailed to ${login.email} (npm run cli -- mail list).` : `${who}.`);
  return 0;
}

/** `users list --agency A`: every user of the agency with its login, if any. */
export async function listStaffLogins(args: ParsedArgs, io: CliIo): Promise<number> {
  allowOnly(args, ['agency']);
  const rows: (string | number | null)[][] = [];
  await asAgency(args, io, async (tenant, scope) => {
    const users = await new StaffService(scope).listUsers(tenant, { ids: [], departmentId: null, officeId: null, siteIds: [], includeHiddenOnWeb: true });
    const found = await logins(scope, await io.database(), io).ofUsers(tenant, users.flatMap((user) => (user.ID === null ? [] : [user.ID])));
    for (const user of users) {
      const login = user.ID === null ? undefined : found.get(user.ID);
      const name = [user.FirstName, user.Name].filter(Boolean).join(' ');
      const lastSignIn = !login ? null : !login.hasPassword ? 'invited' : (login.lastLoginAt?.toISOString() ?? 'never');
      rows.push([user.ID, name, user.Email, login?.email ?? null, login?.role ?? null, lastSignIn]);
    }
  });
  io.stdout(table(['USER', 'NAME', 'EMAIL', 'SIGN-IN EMAIL', 'ROLE', 'LAST SIGN-IN'], rows));
  return 0;
}

/** `users remove --agency A --user ID`: removes the user's login (its sessions end); the user stays. */
export async function removeStaffLogin(args: ParsedArgs, io: CliIo): Promise<number> {
  allowOnly(args, ['agency', 'user']);
  const userId = wholeNumber(args, 'user', 1, MAX_ID);
  let email = '';
  await asAgency(args, io, async (tenant, scope) => {
    email = (await logins(scope, await io.database(), io).remove(tenant, CLI_ACTOR, userId)).email;
  });
  io.stdout(`Removed the login ${email} of user ${userId}; its sessions were ended.`);
  return 0;
}
