/**
 * Record schemas: the single description of every record the service returns, in the
 * vocabulary of domain.md. The XML codec, the JSON codec and the WSDL generators read these
 * descriptors; TypeScript types are inferred from them so the services cannot drift from them.
 */

export type ScalarType = 'int' | 'long' | 'decimal' | 'double' | 'string' | 'boolean' | 'dateTime';

export interface ListType {
  readonly kind: 'list';
  /** Element name of each item when encoded as XML. */
  readonly item: string;
  readonly of: ScalarType | RecordSchema;
}

export type FieldType = ScalarType | RecordSchema | ListType;

export type Fields = Readonly<Record<string, FieldType>>;

export interface RecordSchema<F extends Fields = Fields> {
  readonly kind: 'record';
  readonly name: string;
  readonly fields: F;
}

export function defineRecord<const F extends Fields>(name: string, fields: F): RecordSchema<F> {
  return { kind: 'record', name, fields };
}

export function listOf<const T extends ScalarType | RecordSchema>(
  of: T,
  item?: string,
): { readonly kind: 'list'; readonly item: string; readonly of: T } {
  return { kind: 'list', of, item: item ?? (typeof of === 'string' ? of : of.name) };
}

type ScalarValue<T extends ScalarType> = T extends 'string'
  ? string | null
  : T extends 'boolean'
    ? boolean
    : T extends 'dateTime'
      ? Date | null
      : number | null;

export type ValueOf<T> = T extends ScalarType
  ? ScalarValue<T>
  : T extends RecordSchema<infer F>
    ? RecordOf<RecordSchema<F>> | null
    : T extends { kind: 'list'; of: infer O }
      ? O extends ScalarType
        ? Exclude<ScalarValue<O>, null>[]
        : O extends RecordSchema<infer G>
          ? RecordOf<RecordSchema<G>>[]
          : never
      : never;

/** The plain object type of a record: every field present, scalars nullable, lists never null. */
export type RecordOf<S> = S extends RecordSchema<infer F> ? { -readonly [K in keyof F]: ValueOf<F[K]> } : never;

export function isRecordSchema(type: FieldType): type is RecordSchema {
  return typeof type === 'object' && type.kind === 'record';
}

export function isListType(type: FieldType): type is ListType {
  return typeof type === 'object' && type.kind === 'list';
}

/** A page of a list: Limit1/Limit2 are a 1-based inclusive row range. */
export function pageOf<S extends RecordSchema>(name: string, item: S, itemElement?: string) {
  return defineRecord(name, {
    From: 'int',
    To: 'int',
    RowsCount: 'int',
    Items: listOf(item, itemElement),
  });
}

export interface Page<T> {
  From: number;
  To: number;
  RowsCount: number;
  Items: T[];
}
