import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { OpenFiles } from './open-files.js';

function read(files: OpenFiles, key: string, path: string): Promise<Buffer | null> {
  return new Promise((resolve, reject) => files.read(key, path, (error, bytes) => (error === null ? resolve(bytes) : reject(error))));
}

describe('OpenFiles', () => {
  let dir: string;
  const opened: OpenFiles[] = [];
  const make = (capacity: number) => {
    const files = new OpenFiles(capacity);
    opened.push(files);
    return files;
  };

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'open-files-'));
  });

  afterEach(() => {
    for (const files of opened.splice(0)) files.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('reads whole files, and null for a file that is not there or a directory', async () => {
    const files = make(4);
    const bytes = Buffer.alloc(300_000, 7);
    writeFileSync(join(dir, 'a'), bytes);
    mkdirSync(join(dir, 'd'));
    expect((await read(files, 'a', join(dir, 'a')))?.equals(bytes)).toBe(true);
    expect((await read(files, 'a', join(dir, 'a')))?.equals(bytes)).toBe(true);
    expect(await read(files, 'missing', join(dir, 'missing'))).toBeNull();
    expect(await read(files, 'd', join(dir, 'd'))).toBeNull();
    expect(files.size).toBe(1);
  });

  it('keeps at most its capacity of descriptors, the least recently used closed first', async () => {
    const files = make(2);
    for (const name of ['a', 'b', 'c']) writeFileSync(join(dir, name), name);
    await read(files, 'a', join(dir, 'a'));
    await read(files, 'b', join(dir, 'b'));
    await read(files, 'a', join(dir, 'a'));
    await read(files, 'c', join(dir, 'c'));
    expect(files.size).toBe(2);
    // A kept descriptor still reads its file once the name is gone; a closed one is opened again by name.
    rmSync(join(dir, 'a'));
    rmSync(join(dir, 'b'));
    expect((await read(files, 'a', join(dir, 'a')))?.toString()).toBe('a');
    expect(await read(files, 'b', join(dir, 'b'))).toBeNull();
  });

  it('with no capacity, opens and closes the file at every read', async () => {
    const files = make(0);
    writeFileSync(join(dir, 'a'), 'first');
    expect((await read(files, 'a', join(dir, 'a')))?.toString()).toBe('first');
    expect(files.size).toBe(0);
    rmSync(join(dir, 'a'));
    expect(await read(files, 'a', join(dir, 'a'))).toBeNull();
  });

  it('reads the same file many times at once', async () => {
    const files = make(1);
    writeFileSync(join(dir, 'a'), Buffer.alloc(100_000, 1));
    writeFileSync(join(dir, 'b'), Buffer.alloc(50_000, 2));
    const reads = await Promise.all(Array.from({ length: 20 }, (_, i) => (i % 2 === 0 ? read(files, 'a', join(dir, 'a')) : read(files, 'b', join(dir, 'b')))));
    reads.forEach((bytes, i) => expect(bytes?.equals(Buffer.alloc(i % 2 === 0 ? 100_000 : 50_000, i % 2 === 0 ? 1 : 2))).toBe(true));
    expect(files.size).toBe(1);
  });
});
