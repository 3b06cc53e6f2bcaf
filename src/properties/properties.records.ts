import { defineRecord, listOf, pageOf, type Page, type RecordOf } from '../common/record.js';

/** One file of a picture in one size family. Pictures are ordered by position; the first is the main picture. */
/**
 * One picture in one size family. `ID` is the picture's stable id and `Version` moves on when,
 * and only when, its content changes (an uploaded picture's URL carries it too), so a partner
 * re-downloads a picture exactly when (ID, Version) is new to it. Version comes last: the public
 * clients read these items as open objects, so a field added at the end is safe for them.
 */
export const PictureRecord = defineRecord('Picture', {
  ID: 'int',
  Url: 'string',
  Width: 'int',
  Height: 'int',
  Name: 'string',
  Version: 'int',
});
export type PictureRecord = RecordOf<typeof PictureRecord>;

/**
 * A property (listing) in the vocabulary of domain.md. Units of construction projects are
 * properties with ProjectID and BuildingID set. Code names (StatusName, SubStatusName, …) are
 * in the requested language (English when none); texts fall back to the property's original
 * language. GoogleX is the longitude and GoogleY the latitude.
 *
 * Pictures: SmallPicture/MediumPicture/LargePicture are the URLs of the main picture in those
 * families; the four *PictureItems lists hold every picture in that family. MainPicture,
 * MainPictureWidth and MainPictureHeight carry the main picture in the family chosen for a
 * list from PictureSizeMaxWidth/Height (the largest family whose box fits the bounds; 0 = no
 * bound; the Small family when none fits). For a single property it is the Large family.
 */
export const PropertyRecord = defineRecord('Property', {
  ID: 'int',
  Ident: 'string',
  Status: 'int',
  StatusName: 'string',
  SubStatus: 'int',
  SubStatusName: 'string',
  Goal: 'int',
  WebID: 'int',
  WebIDName: 'string',
  TypeID: 'int',
  TypeDescription: 'string',
  MainTypeID: 'int',
  MainTypeName: 'string',
  ProjectID: 'int',
  BuildingID: 'int',
  SiteID: 'int',
  OfficeID: 'int',
  OfficeName: 'string',
  CreatedDate: 'dateTime',
  LastChangedDate: 'dateTime',
  Marquee: 'int',
  MarqueeName: 'string',
  IsOffice: 'boolean',
  PublishPrice: 'boolean',

  Street: 'string',
  HouseNumber: 'string',
  Zip: 'string',
  City: 'string',
  District: 'string',
  GeographicID: 'int',
  CountryID: 'int',
  CountryAbbr: 'string',
  CountryName: 'string',
  GoogleX: 'double',
  GoogleY: 'double',

  Price: 'decimal',
  StartPrice: 'decimal',
  PriceUnit: 'int',
  PriceUnitText: 'string',

  LanguageID: 'int',
  DescriptionA: 'string',
  DescriptionB: 'string',
  VirtualTour: 'string',

  SurfaceTotal: 'decimal',
  SurfaceLiving: 'decimal',
  SurfaceGarden: 'decimal',
  SurfaceTerrace: 'decimal',
  SurfaceConstructed: 'decimal',
  SurfaceGround: 'decimal',
  SurfaceOffice: 'decimal',
  SurfaceGround2: 'decimal',
  SurfaceStore: 'decimal',

  NumberOfBedRooms: 'int',
  NumberOfBathRooms: 'int',
  NumberOfShowerRooms: 'int',
  NumberOfToilets: 'int',
  NumberOfGarages: 'int',
  NumberOfParkings: 'int',
  Floor: 'int',

  HasGarden: 'boolean',
  HasFurnished: 'boolean',
  HasLift: 'boolean',
  HasCellar: 'boolean',
  HasAttic: 'boolean',
  ConditionID: 'int',
  ConditionName: 'string',
  ConstructionYear: 'int',
  EnergyPerformance: 'int',
  HeatingID: 'int',
  HeatingName: 'string',
  KitchenID: 'int',
  KitchenName: 'string',

  SmallPicture: 'string',
  MediumPicture: 'string',
  LargePicture: 'string',
  MainPicture: 'string',
  MainPictureWidth: 'int',
  MainPictureHeight: 'int',
  SmallPictureItems: listOf(PictureRecord),
  MediumPictureItems: listOf(PictureRecord),
  LargePictureItems: listOf(PictureRecord),
  XLargePictureItems: listOf(PictureRecord),
});
/**
 * RecordOf widens a list of records to a generic record (the inference in src/common/record.ts
 * intersects ListType's `of` with the item schema), so the picture lists are typed here.
 */
export type PropertyRecord = Omit<RecordOf<typeof PropertyRecord>, PictureListField> & Record<PictureListField, PictureRecord[]>;
type PictureListField = 'SmallPictureItems' | 'MediumPictureItems' | 'LargePictureItems' | 'XLargePictureItems';

export const PropertyList = defineRecord('PropertyList', { Items: listOf(PropertyRecord) });

/** A page of properties: From/To are the 1-based inclusive row range served, RowsCount the total. */
export const PropertyPage = pageOf('PropertyPage', PropertyRecord);
export type PropertyPage = Page<PropertyRecord>;


/**
 * One picture with its files in every size family (GetPropertyPictureList, GetProjectPictureList):
 * ObjectID is the property it belongs to, ProjectID the project (the other one is null).
 */
export const PictureItemRecord = defineRecord('PictureItem', {
  ID: 'int',
  ObjectID: 'int',
  ProjectID: 'int',
  Position: 'int',
  Name: 'string',
  SmallUrl: 'string',
  SmallWidth: 'int',
  SmallHeight: 'int',
  MediumUrl: 'string',
  MediumWidth: 'int',
  MediumHeight: 'int',
  LargeUrl: 'string',
  LargeWidth: 'int',
  LargeHeight: 'int',
  XLargeUrl: 'string',
  XLargeWidth: 'int',
  XLargeHeight: 'int',
  /** As a Picture's: changes only with the content. */
  Version: 'int',
});
export type PictureItemRecord = RecordOf<typeof PictureItemRecord>;
export const PictureItemPage = pageOf('PictureItemPage', PictureItemRecord);
