import { CONSTRUCTION_OPERATIONS } from './catalog/construction-operations.js';
import { CONTACT_OPERATIONS } from './catalog/contact-operations.js';
import { DEMAND_OPERATIONS } from './catalog/demand-operations.js';
import { GENERAL_OPERATIONS } from './catalog/general-operations.js';
import { INTERNAL_OPERATIONS } from './catalog/internal-operations.js';
import { MEDIA_STATISTICS_OPERATIONS } from './catalog/media-statistics-operations.js';
import { OWNER_OPERATIONS } from './catalog/owner-operations.js';
import { getCategoriesList, RELATION_OPERATIONS } from './catalog/relation-operations.js';
import { PROPERTY_OPERATIONS } from './catalog/property-operations.js';
import { SETTINGS_OPERATIONS } from './catalog/settings-operations.js';
import { SYNC_OPERATIONS } from './catalog/sync-operations.js';
import type { BaseOperation, WireOperation } from './operation.js';

/**
 * The v1.2 operation catalog: every base operation once; the Xml and Json operations derive
 * from it. The dispatchers, the WSDL, the index page, the documentation and the tests all read
 * this list. It is grouped the way its client libraries group the operations, one file per
 * group in catalog/ (`<group>-operations.ts`: property, settings, general, construction,
 * contact, owner, internal; sync holds the partner change feed). Each entry declares its request fields with their aliases, the fields it
 * accepts and ignores, its result type and kind, and whether DisplayFields narrows its records
 * (operation.ts); the binder and the codecs only read those declarations.
 */
/** One group of the catalog, as the client libraries group the operations. */
export interface OperationGroup {
  readonly name: string;
  readonly operations: readonly BaseOperation[];
}

/** The groups in the order the documentation and the index page list them. */
export const OPERATION_GROUPS: readonly OperationGroup[] = [
  { name: 'Property', operations: PROPERTY_OPERATIONS },
  { name: 'Settings', operations: SETTINGS_OPERATIONS },
  { name: 'General', operations: [...GENERAL_OPERATIONS, getCategoriesList] },
  { name: 'Construction', operations: CONSTRUCTION_OPERATIONS },
  { name: 'Contact', operations: [...CONTACT_OPERATIONS, ...DEMAND_OPERATIONS] },
  { name: 'Owner', operations: [...OWNER_OPERATIONS, ...RELATION_OPERATIONS, ...MEDIA_STATISTICS_OPERATIONS] },
  { name: 'Internal', operations: INTERNAL_OPERATIONS },
  { name: 'Sync', operations: SYNC_OPERATIONS },
];

export const BASE_OPERATIONS: readonly BaseOperation[] = OPERATION_GROUPS.flatMap((group) => group.operations);

export const WIRE_OPERATIONS: readonly WireOperation[] = BASE_OPERATIONS.flatMap((base) =>
  base.variants.map((variant) => ({ name: `${base.name}${variant}`, variant, base })),
);

/** The catalog bound to a contract namespace: lookups by name and by SOAPAction. */
export class V12Catalog {
  readonly operations = WIRE_OPERATIONS;
  private readonly byLowerName = new Map(WIRE_OPERATIONS.map((operation) => [operation.name.toLowerCase(), operation]));
  private readonly byAction: Map<string, WireOperation>;

  constructor(readonly namespace: string) {
    this.byAction = new Map(WIRE_OPERATIONS.map((operation) => [this.soapAction(operation.name), operation]));
  }

  /** `{contract_ns}/APIService/<Op>` (no doubled slash when the namespace ends with `/`). */
  soapAction(operation: string): string {
    return `${this.namespace}${this.namespace.endsWith('/') ? '' : '/'}APIService/${operation}`;
  }

  /** Case-insensitive, as the Json HTTP form's paths are. */
  findByName(name: string): WireOperation | undefined {
    return this.byLowerName.get(name.toLowerCase());
  }

  /** Exact, case-sensitive SOAPAction match. */
  findByAction(action: string): WireOperation | undefined {
    return this.byAction.get(action);
  }

  /** The operation whose request element has this exact local name. */
  findByElement(localName: string): WireOperation | undefined {
    const operation = this.byLowerName.get(localName.toLowerCase());
    return operation?.name === localName ? operation : undefined;
  }
}
