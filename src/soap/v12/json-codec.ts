import { memoizedBytes } from '../../common/encoding-memo.js';
import { joinText, textString, type Text, WireText } from '../../common/wire-text.js';
import { type FieldType, isListType, isRecordSchema, type RecordSchema, type ScalarType } from '../../common/record.js';

/**
 * The one JSON encoding of records for the v1.2 Json operations, driven by the record schemas:
 * fields in schema order, every field present (null when empty), lists as arrays, dates as
 * `YYYY-MM-DD HH:mm:ss` (UTC).
 */
export function toJsonValue(type: FieldType, value: unknown): unknown {
  if (value === null || value === undefined) return isListType(type) ? [] : null;
  if (isListType(type)) {
    return Array.isArray(value) ? value.map((item) => toJsonValue(type.of, item)) : [];
  }
  if (isRecordSchema(type)) {
    const source = value as Record<string, unknown>;
    const out: Record<string, unknown> = {};
    for (const [name, fieldType] of Object.entries(type.fields)) {
      out[name] = toJsonValue(fieldType, Object.hasOwn(source, name) ? source[name] : null);
    }
    return out;
  }
  return scalarToJson(type, value);
}

/**
 * `JSON.stringify(toJsonValue(type, value))` written directly as text, without the intermediate
 * objects; the encoding of a frozen record (a cached property record) is made once and reused.
 */
export function encodeJsonText(type: FieldType, value: unknown): string {
  return textString(encodeJson(type, value));
}

/** `encodeJsonText` for the wire: the kept encodings of frozen records come as encoded bytes. */
export function encodeJsonWire(type: FieldType, value: unknown): Text {
  return encodeJson(type, value);
}

function encodeJson(type: FieldType, value: unknown): Text {
  if (value === null || value === undefined) return isListType(type) ? '[]' : 'null';
  if (isListType(type)) {
    if (!Array.isArray(value)) return '[]';
    const items: Text[] = ['['];
    for (const item of value as readonly unknown[]) {
      if (items.length > 1) items.push(',');
      items.push(encodeJson(type.of, item));
    }
    items.push(']');
    return joinText(items);
  }
  if (isRecordSchema(type)) {
    if (typeof value !== 'object' || !Object.isFrozen(value)) return recordJson(type, value);
    // A frozen record (a cached property record) is encoded once.
    return new WireText([memoizedBytes(value, type, 'json', () => textString(recordJson(type, value)))]);
  }
  return JSON.stringify(scalarToJson(type, value));
}

function recordJson(type: RecordSchema, value: unknown): Text {
  const source = value as Record<string, unknown>;
  const members: Text[] = ['{'];
  for (const [name, fieldType] of Object.entries(type.fields)) {
    members.push(`${members.length > 1 ? ',' : ''}${JSON.stringify(name)}:`, encodeJson(fieldType, Object.hasOwn(source, name) ? source[name] : null));
  }
  members.push('}');
  return joinText(members);
}

function scalarToJson(type: ScalarType, value: unknown): unknown {
  switch (type) {
    case 'dateTime':
      return value instanceof Date ? formatJsonDate(value) : null;
    case 'boolean':
      return Boolean(value);
    case 'string':
      return String(value);
    default: {
      const number = Number(value);
      return Number.isFinite(number) ? number : null;
    }
  }
}

/** `YYYY-MM-DD HH:mm:ss` in UTC. */
export function formatJsonDate(date: Date): string | null {
  if (Number.isNaN(date.getTime())) return null;
  return date.toISOString().slice(0, 19).replace('T', ' ');
}
