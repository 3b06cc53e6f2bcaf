import { DemandPersonInfo, PersonRecord } from '../../../persons/persons.records.js';
import type { ContactOnMeInput } from '../../../history/contact.service.js';
import { type BaseOperation, defineOperation } from '../operation.js';
import { intList, type RequestOf, type RequestShape, stringList } from '../request-shape.js';
import { LOGIN_FIELDS, LOGIN_IGNORED, LOGIN_NOTES, PersonLoginError, required } from './common-fields.js';

/**
 * The visitor, message and search-criteria fields of the client libraries' contact and demand
 * requests (ContactOnMe, ContactOnMeProject, DemandRegister), under their names; our own older
 * names are aliases.
 */
export const VISITOR_FIELDS = {
  AddressTitle: 'string',
  LetterTitle: 'string',
  Name: 'string',
  FirstName: 'string',
  Email: 'string',
  PhoneNumber: 'string',
  GSM: 'string',
  Address: 'string',
  HouseNumber: 'string',
  BoxNr: 'string',
  Zip: 'string',
  City: 'string',
  CountryId: 'int',
  LanguageID: 'int',
  LanguageIdFromParameter: 'int',
  Subject: 'string',
  Content: 'string',
  IsCreatedDemand: 'boolean',
  Goal: 'int',
  PriceMin: 'decimal',
  PriceMax: 'decimal',
  Budget: 'decimal',
  MinRoom: 'int',
  TypeOfPropertyIDs: intList,
  Zips: stringList,
  GeographicIDs: intList,
  CityNames: stringList,
  DemandComment: 'string',
  IsReceivedEmail: 'boolean',
  SourceId: 'int',
  Categories: intList,
} as const;

export const VISITOR_ALIASES = {
  GSM: ['MobileNumber'],
  Address: ['AddressA'],
  Content: ['Message'],
  PriceMin: ['PriceFrom'],
  PriceMax: ['PriceTo'],
  MinRoom: ['MinRooms'],
  TypeOfPropertyIDs: ['TypeIDs'],
  DemandComment: ['Comment'],
  IsReceivedEmail: ['MailAlert'],
} as const;

const VISITOR_NOTES = {
  AddressTitle: 'title code 1–9 or its text (e.g. "Mevrouw", "Mr")',
  LetterTitle: 'title code 1–9 or its text',
  Email: 'the person is found by it, or created; a name or an email is required',
  GSM: 'mobile number',
  Address: 'street (and house number)',
  BoxNr: 'box number, added to the street as "bus …"',
  CountryId: "the person's country",
  LanguageID: "the person's language (1 NL … 6 CA)",
  LanguageIdFromParameter: 'the language the visitor chose; wins over LanguageID',
  Subject: 'history subject (default "Contact request about …")',
  Content: 'the text of the request (history content, at most 10,000 characters)',
  IsCreatedDemand: 'true: store the criteria as a demand; false: never; absent: when criteria are given',
  Goal: 'demand: 0 sale, 1 rent, 2 take-over',
  PriceMin: 'demand: lowest price',
  PriceMax: 'demand: highest price',
  Budget: 'demand: highest price when PriceMax is not given',
  MinRoom: 'demand: minimum bedrooms',
  TypeOfPropertyIDs: 'demand: property type ids',
  Zips: 'demand: postal codes',
  GeographicIDs: 'demand: zone ids',
  CityNames: 'demand: city names',
  DemandComment: 'demand: free text',
  IsReceivedEmail: 'demand: mail new matches',
  SourceId: "where the visitor came from (GetPersonSourceList); set when the person has no source yet",
  Categories: 'categories to file the person under (GetCategoriesList), added to theirs',
} as const;

/** Client fields with no counterpart in our persons and demands; accepted and ignored. */
export const VISITOR_IGNORED = {
  SiteId: 'no sites per person',
  Purpose: 'no demand purposes',
  Profession: 'no professions',
  Fax: 'no fax numbers',
  CustomStr1: 'no custom fields',
  CustomStr2: 'no custom fields',
  CustomStr3: 'no custom fields',
  CustomStr4: 'no custom fields',
  CustomStr5: 'no custom fields',
  IsMergedDemandIfExisting:
    'a contact request with criteria always stores a new demand; to change an existing one use DemandRegister (with ID, or the same goal and places), which changes only the criteria it names',
  UseGps: 'no GPS demands',
  GpsKm: 'no GPS demands',
  GpsCityName: 'no GPS demands',
  WebIDs: 'demands hold no web categories',
  PersonComment: 'no person comments',
  GeoCityIds: 'no city zones apart from Zips/CityNames',
  RegionIds: 'no regions apart from GeographicIDs',
} as const;

type VisitorRequest = RequestOf<RequestShape<typeof VISITOR_FIELDS>>;

