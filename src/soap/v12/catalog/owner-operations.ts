import { parseFrequency } from '../../../appointments/appointment-periods.js';
import { AppointmentStatisticRecord } from '../../../appointments/appointments.records.js';
import { CheckListPage } from '../../../checklists/checklists.records.js';
import type { HistoryKind } from '../../../common/codes.js';
import type { Tenant } from '../../../common/tenant.js';
import { InvalidInputError } from '../../../common/errors.js';
import { listOf, pageOf } from '../../../common/record.js';
import {
  AppointmentSummaryRecord,
  HistoryPage,
  HistorySummaryRecord,
  HistoryTypeRecord,
  PersonSummaryRecord,
  VisitStatisticRecord,
} from '../../../history/history.records.js';
import { NotFoundError } from '../../../common/errors.js';
import { MatchingStatisticRecord, PersonPage, PersonRecord } from '../../../persons/persons.records.js';
import { PropertyPage, PropertyRecord } from '../../../properties/properties.records.js';
import { type BaseOperation, defineOperation } from '../operation.js';
import { intList, type RequestOf, type RequestShape, stringList } from '../request-shape.js';
import {
  languageOf,
  LOGIN_FIELDS,
  LOGIN_IGNORED,
  LOGIN_NOTES,
  pageOfRecords,
  pageRequestOf,
  PAGING_FIELDS,
  PAGING_NOTES,
  PersonLoginError,
  required,
  SORT_FIELDS,
  SORT_NOTES,
} from './common-fields.js';

const SORT_NOTE = 'comma list of fields, each optionally ASC/DESC (e.g. `Date DESC,ID`)';

const getPerson = defineOperation({
  name: 'GetPerson',
  scopes: ['persons-read'],
  fieldScopes: { Password: 'persons-write' },
  summary: 'The person with this id, or with this email and password, with their demands; null when there is none.',
  fields: { ID: 'int', ...LOGIN_FIELDS },
  aliases: { ID: ['PersonID'] },
  notes: {
    ID: 'the person; or give Email and Password',
    Email: "the person's email address (with Password, when ID is not given)",
    Password: "the person's password",
  },
  result: PersonRecord,
  kind: 'object-or-null',
  display: true,
  example: { ID: 1, DisplayFields: 'ID,Name,FirstName,Email' },
  async call({ services, tenant, clientAddress }, request) {
    if (request.ID !== null) return services.persons.getPerson(tenant, request.ID);
    if (request.Email === null || request.Email.trim() === '') throw new InvalidInputError('ID', 'is required (or Email and Password).');
    return services.persons.findByCredentials(tenant, request.Email, required(request.Password, 'Password'), clientAddress);
  },
});

const getPersonList = defineOperation({
  name: 'GetPersonList',
  scopes: ['persons-read'],
  summary: 'The persons matching the filter, oldest first or in the order of SortFields; a page.',
  fields: {
    IDs: intList,
    Name: 'string',
    Email: 'string',
    Zip: 'string',
    StartDate: 'dateTime',
    EndDate: 'dateTime',
    ModifiedDate: 'dateTime',
    ChangedTo: 'dateTime',
    IsProprietorsOfActiveProperties: 'boolean',
    CategoryIDs: intList,
    SortFields: stringList,
    ...PAGING_FIELDS,
  },
  aliases: { StartDate: ['CreatedFrom'], EndDate: ['CreatedTo'], ModifiedDate: ['ChangedFrom'] },
  notes: {
    IDs: 'only these persons',
    Name: 'part of the name or first name',
    Email: 'part of the email address',
    Zip: 'start of the postal code',
    StartDate: 'created on or after',
    EndDate: 'created on or before',
    ModifiedDate: 'last changed on or after',
    ChangedTo: 'last changed on or before',
    IsProprietorsOfActiveProperties: 'true: only persons who own an active property',
    CategoryIDs: 'only persons filed under one of these categories (GetCategoriesList)',
    SortFields: `${SORT_NOTE}; fields ID, Name, FirstName, Email, Zip, City, CreatedDate, LastChangedDate; default ID`,
    ...PAGING_NOTES,
  },
  ignored: { UserIDs: 'persons are not assigned to users', SiteIDs: 'no sites per person' },
  result: PersonPage,
  kind: 'page',
  display: true,
  example: { Name: 'jans', SortFields: 'Name,FirstName', Limit1: 1, Limit2: 20 },
  call: ({ services, tenant }, request) =>
    services.persons.listPersons(
      tenant,
      {
        ids: request.IDs,
        name: request.Name,
        email: request.Email,
        zip: request.Zip,
        createdFrom: request.StartDate,
        createdTo: request.EndDate,
        changedFrom: request.ModifiedDate,
        changedTo: request.ChangedTo,
        ownersOfActiveProperties: request.IsProprietorsOfActiveProperties,
        categoryIds: request.CategoryIDs,
      },
      pageRequestOf(request),
      request.SortFields,
    ),
});

