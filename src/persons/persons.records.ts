import { defineRecord, listOf, pageOf, type RecordOf } from '../common/record.js';

/** A demand (search request) of a person. List criteria are returned as lists. */
export const DemandRecord = defineRecord('Demand', {
  ID: 'int',
  PersonID: 'int',
  Active: 'boolean',
  Goal: 'int',
  PriceFrom: 'decimal',
  PriceTo: 'decimal',
  MinRoom: 'int',
  TypeIDs: listOf('int', 'TypeID'),
  Zips: listOf('string', 'Zip'),
  GeographicIDs: listOf('int', 'GeographicID'),
  CityNames: listOf('string', 'CityName'),
  Comment: 'string',
  MailAlert: 'boolean',
  CreatedDate: 'dateTime',
  LastChangedDate: 'dateTime',
});
export type DemandRecord = RecordOf<typeof DemandRecord>;

/** A person of the agency, with all their demands. Never carries the password hash. */
export const PersonRecord = defineRecord('Person', {
  ID: 'int',
  AddressTitle: 'int',
  AddressTitleName: 'string',
  LetterTitle: 'int',
  LetterTitleName: 'string',
  Name: 'string',
  FirstName: 'string',
  PhoneNumber: 'string',
  MobileNumber: 'string',
  Email: 'string',
  AddressA: 'string',
  Zip: 'string',
  City: 'string',
  CountryID: 'int',
  LanguageID: 'int',
  Ident: 'string',
  OfficeID: 'int',
  CreatedDate: 'dateTime',
  LastChangedDate: 'dateTime',
  Demands: listOf(DemandRecord, 'Demand'),
});
export type PersonRecord = RecordOf<typeof PersonRecord>;

export const PersonPage = pageOf('PersonList', PersonRecord, 'Person');

/** GetDemandPersonsInfo: a person and one of their demands. */
export const DemandPersonInfo = defineRecord('DemandPersonInfo', {
  Person: PersonRecord,
  Demand: DemandRecord,
});
export type DemandPersonInfo = RecordOf<typeof DemandPersonInfo>;

/**
 * GetMatchingStatisticOfProperty: how many of the agency's active demands match the property
 * (ID; ProjectID when it is a unit of a project), and how many persons hold them.
 */
export const MatchingStatisticRecord = defineRecord('MatchingStatistic', {
  ID: 'int',
  ProjectID: 'int',
  NumberOfActiveDemands: 'int',
  NumberOfMatchingDemands: 'int',
  NumberOfMatchingPersons: 'int',
});
export type MatchingStatisticRecord = RecordOf<typeof MatchingStatisticRecord>;

/** GetNumberOfDemands: for one goal, how many active demands (and persons holding them) the filter counts. */
export const DemandCountRecord = defineRecord('DemandCount', {
  Goal: 'int',
  NumberOfDemands: 'int',
  NumberOfPersons: 'int',
});
export type DemandCountRecord = RecordOf<typeof DemandCountRecord>;

export const DemandPage = pageOf('DemandList', DemandRecord, 'Demand');
