import { describe, expect, it } from '@jest/globals';
import { InvalidInputError } from '../common/errors.js';
import { codeName, pickTranslation, requestedLanguage, tenantLanguage } from './translations.js';

describe('translations', () => {
  it('reads 0 as no language and rejects ids outside 1..6', () => {
    expect(requestedLanguage(0)).toBeNull();
    expect(requestedLanguage(2)).toBe(2);
    expect(() => requestedLanguage(7)).toThrow(InvalidInputError);
    expect(() => requestedLanguage(-1, 'languageId')).toThrow('languageId');
  });

  it("answers in the requested language, else (absent or 0) in the agency's default, else Dutch", () => {
    expect(tenantLanguage({ languageId: 2 }, 3)).toBe(3);
    expect(tenantLanguage({ languageId: 2 }, 0)).toBe(2);
    expect(tenantLanguage({ languageId: 2 }, null)).toBe(2);
    expect(tenantLanguage({}, undefined)).toBe(1);
    expect(() => tenantLanguage({ languageId: 2 }, 9, 'LanguageId')).toThrow('LanguageId');
  });

  it('picks the requested language, else English, else Dutch, else any', () => {
    expect(pickTranslation({ 1: 'Huis', 2: 'Maison', 3: 'House' }, 2)).toBe('Maison');
    expect(pickTranslation({ 1: 'Huis', 3: 'House' }, 4)).toBe('House');
    expect(pickTranslation({ 1: 'Huis' }, 5)).toBe('Huis');
    expect(pickTranslation({ 6: 'Casa' }, null)).toBe('Casa');
    expect(pickTranslation(null, 1)).toBeNull();
  });

  it('names codes in the language, English by default, null when unknown', () => {
    const dictionary = { 1: { 1: 'Gas', 2: 'Gaz', 3: 'Gas (en)', 4: 'Gas', 5: 'Gas', 6: 'Gas' } };
    expect(codeName(dictionary, 1, 2)).toBe('Gaz');
    expect(codeName(dictionary, 1, null)).toBe('Gas (en)');
    expect(codeName(dictionary, 9, 1)).toBeNull();
    expect(codeName(dictionary, null, 1)).toBeNull();
  });
});
