import { describe, expect, it } from '@jest/globals';
import { isMinDateTime } from './catalog.types.js';
import { missingValue, parseTextValue, parseXmlValue, WireValueError } from './wire-values.js';

function failure(action: () => unknown): string {
  try {
    action();
  } catch (error) {
    if (error instanceof WireValueError) return error.message;
    throw error;
  }
  return 'no failure';
}

describe('SOAP (XSD) values', () => {
  it('reads ints with sign and surrounding whitespace only', () => {
    expect(parseXmlValue('int', ' +42\n')).toBe(42);
    expect(parseXmlValue('int', '-7')).toBe(-7);
    for (const bad of ['', ' ', '4 2', '1.0', '0x10', '1e3', 'abc']) {
      expect([bad, failure(() => parseXmlValue('int', bad))]).toEqual([bad, 'Input string was not in a correct format.']);
    }
    expect(failure(() => parseXmlValue('int', '2147483648'))).toBe('Value was either too large or too small for an Int32.');
    expect(parseXmlValue('int', '-2147483648')).toBe(-2147483648);
  });

  it('reads decimals and doubles in invariant culture', () => {
    expect(parseXmlValue('decimal', '1234.50')).toBe(1234.5);
    expect(parseXmlValue('decimal', '.5')).toBe(0.5);
    expect(failure(() => parseXmlValue('decimal', '1,5'))).toBe('Input string was not in a correct format.');
    expect(failure(() => parseXmlValue('decimal', '1e3'))).toBe('Input string was not in a correct format.');
    expect(parseXmlValue('double', '1.5E2')).toBe(150);
    expect(parseXmlValue('double', '-INF')).toBe(-Infinity);
    expect(Number.isNaN(parseXmlValue('double', 'NaN'))).toBe(true);
    expect(failure(() => parseXmlValue('double', '1,5'))).toBe('Input string was not in a correct format.');
  });

  it('reads XSD dateTimes as UTC instants', () => {
    expect((parseXmlValue('dateTime', '2024-02-29T13:14:15') as Date).toISOString()).toBe('2024-02-29T13:14:15.000Z');
    expect((parseXmlValue('dateTime', '2024-02-29T13:14:15.5+02:00') as Date).toISOString()).toBe('2024-02-29T11:14:15.500Z');
    expect((parseXmlValue('dateTime', '2024-03-01') as Date).toISOString()).toBe('2024-03-01T00:00:00.000Z');
    expect((parseXmlValue('dateTime', '0001-01-01T00:00:00') as Date).getUTCFullYear()).toBe(1);
    expect(failure(() => parseXmlValue('dateTime', '2023-02-29'))).toBe("The string '2023-02-29' is not a valid AllXsd value.");
    expect(failure(() => parseXmlValue('dateTime', '01/02/2024'))).toBe("The string '01/02/2024' is not a valid AllXsd value.");
  });

  it('keeps strings exactly', () => {
    expect(parseXmlValue('string', '  a & b ')).toBe('  a & b ');
  });

  it('gives .NET defaults for missing elements', () => {
    expect(missingValue('string')).toBeNull();
    expect(missingValue('int')).toBe(0);
    expect(missingValue('double')).toBe(0);
    expect(isMinDateTime(missingValue('dateTime') as Date)).toBe(true);
  });
});

describe('HTTP GET/POST (invariant culture) values', () => {
  it('converts or fails with the .NET text', () => {
    expect(parseTextValue('int', ' 12 ')).toBe(12);
    expect(failure(() => parseTextValue('int', ''))).toBe('Cannot convert  to System.Int32.');
    expect(failure(() => parseTextValue('int', '99999999999'))).toBe('Cannot convert 99999999999 to System.Int32.');
    expect(parseTextValue('decimal', '1,234.5')).toBe(1234.5);
    expect(failure(() => parseTextValue('decimal', '1.2.3'))).toBe('Cannot convert 1.2.3 to System.Decimal.');
    expect(failure(() => parseTextValue('decimal', ''))).toBe('Cannot convert  to System.Decimal.');
    expect(parseTextValue('double', '-1.5e1')).toBe(-15);
    expect(failure(() => parseTextValue('double', 'x'))).toBe('Cannot convert x to System.Double.');
    expect((parseTextValue('dateTime', '2024-05-06 07:08:09') as Date).toISOString()).toBe('2024-05-06T07:08:09.000Z');
    expect(failure(() => parseTextValue('dateTime', 'tomorrow'))).toBe('Cannot convert tomorrow to System.DateTime.');
    expect(parseTextValue('string', '')).toBe('');
  });
});

describe('failure texts', () => {
  it('repeat at most 100 characters of the value, with an ellipsis', () => {
    const joined = Array.from({ length: 1000 }, () => 'xy').join(',');
    expect(failure(() => parseTextValue('int', joined))).toBe(`Cannot convert ${joined.slice(0, 100)}… to System.Int32.`);
    expect(failure(() => parseTextValue('dateTime', 'z'.repeat(100)))).toBe(`Cannot convert ${'z'.repeat(100)} to System.DateTime.`);
    expect(failure(() => parseXmlValue('dateTime', 'd'.repeat(3000)))).toBe(`The string '${'d'.repeat(100)}…' is not a valid AllXsd value.`);
    // A surrogate pair is never cut in half.
    expect(failure(() => parseTextValue('int', `${'a'.repeat(99)}\u{1F600}${'b'.repeat(10)}`))).toBe(`Cannot convert ${'a'.repeat(99)}… to System.Int32.`);
  });
});
