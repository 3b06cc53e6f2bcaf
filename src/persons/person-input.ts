import { validNewPassword } from '../accounts/account-input.js';
import { ADDRESS_TITLES, isLanguageId, type LanguageId } from '../common/codes.js';
import { InvalidInputError } from '../common/errors.js';
import { PERSON_TEXT_LENGTHS, type PersonTextField } from './person-fields.js';

export { PERSON_TEXT_LENGTHS, type PersonTextField };

const EMAIL_PATTERN = /^[^\s@"<>(),;:\\[\]]+@[^\s@"<>(),;:\\[\]]+\.[^\s@"<>(),;:\\[\].]+$/;
/** Control characters no stored text may hold: C0 controls and DEL, except tab, line feed and carriage return. */
function isForbiddenControl(code: number): boolean {
  return (code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d) || code === 0x7f;
}

/**
 * Refuses text holding control characters (NUL, escape …) or unpaired surrogates (`"\ud800"` in
 * JSON: no database stores them intact); tab and line breaks pass.
 */
export function assertNoControlCharacters(field: string, value: string): void {
  for (let i = 0; i < value.length; i += 1) {
    const code = value.charCodeAt(i);
    if (isForbiddenControl(code)) throw new InvalidInputError(field, 'must not contain control characters');
    if (code >= 0xd800 && code <= 0xdfff) {
      const next = value.charCodeAt(i + 1);
      if (code > 0xdbff || !(next >= 0xdc00 && next <= 0xdfff)) {
        throw new InvalidInputError(field, 'must not contain unpaired surrogates (text that is not valid Unicode)');
      }
      i += 1;
    }
  }
}

/** Short forms clients send for the address titles, besides the ids and the full titles. */
const TITLE_ALIASES: Readonly<Record<string, number>> = {
  dhr: 1,
  mevr: 2,
  'dhr en mevr': 3,
  m: 4,
  mme: 5,
  mr: 7,
  mrs: 8,
  ms: 8,
  'mr and mrs': 9,
};

/** Lower-cased trimmed form used to look persons up by email; no validation (a bad one just matches nothing). */
export function emailKey(raw: string | null | undefined): string {
  return typeof raw === 'string' ? raw.trim().toLowerCase() : '';
}

/** A valid email address, lower-cased and trimmed; throws InvalidInputError naming `field`. */
export function validEmail(field: string, raw: string): string {
  const email = emailKey(raw);
  if (email.length > PERSON_TEXT_LENGTHS.email) throw new InvalidInputError(field, `must be at most ${PERSON_TEXT_LENGTHS.email} characters`);
  assertNoControlCharacters(field, email);
  if (!EMAIL_PATTERN.test(email)) throw new InvalidInputError(field, `"${raw}" is not a valid email address`);
  return email;
}

/** Trimmed text within the column length, without control characters. */
export function validText(field: string, raw: string, column: PersonTextField): string {
  return boundedText(field, raw, PERSON_TEXT_LENGTHS[column]);
}

/** Trimmed text of at most `max` characters, without control characters; never cut short. */
export function boundedText(field: string, raw: string, max: number): string {
  const value = raw.trim();
  if (value.length > max) throw new InvalidInputError(field, `must be at most ${max} characters`);
  assertNoControlCharacters(field, value);
  return value;
}

/** A person password being set: the accounts' rule (8–1024 characters, not a common password). */
export function validPersonPassword(field: string, raw: string): string {
  return validNewPassword(field, raw);
}

/**
 * An address or letter title: its code (1–9), its full text ("Mevrouw", "Mr and Mrs" …) or a
 * common short form ("Dhr.", "Mme", "Mrs."), case-insensitive. "" means no title (null).
 */
export function parseTitle(field: string, raw: string): number | null {
  const text = raw.trim();
  if (text === '') return null;
  if (/^\d+$/.test(text)) {
    const code = Number(text);
    if (code in ADDRESS_TITLES) return code;
    throw new InvalidInputError(field, `must be a title code from 1 to 9, got ${text}`);
  }
  const wanted = text.toLowerCase().replace(/\./g, '').replace(/\s+/g, ' ');
  const byName = Object.entries(ADDRESS_TITLES).find(([, name]) => name.toLowerCase() === wanted);
  if (byName) return Number(byName[0]);
  const alias = TITLE_ALIASES[wanted];
  if (alias !== undefined && Object.hasOwn(TITLE_ALIASES, wanted)) return alias;
  throw new InvalidInputError(field, `"${text}" is not a known title (use a code from 1 to 9)`);
}

export function titleName(code: number | null): string | null {
  if (code === null) return null;
  return (ADDRESS_TITLES as Readonly<Record<number, string>>)[code] ?? null;
}

/** A language id 1–6; null or 0 means "not given". */
export function parseLanguage(field: string, value: number | null | undefined): LanguageId | null {
  if (value === null || value === undefined || value === 0) return null;
  if (!isLanguageId(value)) throw new InvalidInputError(field, `must be a language id from 1 to 6, got ${value}`);
  return value;
}
