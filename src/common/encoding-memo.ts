/**
 * Encodings of immutable values as UTF-8 bytes, kept as long as the value lives. A codec asks for
 * the encoding of a value under a schema and a variant (format, element name); a frozen value (the
 * property records of the record cache) is encoded once per schema and variant, anything else every
 * time.
 * Weak maps on both the value and the schema: nothing here keeps a record, or a schema made for
 * one request (DisplayFields), alive.
 */
const memo = new WeakMap<object, WeakMap<object, Map<string, Buffer>>>();

function variantsOf(value: object, schema: object): Map<string, Buffer> {
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
  return byVariant;
}

/** The encoding of the value as UTF-8 bytes (kept for a frozen value), for answers written from parts. */
export function memoizedBytes(value: object, schema: object, variant: string, encode: () => string): Buffer {
  if (!Object.isFrozen(value)) return Buffer.from(encode(), 'utf8');
  const variants = variantsOf(value, schema);
  const known = variants.get(variant);
  if (known) return known;
  const bytes = Buffer.from(encode(), 'utf8');
  variants.set(variant, bytes);
  return bytes;
}
