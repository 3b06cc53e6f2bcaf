import { listOf, pageOf } from '../../../common/record.js';
import { parseGoal } from '../../../properties/property-filter.js';
import { DocumentPage } from '../../../documents/documents.records.js';
import { DepartmentRecord, StaffUserRecord } from '../../../staff/staff.records.js';
import { CityRecord, CountryRecord, OfficeRecord, SiteRecord, TypeOfPropertyRecord, ZoneRecord } from '../../../reference/reference.records.js';
import { type BaseOperation, type CallContext, defineOperation } from '../operation.js';
import { intList } from '../request-shape.js';
import { languageOf, pageOfRecords, pageRequestOf, PAGING_FIELDS, PAGING_NOTES, required, SORT_FIELDS, SORT_NOTES, sortedBy } from './common-fields.js';

const LANGUAGE_NOTE = 'language of the names: 1 NL, 2 FR, 3 EN, 4 DE, 5 ES, 6 CA (default: the agency’s language)';
const LIST_FIELDS = { LanguageID: 'int', ...SORT_FIELDS, ...PAGING_FIELDS } as const;
const LIST_NOTES = { LanguageID: LANGUAGE_NOTE, ...SORT_NOTES, ...PAGING_NOTES } as const;
const OFFICE_IGNORED = { OfficeID: 'reference data is the same for every office' } as const;

const getTypeOfPropertyList = defineOperation({
  name: 'GetTypeOfPropertyList',
  scopes: [],
  summary: 'The property types (main types and their sub-types) with their web category and abbreviation; a page.',
  fields: { IDs: intList, Level: 'int', WebIDs: intList, ParentIDs: intList, HasProperty: 'boolean', ...LIST_FIELDS },
  notes: {
    IDs: 'only these types',
    Level: '1 main types, 2 sub-types; absent or 0 = both',
    WebIDs: 'only types of these web categories',
    ParentIDs: 'only sub-types of these main types',
    HasProperty: 'true: only types with an active property of the agency (a main type counts its sub-types)',
    ...LIST_NOTES,
  },
  ignored: OFFICE_IGNORED,
  result: pageOf('TypeOfPropertyPage', TypeOfPropertyRecord),
  kind: 'page',
  display: true,
  example: { LanguageId: 1, Level: 1 },
  call: async ({ services, tenant }, request) =>
    pageOfRecords(
      await services.settings.propertyTypes(tenant, languageOf(tenant, request.LanguageID), {
        ids: request.IDs,
        level: request.Level || null,
        webIds: request.WebIDs,
        parentIds: request.ParentIDs,
        hasProperty: request.HasProperty === true,
      }),
      TypeOfPropertyRecord,
      request,
    ),
});

const getGeographicList = defineOperation({
  name: 'GetGeographicList',
  scopes: [],
  summary: 'The geographic zones (regions, provinces, areas) with their parent zone; a page.',
  fields: { IDs: intList, Level: 'int', ParentIDs: intList, HasProperty: 'boolean', ...LIST_FIELDS },
  notes: {
    IDs: 'only these zones',
    Level: 'depth: 1 top-level zones, 2 their sub-zones, …; absent or 0 = any',
    ParentIDs: 'only sub-zones of these zones',
    HasProperty: 'true: only zones holding an active property of the agency (directly or in a sub-zone)',
    ...LIST_NOTES,
  },
  ignored: { ...OFFICE_IGNORED, WebIDs: 'zones are the same for every web category' },
  result: pageOf('ZonePage', ZoneRecord),
  kind: 'page',
  display: true,
  example: { LanguageId: 1, Level: 1 },
  call: async ({ services, tenant }, request) =>
    pageOfRecords(
      await services.settings.zones(tenant, languageOf(tenant, request.LanguageID), {
        ids: request.IDs,
        level: request.Level || null,
        parentIds: request.ParentIDs,
        hasProperty: request.HasProperty === true,
      }),
      ZoneRecord,
      request,
    ),
});

