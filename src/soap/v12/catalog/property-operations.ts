import { AppointmentRecord } from '../../../appointments/appointments.records.js';
import { defineRecord, listOf, pageOf } from '../../../common/record.js';
import { NeighbourhoodPage, PointOfInterestPage } from '../../../neighbourhoods/neighbourhoods.records.js';
import { NotFoundError } from '../../../common/errors.js';
import { PictureItemPage, PropertyPage, PropertyRecord } from '../../../properties/properties.records.js';
import { parsePropertyFilter, type PropertyFilter, type PropertyFilterParams } from '../../../properties/property-filter.js';
import { type BaseOperation, type CallContext, defineOperation } from '../operation.js';
import { defineRequest, type FieldScopes, intList, recordsOf, type RequestOf, type RequestShape, stringList } from '../request-shape.js';
import { languageOf, pageRequestOf, PAGING_FIELDS, PAGING_NOTES, PreviousNextRecord, required, SORT_FIELDS, SORT_NOTES } from './common-fields.js';

/**
 * The listing filters shared by GetPropertyList2 and each count condition of GetCountProperties2,
 * under the names the client libraries send (property-filter.ts says what each one means).
 */
const FILTER_FIELDS = {
  IDs: intList,
  Status: intList,
  Goal: 'int',
  PriceFrom: 'decimal',
  PriceTo: 'decimal',
  IncludePriceZero: 'boolean',
  MinRoom: 'int',
  MaxRoom: 'int',
  NrRooms: stringList,
  MinBathRoom: 'int',
  MaxBathRoom: 'int',
  Zips: stringList,
  CityNames: stringList,
  GeoGraphicIDs: intList,
  MainGeoGraphicIDs: intList,
  CountryIDs: intList,
  IsInCountryOrNot: 'boolean',
  TypeIDs: intList,
  MainTypeIDs: intList,
  WebIDs: intList,
  ConditionIDs: intList,
  IsInConditionOrNot: 'boolean',
  RecordFile: 'string',
  RecordFiles: stringList,
  SiteID: 'int',
  OfficeID: 'int',
  PersonID: 'int',
  SelectedByPersonID: 'int',
  ProjectID: 'int',
  BuildingID: 'int',
  IsOffice: 'boolean',
  IsConstruction: 'boolean',
  MinSurface: 'decimal',
  MaxSurface: 'decimal',
  LivingArea: 'decimal',
  HasGarden: 'boolean',
  HasGarage: 'boolean',
  HasTerrace: 'boolean',
  HasFurnished: 'boolean',
  HasAttic: 'boolean',
  HasLift: 'boolean',
  HasCellar: 'boolean',
  HasParking: 'boolean',
  ChangeSince: 'dateTime',
  Keyword: 'string',
  StreetName: 'string',
  Number: 'string',
  GpsX: 'decimal',
  GpsY: 'decimal',
  GpsRadius: 'decimal',
  IncludeReferences: 'boolean',
} as const;

const FILTER_ALIASES = { Zips: ['PostalCodes'] } as const;

/** The filters that read persons (whose properties, whose selected list): they need persons-read besides listings. */
const FILTER_SCOPES = { PersonID: 'persons-read', SelectedByPersonID: 'persons-read' } as const satisfies FieldScopes<typeof FILTER_FIELDS>;

