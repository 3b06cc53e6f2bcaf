#!/usr/bin/env node
/**
 * Regenerates the back-office screenshots in docs/screenshots/ from the browser suites: builds
 * the service and the back-office, empties the directory of its back-office-*.png, runs the suites
 * that take them with BACK_OFFICE_SCREENSHOT_DIR pointing there (one worker; each test keeps its
 * screen in English at 1280×800, test/browser/back-office.ts), then checks that exactly the
 * expected set is there and prints each file's size. The suites' own assertions run as usual: a
 * screen that breaks fails the script instead of leaving a picture of a broken screen.
 *
 *   npm run screenshots
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dir = join(root, 'docs', 'screenshots');
/** The suites that keep screenshots (Jest --testPathPatterns). */
const SUITES = ['screens', 'admin-screens', 'crm-screens', 'listing-pictures-leads', 'documents'];
/** The set docs/back-office.md shows: back-office-<name>.png. */
export const SCREENSHOTS = [
  'sign-in',
  'dashboard',
  'listings',
  'listing',
  'conflict',
  'pictures',
  'documents',
  'leads',
  'lead',
  'viewing-slots',
  'viewing-slot',
  'persons',
  'person',
  'projects',
  'project',
  'staff',
  'api-key-shown-once',
  'webhook-deliveries',
  'audit',
  'settings',
];

function run(args, env = {}) {
  const result = spawnSync(process.execPath, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

run([join(root, 'scripts', 'build.mjs')]);
mkdirSync(dir, { recursive: true });
for (const file of readdirSync(dir)) if (/^back-office-.*\.png$/.test(file)) rmSync(join(dir, file));
run(
  ['--experimental-vm-modules', '--no-warnings=ExperimentalWarning', join(root, 'node_modules', 'jest', 'bin', 'jest.js'), '--selectProjects', 'browser', '--testPathPatterns', `/(${SUITES.join('|')})\\.browser\\.ts$`],
  { BACK_OFFICE_SCREENSHOT_DIR: dir, JEST_WORKERS: '1' },
);

const made = readdirSync(dir).filter((file) => /^back-office-.*\.png$/.test(file));
const expected = SCREENSHOTS.map((name) => `back-office-${name}.png`);
const missing = expected.filter((file) => !made.includes(file));
const unexpected = made.filter((file) => !expected.includes(file));
for (const file of expected.filter((file) => made.includes(file))) console.log(`${relative(root, join(dir, file))}  ${(statSync(join(dir, file)).size / 1024).toFixed(0)} kB`);
if (missing.length || unexpected.length) {
  console.error(`Screenshots missing: ${missing.join(', ') || 'none'}; not expected: ${unexpected.join(', ') || 'none'} (scripts/screenshots.mjs lists the set).`);
  process.exit(1);
}
