import { defineRecord, type RecordOf } from '../common/record.js';

/** An agent (agency user) responsible for a property: the first interface's user record. */
export const UserRecord = defineRecord('User', {
  ID: 'int',
  Name: 'string',
  FirstName: 'string',
  Email: 'string',
  PhoneNumber: 'string',
  MobileNumber: 'string',
  Function: 'string',
  OfficeID: 'int',
  PictureUrl: 'string',
});
export type UserRecord = RecordOf<typeof UserRecord>;

/** A member of the agency's staff as v1.2 describes them (GetUser, GetUserList): the user record with their department and web visibility. */
export const StaffUserRecord = defineRecord('User', {
  ...UserRecord.fields,
  DepartmentID: 'int',
  DepartmentName: 'string',
  HiddenOnWeb: 'boolean',
});
export type StaffUserRecord = RecordOf<typeof StaffUserRecord>;

/** A department of the agency (GetDepartmentList). */
export const DepartmentRecord = defineRecord('Department', {
  ID: 'int',
  Name: 'string',
  ShowOrder: 'int',
});
export type DepartmentRecord = RecordOf<typeof DepartmentRecord>;
