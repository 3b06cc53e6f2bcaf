import {
  isRequestList,
  isRequestRecords,
  type RequestFieldType,
  type RequestList,
  type RequestOf,
  type RequestScalar,
  type RequestShape,
  namesOf,
} from './request-shape.js';

/** A request field whose value cannot be read as its type; the message names the field. */
export class RequestFieldError extends Error {
  constructor(
    readonly field: string,
    problem: string,
  ) {
    super(`${field}: ${problem}`);
    this.name = 'RequestFieldError';
  }
}

/** Most records one records field accepts (e.g. the conditions of one GetCountProperties2 call). */
export const MAX_RECORDS = 100;

/**
 * What a reader keeps of more repeated items than any field accepts: only their number (the XML
 * request tree stops reading them into values). A list or records field sent so is refused.
 */
export class TooManyItems {
  constructor(readonly count: number) {}
}

/**
 * Reads a loosely typed value tree (parsed JSON, or the element tree of an XML request) into the
 * typed request of `shape`, the way real clients need it: keys match case-insensitively, numbers
 * may be strings, lists may be comma-separated strings or arrays, dates may be `Y-m-d H:i:s`,
 * ISO 8601 or WCF `/Date(ms)/`. A field is also read under the aliases its shape declares (the
 * first name sent with a value other than a typed default wins, else the first name sent; errors
 * name the field as sent). Missing scalars are null, missing lists
 * empty; unknown keys are ignored.
 */
export function bindRequest<S extends RequestShape>(shape: S, source: unknown, path = ''): RequestOf<S> {
  if (source !== null && source !== undefined && (typeof source !== 'object' || Array.isArray(source))) {
    throw new RequestFieldError(path || shape.name, 'must be an object');
  }
  const byKey = keyMap(source);
  const request: Record<string, unknown> = {};
  for (const [name, type] of Object.entries(shape.fields)) {
    const names = namesOf(shape, name);
    const sent = names.find((key) => isMeaningful(byKey.get(key.toLowerCase()))) ?? names.find((key) => isPresent(byKey.get(key.toLowerCase()))) ?? name;
    request[name] = bindField(type, byKey.get(sent.toLowerCase()), path ? `${path}.${sent}` : sent);
  }
  return request as RequestOf<S>;
}

/** A value counts as sent unless it is null, absent or blank text. */
function isPresent(value: unknown): boolean {
  return value !== null && value !== undefined && !(typeof value === 'string' && value.trim() === '');
}

/**
 * A sent value other than a typed client's default (0, false, 0001-01-01): a WCF or .NET proxy
 * sends every member of the WSDL, so a field's default must not hide a value sent under an alias.
 */
function isMeaningful(value: unknown): boolean {
  if (!isPresent(value) || value === 0 || value === false) return false;
  return !(typeof value === 'string' && /^(0|false|0001-01-01(T00:00:00(\.0+)?Z?)?)$/i.test(value.trim()));
}

/** Own keys of an object, lower-cased, in a Map (never a plain-object lookup). */
function keyMap(source: unknown): Map<string, unknown> {
  const map = new Map<string, unknown>();
  if (source === null || typeof source !== 'object') return map;
  for (const [key, value] of Object.entries(source)) {
    const lower = key.toLowerCase();
    if (!map.has(lower)) map.set(lower, value);
  }
  return map;
}

function bindField(type: RequestFieldType, value: unknown, field: string): unknown {
  if (isRequestList(type)) return bindList(type, value, field);
  if (isRequestRecords(type)) {
    const items = recordItems(value, type.item);
    if (items instanceof TooManyItems || items.length > MAX_RECORDS) {
      throw new RequestFieldError(field, `accepts at most ${MAX_RECORDS} items, got ${items instanceof TooManyItems ? items.count : items.length}`);
    }
    return items.map((item, index) => bindRequest(type.of, item, `${field}[${index + 1}]`));
  }
  return bindScalar(type, value, field);
}

