import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * How often a property or a project was viewed on one medium (a portal, the agency's website, …:
 * MEDIA) on one day, as the portals report it. Exactly one of propertyId and projectId is set.
 */
@Entity('media_statistic')
@Index('ix_media_statistic_property', ['agencyId', 'propertyId', 'day'])
@Index('ix_media_statistic_project', ['agencyId', 'projectId', 'day'])
export class MediaStatistic {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'int' })
  agencyId!: number;

  @Column({ type: 'int', nullable: true })
  propertyId!: number | null;

  @Column({ type: 'int', nullable: true })
  projectId!: number | null;

  @Column({ type: 'int' })
  mediaId!: number;

  /** The day (midnight UTC). */
  @Column({ type: 'datetime' })
  day!: Date;

  @Column({ type: 'int', default: 0 })
  views!: number;
}
