import { DialectMigration } from './dialect-migration.js';

const TASK_COLUMNS = '"agency_id", "kind", "type_id", "date", "person_id", "property_id", "user_id", "subject", "content", "start_date", "end_date", "done", "done_at", "demand_id", "created_by"';
const TASK_VALUES = "\"agency_id\", 'task', 24, \"created_at\", \"person_id\", \"property_id\", \"user_id\", \"subject\", \"comment\", \"created_at\", \"due_date\", \"done\", \"done_at\", \"demand_id\", \"created_by\"";
const HISTORY_VALUES = '"agency_id", COALESCE("subject", \'\'), "content", "person_id", "property_id", "demand_id", "user_id", "end_date", "done", "done_at", "date", "created_by"';
const TASK_TABLE_COLUMNS = '"agency_id", "subject", "comment", "person_id", "property_id", "demand_id", "user_id", "due_date", "done", "done_at", "created_at", "created_by"';

const backticks = (sql: string) => sql.replaceAll('"', '`');

/**
 * Tasks have one store: the history (kind task), which GetTaskHistories, GetHistorySummary,
 * GetPersonSummary and a property's history read. CreateTask used to write a `task` table that
 * no read returned. The history takes the task's demand, done date and creator; the rows of
 * `task` move into it (type 24, Check-up; created on their date, due on their end date) and the
 * table is dropped.
 */
export class TasksInHistory1795490010000 extends DialectMigration {
  readonly name = 'TasksInHistory1795490010000';
  protected readonly sqlite = {
    up: [
      'ALTER TABLE "history" ADD COLUMN "demand_id" integer',
      'ALTER TABLE "history" ADD COLUMN "done_at" datetime',
      'ALTER TABLE "history" ADD COLUMN "created_by" varchar(100)',
      `INSERT INTO "history" (${TASK_COLUMNS}) SELECT ${TASK_VALUES} FROM "task" ORDER BY "id"`,
      'DROP TABLE "task"',
    ],
    down: [
      'CREATE TABLE "task" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "agency_id" integer NOT NULL, "subject" varchar(500) NOT NULL, "comment" text, "person_id" integer, "property_id" integer, "demand_id" integer, "user_id" integer, "due_date" datetime, "done" boolean NOT NULL DEFAULT (0), "done_at" datetime, "created_at" datetime NOT NULL, "created_by" varchar(100))',
      'CREATE INDEX "ix_task_person" ON "task" ("agency_id", "person_id")',
      'CREATE INDEX "ix_task_property" ON "task" ("agency_id", "property_id")',
      `INSERT INTO "task" (${TASK_TABLE_COLUMNS}) SELECT ${HISTORY_VALUES} FROM "history" WHERE "kind" = 'task' ORDER BY "id"`,
      'ALTER TABLE "history" DROP COLUMN "created_by"',
      'ALTER TABLE "history" DROP COLUMN "done_at"',
      'ALTER TABLE "history" DROP COLUMN "demand_id"',
    ],
  };
  protected readonly mysql = {
    up: [
      'ALTER TABLE `history` ADD `demand_id` int NULL, ADD `done_at` datetime NULL, ADD `created_by` varchar(100) NULL',
      backticks(`INSERT INTO "history" (${TASK_COLUMNS}) SELECT ${TASK_VALUES} FROM "task" ORDER BY "id"`),
      'DROP TABLE `task`',
    ],
    down: [
      'CREATE TABLE `task` (`id` int NOT NULL AUTO_INCREMENT, `agency_id` int NOT NULL, `subject` varchar(500) NOT NULL, `comment` text NULL, `person_id` int NULL, `property_id` int NULL, `demand_id` int NULL, `user_id` int NULL, `due_date` datetime NULL, `done` tinyint NOT NULL DEFAULT 0, `done_at` datetime NULL, `created_at` datetime NOT NULL, `created_by` varchar(100) NULL, INDEX `ix_task_person` (`agency_id`, `person_id`), INDEX `ix_task_property` (`agency_id`, `property_id`), PRIMARY KEY (`id`)) ENGINE=InnoDB',
      backticks(`INSERT INTO "task" (${TASK_TABLE_COLUMNS}) SELECT ${HISTORY_VALUES} FROM "history" WHERE "kind" = 'task' ORDER BY "id"`),
      'ALTER TABLE `history` DROP COLUMN `created_by`, DROP COLUMN `done_at`, DROP COLUMN `demand_id`',
    ],
  };
}