const FILTER_NOTES = {
  IDs: 'only these property ids',
  Status: 'statuses to list instead of active only: 1 active, 2 sold, 4 rented, 6 reference (others are refused)',
  Goal: '0 sale, 1 rent, 2 take-over; absent or -1 = any',
  PriceFrom: 'inclusive lower price bound; 0 = none',
  PriceTo: 'inclusive upper price bound; 0 = none',
  IncludePriceZero: 'true: properties without a price match the price bounds too',
  MinRoom: 'minimum number of bedrooms',
  MaxRoom: 'maximum number of bedrooms',
  NrRooms: 'exact bedroom counts; `5+` = 5 or more',
  MinBathRoom: 'minimum number of bathrooms',
  MaxBathRoom: 'maximum number of bathrooms',
  Zips: 'postal codes',
  CityNames: 'city names, compared without regard to case (other spellings of the city match too)',
  GeoGraphicIDs: 'zone ids (a zone includes its sub-zones)',
  MainGeoGraphicIDs: 'main zone ids, with their sub-zones (added to GeoGraphicIDs)',
  CountryIDs: 'country ids',
  IsInCountryOrNot: 'false: every country but CountryIDs',
  TypeIDs: 'property type ids (a main type includes its sub-types)',
  MainTypeIDs: 'main property type ids, with their sub-types',
  WebIDs: 'web categories (WebID)',
  ConditionIDs: 'condition ids',
  IsInConditionOrNot: 'false: every condition but ConditionIDs',
  RecordFile: 'one dossier reference (Ident)',
  RecordFiles: 'dossier references (Ident)',
  SiteID: 'only properties of this site',
  OfficeID: 'only properties of this office',
  PersonID: 'only properties this person owns',
  SelectedByPersonID: "only properties on this person's selected list",
  ProjectID: 'only units of this project',
  BuildingID: 'only units of this building',
  IsOffice: 'true: office properties only',
  IsConstruction: 'true: units of a construction project only',
  MinSurface: 'minimum total surface (m²)',
  MaxSurface: 'maximum total surface (m²)',
  LivingArea: 'minimum living surface (m²)',
  HasGarden: 'true: with a garden (false asks nothing)',
  HasGarage: 'true: at least one garage',
  HasTerrace: 'true: with a terrace surface',
  HasFurnished: 'true: furnished',
  HasAttic: 'true: with an attic',
  HasLift: 'true: with a lift',
  HasCellar: 'true: with a cellar',
  HasParking: 'true: at least one parking place',
  ChangeSince: 'last changed on or after',
  Keyword: 'words beginning words of the dossier reference, street, city or postcode (any case or accents)',
  StreetName: 'words found in the street name, inside words too from three characters (`straat` finds Kerkstraat; any case or accents); one or two characters begin a word',
  Number: 'house number (exactly, any case)',
  GpsX: 'longitude of the centre (with GpsY and GpsRadius)',
  GpsY: 'latitude of the centre',
  GpsRadius: 'radius around GpsX/GpsY in km',
  IncludeReferences: 'true adds sold/rented reference properties to the active ones (when Status is not given)',
} as const;

/** Client filter fields whose data this service does not hold (yet): accepted and ignored. */
const FILTERS_WITHOUT_DATA = {
  HasViager: 'no life-annuity data',
  ViagerType: 'no life-annuity data',
  PetsAllowed: 'no pets data',
  ContractStartSince: 'no contract dates',
  AtticIDs: 'no attic kinds (HasAttic filters)',
  OZAAMIDs: 'no OZAAM classification',
  MainEnviromentIDs: 'no environment data',
  EnviromentIDs: 'no environment data',
  PortalSiteIDs: 'no portal publication data',
  StreetOperator: 'StreetName always matches text within the street',
  GpsAddress: 'no geocoding; use GpsX/GpsY',
  EncodePolygonPath: 'no polygon search; use GpsX/GpsY/GpsRadius',
} as const;

type FilterRequest = RequestOf<RequestShape<typeof FILTER_FIELDS>>;

/** The filters on the unit's project and the sites to leave out, the same in a list request and in a count condition. */
const PROJECT_SITE_FIELDS = { ProjectStatus: intList, ProjectIsPublishInternet: 'boolean', SkipSiteIds: intList } as const;
const PROJECT_SITE_NOTES = {
  ProjectStatus: 'only units whose project has one of these statuses',
  ProjectIsPublishInternet: 'true: only units of projects published on the internet',
  SkipSiteIds: 'leave out properties of these sites',
} as const;

