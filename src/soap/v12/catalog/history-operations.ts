import type { HistoryKind } from '../../../common/codes.js';
import { listOf } from '../../../common/record.js';
import {
  AppointmentSummaryRecord,
  ContactResultRecord,
  HistoryPage,
  HistorySummaryRecord,
  HistoryTypeRecord,
  PersonSummaryRecord,
  VisitStatisticRecord,
} from '../../../history/history.records.js';
import { type BaseOperation, defineOperation } from '../operation.js';
import { intList, type RequestOf, type RequestShape, stringList } from '../request-shape.js';
import { pageRequestOf, PAGING_FIELDS, PAGING_NOTES, required } from './common-fields.js';

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
    example: { PropertyID: 1, DateFrom: '2025-01-01 00:00:00', Limit1: 1, Limit2: 20 },
    call: ({ services, tenant }, request) => services.history.list(tenant, kind, historyFilterOf(request), pageRequestOf(request)),
  });
}

const addServiceOwnWebsiteVisit = defineOperation({
  name: 'AddServiceOwnWebsiteVisit',
  writes: true,
  summary: "Records a visit of the property's page on the agency's own website; the id of the history record.",
  fields: { PropertyID: 'int', Source: 'string', VisitDate: 'dateTime' },
  notes: { PropertyID: 'the property visited', Source: 'the site or page the visit came from', VisitDate: 'when (default now)' },
  result: 'int',
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
  example: { LanguageID: 3 },
  call: async ({ services }, request) => services.history.getHistoryTypes(request.LanguageID),
});

const getHistorySummary = defineOperation({
  name: 'GetHistorySummary',
  summary: 'Per history type: how many records match the filter and the latest date.',
  fields: HISTORY_FILTER_FIELDS,
  notes: HISTORY_FILTER_NOTES,
  result: HistorySummaryRecord,
  example: { PropertyID: 1 },
  call: ({ services, tenant }, request) => services.history.getHistorySummary(tenant, historyFilterOf(request)),
});

const getAppointmentSummary = defineOperation({
  name: 'GetAppointmentSummary',
  summary: 'Calendar appointments matching the filter: total, upcoming, past, done, open and the next date.',
  fields: HISTORY_FILTER_FIELDS,
  notes: HISTORY_FILTER_NOTES,
  result: AppointmentSummaryRecord,
  example: { PersonID: 1 },
  call: ({ services, tenant }, request) => services.history.getAppointmentSummary(tenant, historyFilterOf(request)),
});

const getPersonSummary = defineOperation({
  name: 'GetPersonSummary',
  summary: 'What the agency has done with a person: contacts, visits, appointments, tasks, selections, demands.',
  fields: { PersonID: 'int' },
  notes: { PersonID: 'the person (404 when unknown)' },
  result: PersonSummaryRecord,
  example: { PersonID: 1 },
  call: ({ services, tenant }, request) => services.history.getPersonSummary(tenant, required(request.PersonID, 'PersonID')),
});

const contactOnMe = defineOperation({
  name: 'ContactOnMe',
  writes: true,
  summary: 'A contact request: creates or merges the person by email, writes the history record and, with criteria, a demand.',
  fields: {
    PropertyID: 'int',
    AddressTitle: 'string',
    Name: 'string',
    FirstName: 'string',
    Email: 'string',
    PhoneNumber: 'string',
    MobileNumber: 'string',
    AddressA: 'string',
    HouseNumber: 'string',
    Zip: 'string',
    City: 'string',
    LanguageID: 'int',
    Message: 'string',
    Goal: 'int',
    PriceFrom: 'decimal',
    PriceTo: 'decimal',
    MinRoom: 'int',
    TypeIDs: intList,
    Zips: stringList,
    GeographicIDs: intList,
    CityNames: stringList,
    MailAlert: 'boolean',
  },
  notes: {
    PropertyID: 'the property asked about (optional; must be public)',
    AddressTitle: 'title code 1–9 or its text (e.g. "Mevrouw", "Mr")',
    Email: 'the person is found by it, or created; a name or an email is required',
    AddressA: 'street (and house number)',
    Message: 'the text of the request (history content)',
    Goal: 'demand: 0 sale, 1 rent, 2 take-over',
    TypeIDs: 'demand: property type ids',
    Zips: 'demand: postal codes',
    GeographicIDs: 'demand: zone ids',
    CityNames: 'demand: city names',
    MailAlert: 'demand: mail new matches',
  },
  result: ContactResultRecord,
  example: { PropertyID: 1, Name: 'Janssens', FirstName: 'Piet', Email: 'piet@example.com', PhoneNumber: '+32 2 123 45 67', Message: 'Please call me.' },
  call: ({ services, tenant }, request) =>
    services.contact.contactOnMe(tenant, {
      propertyId: request.PropertyID,
      title: request.AddressTitle,
      name: request.Name,
      firstName: request.FirstName,
      email: request.Email,
      phone: request.PhoneNumber,
      mobileNumber: request.MobileNumber,
      street: request.AddressA,
      houseNumber: request.HouseNumber,
      cityPostCode: request.Zip,
      cityName: request.City,
      languageId: request.LanguageID,
      content: request.Message,
      demand: {
        goal: request.Goal,
        priceFrom: request.PriceFrom,
        priceTo: request.PriceTo,
        minRoom: request.MinRoom,
        typeIds: request.TypeIDs,
        zips: request.Zips,
        geographicIds: request.GeographicIDs,
        cityNames: request.CityNames,
        mailAlert: request.MailAlert,
      },
    }),
});

export const HISTORY_OPERATIONS: readonly BaseOperation[] = [
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
  contactOnMe,
];
