import { InvalidInputError } from '../common/errors.js';
import { PERSON_FIELD_NAMES, PERSON_FIELDS, type PersonFieldName, type PersonFields, type PersonFieldSpec, type PersonInput, type PersonTextField } from './person-fields.js';
import type { Person } from './persons.entities.js';
import { parseLanguage, parseTitle, validEmail, validPersonPassword, validText } from './person-input.js';

export interface ResolvedPersonFields {
  /** The given fields' stored values ("" clears a text: null, or "" for the name, which is never null). */
  readonly columns: PersonFields;
  /** The labels of the given fields, in the record's order (for history records; never their values). */
  readonly labels: readonly string[];
}

/** A positive whole number, or null for null, absent or 0. */
function optionalId(label: string, value: number | null | undefined): number | null {
  if (value === null || value === undefined || value === 0) return null;
  if (!Number.isInteger(value) || value < 0) throw new InvalidInputError(label, `must be a positive whole number, got ${value}`);
  return value;
}

/**
 * Validates the given fields into stored values: a field is given when it is a string (texts,
 * titles; "" clears it) or a number other than 0 (ids, the language); null and absent fields are
 * left out. Errors and labels name a field by its wire name, or by `labels` where a caller's
 * vocabulary differs (UpdatePerson's CityPostcode for zip). Throws InvalidInputError.
 */
export function resolvePersonFields(input: PersonInput, labels: Partial<Record<PersonFieldName, string>> = {}): ResolvedPersonFields {
  const columns: Record<string, unknown> = {};
  const given: string[] = [];
  for (const name of PERSON_FIELD_NAMES) {
    const spec: PersonFieldSpec = PERSON_FIELDS[name];
    const label = labels[name] ?? spec.wire;
    const value = input[name];
    let stored: unknown;
    switch (spec.kind) {
      case 'text':
      case 'email': {
        if (typeof value !== 'string') continue;
        const text = spec.kind === 'email' ? (value.trim() === '' ? '' : validEmail(label, value)) : validText(label, value, name as PersonTextField);
        stored = text === '' ? (name === 'name' ? '' : null) : text;
        break;
      }
      case 'title':
        if (typeof value !== 'string') continue;
        stored = parseTitle(label, value);
        break;
      case 'language':
        stored = parseLanguage(label, typeof value === 'number' ? value : null);
        if (stored === null) continue;
        break;
      case 'office':
      case 'country':
        stored = optionalId(label, typeof value === 'number' ? value : null);
        if (stored === null) continue;
        break;
    }
    columns[name] = stored;
    given.push(label);
  }
  return { columns: columns as PersonFields, labels: given };
}

/**
 * UpdatePerson's input: the person's writable fields (null or absent leaves a field unchanged;
 * "" clears it; LanguageID null or 0 leaves it unchanged) and the password ("" leaves it
 * unchanged too: a login cannot have an empty password).
 */
export type PersonChanges = PersonInput & { readonly password?: string | null };

/** UpdatePerson's own names for two fields (its history records use them). */
const UPDATE_LABELS: Partial<Record<PersonFieldName, string>> = { zip: 'CityPostcode', city: 'CityName' };

/** Column values of an update (the resolver never stores a null name or language). */
export type PersonColumnChanges = Partial<Pick<Person, PersonFieldName>>;

export interface ResolvedChanges {
  readonly columns: PersonColumnChanges;
  /** The new password in clear, to be hashed; null when unchanged. */
  readonly password: string | null;
  /** Wire names of the changed fields, for the history record (never their values). */
  readonly fieldNames: readonly string[];
}

/** Validates the given fields into column values; bad values throw InvalidInputError naming the field. */
export function resolveChanges(changes: PersonChanges): ResolvedChanges {
  const { columns, labels } = resolvePersonFields(changes, UPDATE_LABELS);
  const fieldNames = [...labels];
  let password: string | null = null;
  if (typeof changes.password === 'string' && changes.password !== '') {
    password = validPersonPassword('Password', changes.password);
    fieldNames.push('Password');
  }
  return { columns: columns as PersonColumnChanges, password, fieldNames };
}
