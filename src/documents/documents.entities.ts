import { Column, Entity, Index, PrimaryGeneratedColumn, VersionColumn } from 'typeorm';
import { flag } from '../database/columns.js';

/** A document (plan, certificate, brochure…) attached to a property, a project or a person. */
@Entity('document')
@Index('ix_document_property', ['agencyId', 'propertyId'])
@Index('ix_document_project', ['agencyId', 'projectId'])
@Index('ix_document_person', ['agencyId', 'personId'])
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

  @Column({ type: 'varchar', length: 500 })
  fileUrl!: string;

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
