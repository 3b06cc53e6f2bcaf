import { changeTriggers, type ChangeSources, type PartSource, type RecordSource } from './change-triggers.js';
import { PROJECT, PROPERTY, SOURCES as FIRST_SOURCES } from './1795420060000-change-log.js';
import { DOCUMENTS as FIRST_DOCUMENTS } from './1795420070000-document-changes.js';
import { BUILDINGS } from './1795450000000-agency-records-api.js';
import { DialectMigration } from './dialect-migration.js';

/**
 * A property is published to partners when its status is (active, sold, rented, reference) and it
 * is not a unit of a withdrawn project (PublishInternet off): the rule every read applies
 * (src/properties/property-query.ts, `notInWithdrawnProject`).
 */
export const LISTED_PROPERTY: RecordSource = { ...PROPERTY, hiddenBy: { table: 'project', column: 'project_id', hides: (row) => `${row}.publish_internet = 0` } };

const PARTNER_VISIBLE = (row: string) => `${row}.person_id IS NULL`;

/** Every watched table, with the units hidden by a withdrawn project. */
export const SOURCES: ChangeSources = {
  records: [LISTED_PROPERTY, PROJECT],
  parts: [
    { table: 'property_text', owner: LISTED_PROPERTY, ownerColumn: 'property_id', reason: 'Texts' },
    { table: 'property_picture', owner: LISTED_PROPERTY, ownerColumn: 'property_id', reason: 'Pictures' },
    { table: 'project_text', owner: PROJECT, ownerColumn: 'project_id', reason: 'Texts' },
    { table: 'project_picture', owner: PROJECT, ownerColumn: 'project_id', reason: 'Pictures' },
    { table: 'document', name: 'document_property', owner: LISTED_PROPERTY, ownerColumn: 'property_id', reason: 'Documents', visible: PARTNER_VISIBLE },
    { table: 'document', name: 'document_project', owner: PROJECT, ownerColumn: 'project_id', reason: 'Documents', visible: PARTNER_VISIBLE },
    BUILDINGS,
  ] satisfies PartSource[],
  related: [{ parent: PROJECT, child: LISTED_PROPERTY, column: 'project_id', childReason: 'Project', parentReason: 'Unit' }],
};

const BEFORE = changeTriggers({ ...FIRST_SOURCES, parts: [...(FIRST_SOURCES.parts ?? []), ...FIRST_DOCUMENTS, BUILDINGS] });
const AFTER = changeTriggers(SOURCES);

/** The units published by their own status whose project is withdrawn today. */
const HIDDEN_UNITS = "FROM property u JOIN project j ON j.id = u.project_id AND j.publish_internet = 0 WHERE u.status IN (1, 2, 4, 6) ORDER BY u.id";

const SQLITE_TABLE = (name: string, reasonLength: number) =>
  `CREATE TABLE "${name}" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "sequence" bigint, "agency_id" integer NOT NULL, "resource" varchar(20) NOT NULL, "record_key" integer NOT NULL, "kind" varchar(20) NOT NULL, "reason" varchar(${reasonLength}) NOT NULL, "occurred_at" datetime(3) NOT NULL)`;

/** SQLite changes a column's type by copying the table (the triggers writing to it are dropped first). */
function sqliteRebuild(reasonLength: number, reason: string): string[] {
  return [
    SQLITE_TABLE('change_event_copy', reasonLength),
    `INSERT INTO "change_event_copy" ("id", "sequence", "agency_id", "resource", "record_key", "kind", "reason", "occurred_at") SELECT "id", "sequence", "agency_id", "resource", "record_key", "kind", ${reason}, "occurred_at" FROM "change_event"`,
    // Ids are versions: the copy continues after the highest ever handed out, not the highest kept.
    `DELETE FROM sqlite_sequence WHERE name = 'change_event_copy'`,
    `INSERT INTO sqlite_sequence (name, seq) SELECT 'change_event_copy', seq FROM sqlite_sequence WHERE name = 'change_event'`,
    'DROP TABLE "change_event"',
    'ALTER TABLE "change_event_copy" RENAME TO "change_event"',
    'CREATE UNIQUE INDEX "ux_change_event_sequence" ON "change_event" ("sequence") ',
    'CREATE INDEX "ix_change_event_record" ON "change_event" ("resource", "record_key", "id") ',
    'CREATE INDEX "ix_change_event_agency_sequence" ON "change_event" ("agency_id", "sequence") ',
    'CREATE INDEX "ix_change_event_pending" ON "change_event" ("sequence", "id") ',
  ];
}

/**
 * The change feed applies the reads' rule of publication (docs/sync.md): a unit of a withdrawn
 * project is unpublished. Withdrawing a project appends `Withdrawn` (reason `Project`) for its
 * units published by their own status, publishing it again `Published`; changes of such a unit
 * while its project is withdrawn are invisible; GetPublishedIndex leaves them out. The units
 * hidden today get their `Withdrawn` event now, so partners drop them.
 *
 * Also `change_event.reason` widens to hold several reasons: the sequencer merges the events of
 * one record waiting for their sequence into one, naming every reason (`Record,Texts,Pictures`).
 */
export class WithdrawnProjectUnits1795470000000 extends DialectMigration {
  readonly name = 'WithdrawnProjectUnits1795470000000';
  protected readonly sqlite = {
    up: [
      ...BEFORE.sqlite.down,
      ...sqliteRebuild(100, '"reason"'),
      `INSERT INTO "change_event" ("agency_id", "resource", "record_key", "kind", "reason", "occurred_at") SELECT u.agency_id, 'Property', u.id, 'Withdrawn', 'Project', strftime('%Y-%m-%d %H:%M:%f', 'now') ${HIDDEN_UNITS}`,
      ...AFTER.sqlite.up,
    ],
    down: [
      ...AFTER.sqlite.down,
      ...sqliteRebuild(20, `CASE WHEN instr("reason", ',') > 0 THEN substr("reason", 1, instr("reason", ',') - 1) ELSE "reason" END`),
      ...BEFORE.sqlite.up,
    ],
  };
  protected readonly mysql = {
    up: [
      ...BEFORE.mysql.down,
      'ALTER TABLE `change_event` MODIFY `reason` varchar(100) NOT NULL',
      `INSERT INTO \`change_event\` (\`agency_id\`, \`resource\`, \`record_key\`, \`kind\`, \`reason\`, \`occurred_at\`) SELECT u.agency_id, 'Property', u.id, 'Withdrawn', 'Project', UTC_TIMESTAMP(3) ${HIDDEN_UNITS}`,
      ...AFTER.mysql.up,
    ],
    down: [
      ...AFTER.mysql.down,
      "UPDATE `change_event` SET `reason` = SUBSTRING_INDEX(`reason`, ',', 1) WHERE `reason` LIKE '%,%'",
      'ALTER TABLE `change_event` MODIFY `reason` varchar(20) NOT NULL',
      ...BEFORE.mysql.up,
    ],
  };
}
