import { defineRecord, type FieldType, isListType, isRecordSchema, type RecordSchema } from '../../common/record.js';
import { isPageSchema } from './result-kind.js';

/**
 * DisplayFields: the result type with every returned record narrowed to the named fields
 * (matched without regard to case; names the record does not have are ignored, and when it has
 * none of them the record stays whole, as without DisplayFields). The records
 * narrowed are the items of a page or list, or the one object; an item that only wraps a
 * record (GetPropertyList2's `{Object: …}`) has the wrapped record narrowed. No names: the type
 * unchanged. The codecs then write just those fields (JSON omits the others, XML as for nulls).
 */
export function narrowResultType(type: FieldType, names: readonly string[]): FieldType {
  const wanted = new Set(names.map((name) => name.trim().toLowerCase()).filter((name) => name !== ''));
  if (wanted.size === 0) return type;
  if (isPageSchema(type)) {
    return defineRecord(type.name, { ...type.fields, Items: narrowItems(type.fields['Items'] as FieldType, wanted) });
  }
  return narrowItems(type, wanted);
}

function narrowItems(type: FieldType, wanted: ReadonlySet<string>): FieldType {
  if (isListType(type)) return typeof type.of === 'string' ? type : { ...type, of: narrowRecord(type.of, wanted) };
  return isRecordSchema(type) ? narrowRecord(type, wanted) : type;
}

function narrowRecord(schema: RecordSchema, wanted: ReadonlySet<string>): RecordSchema {
  const entries = Object.entries(schema.fields);
  const [only] = entries;
  if (entries.length === 1 && only && isRecordSchema(only[1])) return defineRecord(schema.name, { [only[0]]: narrowRecord(only[1], wanted) });
  const kept = entries.filter(([name]) => wanted.has(name.toLowerCase()));
  // Not one name is a field of the record: the record whole, never an empty `{}`.
  return kept.length === 0 ? schema : defineRecord(schema.name, Object.fromEntries(kept));
}
