import { listOf } from '../../../common/record.js';
import {
  MediaStatisticPointPage,
  MediaStatisticPointRecord,
  MediaStatisticSummaryRecord,
  MediaVisitRecord,
} from '../../../media-statistics/media-statistics.records.js';
import type { MediaStatisticFilter } from '../../../media-statistics/media-statistics.service.js';
import { type BaseOperation, defineOperation } from '../operation.js';
import { intList, type RequestOf, type RequestShape, stringList } from '../request-shape.js';
import { pageOfRecords, PAGING_FIELDS, PAGING_NOTES, required } from './common-fields.js';

const MEDIA_NOTE = 'media: 1 agency website (the stored figures plus the visits the service records), 2 Immoweb, 3 Zimmo, 4 Immovlan, 5 Logic-Immo, 6 Realo; absent = all';
const GRAPH_FIELDS = {
  StartDate: 'dateTime',
  EndDate: 'dateTime',
  MediaIDs: intList,
  ObjectIDs: intList,
  ProjectID: 'int',
  IncludeUnits: 'boolean',
} as const;
const GRAPH_NOTES = {
  StartDate: 'first day (inclusive; absent = the first stored)',
  EndDate: 'last day (inclusive; absent = the last stored)',
  MediaIDs: MEDIA_NOTE,
  ObjectIDs: 'properties (404 for one that is not the agency’s)',
  ProjectID: 'a construction project (its own figures)',
  IncludeUnits: "with ProjectID: the project's units too",
} as const;
const GRAPH_SORT_NOTE = 'comma list of fields, each optionally ASC/DESC; default Date, then object, then medium';
const EVERY_OFFICE = { OfficeID: 'statistics of every office' } as const;

type GraphRequest = RequestOf<RequestShape<typeof GRAPH_FIELDS>>;

function graphFilter(request: GraphRequest, groupPortals: boolean | null): MediaStatisticFilter {
  return {
    from: request.StartDate,
    to: request.EndDate,
    mediaIds: request.MediaIDs,
    propertyIds: request.ObjectIDs,
    projectId: request.ProjectID,
    includeUnits: request.IncludeUnits,
    groupPortals,
  };
}

/** The two graph lists: points per day and medium, paged, of each object or summed over them. */
function graphList(name: string, summary: string, example: Record<string, unknown>, perObject: boolean): BaseOperation {
  return defineOperation({
    name,
    scopes: ['listings'],
    summary,
    fields: { ...GRAPH_FIELDS, IsGroupAllPortals: 'boolean', SortFields: stringList, ...PAGING_FIELDS },
    aliases: { ObjectIDs: ['ObjectID'] },
    notes: { ...GRAPH_NOTES, IsGroupAllPortals: 'true: every portal as one medium (MediaID 0), the website apart', SortFields: GRAPH_SORT_NOTE, ...PAGING_NOTES },
    ignored: EVERY_OFFICE,
    result: MediaStatisticPointPage,
    kind: 'page',
    display: true,
    example,
    async call({ services, tenant }, request) {
      const filter = graphFilter(request, request.IsGroupAllPortals);
      const points = perObject ? await services.mediaStatistics.objectGraph(tenant, filter) : await services.mediaStatistics.allObjectsGraph(tenant, filter);
      return pageOfRecords(points, MediaStatisticPointRecord, request);
    },
  });
}

const getMediaObjectStatisticsGraphList = graphList(
  'GetMediaObjectStatisticsGraphList',
  'Views of the properties (and project) per day and medium: the stored figures, and on the agency website (medium 1) also the visits the service recorded (AddServiceOwnWebsiteVisit, GetProperty with UpdateVisit); a page of points.',
  { ObjectIDs: '1', StartDate: '2020-01-01' },
  true,
);

const getMediaAllPropertyTypesStatisticsGraphList = graphList(
  'GetMediaAllPropertyTypesStatisticsGraphList',
  'Views per day and medium summed over the properties asked (without ObjectIDs and ProjectID: every property and project of the agency, of all types); a page of points.',
  { StartDate: '2020-01-01', IsGroupAllPortals: true },
  false,
);

const getSummaryMediaObjectStatisticsGraphList = defineOperation({
  name: 'GetSummaryMediaObjectStatisticsGraphList',
  scopes: ['listings'],
  summary: 'Views per period (day, week or month) and medium of the properties (and project) asked, oldest first.',
  fields: { ...GRAPH_FIELDS, Frequency: 'int' },
  aliases: { ObjectIDs: ['ObjectID'] },
  notes: { ...GRAPH_NOTES, Frequency: 'the period: 0 day (default), 1 week (Monday to Sunday), 2 month' },
  ignored: EVERY_OFFICE,
  result: listOf(MediaStatisticSummaryRecord, 'MediaStatisticSummary'),
  kind: 'list',
  example: { ObjectIDs: '1', Frequency: 1 },
  call: ({ services, tenant }, request) => services.mediaStatistics.summary(tenant, graphFilter(request, false), request.Frequency ?? 0),
});

const getManyVisitStatisticsOfProperty = defineOperation({
  name: 'GetManyVisitStatisticsOfProperty',
  scopes: ['listings'],
  summary: 'All views of a property (or a project) per medium, with the first and last day counted; the agency website counts the recorded visits too (the TotalVisits of GetVisitStatisticOfProperty).',
  fields: { ID: 'int', ProjectID: 'int', IsGroupAllPortals: 'boolean', IncludeUnits: 'boolean' },
  aliases: { ID: ['PropertyID', 'ObjectID'] },
  notes: {
    ID: 'the property (or give ProjectID)',
    ProjectID: 'the construction project',
    IsGroupAllPortals: 'true: every portal as one medium (MediaID 0), the website apart',
    IncludeUnits: "with ProjectID: the project's units too",
  },
  ignored: EVERY_OFFICE,
  result: listOf(MediaVisitRecord, 'MediaVisit'),
  kind: 'list',
  example: { ID: 1, IsGroupAllPortals: true },
  call: ({ services, tenant }, request) =>
    services.mediaStatistics.visitsPerMedium(tenant, {
      propertyIds: request.ID ? [request.ID] : request.ProjectID ? [] : [required(request.ID, 'ID')],
      projectId: request.ProjectID,
      includeUnits: request.IncludeUnits,
      groupPortals: request.IsGroupAllPortals,
    }),
});

/** The owner group's media statistics of properties and projects. */
export const MEDIA_STATISTICS_OPERATIONS: readonly BaseOperation[] = [
  getManyVisitStatisticsOfProperty,
  getMediaAllPropertyTypesStatisticsGraphList,
  getMediaObjectStatisticsGraphList,
  getSummaryMediaObjectStatisticsGraphList,
];
