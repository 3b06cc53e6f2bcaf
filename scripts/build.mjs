#!/usr/bin/env node
/**
 * Compiles src/ into a clean dist/ (tsc -p tsconfig.build.json) and records the build in
 * dist/.build-stamp (dated when the compilation started).
 * With --if-stale it compiles only when a source file, a directory of src/ (a file added, renamed
 * or removed), tsconfig*.json or package.json is newer than the stamp, so `npm start` and the
 * CLI scripts start at once when nothing changed. Then the back-office (web/) is built into
 * dist/admin by scripts/build-web.mjs, which has its own staleness check and size budget.
 *
 *   node scripts/build.mjs              # always compile (npm run build)
 *   node scripts/build.mjs --if-stale   # compile when the sources changed
 *   node scripts/build.mjs --if-stale --service-only   # the service alone (npm run api-client)
 */
import { spawnSync } from 'node:child_process';
import { readdirSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const stamp = join(root, 'dist', '.build-stamp');

function mtime(path) {
  try {
    return statSync(path).mtimeMs;
  } catch {
    return 0;
  }
}

/** The newest modification time under a directory (files and the directories themselves). */
function newest(dir) {
  let latest = mtime(dir);
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    latest = Math.max(latest, entry.isDirectory() ? newest(path) : mtime(path));
  }
  return latest;
}

function sourcesTime() {
  return Math.max(newest(join(root, 'src')), ...['tsconfig.json', 'tsconfig.build.json', 'package.json'].map((f) => mtime(join(root, f))));
}

/** The back-office (web/) into dist/admin, when its sources changed (or always, for a full build). */
function buildWeb(always) {
  const web = spawnSync(process.execPath, [join(root, 'scripts', 'build-web.mjs'), ...(always ? [] : ['--if-stale'])], { stdio: 'inherit' });
  if (web.status !== 0) process.exit(web.status ?? 1);
}

const ifStale = process.argv.includes('--if-stale');
let fresh = false;
if (ifStale) {
  const built = mtime(stamp);
  // An installation of the compiled service only (the container image): nothing to compile from.
  if (built > 0 && mtime(join(root, 'src')) === 0) process.exit(0);
  fresh = built > 0 && sourcesTime() <= built;
  if (!fresh) console.error('Sources changed since the last build: compiling (tsc)…');
}

if (!fresh) {
  const started = new Date();
  rmSync(join(root, 'dist'), { recursive: true, force: true });
  const tsc = spawnSync(process.execPath, [join(root, 'node_modules', 'typescript', 'bin', 'tsc'), '-p', join(root, 'tsconfig.build.json')], { stdio: 'inherit' });
  if (tsc.status !== 0) process.exit(tsc.status ?? 1);
  writeFileSync(stamp, `built in ${Date.now() - started.getTime()} ms\n`);
  utimesSync(stamp, started, started);
}
if (!process.argv.includes('--service-only')) buildWeb(!ifStale);
