import { DialectMigration } from './dialect-migration.js';

const TABLES = ['property_picture', 'project_picture'] as const;

/**
 * Uploaded pictures (docs/media.md): a picture row names its content in the media store
 * (`media_hash`, indexed for the orphan sweep) and carries the version its URLs contain. The
 * columns are added in place, so the change-log and data-version triggers on these tables stay.
 */
export class UploadedPictures1795460000000 extends DialectMigration {
  readonly name = 'UploadedPictures1795460000000';
  protected readonly sqlite = {
    up: TABLES.flatMap((table) => [
      `ALTER TABLE "${table}" ADD COLUMN "media_hash" varchar(64)`,
      `ALTER TABLE "${table}" ADD COLUMN "version" integer NOT NULL DEFAULT (1)`,
      `CREATE INDEX "ix_${table}_media_hash" ON "${table}" ("media_hash") `,
    ]),
    down: TABLES.flatMap((table) => [
      `DROP INDEX "ix_${table}_media_hash"`,
      `ALTER TABLE "${table}" DROP COLUMN "version"`,
      `ALTER TABLE "${table}" DROP COLUMN "media_hash"`,
    ]),
  };
  protected readonly mysql = {
    up: TABLES.flatMap((table) => [
      `ALTER TABLE \`${table}\` ADD \`media_hash\` varchar(64) NULL, ADD \`version\` int NOT NULL DEFAULT 1`,
      `CREATE INDEX \`ix_${table}_media_hash\` ON \`${table}\` (\`media_hash\`)`,
    ]),
    down: TABLES.flatMap((table) => [`DROP INDEX \`ix_${table}_media_hash\` ON \`${table}\``, `ALTER TABLE \`${table}\` DROP COLUMN \`version\`, DROP COLUMN \`media_hash\``]),
  };
}
