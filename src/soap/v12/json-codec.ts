import { type FieldType, isListType, isRecordSchema, type ScalarType } from '../../common/record.js';

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
