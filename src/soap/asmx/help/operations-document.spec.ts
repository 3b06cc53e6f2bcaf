import { readFileSync } from 'node:fs';
import { describe, expect, it } from '@jest/globals';
import { ASMX_OPERATIONS } from '../catalog.js';
import { OPERATIONS_DOC, operationsDocument } from './operations-document.js';

describe('docs/asmx-operations.md', () => {
  const generated = operationsDocument();

  it('is what the generator produces from the catalog (run `npm run docs` after changing the catalog or a record)', () => {
    const committed = readFileSync(new URL(`../../../../${OPERATIONS_DOC}`, import.meta.url), 'utf8');
    expect(committed).toBe(generated);
  });

  it('documents every operation with its parameters and result', () => {
    for (const op of ASMX_OPERATIONS) {
      expect(generated).toContain(`\n## ${op.name}\n`);
      const section = generated.slice(generated.indexOf(`\n## ${op.name}\n`)).split('\n## ')[1] ?? '';
      for (const parameter of op.parameters) expect(section).toContain(`| \`${parameter.name}\` | \`${parameter.type}\` |`);
      expect(section).toContain(`**Result:** \`${op.result.type}\``);
      if (op.result.type === 'string') expect(section).toContain(`root element \`<${op.result.root}>\``);
    }
  });
});
