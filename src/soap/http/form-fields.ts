/**
 * Query strings and `application/x-www-form-urlencoded` bodies, read with a key budget: like
 * ASP.NET's MaxHttpCollectionKeys, more than MAX_FORM_KEYS keys are refused. The keys are counted
 * before anything is decoded, and the count stops at the first excess, so a 4 MB form of 400,000
 * parameters costs a scan of its first thousand separators.
 */

/** ASP.NET's default MaxHttpCollectionKeys. */
export const MAX_FORM_KEYS = 1000;

/** A query or form holds more than MAX_FORM_KEYS keys. */
export class TooManyFormKeysError extends Error {
  constructor() {
    super(`The request has more than ${MAX_FORM_KEYS} form or query parameters.`);
    this.name = 'TooManyFormKeysError';
  }
}

/** Throws TooManyFormKeysError when `encoded` has more than MAX_FORM_KEYS `&`-separated parts (empty ones count, as in ASP.NET). */
export function checkFormKeys(encoded: string): void {
  if (encoded === '') return;
  let keys = 1;
  for (let at = encoded.indexOf('&'); at >= 0; at = encoded.indexOf('&', at + 1)) {
    keys += 1;
    if (keys > MAX_FORM_KEYS) throw new TooManyFormKeysError();
  }
}

/** The decoded name/value pairs of a query or form (URLSearchParams' reading), after the key budget. */
export function formPairs(encoded: string): URLSearchParams {
  checkFormKeys(encoded);
  return new URLSearchParams(encoded);
}
