import { DialectMigration } from './dialect-migration.js';

/** Bumps the agency's data version (a row per agency, created on its first write). */
const bump = (agency: string) => `INSERT INTO \`data_version\` (\`agency_id\`, \`version\`) VALUES (${agency}, 1) ON DUPLICATE KEY UPDATE \`version\` = \`version\` + 1`;
const ofProperty = (row: 'NEW' | 'OLD') => `(SELECT p.\`agency_id\` FROM \`property\` p WHERE p.\`id\` = ${row}.\`property_id\`)`;

/** A trigger keeping the agency's data version: what lists and property records are made of. */
export type DataVersionTrigger = readonly [name: string, event: 'INSERT' | 'UPDATE' | 'DELETE', table: string, body: string];

/**
 * The triggers on `property`, `property_text` and `property_picture` that run `bump` (the SQL
 * statement bumping the version of the agency given as an SQL expression) for every row written,
 * named `<prefix>_<table>_<event>`.
 */
export function dataVersionTriggers(prefix: string, bumpOf: (agency: string) => string): DataVersionTrigger[] {
  return [
    [`${prefix}_property_insert`, 'INSERT', 'property', bumpOf('NEW.`agency_id`')],
    [`${prefix}_property_update`, 'UPDATE', 'property', `BEGIN ${bumpOf('NEW.`agency_id`')}; IF OLD.\`agency_id\` <> NEW.\`agency_id\` THEN ${bumpOf('OLD.`agency_id`')}; END IF; END`],
    [`${prefix}_property_delete`, 'DELETE', 'property', bumpOf('OLD.`agency_id`')],
    ...['property_text', 'property_picture'].flatMap((table): DataVersionTrigger[] => [
      [`${prefix}_${table}_insert`, 'INSERT', table, bumpOf(`COALESCE(${ofProperty('NEW')}, 0)`)],
      [`${prefix}_${table}_update`, 'UPDATE', table, bumpOf(`COALESCE(${ofProperty('NEW')}, 0)`)],
      [`${prefix}_${table}_delete`, 'DELETE', table, bumpOf(`COALESCE(${ofProperty('OLD')}, 0)`)],
    ]),
  ];
}

/** This migration's triggers (replaced by AgencyDataVersionPerConnection1795420080000). */
export const SINGLE_ROW_TRIGGERS = dataVersionTriggers('data_version', bump);

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
      ...SINGLE_ROW_TRIGGERS.map(([name, event, table, body]) => `CREATE TRIGGER \`${name}\` AFTER ${event} ON \`${table}\` FOR EACH ROW ${body}`),
    ],
    down: [...SINGLE_ROW_TRIGGERS.map(([name]) => `DROP TRIGGER \`${name}\``), 'DROP TABLE `data_version`'],
  };
}
