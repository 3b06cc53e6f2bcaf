/**
 * The declarative shape of a first-interface (ASMX) operation. One entry per operation in
 * `catalog.ts` drives everything on the wire: SOAP 1.1/1.2 dispatch, HTTP GET/POST binding, the
 * WSDL, the help pages and their samples, and the tests' operation list.
 */
import type { FieldType, ValueOf } from '../../common/record.js';
import type { ScopeRequirement } from '../../common/scopes.js';
import type { Tenant } from '../../common/tenant.js';
import type { AsmxServices } from './services.js';

/** The XSD types a first-interface parameter can have (`s:int`, `s:decimal`, …). */
export type WireType = 'int' | 'decimal' | 'double' | 'dateTime' | 'string';

export interface Parameter<N extends string = string, T extends WireType = WireType> {
  /** Exact, case-sensitive parameter name (SOAP element, WSDL part, query/form key). */
  readonly name: N;
  readonly type: T;
}

/**
 * The value a bound parameter carries, as .NET would see it: a string may be null (missing
 * element or xsi:nil), numbers default to 0 and a dateTime defaults to 0001-01-01T00:00:00
 * (`MIN_DATE_TIME`) when the element is missing.
 */
export type WireValue<T extends WireType> = T extends 'string' ? string | null : T extends 'dateTime' ? Date : number;

/** The arguments object an operation's `invoke` receives, keyed by parameter name. */
export type ArgumentsOf<P extends readonly Parameter[]> = {
  readonly [E in P[number] as E['name']]: WireValue<E['type']>;
};

/**
 * A string result: an XML document (no declaration) whose root element is `root`, encoding a
 * value of `schema` with the one record codec (src/soap/xml/record-codec.ts).
 */
export interface StringResult<S extends FieldType = FieldType> {
  readonly type: 'string';
  readonly root: string;
  readonly schema: S;
}

/** An int result: for writes, the number of records changed (domain.md). */
export interface IntResult {
  readonly type: 'int';
}

export type ResultSpec = StringResult | IntResult;

/** What `invoke` resolves to: the record value for string results (null = no result), a number for int results. */
export type ResultValue<R extends ResultSpec> = R extends StringResult<infer S> ? ValueOf<S> | null : number;

/** The context every operation call runs in: the domain services, the authenticated tenant and the caller's address (for throttling). */
export interface OperationContext {
  readonly services: AsmxServices;
  readonly tenant: Tenant;
  readonly clientAddress: string;
}

/** One operation of the first interface, with its generics erased (the catalog's element type). */
export interface AsmxOperation {
  /** Exact, case-sensitive operation name. */
  readonly name: string;
  /** Shown on the help page and in the WSDL documentation; states the decisions the spec leaves open. */
  readonly description: string;
  /**
   * The account scopes a call needs (all of them; empty = reference data, open to every
   * account). The runner refuses a call without them before the service is called.
   */
  readonly scopes: ScopeRequirement;
  /** Every parameter in wire order, CustomerName and CustomerPassword first. */
  readonly parameters: readonly Parameter[];
  readonly result: ResultSpec;
  /** Calls the domain service. `args` holds one value per parameter (credentials included). */
  invoke(context: OperationContext, args: Readonly<Record<string, WireValue<WireType>>>): Promise<unknown>;
}

/** The two credential parameters every operation takes first (service-spec.md, Authentication). */
export const CREDENTIAL_PARAMETERS = [
  { name: 'CustomerName', type: 'string' },
  { name: 'CustomerPassword', type: 'string' },
] as const satisfies readonly Parameter[];

type WithCredentials<P extends readonly Parameter[]> = readonly [...typeof CREDENTIAL_PARAMETERS, ...P];

export interface OperationDefinition<P extends readonly Parameter[], R extends ResultSpec> {
  readonly name: string;
  readonly description: string;
  /** Required: the scopes every call needs (`[]` for reference data); see AsmxOperation.scopes. */
  readonly scopes: ScopeRequirement;
  /** The operation's own parameters in wire order (the credentials are prepended). */
  readonly parameters: P;
  readonly result: R;
  invoke(context: OperationContext, args: ArgumentsOf<WithCredentials<P>>): Promise<ResultValue<R>>;
}

/** Declares a catalog entry with full typing of its arguments and result, then erases the generics. */
export function defineOperation<const P extends readonly Parameter[], const R extends ResultSpec>(
  definition: OperationDefinition<P, R>,
): AsmxOperation {
  return {
    name: definition.name,
    description: definition.description,
    scopes: definition.scopes,
    parameters: [...CREDENTIAL_PARAMETERS, ...definition.parameters],
    result: definition.result,
    invoke: (context, args) => definition.invoke(context, args as ArgumentsOf<WithCredentials<P>>),
  };
}

export function stringResult<const S extends FieldType>(root: string, schema: S): StringResult<S> {
  return { type: 'string', root, schema };
}

export const INT_RESULT: IntResult = { type: 'int' };

/** Shorthand for a parameter declaration. */
export function param<const N extends string, const T extends WireType>(name: N, type: T): Parameter<N, T> {
  return { name, type };
}

/** The dateTime default of a missing element (.NET DateTime.MinValue, 0001-01-01T00:00:00), in epoch ms. */
export const MIN_DATE_TIME_MS = Date.parse('0001-01-01T00:00:00Z');

/** True when a bound dateTime is the missing-element default, i.e. "no value". */
export function isMinDateTime(value: Date): boolean {
  return value.getTime() === MIN_DATE_TIME_MS;
}
