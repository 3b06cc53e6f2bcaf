import { tenantLanguage } from '../../../reference/translations.js';
import {
  CityRecord,
  CountryRecord,
  HouseOfWeekRecord,
  SiteRecord,
  TypeOfPropertyRecord,
  ZoneRecord,
} from '../../../reference/reference.records.js';
import { defineOperation, param, stringResult } from '../catalog.types.js';
import { parseIntegerList } from '../list-parameters.js';
import { itemsOf } from '../result-records.js';

const ZoneList = itemsOf('GeographicList', ZoneRecord);
const CityList = itemsOf('CityList', CityRecord);
const CountryList = itemsOf('CountryList', CountryRecord);
const TypeList = itemsOf('TypeOfPropertyList', TypeOfPropertyRecord);

export const REFERENCE_OPERATIONS = [
  defineOperation({
    name: 'GetHouseOfWeekConfigSTD2006',
    scopes: ['listings'],
    description:
      'Returns the agency\'s current and upcoming house-of-the-week slots as <HouseOfWeek><Items><Entry>…</Entry></Items></HouseOfWeek> ' +
      '(texts in the default language of the agency; Items is empty when none is configured).',
    parameters: [],
    result: stringResult('HouseOfWeek', HouseOfWeekRecord),
    invoke: ({ services, tenant }) => services.reference.getHouseOfWeek(tenant, tenantLanguage(tenant, null)),
  }),
  defineOperation({
    name: 'GetGeographicList',
    scopes: [],
    description: 'Returns every geographic zone as <GeographicList><Items><Zone>…</Zone></Items></GeographicList>, names in LanguageID.',
    parameters: [param('LanguageID', 'int')],
    result: stringResult('GeographicList', ZoneList),
    invoke: async ({ services, tenant }, a) => ({ Items: await services.reference.getZones(tenantLanguage(tenant, a.LanguageID)) }),
  }),
  defineOperation({
    name: 'GetGeographicListByOffice',
    scopes: [],
    description: 'Returns the geographic zones office OfficeID works in, as <GeographicList><Items><Zone>…</Zone></Items></GeographicList>.',
    parameters: [param('OfficeID', 'int'), param('LanguageID', 'int')],
    result: stringResult('GeographicList', ZoneList),
    invoke: async ({ services, tenant }, a) => ({
      Items: await services.reference.getZonesOfOffice(tenant, a.OfficeID, tenantLanguage(tenant, a.LanguageID)),
    }),
  }),
  defineOperation({
    name: 'GetCityList',
    scopes: [],
    description:
      'Returns the cities whose coordinates lie in the box between latitudes Lat1 and Lat2 and longitudes Long1 and Long2 (bounds in either order, inclusive), ' +
      'as <CityList><Items><City>…</City></Items></CityList>.',
    parameters: [param('Lat1', 'double'), param('Lat2', 'double'), param('Long1', 'double'), param('Long2', 'double')],
    result: stringResult('CityList', CityList),
    invoke: async ({ services }, a) => ({
      Items: await services.reference.getCitiesInBox(a.Lat1, a.Lat2, a.Long1, a.Long2),
    }),
  }),
  defineOperation({
    name: 'GetCitiesByCountry',
    scopes: [],
    description:
      'Returns the cities of the countries in CountryIDs (comma list; empty = all) that have active properties of the agency with goal Goal (-1 = any goal), ' +
      'as <CityList><Items><City>…</City></Items></CityList>.',
    parameters: [param('CountryIDs', 'string'), param('Goal', 'int'), param('LanguageId', 'int')],
    result: stringResult('CityList', CityList),
    invoke: async ({ services, tenant }, a) => ({
      Items: await services.reference.getCitiesByCountries(tenant, parseIntegerList('CountryIDs', a.CountryIDs), a.Goal, tenantLanguage(tenant, a.LanguageId, 'LanguageId')),
    }),
  }),
  defineOperation({
    name: 'GetCountryCodes',
    scopes: [],
    description:
      'Returns the countries that have active properties of the agency with goal Goal (-1 = any goal) on the web channels in WebIDs (comma list; empty = any), ' +
      'as <CountryList><Items><Country>…</Country></Items></CountryList>.',
    parameters: [param('Goal', 'int'), param('WebIDs', 'string')],
    result: stringResult('CountryList', CountryList),
    invoke: async ({ services, tenant }, a) => ({
      Items: await services.reference.getCountries(tenant, a.Goal, parseIntegerList('WebIDs', a.WebIDs), tenantLanguage(tenant, null)),
    }),
  }),
  defineOperation({
    name: 'GetTypeOfPropertyList',
    scopes: [],
    description: 'Returns every property type as <TypeOfPropertyList><Items><TypeOfProperty>…</TypeOfProperty></Items></TypeOfPropertyList>, names in LanguageID.',
    parameters: [param('LanguageID', 'int')],
    result: stringResult('TypeOfPropertyList', TypeList),
    invoke: async ({ services, tenant }, a) => ({ Items: await services.reference.getPropertyTypes(tenantLanguage(tenant, a.LanguageID)) }),
  }),
  defineOperation({
    name: 'GetPropertyTypeListByWebId',
    scopes: [],
    description: 'Returns the property types of web channel webId, as <TypeOfPropertyList><Items><TypeOfProperty>…</TypeOfProperty></Items></TypeOfPropertyList>.',
    parameters: [param('webId', 'int'), param('languageId', 'int')],
    result: stringResult('TypeOfPropertyList', TypeList),
    invoke: async ({ services, tenant }, a) => ({
      Items: await services.reference.getPropertyTypesOfWebChannel(a.webId, tenantLanguage(tenant, a.languageId, 'languageId')),
    }),
  }),
  defineOperation({
    name: 'GetSite',
    scopes: [],
    description: 'Returns one site of the agency as <Site>…</Site>; an unknown id is the fault "Site <SiteID> was not found.".',
    parameters: [param('SiteID', 'int')],
    result: stringResult('Site', SiteRecord),
    invoke: ({ services, tenant }, a) => services.reference.getSite(tenant, a.SiteID),
  }),
];
