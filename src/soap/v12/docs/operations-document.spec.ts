import { readFileSync } from 'node:fs';
import { describe, expect, it } from '@jest/globals';
import { WIRE_OPERATIONS } from '../catalog.js';
import { generatedFiles } from './generated-files.js';
import { operationsDocument } from './operations-document.js';

describe('files generated from the v1.2 catalog', () => {
  it.each([...generatedFiles()])('%s is up to date (run `npm run docs` after changing the catalog or a record)', (path, content) => {
    expect(readFileSync(path, 'utf8')).toBe(content);
  });

  it('the operations reference names every wire operation and gives a curl example for each base operation', () => {
    const generated = operationsDocument();
    for (const operation of WIRE_OPERATIONS) expect(generated).toContain(`\`${operation.name}\``);
    expect(generated.match(/^curl /gm)?.length).toBe(new Set(WIRE_OPERATIONS.map((operation) => operation.base.name)).size);
  });
});
