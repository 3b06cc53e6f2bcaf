import type { HistoryKind } from '../../../common/codes.js';
import {
  AppointmentSummaryRecord,
  HistoryPage,
  HistorySummaryRecord,
  HistoryTypeRecord,
  PersonSummaryRecord,
  VisitStatisticRecord,
} from '../../../history/history.records.js';
import { listOf } from '../../../common/record.js';
import { PersonPage, PersonRecord } from '../../../persons/persons.records.js';
import { type BaseOperation, defineOperation } from '../operation.js';
import { intList, type RequestOf, type RequestShape, stringList } from '../request-shape.js';
import { LOGIN_FIELDS, LOGIN_NOTES, pageRequestOf, PAGING_FIELDS, PAGING_NOTES, PersonLoginError, required } from './common-fields.js';

const getPerson = defineOperation({
  name: 'GetPerson',
  summary: 'The person with this id, with their demands.',
  fields: { PersonID: 'int' },
  notes: { PersonID: 'the person (404 when unknown)' },
  result: PersonRecord,
  kind: 'object',
  example: { PersonID: 1 },
  call: ({ services, tenant }, request) => services.persons.getPerson(tenant, required(request.PersonID, 'PersonID')),
});

const getPersonList = defineOperation({
  name: 'GetPersonList',
  summary: 'The persons matching the filter, oldest first; a page.',
  fields: {
    Name: 'string',
    Email: 'string',
    Zip: 'string',
    CreatedFrom: 'dateTime',
    CreatedTo: 'dateTime',
    ChangedFrom: 'dateTime',
    ChangedTo: 'dateTime',
    ...PAGING_FIELDS,
  },
  notes: {
    Name: 'part of the name or first name',
    Email: 'part of the email address',
    Zip: 'start of the postal code',
    CreatedFrom: 'created on or after',
    CreatedTo: 'created on or before',
    ChangedFrom: 'last changed on or after',
    ChangedTo: 'last changed on or before',
    ...PAGING_NOTES,
  },
  result: PersonPage,
  kind: 'page',
  example: { Name: 'jans', Limit1: 1, Limit2: 20 },
  call: ({ services, tenant }, request) =>
    services.persons.listPersons(
      tenant,
      {
        name: request.Name,
        email: request.Email,
        zip: request.Zip,
        createdFrom: request.CreatedFrom,
        createdTo: request.CreatedTo,
        changedFrom: request.ChangedFrom,
        changedTo: request.ChangedTo,
      },
      pageRequestOf(request),
    ),
});

const checkPersonLogin = defineOperation({
  name: 'CheckPersonLogin',
  summary: 'The person with this email and password (Code 401 when either is wrong).',
  fields: LOGIN_FIELDS,
  notes: LOGIN_NOTES,
  result: PersonRecord,
  kind: 'object',
  example: { Email: 'jan.peeters@example.be', Password: 'jan-secret' },
  async call({ services, tenant, clientAddress }, request) {
    const person = await services.persons.findByCredentials(tenant, request.Email, request.Password, clientAddress);
    if (!person) throw new PersonLoginError();
    return person;
  },
});

