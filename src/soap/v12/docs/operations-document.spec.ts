import { readFileSync } from 'node:fs';
import { describe, expect, it } from '@jest/globals';
import { WIRE_OPERATIONS } from '../catalog.js';
import { OPERATIONS_DOC, operationsDocument } from './operations-document.js';

describe('docs/v12-operations.md', () => {
  const generated = operationsDocument();

  it('is what the generator produces from the catalog (run `npm run docs:v12` after changing the catalog or a record)', () => {
    expect(readFileSync(OPERATIONS_DOC, 'utf8')).toBe(generated);
  });

  it('names every wire operation and gives a curl example for each base operation', () => {
    for (const operation of WIRE_OPERATIONS) expect(generated).toContain(`\`${operation.name}\``);
    expect(generated.match(/^curl /gm)?.length).toBe(new Set(WIRE_OPERATIONS.map((operation) => operation.base.name)).size);
  });
});
