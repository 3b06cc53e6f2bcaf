import { InvalidInputError } from '../common/errors.js';
import type { LanguageId } from '../common/codes.js';
import type { PersonFields } from '../persons/person-registry.js';
import { parseLanguage, parseTitle, validEmail, validText, type PersonTextField } from '../persons/person-input.js';

/** ContactMeOnPropertySaveDB: a visitor's contact details and message about a property. */
export interface ContactInput {
  readonly name?: string | null;
  readonly firstName?: string | null;
  /** Address title: a code 1–9, a title text or a common short form. */
  readonly title?: string | null;
  readonly street?: string | null;
  readonly houseNumber?: string | null;
  readonly cityName?: string | null;
  readonly cityPostCode?: string | null;
  readonly phone?: string | null;
  readonly email?: string | null;
  readonly propertyId?: number | null;
  readonly content?: string | null;
  readonly languageId?: number | null;
  /** The subject of the history record (default: "Contact request …"). */
  readonly subject?: string | null;
  /** Letter title: a code 1–9 or a title text. */
  readonly letterTitle?: string | null;
  /** Box number, added to the street as "bus <box>". */
  readonly boxNumber?: string | null;
  readonly countryId?: number | null;
  /** The request field the content came in, for errors (default historyContent). */
  readonly contentField?: string;
}

export const MAX_CONTENT_LENGTH = 10_000;
export const MAX_SUBJECT_LENGTH = 500;

export interface ValidContact {
  readonly person: PersonFields;
  readonly email: string | null;
  readonly subject: string | null;
  readonly content: string | null;
  readonly languageId: LanguageId | null;
}

function text(field: string, value: string | null | undefined, column: PersonTextField): string | null {
  return typeof value === 'string' ? validText(field, value, column) || null : null;
}

/** Validates a contact request: email syntax when given, and a name or an email at least. */
export function validContact(input: ContactInput): ValidContact {
  const email = typeof input.email === 'string' && input.email.trim() !== '' ? validEmail('email', input.email) : null;
  const name = text('name', input.name, 'name');
  const firstName = text('firstName', input.firstName, 'firstName');
  if (!email && !name && !firstName) throw new InvalidInputError('name', 'a name or an email address is required');
  const box = (input.boxNumber ?? '').trim();
  const street = [input.street, input.houseNumber, box === '' ? null : `bus ${box}`]
    .map((part) => (part ?? '').trim())
    .filter((part) => part !== '')
    .join(' ');
  const content = (input.content ?? '').trim();
  if (content.length > MAX_CONTENT_LENGTH) throw new InvalidInputError(input.contentField ?? 'historyContent', `must be at most ${MAX_CONTENT_LENGTH} characters`);
  const subject = (input.subject ?? '').trim();
  if (subject.length > MAX_SUBJECT_LENGTH) throw new InvalidInputError('Subject', `must be at most ${MAX_SUBJECT_LENGTH} characters`);
  const languageId = parseLanguage('LanguageID', input.languageId);
  const countryId = input.countryId ?? null;
  if (countryId !== null && (!Number.isInteger(countryId) || countryId < 1)) throw new InvalidInputError('CountryId', `must be a positive country id, got ${countryId}`);
  return {
    email,
    subject: subject === '' ? null : subject,
    content: content === '' ? null : content,
    languageId,
    person: {
      addressTitle: typeof input.title === 'string' ? parseTitle('title', input.title) : null,
      letterTitle: typeof input.letterTitle === 'string' ? parseTitle('LetterTitle', input.letterTitle) : null,
      countryId,
      name,
      firstName,
      phoneNumber: text('phone', input.phone, 'phoneNumber'),
      addressA: text('street', street, 'addressA'),
      zip: text('cityPostCode', input.cityPostCode, 'zip'),
      city: text('cityName', input.cityName, 'city'),
      email,
      languageId,
    },
  };
}
