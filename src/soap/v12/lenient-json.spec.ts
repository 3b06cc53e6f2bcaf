import { describe, expect, it } from '@jest/globals';
import { MalformedJsonError, parseLenientJson } from './lenient-json.js';

describe('parseLenientJson', () => {
  it('reads strict JSON and single-quoted JSON', () => {
    expect(parseLenientJson('{"a":1}')).toEqual({ a: 1 });
    expect(parseLenientJson("{'CustomerName':'demo', limit1: '2',}")).toEqual({ CustomerName: 'demo', limit1: '2' });
  });

  it('reads empty text as an empty request', () => {
    expect(parseLenientJson('  ')).toEqual({});
  });

  it('refuses text that is not a JSON object', () => {
    expect(() => parseLenientJson('{"a":')).toThrow(MalformedJsonError);
    expect(() => parseLenientJson('[1,2]')).toThrow(/must be a JSON object/);
    expect(() => parseLenientJson('"text"')).toThrow(MalformedJsonError);
    expect(() => parseLenientJson(`${'{"a":'.repeat(40)}1${'}'.repeat(40)}`)).toThrow(/nesting deeper/);
  });
});
