import { mkdir, open, readFile, stat, utimes } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { contentPath, placeAtomically, sweepContents } from './content-store.js';
import { PayloadTooLargeError } from '../common/errors.js';
import type { MediaFormat, MediaPreset } from '../common/media-presets.js';
import { OpenFiles, type ReadDone } from './open-files.js';

/** What ingest stored for one content: the original's facts and each rendition's size. */
export interface MediaManifest {
  /** sha256 of the uploaded bytes, hex. */
  readonly hash: string;
  /** The original's format (jpeg, png, webp, avif, tiff). */
  readonly format: string;
  /** The original's size after auto-orientation. */
  readonly width: number;
  readonly height: number;
  readonly bytes: number;
  readonly renditions: Readonly<Record<MediaPreset, { readonly width: number; readonly height: number; readonly bytes: Readonly<Record<MediaFormat, number>> }>>;
}

/** A stored rendition, ready to stream. */
export interface StoredFile {
  readonly path: string;
  readonly size: number;
}

/**
 * The one seam between the media module and where its files live. Files are addressed by the
 * content hash of the upload, so the same content is stored once, whoever uploaded it; a
 * content's set is complete once its manifest is written (the manifest is written last).
 */
export interface MediaStore {
  manifest(hash: string): Promise<MediaManifest | null>;
  /** The manifest of a stored content about to be used again, its age reset so a sweep running meanwhile keeps it. */
  reuse(hash: string): Promise<MediaManifest | null>;
  /** Stores the original and every rendition, then the manifest; each file appears whole or not at all. */
  put(manifest: MediaManifest, original: Buffer, renditions: ReadonlyMap<string, Buffer>): Promise<void>;
  /** A rendition's file, or null when the content or that file is not stored. */
  rendition(hash: string, preset: MediaPreset, format: MediaFormat): Promise<StoredFile | null>;
  /** A rendition's bytes, or null when the content or that file is not stored. */
  read(hash: string, preset: MediaPreset, format: MediaFormat): Promise<Buffer | null>;
  /** `read` with a callback: the /media/ path's read, without a promise per request. */
  readWith(hash: string, preset: MediaPreset, format: MediaFormat, done: ReadDone): void;
  /**
   * Removes every stored content that `inUse` does not name and that is older than `graceMs`
   * (an ingest whose row is not committed yet is younger), and stale temporary files. Returns
   * how many contents went.
   */
  sweep(inUse: ReadonlySet<string>, graceMs: number, now?: Date): Promise<number>;
  /** Lets go of what the store holds open (the instance is stopping). */
  close(): void;
}

export function renditionName(preset: MediaPreset, format: MediaFormat): string {
  return `${preset}.${format}`;
}

/**
 * Content-addressed files under one directory (MEDIA_DIR), shareable by a fleet as a mounted
 * volume: `<dir>/<hash[0..2]>/<hash>/{original, <preset>.<ext>, manifest.json}`, written through
 * `<dir>/tmp/` and renamed into place (a rename within one file system is atomic), so a crash
 * leaves whole files or none, and a reader never sees half a file.
 */
export class LocalMediaStore implements MediaStore {
  private readonly root: string;
  private readonly open: OpenFiles;

  /**
   * `openFiles`: how many renditions' descriptors the reads keep open (MEDIA_OPEN_FILES for the
   * server; 0, the tools' default, opens and closes the file at every read). Kept descriptors are
   * safe because a stored file never changes: it is renamed into place whole, under the name of
   * its content.
   */
  constructor(dir: string, options: { readonly openFiles?: number } = {}) {
    this.root = resolve(dir);
    this.open = new OpenFiles(options.openFiles ?? 0);
  }

  /** The directory of one content. `hash` is checked, so no path built here leaves the root. */
  private contentDir(hash: string): string {
    return contentPath(this.root, hash);
  }

  async manifest(hash: string): Promise<MediaManifest | null> {
    try {
      return JSON.parse(await readFile(join(this.contentDir(hash), 'manifest.json'), 'utf8')) as MediaManifest;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async reuse(hash: string): Promise<MediaManifest | null> {
    const found = await this.manifest(hash);
    if (found !== null) {
      const at = new Date();
      await utimes(this.contentDir(hash), at, at).catch(() => undefined);
    }
    return found;
  }

  async put(manifest: MediaManifest, original: Buffer, renditions: ReadonlyMap<string, Buffer>): Promise<void> {
    const dir = this.contentDir(manifest.hash);
    const tmp = join(this.root, 'tmp');
    await mkdir(tmp, { recursive: true });
    await mkdir(dir, { recursive: true });
    const place = (name: string, bytes: Buffer | string) => placeAtomically(tmp, `${manifest.hash.slice(0, 16)}-${name}`, join(dir, name), bytes);
    await place('original', original);
    for (const [name, bytes] of renditions) await place(name, bytes);
    await place('manifest.json', JSON.stringify(manifest));
  }

  async rendition(hash: string, preset: MediaPreset, format: MediaFormat): Promise<StoredFile | null> {
    const path = join(this.contentDir(hash), renditionName(preset, format));
    try {
      const info = await stat(path);
      return info.isFile() ? { path, size: info.size } : null;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  read(hash: string, preset: MediaPreset, format: MediaFormat): Promise<Buffer | null> {
    return new Promise((resolve, reject) => this.readWith(hash, preset, format, (error, bytes) => (error === null ? resolve(bytes) : reject(error))));
  }

  readWith(hash: string, preset: MediaPreset, format: MediaFormat, done: ReadDone): void {
    const name = renditionName(preset, format);
    this.open.read(`${hash}/${name}`, join(this.contentDir(hash), name), done);
  }

  /** Closes the descriptors kept open. */
  close(): void {
    this.open.close();
  }

  async sweep(inUse: ReadonlySet<string>, graceMs: number, now = new Date()): Promise<number> {
    return sweepContents(this.root, inUse, graceMs, now);
  }
}

/** Reads a whole file into memory (the CLI's and the import's picture files). */
export async function readUpload(path: string, maxBytes: number): Promise<Buffer> {
  const handle = await open(path, 'r');
  try {
    const { size } = await handle.stat();
    if (size > maxBytes) throw new PayloadTooLargeError(`The file has ${size} bytes; at most ${maxBytes} are accepted.`);
    return await handle.readFile();
  } finally {
    await handle.close();
  }
}
