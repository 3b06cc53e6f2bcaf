import { readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';

const HASH = /^[0-9a-f]{64}$/;
const SHARD = /^[0-9a-f]{2}$/;

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
