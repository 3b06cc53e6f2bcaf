import { DialectMigration } from './dialect-migration.js';

/** Bumps the agency's data version (a row per agency, created on its first write). */
const bump = (agency: string) => `INSERT INTO \`data_version\` (\`agency_id\`, \`version\`) VALUES (${agency}, 1) ON DUPLICATE KEY UPDATE \`version\` = \`version\` + 1`;
const ofProperty = (row: 'NEW' | 'OLD') => `(SELECT p.\`agency_id\` FROM \`property\` p WHERE p.\`id\` = ${row}.\`property_id\`)`;

/** Triggers keeping the agency's data version: what lists and property records are made of. */
type Trigger = readonly [name: string, event: 'INSERT' | 'UPDATE' | 'DELETE', table: string, body: string];
const TRIGGERS: readonly Trigger[] = [
  ['data_version_property_insert', 'INSERT', 'property', bump('NEW.`agency_id`')],
  ['data_version_property_update', 'UPDATE', 'property', `BEGIN ${bump('NEW.`agency_id`')}; IF OLD.\`agency_id\` <> NEW.\`agency_id\` THEN ${bump('OLD.`agency_id`')}; END IF; END`],
  ['data_version_property_delete', 'DELETE', 'property', bump('OLD.`agency_id`')],
  ...['property_text', 'property_picture'].flatMap((table): Trigger[] => [
    [`data_version_${table}_insert`, 'INSERT', table, bump(`COALESCE(${ofProperty('NEW')}, 0)`)],
    [`data_version_${table}_update`, 'UPDATE', table, bump(`COALESCE(${ofProperty('NEW')}, 0)`)],
    [`data_version_${table}_delete`, 'DELETE', table, bump(`COALESCE(${ofProperty('OLD')}, 0)`)],
  ]),
];

/**
 * MySQL/MariaDB: a data version per agency (`data_version`), bumped by triggers on every write to
 * its properties, their texts and pictures — by this service, the CLI, an import or any other
 * client. The service reads it before serving lists, counts and records from its caches
 * (ExternalWriteWatch), so a property withdrawn by another process leaves the lists as soon as
 * it is no longer found, without a cache bus. SQLite has its data version built in
 * (`PRAGMA data_version`) and needs nothing.
 */
export class AgencyDataVersion1795420050000 extends DialectMigration {
  readonly name = 'AgencyDataVersion1795420050000';
  protected readonly sqlite = { up: [], down: [] };
  protected readonly mysql = {
    up: [
      'CREATE TABLE `data_version` (`agency_id` int NOT NULL, `version` bigint NOT NULL DEFAULT 0, PRIMARY KEY (`agency_id`)) ENGINE=InnoDB',
      ...TRIGGERS.map(([name, event, table, body]) => `CREATE TRIGGER \`${name}\` AFTER ${event} ON \`${table}\` FOR EACH ROW ${body}`),
    ],
    down: [...TRIGGERS.map(([name]) => `DROP TRIGGER \`${name}\``), 'DROP TABLE `data_version`'],
  };
}
