/**
 * Text compared without regard to case or accents, the way the search indexes compare it
 * (SQLite FTS5 `unicode61 remove_diacritics 2`, MariaDB's accent-insensitive collations):
 * `Liège` → `liege`, `ÉCOLES` → `ecoles`.
 */
export function foldText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** The words of a search text: runs of letters and digits (what the full-text indexes hold). */
export function searchWords(text: string): string[] {
  return text.normalize('NFC').match(/[\p{L}\p{N}]+/gu) ?? [];
}

/** Characters a city key leaves out, so that a whole city name is one word of the SQLite search index (migration PropertySearch). */
export const CITY_KEY_DROPPED = [' ', '-', "'", '\u2019', '.', '/', ',', '(', ')'] as const;
