import { defineRecord, type RecordOf } from '../common/record.js';

/** A customer account as the CLI lists it (never its password hash). */
export const AccountRecord = defineRecord('Account', {
  ID: 'int',
  AgencyID: 'int',
  Name: 'string',
  Disabled: 'boolean',
  CreatedDate: 'dateTime',
  PasswordChangedDate: 'dateTime',
  /** Comma-separated rights (listings, contacts, persons-read, persons-write). */
  Scopes: 'string',
});
export type AccountRecord = RecordOf<typeof AccountRecord>;
