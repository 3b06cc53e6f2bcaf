#!/usr/bin/env node
/**
 * Builds the agency back-office (web/, React on Vite) into dist/admin/, which the service serves
 * at /admin/ (src/back-office/). Every emitted file is also written gzip- and brotli-compressed
 * beside itself, and the first screen's JavaScript is measured gzipped: for each screen a visitor
 * can land on first (signed out: sign-in; signed in: the dashboard), the entry chunk, that
 * screen's layout and screen chunks and everything they import. Above the budget the build fails. The measurement is written to
 * dist/admin/bundle-size.json and printed.
 *
 *   node scripts/build-web.mjs              # always build (part of npm run build)
 *   node scripts/build-web.mjs --if-stale   # build when web/ changed since the last build
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const web = join(root, 'web');
const out = join(root, 'dist', 'admin');
const stamp = join(out, '.build-stamp');

/** Gzipped bytes of the first screen's JavaScript that fail the build (250 KB). */
export const FIRST_SCREEN_BUDGET = 250_000;
/** The screens a visitor lands on first (signed out, signed in): the modules the router loads for each. */
const FIRST_SCREENS = {
  'sign-in': ['src/components/PublicLayout.tsx', 'src/screens/sign-in/SignInScreen.tsx'],
  dashboard: ['src/components/AppLayout.tsx', 'src/screens/dashboard/DashboardScreen.tsx'],
};
const COMPRESSIBLE = /\.(js|css|html|svg|json|txt|map)$/;

function mtime(path) {
  try {
    return statSync(path).mtimeMs;
  } catch {
    return 0;
  }
}

function newest(path) {
  let latest = mtime(path);
  if (latest > 0 && statSync(path).isDirectory()) {
    for (const entry of readdirSync(path, { withFileTypes: true })) latest = Math.max(latest, newest(join(path, entry.name)));
  }
  return latest;
}

function sourcesTime() {
  return Math.max(newest(join(web, 'src')), ...['index.html', 'package.json', 'package-lock.json', 'public'].map((f) => newest(join(web, f))), mtime(fileURLToPath(import.meta.url)));
}

/** Every file under a directory, as paths relative to it. */
function files(dir, prefix = '') {
  return readdirSync(join(dir, prefix), { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? files(dir, join(prefix, entry.name)) : [join(prefix, entry.name)],
  );
}

/** The manifest's chunk keys a chunk loads before it runs (itself and its static imports, transitively). */
function closure(manifest, key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const next of manifest[key]?.imports ?? []) closure(manifest, next, seen);
  return seen;
}

/** Each first screen's JavaScript: { total, files: file name → gzipped bytes }. */
export function measureFirstScreens(outDir) {
  const manifest = JSON.parse(readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8'));
  const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
  if (!entry) throw new Error('the build has no entry chunk');
  const screens = {};
  for (const [screen, modules] of Object.entries(FIRST_SCREENS)) {
    const keys = new Set(closure(manifest, entry));
    for (const module of modules) {
      if (!manifest[module]) throw new Error(`${module} is not a chunk of the build: is it still loaded lazily by the router?`);
      for (const key of closure(manifest, module)) keys.add(key);
    }
    const files = {};
    for (const key of keys) {
      const file = manifest[key].file;
      if (file.endsWith('.js')) files[file] = gzipSync(readFileSync(join(outDir, file)), { level: 9 }).length;
    }
    screens[screen] = { total: Object.values(files).reduce((a, b) => a + b, 0), files };
  }
  return screens;
}

function compressAll(outDir) {
  for (const file of files(outDir)) {
    if (!COMPRESSIBLE.test(file) || file.startsWith('.vite')) continue;
    const path = join(outDir, file);
    const bytes = readFileSync(path);
    writeFileSync(`${path}.gz`, gzipSync(bytes, { level: 9 }));
    writeFileSync(`${path}.br`, brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
  }
}

async function main() {
  if (!existsSync(join(web, 'package.json'))) process.exit(0); // an installation of the compiled service only
  if (process.argv.includes('--if-stale') && mtime(stamp) > 0 && sourcesTime() <= mtime(stamp)) process.exit(0);
  if (!existsSync(join(web, 'node_modules', 'vite'))) {
    console.error('web/node_modules is missing: run `npm ci` at the root of the project (it installs web/ too).');
    process.exit(1);
  }
  const started = new Date();
  // A production build whatever the caller's environment (Jest sets NODE_ENV=test, which would give React's development build).
  process.env['NODE_ENV'] = 'production';
  const vite = await import(pathToFileURL(join(web, 'node_modules', 'vite', 'dist', 'node', 'index.js')).href);
  const react = (await import(pathToFileURL(join(web, 'node_modules', '@vitejs', 'plugin-react', 'dist', 'index.js')).href)).default;
  await vite.build({
    root: web,
    base: '/admin/',
    configFile: false,
    mode: 'production',
    logLevel: 'warn',
    plugins: [react()],
    build: { outDir: out, emptyOutDir: true, manifest: true, sourcemap: false, target: 'es2022', chunkSizeWarningLimit: 600 },
  });
  compressAll(out);
  const screens = measureFirstScreens(out);
  const report = { budgetBytes: FIRST_SCREEN_BUDGET, screens };
  writeFileSync(join(out, 'bundle-size.json'), `${JSON.stringify(report, null, 2)}\n`);
  const kB = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;
  const totals = Object.entries(screens).map(([screen, { total }]) => `${screen} ${kB(total)}`).join(', ');
  console.error(`Back-office built into ${relative(root, out)}/: first-screen JavaScript gzipped ${totals} (budget ${kB(FIRST_SCREEN_BUDGET)} each).`);
  const over = Object.entries(screens).filter(([, { total }]) => total > FIRST_SCREEN_BUDGET);
  for (const [screen, { files }] of over) {
    console.error(`The ${screen} screen's JavaScript is over budget: ${Object.entries(files).map(([f, n]) => `${f} ${n}`).join(', ')}`);
  }
  if (over.length > 0) process.exit(1);
  writeFileSync(stamp, `${createHash('sha256').update(JSON.stringify(report)).digest('hex')}\n`);
  utimesSync(stamp, started, started);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await main();