/**
 * One count condition: every filter of a list request (so a count and its list agree), with
 * Marquees for MarqueeIDs and SkipMarqueeList true = without any marquee (a boolean here, as the
 * clients send it in a condition, where the list takes marquee ids to leave out).
 */
const CountCondition = defineRequest(
  'CountCondition',
  { ...FILTER_FIELDS, Marquees: intList, SkipMarqueeList: 'boolean', ...PROJECT_SITE_FIELDS },
  { ...FILTER_NOTES, Marquees: 'marquee ids (0 = none)', SkipMarqueeList: 'true: only properties without a marquee', ...PROJECT_SITE_NOTES },
  { ...FILTER_ALIASES, Marquees: ['MarqueeIDs'], ProjectStatus: ['ProjectStatusIds'] },
  FILTER_SCOPES,
);

/** The request fields as PropertyFilterParams: the client names mapped onto the filter's wire names. */
function filterParams(request: FilterRequest): PropertyFilterParams {
  return {
    ...request,
    PostalCodes: request.Zips,
    GeographicIDs: [...request.GeoGraphicIDs, ...request.MainGeoGraphicIDs],
    Recordfiles: request.RecordFile === null ? request.RecordFiles : [...request.RecordFiles, request.RecordFile],
    includeReferences: request.IncludeReferences === true,
  };
}

/** The request-wide fields of a count: they apply to every condition (OfficeID and ProjectIsPublishInternet where the condition has none). */
interface CountShared {
  readonly ProjectStatusIds: number[];
  readonly MainTypeIDs: number[];
  readonly OfficeID: number | null;
  readonly ProjectIsPublishInternet: boolean | null;
}

function conditionFilter(condition: RequestOf<typeof CountCondition>, shared: CountShared): PropertyFilter {
  return parsePropertyFilter({
    ...filterParams(condition),
    MarqueeIDs: condition.Marquees,
    SkipMarqueeList: null,
    SkipAllMarquees: condition.SkipMarqueeList,
    MainTypeIDs: [...condition.MainTypeIDs, ...shared.MainTypeIDs],
    ProjectStatus: [...condition.ProjectStatus, ...shared.ProjectStatusIds],
    ProjectIsPublishInternet: condition.ProjectIsPublishInternet ?? shared.ProjectIsPublishInternet,
    OfficeID: condition.OfficeID || shared.OfficeID,
    SkipSiteIds: condition.SkipSiteIds,
  });
}

/** GetPropertyList2 items are Object-wrapped: `{ "Object": { …property… } }`. */
const PropertyObject = defineRecord('PropertyObject', { Object: PropertyRecord });
const PropertyObjectPage = pageOf('PropertyObjectPage', PropertyObject);

const LIST_FIELDS = {
  LanguageID: 'int',
  ...FILTER_FIELDS,
  MarqueeIDs: intList,
  SkipMarqueeList: intList,
  ...PROJECT_SITE_FIELDS,
  SortFields: stringList,
  UseRandom: 'boolean',
  RandomValue: 'int',
  ...PAGING_FIELDS,
  PictureSizeMaxWidth: 'int',
  PictureSizeMaxHeight: 'int',
  RichTextFormat: 'int',
} as const;

const LIST_ALIASES = { ...FILTER_ALIASES, MarqueeIDs: ['Marquees'], ProjectStatus: ['ProjectStatusIds'], SortFields: ['SortOrder'] } as const;

