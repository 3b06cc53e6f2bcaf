import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/audit.module.js';
import { MediaModule } from '../media/media.module.js';
import { DocumentWritesService } from './document-writes.service.js';
import { DocumentsService } from './documents.service.js';

/** Documents attached to properties, projects and persons, by link or as files stored by the media module. */
@Module({
  imports: [AuditModule, MediaModule],
  providers: [DocumentsService, DocumentWritesService],
  exports: [DocumentsService, DocumentWritesService],
})
export class DocumentsModule {}
