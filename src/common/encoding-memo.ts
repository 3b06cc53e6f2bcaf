/**
 * Encodings of immutable values, kept as long as the value lives. A codec asks for the encoding
 * of a value under a schema and a variant (format, element name); a frozen value (the property
 * records of the record cache) is encoded once per schema and variant, anything else every time.
 * Weak maps on both the value and the schema: nothing here keeps a record, or a schema made for
 * one request (DisplayFields), alive.
 */
const memo = new WeakMap<object, WeakMap<object, Map<string, string>>>();

export function memoizedEncoding(value: object, schema: object, variant: string, encode: () => string): string {
  if (!Object.isFrozen(value)) return encode();
  let bySchema = memo.get(value);
  if (!bySchema) {
    bySchema = new WeakMap();
    memo.set(value, bySchema);
  }
  let byVariant = bySchema.get(schema);
  if (!byVariant) {
    byVariant = new Map();
    bySchema.set(schema, byVariant);
  }
  let text = byVariant.get(variant);
  if (text === undefined) {
    text = encode();
    byVariant.set(variant, text);
  }
  return text;
}
