import { Column, Entity, Index, PrimaryColumn, PrimaryGeneratedColumn } from 'typeorm';
import { coordinate, flag, money, shortText, translations, type Translations } from '../database/columns.js';

/** An office (branch) of an agency. */
@Entity('office')
export class Office {
  @PrimaryGeneratedColumn()
  id!: number;

  @Index()
  @Column({ type: 'int' })
  agencyId!: number;

  @Column({ type: 'varchar', length: 200 })
  name!: string;

  @Column(shortText(200))
  street!: string | null;

  @Column(shortText(20))
  houseNumber!: string | null;

  @Column(shortText(20))
  zip!: string | null;

  @Column(shortText(100))
  city!: string | null;

  @Column(shortText(50))
  phone!: string | null;

  @Column(shortText(200))
  email!: string | null;

  @Column(shortText(500))
  website!: string | null;
}

/** A web site of an agency (GetSite). */
@Entity('site')
export class Site {
  @PrimaryGeneratedColumn()
  id!: number;

  @Index()
  @Column({ type: 'int' })
  agencyId!: number;

  @Column({ type: 'int', nullable: true })
  officeId!: number | null;

  @Column({ type: 'varchar', length: 200 })
  name!: string;

  @Column(shortText(500))
  url!: string | null;

  @Column(shortText(200))
  email!: string | null;

  @Column(shortText(50))
  phone!: string | null;

  @Column({ type: 'int', default: 1 })
  languageId!: number;

  /** Comma list of language ids the site is published in. */
  @Column({ type: 'varchar', length: 50, default: '1' })
  languageIds!: string;

  /** Comma list of web channel ids shown on the site. */
  @Column({ type: 'varchar', length: 100, default: '' })
  webIds!: string;

  @Column(shortText(20))
  themeColor!: string | null;

  @Column(shortText(500))
  logoUrl!: string | null;
}

/** A web channel (WebID): the market a property is published in. Global reference data. */
@Entity('web_channel')
export class WebChannel {
  @PrimaryColumn({ type: 'int' })
  id!: number;

  @Column(translations)
  names!: Translations | null;

  @Column({ type: 'int', default: 0 })
  showOrder!: number;

  @Column(flag)
  sale!: boolean;

  @Column(flag)
  rent!: boolean;
}

@Entity('country')
export class Country {
  @PrimaryColumn({ type: 'int' })
  id!: number;

  /** ISO 3166-1 alpha-2, e.g. BE. */
  @Index({ unique: true })
  @Column({ type: 'varchar', length: 2 })
  abbr!: string;

  /** International dialling code, e.g. 32. */
  @Column(shortText(10))
  code!: string | null;

  @Column(translations)
  names!: Translations | null;
}

@Entity('city')
@Index(['countryId', 'zip'])
@Index(['latitude', 'longitude'])
export class City {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'int' })
  countryId!: number;

  @Column({ type: 'varchar', length: 20 })
  zip!: string;

  @Column({ type: 'varchar', length: 100 })
  name!: string;

  /** Names in other languages where they differ (Bruxelles/Brussel). */
  @Column(translations)
  names!: Translations | null;

  @Index()
  @Column({ type: 'int', nullable: true })
  zoneId!: number | null;

  @Column(coordinate)
  latitude!: number | null;

  @Column(coordinate)
  longitude!: number | null;
}

/** A geographic zone (region, province or agency-defined area). Global reference data. */
@Entity('geographic_zone')
export class GeographicZone {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'int', nullable: true })
  parentId!: number | null;

  @Column({ type: 'int' })
  countryId!: number;

  @Column(translations)
  names!: Translations | null;

  @Column({ type: 'int', default: 0 })
  showOrder!: number;
}

/** Which zones an office works in (GetGeographicListByOffice). */
@Entity('office_zone')
export class OfficeZone {
  @PrimaryColumn({ type: 'int' })
  officeId!: number;

  @PrimaryColumn({ type: 'int' })
  zoneId!: number;

  @Index()
  @Column({ type: 'int' })
  agencyId!: number;
}

/** A property type in a hierarchy, per web channel. Global reference data. */
@Entity('property_type')
export class PropertyType {
  @PrimaryColumn({ type: 'int' })
  id!: number;

  @Index()
  @Column({ type: 'int' })
  webId!: number;

  @Column({ type: 'int', nullable: true })
  parentId!: number | null;

  @Column(shortText(20))
  abbr!: string | null;

  @Column(translations)
  names!: Translations | null;

  @Column({ type: 'int', default: 0 })
  showOrder!: number;
}

/**
 * A sub-status of a property or project (under option, reserved, …). Global reference data,
 * ids fixed like the other code tables; Marquee is the marquee shown with it (0 = none).
 */
@Entity('sub_status')
export class SubStatus {
  @PrimaryColumn({ type: 'int' })
  id!: number;

  @Column(translations)
  names!: Translations | null;

  @Column(translations)
  shortNames!: Translations | null;

  @Column({ type: 'int', default: 0 })
  marqueeId!: number;

  @Column(flag)
  showOnWeb!: boolean;

  @Column(flag)
  showOnMap!: boolean;

  @Column({ type: 'int', default: 0 })
  showOrder!: number;
}

/** A marquee (banner shown over a property's picture: new, sold, open house, …). Global reference data. */
@Entity('marquee')
export class Marquee {
  @PrimaryColumn({ type: 'int' })
  id!: number;

  @Column(translations)
  names!: Translations | null;

  @Column({ type: 'int', default: 0 })
  showOrder!: number;
}

/** One price range an agency offers in its search forms, per goal (0 sale, 1 rent). Null bound = open. */
@Entity('price_range')
@Index(['agencyId', 'goal', 'showOrder'])
export class PriceRange {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'int' })
  agencyId!: number;

  @Column({ type: 'int', default: 0 })
  goal!: number;

  @Column(money)
  priceFrom!: number | null;

  @Column(money)
  priceTo!: number | null;

  @Column({ type: 'int', default: 0 })
  showOrder!: number;
}

/** An agency's house-of-the-week configuration (GetHouseOfWeekConfigSTD2006): one row per featured slot. */
@Entity('house_of_week')
@Index(['agencyId', 'startDate'])
export class HouseOfWeek {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'int' })
  agencyId!: number;

  @Column({ type: 'int' })
  propertyId!: number;

  @Column({ type: 'datetime' })
  startDate!: Date;

  @Column({ type: 'datetime' })
  endDate!: Date;

  @Column({ type: 'int', default: 0 })
  position!: number;

  @Column(translations)
  titles!: Translations | null;
}
