/**
 * `properties status` and `projects publish|withdraw`: publication changes through the domain
 * services, so the moment a property or project leaves publication is recorded for the sync
 * clients (GetDeletedPropertyIDs, GetDeletedProjectIDs) and its last change moves (ChangeSince).
 */
import { ProjectPublicationService } from '../construction/project-publication.service.js';
import { sqlStatementsFor } from '../database/sql-statements.js';
import { TenantScope } from '../database/tenant-scope.js';
import { PropertyPublicationService } from '../properties/publication.service.js';
import { ACCOUNT_SCOPES } from '../common/scopes.js';
import type { Tenant } from '../common/tenant.js';
import { resolveAgency } from './agency-commands.js';
import { allowOnly, requiredOption, UsageError, type ParsedArgs } from './cli-args.js';
import type { CliIo } from './cli-io.js';

export function wholeNumber(args: ParsedArgs, name: string, min: number, max: number): number {
  const text = requiredOption(args, name).trim();
  const value = Number(text);
  if (!/^\d+$/.test(text) || value < min || value > max) throw new UsageError(`--${name} must be a whole number from ${min} to ${max}.`);
  return value;
}

/**
 * Runs `work` as the agency named by --agency, with a tenant scope over the CLI's database, and
 * announces that the agency's listings changed (running instances drop its cached counts).
 */
export async function asAgency(args: ParsedArgs, io: CliIo, work: (tenant: Tenant, scope: TenantScope) => Promise<void>): Promise<Tenant> {
  const dataSource = await io.database();
  const agency = await resolveAgency(dataSource, requiredOption(args, 'agency'));
  // The operator acts with every right of the agency.
  const tenant: Tenant = { agencyId: agency.id, accountId: 0, accountName: 'cli', scopes: ACCOUNT_SCOPES };
  const statements = sqlStatementsFor(dataSource);
  try {
    await work(tenant, new TenantScope(dataSource, statements));
  } finally {
    await statements.close();
  }
  io.cacheBus?.publish('tenant-data', String(tenant.agencyId));
  return tenant;
}

export async function setPropertyStatus(args: ParsedArgs, io: CliIo): Promise<number> {
  allowOnly(args, ['agency', 'property', 'status']);
  const propertyId = wholeNumber(args, 'property', 1, 2_147_483_647);
  const status = wholeNumber(args, 'status', 0, 6);
  const tenant = await asAgency(args, io, (agency, scope) => new PropertyPublicationService(scope).changeStatus(agency, propertyId, status, new Date()));
  io.stdout(`Property ${propertyId} of agency ${tenant.agencyId} now has status ${status}.`);
  return 0;
}

export async function setProjectPublication(args: ParsedArgs, io: CliIo, publish: boolean): Promise<number> {
  allowOnly(args, ['agency', 'project']);
  const projectId = wholeNumber(args, 'project', 1, 2_147_483_647);
  const tenant = await asAgency(args, io, (agency, scope) => new ProjectPublicationService(scope).setPublication(agency, projectId, publish, new Date()));
  io.stdout(`Project ${projectId} of agency ${tenant.agencyId} is ${publish ? 'published' : 'withdrawn'}.`);
  return 0;
}
