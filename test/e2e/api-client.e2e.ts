import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, expect, it } from '@jest/globals';
import { startTestApp, type TestApp } from '../support/app.js';
// @ts-expect-error: a plain ES module script without type declarations
import { OPENAPI_PATH, renderApiTypes, SCHEMA_FILE } from '../../scripts/api-client.mjs';

/**
 * The back-office's API types (web/src/api/schema.ts) are what openapi-typescript makes of the
 * OpenAPI document the running service serves: after a change to the API, `npm run api-client`
 * regenerates them and the web code that no longer fits stops compiling.
 */
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.close());

it('web/src/api/schema.ts is generated from the served OpenAPI document (run `npm run api-client` when this fails)', async () => {
  const response = await fetch(`${app.baseUrl}${OPENAPI_PATH}`);
  expect(response.status).toBe(200);
  const generated = (await (renderApiTypes as (document: unknown) => Promise<string>)(await response.json())) as string;
  const committed = readFileSync(SCHEMA_FILE as string, 'utf8');
  expect(committed).toEqual(generated);
});
