import { listOf } from '../../../common/record.js';
import { ContactResultRecord } from '../../../history/history.records.js';
import { DemandRecord } from '../../../persons/persons.records.js';
import { type BaseOperation, defineOperation } from '../operation.js';
import { intList, stringList } from '../request-shape.js';
import { LOGIN_FIELDS, LOGIN_NOTES, PersonLoginError } from './common-fields.js';

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
  variants: ['Xml'],
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

/** The contact group: contact requests and demand logins of web visitors. */
export const CONTACT_OPERATIONS: readonly BaseOperation[] = [contactOnMe, checkDemandLogin];
