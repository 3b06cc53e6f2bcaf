import { Column, Entity, Index, PrimaryGeneratedColumn, VersionColumn } from 'typeorm';
import { flag } from '../database/columns.js';

/** A document (plan, certificate, brochure…) attached to a property, a project or a person. */
@Entity('document')
@Index('ix_document_property', ['agencyId', 'propertyId'])
@Index('ix_document_project', ['agencyId', 'projectId'])
@Index('ix_document_person', ['agencyId', 'personId'])
@Index('ix_document_file_hash', ['fileHash'])
export class Document {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'int' })
  agencyId!: number;

  @Column({ type: 'int', nullable: true })
  propertyId!: number | null;

  @Column({ type: 'int', nullable: true })
  projectId!: number | null;

  @Column({ type: 'int', nullable: true })
  personId!: number | null;

  @Column({ type: 'varchar', length: 200 })
  title!: string;

  /** What the document is: plan, certificate, brochure, contract, picture, other (documents.records.ts). */
  @Column({ type: 'varchar', length: 30, default: 'other' })
  kind!: string;

  /** The link of a document by link; empty for an uploaded file (its URL is the media transport's). */
  @Column({ type: 'varchar', length: 500 })
  fileUrl!: string;

  /** sha256 of an uploaded file's bytes (the media store's address); null for a document by link. */
  @Column({ type: 'varchar', length: 64, nullable: true })
  fileHash!: string | null;

  /** The uploaded file's name as sent (shown and offered when downloading). */
  @Column({ type: 'varchar', length: 200, nullable: true })
  fileName!: string | null;

  /** The uploaded file's media type, judged from its content (document-types.ts). */
  @Column({ type: 'varchar', length: 100, nullable: true })
  fileType!: string | null;

  @Column({ type: 'int', nullable: true })
  fileBytes!: number | null;

  /** Shown on the agency's website and partner sites. */
  @Column(flag)
  published!: boolean;

  @Column({ type: 'datetime' })
  createdAt!: Date;

  /** The last change made through a write method (the API's updatedSince); null for rows older than that record. */
  @Column({ type: 'datetime', nullable: true })
  updatedAt!: Date | null;

  /** Raised by every TypeORM update of the row (the API's ETag). */
  @VersionColumn({ default: 1 })
  version!: number;
}

/** The file columns of a document by link (it has no file of its own). */
export const NO_FILE = { fileHash: null, fileName: null, fileType: null, fileBytes: null } as const satisfies Pick<Document, 'fileHash' | 'fileName' | 'fileType' | 'fileBytes'>;
