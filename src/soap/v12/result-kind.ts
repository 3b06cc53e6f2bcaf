import { type FieldType, isListType, isRecordSchema, type RecordSchema } from '../../common/record.js';

/**
 * How a client reads an operation's `Value` (docs/v12-protocol.md, "Result kinds"):
 * - `page`: `{From, To, RowsCount, Items}`;
 * - `list`: an array of records;
 * - `object`: one record; `object-or-null`: one record, or null with Success when nothing matches;
 * - `boolean`, `int`, `string`: the bare scalar;
 * - `array`: an array of scalars (numbers).
 */
export type ResultKind = 'page' | 'list' | 'object' | 'object-or-null' | 'boolean' | 'int' | 'string' | 'array';

export const RESULT_KIND_LABELS: Readonly<Record<ResultKind, string>> = {
  page: 'page `{From, To, RowsCount, Items}`',
  list: 'list (array of records)',
  object: 'object',
  'object-or-null': 'object, or null (with Success) when nothing matches',
  boolean: 'bool',
  int: 'int',
  string: 'string',
  array: 'array of numbers',
};

const PAGE_FIELDS = ['From', 'To', 'RowsCount', 'Items'];

/** A page record: exactly From, To, RowsCount and a list of records named Items. */
export function isPageSchema(type: FieldType): type is RecordSchema {
  if (!isRecordSchema(type)) return false;
  const names = Object.keys(type.fields);
  const items = type.fields['Items'];
  return names.length === PAGE_FIELDS.length && PAGE_FIELDS.every((name) => names.includes(name)) && items !== undefined && isListType(items);
}

/** Whether a result type has the shape its declared kind promises (checked when an operation is defined). */
export function kindFits(kind: ResultKind, type: FieldType): boolean {
  switch (kind) {
    case 'page':
      return isPageSchema(type);
    case 'list':
      return isListType(type) && typeof type.of !== 'string';
    case 'object':
    case 'object-or-null':
      return isRecordSchema(type) && !isPageSchema(type);
    case 'array':
      return isListType(type) && typeof type.of === 'string';
    case 'boolean':
      return type === 'boolean';
    case 'int':
      return type === 'int' || type === 'long';
    case 'string':
      return type === 'string';
  }
}
