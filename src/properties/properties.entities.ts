import { Column, Entity, Index, PrimaryColumn, PrimaryGeneratedColumn } from 'typeorm';
import { coordinate, flag, money, shortText, surface } from '../database/columns.js';

/**
 * A property (listing). Units of construction projects are properties too (projectId and
 * buildingId set). Indexes serve every listing filter (with goal, price and bedrooms inside the
 * index) and the sorts (newest first, price).
 */
@Entity('property')
@Index('ix_property_list', ['agencyId', 'status', 'createdAt', 'id'])
@Index('ix_property_goal_list', ['agencyId', 'status', 'goal', 'createdAt', 'id'])
@Index('ix_property_goal_price', ['agencyId', 'status', 'goal', 'price', 'bedrooms'])
@Index('ix_property_price', ['agencyId', 'status', 'price', 'bedrooms'])
@Index('ix_property_goal_bedrooms', ['agencyId', 'status', 'goal', 'bedrooms'])
@Index('ix_property_zip', ['agencyId', 'status', 'zip', 'goal', 'price', 'bedrooms'])
@Index('ix_property_type', ['agencyId', 'status', 'typeId', 'goal', 'price', 'bedrooms'])
@Index('ix_property_zone', ['agencyId', 'status', 'zoneId', 'goal', 'price', 'bedrooms'])
/** (agency, status, city, goal, price, bedrooms); SQLite indexes lower(city), which TypeORM cannot declare: see migration PropertyFilterIndexes. */
@Index('ix_property_city', { synchronize: false })
@Index('ix_property_ident', ['agencyId', 'ident'])
@Index('ix_property_project', ['agencyId', 'projectId', 'buildingId'])
@Index('ix_property_office', ['agencyId', 'officeId'])
@Index('ix_property_status_changed', ['agencyId', 'status', 'lastChangedAt', 'id'])
@Index('ix_property_location', ['agencyId', 'status', 'latitude', 'longitude', 'goal', 'createdAt'])
/** Full-text search (Keyword, StreetName, CityNames): MariaDB FULLTEXT indexes, SQLite an FTS5 table; see migration PropertySearch. */
@Index('ix_property_search', { synchronize: false })
@Index('ix_property_street_search', { synchronize: false })
@Index('ix_property_withdrawn', ['agencyId', 'withdrawnAt'])
/** The agency's own key of a property (its CRM's), unique within the agency; the agency API's by-reference routes and the import read it. */
@Index('ix_property_reference', ['agencyId', 'reference'], { unique: true })
/** The agency API's lists: all of an agency's properties in id order, and by last change (updatedSince). */
@Index('ix_property_agency', ['agencyId', 'id'])
@Index('ix_property_agency_changed', ['agencyId', 'lastChangedAt', 'id'])
export class Property {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'int' })
  agencyId!: number;

  @Column({ type: 'int', nullable: true })
  officeId!: number | null;

  @Column({ type: 'int', nullable: true })
  siteId!: number | null;

  @Column({ type: 'int', nullable: true })
  projectId!: number | null;

  @Column({ type: 'int', nullable: true })
  buildingId!: number | null;

  /** The neighbourhood (table neighbourhood) the property lies in. */
  @Column({ type: 'int', nullable: true })
  neighbourhoodId!: number | null;

  /** Dossier reference (Recordfiles filter). */
  @Column(shortText(50))
  ident!: string | null;

  /** The agency's own reference (unique per agency); null for a property made before the agency API gave one. */
  @Column(shortText(100))
  reference!: string | null;

  /** Raised by every write of the property's domain methods: the agency API's ETag. */
  @Column({ type: 'int', default: 1 })
  version!: number;

  /** 0 prospective, 1 active, 2 sold, 3 cancelled, 4 rented, 5 inactive, 6 reference. */
  @Column({ type: 'int', default: 0 })
  status!: number;

  @Column({ type: 'int', nullable: true })
  subStatus!: number | null;

  /** 0 sale, 1 rent, 2 take-over. */
  @Column({ type: 'int', default: 0 })
  goal!: number;

  @Column({ type: 'int' })
  webId!: number;

  @Column({ type: 'int' })
  typeId!: number;

  @Column({ type: 'int', default: 0 })
  marquee!: number;

  @Column(flag)
  isOffice!: boolean;

  @Column({ type: 'boolean', default: true })
  publishPrice!: boolean;

  @Column({ type: 'datetime' })
  createdAt!: Date;

  @Column({ type: 'datetime' })
  lastChangedAt!: Date;

  /**
   * The moment the property left publication (its status changed from active, sold, rented or
   * reference to one that is not shown); null while published or never published. Sync clients
   * read it through GetDeletedPropertyIDs.
   */
  @Column({ type: 'datetime', nullable: true })
  withdrawnAt!: Date | null;

  /** Language the texts were written in; the fallback for missing translations. */
  @Column({ type: 'int', default: 1 })
  originalLanguageId!: number;

  @Column(shortText(200))
  street!: string | null;

  @Column(shortText(20))
  houseNumber!: string | null;

  @Column(shortText(20))
  zip!: string | null;

  @Column(shortText(100))
  city!: string | null;

  @Column({ type: 'int', nullable: true })
  cityId!: number | null;

  @Column(shortText(100))
  district!: string | null;

  @Column({ type: 'int', nullable: true })
  countryId!: number | null;

  @Column({ type: 'int', nullable: true })
  zoneId!: number | null;

  @Column(coordinate)
  latitude!: number | null;

  @Column(coordinate)
  longitude!: number | null;

  @Column(money)
  price!: number | null;

  @Column(money)
  startPrice!: number | null;

  /** 0 total, 1 per month, 2 per year, 3 per m², 4 per m² per year. */
  @Column({ type: 'int', default: 0 })
  priceUnit!: number;

  @Column(shortText(500))
  virtualTour!: string | null;

  @Column(surface)
  surfaceTotal!: number | null;

  @Column(surface)
  surfaceLiving!: number | null;

  @Column(surface)
  surfaceGarden!: number | null;

  @Column(surface)
  surfaceTerrace!: number | null;

  @Column(surface)
  surfaceConstructed!: number | null;

  @Column(surface)
  surfaceGround!: number | null;

  /** Office part of the property (m²). */
  @Column(surface)
  surfaceOffice!: number | null;

  /** Second ground plot (m²), e.g. a separate parcel sold with it. */
  @Column(surface)
  surfaceGround2!: number | null;

  /** Shop or storage surface (m²). */
  @Column(surface)
  surfaceStore!: number | null;

  @Column({ type: 'int', default: 0 })
  bedrooms!: number;

  @Column({ type: 'int', default: 0 })
  bathrooms!: number;

  @Column({ type: 'int', default: 0 })
  showerRooms!: number;

  @Column({ type: 'int', default: 0 })
  toilets!: number;

  @Column({ type: 'int', default: 0 })
  garages!: number;

  @Column({ type: 'int', default: 0 })
  parkings!: number;

  @Column({ type: 'int', nullable: true })
  floor!: number | null;

  @Column(flag)
  hasGarden!: boolean;

  @Column(flag)
  hasFurnished!: boolean;

  @Column(flag)
  hasLift!: boolean;

  @Column(flag)
  hasCellar!: boolean;

  @Column(flag)
  hasAttic!: boolean;

  /** 1 new, 2 excellent, 3 good, 4 to refresh, 5 to renovate, 6 to demolish. */
  @Column({ type: 'int', nullable: true })
  conditionId!: number | null;

  @Column({ type: 'int', nullable: true })
  constructionYear!: number | null;

  /** Energy performance in kWh/m² per year. */
  @Column({ type: 'int', nullable: true })
  energyPerformance!: number | null;

  /** 1 gas, 2 fuel oil, 3 electric, 4 heat pump, 5 wood/pellets, 6 none. */
  @Column({ type: 'int', nullable: true })
  heatingId!: number | null;

  /** 1 not equipped, 2 semi-equipped, 3 fully equipped, 4 American. */
  @Column({ type: 'int', nullable: true })
  kitchenId!: number | null;
}

