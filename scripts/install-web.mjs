#!/usr/bin/env node
/**
 * Installs the back-office's packages (web/package-lock.json) into web/node_modules: the root's
 * `npm ci` and `npm install` run it (postinstall), so the README's `npm ci && npm start` sets up
 * both. Skipped when web/ is absent (an installation of the compiled service only) and when
 * web/node_modules already holds exactly that lock file's packages.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const web = join(dirname(fileURLToPath(import.meta.url)), '..', 'web');
const lock = join(web, 'package-lock.json');
const installed = join(web, 'node_modules', '.package-lock.json');
if (!existsSync(lock)) process.exit(0);

/** The packages (path → version and integrity) a lock file names. */
function packagesOf(path) {
  const { packages } = JSON.parse(readFileSync(path, 'utf8'));
  return JSON.stringify(
    Object.entries(packages)
      .filter(([name, entry]) => name !== '' && !entry.optional)
      .map(([name, entry]) => [name, entry.version, entry.integrity ?? null])
      .sort(([a], [b]) => a.localeCompare(b)),
  );
}

if (existsSync(installed) && packagesOf(installed) === packagesOf(lock)) process.exit(0);
// npm's own command line when run by npm (npm_execpath), else the npm on PATH.
const npmCli = process.env['npm_execpath'];
const [command, args] = npmCli ? [process.execPath, [npmCli]] : ['npm', []];
const result = spawnSync(command, [...args, 'ci', '--no-audit', '--no-fund', '--loglevel=error'], { cwd: web, stdio: 'inherit' });
process.exit(result.status ?? 1);
