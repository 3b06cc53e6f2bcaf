import { readFileSync, writeFileSync } from 'node:fs';
import { OPERATIONS_DOC, operationsDocument } from './operations-document.js';

/**
 * `npm run docs:v12` (node dist/soap/v12/docs/generate-docs.js, from the repository root):
 * writes docs/v12-operations.md from the catalog. With `--check` it writes nothing and exits 1
 * when the committed file is out of date.
 */

function readCurrent(): string | null {
  try {
    return readFileSync(OPERATIONS_DOC, 'utf8');
  } catch {
    return null;
  }
}

const document = operationsDocument();
if (process.argv.includes('--check')) {
  const upToDate = readCurrent() === document;
  console.log(upToDate ? `${OPERATIONS_DOC} is up to date.` : `${OPERATIONS_DOC} is out of date: run npm run docs:v12.`);
  process.exitCode = upToDate ? 0 : 1;
} else {
  writeFileSync(OPERATIONS_DOC, document);
  console.log(`Wrote ${OPERATIONS_DOC}.`);
}
