/**
 * Encodings of immutable values, kept as long as the value lives. A codec asks for the encoding
 * of a value under a schema and a variant (format, element name); a frozen value (the property
 * records of the record cache) is encoded once per schema and variant, anything else every time.
 * Weak maps on both the value and the schema: nothing here keeps a record, or a schema made for
 * one request (DisplayFields), alive.
 */
const memo = new WeakMap<object, WeakMap<object, Map<string, string | Buffer>>>();

function variantsOf(value: object, schema: object): Map<string, string | Buffer> {
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

/** The encoding of the value as text (kept for a frozen value). */
export function memoizedEncoding(value: object, schema: object, variant: string, encode: () => string): string {
  if (!Object.isFrozen(value)) return encode();
  const variants = variantsOf(value, schema);
  const known = variants.get(variant);
  if (typeof known === 'string') return known;
  const text = flat(encode());
  variants.set(variant, text);
  return text;
}

/** The encoding of the value as UTF-8 bytes (kept for a frozen value), for answers written from parts. */
export function memoizedBytes(value: object, schema: object, variant: string, encode: () => string): Buffer {
  if (!Object.isFrozen(value)) return Buffer.from(encode(), 'utf8');
  const variants = variantsOf(value, schema);
  const key = `${variant}|bytes`;
  const known = variants.get(key);
  if (known instanceof Buffer) return known;
  const bytes = Buffer.from(encode(), 'utf8');
  variants.set(key, bytes);
  return bytes;
}

/**
 * The text as one flat string. An encoding built piece by piece is a tree of thousands of
 * concatenations; every answer that includes it would walk that tree again. Reading the text as a
 * number makes the engine flatten it in place, once.
 */
function flat(text: string): string {
  Number(text);
  return text;
}
