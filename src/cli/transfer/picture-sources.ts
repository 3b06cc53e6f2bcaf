/**
 * Pictures an import document names by their file (`File`, relative to the document) or by a URL
 * to fetch (`Url`), instead of the four family URLs of pictures made elsewhere. They are taken
 * out of the document before it is validated as usual, then read or fetched (through the
 * webhooks' outbound guard) and ingested like an upload, all before the import's transaction:
 * a picture that cannot be had is a problem of the document, reported with its path, and
 * nothing is written.
 */
import { readFile, stat } from 'node:fs/promises';
import { isAbsolute, relative, resolve, sep } from 'node:path';
import { DomainError } from '../../common/errors.js';
import type { MediaPicturesService } from '../../media/media-pictures.service.js';
import type { MediaManifest } from '../../media/media-store.js';
import { fetchOutbound, OutboundFetchError } from '../../webhooks/outbound-fetch.js';
import { isRecord, type DocumentRecord } from './record-classes.js';

/** One picture named by file or URL. */
export interface PictureSource {
  /** `properties[3] (id 17).Pictures[1]`, for problems. */
  readonly path: string;
  /** The collection of its record: a property's or a project's picture. */
  readonly collection: 'properties' | 'projects';
  /** Index of its record in that collection of the document. */
  readonly recordIndex: number;
  readonly file: string | null;
  readonly url: string | null;
  /** The caption in the agency's language (Name). */
  readonly name: string | null;
  /** Captions by language id (Captions: {"1": "Tuin", "2": "Jardin"}); a language given here wins over Name. */
  readonly captions: Readonly<Record<string, string>>;
}

const SOURCE_FIELDS: ReadonlySet<string> = new Set(['File', 'Url', 'Name', 'Captions']);
const CAPTION_MAX = 200;

function isSource(picture: unknown): picture is DocumentRecord {
  return isRecord(picture) && (picture['File'] !== undefined || picture['Url'] !== undefined);
}

function recordLabel(collection: string, index: number, record: DocumentRecord): string {
  const id = typeof record['ID'] === 'number' ? ` (id ${record['ID']})` : '';
  return `${collection}[${index}]${id}`;
}

/** The source's own problems (its shape), each with its path. */
function shapeProblems(path: string, picture: DocumentRecord): string[] {
  const problems: string[] = [];
  for (const key of Object.keys(picture)) if (!SOURCE_FIELDS.has(key)) problems.push(`${path}.${key}: is not a field of a picture given by File or Url (File or Url, Name, Captions)`);
  const file = picture['File'];
  const url = picture['Url'];
  if (file !== undefined && url !== undefined) problems.push(`${path}: give either File or Url, not both`);
  if (file !== undefined && (typeof file !== 'string' || file.trim() === '' || file.length > 500)) problems.push(`${path}.File: must be a path of 1 to 500 characters`);
  else if (typeof file === 'string' && (isAbsolute(file) || file.split(/[\\/]/).includes('..'))) problems.push(`${path}.File: must be a path relative to the document, inside its directory`);
  if (url !== undefined && (typeof url !== 'string' || !/^https?:\/\/[^\s]+$/i.test(url) || url.length > 2000)) problems.push(`${path}.Url: must be an http:// or https:// URL of at most 2000 characters`);
  const name = picture['Name'];
  if (name !== undefined && name !== null && (typeof name !== 'string' || name.length > CAPTION_MAX)) problems.push(`${path}.Name: must be a string of at most ${CAPTION_MAX} characters, or null`);
  const captions = picture['Captions'];
  if (captions !== undefined && captions !== null) {
    if (!isRecord(captions)) problems.push(`${path}.Captions: must be an object of texts by language id ({"1": "…", "2": "…"})`);
    else {
      for (const [key, text] of Object.entries(captions)) {
        if (!/^[1-6]$/.test(key)) problems.push(`${path}.Captions.${key}: is not a language id (1 NL … 6 CA)`);
        else if (typeof text !== 'string' || text.length > CAPTION_MAX) problems.push(`${path}.Captions.${key}: must be a string of at most ${CAPTION_MAX} characters`);
      }
    }
  }
  return problems;
}

/**
 * Splits the document: a copy without the pictures given by File or Url (validated as before),
 * and those pictures with their problems. Properties' and projects' pictures may be given so, only
 * when importing into an agency (`writable`): in a new agency's import they are problems.
 */