function recordItems(value: unknown, item: string): unknown[] | TooManyItems {
  if (value === null || value === undefined || value === '') return [];
  if (Array.isArray(value) || value instanceof TooManyItems) return value;
  if (typeof value === 'object') {
    const wrapped = keyMap(value);
    if (wrapped.size === 1 && wrapped.has(item.toLowerCase())) {
      const inner = wrapped.get(item.toLowerCase());
      return Array.isArray(inner) || inner instanceof TooManyItems ? inner : [inner];
    }
    return [value];
  }
  return [value];
}

/** The most items a list field takes (a comma list or an array); records fields take at most MAX_RECORDS. */
export const MAX_LIST_ITEMS = 500;

function bindList(type: RequestList, value: unknown, field: string): unknown[] {
  const items: unknown[] = [];
  const count = listItems(value, items);
  if (count > MAX_LIST_ITEMS) throw new RequestFieldError(field, `accepts at most ${MAX_LIST_ITEMS} items, got ${count}`);
  return items.map((item, index) => bindScalar(type.of, typeof item === 'string' ? item.trim() : item, `${field}[${index + 1}]`));
}

/** A value that is no list item (null, absent or blank text). */
function isBlankItem(item: unknown): boolean {
  return item === null || item === undefined || (typeof item === 'string' && item.trim() === '');
}

/**
 * Collects the non-blank items of a list value into `items`, up to one more than MAX_LIST_ITEMS;
 * returns how many there are in all (beyond the cap they are only counted, never copied).
 */
function listItems(value: unknown, items: unknown[]): number {
  if (value === null || value === undefined) return 0;
  if (value instanceof TooManyItems) return value.count;
  if (typeof value === 'string') {
    let count = 0;
    let start = 0;
    for (let comma = value.indexOf(','); ; comma = value.indexOf(',', start)) {
      const item = comma < 0 ? value.slice(start) : value.slice(start, comma);
      if (!isBlankItem(item)) {
        count += 1;
        if (items.length <= MAX_LIST_ITEMS) items.push(item);
      }
      if (comma < 0) return count;
      start = comma + 1;
    }
  }
  if (Array.isArray(value) || typeof value === 'object') {
    let count = 0;
    for (const inner of Array.isArray(value) ? value : Object.values(value)) {
      // Arrays hold items or comma lists; an object (an XML wrapper) holds lists.
      if (Array.isArray(value) && inner !== null && typeof inner === 'object') {
        count += 1;
        if (items.length <= MAX_LIST_ITEMS) items.push(inner);
      } else {
        count += listItems(inner, items);
      }
    }
    return count;
  }
  if (items.length <= MAX_LIST_ITEMS) items.push(value);
  return 1;
}

export function bindScalar(type: RequestScalar, value: unknown, field: string): unknown {
  if (value === null || value === undefined) return null;
  if (typeof value === 'object') {
    throw new RequestFieldError(field, `must be a ${describe(type)}, not ${Array.isArray(value) || value instanceof TooManyItems ? 'a list' : 'an object'}`);
  }
  switch (type) {
    case 'string':
      return wellFormedText(String(value), field);
    case 'int':
      return readInt(value, field);
    case 'decimal':
      return readDecimal(value, field);
    case 'boolean':
      return readBoolean(value, field);
    case 'dateTime':
      return readDate(value, field);
  }
}