/** Texts of a property per language: DescriptionA (short) and DescriptionB (long, may be HTML). */
@Entity('property_text')
export class PropertyText {
  @PrimaryColumn({ type: 'int' })
  propertyId!: number;

  @PrimaryColumn({ type: 'int' })
  languageId!: number;

  @Column({ type: 'text', nullable: true })
  descriptionA!: string | null;

  @Column({ type: 'text', nullable: true })
  descriptionB!: string | null;
}

/**
 * The files of one picture in every size family (Small, Medium, Large, XLarge) and its position
 * (1 is the main picture): the columns property and project pictures share.
 */
export abstract class PictureFileColumns {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'int', default: 1 })
  position!: number;

  /** The caption shown when a language has none of its own (an uploaded picture's: the one in the agency's language when written). */
  @Column(shortText(200))
  name!: string | null;

  /** Captions per language code (`{"nl": "Tuin", "fr": "Jardin"}`), or null: `name` alone. */
  @Column({ type: 'simple-json', nullable: true })
  captions!: Partial<Record<string, string>> | null;

  @Column({ type: 'varchar', length: 500 })
  smallUrl!: string;

  @Column({ type: 'int' })
  smallWidth!: number;

  @Column({ type: 'int' })
  smallHeight!: number;

  @Column({ type: 'varchar', length: 500 })
  mediumUrl!: string;

  @Column({ type: 'int' })
  mediumWidth!: number;

  @Column({ type: 'int' })
  mediumHeight!: number;

  @Column({ type: 'varchar', length: 500 })
  largeUrl!: string;

  @Column({ type: 'int' })
  largeWidth!: number;

  @Column({ type: 'int' })
  largeHeight!: number;

  @Column({ type: 'varchar', length: 500 })
  xlargeUrl!: string;

  @Column({ type: 'int' })
  xlargeWidth!: number;

  @Column({ type: 'int' })
  xlargeHeight!: number;

  /**
   * An uploaded picture: the sha256 of its content in the media store, whose renditions its
   * URLs name (docs/media.md); the URL columns are then empty and the sizes are the renditions'.
   * Null for a picture whose files were made elsewhere (the URL columns hold them).
   */
  @Column({ type: 'varchar', length: 64, nullable: true })
  mediaHash!: string | null;

  /** Part of an uploaded picture's URLs: it changes when, and only when, the picture's content changes. */
  @Column({ type: 'int', default: 1 })
  version!: number;
}

