import type { IncomingMessage, ServerResponse } from 'node:http';
import { Inject, Injectable } from '@nestjs/common';
import { isMediaFormat, isMediaPreset, MEDIA_FORMATS, parsePictureKey, renditionEtag } from '../common/media-presets.js';
import { MediaServing } from '../media/media-serving.js';

const WHOLE_NUMBER = /^[1-9][0-9]{0,9}$/;

/** A year, as long as a cache may keep an answer: a URL names one content forever (its version is in it). */
const IMMUTABLE = 'public, max-age=31536000, immutable';

const NOT_FOUND = 'Not Found\r\n';

function notFound(response: ServerResponse): void {
  response.statusCode = 404;
  response.setHeader('Content-Type', 'text/plain; charset=utf-8');
  response.setHeader('Content-Length', Buffer.byteLength(NOT_FOUND));
  response.setHeader('Cache-Control', 'no-store');
  response.setHeader('X-Content-Type-Options', 'nosniff');
  response.end(NOT_FOUND);
}

/** Whether an If-None-Match header names `etag` (or is `*`). */
function matches(header: string | undefined, etag: string): boolean {
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

  async serve(request: IncomingMessage, response: ServerResponse, path: MediaPath): Promise<void> {
    const key = parsePictureKey(path.picture);
    const [preset = '', format = '', ...rest] = path.file.split('.');
    if (!WHOLE_NUMBER.test(path.agency) || !WHOLE_NUMBER.test(path.version) || key === null || rest.length > 0 || !isMediaPreset(preset) || !isMediaFormat(format)) {
      return notFound(response);
    }
    const hash = await this.serving.servable(Number(path.agency), key.kind, key.id, Number(path.version));
    if (hash === null) return notFound(response);
    const etag = renditionEtag(hash, preset, format);
    // A client that holds this ETag holds these bytes: no file is read.
    if (matches(request.headers['if-none-match'], etag)) {
      response.statusCode = 304;
      response.setHeader('ETag', etag);
      response.setHeader('Cache-Control', IMMUTABLE);
      response.setHeader('X-Content-Type-Options', 'nosniff');
      response.end();
      return;
    }
    const head = request.method === 'HEAD';
    const found = head ? await this.serving.renditionFile(hash, preset, format) : await this.serving.rendition(hash, preset, format);
    // A picture row whose files are gone (swept, or a restore without them): as if it had never been there.
    if (found === null) return notFound(response);
    response.statusCode = 200;
    response.setHeader('ETag', etag);
    response.setHeader('Cache-Control', IMMUTABLE);
    response.setHeader('X-Content-Type-Options', 'nosniff');
    response.setHeader('Content-Type', MEDIA_FORMATS[format]);
    if (Buffer.isBuffer(found)) {
      response.setHeader('Content-Length', found.length);
      response.end(found);
    } else {
      response.setHeader('Content-Length', found.size);
      response.end();
    }
  }
}
