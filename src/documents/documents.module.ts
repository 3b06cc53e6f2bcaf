import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/audit.module.js';
import { DocumentWritesService } from './document-writes.service.js';
import { DocumentsService } from './documents.service.js';

/** Documents attached to properties, projects and persons. */
@Module({
  imports: [AuditModule],
  providers: [DocumentsService, DocumentWritesService],
  exports: [DocumentsService, DocumentWritesService],
})
export class DocumentsModule {}
