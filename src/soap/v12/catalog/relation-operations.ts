import { CategoryPage, CategoryRecord, PersonSourcePage, PersonSourceRecord } from '../../../person-categories/person-categories.records.js';
import { PersonRecord } from '../../../persons/persons.records.js';
import { CANDIDATE_RELATION, OWNER_RELATION } from '../../../relations/relation-types.js';
import { PersonRelationsRecord, RelationPage, RelationRecord } from '../../../relations/relations.records.js';
import { type BaseOperation, defineOperation } from '../operation.js';
import { intList, stringList } from '../request-shape.js';
import { LOGIN_FIELDS, LOGIN_IGNORED, LOGIN_NOTES, pageOfRecords, PAGING_FIELDS, PAGING_NOTES, PersonLoginError, required, SORT_FIELDS, SORT_NOTES } from './common-fields.js';

const RELATION_SORT_NOTE = 'comma list of Relation fields, each optionally ASC/DESC (e.g. `Name,FirstName`); default owners first, then oldest relation first';
const OBJECT_FIELDS = { ObjectID: 'int', ProjectID: 'int', IncludeUnits: 'boolean' } as const;
const OBJECT_NOTES = {
  ObjectID: 'the property',
  ProjectID: 'the construction project',
  IncludeUnits: "with ProjectID: also the relations of the project's units",
} as const;
const EVERY_OFFICE = { OfficeID: 'relations of every office' } as const;

const getRelationList = defineOperation({
  name: 'GetRelationList',
  scopes: ['persons-read'],
  summary: 'The persons related to a property or project (owner, candidate, tenant, buyer, notary, interested), of the types asked; a page.',
  fields: { TypeIDs: intList, ...OBJECT_FIELDS, SortFields: stringList, ...PAGING_FIELDS },
  aliases: { ObjectID: ['PropertyID'] },
  notes: {
    TypeIDs: 'relation types: 1 owner, 2 candidate, 3 tenant, 4 buyer, 5 notary, 6 interested; absent = all',
    ...OBJECT_NOTES,
    SortFields: RELATION_SORT_NOTE,
    ...PAGING_NOTES,
  },
  ignored: EVERY_OFFICE,
  result: RelationPage,
  kind: 'page',
  display: true,
  example: { ObjectID: 1, TypeIDs: '1,2' },
  async call({ services, tenant }, request) {
    const relations = await services.relations.listRelations(tenant, { typeIds: request.TypeIDs, propertyId: request.ObjectID, projectId: request.ProjectID, includeUnits: request.IncludeUnits });
    return pageOfRecords(relations, RelationRecord, request);
  },
});

const getCandidateList = defineOperation({
  name: 'GetCandidateList',
  scopes: ['persons-read'],
  summary: 'The candidates (buyers or tenants in view) of a property or project; a page.',
  fields: { ...OBJECT_FIELDS, SortFields: stringList, ...PAGING_FIELDS },
  aliases: { ObjectID: ['PropertyID'] },
  notes: { ...OBJECT_NOTES, SortFields: RELATION_SORT_NOTE, ...PAGING_NOTES },
  ignored: { ...EVERY_OFFICE, Filter: 'candidates carry no further state to filter on' },
  result: RelationPage,
  kind: 'page',
  display: true,
  example: { ObjectID: 2 },
  async call({ services, tenant }, request) {
    const propertyId = request.ProjectID ? request.ObjectID : required(request.ObjectID, 'ObjectID');
    const relations = await services.relations.listRelations(tenant, { typeIds: [CANDIDATE_RELATION], propertyId, projectId: request.ProjectID, includeUnits: request.IncludeUnits });
    return pageOfRecords(relations, RelationRecord, request);
  },
});

const getOwnerList = defineOperation({
  name: 'GetOwnerList',
  scopes: ['persons-read'],
  summary: "The owners of the project's units (without ProjectID: of every property of the agency), one entry per property owned; a page.",
  fields: { ProjectID: 'int', SortFields: stringList, ...PAGING_FIELDS },
  notes: { ProjectID: 'the construction project', SortFields: RELATION_SORT_NOTE, ...PAGING_NOTES },
  ignored: EVERY_OFFICE,
  result: RelationPage,
  kind: 'page',
  display: true,
  example: { Limit1: 1, Limit2: 20 },
  async call({ services, tenant }, request) {
    const relations = await services.relations.listRelations(tenant, { typeIds: [OWNER_RELATION], projectId: request.ProjectID, includeUnits: true });
    return pageOfRecords(relations, RelationRecord, request);
  },
});

const getPersonRelations = defineOperation({
  name: 'GetPersonRelations',
  scopes: ['persons-read'],
  summary: 'The person with this email, the persons related to them (spouse, parent, …) and the properties and projects they are related to (Code 404 for an unknown email).',
  fields: { Email: 'string' },
  notes: { Email: "the person's email address" },
  ignored: EVERY_OFFICE,
  result: PersonRelationsRecord,
  kind: 'object',
  display: true,
  example: { Email: 'jan.peeters@example.be' },
  call: ({ services, tenant }, request) => services.relations.personRelations(tenant, required(request.Email, 'Email')),
});

