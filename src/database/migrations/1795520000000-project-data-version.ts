import { bump } from './1795420080000-agency-data-version-per-connection.js';
import { DialectMigration } from './dialect-migration.js';

const ofProject = (row: 'NEW' | 'OLD') => `COALESCE((SELECT j.\`agency_id\` FROM \`project\` j WHERE j.\`id\` = ${row}.\`project_id\`), 0)`;

/** name, event, table, body: as in AgencyDataVersionPerConnection1795420080000, for the project tables. */
const TRIGGERS: readonly (readonly [name: string, event: 'INSERT' | 'UPDATE' | 'DELETE', table: string, body: string])[] = [
  ['data_version_connection_project_insert', 'INSERT', 'project', bump('NEW.`agency_id`')],
  ['data_version_connection_project_update', 'UPDATE', 'project', `BEGIN ${bump('NEW.`agency_id`')}; IF OLD.\`agency_id\` <> NEW.\`agency_id\` THEN ${bump('OLD.`agency_id`')}; END IF; END`],
  ['data_version_connection_project_delete', 'DELETE', 'project', bump('OLD.`agency_id`')],
  ['data_version_connection_project_picture_insert', 'INSERT', 'project_picture', bump(ofProject('NEW'))],
  ['data_version_connection_project_picture_update', 'UPDATE', 'project_picture', bump(ofProject('NEW'))],
  ['data_version_connection_project_picture_delete', 'DELETE', 'project_picture', bump(ofProject('OLD'))],
];

/**
 * MySQL/MariaDB: the agency's data version (src/database/agency-version.ts) also moves with every
 * write of its projects and their pictures. Whether a picture file may be served (docs/media.md)
 * depends on them — a project's pictures and its units' pictures are public only while it is
 * published — and the answers kept by the instances of a fleet are dropped when the version moves,
 * whoever wrote. Created right before the change-log trigger of the same table and event, as the
 * property tables' are. SQLite's data version is the database's own and needs nothing.
 */
export class ProjectDataVersion1795520000000 extends DialectMigration {
  readonly name = 'ProjectDataVersion1795520000000';
  protected readonly sqlite = { up: [], down: [] };
  protected readonly mysql = {
    up: TRIGGERS.map(
      ([name, event, table, body]) => `CREATE TRIGGER \`${name}\` AFTER ${event} ON \`${table}\` FOR EACH ROW PRECEDES \`change_${table}_${event.toLowerCase()}\` ${body}`,
    ),
    down: TRIGGERS.map(([name]) => `DROP TRIGGER \`${name}\``),
  };
}
