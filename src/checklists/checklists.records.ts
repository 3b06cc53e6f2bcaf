import { defineRecord, pageOf, type RecordOf } from '../common/record.js';

/** One item of a property's checklist (GetPropertyCheckList). */
export const CheckListItemRecord = defineRecord('CheckListItem', {
  ID: 'int',
  ObjectID: 'int',
  Position: 'int',
  Name: 'string',
  Done: 'boolean',
  DoneDate: 'dateTime',
});
export type CheckListItemRecord = RecordOf<typeof CheckListItemRecord>;

export const CheckListPage = pageOf('CheckList', CheckListItemRecord, 'CheckListItem');
