/**
 * The one XML encoding of records (src/common/record.ts schemas), used for first-interface string
 * results and v1.2 Xml results. No per-operation string building.
 *
 * - A record is an element holding one child element per field, in schema order.
 * - Scalars: int/long as integers, decimal/double in invariant culture without exponent
 *   (double NaN/±Infinity as NaN/INF/-INF), booleans `true`/`false`, dateTime `YYYY-MM-DDTHH:mm:ss`
 *   (UTC clock fields), strings escaped. A null scalar or record field is omitted.
 * - A list field is an element holding one element per item, named by `listOf(…, item)`; an
 *   empty list is an empty element (`<Items />`).
 */
import { memoizedBytes } from '../../common/encoding-memo.js';
import { isEmptyText, joinText, textString, type Text, WireText } from '../../common/wire-text.js';
import { isListType, isRecordSchema, type FieldType, type ListType, type RecordSchema, type ScalarType } from '../../common/record.js';
import { escapeXmlText, escapeXmlTextTwice } from './xml-writer.js';

/**
 * How markup is written: as XML, or as the escaped text of XML (a document carried inside
 * another document's text node, written in the same single pass).
 */
interface Markup {
  /** Tells the two apart in the encodings kept of frozen records. */
  readonly id: string;
  readonly lt: string;
  readonly gt: string;
  readonly text: (value: string) => string;
}
const XML: Markup = { id: 'xml', lt: '<', gt: '>', text: escapeXmlText };
const ESCAPED: Markup = { id: 'escaped', lt: '&lt;', gt: '&gt;', text: escapeXmlTextTwice };

/** Numbers some drivers return as text (MySQL DECIMAL), passed through unchanged. */
const NUMERIC_TEXT = /^-?\d+(\.\d+)?$/;

function pad(value: number, width: number): string {
  return String(value).padStart(width, '0');
}

/** `YYYY-MM-DDTHH:mm:ss` from the UTC clock fields; '' for an invalid date. */
export function formatXmlDateTime(date: Date): string {
  const time = date.getTime();
  if (Number.isNaN(time)) return '';
  return (
    `${pad(date.getUTCFullYear(), 4)}-${pad(date.getUTCMonth() + 1, 2)}-${pad(date.getUTCDate(), 2)}` +
    `T${pad(date.getUTCHours(), 2)}:${pad(date.getUTCMinutes(), 2)}:${pad(date.getUTCSeconds(), 2)}`
  );
}

/** A number in invariant culture, never in exponent notation. */
export function formatXmlNumber(value: number, type: ScalarType): string {
  if (!Number.isFinite(value)) {
    if (type !== 'double') return '0';
    return Number.isNaN(value) ? 'NaN' : value > 0 ? 'INF' : '-INF';
  }
  if (type === 'int' || type === 'long') return BigInt(Math.trunc(value)).toString();
  const plain = String(value);
  if (!/e/i.test(plain)) return plain;
  if (Math.abs(value) >= 1) return BigInt(Math.round(value)).toString();
  return value.toFixed(20).replace(/0+$/, '').replace(/\.$/, '');
}

/** The text of a scalar value, or null when the value is absent (the element is then omitted). */
function scalarText(type: ScalarType, value: unknown, markup: Markup): string | null {
  if (value === null || value === undefined) return null;
  switch (type) {
    case 'string':
      return markup.text(typeof value === 'string' ? value : String(value));
    case 'boolean':
      return value ? 'true' : 'false';
    case 'dateTime': {
      if (!(value instanceof Date)) return null;
      const text = formatXmlDateTime(value);
      return text === '' ? null : text;
    }
    default:
      if (typeof value === 'number') return formatXmlNumber(value, type);
      return typeof value === 'string' && NUMERIC_TEXT.test(value) ? value : null;
  }
}

function element(name: string, content: Text, markup: Markup): Text {
  const { lt, gt } = markup;
  if (typeof content === 'string') return content === '' ? `${lt}${name} /${gt}` : `${lt}${name}${gt}${content}${lt}/${name}${gt}`;
  return isEmptyText(content) ? `${lt}${name} /${gt}` : joinText([`${lt}${name}${gt}`, content, `${lt}/${name}${gt}`]);
}

/** One field of a record schema as written in one markup: its tags made once, not per record. */
interface FieldStep {
  readonly field: string;
  readonly type: FieldType;
  /** A scalar's type; null for a record or list field. */
  readonly scalar: ScalarType | null;
  readonly open: string;
  readonly close: string;
  readonly empty: string;
}

