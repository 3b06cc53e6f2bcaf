import { defineRecord, pageOf, type RecordOf } from '../common/record.js';

/** A person category of the agency (GetCategoriesList). */
export const CategoryRecord = defineRecord('Category', {
  ID: 'int',
  Name: 'string',
  ShowOrder: 'int',
});
export type CategoryRecord = RecordOf<typeof CategoryRecord>;
export const CategoryPage = pageOf('CategoryList', CategoryRecord, 'Category');

/** A person source of the agency (GetPersonSourceList). */
export const PersonSourceRecord = defineRecord('PersonSource', {
  ID: 'int',
  Name: 'string',
  ShowOrder: 'int',
});
export type PersonSourceRecord = RecordOf<typeof PersonSourceRecord>;
export const PersonSourcePage = pageOf('PersonSourceList', PersonSourceRecord, 'PersonSource');
