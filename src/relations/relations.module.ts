import { Module } from '@nestjs/common';
import { RelationsService } from './relations.service.js';

/** Relations of persons to properties and projects and between persons. */
@Module({
  providers: [RelationsService],
  exports: [RelationsService],
})
export class RelationsModule {}
