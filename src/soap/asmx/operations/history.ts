import { tenantLanguage } from '../../../reference/translations.js';
import { ContactResultRecord, HistoryRecord } from '../../../history/history.records.js';
import { defineOperation, isMinDateTime, param, stringResult } from '../catalog.types.js';
import { itemsOf } from '../result-records.js';

export const HISTORY_OF_PROPERTY = defineOperation({
  name: 'GetHistoryOfProperty',
  scopes: ['persons-read'],
  description:
    'Returns the history records of property objectID (website visits excepted) dated between fromDate and toDate (inclusive; a missing date = no bound), newest first, ' +
    'as <HistoryList><Items><History>…</History></Items></HistoryList>; type names in languageId. An unknown property is the fault "Property <objectID> was not found.".',
  parameters: [param('objectID', 'int'), param('fromDate', 'dateTime'), param('toDate', 'dateTime'), param('languageId', 'int')],
  result: stringResult('HistoryList', itemsOf('HistoryList', HistoryRecord)),
  invoke: async ({ services, tenant }, a) => ({
    Items: await services.history.getPropertyHistory(
      tenant,
      a.objectID,
      isMinDateTime(a.fromDate) ? null : a.fromDate,
      isMinDateTime(a.toDate) ? null : a.toDate,
      tenantLanguage(tenant, a.languageId, 'languageId'),
    ),
  }),
});

export const CONTACT_ME = defineOperation({
  name: 'ContactMeOnPropertySaveDB',
  scopes: ['contacts'],
  description:
    'Records a contact request about property objectID: finds the agency\'s person by email (or creates one from the given details) and writes a Contact history record ' +
    'holding historyContent, in one transaction. Returns <Contact>…</Contact> with the ids written (PersonID only to an account holding the persons-read scope). A name or an email is required; title is a title code 1-9.',
  parameters: [
    param('name', 'string'),
    param('firstName', 'string'),
    param('title', 'string'),
    param('street', 'string'),
    param('housenumber', 'string'),
    param('cityName', 'string'),
    param('cityPostCode', 'string'),
    param('phone', 'string'),
    param('email', 'string'),
    param('objectID', 'int'),
    param('historyContent', 'string'),
    param('LanguageID', 'int'),
  ],
  result: stringResult('Contact', ContactResultRecord),
  invoke: ({ services, tenant }, a) =>
    services.contact.contactAboutProperty(tenant, {
      name: a.name,
      firstName: a.firstName,
      title: a.title,
      street: a.street,
      houseNumber: a.housenumber,
      cityName: a.cityName,
      cityPostCode: a.cityPostCode,
      phone: a.phone,
      email: a.email,
      propertyId: a.objectID,
      content: a.historyContent,
      languageId: a.LanguageID,
    }),
});
