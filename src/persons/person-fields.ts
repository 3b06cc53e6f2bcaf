import type { LanguageId } from '../common/codes.js';

/**
 * A person's writable fields, described once, in the order of the person record: registration
 * (RegisterPerson), update (UpdatePerson), the contact merge (fillBlanks) and the agency import
 * all read this description — the names, the wire names, the kinds and the text lengths.
 */
export const PERSON_FIELDS = {
  officeId: { wire: 'OfficeID', kind: 'office' },
  addressTitle: { wire: 'AddressTitle', kind: 'title' },
  letterTitle: { wire: 'LetterTitle', kind: 'title' },
  name: { wire: 'Name', kind: 'text', max: 100 },
  firstName: { wire: 'FirstName', kind: 'text', max: 100 },
  phoneNumber: { wire: 'PhoneNumber', kind: 'text', max: 50 },
  mobileNumber: { wire: 'MobileNumber', kind: 'text', max: 50 },
  addressA: { wire: 'AddressA', kind: 'text', max: 200 },
  zip: { wire: 'Zip', kind: 'text', max: 20 },
  city: { wire: 'City', kind: 'text', max: 100 },
  countryId: { wire: 'CountryID', kind: 'country' },
  email: { wire: 'Email', kind: 'email', max: 200 },
  ident: { wire: 'Ident', kind: 'text', max: 50 },
  languageId: { wire: 'LanguageID', kind: 'language' },
} as const satisfies Record<string, PersonFieldSpec>;

export type PersonFieldKind = 'text' | 'email' | 'title' | 'language' | 'office' | 'country';

export interface PersonFieldSpec {
  /** The field's name in the service's vocabulary (PascalCase, as the interfaces and the import document spell it). */
  readonly wire: string;
  readonly kind: PersonFieldKind;
  /** Longest text (the column length), for text and email fields. */
  readonly max?: number;
}

export type PersonFieldName = keyof typeof PERSON_FIELDS;
export const PERSON_FIELD_NAMES = Object.keys(PERSON_FIELDS) as PersonFieldName[];

type KindOf<N extends PersonFieldName> = (typeof PERSON_FIELDS)[N]['kind'];
type TextKind = 'text' | 'email';

/** The text fields (text and email) and their column lengths. */
export type PersonTextField = { [N in PersonFieldName]: KindOf<N> extends TextKind ? N : never }[PersonFieldName];
export const PERSON_TEXT_LENGTHS = Object.fromEntries(
  PERSON_FIELD_NAMES.flatMap((name) => {
    const spec: PersonFieldSpec = PERSON_FIELDS[name];
    return spec.max === undefined ? [] : [[name, spec.max]];
  }),
) as Readonly<Record<PersonTextField, number>>;

/** Stored values, validated and normalized (texts trimmed, email lower-cased, titles as codes). */
export type PersonFields = {
  readonly [N in PersonFieldName]?: KindOf<N> extends TextKind ? string | null : KindOf<N> extends 'language' ? LanguageId | null : number | null;
};

/** Values as a caller gives them: titles as a code or a title text; numbers for ids and the language. */
export type PersonInput = {
  readonly [N in PersonFieldName]?: KindOf<N> extends TextKind | 'title' ? string | null : number | null;
};
