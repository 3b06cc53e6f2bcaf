import { readFileSync, writeFileSync } from 'node:fs';
import { generatedFiles } from './generated-files.js';

/**
 * `npm run docs` runs this after the ASMX generator (node dist/soap/v12/docs/generate-docs.js, from the repository root):
 * writes docs/v12-operations.md, the golden WSDL and the golden OpenAPI description from the
 * catalog. With `--check` it writes nothing and exits 1 when a committed file is out of date.
 */

function readCurrent(path: string): string | null {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return null;
  }
}

const check = process.argv.includes('--check');
let stale = 0;
for (const [path, content] of generatedFiles()) {
  if (check) {
    const upToDate = readCurrent(path) === content;
    if (!upToDate) stale += 1;
    console.log(upToDate ? `${path} is up to date.` : `${path} is out of date: run npm run docs.`);
  } else {
    writeFileSync(path, content);
    console.log(`Wrote ${path}.`);
  }
}
process.exitCode = stale === 0 ? 0 : 1;