const getCountryList = defineOperation({
  name: 'GetCountryList',
  scopes: [],
  summary: 'The countries by name; a page.',
  fields: { IDs: intList, InIDsOrNot: 'boolean', HasProperty: 'boolean', ...LIST_FIELDS },
  notes: {
    IDs: 'only these countries',
    InIDsOrNot: 'false: every country but IDs (default true)',
    HasProperty: 'true: only countries with an active property of the agency',
    ...LIST_NOTES,
  },
  ignored: OFFICE_IGNORED,
  result: pageOf('CountryPage', CountryRecord),
  kind: 'page',
  display: true,
  example: { LanguageId: 1, HasProperty: true },
  call: async ({ services, tenant }, request) =>
    pageOfRecords(
      await services.settings.countries(tenant, languageOf(tenant, request.LanguageID), {
        ids: request.IDs,
        exclude: request.InIDsOrNot === false,
        hasProperty: request.HasProperty === true,
      }),
      CountryRecord,
      request,
    ),
});

const getCityList = defineOperation({
  name: 'GetCityList',
  scopes: [],
  summary: 'Cities (postcode areas) by name and postcode, searched by the start of either; a page.',
  fields: { HasProperty: 'boolean', CityNameSearchBy: 'string', PostCodeSearchBy: 'string', NameOrPostCodeSearchBy: 'string', LanguageID: 'int', ...PAGING_FIELDS },
  notes: {
    HasProperty: 'true: only cities with an active property of the agency',
    CityNameSearchBy: 'the name starts with this (any case)',
    PostCodeSearchBy: 'the postcode starts with this',
    NameOrPostCodeSearchBy: 'the name or the postcode starts with this',
    LanguageID: LANGUAGE_NOTE,
    ...PAGING_NOTES,
  },
  ignored: {
    ...OFFICE_IGNORED,
    SubstatusList: 'cities are not kept per sub-status',
    SortFields: 'cities are always ordered by name and postcode',
  },
  result: pageOf('CityPage', CityRecord),
  kind: 'page',
  display: true,
  example: { LanguageId: 1, NameOrPostCodeSearchBy: '10' },
  call: ({ services, tenant }, request) =>
    services.settings.cities(
      tenant,
      languageOf(tenant, request.LanguageID),
      {
        hasProperty: request.HasProperty === true,
        name: request.CityNameSearchBy,
        postCode: request.PostCodeSearchBy,
        nameOrPostCode: request.NameOrPostCodeSearchBy,
      },
      pageRequestOf(request),
    ),
});

/** The cities of the agency's published properties (GetCityListOfObjects, GetGeoCityListOfObject), in the order SortFields asks. */
async function citiesOfObjects(
  { services, tenant }: CallContext,
  request: { LanguageID: number | null; Goal: number | null; WebIDs: number[]; StatusList: number[]; SortFields: string[] },
  where: { countryIds: number[]; inCountries: boolean; excludeProjects: boolean },
) {
  const cities = await services.settings.citiesOfProperties(tenant, languageOf(tenant, request.LanguageID), { goal: parseGoal(request.Goal), webIds: request.WebIDs, statuses: request.StatusList, ...where });
  return sortedBy(cities, CityRecord, request.SortFields);
}