const LIST_NOTES = {
  LanguageID: '1 NL, 2 FR, 3 EN, 4 DE, 5 ES, 6 CA (default: the agency’s language)',
  ...FILTER_NOTES,
  MarqueeIDs: 'marquee ids (0 = none)',
  SkipMarqueeList: 'marquee ids to leave out',
  ...PROJECT_SITE_NOTES,
  SortFields: 'comma list of fields, each optionally ASC/DESC (e.g. `Price DESC,CreatedDate`); default newest first',
  UseRandom: 'true: a shuffled order, the same for the same RandomValue (ignores SortFields)',
  RandomValue: 'the shuffle seed (default 1)',
  ...PAGING_NOTES,
  PictureSizeMaxWidth: 'picture family: the largest whose box fits (0 = no bound)',
  PictureSizeMaxHeight: 'picture family: the largest whose box fits (0 = no bound)',
  RichTextFormat: '1 (default) DescriptionB as stored (HTML), 0 plain text',
} as const;

/** What the property lists accept and ignore, with the reason. */
const LIST_IGNORED = {
  ...FILTERS_WITHOUT_DATA,
  ProjectIsPublishWebsite: 'no separate website publication of projects',
  IsMainGeographicRecursive: 'zones always include their sub-zones',
  IsMainTypeRecursive: 'types always include their sub-types',
  ProvinceIDs: 'no provinces apart from the zones (GeoGraphicIDs)',
  GeoCityIds: 'no city zones apart from CityNames/Zips',
  RegionIds: 'no regions apart from the zones (GeoGraphicIDs)',
  IsPropertySelection: 'no named property selections',
  PropertySelectionNames: 'no named property selections',
  GPSSort: 'no distance ordering; use SortFields',
  ProjectDisplayFields: 'items carry no project record',
  AddCompositionField: 'no composition data',
  IsRemovedFontFamily: 'texts are returned as stored (RichTextFormat)',
  IsSentReport: 'no report data',
  IsPublishedAllDocumentStatus: 'no document data',
  DescriptionLanguageId: 'texts follow LanguageId',
} as const;

type ListRequest = RequestOf<RequestShape<typeof LIST_FIELDS>>;

/** The filter of a property list request (GetPropertyList, GetPropertyList2, GetPreviousNextOfProperty). */
function listFilter(request: ListRequest): PropertyFilter {
  return parsePropertyFilter({ ...filterParams(request), MarqueeIDs: request.MarqueeIDs, SkipMarqueeList: request.SkipMarqueeList });
}

/** A page of property records for a list request: filter, sort or shuffle, picture family, text format. */
function searchPage(services: CallContext['services'], tenant: CallContext['tenant'], request: ListRequest) {
  return services.properties.search(tenant, listFilter(request), pageRequestOf(request), {
    languageId: languageOf(tenant, request.LanguageID),
    sort: request.SortFields,
    sortField: 'SortFields',
    shuffle: request.UseRandom === true ? (request.RandomValue ?? 1) : null,
    pictureMaxWidth: request.PictureSizeMaxWidth ?? 0,
    pictureMaxHeight: request.PictureSizeMaxHeight ?? 0,
    richText: request.RichTextFormat !== 0,
  });
}

const getPropertyList2 = defineOperation({
  name: 'GetPropertyList2',
  scopes: ['listings'],
  fieldScopes: FILTER_SCOPES,
  summary: 'Searches the public properties; a page of Object-wrapped property records.',
  fields: LIST_FIELDS,
  aliases: LIST_ALIASES,
  notes: LIST_NOTES,
  ignored: LIST_IGNORED,
  result: PropertyObjectPage,
  kind: 'page',
  display: true,
  example: { LanguageId: 1, Goal: 0, Zips: '9000,1050', PriceTo: 750000, SortFields: 'Price DESC', DisplayFields: 'ID,Price,City', Limit1: 1, Limit2: 10 },
  async call({ services, tenant }, request) {
    const page = await searchPage(services, tenant, request);
    return { ...page, Items: page.Items.map((property) => ({ Object: property })) };
  },
});

/** What the count operations accept and ignore, with the reason. */
const COUNT_IGNORED = {
  GeoCityIds: 'no city zones apart from CityNames/Zips',
  RegionIds: 'no regions apart from the zones (GeoGraphicIDs)',
  ...Object.fromEntries(Object.entries(FILTERS_WITHOUT_DATA).map(([name, reason]) => [`CountConditions[].${name}`, reason])),
  'CountConditions[].UseRandom': 'a count does not depend on order',
  'CountConditions[].RandomValue': 'a count does not depend on order',
};

