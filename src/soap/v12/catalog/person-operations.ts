import { UnauthenticatedError } from '../../../common/errors.js';
import { listOf } from '../../../common/record.js';
import { DemandRecord, PersonPage, PersonRecord } from '../../../persons/persons.records.js';
import { type BaseOperation, defineOperation } from '../operation.js';
import { intList, stringList } from '../request-shape.js';
import { pageRequestOf, PAGING_FIELDS, PAGING_NOTES, required } from './common-fields.js';

/** A wrong person email and a wrong password are indistinguishable (domain.md). */
class PersonLoginError extends UnauthenticatedError {
  constructor() {
    super('Invalid email or password.');
  }
}

const LOGIN_FIELDS = { Email: 'string', Password: 'string' } as const;
const LOGIN_NOTES = { Email: "the person's email address", Password: "the person's password" } as const;

const getPerson = defineOperation({
  name: 'GetPerson',
  summary: 'The person with this id, with their demands.',
  fields: { PersonID: 'int' },
  notes: { PersonID: 'the person (404 when unknown)' },
  result: PersonRecord,
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
  example: { Email: 'jan.peeters@example.be', Password: 'jan-secret' },
  async call({ services, tenant, clientAddress }, request) {
    const person = await services.persons.findByCredentials(tenant, request.Email, request.Password, clientAddress);
    if (!person) throw new PersonLoginError();
    return person;
  },
});

const checkDemandLogin = defineOperation({
  name: 'CheckDemandLogin',
  summary: 'The active demands of the person with this email and password (Code 401 when either is wrong).',
  variants: ['Xml'],
  fields: LOGIN_FIELDS,
  notes: LOGIN_NOTES,
  result: listOf(DemandRecord, 'Demand'),
  example: { Email: 'jan.peeters@example.be', Password: 'jan-secret' },
  async call({ services, tenant, clientAddress }, request) {
    const demands = await services.persons.checkDemandLogin(tenant, request.Email, request.Password, clientAddress);
    if (!demands) throw new PersonLoginError();
    return demands;
  },
});

const registerPerson = defineOperation({
  name: 'RegisterPerson',
  writes: true,
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

export const PERSON_OPERATIONS: readonly BaseOperation[] = [getPerson, getPersonList, checkPersonLogin, registerPerson, checkDemandLogin];