const checkPersonLogin = defineOperation({
  name: 'CheckPersonLogin',
  scopes: ['persons-write'],
  summary: "The id of the person with this email and password (Code 401 when either is wrong).",
  fields: LOGIN_FIELDS,
  notes: LOGIN_NOTES,
  ignored: LOGIN_IGNORED,
  result: 'int',
  kind: 'int',
  example: { Email: 'jan.peeters@example.be', Password: 'jan-secret' },
  async call({ services, tenant, clientAddress }, request) {
    const personId = await services.persons.personIdByCredentials(tenant, request.Email, request.Password, clientAddress);
    if (personId === null) throw new PersonLoginError();
    return personId;
  },
});

const registerPerson = defineOperation({
  name: 'RegisterPerson',
  scopes: ['persons-write'],
  writes: true,
  summary: "Registers a person with a login (and a first demand when criteria are given); the new person's id.",
  fields: {
    AddressTitle: 'string',
    LetterTitle: 'string',
    Name: 'string',
    FirstName: 'string',
    PhoneNumber: 'string',
    GSM: 'string',
    Address: 'string',
    Zip: 'string',
    City: 'string',
    CountryID: 'int',
    Email: 'string',
    Password: 'string',
    Reference: 'string',
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
    IsReceivedEmail: 'boolean',
    CategorieIDs: intList,
  },
  aliases: { GSM: ['MobileNumber'], Address: ['AddressA'], Reference: ['Ident'], IsReceivedEmail: ['MailAlert'], CategorieIDs: ['CategoryIDs'] },
  notes: {
    AddressTitle: 'title code 1–9 or its text (e.g. "Mevrouw", "Mr")',
    LetterTitle: 'title code 1–9 or its text',
    GSM: 'mobile number',
    Address: 'street and house number',
    Email: 'required; unique within the agency (409 when taken)',
    Password: 'required; at least 8 characters and not one of the few hundred most common passwords (400 naming Password otherwise)',
    Reference: "the agency's own reference of the person",
    LanguageID: '1 NL, 2 FR, 3 EN, 4 DE, 5 ES, 6 CA (default: the agency’s language)',
    Goal: 'demand: 0 sale, 1 rent, 2 take-over',
    PriceFrom: 'demand: lowest price',
    PriceTo: 'demand: highest price',
    MinRoom: 'demand: minimum bedrooms',
    TypeIDs: 'demand: property type ids',
    Zips: 'demand: postal codes',
    GeographicIDs: 'demand: zone ids',
    CityNames: 'demand: city names',
    Comment: 'demand: free text',
    IsReceivedEmail: 'demand: mail new matches',
    CategorieIDs: 'categories to file the person under (GetCategoriesList)',
  },
  ignored: {
    SiteId: 'no sites per person',
    Profession: 'no professions',
    Fax: 'no fax numbers',
    IsCreatedCategoryChat: 'no chat per category',
    IsInsertingPersonWithoutEmailAndPhone: 'a login needs Email and Password',
  },
  result: 'int',
  kind: 'int',
  example: { Name: 'Peeters', FirstName: 'An', Email: 'an.peeters@example.com', Password: 'Tulp-Rood-42', GSM: '+32 470 12 34 56', Goal: 0, Zips: '1000,1050' },
  async call({ services, tenant }, request) {
    const person = await services.persons.registerPerson(tenant, {
      addressTitle: request.AddressTitle,
      letterTitle: request.LetterTitle,
      name: request.Name,
      firstName: request.FirstName,
      phoneNumber: request.PhoneNumber,
      mobileNumber: request.GSM,
      addressA: request.Address,
      zip: request.Zip,
      city: request.City,
      countryId: request.CountryID,
      email: required(request.Email, 'Email'),
      password: required(request.Password, 'Password'),
      ident: request.Reference,
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
        mailAlert: request.IsReceivedEmail,
      },
      categoryIds: request.CategorieIDs,
    });
    return person.ID;
  },
});

