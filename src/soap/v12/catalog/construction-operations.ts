import type { Tenant } from '../../../common/tenant.js';
import { BuildingRecord, ProjectPage, ProjectRecord } from '../../../construction/construction.records.js';
import { listOf, pageOf } from '../../../common/record.js';
import { PictureItemPage } from '../../../properties/properties.records.js';
import { NotFoundError } from '../../../common/errors.js';
import { pageOfItems } from '../../../common/paging.js';
import { type BaseOperation, type CallContext, defineOperation } from '../operation.js';
import { intList, type RequestOf, type RequestShape } from '../request-shape.js';
import { languageOf, pageOfRecords, pageRequestOf, PAGING_FIELDS, PAGING_NOTES, PreviousNextRecord, required, SORT_FIELDS, SORT_NOTES, sortedBy } from './common-fields.js';

const LANGUAGE_NOTE = 'language of the texts and names: 1 NL, 2 FR, 3 EN, 4 DE, 5 ES, 6 CA (default: the agency’s language)';

/** Client fields about data projects do not carry here; accepted and ignored. */
const PROJECT_FIELDS_WITHOUT_DATA = {
  IsPublishInternet: 'only projects published on the internet are ever listed',
  WebIDs: 'projects have no web category',
  GeoGraphicIDs: 'projects have no zone',
  ProvinceIDs: 'projects have no zone',
  SiteID: 'projects are not kept per site',
  PersonID: 'projects have no owner',
  GPSSort: 'no distance ordering',
  IsRemovedFontFamily: 'texts are returned as stored',
  IsPublishedAllDocumentStatus: 'no document data',
  DescriptionLanguageId: 'texts follow LanguageId',
} as const;

/** The filters of the project listing (GetProjectList, GetInternalProjectList, GetPreviousNextOfProject). */
const PROJECT_LIST_FIELDS = {
  Status: 'int',
  StatusList: intList,
  SubstatusList: intList,
  IsPublishWebsite: 'boolean',
  CountryIDs: intList,
  OfficeID: 'int',
  LanguageID: 'int',
  RichTextFormat: 'int',
  ...SORT_FIELDS,
  ...PAGING_FIELDS,
} as const;

const PROJECT_LIST_NOTES = {
  Status: 'project status: 0 in preparation, 1 for sale, 2 under construction, 3 delivered, 4 sold out',
  StatusList: 'project statuses (added to Status)',
  SubstatusList: 'sub-status ids (GetSubstatusList)',
  IsPublishWebsite: "true: only projects also published on the agency's own website",
  CountryIDs: 'only projects in these countries',
  OfficeID: 'only projects of this office',
  LanguageID: LANGUAGE_NOTE,
  RichTextFormat: '1 (default) Description as stored (HTML), 0 plain text',
  ...SORT_NOTES,
  ...PAGING_NOTES,
} as const;

type ProjectListRequest = RequestOf<RequestShape<typeof PROJECT_LIST_FIELDS>>;

function projectListOptions(tenant: Tenant, request: ProjectListRequest) {
  return { languageId: languageOf(tenant, request.LanguageID), richText: request.RichTextFormat !== 0, officeId: request.OfficeID || null };
}

function projectListFilter(request: ProjectListRequest) {
  return {
    statuses: [...(request.Status === null || request.Status < 0 ? [] : [request.Status]), ...request.StatusList],
    subStatusIds: request.SubstatusList,
    publishedOnWebsite: request.IsPublishWebsite === true,
    countryIds: request.CountryIDs,
  };
}

/** Every project of the listing, in the order SortFields asks (ShowOrder by default). */
async function allProjects({ services, tenant }: CallContext, request: ProjectListRequest) {
  const all = await services.construction.listProjects(tenant, projectListFilter(request), { limit1: 1, limit2: 0 }, projectListOptions(tenant, request));
  return request.SortFields.length === 0 ? all.Items : sortedBy(all.Items, ProjectRecord, request.SortFields);
}

/**
 * GetProjectList, and GetInternalProjectList (the internal group's name for the same listing,
 * used by an agency's own tools): one operation under two names.
 */
export function projectListOperation(name: 'GetProjectList' | 'GetInternalProjectList') {
  return defineOperation({
    name,
    scopes: ['listings'],
    summary: 'The construction projects published on the internet, by ShowOrder; a page of project records.',
    fields: PROJECT_LIST_FIELDS,
    notes: PROJECT_LIST_NOTES,
    ignored: PROJECT_FIELDS_WITHOUT_DATA,
    result: ProjectPage,
    kind: 'page',
    display: true,
    example: { LanguageId: 1, Limit1: 1, Limit2: 10 },
    async call(context, request) {
      if (request.SortFields.length === 0) return context.services.construction.listProjects(context.tenant, projectListFilter(request), pageRequestOf(request), projectListOptions(context.tenant, request));
      return pageOfItems(await allProjects(context, request), pageRequestOf(request));
    },
  });
}

const getProjectList = projectListOperation('GetProjectList');