/** The visitor, message and demand of a contact or demand request, as the contact service takes them. */
function visitorInput(request: VisitorRequest): ContactOnMeInput {
  return {
    title: request.AddressTitle,
    letterTitle: request.LetterTitle,
    name: request.Name,
    firstName: request.FirstName,
    email: request.Email,
    phone: request.PhoneNumber,
    mobileNumber: request.GSM,
    street: request.Address,
    houseNumber: request.HouseNumber,
    boxNumber: request.BoxNr,
    cityPostCode: request.Zip,
    cityName: request.City,
    countryId: request.CountryId,
    languageId: request.LanguageIdFromParameter ?? request.LanguageID,
    subject: request.Subject,
    content: request.Content,
    contentField: 'Content',
    createDemand: request.IsCreatedDemand,
    demand: {
      goal: request.Goal,
      priceFrom: request.PriceMin,
      priceTo: request.PriceMax ?? request.Budget,
      minRoom: request.MinRoom,
      typeIds: request.TypeOfPropertyIDs,
      zips: request.Zips,
      geographicIds: request.GeographicIDs,
      cityNames: request.CityNames,
      comment: request.DemandComment,
      mailAlert: request.IsReceivedEmail,
    },
    sourceId: request.SourceId,
    categoryIds: request.Categories,
  };
}

const contactOnMe = defineOperation({
  name: 'ContactOnMe',
  scopes: ['contacts'],
  writes: true,
  summary:
    'A contact request: creates or merges the person by email, writes the history record (subject and content, linked to the property) and, with criteria, a demand, and mails the property\'s responsible user (else the agency); true when stored.',
  fields: { ObjectID: 'int', ...VISITOR_FIELDS },
  aliases: { ...VISITOR_ALIASES, ObjectID: ['PropertyID'] },
  notes: { ObjectID: 'the property asked about (optional; must be public)', ...VISITOR_NOTES },
  ignored: { ...VISITOR_IGNORED, AppointmentID: 'no appointment booking', AgendaComment: 'no appointment booking' },
  result: 'boolean',
  kind: 'boolean',
  example: { ObjectID: 1, Name: 'Janssens', FirstName: 'Piet', Email: 'piet@example.com', PhoneNumber: '+32 2 123 45 67', Subject: 'Visit', Content: 'Please call me.' },
  async call({ services, tenant }, request) {
    await services.contact.contactOnMe(tenant, { ...visitorInput(request), propertyId: request.ObjectID });
    return true;
  },
});

const checkDemandLogin = defineOperation({
  name: 'CheckDemandLogin',
  scopes: ['persons-read', 'persons-write'],
  summary: 'The person with this email and password, with their active demands (Code 401 when either is wrong).',
  fields: LOGIN_FIELDS,
  notes: LOGIN_NOTES,
  ignored: LOGIN_IGNORED,
  result: PersonRecord,
  kind: 'object',
  display: true,
  example: { Email: 'jan.peeters@example.be', Password: 'jan-secret' },
  async call({ services, tenant, clientAddress }, request) {
    const person = await services.persons.checkDemandLogin(tenant, request.Email, request.Password, clientAddress);
    if (!person) throw new PersonLoginError();
    return person;
  },
});

const contactOnMeProject = defineOperation({
  name: 'ContactOnMeProject',
  scopes: ['contacts'],
  summary:
    'A contact request about a construction project: creates or merges the person by email, writes the history record (linked to the project) and, with criteria, a demand, and mails the project\'s responsible user (else the agency); true when stored.',
  writes: true,
  fields: { ProjectIDs: intList, ...VISITOR_FIELDS },
  aliases: { ...VISITOR_ALIASES, ProjectIDs: ['ProjectID'] },
  notes: { ProjectIDs: 'the project asked about (the first one; it must be published)', ...VISITOR_NOTES },
  ignored: VISITOR_IGNORED,
  result: 'boolean',
  kind: 'boolean',
  example: { ProjectIDs: '1', Name: 'Janssens', FirstName: 'Piet', Email: 'piet@example.com', Content: 'Please send me the price list.' },
  async call({ services, tenant }, request) {
    await services.contact.contactAboutProject(tenant, required(request.ProjectIDs[0] ?? null, 'ProjectIDs'), visitorInput(request));
    return true;
  },
});

/** DemandRegister reads the visitor and criteria, not a message. */
const { Subject: _subject, Content: _content, IsCreatedDemand: _create, ...DEMAND_FIELDS } = VISITOR_FIELDS;
const { Content: _message, ...DEMAND_ALIASES } = VISITOR_ALIASES;
const { Subject: _subjectNote, Content: _contentNote, IsCreatedDemand: _createNote, ...DEMAND_NOTES } = VISITOR_NOTES;