/** The steps of each schema per markup (weak: a schema made for one request, DisplayFields, goes with it). */
const plans = new WeakMap<RecordSchema, Map<string, readonly FieldStep[]>>();

function planOf(schema: RecordSchema, markup: Markup): readonly FieldStep[] {
  let byMarkup = plans.get(schema);
  if (!byMarkup) {
    byMarkup = new Map();
    plans.set(schema, byMarkup);
  }
  let plan = byMarkup.get(markup.id);
  if (!plan) {
    const { lt, gt } = markup;
    plan = Object.entries(schema.fields).map(([field, type]) => ({
      field,
      type,
      scalar: isListType(type) || isRecordSchema(type) ? null : type,
      open: `${lt}${field}${gt}`,
      close: `${lt}/${field}${gt}`,
      empty: `${lt}${field} /${gt}`,
    }));
    byMarkup.set(markup.id, plan);
  }
  return plan;
}

/** The fields' elements in schema order: scalars written straight from the plan's tags into one string. */
function encodeRecordContent(schema: RecordSchema, value: object, markup: Markup): Text {
  const record = value as Record<string, unknown>;
  let parts: Text[] | null = null;
  let pending = '';
  for (const step of planOf(schema, markup)) {
    const fieldValue = Object.prototype.hasOwnProperty.call(record, step.field) ? record[step.field] : undefined;
    if (step.scalar !== null) {
      const text = scalarText(step.scalar, fieldValue, markup);
      if (text !== null) pending += text === '' ? step.empty : step.open + text + step.close;
      continue;
    }
    const encoded = encodeField(step.field, step.type, fieldValue, markup);
    if (typeof encoded === 'string') {
      pending += encoded;
    } else {
      parts ??= [];
      parts.push(pending, encoded);
      pending = '';
    }
  }
  if (parts === null) return pending;
  parts.push(pending);
  return joinText(parts);
}

function encodeList(name: string, list: ListType, value: unknown, markup: Markup): Text {
  if (!Array.isArray(value)) return element(name, '', markup);
  const items: Text[] = [];
  for (const item of value) items.push(encodeField(list.item, list.of, item, markup));
  return element(name, joinText(items), markup);
}

/** One element for `value` of `type`, named `name`; '' when the value is absent. */
function encodeField(name: string, type: FieldType, value: unknown, markup: Markup): Text {
  if (isListType(type)) return encodeList(name, type, value, markup);
  if (isRecordSchema(type)) {
    if (value === null || value === undefined || typeof value !== 'object') return '';
    if (!Object.isFrozen(value)) return element(name, encodeRecordContent(type, value, markup), markup);
    // A frozen record (a cached property record) is encoded once per element name and form.
    const encode = () => textString(element(name, encodeRecordContent(type, value, markup), markup));
    return new WireText([memoizedBytes(value, type, `${markup.id}|${name}`, encode)]);
  }
  const text = scalarText(type, value, markup);
  return text === null ? '' : element(name, text, markup);
}

function encodeRoot(root: string, type: FieldType, value: unknown, markup: Markup): Text {
  const { lt, gt } = markup;
  if (value === null || value === undefined) return `${lt}${root} /${gt}`;
  const text = encodeField(root, type, value, markup);
  return isEmptyText(text) ? `${lt}${root} /${gt}` : text;
}

/**
 * Encodes a value of `type` (a record schema, a list or a scalar) as an XML fragment whose root
 * element is `root`. A null value gives `<root />`.
 */
export function encodeRecordXml(root: string, type: FieldType, value: unknown): string {
  return textString(encodeRoot(root, type, value, XML));
}

/** `encodeRecordXml` for the wire: the kept encodings of frozen records come as encoded bytes, not decoded into the text. */
export function encodeRecordXmlWire(root: string, type: FieldType, value: unknown): Text {
  return encodeRoot(root, type, value, XML);
}

/**
 * `escapeXmlText(encodeRecordXml(root, type, value))` written in one pass: the fragment as the
 * escaped text content of an element (the first interface's string results).
 */
export function encodeRecordXmlText(root: string, type: FieldType, value: unknown): string {
  return textString(encodeRoot(root, type, value, ESCAPED));
}

/** `encodeRecordXmlText` for the wire: the kept encodings of frozen records come as encoded bytes. */
export function encodeRecordXmlTextWire(root: string, type: FieldType, value: unknown): Text {
  return encodeRoot(root, type, value, ESCAPED);
}
