import type { IncomingMessage, ServerResponse } from 'node:http';
import { Controller, Get, Inject, Param, Req, Res } from '@nestjs/common';
import { DocumentFileServer } from './document-file-server.js';
import { MediaFileServer } from './media-file-server.js';

/**
 * `/media/<agency>/<picture id>/<version>/<preset>.<ext>` as Express routes it: the requests the
 * fast lane leaves to Express (MediaDispatcher takes the usual ones), answered by the same server;
 * and `/media/<agency>/document-<id>/<name>.<ext>`, the files of published documents.
 */
@Controller('media')
export class MediaFilesController {
  constructor(
    @Inject(MediaFileServer) private readonly files: MediaFileServer,
    @Inject(DocumentFileServer) private readonly documents: DocumentFileServer,
  ) {}

  @Get(':agency/:document/:file')
  serveDocument(@Param('agency') agency: string, @Param('document') document: string, @Param('file') file: string, @Req() request: IncomingMessage, @Res() response: ServerResponse): Promise<void> {
    return this.documents.serve(request, response, { agency, document, file });
  }

  @Get(':agency/:picture/:version/:file')
  serve(
    @Param('agency') agency: string,
    @Param('picture') picture: string,
    @Param('version') version: string,
    @Param('file') file: string,
    @Req() request: IncomingMessage,
    @Res() response: ServerResponse,
  ): Promise<void> | undefined {
    return this.files.serve(request, response, { agency, picture, version, file });
  }
}
