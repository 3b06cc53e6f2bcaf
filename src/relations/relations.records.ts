import { defineRecord, listOf, pageOf, type RecordOf } from '../common/record.js';

/** A person's relation to a property (ObjectID) or a project: owner, candidate, tenant, … */
export const RelationRecord = defineRecord('Relation', {
  ID: 'int',
  PersonID: 'int',
  Name: 'string',
  FirstName: 'string',
  Email: 'string',
  PhoneNumber: 'string',
  MobileNumber: 'string',
  ObjectID: 'int',
  ProjectID: 'int',
  TypeID: 'int',
  TypeName: 'string',
  CreatedDate: 'dateTime',
});
export type RelationRecord = RecordOf<typeof RelationRecord>;
export const RelationPage = pageOf('RelationList', RelationRecord, 'Relation');

/** A person related to another one (MakeRelation): parent, spouse, … */
export const RelatedPersonRecord = defineRecord('RelatedPerson', {
  ID: 'int',
  PersonID: 'int',
  Name: 'string',
  FirstName: 'string',
  Email: 'string',
  RelationID: 'int',
  RelationName: 'string',
});
export type RelatedPersonRecord = RecordOf<typeof RelatedPersonRecord>;

/** GetPersonRelations: a person with the persons, properties and projects they are related to. */
export const PersonRelationsRecord = defineRecord('PersonRelations', {
  PersonID: 'int',
  Name: 'string',
  FirstName: 'string',
  Email: 'string',
  Persons: listOf(RelatedPersonRecord, 'RelatedPerson'),
  Objects: listOf(RelationRecord, 'Relation'),
});
export type PersonRelationsRecord = RecordOf<typeof PersonRelationsRecord>;
