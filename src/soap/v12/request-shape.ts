import type { AccountScope } from '../../common/scopes.js';

/**
 * Request shapes of the v1.2 operations: the fields a request carries, with the types the
 * lenient readers convert wire text to. One shape drives the JSON reader, the XML reader, the
 * WSDL request elements and the operations documentation.
 */

export type RequestScalar = 'int' | 'decimal' | 'boolean' | 'string' | 'dateTime';

/** A list of scalars: a comma-separated string or an array on the wire; a comma list in the WSDL. */
export interface RequestList {
  readonly kind: 'list';
  readonly of: 'int' | 'string';
}

/** A list of nested requests (e.g. the count conditions of GetCountProperties2). */
export interface RequestRecords {
  readonly kind: 'records';
  /** Element name of each item in XML. */
  readonly item: string;
  readonly of: RequestShape;
}

export type RequestFieldType = RequestScalar | RequestList | RequestRecords;

export type RequestFields = Readonly<Record<string, RequestFieldType>>;

/** Other names a field is accepted under, e.g. `{ ID: ['PersonID'] }`: the first name present wins. */
export type RequestAliases<F extends RequestFields = RequestFields> = Readonly<Partial<Record<keyof F & string, readonly string[]>>>;

/**
 * The fields that reach data beyond what the operation itself needs (e.g. a listing filter by a
 * person's id reads persons): a call that gives such a field a value needs its scope as well.
 */
export type FieldScopes<F extends RequestFields = RequestFields> = Readonly<Partial<Record<keyof F & string, AccountScope>>>;

export interface RequestShape<F extends RequestFields = RequestFields> {
  readonly name: string;
  readonly fields: F;
  /** Short description of each field for the documentation (optional per field). */
  readonly notes: Readonly<Partial<Record<keyof F & string, string>>>;
  /** Further names each field is read from (matched case-insensitively, like the field's own name). */
  readonly aliases: RequestAliases<F>;
  /** The scope each person-reaching field needs when it is given (FieldScopes); nested records carry their own. */
  readonly scopes: FieldScopes<F>;
}

export function defineRequest<const F extends RequestFields>(
  name: string,
  fields: F,
  notes: Partial<Record<keyof F & string, string>> = {},
  aliases: RequestAliases<F> = {} as RequestAliases<F>,
  scopes: FieldScopes<F> = {} as FieldScopes<F>,
): RequestShape<F> {
  const seen = new Set<string>();
  for (const key of [...Object.keys(fields), ...Object.values<readonly string[] | undefined>(aliases).flatMap((names) => names ?? [])]) {
    if (seen.has(key.toLowerCase())) throw new Error(`Request ${name}: the name ${key} is used twice.`);
    seen.add(key.toLowerCase());
  }
  for (const key of Object.keys(scopes)) {
    if (!(key in fields)) throw new Error(`Request ${name}: the scoped field ${key} is not one of its fields.`);
  }
  return { name, fields, notes, aliases, scopes };
}

/** The names a field is read from: its own, then its aliases. */
export function namesOf(shape: RequestShape, field: string): readonly string[] {
  return [field, ...(shape.aliases[field] ?? [])];
}

export const intList = { kind: 'list', of: 'int' } as const satisfies RequestList;
export const stringList = { kind: 'list', of: 'string' } as const satisfies RequestList;

export function recordsOf<const S extends RequestShape>(of: S, item: string = of.name): RequestRecords & { of: S } {
  return { kind: 'records', item, of };
}

type ScalarValue<T extends RequestScalar> = T extends 'string'
  ? string | null
  : T extends 'boolean'
    ? boolean | null
    : T extends 'dateTime'
      ? Date | null
      : number | null;

export type RequestValue<T> = T extends RequestScalar
  ? ScalarValue<T>
  : T extends { kind: 'list'; of: 'int' }
    ? number[]
    : T extends { kind: 'list'; of: 'string' }
      ? string[]
      : T extends { kind: 'records'; of: infer S }
        ? RequestOf<S>[]
        : never;

/** The typed request a shape reads into: missing scalars are null, missing lists empty. */
export type RequestOf<S> = S extends RequestShape<infer F> ? { -readonly [K in keyof F]: RequestValue<F[K]> } : never;

export function isRequestList(type: RequestFieldType): type is RequestList {
  return typeof type === 'object' && type.kind === 'list';
}

export function isRequestRecords(type: RequestFieldType): type is RequestRecords {
  return typeof type === 'object' && type.kind === 'records';
}
