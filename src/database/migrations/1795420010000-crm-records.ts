import { DialectMigration } from './dialect-migration.js';

/**
 * The agency's CRM records (issue 16): departments and the staff's department and web
 * visibility, a project's responsible user, documents, appointments (open-house and viewing
 * slots) with their registrations, tasks, property checklists, neighbourhoods (and a
 * property's) and points of interest. New columns are added in place (no table rebuild).
 */
export class CrmRecords1795420010000 extends DialectMigration {
  readonly name = 'CrmRecords1795420010000';
  protected readonly sqlite = {
    up: [
      "CREATE TABLE \"appointment\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"agency_id\" integer NOT NULL, \"property_id\" integer, \"project_id\" integer, \"site_id\" integer, \"user_id\" integer, \"type_id\" integer NOT NULL DEFAULT (2), \"start_date\" datetime NOT NULL, \"end_date\" datetime NOT NULL, \"capacity\" integer NOT NULL DEFAULT (1), \"location\" varchar(200), \"comment\" text)",
      "CREATE INDEX \"ix_appointment_project\" ON \"appointment\" (\"agency_id\", \"project_id\", \"start_date\")",
      "CREATE INDEX \"ix_appointment_property\" ON \"appointment\" (\"agency_id\", \"property_id\", \"start_date\")",
      "CREATE TABLE \"appointment_registration\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"agency_id\" integer NOT NULL, \"appointment_id\" integer NOT NULL, \"person_id\" integer NOT NULL, \"registered_at\" datetime NOT NULL)",
      "CREATE UNIQUE INDEX \"ux_appointment_registration\" ON \"appointment_registration\" (\"appointment_id\", \"person_id\")",
      "CREATE INDEX \"ix_appointment_registration_person\" ON \"appointment_registration\" (\"agency_id\", \"person_id\")",
      "CREATE TABLE \"checklist_item\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"agency_id\" integer NOT NULL, \"property_id\" integer NOT NULL, \"position\" integer NOT NULL DEFAULT (0), \"name\" varchar(200) NOT NULL, \"done\" boolean NOT NULL DEFAULT (0), \"done_at\" datetime)",
      "CREATE INDEX \"ix_checklist_item_property\" ON \"checklist_item\" (\"agency_id\", \"property_id\", \"position\")",
      "CREATE TABLE \"document\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"agency_id\" integer NOT NULL, \"property_id\" integer, \"project_id\" integer, \"person_id\" integer, \"title\" varchar(200) NOT NULL, \"kind\" varchar(30) NOT NULL DEFAULT ('other'), \"file_url\" varchar(500) NOT NULL, \"published\" boolean NOT NULL DEFAULT (0), \"created_at\" datetime NOT NULL)",
      "CREATE INDEX \"ix_document_person\" ON \"document\" (\"agency_id\", \"person_id\")",
      "CREATE INDEX \"ix_document_project\" ON \"document\" (\"agency_id\", \"project_id\")",
      "CREATE INDEX \"ix_document_property\" ON \"document\" (\"agency_id\", \"property_id\")",
      "CREATE TABLE \"neighbourhood\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"agency_id\" integer NOT NULL, \"name\" varchar(100) NOT NULL, \"city\" varchar(100), \"latitude\" decimal(10,7), \"longitude\" decimal(10,7))",
      "CREATE INDEX \"IDX_f120293f7b5196e4a4802530a8\" ON \"neighbourhood\" (\"agency_id\")",
      "CREATE TABLE \"point_of_interest\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"agency_id\" integer NOT NULL, \"name\" varchar(200) NOT NULL, \"kind\" varchar(30) NOT NULL DEFAULT ('other'), \"neighbourhood_id\" integer, \"latitude\" decimal(10,7), \"longitude\" decimal(10,7))",
      "CREATE INDEX \"IDX_a78cd6e2cd5df989ad3beecd27\" ON \"point_of_interest\" (\"agency_id\")",
      "CREATE TABLE \"department\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"agency_id\" integer NOT NULL, \"name\" varchar(100) NOT NULL, \"show_order\" integer NOT NULL DEFAULT (0))",
      "CREATE INDEX \"IDX_c3bab4a7a62feb957b62f18ec7\" ON \"department\" (\"agency_id\")",
      "CREATE TABLE \"task\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"agency_id\" integer NOT NULL, \"subject\" varchar(500) NOT NULL, \"comment\" text, \"person_id\" integer, \"property_id\" integer, \"demand_id\" integer, \"user_id\" integer, \"due_date\" datetime, \"done\" boolean NOT NULL DEFAULT (0), \"done_at\" datetime, \"created_at\" datetime NOT NULL, \"created_by\" varchar(100))",
      "CREATE INDEX \"ix_task_person\" ON \"task\" (\"agency_id\", \"person_id\")",
      "CREATE INDEX \"ix_task_property\" ON \"task\" (\"agency_id\", \"property_id\")",
      "ALTER TABLE \"property\" ADD COLUMN \"neighbourhood_id\" integer",
      "ALTER TABLE \"project\" ADD COLUMN \"responsible_user_id\" integer",
      "ALTER TABLE \"agency_user\" ADD COLUMN \"department_id\" integer",
      "ALTER TABLE \"agency_user\" ADD COLUMN \"hidden_on_web\" boolean NOT NULL DEFAULT (0)",
      "CREATE INDEX \"ix_agency_user_department\" ON \"agency_user\" (\"agency_id\", \"department_id\")",
    ],
    down: [
      "DROP INDEX \"ix_agency_user_department\"",
      "ALTER TABLE \"agency_user\" DROP COLUMN \"hidden_on_web\"",
      "ALTER TABLE \"agency_user\" DROP COLUMN \"department_id\"",
      "ALTER TABLE \"project\" DROP COLUMN \"responsible_user_id\"",
      "ALTER TABLE \"property\" DROP COLUMN \"neighbourhood_id\"",
      "DROP TABLE \"task\"",
      "DROP TABLE \"department\"",
      "DROP TABLE \"point_of_interest\"",
      "DROP TABLE \"neighbourhood\"",
      "DROP TABLE \"document\"",
      "DROP TABLE \"checklist_item\"",
      "DROP TABLE \"appointment_registration\"",
      "DROP TABLE \"appointment\"",
    ],
  };
  protected readonly mysql = {
    up: [
      "CREATE TABLE `appointment` (`id` int NOT NULL AUTO_INCREMENT, `agency_id` int NOT NULL, `property_id` int NULL, `project_id` int NULL, `site_id` int NULL, `user_id` int NULL, `type_id` int NOT NULL DEFAULT '2', `start_date` datetime NOT NULL, `end_date` datetime NOT NULL, `capacity` int NOT NULL DEFAULT '1', `location` varchar(200) NULL, `comment` text NULL, INDEX `ix_appointment_project` (`agency_id`, `project_id`, `start_date`), INDEX `ix_appointment_property` (`agency_id`, `property_id`, `start_date`), PRIMARY KEY (`id`)) ENGINE=InnoDB",
      "CREATE TABLE `appointment_registration` (`id` int NOT NULL AUTO_INCREMENT, `agency_id` int NOT NULL, `appointment_id` int NOT NULL, `person_id` int NOT NULL, `registered_at` datetime NOT NULL, UNIQUE INDEX `ux_appointment_registration` (`appointment_id`, `person_id`), INDEX `ix_appointment_registration_person` (`agency_id`, `person_id`), PRIMARY KEY (`id`)) ENGINE=InnoDB",
      "CREATE TABLE `checklist_item` (`id` int NOT NULL AUTO_INCREMENT, `agency_id` int NOT NULL, `property_id` int NOT NULL, `position` int NOT NULL DEFAULT '0', `name` varchar(200) NOT NULL, `done` tinyint NOT NULL DEFAULT 0, `done_at` datetime NULL, INDEX `ix_checklist_item_property` (`agency_id`, `property_id`, `position`), PRIMARY KEY (`id`)) ENGINE=InnoDB",
      "CREATE TABLE `document` (`id` int NOT NULL AUTO_INCREMENT, `agency_id` int NOT NULL, `property_id` int NULL, `project_id` int NULL, `person_id` int NULL, `title` varchar(200) NOT NULL, `kind` varchar(30) NOT NULL DEFAULT 'other', `file_url` varchar(500) NOT NULL, `published` tinyint NOT NULL DEFAULT 0, `created_at` datetime NOT NULL, INDEX `ix_document_person` (`agency_id`, `person_id`), INDEX `ix_document_project` (`agency_id`, `project_id`), INDEX `ix_document_property` (`agency_id`, `property_id`), PRIMARY KEY (`id`)) ENGINE=InnoDB",
      "CREATE TABLE `neighbourhood` (`id` int NOT NULL AUTO_INCREMENT, `agency_id` int NOT NULL, `name` varchar(100) NOT NULL, `city` varchar(100) NULL, `latitude` decimal(10,7) NULL, `longitude` decimal(10,7) NULL, INDEX `IDX_f120293f7b5196e4a4802530a8` (`agency_id`), PRIMARY KEY (`id`)) ENGINE=InnoDB",
      "CREATE TABLE `point_of_interest` (`id` int NOT NULL AUTO_INCREMENT, `agency_id` int NOT NULL, `name` varchar(200) NOT NULL, `kind` varchar(30) NOT NULL DEFAULT 'other', `neighbourhood_id` int NULL, `latitude` decimal(10,7) NULL, `longitude` decimal(10,7) NULL, INDEX `IDX_a78cd6e2cd5df989ad3beecd27` (`agency_id`), PRIMARY KEY (`id`)) ENGINE=InnoDB",
      "CREATE TABLE `department` (`id` int NOT NULL AUTO_INCREMENT, `agency_id` int NOT NULL, `name` varchar(100) NOT NULL, `show_order` int NOT NULL DEFAULT '0', INDEX `IDX_c3bab4a7a62feb957b62f18ec7` (`agency_id`), PRIMARY KEY (`id`)) ENGINE=InnoDB",
      "CREATE TABLE `task` (`id` int NOT NULL AUTO_INCREMENT, `agency_id` int NOT NULL, `subject` varchar(500) NOT NULL, `comment` text NULL, `person_id` int NULL, `property_id` int NULL, `demand_id` int NULL, `user_id` int NULL, `due_date` datetime NULL, `done` tinyint NOT NULL DEFAULT 0, `done_at` datetime NULL, `created_at` datetime NOT NULL, `created_by` varchar(100) NULL, INDEX `ix_task_person` (`agency_id`, `person_id`), INDEX `ix_task_property` (`agency_id`, `property_id`), PRIMARY KEY (`id`)) ENGINE=InnoDB",
      "ALTER TABLE `property` ADD `neighbourhood_id` int NULL",
      "ALTER TABLE `project` ADD `responsible_user_id` int NULL",
      "ALTER TABLE `agency_user` ADD `department_id` int NULL",
      "ALTER TABLE `agency_user` ADD `hidden_on_web` tinyint NOT NULL DEFAULT 0",
      "CREATE INDEX `ix_agency_user_department` ON `agency_user` (`agency_id`, `department_id`)",
    ],
    down: [
      "DROP INDEX `ix_agency_user_department` ON `agency_user`",
      "ALTER TABLE `agency_user` DROP COLUMN `hidden_on_web`",
      "ALTER TABLE `agency_user` DROP COLUMN `department_id`",
      "ALTER TABLE `project` DROP COLUMN `responsible_user_id`",
      "ALTER TABLE `property` DROP COLUMN `neighbourhood_id`",
      "DROP TABLE `task`",
      "DROP TABLE `department`",
      "DROP TABLE `point_of_interest`",
      "DROP TABLE `neighbourhood`",
      "DROP TABLE `document`",
      "DROP TABLE `checklist_item`",
      "DROP TABLE `appointment_registration`",
      "DROP TABLE `appointment`",
    ],
  };
}
