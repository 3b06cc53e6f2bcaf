import { Module } from '@nestjs/common';
import { DocumentsService } from './documents.service.js';

/** Documents attached to properties, projects and persons. */
@Module({
  providers: [DocumentsService],
  exports: [DocumentsService],
})
export class DocumentsModule {}
