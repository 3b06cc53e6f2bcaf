import { defineRecord, listOf, pageOf } from '../../../common/record.js';
import { PropertyRecord } from '../../../properties/properties.records.js';
import { parsePropertyFilter, type PropertyFilter, type PropertyFilterParams } from '../../../properties/property-filter.js';
import { type BaseOperation, defineOperation } from '../operation.js';
import { defineRequest, intList, recordsOf, type RequestOf, type RequestShape, stringList } from '../request-shape.js';
import { languageOf, pageRequestOf, PAGING_FIELDS, PAGING_NOTES, required } from './common-fields.js';

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
  Keyword: 'text in the dossier reference, street, city or postcode (any case)',
  StreetName: 'text in the street name (any case)',
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

/** One count condition: the listing filters, Marquees and SkipMarqueeList true = without any marquee. */
const CountCondition = defineRequest(
  'CountCondition',
  { ...FILTER_FIELDS, Marquees: intList, SkipMarqueeList: 'boolean' },
  { ...FILTER_NOTES, Marquees: 'marquee ids (0 = none)', SkipMarqueeList: 'true: only properties without a marquee' },
  { ...FILTER_ALIASES, Marquees: ['MarqueeIDs'] },
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

function conditionFilter(condition: RequestOf<typeof CountCondition>, shared: { ProjectStatusIds: number[]; MainTypeIDs: number[] }): PropertyFilter {
  return parsePropertyFilter({
    ...filterParams(condition),
    MarqueeIDs: condition.Marquees,
    SkipMarqueeList: null,
    SkipAllMarquees: condition.SkipMarqueeList,
    MainTypeIDs: [...condition.MainTypeIDs, ...shared.MainTypeIDs],
    ProjectStatus: shared.ProjectStatusIds,
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
  ProjectStatus: intList,
  ProjectIsPublishInternet: 'boolean',
  SkipSiteIds: intList,
  SortFields: stringList,
  UseRandom: 'boolean',
  RandomValue: 'int',
  ...PAGING_FIELDS,
  PictureSizeMaxWidth: 'int',
  PictureSizeMaxHeight: 'int',
  RichTextFormat: 'int',
} as const;

const getPropertyList2 = defineOperation({
  name: 'GetPropertyList2',
  summary: 'Searches the public properties; a page of Object-wrapped property records.',
  fields: LIST_FIELDS,
  aliases: { ...FILTER_ALIASES, MarqueeIDs: ['Marquees'], ProjectStatus: ['ProjectStatusIds'], SortFields: ['SortOrder'] },
  notes: {
    LanguageID: '1 NL, 2 FR, 3 EN, 4 DE, 5 ES, 6 CA (default 1)',
    ...FILTER_NOTES,
    MarqueeIDs: 'marquee ids (0 = none)',
    SkipMarqueeList: 'marquee ids to leave out',
    ProjectStatus: "only units whose project has one of these statuses",
    ProjectIsPublishInternet: 'true: only units of projects published on the internet',
    SkipSiteIds: 'leave out properties of these sites',
    SortFields: 'comma list of fields, each optionally ASC/DESC (e.g. `Price DESC,CreatedDate`); default newest first',
    UseRandom: 'true: a shuffled order, the same for the same RandomValue (ignores SortFields)',
    RandomValue: 'the shuffle seed (default 1)',
    ...PAGING_NOTES,
    PictureSizeMaxWidth: 'picture family: the largest whose box fits (0 = no bound)',
    PictureSizeMaxHeight: 'picture family: the largest whose box fits (0 = no bound)',
    RichTextFormat: '1 (default) DescriptionB as stored (HTML), 0 plain text',
  },
  ignored: {
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
  },
  result: PropertyObjectPage,
  kind: 'page',
  display: true,
  example: { LanguageId: 1, Goal: 0, Zips: '1000,1050', PriceTo: 500000, SortFields: 'Price DESC', DisplayFields: 'ID,Price,City', Limit1: 1, Limit2: 10 },
  async call({ services, tenant }, request) {
    const filter = parsePropertyFilter({ ...filterParams(request), MarqueeIDs: request.MarqueeIDs, SkipMarqueeList: request.SkipMarqueeList });
    const page = await services.properties.search(tenant, filter, pageRequestOf(request), {
      languageId: languageOf(request.LanguageID),
      sort: request.SortFields,
      sortField: 'SortFields',
      shuffle: request.UseRandom === true ? (request.RandomValue ?? 1) : null,
      pictureMaxWidth: request.PictureSizeMaxWidth ?? 0,
      pictureMaxHeight: request.PictureSizeMaxHeight ?? 0,
      richText: request.RichTextFormat !== 0,
    });
    return { ...page, Items: page.Items.map((property) => ({ Object: property })) };
  },
});

const getCountProperties2 = defineOperation({
  name: 'GetCountProperties2',
  summary: 'Counts the public properties matching each condition; one count per condition, in order.',
  fields: { CountConditions: recordsOf(CountCondition, 'Condition'), ProjectStatusIds: intList, MainTypeIDs: intList },
  aliases: { CountConditions: ['Conditions'] },
  notes: {
    CountConditions: 'list of conditions, each with the GetPropertyList2 filters',
    ProjectStatusIds: "every condition: only units whose project has one of these statuses",
    MainTypeIDs: 'every condition: main property type ids, with their sub-types',
  },
  ignored: {
    GeoCityIds: 'no city zones apart from CityNames/Zips',
    RegionIds: 'no regions apart from the zones (GeoGraphicIDs)',
    ...Object.fromEntries(Object.entries(FILTERS_WITHOUT_DATA).map(([name, reason]) => [`CountConditions[].${name}`, reason])),
    'CountConditions[].UseRandom': 'a count does not depend on order',
    'CountConditions[].RandomValue': 'a count does not depend on order',
  },
  result: listOf('int'),
  kind: 'array',
  example: { CountConditions: [{ Goal: 0 }, { Goal: 1, Zips: '1000' }] },
  call: ({ services, tenant }, request) =>
    services.properties.countMany(
      tenant,
      request.CountConditions.map((condition) => conditionFilter(condition, request)),
    ),
});

const SELECTION_FIELDS = { PersonID: 'int', PropertyID: 'int' } as const;
const SELECTION_ALIASES = { PropertyID: ['ObjectID'] } as const;
const SELECTION_NOTES = { PersonID: 'the person', PropertyID: 'the property' } as const;

const checkPropertySelectedByPerson = defineOperation({
  name: 'CheckPropertySelectedByPerson',
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

/** The property group: listing, counting and the selected lists. */
export const PROPERTY_OPERATIONS: readonly BaseOperation[] = [
  removePropertyFromPersonSelectedList,
  checkPropertySelectedByPerson,
  getCountProperties2,
  getPropertyList2,
  addPropertyToPersonSelectedList,
];