const getCityListOfObjects = defineOperation({
  name: 'GetCityListOfObjects',
  scopes: [],
  summary: "The cities of the agency's published properties (active unless StatusList says otherwise), by name.",
  fields: {
    Goal: 'int',
    WebIDs: intList,
    StatusList: intList,
    CountryIds: intList,
    IsInCountryOrNot: 'boolean',
    IsExcludedProject: 'boolean',
    LanguageID: 'int',
    ...SORT_FIELDS,
  },
  notes: {
    Goal: '0 sale, 1 rent, 2 take-over; absent or -1 = any',
    WebIDs: 'only properties of these web categories',
    StatusList: 'property statuses 1 active, 2 sold, 4 rented, 6 reference (others never count); default active',
    CountryIds: 'only cities in these countries',
    IsInCountryOrNot: 'false: only cities outside CountryIds (default true)',
    IsExcludedProject: 'true: units of construction projects do not count',
    LanguageID: LANGUAGE_NOTE,
    ...SORT_NOTES,
  },
  ignored: { IsIncludedEmptyZip: 'every city has a postcode', OfficeID: 'the cities of every office are listed' },
  result: listOf(CityRecord),
  kind: 'list',
  display: true,
  example: { LanguageId: 1, Goal: 0 },
  call: (context, request) =>
    citiesOfObjects(context, request, { countryIds: request.CountryIds, inCountries: request.IsInCountryOrNot !== false, excludeProjects: request.IsExcludedProject === true }),
});

const getGeoCityListOfObject = defineOperation({
  name: 'GetGeoCityListOfObject',
  scopes: [],
  summary: "The cities (with their zone) of the agency's published properties, active unless StatusList says otherwise, by name: GetCityListOfObjects for the later clients.",
  fields: { Goal: 'int', WebIDs: intList, StatusList: intList, LanguageID: 'int', ...SORT_FIELDS },
  notes: {
    Goal: '0 sale, 1 rent, 2 take-over; absent or -1 = any',
    WebIDs: 'only properties of these web categories',
    StatusList: 'property statuses 1 active, 2 sold, 4 rented, 6 reference (others never count); default active',
    LanguageID: LANGUAGE_NOTE,
    ...SORT_NOTES,
  },
  ignored: { OfficeID: 'the cities of every office are listed' },
  result: listOf(CityRecord),
  kind: 'list',
  example: { LanguageId: 1, Goal: 0 },
  call: (context, request) => citiesOfObjects(context, request, { countryIds: [], inCountries: true, excludeProjects: false }),
});

const getSiteList = defineOperation({
  name: 'GetSiteList',
  scopes: [],
  summary: "The agency's web sites; a page.",
  fields: { IDs: intList, ...SORT_FIELDS, ...PAGING_FIELDS },
  notes: { IDs: 'only these sites', ...SORT_NOTES, ...PAGING_NOTES },
  ignored: OFFICE_IGNORED,
  result: pageOf('SitePage', SiteRecord),
  kind: 'page',
  display: true,
  example: { Limit1: 1, Limit2: 10 },
  call: async ({ services, tenant }, request) => pageOfRecords(await services.settings.sites(tenant, request.IDs), SiteRecord, request),
});

const getOfficeList = defineOperation({
  name: 'GetOfficeList',
  scopes: [],
  summary: "The agency's offices, by name.",
  fields: {},
  ignored: { OfficeID: 'every office of the agency is listed' },
  result: listOf(OfficeRecord),
  kind: 'list',
  example: {},
  call: ({ services, tenant }) => services.settings.offices(tenant),
});

const validateCustomer = defineOperation({
  name: 'ValidateCustomer',
  scopes: [],
  summary: 'Whether CustomerName and CustomerPassword are valid: true (wrong ones give Code 401 like every operation).',
  fields: {},
  ignored: { OfficeID: 'the account is checked, not an office' },
  result: 'boolean',
  kind: 'boolean',
  example: {},
  call: async () => true,
});

// Staff and documents: reads need the `listings` scope, a person's documents `persons-read` (StaffService, DocumentsService).
const getUser = defineOperation({
  name: 'GetUser',
  scopes: ['listings'],
  summary: "The agency's user (agent) with this id, with their department; null when there is none.",
  fields: { ID: 'int' },
  aliases: { ID: ['UserID'] },
  notes: { ID: 'the user (a user hidden on the web is found too: the id was asked for)' },
  ignored: { LanguageID: 'user records are kept in one language', OfficeID: 'the user is found by id, whatever their office' },
  result: StaffUserRecord,
  kind: 'object-or-null',
  display: true,
  example: { ID: 1 },
  call: ({ services, tenant }, request) => services.staff.getUser(tenant, required(request.ID, 'ID')),
});

