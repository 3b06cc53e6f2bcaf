#!/usr/bin/env node
/**
 * Writes the back-office's API types (web/src/api/schema.ts) from the agency API's OpenAPI
 * document, with openapi-typescript. The document comes from the application itself, started
 * in this process on a loopback port over an empty in-memory database (no server to run, no
 * network): the compiled service in dist/ (built first when stale). A test compares the committed
 * file with what this writes (test/e2e/api-client.e2e.ts), so the client never drifts from the API.
 *
 *   npm run api-client
 */
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
export const SCHEMA_FILE = join(root, 'web', 'src', 'api', 'schema.ts');
export const OPENAPI_PATH = '/api/v1/openapi.json';

/** The TypeScript module openapi-typescript makes of the document, with a header saying where it comes from. */
export async function renderApiTypes(document) {
  const { default: openapiTS, astToString } = await import('openapi-typescript');
  const ast = await openapiTS(document, { alphabetize: true, exportType: false });
  return `/**\n * The agency API's types, generated from ${OPENAPI_PATH} by \`npm run api-client\`\n * (openapi-typescript). Do not edit: a test fails when this file differs from the API.\n */\n\n${astToString(ast)}`;
}

async function main() {
  const build = spawnSync(process.execPath, [join(root, 'scripts', 'build.mjs'), '--if-stale', '--service-only'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
  const { createApp } = await import(pathToFileURL(join(root, 'dist', 'app.js')).href);
  const { loadConfig } = await import(pathToFileURL(join(root, 'dist', 'config', 'config.js')).href);
  const config = loadConfig({ DATABASE_URL: 'sqlite::memory:', DEMO_DATA: 'false', LOG_LEVEL: 'error' });
  const app = await createApp(config);
  await app.listen(0, '127.0.0.1');
  try {
    const { port } = app.getHttpServer().address();
    const response = await globalThis.fetch(`http://127.0.0.1:${port}${OPENAPI_PATH}`);
    if (!response.ok) throw new Error(`${OPENAPI_PATH} answered ${response.status}`);
    writeFileSync(SCHEMA_FILE, await renderApiTypes(await response.json()));
    console.error(`Wrote ${SCHEMA_FILE.slice(root.length + 1)}.`);
  } finally {
    await app.close();
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await main();
