import { describe, expect, it } from '@jest/globals';
import { defineRecord, listOf, pageOf } from '../../common/record.js';
import { narrowResultType } from './display-fields.js';
import { toJsonValue } from './json-codec.js';

const Picture = defineRecord('Picture', { ID: 'int', Url: 'string' });
const Item = defineRecord('Item', { ID: 'int', Price: 'decimal', City: 'string', Pictures: listOf(Picture) });
const Wrapped = defineRecord('Wrapped', { Object: Item });

describe('narrowResultType (DisplayFields)', () => {
  const item = { ID: 1, Price: 10, City: 'Gent', Pictures: [{ ID: 5, Url: 'u' }] };

  it('keeps the named fields of each page item, in schema order, matching names in any case', () => {
    const type = narrowResultType(pageOf('ItemPage', Item), ['city', ' PRICE ', 'Nonexistent']);
    expect(toJsonValue(type, { From: 1, To: 1, RowsCount: 1, Items: [item] })).toEqual({ From: 1, To: 1, RowsCount: 1, Items: [{ Price: 10, City: 'Gent' }] });
  });

  it('narrows the wrapped record of Object-wrapped items, list items and a single object', () => {
    expect(toJsonValue(narrowResultType(pageOf('WrappedPage', Wrapped), ['ID']), { From: 1, To: 1, RowsCount: 1, Items: [{ Object: item }] })).toEqual({
      From: 1,
      To: 1,
      RowsCount: 1,
      Items: [{ Object: { ID: 1 } }],
    });
    expect(toJsonValue(narrowResultType(listOf(Item), ['Pictures']), [item])).toEqual([{ Pictures: [{ ID: 5, Url: 'u' }] }]);
    expect(toJsonValue(narrowResultType(Item, ['ID', 'City']), item)).toEqual({ ID: 1, City: 'Gent' });
  });

  it('answers records whole, never as empty {}, when none of the names is a field of the record', () => {
    const page = { From: 1, To: 1, RowsCount: 1, Items: [item] };
    expect(toJsonValue(narrowResultType(pageOf('ItemPage', Item), ['Foo', 'bar']), page)).toEqual(page);
    expect(toJsonValue(narrowResultType(pageOf('WrappedPage', Wrapped), ['Foo']), { ...page, Items: [{ Object: item }] })).toEqual({ ...page, Items: [{ Object: item }] });
    expect(toJsonValue(narrowResultType(Item, ['Nonexistent']), item)).toEqual(item);
  });

  it('leaves the type alone without names, and scalars always', () => {
    expect(narrowResultType(Item, [])).toBe(Item);
    expect(narrowResultType(Item, [' ', ''])).toBe(Item);
    expect(narrowResultType('int', ['ID'])).toBe('int');
  });
});