/** GetCountProperties and GetCountProperties2 are the same operation under the names of two client versions. */
function countOperation(name: 'GetCountProperties' | 'GetCountProperties2') {
  return defineOperation({
    name,
    scopes: ['listings'],
    summary: 'Counts the public properties matching each condition; one count per condition, in order.',
    fields: {
      CountConditions: recordsOf(CountCondition, 'Condition'),
      ProjectStatusIds: intList,
      MainTypeIDs: intList,
      OfficeID: 'int',
      ProjectIsPublishInternet: 'boolean',
    },
    aliases: { CountConditions: ['Conditions'] },
    notes: {
      CountConditions: 'list of conditions, each with the filters of GetPropertyList/GetPropertyList2 (a count equals the RowsCount of the list with the same filters)',
      ProjectStatusIds: 'every condition: only units whose project has one of these statuses',
      MainTypeIDs: 'every condition: main property type ids, with their sub-types',
      OfficeID: 'every condition without its own OfficeID: only properties of this office (the clients send it with every request, as with the lists)',
      ProjectIsPublishInternet: 'every condition without its own: true counts only units of projects published on the internet',
    },
    ignored: COUNT_IGNORED,
    result: listOf('int'),
    kind: 'array',
    example: { CountConditions: [{ Goal: 0 }, { Goal: 1, Zips: '1000' }] },
    call: ({ services, tenant }, request) =>
      services.properties.countMany(
        tenant,
        request.CountConditions.map((condition) => conditionFilter(condition, request)),
      ),
  });
}

const getCountProperties2 = countOperation('GetCountProperties2');

/**
 * GetPropertyList, and GetInternalPropertyList (the internal group's name for the same listing,
 * used by an agency's own tools): one operation under two names.
 */
export function flatPropertyListOperation(name: 'GetPropertyList' | 'GetInternalPropertyList') {
  return defineOperation({
    name,
    scopes: ['listings'],
    fieldScopes: FILTER_SCOPES,
    summary: 'Searches the public properties; a page of flat property records (what sync clients page through with ChangeSince).',
    fields: LIST_FIELDS,
    aliases: LIST_ALIASES,
    notes: LIST_NOTES,
    ignored: LIST_IGNORED,
    result: PropertyPage,
    kind: 'page',
    display: true,
    example: { LanguageId: 1, Status: '1,2,4', ChangeSince: '2026-01-01 00:00:00', SortFields: 'LastChangedDate', Limit1: 1, Limit2: 25 },
    call: ({ services, tenant }, request) => searchPage(services, tenant, request),
  });
}

const getPropertyList = flatPropertyListOperation('GetPropertyList');

const getCountProperties = countOperation('GetCountProperties');

/** GetPreviousNextOfProperty and GetPreviousNextOfProperty2 (the later clients' name): one operation under two names. */
function previousNextOperation(name: 'GetPreviousNextOfProperty' | 'GetPreviousNextOfProperty2') {
  return defineOperation({
    name,
    scopes: ['listings'],
    fieldScopes: FILTER_SCOPES,
    summary: 'The previous and next property of a listing (the GetPropertyList filters and SortFields) around one property; null when it is not in the listing.',
    fields: { ID: 'int', ...LIST_FIELDS },
    aliases: { ...LIST_ALIASES, ID: ['PropertyID'] },
    notes: { ID: 'the property shown', ...LIST_NOTES },
    ignored: { ...LIST_IGNORED, PropertyOfficeID: 'the listing is filtered by OfficeID' },
    result: PreviousNextRecord,
    kind: 'object-or-null',
    example: { ID: 1, Goal: 0, SortFields: 'Price DESC' },
    async call({ services, tenant }, request) {
      const id = required(request.ID, 'ID');
      const around = await services.navigation.neighbours(tenant, listFilter(request), id, request.SortFields, 'SortFields');
      if (!around) throw new NotFoundError('Property', id);
      return { ID: id, PreviousID: around.previousId, NextID: around.nextId, Position: around.position, RowsCount: around.total };
    },
  });
}

