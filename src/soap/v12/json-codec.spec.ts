import { describe, expect, it } from '@jest/globals';
import { defineRecord, listOf } from '../../common/record.js';
import { toJsonValue } from './json-codec.js';

const Item = defineRecord('Item', { ID: 'int', Name: 'string' });
const Thing = defineRecord('Thing', {
  ID: 'int',
  Price: 'decimal',
  Active: 'boolean',
  Created: 'dateTime',
  Note: 'string',
  Tags: listOf('string', 'Tag'),
  Items: listOf(Item),
  Main: Item,
});

describe('toJsonValue', () => {
  it('writes every schema field in order, dates as YYYY-MM-DD HH:mm:ss (UTC), nulls and empty lists', () => {
    const value = toJsonValue(Thing, { ID: 7, Price: '12.50', Active: true, Created: new Date('2025-01-02T03:04:05.678Z'), Items: [{ ID: 1, Name: 'a', Extra: 1 }], Secret: 'x' });
    expect(value).toEqual({
      ID: 7,
      Price: 12.5,
      Active: true,
      Created: '2025-01-02 03:04:05',
      Note: null,
      Tags: [],
      Items: [{ ID: 1, Name: 'a' }],
      Main: null,
    });
    expect(Object.keys(value as object)).toEqual(Object.keys(Thing.fields));
  });

  it('encodes scalars and lists at the top level', () => {
    expect(toJsonValue(listOf('int'), [1, 2])).toEqual([1, 2]);
    expect(toJsonValue('boolean', false)).toBe(false);
    expect(toJsonValue('dateTime', null)).toBeNull();
  });
});
