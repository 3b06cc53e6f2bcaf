import { LANGUAGES, LANGUAGE_IDS, type LanguageId } from './codes.js';

/** The agency API keys texts by lower-case language code (`nl`, `fr`, …), the records by LanguageID. */
export type LanguageCode = Lowercase<(typeof LANGUAGES)[LanguageId]>;

export const LANGUAGE_CODES = LANGUAGE_IDS.map((id) => LANGUAGES[id].toLowerCase() as LanguageCode);

export function languageCode(id: number): LanguageCode | null {
  return id in LANGUAGES ? (LANGUAGES[id as LanguageId].toLowerCase() as LanguageCode) : null;
}

export function languageIdOf(code: string): LanguageId | null {
  const index = (LANGUAGE_CODES as readonly string[]).indexOf(code);
  return index < 0 ? null : (LANGUAGE_IDS[index] as LanguageId);
}