const getPreviousNextOfProperty = previousNextOperation('GetPreviousNextOfProperty');
const getPreviousNextOfProperty2 = previousNextOperation('GetPreviousNextOfProperty2');

/** GetProperty and GetProperty2 (the later clients' name): one operation under two names. */
function propertyOperation(name: 'GetProperty' | 'GetProperty2') {
  return defineOperation({
    name,
    scopes: ['listings'],
    summary: 'One published property (active, sold, rented or reference); null when unknown or not published. UpdateVisit records a website visit.',
    fields: { ID: 'int', LanguageID: 'int', StatusList: intList, OfficeID: 'int', UpdateVisit: 'boolean', RealClientIp: 'string', RichTextFormat: 'int' },
    aliases: { ID: ['PropertyID'] },
    notes: {
      ID: 'the property',
      LanguageID: '1 NL, 2 FR, 3 EN, 4 DE, 5 ES, 6 CA (default: the agency’s language)',
      StatusList: 'only when its status is one of these',
      OfficeID: 'only a property of this office',
      UpdateVisit: "true: records a visit of the property's page on the agency's website (history, GetVisitStatisticOfProperty, the agency website medium of the media statistics)",
      RealClientIp: "the visitor's address recorded with the visit (default the caller's)",
      RichTextFormat: '1 (default) DescriptionB as stored (HTML), 0 plain text',
    },
    ignored: {
      AddCompositionField: 'no composition data',
      LoggedInPersonId: 'the record is the same for every visitor',
      IncludesSameProperties: 'no similar-property data',
      OZAAMID: 'no OZAAM classification',
      SortDivisionFields: 'no divisions',
      DescriptionLanguageId: 'texts follow LanguageId',
      IsRemovedFontFamily: 'texts are returned as stored (RichTextFormat)',
      GeoCityIds: 'no city zones',
      RegionIds: 'no regions apart from the zones',
      IsPublishedAllDocumentStatus: 'no document data',
    },
    result: PropertyRecord,
    kind: 'object-or-null',
    display: true,
    example: { ID: 1, LanguageId: 1, DisplayFields: 'ID,Ident,Price,City' },
    async call({ services, tenant, clientAddress }, request) {
      const id = required(request.ID, 'ID');
      const property = await services.properties.getProperty(tenant, id, {
        languageId: languageOf(tenant, request.LanguageID),
        richText: request.RichTextFormat !== 0,
        officeId: request.OfficeID || null,
      });
      if (request.StatusList.length > 0 && !request.StatusList.includes(property.Status as number)) throw new NotFoundError('Property', id);
      if (request.UpdateVisit === true) {
        await services.history.addWebsiteVisit(tenant, { propertyId: id, source: 'GetProperty', clientAddress: request.RealClientIp?.trim() || clientAddress });
      }
      return property;
    },
  });
}

const getProperty = propertyOperation('GetProperty');
const getProperty2 = propertyOperation('GetProperty2');

const getPropertiesByIDs = defineOperation({
  name: 'GetPropertiesByIDs',
  scopes: ['listings'],
  summary: 'The published properties among the ids, in the order asked (unknown and unpublished ids are left out).',
  fields: { IDs: intList, StatusList: intList, LanguageID: 'int' },
  notes: {
    IDs: 'the property ids',
    StatusList: 'only those in these statuses (published ones: 1 active, 2 sold, 4 rented, 6 reference)',
    LanguageID: '1 NL, 2 FR, 3 EN, 4 DE, 5 ES, 6 CA (default: the agency’s language)',
  },
  ignored: { OfficeID: 'the ids decide' },
  result: listOf(PropertyRecord),
  kind: 'list',
  display: true,
  example: { IDs: '1,2,3', LanguageId: 1 },
  async call({ services, tenant }, request) {
    const ids = await services.publication.publishedAmong(tenant, [...new Set(request.IDs)], request.StatusList);
    return services.properties.getViewableProperties(tenant, ids, languageOf(tenant, request.LanguageID));
  },
});

