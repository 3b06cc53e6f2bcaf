/**
 * Jest's global setup: compiles the service and the back-office once, before any worker starts
 * (scripts/build.mjs --if-stale, as `npm start` does: nothing to do when dist/ is current). Suites
 * that run the compiled service (`node dist/main.js`, the CLI, the back-office in Chromium) use that
 * build; none compiles on its own, since a compilation empties dist/ first and two test workers
 * compiling at once, or one compiling while another runs dist/, broke each other.
 */
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

export default function buildOnce() {
  const build = spawnSync(process.execPath, [join(root, 'scripts', 'build.mjs'), '--if-stale'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
  if (build.status !== 0) throw new Error(`the build before the tests failed (node scripts/build.mjs --if-stale exited with ${build.status ?? build.signal})`);
}
