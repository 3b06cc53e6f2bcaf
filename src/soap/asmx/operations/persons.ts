import { DemandPersonInfo, PersonRecord } from '../../../persons/persons.records.js';
import { UserRecord } from '../../../staff/staff.records.js';
import { defineOperation, INT_RESULT, param, stringResult } from '../catalog.types.js';
import { itemsOf } from '../result-records.js';

export const UPDATE_PERSON = defineOperation({
  name: 'UpdatePerson',
  scopes: ['persons-write'],
  description:
    'Updates person PersonID of the agency and returns the number of persons changed (0 when the person is unknown). ' +
    'A missing (or nil) string parameter leaves that field unchanged; an empty one clears it (except Password: empty leaves it unchanged). LanguageID 0 leaves the language unchanged. ' +
    'Password sets a new person password (stored hashed). AddressTitle/LetterTitle are title codes 1-9 (1 De heer … 9 Mr and Mrs).',
  parameters: [
    param('PersonID', 'int'),
    param('AddressTitle', 'string'),
    param('LetterTitle', 'string'),
    param('Name', 'string'),
    param('FirstName', 'string'),
    param('PhoneNumber', 'string'),
    param('AddressA', 'string'),
    param('CityPostcode', 'string'),
    param('CityName', 'string'),
    param('Email', 'string'),
    param('Password', 'string'),
    param('Ident', 'string'),
    param('LanguageID', 'int'),
  ],
  result: INT_RESULT,
  invoke: ({ services, tenant }, a) =>
    services.persons.updatePerson(tenant, a.PersonID, {
      addressTitle: a.AddressTitle,
      letterTitle: a.LetterTitle,
      name: a.Name,
      firstName: a.FirstName,
      phoneNumber: a.PhoneNumber,
      addressA: a.AddressA,
      zip: a.CityPostcode,
      city: a.CityName,
      email: a.Email,
      password: a.Password,
      ident: a.Ident,
      languageId: a.LanguageID,
    }),
});

export const PERSON_OPERATIONS = [
  defineOperation({
    name: 'GetPerson',
    scopes: ['persons-read', 'persons-write'],
    description:
      'Returns the person whose email and password match, as <Person>…</Person>. When they do not match there is no result ' +
      '(SOAP: no GetPersonResult element; HTTP GET/POST: a nil <string>); a wrong email and a wrong password are indistinguishable.',
    parameters: [param('email', 'string'), param('password', 'string')],
    result: stringResult('Person', PersonRecord),
    invoke: ({ services, tenant, clientAddress }, a) => services.persons.findByCredentials(tenant, a.email, a.password, clientAddress),
  }),
  defineOperation({
    name: 'GetPersonOfProperty',
    scopes: ['persons-read'],
    description: 'Returns the owners of property objectID as <PersonList><Items><Person>…</Person></Items></PersonList> (empty when the property is unknown).',
    parameters: [param('objectID', 'int')],
    result: stringResult('PersonList', itemsOf('PersonList', PersonRecord)),
    invoke: async ({ services, tenant }, a) => ({ Items: await services.persons.getOwnersOfProperty(tenant, a.objectID) }),
  }),
  defineOperation({
    name: 'GetUserOfProperty',
    scopes: ['listings'],
    description: 'Returns the agency users (agents) handling property ObjectID as <UserList><Items><User>…</User></Items></UserList> (empty when the property is unknown).',
    parameters: [param('ObjectID', 'int')],
    result: stringResult('UserList', itemsOf('UserList', UserRecord)),
    invoke: async ({ services, tenant }, a) => ({ Items: await services.persons.getAgentsOfProperty(tenant, a.ObjectID) }),
  }),
];

export const DEMAND_OPERATIONS = [
  defineOperation({
    name: 'GetDemandPersonsInfo',
    scopes: ['persons-read'],
    description: 'Returns demand DemandId of person PersonId with the person, as <DemandPersonInfo>…</DemandPersonInfo>; an unknown pair is the not-found fault.',
    parameters: [param('PersonId', 'int'), param('DemandId', 'int')],
    result: stringResult('DemandPersonInfo', DemandPersonInfo),
    invoke: ({ services, tenant }, a) => services.persons.getDemandPersonInfo(tenant, a.PersonId, a.DemandId),
  }),
  defineOperation({
    name: 'ChangePasswordPerson',
    scopes: ['persons-write'],
    description: 'Sets the password of the person with email Email to NewPassword; returns the number of persons changed (0 when the email is unknown).',
    parameters: [param('Email', 'string'), param('NewPassword', 'string')],
    result: INT_RESULT,
    invoke: ({ services, tenant }, a) => services.persons.changePassword(tenant, a.Email, a.NewPassword),
  }),
  defineOperation({
    name: 'InActiveDemand',
    scopes: ['persons-write'],
    description:
      'Deactivates every active demand of the person whose Email and Password match; returns the number of demands deactivated ' +
      '(0 when nothing matched or the credential is wrong, without saying which).',
    parameters: [param('Email', 'string'), param('Password', 'string')],
    result: INT_RESULT,
    invoke: ({ services, tenant, clientAddress }, a) => services.persons.deactivateDemands(tenant, a.Email, a.Password, clientAddress),
  }),
];
