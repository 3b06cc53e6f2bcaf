/** Codes fixed by domain.md. */

export const LANGUAGES = {
  1: 'NL',
  2: 'FR',
  3: 'EN',
  4: 'DE',
  5: 'ES',
  6: 'CA',
} as const;
export type LanguageId = keyof typeof LANGUAGES;
export const LANGUAGE_IDS = Object.keys(LANGUAGES).map(Number) as LanguageId[];
export const DEFAULT_LANGUAGE: LanguageId = 1;

export function isLanguageId(value: number): value is LanguageId {
  return Number.isInteger(value) && value >= 1 && value <= 6;
}

export const GOALS = { 0: 'Sale', 1: 'Rent', 2: 'TakeOver' } as const;
export type Goal = keyof typeof GOALS;

export const PROPERTY_STATUS = {
  Prospective: 0,
  Active: 1,
  Sold: 2,
  Cancelled: 3,
  Rented: 4,
  Inactive: 5,
  Reference: 6,
} as const;
export type PropertyStatus = (typeof PROPERTY_STATUS)[keyof typeof PROPERTY_STATUS];

export const HISTORY_TYPES = [
  'Contact',
  'Visit',
  'PhoneIn',
  'PhoneOut',
  'EmailOut',
  'FaxOut',
  'LetterOut',
  'EmailIn',
  'FaxIn',
  'LetterIn',
  'HandledIn',
  'Website',
  'EnteredProperty',
  'ChangedProperty',
  'NewPerson',
  'ChangedPerson',
  'NewDemand',
  'ChangedDemand',
  'Sent',
  'Removed',
  'TextOut',
  'TextIn',
  'ProjectCreated',
  'ProjectModified',
  'Checkup',
  'CompanyCreated',
  'CompanyModified',
] as const;
export type HistoryTypeName = (typeof HISTORY_TYPES)[number];
export const HISTORY_TYPE: { readonly [K in HistoryTypeName]: number } = Object.fromEntries(
  HISTORY_TYPES.map((name, id) => [name, id]),
) as { [K in HistoryTypeName]: number };

/** The families of history records; the v1.2 history lists each read one family. */
export const HISTORY_KINDS = [
  'automatic',
  'calendar',
  'task',
  'media-online',
  'appearance',
  'website-visit',
] as const;
export type HistoryKind = (typeof HISTORY_KINDS)[number];

export const ADDRESS_TITLES = {
  1: 'De heer',
  2: 'Mevrouw',
  3: 'De heer en mevrouw',
  4: 'Monsieur',
  5: 'Madame',
  6: 'Monsieur et Madame',
  7: 'Mr',
  8: 'Mrs',
  9: 'Mr and Mrs',
} as const;

/** Picture size families, smallest first, with the box each family's files fit in. */
export const PICTURE_FAMILIES = [
  { family: 'Small', width: 160, height: 120 },
  { family: 'Medium', width: 320, height: 240 },
  { family: 'Large', width: 800, height: 600 },
  { family: 'XLarge', width: 1600, height: 1200 },
] as const;
export type PictureFamily = (typeof PICTURE_FAMILIES)[number]['family'];
