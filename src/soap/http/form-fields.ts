/**
 * Query strings and `application/x-www-form-urlencoded` bodies, read with a key budget: like
 * ASP.NET's MaxHttpCollectionKeys, more than MAX_FORM_KEYS keys are refused. The keys are counted
 * before anything is decoded, and the count stops at the first excess, so a 4 MB form of 400,000
 * parameters costs a scan of its first thousand separators.
 */

/** ASP.NET's default MaxHttpCollectionKeys. */
export const MAX_FORM_KEYS = 1000;

/** A query or form the service refuses to read: too many keys, or text that is not UTF-8. */
export class FormEncodingError extends Error {}

/** A query or form holds more than MAX_FORM_KEYS keys. */
export class TooManyFormKeysError extends FormEncodingError {
  constructor() {
    super(`The request has more than ${MAX_FORM_KEYS} form or query parameters.`);
    this.name = 'TooManyFormKeysError';
  }
}

/** A percent-encoded byte sequence of a query or form is not UTF-8 (read silently, it would become U+FFFD). */
export class InvalidFormTextError extends FormEncodingError {
  constructor(message = 'The request holds a form or query parameter whose percent-encoded bytes are not valid UTF-8 text.') {
    super(message);
    this.name = 'InvalidFormTextError';
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
  if (/%[89a-f]/i.test(encoded)) {
    for (const part of encoded.split('&')) {
      try {
        decodeURIComponent(part.replace(/\+/g, ' ').replace(/%(?![0-9a-f]{2})/gi, '%25'));
      } catch {
        throw new InvalidFormTextError();
      }
    }
  }
  return new URLSearchParams(encoded);
}
