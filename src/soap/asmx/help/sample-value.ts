import { type FieldType, isListType, isRecordSchema, type RecordSchema, type ScalarType } from '../../../common/record.js';

/**
 * A sample value of any record schema, for the result examples of the help pages and the payload
 * documentation: every field filled with a placeholder-like value of its type, every list with one
 * item. Generic by design: no operation or record has hand-written samples.
 */

const SAMPLE_DATE = new Date(Date.UTC(2026, 0, 31, 14, 30, 0));

const SCALAR_SAMPLES: { readonly [T in ScalarType]: () => unknown } = {
  int: () => 1,
  long: () => 1,
  decimal: () => 1.5,
  double: () => 1.5,
  string: () => 'string',
  boolean: () => true,
  dateTime: () => new Date(SAMPLE_DATE),
};

/** Records nested deeper than this (only possible with self-referencing schemas) are left empty. */
const MAX_DEPTH = 8;

function sampleRecord(schema: RecordSchema, depth: number): Record<string, unknown> | null {
  if (depth > MAX_DEPTH) return null;
  const value: Record<string, unknown> = {};
  for (const [name, type] of Object.entries(schema.fields)) value[name] = sampleOf(type, depth + 1);
  return value;
}

function sampleOf(type: FieldType, depth: number): unknown {
  if (isListType(type)) {
    const item = sampleOf(type.of, depth);
    return item === null ? [] : [item];
  }
  if (isRecordSchema(type)) return sampleRecord(type, depth);
  return SCALAR_SAMPLES[type]();
}

export function sampleValue(type: FieldType): unknown {
  return sampleOf(type, 0);
}

/** Every record schema reachable from a type, each once, in the order first met (the type itself first). */
export function recordsReachableFrom(type: FieldType): RecordSchema[] {
  const found: RecordSchema[] = [];
  const visit = (t: FieldType): void => {
    if (isListType(t)) return visit(t.of);
    if (!isRecordSchema(t) || found.includes(t)) return;
    found.push(t);
    for (const field of Object.values(t.fields)) visit(field);
  };
  visit(type);
  return found;
}

/** How a field's type reads in the field tables: `int`, `Picture`, `list of Picture (<Picture>)`. */
export function describeFieldType(type: FieldType): string {
  if (isListType(type)) {
    const of = typeof type.of === 'string' ? type.of : type.of.name;
    return `list of ${of} (<${type.item}> elements)`;
  }
  return isRecordSchema(type) ? type.name : type;
}
