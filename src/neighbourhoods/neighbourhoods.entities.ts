import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { coordinate, shortText } from '../database/columns.js';

/** A neighbourhood the agency describes its properties by (a property's neighbourhoodId). */
@Entity('neighbourhood')
export class Neighbourhood {
  @PrimaryGeneratedColumn()
  id!: number;

  @Index()
  @Column({ type: 'int' })
  agencyId!: number;

  @Column({ type: 'varchar', length: 100 })
  name!: string;

  @Column(shortText(100))
  city!: string | null;

  @Column(coordinate)
  latitude!: number | null;

  @Column(coordinate)
  longitude!: number | null;
}

/** A point of interest near the agency's properties: a school, a station, a shop, a park… */
@Entity('point_of_interest')
export class PointOfInterest {
  @PrimaryGeneratedColumn()
  id!: number;

  @Index()
  @Column({ type: 'int' })
  agencyId!: number;

  @Column({ type: 'varchar', length: 200 })
  name!: string;

  /** school, station, shop, park, hospital, sport, other (neighbourhoods.records.ts). */
  @Column({ type: 'varchar', length: 30, default: 'other' })
  kind!: string;

  @Column({ type: 'int', nullable: true })
  neighbourhoodId!: number | null;

  @Column(coordinate)
  latitude!: number | null;

  @Column(coordinate)
  longitude!: number | null;
}
