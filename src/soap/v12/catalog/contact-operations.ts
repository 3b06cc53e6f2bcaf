import { listOf } from '../../../common/record.js';
import { ContactResultRecord } from '../../../history/history.records.js';
import type { ContactOnMeInput } from '../../../history/contact.service.js';
import { DemandPersonInfo, DemandRecord } from '../../../persons/persons.records.js';
import { type BaseOperation, defineOperation } from '../operation.js';
import { intList, type RequestOf, type RequestShape, stringList } from '../request-shape.js';
import { LOGIN_FIELDS, LOGIN_NOTES, PersonLoginError, required } from './common-fields.js';

const contactOnMe = defineOperation({
  name: 'ContactOnMe',
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
  kind: 'object',
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

const checkDemandLogin = defineOperation({
  name: 'CheckDemandLogin',
  summary: 'The active demands of the person with this email and password (Code 401 when either is wrong).',
  fields: LOGIN_FIELDS,
  notes: LOGIN_NOTES,
  result: listOf(DemandRecord, 'Demand'),
  kind: 'list',
  example: { Email: 'jan.peeters@example.be', Password: 'jan-secret' },
  async call({ services, tenant, clientAddress }, request) {
    const demands = await services.persons.checkDemandLogin(tenant, request.Email, request.Password, clientAddress);
    if (!demands) throw new PersonLoginError();
    return demands;
  },
});

/**
 * The visitor and search-criteria fields of the client libraries' contact and demand requests
 * (ContactOnMeProject, DemandRegister), under their names; our own names are aliases.
 */
const VISITOR_FIELDS = {
  Name: 'string',
  FirstName: 'string',
  AddressTitle: 'string',
  Address: 'string',
  Zip: 'string',
  City: 'string',
  Email: 'string',
  PhoneNumber: 'string',
  GSM: 'string',
  LanguageID: 'int',
  Goal: 'int',
  PriceMin: 'decimal',
  PriceMax: 'decimal',
  Budget: 'decimal',
  MinRooms: 'int',
  TypeOfPropertyIDs: intList,
  GeographicIDs: intList,
  Zips: stringList,
  CityNames: stringList,
  DemandComment: 'string',
  IsReceivedEmail: 'boolean',
} as const;

const VISITOR_ALIASES = {
  Address: ['AddressA'],
  GSM: ['MobileNumber'],
  LanguageID: ['LanguageIdFromParameter'],
  PriceMin: ['PriceFrom'],
  PriceMax: ['PriceTo'],
  MinRooms: ['MinRoom'],
  TypeOfPropertyIDs: ['TypeIDs'],
  DemandComment: ['Comment'],
  IsReceivedEmail: ['MailAlert'],
} as const;

const VISITOR_NOTES = {
  AddressTitle: 'title code 1–9 or its text (e.g. "Mevrouw", "Mr")',
  Address: 'street and house number',
  Email: 'the person is found by it, or created; a name or an email is required',
  GSM: 'mobile number',
  LanguageID: "the person's language: 1 NL, 2 FR, 3 EN, 4 DE, 5 ES, 6 CA",
  Goal: 'demand: 0 sale, 1 rent, 2 take-over',
  PriceMin: 'demand: lowest price',
  PriceMax: 'demand: highest price',
  Budget: 'demand: highest price when PriceMax is not given',
  MinRooms: 'demand: minimum number of bedrooms',
  TypeOfPropertyIDs: 'demand: property type ids',
  GeographicIDs: 'demand: zone ids',
  Zips: 'demand: postal codes',
  CityNames: 'demand: city names',
  DemandComment: 'demand: comment',
  IsReceivedEmail: 'demand: mail new matches',
} as const;

/** Client fields with no counterpart in our persons and demands; accepted and ignored. */
const VISITOR_IGNORED = {
  LetterTitle: 'the letter title follows the address title',
  CountryId: 'the country is not kept for contact requests',
  SiteId: 'requests are not kept per site',
  SourceId: 'no person sources',
  Purpose: 'no purpose data',
  Categories: 'no person categories',
  Profession: 'no profession data',
  Fax: 'no fax numbers',
  CustomStr1: 'no custom fields',
  CustomStr2: 'no custom fields',
  CustomStr3: 'no custom fields',
  CustomStr4: 'no custom fields',
  CustomStr5: 'no custom fields',
  BoxNr: 'the box number belongs in Address',
  UseGps: 'no GPS search in demands',
  GpsKm: 'no GPS search in demands',
  GpsCityName: 'no GPS search in demands',
  GpsX: 'no GPS search in demands',
  GpsY: 'no GPS search in demands',
  WebIDs: 'demands select types (TypeOfPropertyIDs)',
  PersonComment: 'the message goes in Content',
  GeoCityIds: 'no city zones apart from CityNames/Zips',
  RegionIds: 'no regions apart from GeographicIDs',
  IsMergedDemandIfExisting: 'a demand is always added',
  OfficeID: 'the office comes from the property or project',
} as const;

type VisitorRequest = RequestOf<RequestShape<typeof VISITOR_FIELDS>>;

/** The visitor and demand of a contact or demand request, as the contact service takes them. */
function visitorInput(request: VisitorRequest, content: string | null): ContactOnMeInput {
  return {
    title: request.AddressTitle,
    name: request.Name,
    firstName: request.FirstName,
    email: request.Email,
    phone: request.PhoneNumber,
    mobileNumber: request.GSM,
    street: request.Address,
    cityPostCode: request.Zip,
    cityName: request.City,
    languageId: request.LanguageID,
    content,
    demand: {
      goal: request.Goal,
      priceFrom: request.PriceMin,
      priceTo: request.PriceMax ?? request.Budget,
      minRoom: request.MinRooms,
      typeIds: request.TypeOfPropertyIDs,
      zips: request.Zips,
      geographicIds: request.GeographicIDs,
      cityNames: request.CityNames,
      comment: request.DemandComment,
      mailAlert: request.IsReceivedEmail,
    },
  };
}

const contactOnMeProject = defineOperation({
  name: 'ContactOnMeProject',
  summary:
    'A contact request about a construction project: creates or merges the person by email, writes the history record and, with criteria, a demand; true when saved.',
  fields: { ProjectIDs: intList, Subject: 'string', Content: 'string', IsCreatedDemand: 'boolean', ...VISITOR_FIELDS },
  aliases: { ...VISITOR_ALIASES, ProjectIDs: ['ProjectID'], Content: ['Message'] },
  notes: {
    ProjectIDs: 'the project asked about (the first one; it must be published)',
    Subject: 'subject of the request (put before the content)',
    Content: 'the text of the request (history content)',
    IsCreatedDemand: 'false: no demand even with criteria (default: a demand when criteria are given)',
    ...VISITOR_NOTES,
  },
  ignored: VISITOR_IGNORED,
  result: 'boolean',
  kind: 'boolean',
  example: { ProjectIDs: '1', Name: 'Janssens', FirstName: 'Piet', Email: 'piet@example.com', Content: 'Please send me the price list.' },
  async call({ services, tenant }, request) {
    const projectId = required(request.ProjectIDs[0] ?? null, 'ProjectIDs');
    const content = [request.Subject, request.Content].map((part) => part?.trim() ?? '').filter((part) => part !== '').join('\n\n');
    const input = visitorInput(request, content === '' ? null : content);
    await services.contact.contactAboutProject(tenant, projectId, request.IsCreatedDemand === false ? { ...input, demand: null } : input);
    return true;
  },
});

const demandRegister = defineOperation({
  name: 'DemandRegister',
  summary: 'Stores a demand (search criteria) for the person with this email, who is created when unknown; true when saved.',
  fields: VISITOR_FIELDS,
  aliases: VISITOR_ALIASES,
  notes: VISITOR_NOTES,
  ignored: {
    ...VISITOR_IGNORED,
    ID: 'a demand is always added (change demands with SaveChangedDemandList)',
    Password: 'the person logs in with the password set by RegisterPerson',
    CountryID: 'the country is not kept for demands',
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
    IsAlwaysCreatedDemand: 'a demand is always added',
    IsAnnuity: 'no life-annuity data',
    DemandRegion: 'no drawn regions; use GeographicIDs',
  },
  result: 'boolean',
  kind: 'boolean',
  example: { Name: 'Janssens', Email: 'piet@example.com', Goal: 0, PriceMax: 350000, TypeOfPropertyIDs: '1,10', Zips: '9000' },
  async call({ services, tenant }, request) {
    await services.contact.registerDemand(tenant, visitorInput(request, null));
    return true;
  },
});

const DEMAND_OF_PERSON_FIELDS = { ID: 'int', DemandID: 'int' } as const;
const DEMAND_OF_PERSON_NOTES = { ID: 'the person', DemandID: 'their demand' } as const;
const ENCRYPTED_IGNORED = { OfficeID: 'persons of every office' } as const;

const unsubscribeDemandPerson = defineOperation({
  name: 'UnsubscribeDemandPerson',
  summary: "Stops the mail alerts of the person's demand (all their demands without DemandID); false when the person has no such demand.",
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
  summary: 'A person and one of their demands; null unless the demand is the person’s.',
  fields: DEMAND_OF_PERSON_FIELDS,
  aliases: { ID: ['PersonID'] },
  notes: DEMAND_OF_PERSON_NOTES,
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
  call: ({ services, tenant }, request) => services.persons.getDemandPersonInfo(tenant, required(request.ID, 'ID'), required(request.DemandID, 'DemandID')),
});

/** The contact group: contact requests and demand logins of web visitors. */
export const CONTACT_OPERATIONS: readonly BaseOperation[] = [
  contactOnMe,
  checkDemandLogin,
  contactOnMeProject,
  demandRegister,
  unsubscribeDemandPerson,
  getDemandPerson,
];
