import type { WireOperation } from './operation.js';
import { V12_PATH } from './wire-names.js';

/** Credentials shown in examples (the demo account's placeholders, never real secrets). */
export const EXAMPLE_CREDENTIALS = { CustomerName: 'demo', CustomerPassword: 'secret' } as const;

/** The example request JSON of an operation: credentials first, then the catalog's example fields. */
export function exampleJson(operation: WireOperation): string {
  return JSON.stringify({ ...EXAMPLE_CREDENTIALS, ...operation.base.example });
}

/** `/1.2/APIService.svc/<Op>?json=<URL-encoded example>` */
export function exampleHttpPath(operation: WireOperation): string {
  return `${V12_PATH}/${operation.name}?json=${encodeURIComponent(exampleJson(operation))}`;
}
