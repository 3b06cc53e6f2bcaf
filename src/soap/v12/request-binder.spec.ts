import { describe, expect, it } from '@jest/globals';
import { bindRequest, readDate, RequestFieldError } from './request-binder.js';
import { defineRequest, intList, recordsOf, stringList } from './request-shape.js';

const Condition = defineRequest('Condition', { Goal: 'int', Zips: stringList });
const Shape = defineRequest('Probe', {
  CustomerName: 'string',
  LanguageID: 'int',
  PriceTo: 'decimal',
  Done: 'boolean',
  DateFrom: 'dateTime',
  TypeIDs: intList,
  Zips: stringList,
  Conditions: recordsOf(Condition, 'Condition'),
});

describe('bindRequest', () => {
  it('matches keys case-insensitively and reads numbers given as strings', () => {
    const request = bindRequest(Shape, { customername: 'demo', LANGUAGEID: '2', priceTo: ' 1500.50 ', done: 'TRUE' });
    expect(request).toMatchObject({ CustomerName: 'demo', LanguageID: 2, PriceTo: 1500.5, Done: true });
  });

  it('gives null for missing scalars and empty lists for missing lists', () => {
    expect(bindRequest(Shape, {})).toEqual({
      CustomerName: null,
      LanguageID: null,
      PriceTo: null,
      Done: null,
      DateFrom: null,
      TypeIDs: [],
      Zips: [],
      Conditions: [],
    });
  });

  it('reads lists from comma-separated strings, arrays and XML item elements', () => {
    expect(bindRequest(Shape, { TypeIDs: '1, 2,,3', Zips: ['1000', 1050] })).toMatchObject({ TypeIDs: [1, 2, 3], Zips: ['1000', '1050'] });
    expect(bindRequest(Shape, { TypeIDs: { int: ['4', '5'] } }).TypeIDs).toEqual([4, 5]);
    expect(bindRequest(Shape, { TypeIDs: ['6,7', 8] }).TypeIDs).toEqual([6, 7, 8]);
  });

  it('reads nested request lists from arrays, single objects and XML wrappers', () => {
    expect(bindRequest(Shape, { conditions: [{ goal: '1' }, { Zips: '1000' }] }).Conditions).toEqual([
      { Goal: 1, Zips: [] },
      { Goal: null, Zips: ['1000'] },
    ]);
    expect(bindRequest(Shape, { Conditions: { Condition: { Goal: '0' } } }).Conditions).toEqual([{ Goal: 0, Zips: [] }]);
    expect(bindRequest(Shape, { Conditions: { Goal: 2 } }).Conditions).toEqual([{ Goal: 2, Zips: [] }]);
  });

  it('caps records and list fields', () => {
    expect(() => bindRequest(Shape, { Conditions: Array.from({ length: 101 }, () => ({ Goal: 0 })) })).toThrow(/^Conditions: accepts at most 100 items, got 101/);
    expect(bindRequest(Shape, { Conditions: Array.from({ length: 100 }, () => ({ Goal: 0 })) }).Conditions).toHaveLength(100);
    expect(() => bindRequest(Shape, { TypeIDs: '1,'.repeat(1_001) })).toThrow(/^TypeIDs: accepts at most 500 items, got 1001/);
  });

  it('names the field in errors, including list positions and nested paths', () => {
    expect(() => bindRequest(Shape, { LanguageID: 'two' })).toThrow(new RequestFieldError('LanguageID', 'must be a whole number, got "two"'));
    expect(() => bindRequest(Shape, { TypeIDs: '1,x' })).toThrow(/^TypeIDs\[2\]: must be a whole number/);
    expect(() => bindRequest(Shape, { Conditions: [{ Goal: 1.5 }] })).toThrow(/^Conditions\[1\]\.Goal: must be a whole number/);
    expect(() => bindRequest(Shape, { PriceTo: '1,5' })).toThrow(/^PriceTo: must be a number with a "\." decimal separator/);
    expect(() => bindRequest(Shape, { Done: 'maybe' })).toThrow(/^Done: must be true or false/);
    expect(() => bindRequest(Shape, { LanguageID: 3_000_000_000 })).toThrow(/^LanguageID: is out of range/);
    expect(() => bindRequest(Shape, { CustomerName: { a: 1 } })).toThrow(/^CustomerName: must be a text, not an object/);
    expect(() => bindRequest(Shape, [1])).toThrow(/must be an object/);
  });

  it('never reads inherited properties', () => {
    const request = bindRequest(Shape, JSON.parse('{"__proto__": {"LanguageID": 5}, "constructor": "x"}'));
    expect(request.LanguageID).toBeNull();
  });
});

