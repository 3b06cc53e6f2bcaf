import { DialectMigration } from './dialect-migration.js';

/**
 * Documents uploaded as files (docs/media.md, "Documents"): the stored content's sha256, the
 * file's name as uploaded, its type as judged from the content, and its size. A document by link
 * keeps them null. Added in place, so the change-log triggers on `document` stay.
 */
export class DocumentFiles1795560000000 extends DialectMigration {
  readonly name = 'DocumentFiles1795560000000';
  protected readonly sqlite = {
    up: [
      'ALTER TABLE "document" ADD COLUMN "file_hash" varchar(64)',
      'ALTER TABLE "document" ADD COLUMN "file_name" varchar(200)',
      'ALTER TABLE "document" ADD COLUMN "file_type" varchar(100)',
      'ALTER TABLE "document" ADD COLUMN "file_bytes" integer',
      'CREATE INDEX "ix_document_file_hash" ON "document" ("file_hash") ',
    ],
    down: ['DROP INDEX "ix_document_file_hash"', ...['file_bytes', 'file_type', 'file_name', 'file_hash'].map((column) => `ALTER TABLE "document" DROP COLUMN "${column}"`)],
  };
  protected readonly mysql = {
    up: [
      'ALTER TABLE `document` ADD `file_hash` varchar(64) NULL, ADD `file_name` varchar(200) NULL, ADD `file_type` varchar(100) NULL, ADD `file_bytes` int NULL',
      'CREATE INDEX `ix_document_file_hash` ON `document` (`file_hash`)',
    ],
    down: ['DROP INDEX `ix_document_file_hash` ON `document`', 'ALTER TABLE `document` DROP COLUMN `file_bytes`, DROP COLUMN `file_type`, DROP COLUMN `file_name`, DROP COLUMN `file_hash`'],
  };
}
