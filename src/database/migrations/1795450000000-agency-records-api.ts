import { PROJECT } from './1795420060000-change-log.js';
import { changeTriggers, type PartSource } from './change-triggers.js';
import { DialectMigration } from './dialect-migration.js';

/** A building is part of what partners read of a project (GetBuildingList): changing one changes its published project. */
export const BUILDINGS: PartSource = { table: 'building', owner: PROJECT, ownerColumn: 'project_id', reason: 'Buildings' };
const BUILDING_TRIGGERS = changeTriggers({ parts: [BUILDINGS] });

const LEAD_COLUMNS = ['agency_id', 'kind', 'status', 'person_id', 'property_id', 'project_id', 'history_id', 'received_at', 'updated_at', 'version'];

/** The contact requests received before the inbox existed (history type 0 Contact), as new leads. */
function backfillLeads(q: (name: string) => string): string {
  const columns = LEAD_COLUMNS.map(q).join(', ');
  const h = (name: string) => `h.${q(name)}`;
  return `INSERT INTO ${q('lead')} (${columns}) SELECT ${h('agency_id')}, 'contact', 'new', ${h('person_id')}, ${h('property_id')}, ${h('project_id')}, ${h('id')}, ${h('date')}, ${h('date')}, 1 FROM ${q('history')} h WHERE ${h('kind')} = 'automatic' AND ${h('type_id')} = 0 ORDER BY ${h('id')}`;
}

const sqliteName = (name: string) => `"${name}"`;
const mysqlName = (name: string) => `\`${name}\``;

/** SQLite alters a column's nullability only by copying the table (appointment_registration has no triggers). */
const registrationTable = (personId: 'integer' | 'integer NOT NULL') => [
  'DROP INDEX "ix_appointment_registration_person"',
  'DROP INDEX "ux_appointment_registration"',
  `CREATE TABLE "temporary_appointment_registration" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "agency_id" integer NOT NULL, "appointment_id" integer NOT NULL, "person_id" ${personId}, "registered_at" datetime NOT NULL)`,
  'INSERT INTO "temporary_appointment_registration"("id", "agency_id", "appointment_id", "person_id", "registered_at") SELECT "id", "agency_id", "appointment_id", "person_id", "registered_at" FROM "appointment_registration"',
  'DROP TABLE "appointment_registration"',
  'ALTER TABLE "temporary_appointment_registration" RENAME TO "appointment_registration"',
  'CREATE UNIQUE INDEX "ux_appointment_registration" ON "appointment_registration" ("appointment_id", "person_id") ',
  'CREATE INDEX "ix_appointment_registration_person" ON "appointment_registration" ("agency_id", "person_id") ',
];

/**
 * What the agency API writes through (docs/agency-api.md):
 * - a `version` on projects, buildings, documents, slots, persons and demands, raised by every
 *   TypeORM update (the resources' ETag), and `updated_at` on the records that had no change time
 *   (documents get their creation time; buildings and slots stay null until their next change);
 * - a project's own `reference`, unique within its agency;
 * - the lead inbox (`lead`): contact requests and registrations with a status and an assignee;
 *   the contact requests already received become new leads;
 * - a registration to a slot outlives its person's erasure without identity (`person_id` null).
 * - the change log records a building's insert, change and delete on its published project (reason `Buildings`).
 * Only ADD COLUMN on the tables that carry change-log triggers (project, document), so SQLite keeps them.
 */
