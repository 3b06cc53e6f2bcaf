import { describe, expect, it } from '@jest/globals';
import { InvalidInputError } from '../common/errors.js';
import { parseSortOrder } from './sort-order.js';

describe('parseSortOrder', () => {
  it('defaults to newest first', () => {
    for (const empty of [null, undefined, '', '  ', ',']) {
      expect(parseSortOrder(empty)).toEqual([
        { column: 'createdAt', direction: 'DESC' },
        { column: 'id', direction: 'DESC' },
      ]);
    }
  });

  it('reads fields with optional directions, any case, and appends the id tie-breaker', () => {
    expect(parseSortOrder('Price DESC, createddate')).toEqual([
      { column: 'price', direction: 'DESC' },
      { column: 'createdAt', direction: 'ASC' },
      { column: 'id', direction: 'ASC' },
    ]);
    expect(parseSortOrder('NumberOfBedRooms desc')).toEqual([
      { column: 'bedrooms', direction: 'DESC' },
      { column: 'id', direction: 'DESC' },
    ]);
    expect(parseSortOrder('ID ASC')).toEqual([{ column: 'id', direction: 'ASC' }]);
  });

  it('rejects unknown fields, bad directions and repeats as SORTORDER errors', () => {
    for (const bad of ['Colour', 'Price UP', 'Price; DROP TABLE property', 'Price,price DESC', 'Price DESC ASC']) {
      expect(() => parseSortOrder(bad)).toThrow(InvalidInputError);
      try {
        parseSortOrder(bad);
      } catch (error) {
        expect((error as InvalidInputError).field).toBe('SORTORDER');
      }
    }
  });
});
