import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { WIRE_OPERATIONS } from '../../src/soap/v12/catalog.js';
import { exampleHttpPath } from '../../src/soap/v12/examples.js';
import { startTestApp, type TestApp } from '../support/app.js';

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
    for (const operation of documented.values()) {
      const response = await fetch(`${app.baseUrl}${exampleHttpPath(operation)}`);
      const text = await response.text();
      const code = operation.variant === 'Json' ? (JSON.parse(text)[`${operation.name}Result`]?.Code as number) : Number(/<Code>(\d+)<\/Code>/.exec(text)?.[1]);
      const message = operation.variant === 'Json' ? JSON.parse(text)[`${operation.name}Result`]?.Message : /<Message>([^<]*)/.exec(text)?.[1];
      expect({ operation: operation.name, status: response.status, code, message }).toEqual({ operation: operation.name, status: 200, code: 0, message: 'OK' });
    }
  });
});