const getPreviousNextOfProject = defineOperation({
  name: 'GetPreviousNextOfProject',
  scopes: ['listings'],
  summary: 'The previous and next project of the project listing (the GetProjectList filters and SortFields) around one project; null when it is not in the listing.',
  fields: { ID: 'int', ...PROJECT_LIST_FIELDS },
  aliases: { ID: ['ProjectID'] },
  notes: { ID: 'the project shown', ...PROJECT_LIST_NOTES },
  ignored: { ...PROJECT_FIELDS_WITHOUT_DATA, ProjectOfficeID: 'the listing is filtered by OfficeID' },
  result: PreviousNextRecord,
  kind: 'object-or-null',
  example: { ID: 1 },
  async call(context, request) {
    const id = required(request.ID, 'ID');
    const ids = (await allProjects(context, request)).map((project) => project.ID);
    const index = ids.indexOf(id);
    if (index < 0) throw new NotFoundError('Project', id);
    return { ID: id, PreviousID: ids[index - 1] ?? null, NextID: ids[index + 1] ?? null, Position: index + 1, RowsCount: ids.length };
  },
});

const getProject = defineOperation({
  name: 'GetProject',
  scopes: ['listings'],
  summary: 'One construction project published on the internet; null when unknown or not published.',
  fields: { ID: 'int', LanguageID: 'int', RichTextFormat: 'int', OfficeID: 'int' },
  aliases: { ID: ['ProjectID'] },
  notes: {
    ID: 'the project',
    LanguageID: LANGUAGE_NOTE,
    RichTextFormat: '1 (default) Description as stored (HTML), 0 plain text',
    OfficeID: 'only a project of this office',
  },
  ignored: {
    Status: 'a published project is returned whatever its status',
    StatusList: 'a published project is returned whatever its status',
    IsPublishWebsite: 'a project published on the internet is returned',
    UpdateVisit: 'website visits are recorded for properties (GetProperty, AddServiceOwnWebsiteVisit)',
    RealClientIp: 'no visit is recorded',
    IsRemovedFontFamily: 'texts are returned as stored',
    IsPublishedAllDocumentStatus: 'no document data',
    DescriptionLanguageId: 'texts follow LanguageId',
  },
  result: ProjectRecord,
  kind: 'object-or-null',
  display: true,
  example: { ID: 1, LanguageId: 1 },
  call: ({ services, tenant }, request) =>
    services.construction.getProject(tenant, required(request.ID, 'ID'), {
      languageId: languageOf(tenant, request.LanguageID),
      richText: request.RichTextFormat !== 0,
      officeId: request.OfficeID || null,
    }),
});

const getBuildingList = defineOperation({
  name: 'GetBuildingList',
  scopes: ['listings'],
  summary: 'The buildings of a published project (or of every published project), by position; a page.',
  fields: { ProjectID: 'int', LanguageID: 'int', ...SORT_FIELDS, ...PAGING_FIELDS },
  notes: { ProjectID: 'the project (absent: every published project)', LanguageID: LANGUAGE_NOTE, ...SORT_NOTES, ...PAGING_NOTES },
  ignored: { IsOnlyPublishedProperties: 'unit counts always count published units only', OfficeID: 'buildings of every office are listed' },
  result: pageOf('BuildingPage', BuildingRecord),
  kind: 'page',
  display: true,
  example: { ProjectID: 1 },
  call: async ({ services, tenant }, request) =>
    pageOfRecords(await services.construction.listBuildings(tenant, request.ProjectID || null, languageOf(tenant, request.LanguageID)), BuildingRecord, request),
});

const getProjectPictureList = defineOperation({
  name: 'GetProjectPictureList',
  scopes: ['listings'],
  summary: 'The pictures of a published project with the file of every size family, by position; a page.',
  fields: { ProjectID: 'int', IDs: intList, ...PAGING_FIELDS },
  notes: { ProjectID: 'the project (or IDs)', IDs: 'only these picture ids', ...PAGING_NOTES },
  ignored: { Type: 'projects have one kind of picture', SortFields: 'pictures are ordered by project and position', OfficeID: 'pictures of every office' },
  result: PictureItemPage,
  kind: 'page',
  display: true,
  example: { ProjectID: 1 },
  call: ({ services, tenant }, request) =>
    services.construction.getProjectPictures(tenant, { projectId: request.ProjectID || null, ids: request.IDs }, pageRequestOf(request)),
});

const getDeletedProjectIDs = defineOperation({
  name: 'GetDeletedProjectIDs',
  scopes: ['listings'],
  summary: 'The ids of projects withdrawn from publication on or after ChangeSince (any time when absent) and not published again: what a sync removes.',
  fields: { ChangeSince: 'dateTime' },
  aliases: { ChangeSince: ['DeletedSince'] },
  notes: { ChangeSince: 'withdrawn on or after this moment (UTC); absent = every withdrawn project' },
  ignored: { OfficeID: 'projects of every office' },
  result: listOf('int'),
  kind: 'array',
  example: { ChangeSince: '2026-01-01 00:00:00' },
  call: ({ services, tenant }, request) => services.projectPublication.withdrawnSince(tenant, request.ChangeSince),
});

/** The construction group: projects, their buildings and pictures, the projects a sync removes, and previous/next navigation. */
export const CONSTRUCTION_OPERATIONS: readonly BaseOperation[] = [getProjectList, getProject, getBuildingList, getProjectPictureList, getDeletedProjectIDs, getPreviousNextOfProject];