describe('readDate', () => {
  it('reads Y-m-d H:i:s, dates alone, ISO 8601 with zones and WCF /Date()/ as UTC instants', () => {
    expect(readDate('2025-03-04 05:06:07', 'D')?.toISOString()).toBe('2025-03-04T05:06:07.000Z');
    expect(readDate('2025-03-04', 'D')?.toISOString()).toBe('2025-03-04T00:00:00.000Z');
    expect(readDate('2025-03-04T05:06:07.250Z', 'D')?.toISOString()).toBe('2025-03-04T05:06:07.250Z');
    expect(readDate('2025-03-04T05:06:07+02:00', 'D')?.toISOString()).toBe('2025-03-04T03:06:07.000Z');
    expect(readDate('/Date(1741064767000+0100)/', 'D')?.toISOString()).toBe('2025-03-04T05:06:07.000Z');
    expect(readDate('', 'D')).toBeNull();
    expect(readDate('0001-01-01T00:00:00', 'D')?.toISOString()).toBe('0001-01-01T00:00:00.000Z');
    expect(readDate('0999-12-31', 'D')?.toISOString()).toBe('0999-12-31T00:00:00.000Z');
  });

  it('refuses impossible dates and other text', () => {
    expect(() => readDate('2025-02-30', 'DateFrom')).toThrow(/^DateFrom: is not a valid date/);
    expect(() => readDate('04/03/2025', 'DateFrom')).toThrow(/^DateFrom: must be a date/);
    expect(() => readDate(12, 'DateFrom')).toThrow(/^DateFrom: must be a date/);
  });

  it('reads a field under its declared aliases: the first name sent wins, errors name the field as sent', () => {
    const Aliased = defineRequest('Aliased', { ID: 'int', FromDate: 'dateTime', PersonIDs: intList }, {}, { ID: ['PersonID'], FromDate: ['DateFrom'], PersonIDs: ['PersonID2'] });
    expect(bindRequest(Aliased, { personid: '7', DateFrom: '2025-01-02' })).toEqual({ ID: 7, FromDate: new Date(Date.UTC(2025, 0, 2)), PersonIDs: [] });
    expect(bindRequest(Aliased, { ID: 3, PersonID: 7 })).toMatchObject({ ID: 3 });
    expect(bindRequest(Aliased, { ID: '', PersonID: 7 })).toMatchObject({ ID: 7 });
    expect(bindRequest(Aliased, { ID: '0', PersonID: '7', FromDate: '0001-01-01T00:00:00', DateFrom: '2025-01-02' })).toMatchObject({
      ID: 7,
      FromDate: new Date(Date.UTC(2025, 0, 2)),
    });
    expect(bindRequest(Aliased, { ID: 0, PersonID: 0 })).toMatchObject({ ID: 0 });
    expect(bindRequest(Aliased, { PersonID2: 4 })).toMatchObject({ PersonIDs: [4] });
    expect(() => bindRequest(Aliased, { PersonID: 'x' })).toThrow('PersonID: must be a whole number');
  });

  it('refuses a shape that uses one name twice', () => {
    expect(() => defineRequest('Twice', { ID: 'int', Id2: 'int' }, {}, { Id2: ['id'] })).toThrow('the name id is used twice');
  });

  it("reads DateTime.MinValue (0001-01-01) as that date, not as 1901", () => {
    expect(readDate('0001-01-01T00:00:00', 'D')?.getUTCFullYear()).toBe(1);
    expect(readDate('0099-12-31 23:59:59', 'D')?.toISOString()).toBe('0099-12-31T23:59:59.000Z');
  });
});
