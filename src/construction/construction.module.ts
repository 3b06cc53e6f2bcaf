import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/audit.module.js';
import { PropertiesModule } from '../properties/properties.module.js';
import { ReferenceDataModule } from '../reference/reference-data.module.js';
import { ConstructionService } from './construction.service.js';
import { ProjectPublicationService } from './project-publication.service.js';
import { ProjectWritesService } from './project-writes.service.js';

@Module({
  imports: [PropertiesModule, ReferenceDataModule, AuditModule],
  providers: [ConstructionService, ProjectPublicationService, ProjectWritesService],
  exports: [ConstructionService, ProjectPublicationService, ProjectWritesService],
})
export class ConstructionModule {}
