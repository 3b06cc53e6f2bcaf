import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { WIRE_OPERATIONS } from '../../src/soap/v12/catalog.js';
import { exampleHttpPath } from '../../src/soap/v12/examples.js';
import { startTestApp, type TestApp } from '../support/app.js';

/** Whether a result's Value shows something: a page or list with items, an object with a non-empty list or a non-zero count, any scalar. */
function hasData(value: unknown): boolean {
  if (value === null || value === undefined) return false;
  if (Array.isArray(value)) return value.length > 0;
  if (typeof value !== 'object') return true;
  const record = value as Record<string, unknown>;
  if (Array.isArray(record['Items'])) return record['Items'].length > 0;
  const fields = Object.values(record);
  const lists = fields.filter((field) => Array.isArray(field));
  if (lists.length > 0 && lists.some((list) => (list as unknown[]).length > 0)) return true;
  return fields.some((field) => (typeof field === 'number' && field !== 0) || (typeof field === 'string' && field !== '') || (field !== null && typeof field === 'object' && !Array.isArray(field)));
}

describe('v1.2 documented examples', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(async () => {
    await app?.close();
  });

  it('the example of every base operation (docs/v12-operations.md, index page) succeeds against the demo data', async () => {
    const documented = new Map<string, (typeof WIRE_OPERATIONS)[number]>();
    for (const operation of WIRE_OPERATIONS) {
      if (!documented.has(operation.base.name) || operation.variant === 'Json') documented.set(operation.base.name, operation);
    }
    const values = new Map<string, unknown>();
    for (const operation of documented.values()) {
      const response = await fetch(`${app.baseUrl}${exampleHttpPath(operation)}`);
      const text = await response.text();
      const code = operation.variant === 'Json' ? (JSON.parse(text)[`${operation.name}Result`]?.Code as number) : Number(/<Code>(\d+)<\/Code>/.exec(text)?.[1]);
      const message = operation.variant === 'Json' ? JSON.parse(text)[`${operation.name}Result`]?.Message : /<Message>([^<]*)/.exec(text)?.[1];
      expect({ operation: operation.name, status: response.status, code, message }).toEqual({ operation: operation.name, status: 200, code: 0, message: 'OK' });
      if (operation.variant === 'Json') values.set(operation.name, (JSON.parse(text) as Record<string, { Value: unknown }>)[`${operation.name}Result`]!.Value);
      else values.set(operation.name, /<Value>|<Items>|<Code>0<\/Code><Message>OK<\/Message><Success>true<\/Success>.+/.test(text) ? 'xml' : null);
    }
    // And each shows data on the demo data (its dates follow the day the data was loaded, so
    // examples must not name a closed range of dates that goes stale).
    // GetDeletedProjectIDs answers [] there: the demo data deletes no project.
    const empty = [...values].filter(([name, value]) => name !== 'GetDeletedProjectIDsJson' && !hasData(value)).map(([name]) => name);
    expect(empty).toEqual([]);
  });
});