const makeRelation = defineOperation({
  name: 'MakeRelation',
  scopes: ['persons-write'],
  summary: 'Relates two persons of the agency (a pair already related gets the new kind); the id of the relation.',
  writes: true,
  fields: { PersonID: 'int', PersonRelationID: 'int', RelationID: 'int' },
  notes: {
    PersonID: 'the person',
    PersonRelationID: 'the person they are related to',
    RelationID:
      'what PersonRelationID is to PersonID: 1 parent, 2 sibling, 3 spouse, 4 living together, 5 other, 6 family, 7 child; GetPersonRelations shows each side its own view (the parent sees a child)',
  },
  ignored: EVERY_OFFICE,
  result: 'int',
  kind: 'int',
  example: { PersonID: 1, PersonRelationID: 2, RelationID: 3 },
  call: ({ services, tenant }, request) =>
    services.relations.makeRelation(tenant, required(request.PersonID, 'PersonID'), required(request.PersonRelationID, 'PersonRelationID'), required(request.RelationID, 'RelationID')),
});

const getPersonCount = defineOperation({
  name: 'GetPersonCount',
  scopes: ['persons-read'],
  summary: 'How many persons match the filter (the filters of GetPersonList).',
  fields: { IDs: intList, CategoryIDs: intList, StartDate: 'dateTime', EndDate: 'dateTime', ModifiedDate: 'dateTime', IsProprietorsOfActiveProperties: 'boolean' },
  notes: {
    IDs: 'only these persons',
    CategoryIDs: 'only persons filed under one of these categories (GetCategoriesList)',
    StartDate: 'created on or after',
    EndDate: 'created on or before',
    ModifiedDate: 'last changed on or after',
    IsProprietorsOfActiveProperties: 'true: only persons who own an active property',
  },
  ignored: { ...EVERY_OFFICE, UserIDs: 'persons are not assigned to users', SiteIDs: 'no sites per person' },
  result: 'int',
  kind: 'int',
  example: { CategoryIDs: '1' },
  call: ({ services, tenant }, request) =>
    services.persons.countPersons(tenant, {
      ids: request.IDs,
      categoryIds: request.CategoryIDs,
      createdFrom: request.StartDate,
      createdTo: request.EndDate,
      changedFrom: request.ModifiedDate,
      ownersOfActiveProperties: request.IsProprietorsOfActiveProperties,
    }),
});

const getPersonSourceList = defineOperation({
  name: 'GetPersonSourceList',
  scopes: [],
  summary: "The agency's person sources (where its persons come from), in show order; a page.",
  fields: { ...SORT_FIELDS, ...PAGING_FIELDS },
  notes: { ...SORT_NOTES, ...PAGING_NOTES },
  ignored: { OfficeID: 'the sources are the same for every office' },
  result: PersonSourcePage,
  kind: 'page',
  display: true,
  example: {},
  call: async ({ services, tenant }, request) => pageOfRecords(await services.personCategories.listSources(tenant), PersonSourceRecord, request),
});

const checkPersonLoginMultiOffice = defineOperation({
  name: 'CheckPersonLoginMultiOffice',
  scopes: ['persons-read', 'persons-write'],
  summary: 'The person with this email and password, whatever their office, with their demands (Code 401 when either is wrong).',
  fields: LOGIN_FIELDS,
  notes: LOGIN_NOTES,
  ignored: { ...LOGIN_IGNORED, OfficeID: 'persons of every office log in' },
  result: PersonRecord,
  kind: 'object',
  display: true,
  example: { Email: 'jan.peeters@example.be', Password: 'jan-secret' },
  async call({ services, tenant, clientAddress }, request) {
    const person = await services.persons.findByCredentials(tenant, request.Email, request.Password, clientAddress);
    if (!person) throw new PersonLoginError();
    return person;
  },
});

const getPersonForgetPassword = defineOperation({
  name: 'GetPersonForgetPassword',
  scopes: ['persons-write'],
  summary:
    'Mails the person with this email a single-use link to choose a new password; the same neutral text whether or not the email is known (the password itself is never returned).',
  writes: true,
  fields: { Email: 'string' },
  notes: { Email: "the person's email address" },
  ignored: { OfficeID: 'persons of every office' },
  result: 'string',
  kind: 'string',
  example: { Email: 'jan.peeters@example.be' },
  call: ({ services, tenant }, request) => services.passwordResets.requestReset(tenant, required(request.Email, 'Email')),
});

/** GetCategoriesList belongs to the general group (a registration form's choices). */
export const getCategoriesList = defineOperation({
  name: 'GetCategoriesList',
  scopes: [],
  summary: "The agency's person categories (newsletter, investor, …), in show order; a page.",
  fields: { IDs: intList, ...SORT_FIELDS, ...PAGING_FIELDS },
  notes: { IDs: 'only these categories', ...SORT_NOTES, ...PAGING_NOTES },
  ignored: { OfficeID: 'the categories are the same for every office' },
  result: CategoryPage,
  kind: 'page',
  display: true,
  example: {},
  call: async ({ services, tenant }, request) => pageOfRecords(await services.personCategories.listCategories(tenant, request.IDs), CategoryRecord, request),
});

/** The owner group's operations on persons' logins, counts, sources and relations. */
export const RELATION_OPERATIONS: readonly BaseOperation[] = [
  checkPersonLoginMultiOffice,
  getPersonForgetPassword,
  getPersonCount,
  getPersonSourceList,
  getCandidateList,
  getOwnerList,
  getRelationList,
  getPersonRelations,
  makeRelation,
];
