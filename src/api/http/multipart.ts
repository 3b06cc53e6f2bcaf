import type { IncomingMessage } from 'node:http';
import busboy from 'busboy';
import { Problem } from './problem.js';

/** An upload read from a `multipart/form-data` body: its one file's bytes and name, and its text fields. */
export interface Upload {
  readonly file: Buffer | null;
  /** The file's name as the sender gave it (never trusted for its type; a document keeps it to show). */
  readonly fileName: string | null;
  readonly fields: ReadonlyMap<string, string>;
}

export interface UploadLimits {
  /** The largest file accepted, in bytes. */
  readonly fileBytes: number;
  /** The text fields a request may carry besides the file. */
  readonly fields: readonly string[];
  /** Longest pause between two chunks of the body. */
  readonly idleTimeoutMs: number;
  /** What the file is, in the problems' words (default `picture`). */
  readonly what?: string;
}

const FIELD_BYTES = 4096;

/**
 * Reads a `multipart/form-data` body holding one file part `file` and a few text fields, into
 * memory within `limits`: a file beyond the limit stops the reading at once (413), a second file,
 * an unknown part or a body cut off or stalled midway is a problem (400) — the caller stores
 * nothing then. The file's name and declared type are ignored: the content alone decides.
 */
export function readUpload(request: IncomingMessage, limits: UploadLimits): Promise<Upload> {
  const what = limits.what ?? 'picture';
  const contentType = String(request.headers['content-type'] ?? '');
  if (!/^multipart\/form-data\s*;/i.test(contentType)) {
    return Promise.reject(new Problem('unsupported-media-type', `Send the ${what} as multipart/form-data with a part named "file", not "${contentType.split(';')[0]!.slice(0, 60) || 'without a Content-Type'}".`));
  }
  return new Promise<Upload>((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({ headers: request.headers, defParamCharset: 'utf8', limits: { fileSize: limits.fileBytes, files: 2, fields: limits.fields.length + 4, fieldSize: FIELD_BYTES, parts: limits.fields.length + 6 } });
    } catch {
      reject(new Problem('validation', 'The multipart body has no boundary.'));
      return;
    }
    const chunks: Buffer[] = [];
    const fields = new Map<string, string>();
    let files = 0;
    let fileName: string | null = null;
    let settled = false;
    let idle: NodeJS.Timeout | undefined;
    const fail = (problem: Problem) => {
      if (settled) return;
      settled = true;
      clearTimeout(idle);
      request.unpipe(parser);
      // The rest of the body is not read: the connection closes after the answer.
      request.resume();
      reject(new Problem(problem.kind, problem.detail, problem.errors, { ...problem.headers, Connection: 'close' }));
    };
    const stillAlive = () => {
      clearTimeout(idle);
      idle = setTimeout(() => fail(new Problem('validation', 'The upload stalled before it was complete; nothing was stored.')), limits.idleTimeoutMs);
      idle.unref();
    };
    stillAlive();
    request.on('data', stillAlive);
    request.on('aborted', () => fail(new Problem('validation', 'The upload was cut off before it was complete; nothing was stored.')));
    parser.on('file', (name, stream, info) => {
      files++;
      if (name !== 'file' || files > 1) {
        stream.resume();
        fail(new Problem('validation', name !== 'file' ? `Unknown part "${name.slice(0, 40)}": the ${what} goes in the part "file".` : 'Send one file per request.', [{ field: `/${name.slice(0, 40)}`, code: 'unknown-field', message: 'not accepted' }]));
        return;
      }
      fileName = info.filename ?? null;
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('limit', () => fail(new Problem('payload-too-large', `A ${what} may have at most ${limits.fileBytes} bytes.`)));
    });
    parser.on('field', (name, value, info) => {
      if (!limits.fields.includes(name)) {
        fail(new Problem('validation', `Unknown field "${name.slice(0, 40)}".`, [{ field: `/${name.slice(0, 40)}`, code: 'unknown-field', message: 'not accepted' }]));
        return;
      }
      if (info.valueTruncated) {
        fail(new Problem('validation', `The field "${name}" is too long.`, [{ field: `/${name}`, code: 'max-length', message: `at most ${FIELD_BYTES} bytes` }]));
        return;
      }
      fields.set(name, value);
    });
    parser.on('partsLimit', () => fail(new Problem('validation', `The body has more parts than a ${what} upload needs.`)));
    parser.on('filesLimit', () => fail(new Problem('validation', 'Send one file per request.')));
    parser.on('fieldsLimit', () => fail(new Problem('validation', `The body has more fields than a ${what} upload needs.`)));
    parser.on('error', () => fail(new Problem('validation', 'The multipart body is malformed or was cut off; nothing was stored.')));
    parser.on('close', () => {
      if (settled) return;
      settled = true;
      clearTimeout(idle);
      resolve({ file: files === 0 ? null : Buffer.concat(chunks), fileName, fields });
    });
    request.pipe(parser);
  });
}
