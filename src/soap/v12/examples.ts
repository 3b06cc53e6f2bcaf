import type { WireOperation } from './operation.js';
import { V12_PATH } from './wire-names.js';

/** Credentials shown in examples: the first account of the demo data set (docs/demo-data.md). */
export const EXAMPLE_CREDENTIALS = { CustomerName: 'demo', CustomerPassword: 'demo' } as const;

/** Address the documentation's curl examples use (the default port on the local machine). */
export const EXAMPLE_BASE_URL = 'http://localhost:8080';

/** The example request JSON of an operation: credentials first, then the catalog's example fields. */
export function exampleJson(operation: WireOperation): string {
  return JSON.stringify({ ...EXAMPLE_CREDENTIALS, ...operation.base.example });
}

/** A shell command that sends the example request (for operations that write: copied, never linked). */
export function exampleCurl(operation: WireOperation, baseUrl: string): string {
  const quote = (text: string) => `'${text.replaceAll("'", `'\\''`)}'`;
  return `curl -G ${quote(`${baseUrl}${V12_PATH}/${operation.name}`)} --data-urlencode ${quote(`json=${exampleJson(operation)}`)}`;
}

/** `/1.2/APIService.svc/<Op>?json=<URL-encoded example>` */
export function exampleHttpPath(operation: WireOperation): string {
  return `${V12_PATH}/${operation.name}?json=${encodeURIComponent(exampleJson(operation))}`;
}
