import { tenantLanguage } from '../../../reference/translations.js';
import { parsePropertyFilter } from '../../../properties/property-filter.js';
import { PropertyPage, PropertyRecord } from '../../../properties/properties.records.js';
import { defineOperation, param, stringResult } from '../catalog.types.js';
import { itemsOf, PropertyCountRecord } from '../result-records.js';

const FILTER_RULES =
  'PriceFrom/PriceTo are inclusive bounds (0 = no bound). Goal: 0 sale, 1 rent, 2 take-over, -1 any. ' +
  'GeographicIDs, PostalCodes, TypeIDs and CityNames are comma-separated lists (empty = any). ' +
  'MinRoom is the minimum number of bedrooms; NrRooms a comma list of exact bedroom counts where "5+" means 5 or more.';

export const PROPERTY_OPERATIONS = [
  defineOperation({
    name: 'GetPropertyList',
    scopes: ['listings'],
    description:
      'Returns a page of the public (active) properties matching the filters, as ' +
      '<PropertyList><From/><To/><RowsCount/><Items><Property>…</Property></Items></PropertyList>. ' +
      `${FILTER_RULES} Recordfiles is a comma list of dossier references (Ident). ` +
      'Limit1/Limit2 are a 1-based inclusive row range (Limit1 0 reads as 1; Limit2 0 = to the end, at most 1000 rows); RowsCount is the total. ' +
      'SORTORDER is a comma list of field names each optionally followed by ASC or DESC (e.g. "Price DESC,CreatedDate"); empty = newest first. ' +
      'PictureSizeMaxWidth/Height choose the largest picture family whose box fits (0 = no bound) for MainPicture. ' +
      'LanguageID: 1 NL, 2 FR, 3 EN, 4 DE, 5 ES, 6 CA.',
    parameters: [
      param('LanguageID', 'int'),
      param('PriceFrom', 'decimal'),
      param('PriceTo', 'decimal'),
      param('Goal', 'int'),
      param('GeographicIDs', 'string'),
      param('PostalCodes', 'string'),
      param('TypeIDs', 'string'),
      param('MinRoom', 'int'),
      param('NrRooms', 'string'),
      param('Recordfiles', 'string'),
      param('CityNames', 'string'),
      param('PictureSizeMaxWidth', 'int'),
      param('PictureSizeMaxHeight', 'int'),
      param('Limit1', 'int'),
      param('Limit2', 'int'),
      param('SORTORDER', 'string'),
    ],
    result: stringResult('PropertyList', PropertyPage),
    invoke: ({ services, tenant }, a) =>
      services.properties.search(
        tenant,
        // The arguments carry the filter parameters under their wire names.
        parsePropertyFilter(a),
        { limit1: a.Limit1, limit2: a.Limit2 },
        {
          languageId: tenantLanguage(tenant, a.LanguageID),
          sort: a.SORTORDER,
          pictureMaxWidth: a.PictureSizeMaxWidth,
          pictureMaxHeight: a.PictureSizeMaxHeight,
        },
      ),
  }),
  defineOperation({
    name: 'GetPropertyCount',
    scopes: ['listings'],
    description:
      'Counts the public (active) properties matching the filters, as <PropertyCount><RowsCount>n</RowsCount></PropertyCount>. ' +
      FILTER_RULES,
    parameters: [
      param('PriceFrom', 'decimal'),
      param('PriceTo', 'decimal'),
      param('Goal', 'int'),
      param('PostalCodes', 'string'),
      param('MinRoom', 'int'),
      param('NrRooms', 'string'),
      param('GeographicIDs', 'string'),
      param('TypeIDs', 'string'),
      param('CityNames', 'string'),
    ],
    result: stringResult('PropertyCount', PropertyCountRecord),
    invoke: async ({ services, tenant }, a) => ({
      RowsCount: await services.properties.count(
        tenant,
        parsePropertyFilter(a),
      ),
    }),
  }),
  defineOperation({
    name: 'GetProperty',
    scopes: ['listings'],
    description:
      'Returns one public property of the agency as <Property>…</Property>; an unknown id (or one of another agency) is a fault "Property <ID> was not found.". ' +
      'RICHTEXTFORMAT 1 returns DescriptionB as stored (HTML), 0 as plain text. Pictures in every family; MainPicture is from the Large family.',
    parameters: [param('ID', 'int'), param('LanguageID', 'int'), param('RICHTEXTFORMAT', 'int')],
    result: stringResult('Property', PropertyRecord),
    invoke: ({ services, tenant }, a) =>
      services.properties.getProperty(tenant, a.ID, { languageId: tenantLanguage(tenant, a.LanguageID), richText: a.RICHTEXTFORMAT === 1 }),
  }),
  defineOperation({
    name: 'GetPropertyByOffice',
    scopes: ['listings'],
    description:
      'Like GetProperty, but only when the property belongs to office OfficeId; otherwise the fault "Property <ID> was not found.".',
    parameters: [param('ID', 'int'), param('OfficeId', 'int'), param('LanguageID', 'int'), param('RICHTEXTFORMAT', 'int')],
    result: stringResult('Property', PropertyRecord),
    invoke: ({ services, tenant }, a) =>
      services.properties.getProperty(tenant, a.ID, {
        languageId: tenantLanguage(tenant, a.LanguageID),
        richText: a.RICHTEXTFORMAT === 1,
        officeId: a.OfficeId,
      }),
  }),
];

/** GetPropertiesOfPerson sits with the person operations in the spec's table; it reads properties. */
export const PROPERTIES_OF_PERSON = defineOperation({
  name: 'GetPropertiesOfPerson',
  scopes: ['persons-read'],
  description:
    'Returns the properties the person owns, as <PropertyList><Items><Property>…</Property></Items></PropertyList> (empty when the person is unknown).',
  parameters: [param('PersonID', 'int'), param('languageId', 'int')],
  result: stringResult('PropertyList', itemsOf('PropertyList', PropertyRecord)),
  invoke: async ({ services, tenant }, a) => ({
    Items: await services.properties.getPropertiesOfPerson(tenant, a.PersonID, tenantLanguage(tenant, a.languageId, 'languageId')),
  }),
});