/** The history filters, under the client names (old names as aliases). */
const HISTORY_FILTER_FIELDS = {
  ObjectID: 'int',
  ProjectID: 'int',
  IncludeUnits: 'boolean',
  PersonIDs: intList,
  TypeIDs: intList,
  FromDate: 'dateTime',
  ToDate: 'dateTime',
  Done: 'boolean',
  LanguageID: 'int',
} as const;

const HISTORY_FILTER_ALIASES = { ObjectID: ['PropertyID'], PersonIDs: ['PersonID'], FromDate: ['DateFrom'], ToDate: ['DateTo'] } as const;

const HISTORY_FILTER_NOTES = {
  ObjectID: 'only records of this property',
  ProjectID: 'only records of this construction project',
  IncludeUnits: "with ProjectID: also the records of the project's units",
  PersonIDs: 'only records of these persons',
  TypeIDs: 'history type ids (see GetHistoriesType)',
  FromDate: 'on or after (inclusive)',
  ToDate: 'on or before (inclusive)',
  Done: 'true: only done, false: only open; absent: both',
  LanguageID: 'language of TypeName (1 NL … 6 CA; default: the agency’s language)',
} as const;

type HistoryFilterRequest = RequestOf<RequestShape<typeof HISTORY_FILTER_FIELDS>>;

function historyFilterOf(tenant: Tenant, request: HistoryFilterRequest) {
  return {
    propertyId: request.ObjectID,
    projectId: request.ProjectID,
    includeUnits: request.IncludeUnits,
    personIds: request.PersonIDs,
    typeIds: request.TypeIDs,
    from: request.FromDate,
    to: request.ToDate,
    done: request.Done,
    languageId: languageOf(tenant, request.LanguageID),
  };
}

function historyList(name: string, kind: HistoryKind, family: string): BaseOperation {
  return defineOperation({
    name,
    scopes: ['persons-read'],
    summary: `The ${family} history records matching the filter, newest first or in the order of SortFields; a page.`,
    fields: { ...HISTORY_FILTER_FIELDS, SortFields: stringList, ...PAGING_FIELDS },
    aliases: HISTORY_FILTER_ALIASES,
    notes: {
      ...HISTORY_FILTER_NOTES,
      SortFields: `${SORT_NOTE}; fields ID, Date, TypeID, PropertyID, ProjectID, PersonID, Subject, StartDate, EndDate, Done; default Date DESC`,
      ...PAGING_NOTES,
    },
    result: HistoryPage,
    kind: 'page',
    display: true,
    // Open-ended: the demo data's dates follow the day it was loaded, so a closed range would go stale.
    example: { FromDate: '2020-01-01 00:00:00', SortFields: 'Date DESC', Limit1: 1, Limit2: 20 },
    call: ({ services, tenant }, request) => services.history.list(tenant, kind, historyFilterOf(tenant, request), pageRequestOf(request), request.SortFields),
  });
}

const PROPERTY_ID_ALIASES = { PropertyID: ['ObjectID', 'ID'] } as const;

const addServiceOwnWebsiteVisit = defineOperation({
  name: 'AddServiceOwnWebsiteVisit',
  scopes: ['listings'],
  writes: true,
  summary: "Records a visit of the property's page on the agency's own website (counted by GetVisitStatisticOfProperty and in the agency website medium of the media statistics); the id of the history record.",
  fields: { PropertyID: 'int', Source: 'string', VisitDate: 'dateTime' },
  aliases: PROPERTY_ID_ALIASES,
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
  scopes: ['listings'],
  summary: 'Website visits of the property between the dates: totals and visits per day. The visits the service recorded plus the stored figures of the agency website medium (a stored day counts when it lies within the dates), the same number as the media statistics give; UniqueVisitors counts the recorded visits only.',
  fields: { ID: 'int', FromDate: 'dateTime', ToDate: 'dateTime' },
  aliases: { ID: ['PropertyID', 'ObjectID'], FromDate: ['DateFrom'], ToDate: ['DateTo'] },
  notes: { ID: 'the property', FromDate: 'on or after (inclusive; absent = open)', ToDate: 'on or before (inclusive; absent = open)' },
  result: VisitStatisticRecord,
  kind: 'object',
  display: true,
  example: { ID: 1, FromDate: '2020-01-01' },
  call: ({ services, tenant }, request) => services.history.getVisitStatistics(tenant, required(request.ID, 'ID'), request.FromDate, request.ToDate),
});

