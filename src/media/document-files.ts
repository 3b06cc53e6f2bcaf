import { mkdir, readFile, stat, utimes } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { contentPath, placeAtomically, sweepContents } from './content-store.js';
import sharp from 'sharp';
import { InvalidInputError, PayloadTooLargeError } from '../common/errors.js';
import { sniffImageFormat } from './ingest.js';

/** A kind of file the documents take: its media type and the extension its URL ends with. */
export interface DocumentFileType {
  readonly type: string;
  readonly extension: string;
  /** An image: stored re-encoded, without the camera's metadata. */
  readonly image: boolean;
}

export const DOCUMENT_FILE_TYPES = {
  pdf: { type: 'application/pdf', extension: 'pdf', image: false },
  docx: { type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', extension: 'docx', image: false },
  xlsx: { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', extension: 'xlsx', image: false },
  pptx: { type: 'application/vnd.openxmlformats-officedocument.presentationml.presentation', extension: 'pptx', image: false },
  jpeg: { type: 'image/jpeg', extension: 'jpg', image: true },
  png: { type: 'image/png', extension: 'png', image: true },
  webp: { type: 'image/webp', extension: 'webp', image: true },
} as const satisfies Readonly<Record<string, DocumentFileType>>;

/** The accepted kinds in words, for the refusal of any other. */
export const DOCUMENT_FILE_NAMES = 'PDF, Word (.docx), Excel (.xlsx), PowerPoint (.pptx), JPEG, PNG or WebP';

const ZIP = Buffer.from('PK\u0003\u0004', 'latin1');

/** The Office Open XML package a zip is, by the part names its directory lists; null for any other zip. */
function officeKind(bytes: Buffer): 'docx' | 'xlsx' | 'pptx' | null {
  if (!bytes.subarray(0, 4).equals(ZIP) || bytes.indexOf('[Content_Types].xml', 0, 'latin1') < 0) return null;
  if (bytes.indexOf('word/document.xml', 0, 'latin1') >= 0) return 'docx';
  if (bytes.indexOf('xl/workbook.xml', 0, 'latin1') >= 0) return 'xlsx';
  if (bytes.indexOf('ppt/presentation.xml', 0, 'latin1') >= 0) return 'pptx';
  return null;
}

/**
 * The kind of document the bytes are, judged by their content alone (never by a file name or a
 * declared type), or null: HTML, SVG, scripts, archives and everything else are refused, so what
 * is served is never something a browser runs.
 */
export function sniffDocumentType(bytes: Buffer): DocumentFileType | null {
  if (bytes.subarray(0, 5).toString('latin1') === '%PDF-') return DOCUMENT_FILE_TYPES.pdf;
  const office = officeKind(bytes);
  if (office !== null) return DOCUMENT_FILE_TYPES[office];
  const image = sniffImageFormat(bytes);
  if (image === 'jpeg' || image === 'png' || image === 'webp') return DOCUMENT_FILE_TYPES[image];
  return null;
}

/**
 * An image document as it is stored and served: turned upright, re-encoded in its own format
 * without any metadata (a photo's EXIF carries the GPS position of the house). The pixel limit
 * is checked from the header before decoding.
 */
export async function strippedImage(bytes: Buffer, type: DocumentFileType, maxPixels: number): Promise<Buffer> {
  try {
    const image = sharp(bytes, { limitInputPixels: maxPixels, failOn: 'error' }).autoOrient();
    if (type.extension === 'png') return await image.png().toBuffer();
    if (type.extension === 'webp') return await image.webp({ quality: 90 }).toBuffer();
    return await image.jpeg({ quality: 90, mozjpeg: true }).toBuffer();
  } catch (error) {
    if (/pixel limit/i.test(error instanceof Error ? error.message : String(error))) throw new PayloadTooLargeError('The image has more pixels than accepted.');
    throw new InvalidInputError('file', 'the image is damaged or incomplete and cannot be read.');
  }
}

/**
 * A document file's name in its URL: the uploaded name's letters and digits in lower case, words
 * joined by hyphens, at most 80 characters, with the extension of its judged type
 * (`EPC Certificaat (1).PDF` → `epc-certificaat-1.pdf`).
 */
export function documentFileSlug(name: string, extension: string): string {
  const stem = name.replace(/\.[^.]{1,8}$/, '');
  const words = stem
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');
  return `${words || 'document'}.${extension}`;
}

/** The one seam between document files and where they live; files are addressed by the sha256 of their bytes. */
export interface DocumentStore {
  /** Stores the bytes under `hash` (whole or not at all); bytes already stored have their age reset, so a sweep running meanwhile keeps them. */
  put(hash: string, bytes: Buffer): Promise<void>;
  /** The stored bytes, or null when the content is not stored. */
  read(hash: string): Promise<Buffer | null>;
  /** Removes every stored content `inUse` does not name, older than `graceMs`, and stale temporary files; how many contents went. */
  sweep(inUse: ReadonlySet<string>, graceMs: number, now?: Date): Promise<number>;
}

/**
 * Document files on the local disk beside the pictures: `<MEDIA_DIR>/documents/<hash[0..2]>/<hash>`,
 * written through `<MEDIA_DIR>/documents/tmp/` and renamed into place (atomic on one file system).
 * The picture store's sweep leaves the `documents` directory alone (its name is no hash shard).
 */
export class LocalDocumentStore implements DocumentStore {
  private readonly root: string;

  constructor(mediaDir: string) {
    this.root = join(resolve(mediaDir), 'documents');
  }

  /** A content's path; `hash` is checked, so no path built here leaves the root. */
  private pathOf(hash: string): string {
    return contentPath(this.root, hash);
  }

  async put(hash: string, bytes: Buffer): Promise<void> {
    const path = this.pathOf(hash);
    if (await stat(path).then((info) => info.isFile(), () => false)) {
      const at = new Date();
      await utimes(path, at, at).catch(() => undefined);
      return;
    }
    const tmp = join(this.root, 'tmp');
    await mkdir(tmp, { recursive: true });
    await mkdir(join(this.root, hash.slice(0, 2)), { recursive: true });
    await placeAtomically(tmp, hash.slice(0, 16), path, bytes);
  }

  async read(hash: string): Promise<Buffer | null> {
    try {
      return await readFile(this.pathOf(hash));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async sweep(inUse: ReadonlySet<string>, graceMs: number, now = new Date()): Promise<number> {
    return sweepContents(this.root, inUse, graceMs, now);
  }
}
