import { defineRecord, listOf, pageOf, type RecordOf } from '../common/record.js';

/** One history record of any family. PersonName is "FirstName Name" of the linked person. */
export const HistoryRecord = defineRecord('History', {
  ID: 'int',
  TypeID: 'int',
  TypeName: 'string',
  Kind: 'string',
  Date: 'dateTime',
  PropertyID: 'int',
  ProjectID: 'int',
  PersonID: 'int',
  PersonName: 'string',
  UserID: 'int',
  Subject: 'string',
  Content: 'string',
  StartDate: 'dateTime',
  EndDate: 'dateTime',
  Location: 'string',
  Done: 'boolean',
  MediaName: 'string',
  Url: 'string',
});
export type HistoryRecord = RecordOf<typeof HistoryRecord>;

export const HistoryPage = pageOf('HistoryList', HistoryRecord, 'History');

export const HistoryTypeRecord = defineRecord('HistoryType', { ID: 'int', Name: 'string' });
export type HistoryTypeRecord = RecordOf<typeof HistoryTypeRecord>;

export const VisitDayRecord = defineRecord('VisitDay', { Date: 'dateTime', Visits: 'int' });
export type VisitDayRecord = RecordOf<typeof VisitDayRecord>;

/** Website visits of a property; From/To are the bounds asked (null = open). Days without visits are absent. */
export const VisitStatisticRecord = defineRecord('VisitStatistic', {
  PropertyID: 'int',
  From: 'dateTime',
  To: 'dateTime',
  TotalVisits: 'int',
  UniqueVisitors: 'int',
  Days: listOf(VisitDayRecord, 'Day'),
});
export type VisitStatisticRecord = RecordOf<typeof VisitStatisticRecord>;

export const HistorySummaryItemRecord = defineRecord('HistorySummaryItem', {
  TypeID: 'int',
  TypeName: 'string',
  Count: 'int',
  LastDate: 'dateTime',
});
export type HistorySummaryItemRecord = RecordOf<typeof HistorySummaryItemRecord>;

export const HistorySummaryRecord = defineRecord('HistorySummary', {
  Items: listOf(HistorySummaryItemRecord, 'Item'),
});
export type HistorySummaryRecord = RecordOf<typeof HistorySummaryRecord>;

export const AppointmentSummaryRecord = defineRecord('AppointmentSummary', {
  Total: 'int',
  Upcoming: 'int',
  Past: 'int',
  Done: 'int',
  Open: 'int',
  NextDate: 'dateTime',
});
export type AppointmentSummaryRecord = RecordOf<typeof AppointmentSummaryRecord>;

export const PersonSummaryRecord = defineRecord('PersonSummary', {
  PersonID: 'int',
  Contacts: 'int',
  Visits: 'int',
  Appointments: 'int',
  Tasks: 'int',
  LastContactDate: 'dateTime',
  SelectedProperties: 'int',
  ActiveDemands: 'int',
});
export type PersonSummaryRecord = RecordOf<typeof PersonSummaryRecord>;

/** Result of a contact request: the history record written and the person created or merged. */
export const ContactResultRecord = defineRecord('ContactResult', {
  HistoryID: 'int',
  PersonID: 'int',
  DemandID: 'int',
});
export type ContactResultRecord = RecordOf<typeof ContactResultRecord>;