/** A picture of a property. */
@Entity('property_picture')
@Index(['propertyId', 'position'])
@Index('ix_property_picture_media_hash', ['mediaHash'])
export class PropertyPicture extends PictureFileColumns {
  @Column({ type: 'int' })
  propertyId!: number;
}

/** An agent (agency user) responsible for a property (GetUserOfProperty). */
@Entity('property_agent')
export class PropertyAgent {
  @PrimaryColumn({ type: 'int' })
  propertyId!: number;

  @PrimaryColumn({ type: 'int' })
  userId!: number;

  @Index()
  @Column({ type: 'int' })
  agencyId!: number;

  /** 1 main responsible, 2 co-agent. */
  @Column({ type: 'int', default: 1 })
  role!: number;
}

/**
 * A person who owns a property (GetPersonOfProperty, GetPropertiesOfPerson); one row per pair,
 * with an id of its own (the ID of an owner row in GetOwnerList, GetRelationList, GetPersonRelations).
 */
@Entity('property_owner')
@Index(['personId'])
@Index('ux_property_owner_pair', ['propertyId', 'personId'], { unique: true })
export class PropertyOwner {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'int' })
  propertyId!: number;

  @Column({ type: 'int' })
  personId!: number;

  @Index()
  @Column({ type: 'int' })
  agencyId!: number;
}

/** A property a person put on their selected list (v1.2 selected-list operations). */
@Entity('selected_property')
export class SelectedProperty {
  @PrimaryColumn({ type: 'int' })
  personId!: number;

  @PrimaryColumn({ type: 'int' })
  propertyId!: number;

  @Index()
  @Column({ type: 'int' })
  agencyId!: number;

  @Column({ type: 'datetime' })
  createdAt!: Date;
}