const HistoryTypePage = pageOf('HistoryTypeList', HistoryTypeRecord, 'HistoryType');

const getHistoriesType = defineOperation({
  name: 'GetHistoriesType',
  scopes: [],
  summary: 'The history types (ID and name in the language asked); a page.',
  fields: { ID: 'int', LanguageID: 'int', SortFields: stringList, ...PAGING_FIELDS },
  notes: {
    ID: 'only this type; absent or 0 = every type (typed SOAP clients always send 0)',
    LanguageID: '1 NL, 2 FR, 3 EN, 4 DE, 5 ES, 6 CA (default: the agency’s language)',
    SortFields: `${SORT_NOTE}; fields ID, Name; default ID`,
    ...PAGING_NOTES,
  },
  result: HistoryTypePage,
  kind: 'page',
  display: true,
  example: { LanguageID: 3, Limit1: 1, Limit2: 50 },
  call: async ({ services, tenant }, request) => services.history.getHistoryTypePage(languageOf(tenant, request.LanguageID), request.ID || null, pageRequestOf(request), request.SortFields),
});

const getHistorySummary = defineOperation({
  name: 'GetHistorySummary',
  scopes: ['persons-read'],
  summary: 'Per history type: how many records match the filter and the latest date.',
  fields: HISTORY_FILTER_FIELDS,
  aliases: HISTORY_FILTER_ALIASES,
  notes: HISTORY_FILTER_NOTES,
  result: HistorySummaryRecord,
  kind: 'object',
  example: { ObjectID: 1 },
  call: ({ services, tenant }, request) => services.history.getHistorySummary(tenant, historyFilterOf(tenant, request)),
});

const getAppointmentSummary = defineOperation({
  name: 'GetAppointmentSummary',
  scopes: ['persons-read'],
  summary: 'Calendar appointments matching the filter: total, upcoming, past, done, open and the next date.',
  fields: HISTORY_FILTER_FIELDS,
  aliases: HISTORY_FILTER_ALIASES,
  notes: HISTORY_FILTER_NOTES,
  result: AppointmentSummaryRecord,
  kind: 'object',
  example: { PersonIDs: '1' },
  call: ({ services, tenant }, request) => services.history.getAppointmentSummary(tenant, historyFilterOf(tenant, request)),
});

const getPersonSummary = defineOperation({
  name: 'GetPersonSummary',
  scopes: ['persons-read'],
  summary: 'What the agency has done with a person: contacts, visits, appointments, tasks, selections, demands.',
  fields: { PersonID: 'int' },
  aliases: { PersonID: ['ID'] },
  notes: { PersonID: 'the person (404 when unknown)' },
  result: PersonSummaryRecord,
  kind: 'object',
  example: { PersonID: 1 },
  call: ({ services, tenant }, request) => services.history.getPersonSummary(tenant, required(request.PersonID, 'PersonID')),
});

const getPersonByEmail = defineOperation({
  name: 'GetPersonByEmail',
  scopes: ['persons-read'],
  fieldScopes: { Password: 'persons-write' },
  summary: 'The person with this email, with their demands; with a Password only when it is theirs. Null when nothing matches.',
  fields: { Email: 'string', Password: 'string' },
  notes: { Email: "the person's email address", Password: 'optional: checked like a login (wrong ones are throttled)' },
  ignored: { ID: 'the email decides', OfficeID: 'persons of every office' },
  result: PersonRecord,
  kind: 'object-or-null',
  display: true,
  example: { Email: 'jan.peeters@example.be' },
  async call({ services, tenant, clientAddress }, request) {
    const person = await services.persons.findByEmail(tenant, required(request.Email, 'Email'), request.Password, clientAddress);
    if (!person) throw new NotFoundError('Person with email', request.Email ?? '');
    return person;
  },
});