/** Fields of the demand registrations that have no counterpart in our demands; accepted and ignored. */
const DEMAND_REGISTER_IGNORED = {
  ...VISITOR_IGNORED,
  Password: 'the person logs in with the password set by RegisterPerson',
  Subject: 'a demand registration writes no contact request',
  Content: 'a demand registration writes no contact request',
  IsCreatedDemand: 'a demand registration always stores its demand',
  MaxRooms: 'demands keep a minimum number of bedrooms only',
  MinBathRooms: 'demands keep no bathroom counts',
  MaxBathRooms: 'demands keep no bathroom counts',
  MinGarages: 'demands keep no garage counts',
  MaxGarages: 'demands keep no garage counts',
  MinParkings: 'demands keep no parking counts',
  MaxParkings: 'demands keep no parking counts',
  Garden: 'demands keep no features',
  Terrace: 'demands keep no features',
  Cellar: 'demands keep no features',
  Lift: 'demands keep no features',
  PetsRequired: 'demands keep no features',
  DemandStreet: 'demands keep no streets',
  TottalArea: 'demands keep no surfaces',
  LivingArea: 'demands keep no surfaces',
  GroundArea: 'demands keep no surfaces',
  EnvironmentIDs: 'no environment data',
  IsAnnuity: 'no life-annuity data',
  DemandRegion: 'no drawn regions; use GeographicIDs',
  GpsX: 'no GPS demands',
  GpsY: 'no GPS demands',
} as const;

/** DemandRegister and DemandRegister2: the same request, the same answer. */
function demandRegistration(name: string) {
  return defineOperation({
    name,
    scopes: ['contacts'],
    summary:
      "Stores search criteria for the person with this email (created when unknown): changes the demand named by ID, else the person's latest active demand with the same goal and the same places (Zips, zones, cities; any when none are sent), else adds one (IsAlwaysCreatedDemand: always adds). A change sets only the criteria the request names and keeps the rest (types, places, prices, comment; the mail alerts unless IsReceivedEmail is sent); true when saved.",
    writes: true,
    fields: { ID: 'int', IsAlwaysCreatedDemand: 'boolean', ...DEMAND_FIELDS },
    aliases: DEMAND_ALIASES,
    notes: {
      ID: "the person's demand to change (404 when it is not theirs); absent or 0: their latest active demand with this Goal, if any",
      IsAlwaysCreatedDemand: 'true: add a new demand even when the person has one',
      ...DEMAND_NOTES,
    },
    ignored: DEMAND_REGISTER_IGNORED,
    result: 'boolean',
    kind: 'boolean',
    example: { Name: 'Janssens', Email: 'piet@example.com', Goal: 0, PriceMax: 350000, TypeOfPropertyIDs: '1,10', Zips: '9000' },
    async call({ services, tenant }, request) {
      const visitor = visitorInput({ ...request, Subject: null, Content: null, IsCreatedDemand: true });
      await services.contact.registerDemand(tenant, visitor, { demandId: request.ID, alwaysCreate: request.IsAlwaysCreatedDemand });
      return true;
    },
  });
}

const DEMAND_OF_PERSON_FIELDS = { ID: 'int', DemandID: 'int' } as const;
const ENCRYPTED_IGNORED = { OfficeID: 'persons of every office' } as const;

const unsubscribeDemandPerson = defineOperation({
  name: 'UnsubscribeDemandPerson',
  scopes: ['persons-write'],
  summary: "Stops the mail alerts of the person's demand (all their demands without DemandID); false when the person has no such demand.",
  writes: true,
  fields: DEMAND_OF_PERSON_FIELDS,
  aliases: { ID: ['PersonID'] },
  notes: { ID: 'the person', DemandID: 'their demand (absent: every demand of the person)' },
  ignored: {
    ...ENCRYPTED_IGNORED,
    PersonIDEncrypt: 'no encrypted ids are issued; send ID and DemandID',
    DemandIDEncrypt: 'no encrypted ids are issued; send ID and DemandID',
  },
  result: 'boolean',
  kind: 'boolean',
  example: { ID: 1, DemandID: 1 },
  call: ({ services, tenant }, request) => services.demands.unsubscribe(tenant, required(request.ID, 'ID'), request.DemandID || null),
});

const getDemandPerson = defineOperation({
  name: 'GetDemandPerson',
  scopes: ['persons-read'],
  summary: 'A person and one of their demands (without DemandID their latest active one); null unless the demand is the person’s.',
  fields: DEMAND_OF_PERSON_FIELDS,
  aliases: { ID: ['PersonID'] },
  notes: { ID: 'the person', DemandID: "their demand; absent or 0: the person's latest active demand (null when they have none)" },
  ignored: {
    ...ENCRYPTED_IGNORED,
    IDCrypt: 'no encrypted ids are issued; send ID and DemandID',
    DemandIDCrypt: 'no encrypted ids are issued; send ID and DemandID',
    IsExpired: 'demands do not expire (Active says whether it is in use)',
    IsUnsubscribed: 'the demand is returned whatever its MailAlert',
  },
  result: DemandPersonInfo,
  kind: 'object-or-null',
  example: { ID: 1, DemandID: 1 },
  call: ({ services, tenant }, request) =>
    request.DemandID
      ? services.persons.getDemandPersonInfo(tenant, required(request.ID, 'ID'), request.DemandID)
      : services.demands.latestDemandOfPerson(tenant, required(request.ID, 'ID')),
});

/** The contact group: contact requests and demand logins of web visitors. */
export const CONTACT_OPERATIONS: readonly BaseOperation[] = [
  contactOnMe,
  checkDemandLogin,
  contactOnMeProject,
  demandRegistration('DemandRegister'),
  demandRegistration('DemandRegister2'),
  unsubscribeDemandPerson,
  getDemandPerson,
];
