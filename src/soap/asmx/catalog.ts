/**
 * The first interface's operation catalog: the 29 operations of service-spec.md, in the spec's
 * order, with exact names and parameter types. Dispatch, binding, WSDL, help pages and the tests
 * all read this one list.
 */
import type { AsmxOperation } from './catalog.types.js';
import { CONSTRUCTION_OPERATIONS } from './operations/construction.js';
import { CONTACT_ME, HISTORY_OF_PROPERTY } from './operations/history.js';
import { DEMAND_OPERATIONS, PERSON_OPERATIONS, UPDATE_PERSON } from './operations/persons.js';
import { PROPERTIES_OF_PERSON, PROPERTY_OPERATIONS } from './operations/properties.js';
import { REFERENCE_OPERATIONS } from './operations/reference.js';

export const ASMX_OPERATIONS: readonly AsmxOperation[] = Object.freeze([
  UPDATE_PERSON,
  ...PROPERTY_OPERATIONS,
  HISTORY_OF_PROPERTY,
  CONTACT_ME,
  ...CONSTRUCTION_OPERATIONS,
  ...REFERENCE_OPERATIONS,
  ...PERSON_OPERATIONS,
  PROPERTIES_OF_PERSON,
  ...DEMAND_OPERATIONS,
]);

const BY_NAME: ReadonlyMap<string, AsmxOperation> = new Map(ASMX_OPERATIONS.map((op) => [op.name, op]));

/** The operation with exactly this (case-sensitive) name. */
export function findOperation(name: string): AsmxOperation | undefined {
  return BY_NAME.get(name);
}