/** A lone surrogate (`"\ud800"` in JSON) is not a character: refused, as no database would store it intact. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

function wellFormedText(text: string, field: string): string {
  if (LONE_SURROGATE.test(text)) throw new RequestFieldError(field, 'must not contain unpaired surrogates (text that is not valid Unicode)');
  return text;
}

function describe(type: RequestScalar): string {
  return { int: 'whole number', decimal: 'number', boolean: 'boolean', string: 'text', dateTime: 'date' }[type];
}

const INT_MIN = -2_147_483_648;
const INT_MAX = 2_147_483_647;

function readInt(value: unknown, field: string): number | null {
  let number: number;
  if (typeof value === 'number') number = value;
  else if (typeof value === 'string') {
    const text = value.trim();
    if (text === '') return null;
    if (!/^[+-]?\d+$/.test(text)) throw new RequestFieldError(field, `must be a whole number, got "${clip(value)}"`);
    number = Number(text);
  } else throw new RequestFieldError(field, 'must be a whole number');
  if (!Number.isInteger(number)) throw new RequestFieldError(field, `must be a whole number, got ${number}`);
  if (number < INT_MIN || number > INT_MAX) throw new RequestFieldError(field, `is out of range (${INT_MIN} to ${INT_MAX})`);
  return number;
}

function readDecimal(value: unknown, field: string): number | null {
  let number: number;
  if (typeof value === 'number') number = value;
  else if (typeof value === 'string') {
    const text = value.trim();
    if (text === '') return null;
    if (!/^[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?$/.test(text)) {
      throw new RequestFieldError(field, `must be a number with a "." decimal separator, got "${clip(value)}"`);
    }
    number = Number(text);
  } else throw new RequestFieldError(field, 'must be a number');
  if (!Number.isFinite(number)) throw new RequestFieldError(field, 'must be a finite number');
  return number;
}

function readBoolean(value: unknown, field: string): boolean | null {
  if (typeof value === 'boolean') return value;
  if (value === 1 || value === 0) return value === 1;
  if (typeof value === 'string') {
    const text = value.trim().toLowerCase();
    if (text === '') return null;
    if (text === 'true' || text === '1') return true;
    if (text === 'false' || text === '0') return false;
  }
  throw new RequestFieldError(field, `must be true or false, got "${clip(String(value))}"`);
}

const DATE_TIME =
  /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,7}))?)?)?\s*(Z|[+-]\d{2}:?\d{2})?$/i;
const WCF_DATE = /^\/Date\((-?\d+)([+-]\d{4})?\)\/$/;

/**
 * Dates: `Y-m-d H:i:s`, `Y-m-d`, ISO 8601 (`T`, fractions, `Z` or an offset) and WCF `/Date(ms)/`.
 * A date without a zone is read as UTC, the zone the service stores and writes dates in.
 */
export function readDate(value: unknown, field: string): Date | null {
  if (typeof value !== 'string') throw new RequestFieldError(field, 'must be a date (YYYY-MM-DD HH:mm:ss or ISO 8601)');
  const text = value.trim();
  if (text === '') return null;
  const wcf = WCF_DATE.exec(text);
  if (wcf) return new Date(Number(wcf[1]));
  const match = DATE_TIME.exec(text);
  if (!match) throw new RequestFieldError(field, `must be a date (YYYY-MM-DD HH:mm:ss or ISO 8601), got "${clip(value)}"`);
  const [, y, mo, d, h = '0', mi = '0', s = '0', fraction = '0', zone] = match;
  const parts = [Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s)] as const;
  const utc = utcTime(parts, Math.round(Number(`0.${fraction}`) * 1000));
  const check = new Date(utcTime(parts, 0));
  if (
    check.getUTCFullYear() !== parts[0] ||
    check.getUTCMonth() !== parts[1] ||
    check.getUTCDate() !== parts[2] ||
    check.getUTCHours() !== parts[3] ||
    check.getUTCMinutes() !== parts[4] ||
    check.getUTCSeconds() !== parts[5]
  ) {
    throw new RequestFieldError(field, `is not a valid date: "${clip(value)}"`);
  }
  return new Date(utc - zoneOffsetMs(zone));
}

/** Date.UTC without its two-digit-year rule (years 0–99 are 1900–1999 there): 0001-01-01 is DateTime.MinValue. */
function utcTime(parts: readonly [number, number, number, number, number, number], ms: number): number {
  const date = new Date(Date.UTC(2000, parts[1], parts[2], parts[3], parts[4], parts[5], ms));
  date.setUTCFullYear(parts[0], parts[1], parts[2]);
  return date.getTime();
}

function zoneOffsetMs(zone: string | undefined): number {
  if (!zone || zone.toUpperCase() === 'Z') return 0;
  const sign = zone.startsWith('-') ? -1 : 1;
  const digits = zone.slice(1).replace(':', '');
  return sign * (Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2))) * 60_000;
}

function clip(text: string): string {
  return text.length > 40 ? `${text.slice(0, 40)}…` : text;
}
