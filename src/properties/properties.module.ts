import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/audit.module.js';
import { ReferenceDataModule } from '../reference/reference-data.module.js';
import { PageSeeker } from './page-seeker.js';
import { PropertiesService } from './properties.service.js';
import { PropertyRecordLoader } from './property-loader.js';
import { PropertyDirectory } from './property-directory.js';
import { PropertyQuery } from './property-query.js';
import { PropertyWrites } from './property-writes.js';
import { PropertyNavigation } from './property-navigation.js';
import { PropertyPictureService } from './property-pictures.service.js';
import { PropertyPublicationService } from './publication.service.js';
import { PropertyReads } from './property-reads.js';
import { SelectedListService } from './selected-list.service.js';

@Module({
  imports: [ReferenceDataModule, AuditModule],
  providers: [
    PropertyQuery,
    PropertyReads,
    PageSeeker,
    PropertyRecordLoader,
    PropertiesService,
    SelectedListService,
    PropertyPublicationService,
    PropertyPictureService,
    PropertyNavigation,
    PropertyWrites,
    PropertyDirectory,
  ],
  exports: [PropertyWrites, PropertyDirectory, PropertiesService, SelectedListService, PropertyRecordLoader, PropertyPublicationService, PropertyPictureService, PropertyNavigation],
})
export class PropertiesModule {}
