import { describe, expect, it } from '@jest/globals';
import { InvalidInputError } from '../common/errors.js';
import { demandColumns, hasDemandCriteria } from './demand-input.js';
import { pageFrom, rowWindow } from '../common/paging.js';
import { resolveChanges } from './person-changes.js';
import { parseLanguage, parseTitle, validEmail } from './person-input.js';
import { likePattern } from './person-queries.js';

describe('person input', () => {
  it('reads titles as codes, full titles or short forms', () => {
    expect(parseTitle('t', '3')).toBe(3);
    expect(parseTitle('t', ' mevrouw ')).toBe(2);
    expect(parseTitle('t', 'Madame')).toBe(5);
    expect(parseTitle('t', 'Mr.')).toBe(7);
    expect(parseTitle('t', 'Dhr.')).toBe(1);
    expect(parseTitle('t', '')).toBeNull();
    expect(() => parseTitle('t', '10')).toThrow(InvalidInputError);
    expect(() => parseTitle('t', 'toString')).toThrow(InvalidInputError);
    expect(() => parseTitle('t', 'Captain')).toThrow(expect.objectContaining({ field: 't' }) as never);
  });

  it('validates and lower-cases email addresses', () => {
    expect(validEmail('Email', ' An.Peeters@Example.BE ')).toBe('an.peeters@example.be');
    for (const bad of ['', 'plain', 'a@b', 'a b@c.de', 'a@b.c.', `${'x'.repeat(200)}@a.be`]) {
      expect(() => validEmail('Email', bad)).toThrow(InvalidInputError);
    }
  });

  it('reads language ids 1–6, 0 and null as not given', () => {
    expect(parseLanguage('L', 6)).toBe(6);
    expect(parseLanguage('L', 0)).toBeNull();
    expect(parseLanguage('L', null)).toBeNull();
    expect(() => parseLanguage('L', 7)).toThrow(InvalidInputError);
    expect(() => parseLanguage('L', 1.5)).toThrow(InvalidInputError);
  });

  it('escapes LIKE wildcards', () => {
    expect(likePattern('50%_off!')).toBe('%50!%!_off!!%');
    expect(likePattern('90', true)).toBe('90%');
  });
});

describe('UpdatePerson changes', () => {
  it('keeps null fields, clears "" fields and never logs values', () => {
    const resolved = resolveChanges({ name: '', firstName: ' Jo ', phoneNumber: null, zip: '1000', email: '', password: 'pw-jo-secret', languageId: 0 });
    expect(resolved.columns).toEqual({ name: '', firstName: 'Jo', zip: '1000', email: null });
    expect(resolved.password).toBe('pw-jo-secret');
    expect(resolved.fieldNames).toEqual(['Name', 'FirstName', 'CityPostcode', 'Email', 'Password']);
  });

  it('treats an empty password as unchanged', () => {
    expect(resolveChanges({ password: '' })).toEqual({ columns: {}, password: null, fieldNames: [] });
  });
});

describe('demand criteria', () => {
  it('knows when criteria are given', () => {
    expect(hasDemandCriteria(null)).toBe(false);
    expect(hasDemandCriteria({ zips: [], priceFrom: 0 })).toBe(false);
    expect(hasDemandCriteria({ goal: 0 })).toBe(true);
    expect(hasDemandCriteria({ cityNames: ['Gent'] })).toBe(true);
  });

  it('turns criteria into columns and refuses bad ones', () => {
    expect(demandColumns({ typeIds: [3, 3, 1], zips: [' 9000 ', ''], priceFrom: 0, priceTo: 1e5 })).toMatchObject({
      goal: 0,
      typeIds: '3,1',
      zips: '9000',
      priceFrom: null,
      priceTo: 100000,
      mailAlert: false,
    });
    expect(() => demandColumns({ goal: 3 })).toThrow(expect.objectContaining({ field: 'Goal' }) as never);
    expect(() => demandColumns({ typeIds: [0] })).toThrow(expect.objectContaining({ field: 'TypeIDs' }) as never);
    expect(() => demandColumns({ cityNames: ['a,b'] })).toThrow(expect.objectContaining({ field: 'CityNames' }) as never);
    expect(() => demandColumns({ priceFrom: -1 })).toThrow(expect.objectContaining({ field: 'PriceFrom' }) as never);
    expect(() => demandColumns({ minRoom: 2.5 })).toThrow(expect.objectContaining({ field: 'MinRoom' }) as never);
  });
});

describe('paging', () => {
  it('reads Limit1/Limit2 as a 1-based inclusive range', () => {
    expect(rowWindow({ limit1: 11, limit2: 20 })).toEqual({ from: 11, offset: 10, rows: 10 });
    expect(rowWindow({ limit1: 0, limit2: 5 })).toEqual({ from: 1, offset: 0, rows: 5 });
    expect(rowWindow({ limit1: 3, limit2: 0 })).toEqual({ from: 3, offset: 2, rows: 1000 });
    expect(rowWindow({ limit1: 1, limit2: 5000 })).toEqual({ from: 1, offset: 0, rows: 1000 });
    expect(rowWindow({ limit1: 5, limit2: 2 }).rows).toBe(0);
  });

  it('ends To at the last row served', () => {
    expect(pageFrom(rowWindow({ limit1: 1, limit2: 10 }), 3, ['a', 'b', 'c'])).toEqual({ From: 1, To: 3, RowsCount: 3, Items: ['a', 'b', 'c'] });
    expect(pageFrom(rowWindow({ limit1: 2, limit2: 0 }), 3, ['b', 'c'])).toEqual({ From: 2, To: 3, RowsCount: 3, Items: ['b', 'c'] });
  });
});
