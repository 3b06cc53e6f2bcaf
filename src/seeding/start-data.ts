/**
 * What the service does with its data on every start, after the migrations: add the missing
 * shared reference data, load the demo data set into an empty database when DEMO_DATA is on, and
 * tell the operator when the database holds no customer account yet (every call would answer
 * "Invalid customer name or password") and how to create one.
 */
import { Logger } from '@nestjs/common';
import type { DataSource } from 'typeorm';
import { CustomerAccount } from '../accounts/accounts.entities.js';
import { type DatabaseConfig, databaseUrlForDisplay, DEFAULT_DATABASE_URL, type DemoDataMode } from '../config/config.js';
import { DEMO_ACCOUNTS, DEMO_STAFF_LOGIN, loadDemoData } from './demo-data.js';
import { ensureReferenceData } from './reference-data.js';

/**
 * What a printed CLI command starts with so that, run as printed, it acts on this database: empty
 * for the default file, `DATABASE_URL='…' ` (its password left out) for any other.
 */
export function cliDatabasePrefix(database: Pick<DatabaseConfig, 'type' | 'url'>): string {
  const shown = databaseUrlForDisplay(database);
  const isDefault = shown === databaseUrlForDisplay({ type: 'sqlite', url: DEFAULT_DATABASE_URL.replace(/^sqlite:/, '') });
  return isDefault ? '' : `DATABASE_URL='${shown}' `;
}

/**
 * The start-up lines for a database without any customer account. The commands name the database
 * the service uses (its password left out) unless it is the default file, so that the CLI, run as
 * printed, acts on this database and not on another one.
 */
export function noAccountHint(database: Pick<DatabaseConfig, 'type' | 'url'>): string[] {
  const shown = databaseUrlForDisplay(database);
  const prefix = cliDatabasePrefix(database);
  return [
    'The database holds no customer account yet, so every call answers "Invalid customer name or password". Create an agency and its account:',
    `  ${prefix}npm run cli -- agencies create --name "My Agency"`,
    `  ${prefix}npm run cli -- accounts create --agency "My Agency" --name my-site --password-stdin`,
    ...(shown.includes('<password>') ? ["(put the database user's password in place of <password>)"] : []),
    '(or start with DEMO_DATA=true on an empty database for the demo data set; docs/cli.md, docs/demo-data.md)',
  ];
}

/**
 * Whether this start loads the demo data set: with DEMO_DATA=true into any database without
 * agencies; by default (no DATABASE_URL) only into the SQLite file this start created.
 */
function demoDataWanted(demoData: DemoDataMode, newFile: boolean): boolean {
  return demoData === 'empty-database' || (demoData === 'new-database' && newFile);
}

export async function prepareStartData(
  dataSource: DataSource,
  options: { readonly demoData: DemoDataMode; readonly database: Pick<DatabaseConfig, 'type' | 'url'> },
  start: { readonly newFile: boolean } = { newFile: false },
  logger = new Logger('Data'),
): Promise<void> {
  await dataSource.transaction((manager) => ensureReferenceData(manager));
  if (demoDataWanted(options.demoData, start.newFile)) {
    const summary = await loadDemoData(dataSource);
    if (summary.loaded) {
      const accounts = DEMO_ACCOUNTS.map((a) => `${a.name}/${a.password} (agency ${a.agencyId} ${a.agencyName})`).join(', ');
      logger.log(`Loaded the demo data set: ${summary.rows.properties} properties, ${summary.rows.persons} persons, ${summary.rows.history} history records.`);
      logger.log(`Demo accounts (CustomerName/CustomerPassword): ${accounts}; the demo persons' logins are in docs/demo-data.md.`);
      const staff = DEMO_STAFF_LOGIN;
      logger.log(`Demo staff login (${staff.role} of agency ${staff.agencyId} ${staff.agencyName}; the back-office /admin/, POST /api/v1/session): ${staff.email} / ${staff.password}.`);
    }
  }
  if ((await dataSource.getRepository(CustomerAccount).count()) === 0) {
    for (const line of noAccountHint(options.database)) logger.warn(line);
  }
}
