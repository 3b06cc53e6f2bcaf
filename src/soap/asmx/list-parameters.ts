import { InvalidInputError } from '../../common/errors.js';

const WHOLE_NUMBER = /^[+-]?\d{1,10}$/;

/**
 * Reads a comma-separated id list parameter (CountryIDs, WebIDs). Null or empty means "any" and
 * gives []; blank items are skipped; an item that is not a whole number is an invalid-input error
 * naming the parameter.
 */
export function parseIntegerList(field: string, text: string | null): number[] {
  if (text === null) return [];
  const ids: number[] = [];
  for (const raw of text.split(',')) {
    const item = raw.trim();
    if (item === '') continue;
    const value = Number(item);
    if (!WHOLE_NUMBER.test(item) || !Number.isSafeInteger(value) || Math.abs(value) > 2_147_483_647) {
      throw new InvalidInputError(field, `"${item}" is not a whole number.`);
    }
    ids.push(value);
  }
  return ids;
}
