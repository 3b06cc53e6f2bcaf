import { defineRecord, listOf, pageOf, type RecordOf } from '../common/record.js';
import { PictureRecord, PropertyRecord } from '../properties/properties.records.js';

/**
 * A construction project. ShortDescription/Description are in the requested language, else the
 * project's original language; Description as stored (HTML) or plain text per RICHTEXTFORMAT.
 * Status: 0 in preparation, 1 for sale, 2 under construction, 3 delivered, 4 sold out.
 * NumberOfUnits counts the units that can be viewed (active, sold, rented, reference),
 * NumberOfUnitsAvailable the active ones. GoogleX is the longitude, GoogleY the latitude.
 * PublishInternet/PublishWebsite: published on portals and partner sites / on the agency's own
 * site; SubstatusID/SubstatusName the sub-status (GetSubstatusList); ShowOrder the position in
 * the agency's lists; LargePictureItems/XLargePictureItems every picture in those families.
 */
export const ProjectRecord = defineRecord('Project', {
  ID: 'int',
  Name: 'string',
  ShortDescription: 'string',
  Description: 'string',
  LanguageID: 'int',
  Status: 'int',
  StatusName: 'string',
  PublishInternet: 'boolean',
  PublishWebsite: 'boolean',
  SubstatusID: 'int',
  SubstatusName: 'string',
  ShowOrder: 'int',
  LargePicture: 'string',
  Website: 'string',
  OfficeID: 'int',
  Street: 'string',
  HouseNumber: 'string',
  Zip: 'string',
  City: 'string',
  CountryID: 'int',
  GoogleX: 'double',
  GoogleY: 'double',
  DeliveryDate: 'dateTime',
  CreatedDate: 'dateTime',
  LastChangedDate: 'dateTime',
  NumberOfBuildings: 'int',
  NumberOfUnits: 'int',
  NumberOfUnitsAvailable: 'int',
  LargePictureItems: listOf(PictureRecord),
  XLargePictureItems: listOf(PictureRecord),
});
/** Typed explicitly for the picture lists (RecordOf widens lists of records, see PropertyRecord). */
export type ProjectRecord = Omit<RecordOf<typeof ProjectRecord>, 'LargePictureItems' | 'XLargePictureItems'> & {
  LargePictureItems: PictureRecord[];
  XLargePictureItems: PictureRecord[];
};
export const ProjectPage = pageOf('ProjectPage', ProjectRecord);

/** A building of a project; Description in the requested language, else any stored language. */
export const BuildingRecord = defineRecord('Building', {
  ID: 'int',
  ProjectID: 'int',
  Name: 'string',
  Floors: 'int',
  Position: 'int',
  DeliveryDate: 'dateTime',
  NumberOfUnits: 'int',
  NumberOfUnitsAvailable: 'int',
  Description: 'string',
});
export type BuildingRecord = RecordOf<typeof BuildingRecord>;

/** A unit of a building: a property record (ProjectID and BuildingID set) under the element name Unit. */
export const UnitRecord = defineRecord('Unit', PropertyRecord.fields);
export type UnitRecord = PropertyRecord;