const getMatchingStatisticOfProperty = defineOperation({
  name: 'GetMatchingStatisticOfProperty',
  scopes: ['persons-read'],
  summary: "How many of the agency's active demands match a published property, and how many persons hold them; null when unknown.",
  fields: { ID: 'int' },
  aliases: { ID: ['PropertyID', 'ObjectID'] },
  notes: { ID: 'the property' },
  ignored: { ProjectID: 'the statistic is per property (a unit of a project has its own id)', IncludeUnits: 'the statistic is per property', OfficeID: 'demands of every office' },
  result: MatchingStatisticRecord,
  kind: 'object-or-null',
  display: true,
  example: { ID: 1 },
  call: ({ services, tenant }, request) => services.demands.matchingStatistic(tenant, required(request.ID, 'ID')),
});

const getRelatedProperties = defineOperation({
  name: 'GetRelatedProperties',
  scopes: ['persons-read'],
  summary: 'The properties the person with this email owns (whatever their status), by id; a page (empty for an unknown email).',
  fields: { Email: 'string', LanguageID: 'int', ...SORT_FIELDS, ...PAGING_FIELDS },
  notes: { Email: "the owner's email address", LanguageID: '1 NL, 2 FR, 3 EN, 4 DE, 5 ES, 6 CA (default: the agency’s language)', ...SORT_NOTES, ...PAGING_NOTES },
  ignored: { OfficeID: 'properties of every office' },
  result: PropertyPage,
  kind: 'page',
  display: true,
  example: { Email: 'jan.peeters@example.be' },
  async call({ services, tenant }, request) {
    const owner = await services.persons.findByEmail(tenant, required(request.Email, 'Email'), null);
    const owned = owner ? await services.properties.getPropertiesOfPerson(tenant, owner.ID as number, languageOf(tenant, request.LanguageID)) : [];
    return pageOfRecords(owned, PropertyRecord, request);
  },
});

/** The owner group: persons and their logins, the history lists and statistics of an owner's properties. */
// Writes about persons need the `persons-write` scope; the checklist and appointment graph read
// listing data (`listings`): enforced by AppointmentsService, HistoryService, TasksService, ChecklistsService.
const addPersonToAppointment = defineOperation({
  name: 'AddPersonToAppointment',
  scopes: ['persons-write'],
  writes: true,
  summary: "Registers a person to an open-house or viewing slot (GetAppointmentObject) and mails the responsible user of its property or project (else the agency); the registration's id, the same one (and no mail) when the person is already registered. A full or ended slot is refused (Code 409).",
  fields: { PersonID: 'int', AppointmentID: 'int' },
  notes: { PersonID: 'the person (GetPerson, RegisterPerson)', AppointmentID: 'the slot (GetAppointmentObject)' },
  ignored: { LanguageID: 'the answer is an id', OfficeID: 'the slot decides' },
  result: 'int',
  kind: 'int',
  example: { PersonID: 1, AppointmentID: 1 },
  call: async ({ services, tenant }, request) =>
    (await services.appointments.register(tenant, required(request.AppointmentID, 'AppointmentID'), required(request.PersonID, 'PersonID'))).id,
});

const getAppointmentOfStatisticsGraphList = defineOperation({
  name: 'GetAppointmentOfStatisticsGraphList',
  scopes: ['listings'],
  summary: 'Open-house and viewing slots per period and kind: how many slots, places and registrations; oldest period first.',
  fields: {
    StartDate: 'dateTime',
    EndDate: 'dateTime',
    ObjectIDs: intList,
    AppointmentIDs: intList,
    AppointmentTypeIDs: intList,
    Frequency: 'int',
    ProjectID: 'int',
    IncludeUnits: 'boolean',
  },
  aliases: { StartDate: ['FromDate'], EndDate: ['ToDate'] },
  notes: {
    StartDate: 'slots starting on or after (absent = open)',
    EndDate: 'slots starting on or before (absent = open)',
    ObjectIDs: 'only slots of these properties',
    AppointmentIDs: 'only these slots',
    AppointmentTypeIDs: '1 open house, 2 viewing',
    Frequency: 'one point per 0 day (default), 1 week (from Monday), 2 month',
    ProjectID: 'only slots of this project',
    IncludeUnits: "with ProjectID: also the slots of the project's units",
  },
  ignored: { LanguageID: 'figures carry no translated text', OfficeID: 'slots of every office' },
  result: listOf(AppointmentStatisticRecord),
  kind: 'list',
  example: { ObjectIDs: '1', Frequency: 1 },
  call: ({ services, tenant }, request) =>
    services.appointments.statistics(tenant, {
      from: request.StartDate,
      to: request.EndDate,
      propertyIds: request.ObjectIDs,
      appointmentIds: request.AppointmentIDs,
      typeIds: request.AppointmentTypeIDs,
      projectId: request.ProjectID || null,
      includeUnits: request.IncludeUnits === true,
      frequency: parseFrequency(request.Frequency),
    }),
});