const getPropertyPictureList = defineOperation({
  name: 'GetPropertyPictureList',
  scopes: ['listings'],
  summary: 'The pictures of a published property with the file of every size family, by position; a page.',
  fields: { ObjectID: 'int', IDs: intList, ...PAGING_FIELDS },
  aliases: { ObjectID: ['PropertyID'] },
  notes: { ObjectID: 'the property (or IDs)', IDs: 'only these picture ids', ...PAGING_NOTES },
  ignored: { SortFields: 'pictures are ordered by property and position', OfficeID: 'pictures of every office' },
  result: PictureItemPage,
  kind: 'page',
  display: true,
  example: { ObjectID: 1 },
  call: ({ services, tenant }, request) =>
    services.pictures.getPictures(tenant, { propertyId: request.ObjectID || null, ids: request.IDs }, pageRequestOf(request)),
});

const getDeletedPropertyIDs = defineOperation({
  name: 'GetDeletedPropertyIDs',
  scopes: ['listings'],
  summary:
    'The ids of properties withdrawn from publication on or after ChangeSince (any time when absent) and not published again: what a sync removes.',
  fields: { ChangeSince: 'dateTime' },
  aliases: { ChangeSince: ['DeletedSince'] },
  notes: { ChangeSince: 'withdrawn on or after this moment (UTC); absent = every withdrawn property' },
  ignored: { OfficeID: 'properties of every office' },
  result: listOf('int'),
  kind: 'array',
  example: { ChangeSince: '2026-01-01 00:00:00' },
  call: ({ services, tenant }, request) => services.publication.withdrawnSince(tenant, request.ChangeSince),
});

const SELECTION_FIELDS = { PersonID: 'int', PropertyID: 'int' } as const;
const SELECTION_ALIASES = { PropertyID: ['ObjectID'] } as const;
const SELECTION_NOTES = { PersonID: 'the person', PropertyID: 'the property' } as const;

const checkPropertySelectedByPerson = defineOperation({
  name: 'CheckPropertySelectedByPerson',
  scopes: ['persons-read'],
  summary: "Whether the property is on the person's selected list.",
  fields: SELECTION_FIELDS,
  aliases: SELECTION_ALIASES,
  notes: SELECTION_NOTES,
  result: 'boolean',
  kind: 'boolean',
  example: { PersonID: 1, PropertyID: 1 },
  call: ({ services, tenant }, request) =>
    services.selectedList.isSelected(tenant, required(request.PersonID, 'PersonID'), required(request.PropertyID, 'PropertyID')),
});

const addPropertyToPersonSelectedList = defineOperation({
  name: 'AddPropertyToPersonSelectedList',
  scopes: ['persons-write'],
  writes: true,
  summary: "Adds the property to the person's selected list (extension of the spec's list).",
  fields: SELECTION_FIELDS,
  aliases: SELECTION_ALIASES,
  notes: SELECTION_NOTES,
  result: 'boolean',
  kind: 'boolean',
  example: { PersonID: 1, PropertyID: 1 },
  call: ({ services, tenant }, request) =>
    services.selectedList.add(tenant, required(request.PersonID, 'PersonID'), required(request.PropertyID, 'PropertyID')),
});

