import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Where `npm run build` writes the back-office (scripts/build-web.mjs): dist/admin beside src/ and dist/. */
export const BACK_OFFICE_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'dist', 'admin');

const TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.json': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
};

/** One file of the build, with its precompressed forms when the build wrote them. */
export interface StaticFile {
  readonly type: string;
  readonly identity: Buffer;
  readonly gzip: Buffer | null;
  readonly brotli: Buffer | null;
  /** Emitted under assets/ with a content hash in its name: cacheable for ever. */
  readonly immutable: boolean;
}

/** The build's files by their path under /admin/ (`index.html`, `assets/index-3f2a.js` …), read once at start. */
export function readBackOffice(dir: string = BACK_OFFICE_DIR): ReadonlyMap<string, StaticFile> {
  const files = new Map<string, StaticFile>();
  if (!existsSync(join(dir, 'index.html'))) return files;
  const walk = (prefix: string): void => {
    for (const entry of readdirSync(join(dir, prefix), { withFileTypes: true })) {
      const path = prefix ? `${prefix}/${entry.name}` : entry.name;
      if (entry.name.startsWith('.') || path === 'bundle-size.json') continue; // the build's own records
      if (entry.isDirectory()) {
        walk(path);
        continue;
      }
      const type = TYPES[extname(entry.name)];
      if (type === undefined) continue; // the .gz/.br forms, read with their file
      const full = join(dir, path);
      const sibling = (suffix: string): Buffer | null => (existsSync(full + suffix) && statSync(full + suffix).isFile() ? readFileSync(full + suffix) : null);
      files.set(path, { type, identity: readFileSync(full), gzip: sibling('.gz'), brotli: sibling('.br'), immutable: path.startsWith('assets/') });
    }
  };
  walk('');
  return files;
}
