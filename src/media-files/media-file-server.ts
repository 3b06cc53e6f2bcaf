import type { IncomingMessage, ServerResponse } from 'node:http';
import { Inject, Injectable } from '@nestjs/common';
import { isMediaFormat, isMediaPreset, MEDIA_FORMATS, parsePictureKey, renditionEtag, type MediaFormat, type MediaPreset } from '../common/media-presets.js';
import { MediaServing } from '../media/media-serving.js';

/** A whole number as a /media/ path writes it: no sign, no leading zero, at most ten digits. */
export const WHOLE_NUMBER = /^[1-9][0-9]{0,9}$/;

/** A year, as long as a cache may keep an answer: a URL names one content forever (its version is in it). */
const IMMUTABLE = 'public, max-age=31536000, immutable';

const NOT_FOUND = 'Not Found\r\n';

/** The /media/ paths' 404: plain text, never cached. */
export function notFound(response: ServerResponse): void {
  response.statusCode = 404;
  response.setHeader('Content-Type', 'text/plain; charset=utf-8');
  response.setHeader('Content-Length', Buffer.byteLength(NOT_FOUND));
  response.setHeader('Cache-Control', 'no-store');
  response.setHeader('X-Content-Type-Options', 'nosniff');
  response.end(NOT_FOUND);
}

/** Whether an If-None-Match header names `etag` (or is `*`). */
export function matches(header: string | undefined, etag: string): boolean {
  if (header === undefined) return false;
  return header.split(',').some((tag) => {
    const candidate = tag.trim();
    return candidate === '*' || candidate === etag || candidate === `W/${etag}`;
  });
}

/** The four segments of `/media/<agency>/<picture id>/<version>/<preset>.<ext>`, as received. */
export interface MediaPath {
  readonly agency: string;
  readonly picture: string;
  readonly version: string;
  readonly file: string;
}

/**
 * Answers `/media/<agency>/<picture id>/<version>/<preset>.<ext>`: the renditions of uploaded
 * pictures of published properties and projects, public and immutable (docs/media.md). The
 * path's parts are checked against their exact forms and the file is found by the content the
 * picture names, so no request reaches a path of its own making. Both lanes call it: the fast
 * lane (MediaDispatcher) for the usual paths, the Nest route for whatever Express routes there.
 */
@Injectable()
export class MediaFileServer {
  constructor(@Inject(MediaServing) private readonly serving: MediaServing) {}

  /**
   * Answers the request; a promise only when it has to wait (a look-up not kept, a file read from
   * the store, HEAD's size): a kept answer with bytes in memory is written before this returns.
   */
  serve(request: IncomingMessage, response: ServerResponse, path: MediaPath): Promise<void> | undefined {
    const key = parsePictureKey(path.picture);
    const [preset = '', format = '', ...rest] = path.file.split('.');
    if (!WHOLE_NUMBER.test(path.agency) || !WHOLE_NUMBER.test(path.version) || key === null || rest.length > 0 || !isMediaPreset(preset) || !isMediaFormat(format)) {
      notFound(response);
      return undefined;
    }
    const [agency, version] = [Number(path.agency), Number(path.version)];
    const hash = this.serving.servableNow(agency, key.kind, key.id, version);
    if (hash === undefined) return this.serving.servable(agency, key.kind, key.id, version).then((found) => this.answer(request, response, found, preset, format));
    return this.answer(request, response, hash, preset, format);
  }

  private answer(request: IncomingMessage, response: ServerResponse, hash: string | null, preset: MediaPreset, format: MediaFormat): Promise<void> | undefined {
    if (hash === null) {
      notFound(response);
      return undefined;
    }
    const etag = renditionEtag(hash, preset, format);
    // A client that holds this ETag holds these bytes: no file is read.
    if (matches(request.headers['if-none-match'], etag)) {
      response.statusCode = 304;
      response.setHeader('ETag', etag);
      response.setHeader('Cache-Control', IMMUTABLE);
      response.setHeader('X-Content-Type-Options', 'nosniff');
      response.end();
      return undefined;
    }
    if (request.method === 'HEAD') return this.serving.renditionFile(hash, preset, format).then((found) => send(response, etag, format, found?.size ?? null));
    const kept = this.serving.renditionNow(hash, preset, format);
    if (kept !== undefined) {
      send(response, etag, format, kept);
      return undefined;
    }
    return new Promise((resolve, reject) =>
      this.serving.readRendition(hash, preset, format, (error, bytes) => {
        if (error !== null) {
          reject(error);
          return;
        }
        try {
          send(response, etag, format, bytes);
          resolve();
        } catch (failure) {
          reject(failure);
        }
      }),
    );
  }
}

/** A rendition's answer: its bytes (GET) or its size (HEAD); null: a picture row whose files are gone (swept, or a restore without them), as if it had never been there. */
function send(response: ServerResponse, etag: string, format: MediaFormat, found: Buffer | number | null): void {
  if (found === null) {
    notFound(response);
    return;
  }
  response.statusCode = 200;
  response.setHeader('ETag', etag);
  response.setHeader('Cache-Control', IMMUTABLE);
  response.setHeader('X-Content-Type-Options', 'nosniff');
  response.setHeader('Content-Type', MEDIA_FORMATS[format]);
  if (typeof found === 'number') {
    response.setHeader('Content-Length', found);
    response.end();
  } else {
    response.setHeader('Content-Length', found.length);
    response.end(found);
  }
}
