import { defineRecord, listOf, pageOf } from '../../../common/record.js';
import { PropertyRecord } from '../../../properties/properties.records.js';
import { parsePropertyFilter, type PropertyFilter } from '../../../properties/property-filter.js';
import { type BaseOperation, defineOperation } from '../operation.js';
import { defineRequest, intList, recordsOf, type RequestOf, stringList } from '../request-shape.js';
import { languageOf, pageRequestOf, PAGING_FIELDS, PAGING_NOTES, required } from './common-fields.js';

/** The listing filters shared by GetPropertyList2 and each count condition of GetCountProperties2. */
const FILTER_FIELDS = {
  Goal: 'int',
  PriceFrom: 'decimal',
  PriceTo: 'decimal',
  MinRoom: 'int',
  NrRooms: stringList,
  Zips: stringList,
  PostalCodes: stringList,
  GeographicIDs: intList,
  TypeIDs: intList,
  CityNames: stringList,
  Recordfiles: stringList,
  IncludeReferences: 'boolean',
} as const;

const FILTER_NOTES = {
  Goal: '0 sale, 1 rent, 2 take-over; absent or -1 = any',
  PriceFrom: 'inclusive lower price bound; 0 = none',
  PriceTo: 'inclusive upper price bound; 0 = none',
  MinRoom: 'minimum number of bedrooms',
  NrRooms: 'exact bedroom counts; `5+` = 5 or more',
  Zips: 'postal codes (PostalCodes is accepted as well)',
  PostalCodes: 'postal codes (same as Zips)',
  GeographicIDs: 'zone ids (a zone includes its sub-zones)',
  TypeIDs: 'property type ids (a main type includes its sub-types)',
  CityNames: 'city names, compared without regard to case',
  Recordfiles: 'dossier references (the property Ident)',
  IncludeReferences: 'true adds sold/rented reference properties to the active ones',
} as const;

const CountCondition = defineRequest('CountCondition', FILTER_FIELDS, FILTER_NOTES);

function filterOf(request: RequestOf<typeof CountCondition>): PropertyFilter {
  return parsePropertyFilter({
    Goal: request.Goal,
    PriceFrom: request.PriceFrom,
    PriceTo: request.PriceTo,
    MinRoom: request.MinRoom,
    NrRooms: request.NrRooms,
    PostalCodes: [...request.Zips, ...request.PostalCodes],
    GeographicIDs: request.GeographicIDs,
    TypeIDs: request.TypeIDs,
    CityNames: request.CityNames,
    Recordfiles: request.Recordfiles,
    includeReferences: request.IncludeReferences === true,
  });
}

/** GetPropertyList2 items are Object-wrapped: `{ "Object": { …property… } }`. */
const PropertyObject = defineRecord('PropertyObject', { Object: PropertyRecord });
const PropertyObjectPage = pageOf('PropertyObjectPage', PropertyObject);

const getPropertyList2 = defineOperation({
  name: 'GetPropertyList2',
  summary: 'Searches the public properties; a page of Object-wrapped property records.',
  fields: {
    LanguageID: 'int',
    ...FILTER_FIELDS,
    SortOrder: 'string',
    ...PAGING_FIELDS,
    PictureSizeMaxWidth: 'int',
    PictureSizeMaxHeight: 'int',
    RichTextFormat: 'int',
  },
  notes: {
    LanguageID: '1 NL, 2 FR, 3 EN, 4 DE, 5 ES, 6 CA (default 1)',
    ...FILTER_NOTES,
    SortOrder: 'comma list of fields, each optionally ASC/DESC (e.g. `Price DESC,CreatedDate`); default newest first',
    ...PAGING_NOTES,
    PictureSizeMaxWidth: 'picture family: the largest whose box fits (0 = no bound)',
    PictureSizeMaxHeight: 'picture family: the largest whose box fits (0 = no bound)',
    RichTextFormat: '1 (default) DescriptionB as stored (HTML), 0 plain text',
  },
  result: PropertyObjectPage,
  example: { LanguageID: 1, Goal: 0, Zips: '1000,1050', PriceTo: 500000, SortOrder: 'Price DESC', Limit1: 1, Limit2: 10 },
  async call({ services, tenant }, request) {
    const page = await services.properties.search(tenant, filterOf(request), pageRequestOf(request), {
      languageId: languageOf(request.LanguageID),
      sort: request.SortOrder,
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
  fields: { Conditions: recordsOf(CountCondition, 'Condition') },
  notes: { Conditions: 'list of conditions, each with the GetPropertyList2 filters' },
  result: listOf('int'),
  example: { Conditions: [{ Goal: 0 }, { Goal: 1, Zips: '1000' }] },
  call: ({ services, tenant }, request) => services.properties.countMany(tenant, request.Conditions.map(filterOf)),
});

const SELECTION_FIELDS = { PersonID: 'int', PropertyID: 'int' } as const;
const SELECTION_NOTES = { PersonID: 'the person', PropertyID: 'the property' } as const;

const checkPropertySelectedByPerson = defineOperation({
  name: 'CheckPropertySelectedByPerson',
  summary: "Whether the property is on the person's selected list.",
  fields: SELECTION_FIELDS,
  notes: SELECTION_NOTES,
  result: 'boolean',
  example: { PersonID: 1, PropertyID: 1 },
  call: ({ services, tenant }, request) =>
    services.selectedList.isSelected(tenant, required(request.PersonID, 'PersonID'), required(request.PropertyID, 'PropertyID')),
});

const addPropertyToPersonSelectedList = defineOperation({
  name: 'AddPropertyToPersonSelectedList',
  writes: true,
  summary: "Adds the property to the person's selected list (extension of the spec's list).",
  fields: SELECTION_FIELDS,
  notes: SELECTION_NOTES,
  result: 'boolean',
  example: { PersonID: 1, PropertyID: 1 },
  call: ({ services, tenant }, request) =>
    services.selectedList.add(tenant, required(request.PersonID, 'PersonID'), required(request.PropertyID, 'PropertyID')),
});

const removePropertyFromPersonSelectedList = defineOperation({
  name: 'RemovePropertyFromPersonSelectedList',
  writes: true,
  summary: "Removes the property from the person's selected list.",
  variants: ['Json'],
  fields: SELECTION_FIELDS,
  notes: SELECTION_NOTES,
  result: 'boolean',
  example: { PersonID: 1, PropertyID: 1 },
  call: ({ services, tenant }, request) =>
    services.selectedList.remove(tenant, required(request.PersonID, 'PersonID'), required(request.PropertyID, 'PropertyID')),
});

export const PROPERTY_OPERATIONS: readonly BaseOperation[] = [
  removePropertyFromPersonSelectedList,
  checkPropertySelectedByPerson,
  getCountProperties2,
  getPropertyList2,
  addPropertyToPersonSelectedList,
];
