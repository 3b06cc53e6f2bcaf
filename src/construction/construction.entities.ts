import { Column, Entity, Index, PrimaryColumn, PrimaryGeneratedColumn, VersionColumn } from 'typeorm';
import { coordinate, flag, shortText } from '../database/columns.js';
import { PictureFileColumns } from '../properties/properties.entities.js';

/** A construction project. Its units are properties with projectId (and buildingId) set. */
@Entity('project')
@Index(['agencyId', 'officeId'])
@Index('ix_project_withdrawn', ['agencyId', 'withdrawnAt'])
@Index('ux_project_reference', ['agencyId', 'reference'], { unique: true })
@Index('ix_project_changed', ['agencyId', 'lastChangedAt'])
export class Project {
  @PrimaryGeneratedColumn()
  id!: number;

  @Index()
  @Column({ type: 'int' })
  agencyId!: number;

  @Column({ type: 'int', nullable: true })
  officeId!: number | null;

  /** The user (agency_user) responsible for the project: its contact on the website. */
  @Column({ type: 'int', nullable: true })
  responsibleUserId!: number | null;

  /** The agency's own key of the project (its CRM's), unique within the agency; null when it has none. */
  @Column(shortText(100))
  reference!: string | null;

  @Column({ type: 'varchar', length: 200 })
  name!: string;

  /** 0 in preparation, 1 for sale, 2 under construction, 3 delivered, 4 sold out. */
  @Column({ type: 'int', default: 1 })
  status!: number;

  /** Published on the internet (portals and partner sites). */
  @Column(flag)
  publishInternet!: boolean;

  /** Published on the agency's own website. */
  @Column(flag)
  publishWebsite!: boolean;

  /** Sub-status (global reference data, table sub_status). */
  @Column({ type: 'int', nullable: true })
  subStatusId!: number | null;

  /** Position in the agency's project lists (lower first). */
  @Column({ type: 'int', default: 0 })
  showOrder!: number;

  /** The moment the project left publication (PublishInternet turned off); null while published or never published. */
  @Column({ type: 'datetime', nullable: true })
  withdrawnAt!: Date | null;

  @Column(shortText(200))
  street!: string | null;

  @Column(shortText(20))
  houseNumber!: string | null;

  @Column(shortText(20))
  zip!: string | null;

  @Column(shortText(100))
  city!: string | null;

  @Column({ type: 'int', nullable: true })
  countryId!: number | null;

  @Column(coordinate)
  latitude!: number | null;

  @Column(coordinate)
  longitude!: number | null;

  @Column(shortText(500))
  largePicture!: string | null;

  @Column(shortText(500))
  website!: string | null;

  @Column({ type: 'datetime', nullable: true })
  deliveryDate!: Date | null;

  @Column({ type: 'int', default: 1 })
  originalLanguageId!: number;

  @Column({ type: 'datetime' })
  createdAt!: Date;

  @Column({ type: 'datetime' })
  lastChangedAt!: Date;

  /** Raised by every TypeORM update of the row (the API's ETag). */
  @VersionColumn({ default: 1 })
  version!: number;
}

@Entity('project_text')
export class ProjectText {
  @PrimaryColumn({ type: 'int' })
  projectId!: number;

  @PrimaryColumn({ type: 'int' })
  languageId!: number;

  @Column({ type: 'text', nullable: true })
  shortDescription!: string | null;

  @Column({ type: 'text', nullable: true })
  description!: string | null;
}

/** A picture of a project (the same files as a property picture). */
@Entity('project_picture')
@Index(['projectId', 'position'])
@Index('ix_project_picture_media_hash', ['mediaHash'])
export class ProjectPicture extends PictureFileColumns {
  @Column({ type: 'int' })
  projectId!: number;
}

@Entity('building')
@Index(['agencyId', 'projectId'])
export class Building {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'int' })
  agencyId!: number;

  @Column({ type: 'int' })
  projectId!: number;

  @Column({ type: 'varchar', length: 200 })
  name!: string;

  @Column({ type: 'int', default: 0 })
  floors!: number;

  @Column({ type: 'int', default: 0 })
  position!: number;

  @Column({ type: 'datetime', nullable: true })
  deliveryDate!: Date | null;

  @Column({ type: 'simple-json', nullable: true })
  descriptions!: Partial<Record<string, string>> | null;

  /** The last change made through a write method (the API's updatedSince); null for rows older than that record. */
  @Column({ type: 'datetime', nullable: true })
  updatedAt!: Date | null;

  /** Raised by every TypeORM update of the row (the API's ETag). */
  @VersionColumn({ default: 1 })
  version!: number;
}
