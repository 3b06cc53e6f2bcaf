import { describe, expect, it } from '@jest/globals';
import { defineRecord, listOf } from '../../common/record.js';
import { textString, WireText } from '../../common/wire-text.js';
import { encodeJsonText, encodeJsonWire, toJsonValue } from './json-codec.js';

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

describe('encodeJsonText', () => {
  /** Small deterministic generator, so a failure names the seed that made it. */
  function random(seed: number): () => number {
    let state = seed;
    return () => {
      state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
      return state / 2_147_483_648;
    };
  }
  const samples = (next: () => number): unknown[] => [
    null,
    undefined,
    0,
    -0,
    1.5,
    -12,
    Number.NaN,
    Infinity,
    '42',
    '12.50',
    'abc',
    'quote " backslash \\ newline \n tab \t é 😀 \u2028',
    true,
    false,
    new Date('2025-01-02T03:04:05.678Z'),
    new Date(Number.NaN),
    [1, 'two', null],
    { ID: Math.floor(next() * 100), Name: 'x' },
    7n.toString(),
  ];

  function anyValue(next: () => number, depth: number): unknown {
    const pick = samples(next);
    if (depth > 0 && next() < 0.3) return { ID: anyValue(next, depth - 1), Name: anyValue(next, depth - 1), Extra: 1 };
    if (depth > 0 && next() < 0.2) return Array.from({ length: Math.floor(next() * 3) }, () => anyValue(next, depth - 1));
    return pick[Math.floor(next() * pick.length)];
  }

  it('writes exactly what JSON.stringify(toJsonValue(…)) writes, for any value of any field', () => {
    for (let seed = 1; seed <= 400; seed++) {
      const next = random(seed);
      const value = Object.fromEntries(Object.keys(Thing.fields).map((name) => [name, anyValue(next, 2)]));
      if (next() < 0.5) Object.freeze(value);
      expect({ seed, json: encodeJsonText(Thing, value) }).toEqual({ seed, json: JSON.stringify(toJsonValue(Thing, value)) });
      expect(encodeJsonText(listOf(Thing), [value, null])).toBe(JSON.stringify(toJsonValue(listOf(Thing), [value, null])));
      expect(textString(encodeJsonWire(listOf(Thing), [value, null]))).toBe(JSON.stringify(toJsonValue(listOf(Thing), [value, null])));
    }
    for (const scalar of ['int', 'decimal', 'double', 'boolean', 'string', 'dateTime'] as const) {
      for (const value of samples(random(1))) expect(encodeJsonText(scalar, value)).toBe(JSON.stringify(toJsonValue(scalar, value)));
    }
  });

  it('encodes a frozen record once and reuses the text; an unfrozen one is read every time', () => {
    let reads = 0;
    const make = () => Object.defineProperty({ ID: 1 }, 'Name', { enumerable: true, get: () => `read ${++reads}` });
    const frozen = Object.freeze(make());
    expect(encodeJsonText(Item, frozen)).toBe('{"ID":1,"Name":"read 1"}');
    expect(encodeJsonText(listOf(Item), [frozen])).toBe('[{"ID":1,"Name":"read 1"}]');
    const open = make();
    expect(encodeJsonText(Item, open)).toBe('{"ID":1,"Name":"read 2"}');
    expect(encodeJsonText(Item, open)).toBe('{"ID":1,"Name":"read 3"}');
    // Another schema (DisplayFields narrows records to a schema of its own) has its own encoding.
    const Narrow = defineRecord('Item', { Name: 'string' });
    expect(encodeJsonText(Narrow, frozen)).toBe('{"Name":"read 4"}');
  });

  it('writes a frozen record inside an open result as encoded bytes, the rest as text', () => {
    const record = Object.freeze({ ID: 3, Name: 'één' });
    const wire = encodeJsonWire(defineRecord('Result', { Items: listOf(Item), Count: 'int' }), { Items: [record, { ID: 4, Name: 'x' }], Count: 2 });
    expect(wire).toBeInstanceOf(WireText);
    expect((wire as WireText).parts.filter((part) => part instanceof Buffer)).toHaveLength(1);
    expect((wire as WireText).toBuffer().toString('utf8')).toBe('{"Items":[{"ID":3,"Name":"één"},{"ID":4,"Name":"x"}],"Count":2}');
  });
});