const registerPerson = defineOperation({
  name: 'RegisterPerson',
  summary: 'Registers a person with a login (and a first demand when criteria are given); the new person.',
  fields: {
    AddressTitle: 'string',
    LetterTitle: 'string',
    Name: 'string',
    FirstName: 'string',
    PhoneNumber: 'string',
    MobileNumber: 'string',
    AddressA: 'string',
    Zip: 'string',
    City: 'string',
    CountryID: 'int',
    Email: 'string',
    Password: 'string',
    Ident: 'string',
    LanguageID: 'int',
    OfficeID: 'int',
    Goal: 'int',
    PriceFrom: 'decimal',
    PriceTo: 'decimal',
    MinRoom: 'int',
    TypeIDs: intList,
    Zips: stringList,
    GeographicIDs: intList,
    CityNames: stringList,
    Comment: 'string',
    MailAlert: 'boolean',
  },
  notes: {
    AddressTitle: 'title code 1–9 or its text (e.g. "Mevrouw", "Mr")',
    LetterTitle: 'title code 1–9 or its text',
    Email: 'required; unique within the agency (409 when taken)',
    Password: 'required',
    LanguageID: '1 NL, 2 FR, 3 EN, 4 DE, 5 ES, 6 CA',
    Goal: 'demand: 0 sale, 1 rent, 2 take-over',
    PriceFrom: 'demand: lowest price',
    PriceTo: 'demand: highest price',
    MinRoom: 'demand: minimum bedrooms',
    TypeIDs: 'demand: property type ids',
    Zips: 'demand: postal codes',
    GeographicIDs: 'demand: zone ids',
    CityNames: 'demand: city names',
    Comment: 'demand: free text',
    MailAlert: 'demand: mail new matches',
  },
  result: PersonRecord,
  kind: 'object',
  example: { Name: 'Peeters', FirstName: 'An', Email: 'an.peeters@example.com', Password: 'pa55word', Goal: 0, Zips: '1000,1050' },
  call: ({ services, tenant }, request) =>
    services.persons.registerPerson(tenant, {
      addressTitle: request.AddressTitle,
      letterTitle: request.LetterTitle,
      name: request.Name,
      firstName: request.FirstName,
      phoneNumber: request.PhoneNumber,
      mobileNumber: request.MobileNumber,
      addressA: request.AddressA,
      zip: request.Zip,
      city: request.City,
      countryId: request.CountryID,
      email: required(request.Email, 'Email'),
      password: required(request.Password, 'Password'),
      ident: request.Ident,
      languageId: request.LanguageID,
      officeId: request.OfficeID,
      demand: {
        goal: request.Goal,
        priceFrom: request.PriceFrom,
        priceTo: request.PriceTo,
        minRoom: request.MinRoom,
        typeIds: request.TypeIDs,
        zips: request.Zips,
        geographicIds: request.GeographicIDs,
        cityNames: request.CityNames,
        comment: request.Comment,
        mailAlert: request.MailAlert,
      },
    }),
});

const HISTORY_FILTER_FIELDS = {
  PropertyID: 'int',
  PersonID: 'int',
  TypeIDs: intList,
  DateFrom: 'dateTime',
  DateTo: 'dateTime',
  Done: 'boolean',
  LanguageID: 'int',
} as const;

const HISTORY_FILTER_NOTES = {
  PropertyID: 'only records of this property',
  PersonID: 'only records of this person',
  TypeIDs: 'history type ids (see GetHistoriesType)',
  DateFrom: 'on or after (inclusive)',
  DateTo: 'on or before (inclusive)',
  Done: 'true: only done, false: only open; absent: both',
  LanguageID: 'language of TypeName (1 NL … 6 CA)',
} as const;

type HistoryFilterRequest = RequestOf<RequestShape<typeof HISTORY_FILTER_FIELDS>>;

function historyFilterOf(request: HistoryFilterRequest) {
  return {
    propertyId: request.PropertyID,
    personId: request.PersonID,
    typeIds: request.TypeIDs,
    from: request.DateFrom,
    to: request.DateTo,
    done: request.Done,
    languageId: request.LanguageID,
  };
}

function historyList(name: string, kind: HistoryKind, family: string): BaseOperation {
  return defineOperation({
    name,
    summary: `The ${family} history records matching the filter, newest first; a page.`,
    fields: { ...HISTORY_FILTER_FIELDS, ...PAGING_FIELDS },
    notes: { ...HISTORY_FILTER_NOTES, ...PAGING_NOTES },
    result: HistoryPage,
    kind: 'page',
    example: { PropertyID: 1, DateFrom: '2025-01-01 00:00:00', Limit1: 1, Limit2: 20 },
    call: ({ services, tenant }, request) => services.history.list(tenant, kind, historyFilterOf(request), pageRequestOf(request)),
  });
}

