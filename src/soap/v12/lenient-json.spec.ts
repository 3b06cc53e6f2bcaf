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

  it('caps members, items and nesting before parsing, ignoring quoted and commented punctuation', () => {
    const members = `{${Array.from({ length: 10_001 }, (_, i) => `"k${i}":1`).join(',')}}`;
    expect(() => parseLenientJson(members)).toThrow(/more than 10000 members/);
    expect(() => parseLenientJson(`{"a":[${'0,'.repeat(100_001)}0]}`)).toThrow(/more than 100000 items/);
    expect(parseLenientJson(`{"a":"${'{:,'.repeat(20_000)}", 'b': '{{{{[[[[\\'' /* {{{{{ */}`)).toMatchObject({ b: "{{{{[[[['" });
  });

  it('reads lenient syntax only in texts up to 64 KB', () => {
    const long = `{'a': '${'x'.repeat(70 * 1024)}'}`;
    expect(() => parseLenientJson(long)).toThrow(/must be strict JSON/);
    // Our own message: neither the engine's wording nor a fragment of the request.
    for (const text of [long, `{"a": ${'x'.repeat(70 * 1024)}}`, `{"a": "${'y'.repeat(70 * 1024)}"`]) {
      let message = '';
      try {
        parseLenientJson(text);
      } catch (error) {
        message = (error as Error).message;
      }
      expect(message).toMatch(/^The json parameter is not valid JSON: texts over 64 KB must be strict JSON \(.*\), and this one of \d+ characters is not/);
      expect(message).not.toMatch(/xxx|yyy|Unexpected|is not valid JSON$|SyntaxError/);
      expect(message.length).toBeLessThan(250);
    }
    expect(parseLenientJson(long.replace(/'/g, '"'))).toEqual({ a: 'x'.repeat(70 * 1024) });
  });
});
