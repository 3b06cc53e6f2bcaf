/**
 * Converting parameter text to typed values, with .NET's rules and failure texts: SOAP reads XSD
 * lexical forms (XmlConvert), HTTP GET/POST reads invariant-culture text (Convert.ChangeType).
 */
import { MIN_DATE_TIME_MS, type WireType } from './catalog.types.js';

/** Why a value could not be converted; `message` is the .NET text of the innermost exception. */
export class WireValueError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'WireValueError';
  }
}

const CLR_NAMES: Readonly<Record<WireType, string>> = Object.freeze({
  int: 'System.Int32',
  decimal: 'System.Decimal',
  double: 'System.Double',
  dateTime: 'System.DateTime',
  string: 'System.String',
});

const INT32_MIN = -2_147_483_648;
const INT32_MAX = 2_147_483_647;
/** System.Decimal.MaxValue (79,228,162,514,264,337,593,543,950,335), as close as a double gets. */
const DECIMAL_MAX = 7.922816251426434e28;

const XML_INT = /^[ \t\r\n]*[+-]?\d+[ \t\r\n]*$/;
const XML_DECIMAL = /^[ \t\r\n]*[+-]?(\d+(\.\d*)?|\.\d+)[ \t\r\n]*$/;
const XML_DOUBLE = /^[ \t\r\n]*(([+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?)|-?INF|NaN)[ \t\r\n]*$/;
const XML_DATE_TIME =
  /^[ \t\r\n]*(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2}):(\d{2})(\.\d+)?)?(Z|[+-]\d{2}:\d{2})?[ \t\r\n]*$/;

const TEXT_INT = /^\s*[+-]?\d+\s*$/;
const TEXT_NUMBER = /^\s*[+-]?(\d{1,3}(,\d{3})+|\d+)?(\.\d*)?\s*$/;
const TEXT_DOUBLE = /^\s*[+-]?(\d{1,3}(,\d{3})+|\d+)?(\.\d*)?([eE][+-]?\d+)?\s*$/;
const TEXT_DATE_TIME =
  /^\s*(\d{4})-(\d{1,2})-(\d{1,2})(?:[T ](\d{1,2}):(\d{2})(?::(\d{2})(\.\d+)?)?)?\s*(Z|[+-]\d{2}:\d{2})?\s*$/;

/** The most characters of a client's value a failure text repeats; longer values are cut, with an ellipsis. */
export const MAX_ECHOED_VALUE = 100;

/** A client's value as a failure text repeats it: at most MAX_ECHOED_VALUE characters. */
function echoed(text: string): string {
  if (text.length <= MAX_ECHOED_VALUE) return text;
  const cut = text.charCodeAt(MAX_ECHOED_VALUE - 1) >= 0xd800 && text.charCodeAt(MAX_ECHOED_VALUE - 1) <= 0xdbff ? MAX_ECHOED_VALUE - 1 : MAX_ECHOED_VALUE;
  return `${text.slice(0, cut)}…`;
}

function int32(value: number): number {
  if (value < INT32_MIN || value > INT32_MAX) throw new WireValueError('Value was either too large or too small for an Int32.');
  return value;
}

function decimalValue(value: number): number {
  if (Math.abs(value) > DECIMAL_MAX) throw new WireValueError('Value was either too large or too small for a Decimal.');
  return value;
}

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(2001, month, 0)).getUTCDate() + (month === 2 && isLeap(year) ? 1 : 0);
}

function isLeap(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

/**
 * Builds a UTC instant from clock fields. Without a zone the clock fields are read as UTC (the
 * service stores and reports UTC); with a zone the instant is converted to UTC.
 */
function dateFrom(match: RegExpExecArray, invalid: () => WireValueError): Date {
  const [, y, mo, d, h = '0', mi = '0', s = '0', fraction = '', zone] = match;
  const year = Number(y);
  const month = Number(mo);
  const day = Number(d);
  const hour = Number(h);
  const minute = Number(mi);
  const second = Number(s);
  if (year < 1 || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month) || hour > 23 || minute > 59 || second > 59) {
    throw invalid();
  }
  const millis = fraction === '' ? 0 : Math.floor(Number(`0${fraction}`) * 1000);
  const date = new Date(Date.UTC(2000, month - 1, day, hour, minute, second, millis));
  date.setUTCFullYear(year);
  if (zone && zone !== 'Z') {
    const sign = zone.startsWith('-') ? -1 : 1;
    const offsetMinutes = Number(zone.slice(1, 3)) * 60 + Number(zone.slice(4, 6));
    if (offsetMinutes > 14 * 60) throw invalid();
    return new Date(date.getTime() - sign * offsetMinutes * 60_000);
  }
  return date;
}

/** A SOAP element's text as a value of `type` (XSD lexical forms). Strings are returned as is. */
export function parseXmlValue(type: WireType, text: string): string | number | Date {
  switch (type) {
    case 'string':
      return text;
    case 'int':
      if (!XML_INT.test(text)) throw new WireValueError('Input string was not in a correct format.');
      return int32(Number(text.trim()));
    case 'decimal':
      if (!XML_DECIMAL.test(text)) throw new WireValueError('Input string was not in a correct format.');
      return decimalValue(Number(text.trim()));
    case 'double': {
      if (!XML_DOUBLE.test(text)) throw new WireValueError('Input string was not in a correct format.');
      const trimmed = text.trim();
      if (trimmed === 'INF') return Infinity;
      if (trimmed === '-INF') return -Infinity;
      return Number(trimmed);
    }
    case 'dateTime': {
      const invalid = () => new WireValueError(`The string '${echoed(text)}' is not a valid AllXsd value.`);
      const match = XML_DATE_TIME.exec(text);
      if (!match) throw invalid();
      return dateFrom(match, invalid);
    }
  }
}

/**
 * An HTTP GET/POST parameter's text as a value of `type` (invariant culture: `.` decimal point,
 * `,` thousands separators). Failure: `Cannot convert <text> to System.<Type>.` (the text cut to
 * MAX_ECHOED_VALUE characters).
 */
export function parseTextValue(type: WireType, text: string): string | number | Date {
  const cannot = () => new WireValueError(`Cannot convert ${echoed(text)} to ${CLR_NAMES[type]}.`);
  switch (type) {
    case 'string':
      return text;
    case 'int': {
      if (!TEXT_INT.test(text)) throw cannot();
      const value = Number(text.trim());
      if (value < INT32_MIN || value > INT32_MAX) throw cannot();
      return value;
    }
    case 'decimal':
    case 'double': {
      const pattern = type === 'decimal' ? TEXT_NUMBER : TEXT_DOUBLE;
      const plain = text.trim().replace(/,/g, '');
      if (!pattern.test(text) || !/\d/.test(plain)) throw cannot();
      const value = Number(plain);
      if (!Number.isFinite(value) || (type === 'decimal' && Math.abs(value) > DECIMAL_MAX)) throw cannot();
      return value;
    }
    case 'dateTime': {
      const match = TEXT_DATE_TIME.exec(text);
      if (!match) throw cannot();
      return dateFrom(match, cannot);
    }
  }
}

/** The value of a parameter whose SOAP element is missing: null, 0 or 0001-01-01T00:00:00. */
export function missingValue(type: WireType): string | number | Date | null {
  switch (type) {
    case 'string':
      return null;
    case 'dateTime':
      return new Date(MIN_DATE_TIME_MS);
    default:
      return 0;
  }
}