const createHistory = defineOperation({
  name: 'CreateHistory',
  scopes: ['persons-write'],
  writes: true,
  summary: 'Writes a history record about a property and/or a person (by email address); its id.',
  fields: { ObjectId: 'int', Email: 'string', TypeId: 'int', UserID: 'int', Subject: 'string', Content: 'string', Date: 'dateTime' },
  aliases: { ObjectId: ['PropertyID'] },
  notes: {
    ObjectId: 'the property it is about (or Email)',
    Email: 'the person it is about, by email address (or ObjectId)',
    TypeId: 'history type 0–26 (GetHistoriesType), required',
    UserID: 'the user (agent) who handled it',
    Subject: 'subject',
    Content: 'text',
    Date: 'when it happened (default now)',
  },
  ignored: {
    LanguageID: 'the history record keeps the texts as sent',
    MsgFileName: 'no mail files are stored with history records (Subject and Content are)',
    MsgFileContent: 'no mail files are stored with history records (Subject and Content are)',
    OfficeID: "the property's office is recorded",
  },
  result: 'int',
  kind: 'int',
  example: { ObjectId: 1, Email: 'jan.peeters@example.be', TypeId: 7, Subject: 'Question about the garden', Content: 'Is the garden south-facing?' },
  call: ({ services, tenant }, request) =>
    services.history.createHistory(tenant, {
      typeId: required(request.TypeId, 'TypeId'),
      propertyId: request.ObjectId || null,
      email: request.Email,
      userId: request.UserID || null,
      subject: request.Subject,
      content: request.Content,
      date: request.Date,
    }),
});

const createTask = defineOperation({
  name: 'CreateTask',
  scopes: ['persons-write'],
  writes: true,
  summary: "Creates an open task for the agency's staff about a person, a property and/or a demand; its id. The task is a history record of kind task (type 24, Check-up; due date none): GetTaskHistories returns it, GetPersonSummary and GetHistorySummary count it.",
  fields: { PersonID: 'int', ObjectId: 'int', DemandID: 'int', Subject: 'string', Comment: 'string' },
  aliases: { ObjectId: ['PropertyID'] },
  notes: {
    PersonID: 'the person it is about',
    ObjectId: 'the property it is about',
    DemandID: "the demand it is about (with PersonID: one of the person's)",
    Subject: 'what is to be done (required unless Comment is given)',
    Comment: 'details',
  },
  ignored: { LanguageID: 'the task keeps the texts as sent', OfficeID: 'tasks belong to the agency' },
  result: 'int',
  kind: 'int',
  example: { PersonID: 1, ObjectId: 1, Subject: 'Call back about a viewing' },
  call: ({ services, tenant }, request) =>
    services.tasks.createTask(tenant, {
      subject: request.Subject,
      comment: request.Comment,
      personId: request.PersonID || null,
      propertyId: request.ObjectId || null,
      demandId: request.DemandID || null,
      createdBy: tenant.accountName,
    }),
});

const getPropertyCheckList = defineOperation({
  name: 'GetPropertyCheckList',
  scopes: ['listings'],
  summary: "A property's checklist (what is done for the listing), in checklist order; a page.",
  fields: { ObjectID: 'int', ...SORT_FIELDS, ...PAGING_FIELDS },
  aliases: { ObjectID: ['PropertyID'] },
  notes: { ObjectID: 'the property; absent or 0 = the items of every property', ...SORT_NOTES, ...PAGING_NOTES },
  ignored: { LanguageID: "checklist items are kept in the agency's language", OfficeID: 'the property decides' },
  result: CheckListPage,
  kind: 'page',
  display: true,
  example: { ObjectID: 1 },
  call: ({ services, tenant }, request) => services.checklists.items(tenant, request.ObjectID || null, pageRequestOf(request), request.SortFields),
});

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
  getPersonByEmail,
  getMatchingStatisticOfProperty,
  getRelatedProperties,
  addPersonToAppointment,
  getAppointmentOfStatisticsGraphList,
  createHistory,
  createTask,
  getPropertyCheckList,
];
