import type { FieldType } from '../../common/record.js';
import type { Tenant } from '../../common/tenant.js';
import { defineRequest, type RequestFields, type RequestOf, type RequestShape } from './request-shape.js';
import type { V12Services } from './v12-services.js';

/** What an operation's service call receives besides its request. */
export interface CallContext {
  readonly tenant: Tenant;
  readonly clientAddress: string;
  readonly services: V12Services;
}

export type Variant = 'Xml' | 'Json';

/**
 * One base operation of the catalog, declared once: its request fields (the credentials are
 * added to every request), its result type (a record schema, list or scalar of
 * src/common/record.ts) and the service call. The Xml and Json operations derive from it.
 */
export interface BaseOperation<F extends RequestFields = RequestFields> {
  readonly name: string;
  readonly summary: string;
  /** Whether a call changes data: its examples are shown as requests to copy, never as links. */
  readonly writes: boolean;
  readonly variants: readonly Variant[];
  readonly request: RequestShape<F>;
  readonly result: FieldType;
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

export function defineOperation<const F extends RequestFields>(spec: {
  name: string;
  summary: string;
  writes?: boolean;
  variants?: readonly Variant[];
  fields: F;
  notes?: Partial<Record<keyof F & string, string>>;
  result: FieldType;
  example: Record<string, unknown>;
  call(context: CallContext, request: RequestOf<RequestShape<F>>): Promise<unknown>;
}): BaseOperation {
  const request = defineRequest(spec.name, spec.fields, spec.notes ?? {});
  return {
    name: spec.name,
    summary: spec.summary,
    writes: spec.writes ?? false,
    variants: spec.variants ?? ['Xml', 'Json'],
    request: request as unknown as RequestShape,
    result: spec.result,
    example: spec.example,
    call: spec.call as BaseOperation['call'],
  };
}

const wireShapes = new WeakMap<BaseOperation, RequestShape>();

/** The full request shape of a base operation on the wire: credentials first, then its fields. */
export function wireRequestShape(base: BaseOperation): RequestShape {
  let shape = wireShapes.get(base);
  if (!shape) {
    shape = defineRequest(base.name, { ...CREDENTIAL_FIELDS, ...base.request.fields }, base.request.notes);
    wireShapes.set(base, shape);
  }
  return shape;
}
