import { defineRecord, pageOf, type RecordOf } from '../common/record.js';

/** Views of one property or project (or, in the all-types graph, of all of them) on one medium on one day. */
export const MediaStatisticPointRecord = defineRecord('MediaStatisticPoint', {
  Date: 'dateTime',
  ObjectID: 'int',
  ProjectID: 'int',
  MediaID: 'int',
  MediaName: 'string',
  Views: 'int',
});
export type MediaStatisticPointRecord = RecordOf<typeof MediaStatisticPointRecord>;
export const MediaStatisticPointPage = pageOf('MediaStatisticPointList', MediaStatisticPointRecord, 'MediaStatisticPoint');

/** Views on one medium over one period (a day, a week or a month: Frequency). */
export const MediaStatisticSummaryRecord = defineRecord('MediaStatisticSummary', {
  StartDate: 'dateTime',
  EndDate: 'dateTime',
  MediaID: 'int',
  MediaName: 'string',
  Views: 'int',
});
export type MediaStatisticSummaryRecord = RecordOf<typeof MediaStatisticSummaryRecord>;

/** All views of a property or project on one medium (GetManyVisitStatisticsOfProperty). */
export const MediaVisitRecord = defineRecord('MediaVisit', {
  MediaID: 'int',
  MediaName: 'string',
  Views: 'int',
  FirstDate: 'dateTime',
  LastDate: 'dateTime',
});
export type MediaVisitRecord = RecordOf<typeof MediaVisitRecord>;
