import { DEFAULT_LANGUAGE, isLanguageId, LANGUAGE_IDS, type LanguageId } from '../common/codes.js';
import { LANGUAGE_CODES, type LanguageCode } from '../common/language-codes.js';
import type { Tenant } from '../common/tenant.js';
import { InvalidInputError } from '../common/errors.js';
import type { Translations } from '../database/columns.js';

/** English: the fallback language of reference names and code dictionaries. */
export const FALLBACK_LANGUAGE: LanguageId = 3;

/**
 * Reads a requested language id. 0 (what SOAP sends for an omitted int) means "none requested":
 * texts then come in their original language and names in English. Any other value outside
 * 1 (NL) … 6 (CA) is invalid input naming `field`.
 */
export function requestedLanguage(value: number | null | undefined, field = 'LanguageID'): LanguageId | null {
  if (value === null || value === undefined || value === 0) return null;
  if (!isLanguageId(value)) throw new InvalidInputError(field, `must be a language id from 1 (NL) to 6 (CA), got ${value}.`);
  return value;
}

/**
 * The language of an answer: the one requested, else (absent or 0) the agency's default
 * language (Tenant.languageId; NL for a tenant without one). Outside 1 (NL) … 6 (CA) is invalid
 * input naming `field`. Both interfaces resolve every presentation language through this, so
 * texts, names and status names of one answer are in one language.
 */
export function tenantLanguage(tenant: Pick<Tenant, 'languageId'>, value: number | null | undefined, field = 'LanguageID'): LanguageId {
  return requestedLanguage(value, field) ?? tenant.languageId ?? DEFAULT_LANGUAGE;
}

/**
 * The name in the requested language, else English, else Dutch, else any stored translation;
 * null when nothing is stored.
 */
export function pickTranslation(names: Translations | null | undefined, languageId: LanguageId | null): string | null {
  if (!names) return null;
  for (const id of [languageId, FALLBACK_LANGUAGE, 1]) {
    if (id === null) continue;
    const name = names[String(id)];
    if (name) return name;
  }
  return Object.values(names).find((name): name is string => !!name) ?? null;
}

/** The name in each language by language code (`nl`, `fr`, `en`, `de`, `es`, `ca`), as pickTranslation picks it; `fallback` where nothing is stored. */
export function namesByCode<F extends string | null>(names: Translations | null | undefined, fallback: F): Record<LanguageCode, string | F> {
  return Object.fromEntries(LANGUAGE_IDS.map((language, index) => [LANGUAGE_CODES[index], pickTranslation(names, language) ?? fallback])) as Record<LanguageCode, string | F>;
}

/** Names of a code in the six languages, indexed by language id. */
export type CodeNames = Readonly<Record<LanguageId, string>>;

/** The name of `code` in `dictionary`, in the requested language (English when none); null for an unknown code. */
export function codeName(
  dictionary: Readonly<Record<number, CodeNames>>,
  code: number | null,
  languageId: LanguageId | null,
): string | null {
  if (code === null) return null;
  const names = dictionary[code];
  return names ? names[languageId ?? FALLBACK_LANGUAGE] : null;
}
