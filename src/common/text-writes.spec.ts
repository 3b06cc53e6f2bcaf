import { describe, expect, it } from '@jest/globals';
import { languageTextWrite } from './text-writes.js';

const FIELDS = ['a', 'b'] as const;

describe('languageTextWrite', () => {
  it('merges the texts given over the stored ones, and writes only what changes', () => {
    expect(languageTextWrite(1, FIELDS, { a: 'x', b: 'y' }, { a: 'z' })).toEqual({ languageId: 1, action: 'update', texts: { a: 'z', b: 'y' } });
    expect(languageTextWrite(1, FIELDS, { a: 'x', b: 'y' }, { b: null })).toEqual({ languageId: 1, action: 'update', texts: { a: 'x', b: null } });
    expect(languageTextWrite(1, FIELDS, { a: 'x', b: 'y' }, { a: 'x' })).toBeNull();
    expect(languageTextWrite(1, FIELDS, { a: 'x', b: 'y' }, {})).toBeNull();
  });

  it('adds a language the record has not, and removes one it has', () => {
    expect(languageTextWrite(2, FIELDS, undefined, { a: 'new' })).toEqual({ languageId: 2, action: 'insert', texts: { a: 'new', b: null } });
    expect(languageTextWrite(2, FIELDS, undefined, {})).toEqual({ languageId: 2, action: 'insert', texts: { a: null, b: null } });
    expect(languageTextWrite(3, FIELDS, { a: 'x', b: null }, null)).toEqual({ languageId: 3, action: 'delete' });
    expect(languageTextWrite(3, FIELDS, undefined, null)).toBeNull();
  });
});
