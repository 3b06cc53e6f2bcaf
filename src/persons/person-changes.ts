import type { Person } from './persons.entities.js';
import { parseLanguage, parseTitle, validEmail, validPersonPassword, validText, type PersonTextField } from './person-input.js';

/**
 * UpdatePerson's writable fields. null (or absent) leaves a field unchanged; "" clears it.
 * Password is the exception: "" leaves it unchanged too (a login cannot have an empty
 * password). LanguageID null or 0 leaves it unchanged.
 */
export interface PersonChanges {
  readonly addressTitle?: string | null;
  readonly letterTitle?: string | null;
  readonly name?: string | null;
  readonly firstName?: string | null;
  readonly phoneNumber?: string | null;
  readonly mobileNumber?: string | null;
  readonly addressA?: string | null;
  readonly cityPostcode?: string | null;
  readonly cityName?: string | null;
  readonly email?: string | null;
  readonly password?: string | null;
  readonly ident?: string | null;
  readonly languageId?: number | null;
}

export type PersonColumnChanges = Partial<
  Pick<Person, 'addressTitle' | 'letterTitle' | 'name' | 'firstName' | 'phoneNumber' | 'mobileNumber' | 'addressA' | 'zip' | 'city' | 'email' | 'ident' | 'languageId'>
>;

export interface ResolvedChanges {
  readonly columns: PersonColumnChanges;
  /** The new password in clear, to be hashed; null when unchanged. */
  readonly password: string | null;
  /** Wire names of the changed fields, for the history record (never their values). */
  readonly fieldNames: readonly string[];
}

const TEXT_FIELDS: readonly { input: keyof PersonChanges; wire: string; column: PersonTextField }[] = [
  { input: 'name', wire: 'Name', column: 'name' },
  { input: 'firstName', wire: 'FirstName', column: 'firstName' },
  { input: 'phoneNumber', wire: 'PhoneNumber', column: 'phoneNumber' },
  { input: 'mobileNumber', wire: 'MobileNumber', column: 'mobileNumber' },
  { input: 'addressA', wire: 'AddressA', column: 'addressA' },
  { input: 'cityPostcode', wire: 'CityPostcode', column: 'zip' },
  { input: 'cityName', wire: 'CityName', column: 'city' },
  { input: 'ident', wire: 'Ident', column: 'ident' },
];

function given(value: unknown): value is string {
  return typeof value === 'string';
}

/** Validates the given fields into column values; bad values throw InvalidInputError naming the field. */
export function resolveChanges(changes: PersonChanges): ResolvedChanges {
  const columns: Record<string, unknown> = {};
  const fieldNames: string[] = [];
  for (const { input, wire, column } of TEXT_FIELDS) {
    const value = changes[input];
    if (!given(value)) continue;
    const text = validText(wire, value, column);
    columns[column] = text === '' ? (column === 'name' ? '' : null) : text;
    fieldNames.push(wire);
  }
  if (given(changes.addressTitle)) {
    columns['addressTitle'] = parseTitle('AddressTitle', changes.addressTitle);
    fieldNames.push('AddressTitle');
  }
  if (given(changes.letterTitle)) {
    columns['letterTitle'] = parseTitle('LetterTitle', changes.letterTitle);
    fieldNames.push('LetterTitle');
  }
  if (given(changes.email)) {
    columns['email'] = changes.email.trim() === '' ? null : validEmail('Email', changes.email);
    fieldNames.push('Email');
  }
  const languageId = parseLanguage('LanguageID', changes.languageId);
  if (languageId !== null) {
    columns['languageId'] = languageId;
    fieldNames.push('LanguageID');
  }
  let password: string | null = null;
  if (given(changes.password) && changes.password !== '') {
    password = validPersonPassword('Password', changes.password);
    fieldNames.push('Password');
  }
  return { columns: columns as PersonColumnChanges, password, fieldNames };
}
