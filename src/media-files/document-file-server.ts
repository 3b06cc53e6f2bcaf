import type { IncomingMessage, ServerResponse } from 'node:http';
import { Inject, Injectable } from '@nestjs/common';
import { contentDisposition } from '../common/content-disposition.js';
import { MediaDocumentFiles } from '../media/media-documents.service.js';
import { matches, notFound, WHOLE_NUMBER } from './media-file-server.js';

const DOCUMENT_KEY = /^document-([1-9][0-9]{0,9})$/;

/**
 * An hour: a document's URL names one file for ever (a new file is a new document), but the
 * agency may unpublish it, and a shared cache should not go on handing it out for long after.
 */
const PUBLIC_HOUR = 'public, max-age=3600';

/** The three segments of `/media/<agency>/document-<id>/<name>.<ext>`, as received. */
export interface DocumentFilePath {
  readonly agency: string;
  readonly document: string;
  readonly file: string;
}

/**
 * Answers `/media/<agency>/document-<id>/<name>.<ext>`: the file of an uploaded document while it
 * is published and belongs to a property or project (docs/media.md, "Documents"). The name must
 * be the one the document's URL carries; the file is found by the content hash its row names, so
 * no request reaches a path of its own making.
 */
@Injectable()
export class DocumentFileServer {
  constructor(@Inject(MediaDocumentFiles) private readonly files: MediaDocumentFiles) {}

  async serve(request: IncomingMessage, response: ServerResponse, path: DocumentFilePath): Promise<void> {
    const key = DOCUMENT_KEY.exec(path.document);
    if (!WHOLE_NUMBER.test(path.agency) || key === null || Number(key[1]) > 2_147_483_647 || Number(path.agency) > 2_147_483_647) return notFound(response);
    const found = await this.files.servable(Number(path.agency), Number(key[1]));
    if (found === null || found.slug !== path.file) return notFound(response);
    const etag = `"${found.hash}"`;
    if (matches(request.headers['if-none-match'], etag)) {
      response.statusCode = 304;
      response.setHeader('ETag', etag);
      response.setHeader('Cache-Control', PUBLIC_HOUR);
      response.end();
      return;
    }
    const bytes = await this.files.read(found.hash);
    if (bytes === null) return notFound(response);
    response.statusCode = 200;
    response.setHeader('ETag', etag);
    response.setHeader('Cache-Control', PUBLIC_HOUR);
    response.setHeader('X-Content-Type-Options', 'nosniff');
    response.setHeader('Content-Type', found.type);
    response.setHeader('Content-Length', bytes.length);
    response.setHeader('Content-Disposition', contentDisposition(found.name));
    response.end(request.method === 'HEAD' ? undefined : bytes);
  }
}
