import { ApiKeyService } from '../../src/api-keys/api-keys.service.js';
import type { TestApp } from './app.js';
import { insertAgency } from './factories/accounts.js';

/** An answer of the agency API: status, headers and the parsed JSON body (null when empty). */
export interface ApiAnswer {
  status: number;
  headers: Headers;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
}

/** Calls `/api/v1<path>` of a started app with an API key, sending `body` as JSON. */
export async function callApi(app: TestApp, key: string, method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<ApiAnswer> {
  const init: RequestInit = { method, headers: { Authorization: `Bearer ${key}`, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }), ...headers } };
  if (body !== undefined) init.body = JSON.stringify(body);
  const response = await fetch(`${app.baseUrl}/api/v1${path}`, init);
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: text === '' ? null : JSON.parse(text) };
}

/** The keys an API suite calls with: an editor and a viewer of the demo agency, an admin of a new other agency. */
export async function demoApiKeys(app: TestApp): Promise<{ editor: string; viewer: string; stranger: string }> {
  const keys = new ApiKeyService(app.dataSource);
  return {
    editor: (await keys.create(1, 'crm', 'editor')).key,
    viewer: (await keys.create(1, 'reader', 'viewer')).key,
    stranger: (await keys.create((await insertAgency(app.dataSource)).id, 'other agency', 'admin')).key,
  };
}