const getUserList = defineOperation({
  name: 'GetUserList',
  scopes: ['listings'],
  summary: "The agency's users (agents), by name or in the order of SortFields; the rows Limit1–Limit2 of the list.",
  fields: { IDs: intList, DepartmentID: 'int', SiteIDs: intList, IncludeHiddenOnWeb: 'boolean', OfficeID: 'int', ...SORT_FIELDS, ...PAGING_FIELDS },
  notes: {
    IDs: 'only these users',
    DepartmentID: 'only users of this department (GetDepartmentList)',
    SiteIDs: "only users of these sites' offices (a site of no particular office covers every office)",
    IncludeHiddenOnWeb: 'true: also users kept off the website (default false)',
    OfficeID: 'only users of this office',
    ...SORT_NOTES,
    ...PAGING_NOTES,
  },
  ignored: { LanguageID: 'user records are kept in one language' },
  result: listOf(StaffUserRecord),
  kind: 'list',
  display: true,
  example: { DepartmentID: 1 },
  call: async ({ services, tenant }, request) =>
    pageOfRecords(
      await services.staff.listUsers(tenant, {
        ids: request.IDs,
        departmentId: request.DepartmentID || null,
        officeId: request.OfficeID || null,
        siteIds: request.SiteIDs,
        includeHiddenOnWeb: request.IncludeHiddenOnWeb === true,
      }),
      StaffUserRecord,
      request,
    ).Items,
});

const getDocumentList = defineOperation({
  name: 'GetDocumentList',
  scopes: ['listings'],
  fieldScopes: { PersonID: 'persons-read' },
  summary: "Documents attached to the agency's properties and projects (the published ones unless Publish is false), or with PersonID those of a person; a page.",
  fields: { IDs: intList, ObjectIDs: intList, PersonID: 'int', Publish: 'boolean', ...SORT_FIELDS, ...PAGING_FIELDS },
  notes: {
    IDs: 'only these documents',
    ObjectIDs: 'only documents of these properties',
    PersonID: "the documents of this person instead (needs the persons-read scope)",
    Publish:
      'absent or true: only published documents; false: only unpublished ones (internal papers such as mandate contracts: needs the persons-read scope). With PersonID: absent = both',
    ...SORT_NOTES,
    ...PAGING_NOTES,
  },
  ignored: { LanguageID: 'documents are kept in one language', OfficeID: 'documents of every office' },
  result: DocumentPage,
  kind: 'page',
  display: true,
  example: { Publish: true, Limit1: 1, Limit2: 10 },
  call: ({ services, tenant }, request) =>
    services.documents.listDocuments(
      tenant,
      { ids: request.IDs, propertyIds: request.ObjectIDs, personId: request.PersonID || null, published: request.Publish },
      pageRequestOf(request),
      request.SortFields,
    ),
});

const getDepartmentList = defineOperation({
  name: 'GetDepartmentList',
  scopes: ['listings'],
  summary: "The agency's departments, in their show order.",
  fields: {},
  ignored: { OfficeID: 'departments are the same for every office' },
  result: listOf(DepartmentRecord),
  kind: 'list',
  example: {},
  call: ({ services, tenant }) => services.staff.departments(tenant),
});

/** The general group: reference data (types, zones, countries, cities), the agency's sites, offices, users and departments, and the credential check. */
export const GENERAL_OPERATIONS: readonly BaseOperation[] = [
  getTypeOfPropertyList,
  getGeographicList,
  getCountryList,
  getCityList,
  getCityListOfObjects,
  getGeoCityListOfObject,
  getSiteList,
  getOfficeList,
  getUser,
  getUserList,
  getDepartmentList,
  getDocumentList,
  validateCustomer,
];
