import { randomBytes } from 'node:crypto';
import { readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * The pieces the two content-addressed stores share (the renditions, src/media/media-store.ts,
 * and the document files, src/media/document-files.ts): contents named by their SHA-256 under a
 * shard of its first two digits, written through a temporary file and renamed into place, swept
 * when nothing names them.
 */

const HASH = /^[0-9a-f]{64}$/;
const SHARD = /^[0-9a-f]{2}$/;

/** `<root>/<hash[0..2]>/<hash>`; `hash` is checked, so no path built here leaves the root. */
export function contentPath(root: string, hash: string): string {
  if (!HASH.test(hash)) throw new Error(`Not a content hash: ${hash}`);
  return join(root, hash.slice(0, 2), hash);
}

/**
 * Writes `bytes` to `path` whole or not at all: into a new file of `tmpDir` (flushed), then
 * renamed into place (atomic within one file system); the temporary file goes on failure.
 */
export async function placeAtomically(tmpDir: string, label: string, path: string, bytes: Buffer | string): Promise<void> {
  const temporary = join(tmpDir, `${label}-${randomBytes(6).toString('hex')}`);
  try {
    await writeFile(temporary, bytes, { flush: true });
    await rename(temporary, path);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
}

/**
 * The sweep of a content-addressed store laid out as `<root>/<hash[0..2]>/<hash>` (a file or a
 * folder) with its temporary files in `<root>/tmp/`: removes every content that `inUse` does
 * not name and that is older than `graceMs` (an ingest whose row is not committed yet is
 * younger), and temporary files as old; answers how many contents went. Anything else under
 * `root` is left alone.
 */
export async function sweepContents(root: string, inUse: ReadonlySet<string>, graceMs: number, now: Date): Promise<number> {
  const before = now.getTime() - graceMs;
  const old = async (path: string) => ((await stat(path).catch(() => null))?.mtimeMs ?? Infinity) < before;
  let removed = 0;
  for (const shard of await readdir(root).catch(() => [] as string[])) {
    const temporary = shard === 'tmp';
    if (!temporary && !SHARD.test(shard)) continue;
    const shardDir = join(root, shard);
    for (const name of await readdir(shardDir).catch(() => [] as string[])) {
      if (!temporary && (!HASH.test(name) || inUse.has(name))) continue;
      const path = join(shardDir, name);
      if (!(await old(path))) continue;
      await rm(path, { recursive: true, force: true });
      if (!temporary) removed++;
    }
  }
  return removed;
}
