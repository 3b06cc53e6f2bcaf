import { DialectMigration } from './dialect-migration.js';

/**
 * Staff logins of the agency side (src/staff-auth): one login per agency user (sign-in email
 * unique across agencies, role, argon2id hash, version), their sessions (hashes of random
 * tokens, idle and absolute expiry) and mailed password reset links (hashes of single-use tokens).
 */
export class StaffLogins1795440000000 extends DialectMigration {
  readonly name = 'StaffLogins1795440000000';
  protected readonly sqlite = {
    up: [
      'CREATE TABLE "staff_login" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "agency_id" integer NOT NULL, "user_id" integer NOT NULL, "email" varchar(200) NOT NULL, "role" varchar(10) NOT NULL, "password_hash" varchar(255) NOT NULL, "created_at" datetime NOT NULL, "password_changed_at" datetime NOT NULL, "last_login_at" datetime, "version" integer NOT NULL DEFAULT (1))',
      'CREATE UNIQUE INDEX "ix_staff_login_user" ON "staff_login" ("agency_id", "user_id") ',
      'CREATE UNIQUE INDEX "ix_staff_login_email" ON "staff_login" ("email") ',
      'CREATE TABLE "staff_session" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "agency_id" integer NOT NULL, "login_id" integer NOT NULL, "token_hash" varchar(64) NOT NULL, "created_at" datetime NOT NULL, "last_seen_at" datetime NOT NULL, "idle_expires_at" datetime NOT NULL, "expires_at" datetime NOT NULL, "address" varchar(45) NOT NULL)',
      'CREATE INDEX "ix_staff_session_idle" ON "staff_session" ("idle_expires_at") ',
      'CREATE INDEX "ix_staff_session_login" ON "staff_session" ("agency_id", "login_id") ',
      'CREATE UNIQUE INDEX "ix_staff_session_token" ON "staff_session" ("token_hash") ',
      'CREATE TABLE "staff_password_reset" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "agency_id" integer NOT NULL, "login_id" integer NOT NULL, "token_hash" varchar(64) NOT NULL, "created_at" datetime NOT NULL, "expires_at" datetime NOT NULL)',
      'CREATE INDEX "ix_staff_password_reset_login" ON "staff_password_reset" ("agency_id", "login_id") ',
      'CREATE UNIQUE INDEX "ix_staff_password_reset_token" ON "staff_password_reset" ("token_hash") ',
    ],
    down: ['DROP TABLE "staff_password_reset"', 'DROP TABLE "staff_session"', 'DROP TABLE "staff_login"'],
  };
  protected readonly mysql = {
    up: [
      'CREATE TABLE `staff_login` (`id` int NOT NULL AUTO_INCREMENT, `agency_id` int NOT NULL, `user_id` int NOT NULL, `email` varchar(200) NOT NULL, `role` varchar(10) NOT NULL, `password_hash` varchar(255) NOT NULL, `created_at` datetime NOT NULL, `password_changed_at` datetime NOT NULL, `last_login_at` datetime NULL, `version` int NOT NULL DEFAULT \'1\', UNIQUE INDEX `ix_staff_login_user` (`agency_id`, `user_id`), UNIQUE INDEX `ix_staff_login_email` (`email`), PRIMARY KEY (`id`)) ENGINE=InnoDB',
      'CREATE TABLE `staff_session` (`id` int NOT NULL AUTO_INCREMENT, `agency_id` int NOT NULL, `login_id` int NOT NULL, `token_hash` varchar(64) NOT NULL, `created_at` datetime NOT NULL, `last_seen_at` datetime NOT NULL, `idle_expires_at` datetime NOT NULL, `expires_at` datetime NOT NULL, `address` varchar(45) NOT NULL, INDEX `ix_staff_session_idle` (`idle_expires_at`), INDEX `ix_staff_session_login` (`agency_id`, `login_id`), UNIQUE INDEX `ix_staff_session_token` (`token_hash`), PRIMARY KEY (`id`)) ENGINE=InnoDB',
      'CREATE TABLE `staff_password_reset` (`id` int NOT NULL AUTO_INCREMENT, `agency_id` int NOT NULL, `login_id` int NOT NULL, `token_hash` varchar(64) NOT NULL, `created_at` datetime NOT NULL, `expires_at` datetime NOT NULL, INDEX `ix_staff_password_reset_login` (`agency_id`, `login_id`), UNIQUE INDEX `ix_staff_password_reset_token` (`token_hash`), PRIMARY KEY (`id`)) ENGINE=InnoDB',
    ],
    down: ['DROP TABLE `staff_password_reset`', 'DROP TABLE `staff_session`', 'DROP TABLE `staff_login`'],
  };
}
