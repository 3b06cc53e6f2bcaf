import type { FieldType } from '../../common/record.js';
import type { ScopeRequirement } from '../../common/scopes.js';
import type { Tenant } from '../../common/tenant.js';
import { defineRequest, type FieldScopes, type RequestAliases, type RequestFields, type RequestOf, type RequestShape, stringList } from './request-shape.js';
import { kindFits, type ResultKind } from './result-kind.js';
import type { V12Services } from './v12-services.js';

/** What an operation's service call receives besides its request. */
export interface CallContext {
  readonly tenant: Tenant;
  readonly clientAddress: string;
  readonly services: V12Services;
}

export type Variant = 'Xml' | 'Json';

/**
 * One base operation of the catalog, declared once: its request fields with their aliases (the
 * credentials are added to every request), the fields it accepts and ignores, its result type (a
 * record schema, list or scalar of src/common/record.ts) and kind, whether DisplayFields narrows
 * its records, and the service call. The Xml and Json operations derive from it.
 */
export interface BaseOperation<F extends RequestFields = RequestFields> {
  readonly name: string;
  readonly summary: string;
  /** Whether a call changes data: its examples are shown as requests to copy, never as links. */
  readonly writes: boolean;
  /**
   * The account scopes a call needs (all of them; empty = reference data, open to every
   * account). The runner refuses a call without them before the service is called, and a call
   * that gives a value to a field of `request.scopes` without that field's scope.
   */
  readonly scopes: ScopeRequirement;
  readonly variants: readonly Variant[];
  readonly request: RequestShape<F>;
  /** Fields clients send that have no meaning here, with the reason; accepted and ignored. */
  readonly ignored: Readonly<Record<string, string>>;
  readonly result: FieldType;
  readonly kind: ResultKind;
  /** The request carries DisplayFields, which narrows every returned record to the named fields. */
  readonly display: boolean;
  /** An example request (without credentials) for the documentation and the index page. */
  readonly example: Readonly<Record<string, unknown>>;
  call(context: CallContext, request: RequestOf<RequestShape<F>>): Promise<unknown>;
}

/** An operation on the wire: `<base><variant>`, e.g. GetPersonJson. */
export interface WireOperation {
  readonly name: string;
  readonly variant: Variant;
  readonly base: BaseOperation;
}

export const CREDENTIAL_FIELDS = { CustomerName: 'string', CustomerPassword: 'string' } as const;

/** The request field DisplayFields adds (see `display`). */
export const DISPLAY_FIELDS = { DisplayFields: stringList } as const;
const DISPLAY_NOTE = 'comma list of record field names (any case): each returned record keeps only these; unknown names are ignored; empty = all fields';

export function defineOperation<const F extends RequestFields>(spec: {
  name: string;
  summary: string;
  writes?: boolean;
  /** Required: the scopes every call needs (`[]` for reference data); see BaseOperation.scopes. */
  scopes: ScopeRequirement;
  variants?: readonly Variant[];
  fields: F;
  notes?: Partial<Record<keyof F & string, string>>;
  aliases?: RequestAliases<F>;
  /** Fields that reach person data beyond `scopes` (e.g. a listing filter by person): the scope each needs when given. */
  fieldScopes?: FieldScopes<F>;
  ignored?: Readonly<Record<string, string>>;
  result: FieldType;
  kind: ResultKind;
  display?: boolean;
  example: Record<string, unknown>;
  call(context: CallContext, request: RequestOf<RequestShape<F>>): Promise<unknown>;
}): BaseOperation {
  if (!kindFits(spec.kind, spec.result)) throw new Error(`Operation ${spec.name}: its result type does not fit the kind ${spec.kind}.`);
  const display = spec.display === true;
  const fields = display ? { ...spec.fields, ...DISPLAY_FIELDS } : spec.fields;
  const notes = display ? { ...spec.notes, DisplayFields: DISPLAY_NOTE } : (spec.notes ?? {});
  const request = defineRequest(
    spec.name,
    fields,
    notes as Partial<Record<string, string>>,
    (spec.aliases ?? {}) as RequestAliases,
    (spec.fieldScopes ?? {}) as FieldScopes,
  );
  const declared = new Set(Object.keys(fields).map((name) => name.toLowerCase()));
  for (const name of Object.keys(spec.ignored ?? {})) {
    if (declared.has(name.toLowerCase())) throw new Error(`Operation ${spec.name}: ${name} is both read and ignored.`);
  }
  return {
    name: spec.name,
    summary: spec.summary,
    writes: spec.writes ?? false,
    scopes: spec.scopes,
    variants: spec.variants ?? ['Xml', 'Json'],
    request: request as unknown as RequestShape,
    ignored: spec.ignored ?? {},
    result: spec.result,
    kind: spec.kind,
    display,
    example: spec.example,
    call: spec.call as BaseOperation['call'],
  };
}

const wireShapes = new WeakMap<BaseOperation, RequestShape>();

/** The full request shape of a base operation on the wire: credentials first, then its fields. */
export function wireRequestShape(base: BaseOperation): RequestShape {
  let shape = wireShapes.get(base);
  if (!shape) {
    shape = defineRequest(base.name, { ...CREDENTIAL_FIELDS, ...base.request.fields }, base.request.notes, base.request.aliases, base.request.scopes);
    wireShapes.set(base, shape);
  }
  return shape;
}