const removePropertyFromPersonSelectedList = defineOperation({
  name: 'RemovePropertyFromPersonSelectedList',
  scopes: ['persons-write'],
  writes: true,
  summary: "Removes the property from the person's selected list.",
  fields: SELECTION_FIELDS,
  aliases: SELECTION_ALIASES,
  notes: SELECTION_NOTES,
  result: 'boolean',
  kind: 'boolean',
  example: { PersonID: 1, PropertyID: 1 },
  call: ({ services, tenant }, request) =>
    services.selectedList.remove(tenant, required(request.PersonID, 'PersonID'), required(request.PropertyID, 'PropertyID')),
});

// Appointments, neighbourhoods and points of interest: reads need the `listings` scope (their services).
const getAppointmentObject = defineOperation({
  name: 'GetAppointmentObject',
  scopes: ['listings'],
  summary: "The open-house and viewing slots of a property that have not ended yet, soonest first, with their free places.",
  fields: { ObjectID: 'int', SiteIDs: intList },
  aliases: { ObjectID: ['PropertyID'] },
  notes: {
    ObjectID: 'the property; absent or 0 = the upcoming slots of every property and project',
    SiteIDs: 'only slots offered on these sites (slots offered on every site are always listed)',
  },
  ignored: { LanguageID: 'slots carry no translated text (TypeName is a code name)' },
  result: listOf(AppointmentRecord),
  kind: 'list',
  example: { ObjectID: 1 },
  call: ({ services, tenant }, request) => services.appointments.upcoming(tenant, { propertyId: request.ObjectID || null, siteIds: request.SiteIDs }),
});

const getNeighbourhoodList = defineOperation({
  name: 'GetNeighbourhoodList',
  scopes: ['listings'],
  summary: "The agency's neighbourhoods, by name, with the number of active properties in each; a page.",
  fields: { IDs: intList, Names: stringList, ...SORT_FIELDS, ...PAGING_FIELDS },
  notes: { IDs: 'only these neighbourhoods', Names: 'only neighbourhoods of these names (whole names, any case)', ...SORT_NOTES, ...PAGING_NOTES },
  ignored: { LanguageID: 'neighbourhood names are kept in one language', OfficeID: 'neighbourhoods are the same for every office' },
  result: NeighbourhoodPage,
  kind: 'page',
  display: true,
  example: { Limit1: 1, Limit2: 10 },
  call: ({ services, tenant }, request) => services.neighbourhoods.neighbourhoods(tenant, { ids: request.IDs, names: request.Names }, pageRequestOf(request), request.SortFields),
});

const getPointOfInterestList = defineOperation({
  name: 'GetPointOfInterestList',
  scopes: ['listings'],
  summary: "The agency's points of interest (schools, stations, shops, parks…) with their neighbourhood and coordinates, by name; a page.",
  fields: { ...SORT_FIELDS, ...PAGING_FIELDS },
  notes: { ...SORT_NOTES, ...PAGING_NOTES },
  ignored: { LanguageID: 'names are kept in one language', OfficeID: 'points of interest are the same for every office' },
  result: PointOfInterestPage,
  kind: 'page',
  display: true,
  example: { SortFields: 'Kind,Name', Limit1: 1, Limit2: 10 },
  call: ({ services, tenant }, request) => services.neighbourhoods.pointsOfInterest(tenant, pageRequestOf(request), request.SortFields),
});

/** The property group: listing, counting, the selected lists, viewing slots and the surroundings (neighbourhoods, points of interest). */
export const PROPERTY_OPERATIONS: readonly BaseOperation[] = [
  getPropertyList,
  getCountProperties,
  getPropertiesByIDs,
  getProperty,
  getPropertyPictureList,
  getPreviousNextOfProperty,
  getDeletedPropertyIDs,
  removePropertyFromPersonSelectedList,
  checkPropertySelectedByPerson,
  getCountProperties2,
  getPropertyList2,
  addPropertyToPersonSelectedList,
  getProperty2,
  getPreviousNextOfProperty2,
  getAppointmentObject,
  getNeighbourhoodList,
  getPointOfInterestList,
];
