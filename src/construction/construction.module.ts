import { Module } from '@nestjs/common';
import { PropertiesModule } from '../properties/properties.module.js';
import { ReferenceDataModule } from '../reference/reference-data.module.js';
import { ConstructionService } from './construction.service.js';
import { ProjectPublicationService } from './project-publication.service.js';

@Module({
  imports: [PropertiesModule, ReferenceDataModule],
  providers: [ConstructionService, ProjectPublicationService],
  exports: [ConstructionService, ProjectPublicationService],
})
export class ConstructionModule {}
