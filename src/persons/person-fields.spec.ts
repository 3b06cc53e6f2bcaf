import { describe, expect, it } from '@jest/globals';
import { resolvePersonFields } from './person-changes.js';

describe("one description of a person's writable fields", () => {
  it('resolves what a caller gives: strings and non-zero numbers count, "" clears, labels name the fields', () => {
    const resolved = resolvePersonFields({ officeId: 2, addressTitle: 'Mr', name: '', zip: ' 9000 ', city: null, countryId: 0, email: 'An@Example.COM', languageId: 3 }, { zip: 'CityPostcode' });
    expect(resolved.columns).toEqual({ officeId: 2, addressTitle: 7, name: '', zip: '9000', email: 'an@example.com', languageId: 3 });
    expect(resolved.labels).toEqual(['OfficeID', 'AddressTitle', 'Name', 'CityPostcode', 'Email', 'LanguageID']);
  });

  it('refuses a bad value, naming the field as the caller knows it', () => {
    expect(() => resolvePersonFields({ zip: 'x'.repeat(21) }, { zip: 'CityPostcode' })).toThrow(expect.objectContaining({ field: 'CityPostcode' }) as never);
    expect(() => resolvePersonFields({ officeId: -1 })).toThrow(expect.objectContaining({ field: 'OfficeID' }) as never);
    expect(() => resolvePersonFields({ languageId: 9 })).toThrow(expect.objectContaining({ field: 'LanguageID' }) as never);
  });
});