const addServiceOwnWebsiteVisit = defineOperation({
  name: 'AddServiceOwnWebsiteVisit',
  summary: "Records a visit of the property's page on the agency's own website; the id of the history record.",
  fields: { PropertyID: 'int', Source: 'string', VisitDate: 'dateTime' },
  notes: { PropertyID: 'the property visited', Source: 'the site or page the visit came from', VisitDate: 'when (default now)' },
  result: 'int',
  kind: 'int',
  example: { PropertyID: 1, Source: 'https://www.example.com/listing/1' },
  call: ({ services, tenant, clientAddress }, request) =>
    services.history.addWebsiteVisit(tenant, {
      propertyId: required(request.PropertyID, 'PropertyID'),
      source: request.Source,
      clientAddress,
      date: request.VisitDate,
    }),
});

const getVisitStatisticOfProperty = defineOperation({
  name: 'GetVisitStatisticOfProperty',
  summary: 'Website visits of the property between the dates: totals and visits per day.',
  fields: { PropertyID: 'int', DateFrom: 'dateTime', DateTo: 'dateTime' },
  notes: { PropertyID: 'the property', DateFrom: 'on or after (inclusive; absent = open)', DateTo: 'on or before (inclusive; absent = open)' },
  result: VisitStatisticRecord,
  kind: 'object',
  example: { PropertyID: 1, DateFrom: '2025-01-01', DateTo: '2025-12-31 23:59:59' },
  call: ({ services, tenant }, request) =>
    services.history.getVisitStatistics(tenant, required(request.PropertyID, 'PropertyID'), request.DateFrom, request.DateTo),
});

const getHistoriesType = defineOperation({
  name: 'GetHistoriesType',
  summary: 'The history types (ID and name in the language asked).',
  fields: { LanguageID: 'int' },
  notes: { LanguageID: '1 NL, 2 FR, 3 EN, 4 DE, 5 ES, 6 CA' },
  result: listOf(HistoryTypeRecord, 'HistoryType'),
  kind: 'list',
  example: { LanguageID: 3 },
  call: async ({ services }, request) => services.history.getHistoryTypes(request.LanguageID),
});

const getHistorySummary = defineOperation({
  name: 'GetHistorySummary',
  summary: 'Per history type: how many records match the filter and the latest date.',
  fields: HISTORY_FILTER_FIELDS,
  notes: HISTORY_FILTER_NOTES,
  result: HistorySummaryRecord,
  kind: 'object',
  example: { PropertyID: 1 },
  call: ({ services, tenant }, request) => services.history.getHistorySummary(tenant, historyFilterOf(request)),
});

const getAppointmentSummary = defineOperation({
  name: 'GetAppointmentSummary',
  summary: 'Calendar appointments matching the filter: total, upcoming, past, done, open and the next date.',
  fields: HISTORY_FILTER_FIELDS,
  notes: HISTORY_FILTER_NOTES,
  result: AppointmentSummaryRecord,
  kind: 'object',
  example: { PersonID: 1 },
  call: ({ services, tenant }, request) => services.history.getAppointmentSummary(tenant, historyFilterOf(request)),
});

const getPersonSummary = defineOperation({
  name: 'GetPersonSummary',
  summary: 'What the agency has done with a person: contacts, visits, appointments, tasks, selections, demands.',
  fields: { PersonID: 'int' },
  notes: { PersonID: 'the person (404 when unknown)' },
  result: PersonSummaryRecord,
  kind: 'object',
  example: { PersonID: 1 },
  call: ({ services, tenant }, request) => services.history.getPersonSummary(tenant, required(request.PersonID, 'PersonID')),
});

/** The owner group: persons and their logins, the history lists and statistics of an owner's properties. */
export const OWNER_OPERATIONS: readonly BaseOperation[] = [
  getPerson,
  getPersonList,
  checkPersonLogin,
  registerPerson,
  addServiceOwnWebsiteVisit,
  historyList('GetAutomaticHistories', 'automatic', 'automatic'),
  historyList('GetCalendarHistories', 'calendar', 'calendar (appointment)'),
  historyList('GetTaskHistories', 'task', 'task'),
  historyList('GetMediaOnlineHistories', 'media-online', 'media-online'),
  historyList('GetAppearanceHistories', 'appearance', 'appearance'),
  getVisitStatisticOfProperty,
  getHistoriesType,
  getHistorySummary,
  getAppointmentSummary,
  getPersonSummary,
];
