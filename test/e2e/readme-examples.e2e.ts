import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startTestApp, type TestApp } from '../support/app.js';
import { ROOT } from '../support/fleet.js';

/** The README's v1.2 Json examples (`curl -G … --data-urlencode "json=…"`), run on the demo data as printed. */
const EXAMPLES = [...readFileSync(join(ROOT, 'README.md'), 'utf8').matchAll(/curl -G http:\/\/localhost:8080(\/1\.2\/APIService\.svc\/\w+) \\\n\s+--data-urlencode "json=([^"]+)"/g)].map((m) => ({
  path: m[1] as string,
  json: m[2] as string,
}));

describe("the README's v1.2 examples", () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp();
  });

  afterAll(async () => {
    await app.close();
  });

  it('are found', () => {
    expect(EXAMPLES.length).toBeGreaterThanOrEqual(3);
  });

  it.each(EXAMPLES)('$path $json succeeds with data on the demo data', async ({ path, json }) => {
    const response = await fetch(`${app.baseUrl}${path}?json=${encodeURIComponent(json)}`);
    expect(response.status).toBe(200);
    const body = (await response.json()) as Record<string, { Success: boolean; Value: unknown }>;
    const result = Object.values(body)[0] as { Success: boolean; Value: unknown };
    expect(result.Success).toBe(true);
    // Every list in the answer holds something: an example that returns nothing shows nothing.
    const value = result.Value as Record<string, unknown> | unknown[];
    const items = Array.isArray(value) ? value : ((value as { Items?: unknown[] }).Items ?? (value as { IDs?: unknown[] }).IDs ?? Object.values(value).find(Array.isArray));
    expect([json, Array.isArray(items) ? items.length : JSON.stringify(value).slice(0, 200)]).not.toEqual([json, 0]);
  });
});