export class AgencyRecordsApi1795450000000 extends DialectMigration {
  readonly name = 'AgencyRecordsApi1795450000000';
  protected readonly sqlite = {
    up: [
      'ALTER TABLE "project" ADD COLUMN "reference" varchar(100)',
      'ALTER TABLE "project" ADD COLUMN "version" integer NOT NULL DEFAULT (1)',
      'CREATE UNIQUE INDEX "ux_project_reference" ON "project" ("agency_id", "reference") ',
      'CREATE INDEX "ix_project_changed" ON "project" ("agency_id", "last_changed_at") ',
      'ALTER TABLE "building" ADD COLUMN "updated_at" datetime',
      'ALTER TABLE "building" ADD COLUMN "version" integer NOT NULL DEFAULT (1)',
      'ALTER TABLE "document" ADD COLUMN "updated_at" datetime',
      'ALTER TABLE "document" ADD COLUMN "version" integer NOT NULL DEFAULT (1)',
      'UPDATE "document" SET "updated_at" = "created_at"',
      'ALTER TABLE "appointment" ADD COLUMN "updated_at" datetime',
      'ALTER TABLE "appointment" ADD COLUMN "version" integer NOT NULL DEFAULT (1)',
      'ALTER TABLE "person" ADD COLUMN "version" integer NOT NULL DEFAULT (1)',
      'CREATE INDEX "ix_person_changed" ON "person" ("agency_id", "last_changed_at") ',
      'ALTER TABLE "demand" ADD COLUMN "version" integer NOT NULL DEFAULT (1)',
      ...registrationTable('integer'),
      'CREATE TABLE "lead" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "agency_id" integer NOT NULL, "kind" varchar(20) NOT NULL, "status" varchar(10) NOT NULL DEFAULT (\'new\'), "assigned_user_id" integer, "person_id" integer, "property_id" integer, "project_id" integer, "history_id" integer, "demand_id" integer, "appointment_id" integer, "received_at" datetime NOT NULL, "handled_at" datetime, "updated_at" datetime NOT NULL, "version" integer NOT NULL DEFAULT (1))',
      'CREATE INDEX "ix_lead_changed" ON "lead" ("agency_id", "updated_at") ',
      'CREATE INDEX "ix_lead_person" ON "lead" ("agency_id", "person_id") ',
      'CREATE INDEX "ix_lead_assignee" ON "lead" ("agency_id", "assigned_user_id", "id") ',
      'CREATE INDEX "ix_lead_status" ON "lead" ("agency_id", "status", "id") ',
      backfillLeads(sqliteName),
      ...BUILDING_TRIGGERS.sqlite.up,
    ],
    down: [
      ...BUILDING_TRIGGERS.sqlite.down,
      'DROP TABLE "lead"',
      'DELETE FROM "appointment_registration" WHERE "person_id" IS NULL',
      ...registrationTable('integer NOT NULL'),
      'ALTER TABLE "demand" DROP COLUMN "version"',
      'DROP INDEX "ix_person_changed"',
      'ALTER TABLE "person" DROP COLUMN "version"',
      'ALTER TABLE "appointment" DROP COLUMN "version"',
      'ALTER TABLE "appointment" DROP COLUMN "updated_at"',
      'ALTER TABLE "document" DROP COLUMN "version"',
      'ALTER TABLE "document" DROP COLUMN "updated_at"',
      'ALTER TABLE "building" DROP COLUMN "version"',
      'ALTER TABLE "building" DROP COLUMN "updated_at"',
      'DROP INDEX "ix_project_changed"',
      'DROP INDEX "ux_project_reference"',
      'ALTER TABLE "project" DROP COLUMN "version"',
      'ALTER TABLE "project" DROP COLUMN "reference"',
    ],
  };
  protected readonly mysql = {
    up: [
      'ALTER TABLE `project` ADD `reference` varchar(100) NULL, ADD `version` int NOT NULL DEFAULT \'1\'',
      'CREATE UNIQUE INDEX `ux_project_reference` ON `project` (`agency_id`, `reference`)',
      'CREATE INDEX `ix_project_changed` ON `project` (`agency_id`, `last_changed_at`)',
      'ALTER TABLE `building` ADD `updated_at` datetime NULL, ADD `version` int NOT NULL DEFAULT \'1\'',
      'ALTER TABLE `document` ADD `updated_at` datetime NULL, ADD `version` int NOT NULL DEFAULT \'1\'',
      'UPDATE `document` SET `updated_at` = `created_at`',
      'ALTER TABLE `appointment` ADD `updated_at` datetime NULL, ADD `version` int NOT NULL DEFAULT \'1\'',
      'ALTER TABLE `person` ADD `version` int NOT NULL DEFAULT \'1\'',
      'CREATE INDEX `ix_person_changed` ON `person` (`agency_id`, `last_changed_at`)',
      'ALTER TABLE `demand` ADD `version` int NOT NULL DEFAULT \'1\'',
      'ALTER TABLE `appointment_registration` CHANGE `person_id` `person_id` int NULL',
      'CREATE TABLE `lead` (`id` int NOT NULL AUTO_INCREMENT, `agency_id` int NOT NULL, `kind` varchar(20) NOT NULL, `status` varchar(10) NOT NULL DEFAULT \'new\', `assigned_user_id` int NULL, `person_id` int NULL, `property_id` int NULL, `project_id` int NULL, `history_id` int NULL, `demand_id` int NULL, `appointment_id` int NULL, `received_at` datetime NOT NULL, `handled_at` datetime NULL, `updated_at` datetime NOT NULL, `version` int NOT NULL DEFAULT \'1\', INDEX `ix_lead_changed` (`agency_id`, `updated_at`), INDEX `ix_lead_person` (`agency_id`, `person_id`), INDEX `ix_lead_assignee` (`agency_id`, `assigned_user_id`, `id`), INDEX `ix_lead_status` (`agency_id`, `status`, `id`), PRIMARY KEY (`id`)) ENGINE=InnoDB',
      backfillLeads(mysqlName),
      ...BUILDING_TRIGGERS.mysql.up,
    ],
    down: [
      ...BUILDING_TRIGGERS.mysql.down,
      'DROP TABLE `lead`',
      'DELETE FROM `appointment_registration` WHERE `person_id` IS NULL',
      'ALTER TABLE `appointment_registration` CHANGE `person_id` `person_id` int NOT NULL',
      'ALTER TABLE `demand` DROP COLUMN `version`',
      'DROP INDEX `ix_person_changed` ON `person`',
      'ALTER TABLE `person` DROP COLUMN `version`',
      'ALTER TABLE `appointment` DROP COLUMN `updated_at`, DROP COLUMN `version`',
      'ALTER TABLE `document` DROP COLUMN `updated_at`, DROP COLUMN `version`',
      'ALTER TABLE `building` DROP COLUMN `updated_at`, DROP COLUMN `version`',
      'DROP INDEX `ix_project_changed` ON `project`',
      'DROP INDEX `ux_project_reference` ON `project`',
      'ALTER TABLE `project` DROP COLUMN `reference`, DROP COLUMN `version`',
    ],
  };
}