export function extractPictureSources(document: unknown, writable: boolean): { document: unknown; sources: PictureSource[]; problems: string[] } {
  const sources: PictureSource[] = [];
  const problems: string[] = [];
  if (!isRecord(document)) return { document, sources, problems };
  const copy: DocumentRecord = { ...document };
  for (const collection of ['properties', 'projects'] as const) {
    const records = copy[collection];
    if (!Array.isArray(records)) continue;
    copy[collection] = records.map((record: unknown, recordIndex) => {
      if (!isRecord(record) || !Array.isArray(record['Pictures']) || !record['Pictures'].some(isSource)) return record;
      const pictures = record['Pictures'] as unknown[];
      pictures.forEach((picture, pictureIndex) => {
        if (!isSource(picture)) return;
        const path = `${recordLabel(collection, recordIndex, record)}.Pictures[${pictureIndex}]`;
        if (!writable) {
          problems.push(`${path}: pictures given by File or Url are imported with import --into`);
          return;
        }
        const own = shapeProblems(path, picture);
        problems.push(...own);
        if (own.length > 0) return;
        const text = typeof picture['Name'] === 'string' ? picture['Name'].trim() : '';
        const captions = (isRecord(picture['Captions']) ? picture['Captions'] : {}) as Record<string, string>;
        sources.push({ path, collection, recordIndex, file: (picture['File'] as string | undefined) ?? null, url: (picture['Url'] as string | undefined) ?? null, name: text === '' ? null : text, captions });
      });
      return { ...record, Pictures: pictures.filter((picture) => !isSource(picture)) };
    });
  }
  return { document: copy, sources, problems };
}

export interface PictureSourceOptions {
  /** The document's directory: File paths are relative to it. */
  readonly baseDir: string;
  readonly pictures: MediaPicturesService;
  readonly maxBytes: number;
  readonly fetchTimeoutMs: number;
  readonly allowPrivate: boolean;
}

async function bytesOf(source: PictureSource, options: PictureSourceOptions): Promise<Buffer> {
  if (source.url !== null) return fetchOutbound(source.url, { maxBytes: options.maxBytes, timeoutMs: options.fetchTimeoutMs, allowPrivate: options.allowPrivate });
  const base = resolve(options.baseDir);
  const path = resolve(base, source.file!);
  const inside = relative(base, path);
  if (inside === '' || inside.startsWith(`..${sep}`) || isAbsolute(inside)) throw new OutboundFetchError('the file is not inside the document\'s directory');
  const facts = await stat(path);
  if (!facts.isFile()) throw new OutboundFetchError('not a file');
  if (facts.size > options.maxBytes) throw new OutboundFetchError(`the file has ${facts.size} bytes; at most ${options.maxBytes} are accepted`);
  return readFile(path);
}

/** What went wrong with one picture, in words for the report. */
function problemOf(source: PictureSource, error: unknown): string {
  const field = source.url !== null ? 'Url' : 'File';
  if (error instanceof DomainError || error instanceof OutboundFetchError) return `${source.path}.${field}: ${error.message.replace(/^file: /, '')}`;
  const code = (error as NodeJS.ErrnoException).code;
  if (code === 'ENOENT') return `${source.path}.File: no such file`;
  if (code === 'EACCES') return `${source.path}.File: cannot be read (permission denied)`;
  throw error;
}

/**
 * Reads or fetches every source and ingests it (renditions stored, content-addressed: a content
 * stored before is found again, not made twice), two at a time. Returns each source's content,
 * or the problems of those that failed (their files, if any, are left to the orphan sweep).
 */
export async function ingestPictureSources(sources: readonly PictureSource[], options: PictureSourceOptions): Promise<{ contents: Map<PictureSource, MediaManifest>; problems: string[] }> {
  const contents = new Map<PictureSource, MediaManifest>();
  const problems: string[] = [];
  let next = 0;
  const worker = async () => {
    while (next < sources.length) {
      const source = sources[next++]!;
      try {
        contents.set(source, await options.pictures.prepare(await bytesOf(source, options)));
      } catch (error) {
        problems.push(problemOf(source, error));
      }
    }
  };
  await Promise.all([worker(), worker()]);
  problems.sort();
  return { contents, problems };
}
