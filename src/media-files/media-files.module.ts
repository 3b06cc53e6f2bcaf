import { Module } from '@nestjs/common';
import { MediaModule } from '../media/media.module.js';
import { DocumentFileServer } from './document-file-server.js';
import { MediaDispatcher } from './media-dispatcher.js';
import { MediaFileServer } from './media-file-server.js';
import { MediaFilesController } from './media-files.controller.js';

/** The public transport of uploaded pictures' files (/media/…: on the fast lane, and as a Nest route for the rest) and of published documents' files. */
@Module({ imports: [MediaModule], controllers: [MediaFilesController], providers: [MediaFileServer, DocumentFileServer, MediaDispatcher], exports: [MediaDispatcher] })
export class MediaFilesModule {}
