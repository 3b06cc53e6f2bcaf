import { Module } from '@nestjs/common';
import { ReferenceDataModule } from '../reference/reference-data.module.js';
import { PageSeeker } from './page-seeker.js';
import { PropertiesService } from './properties.service.js';
import { PropertyRecordLoader } from './property-loader.js';
import { PropertyQuery } from './property-query.js';
import { PropertyReads } from './property-reads.js';
import { SelectedListService } from './selected-list.service.js';

@Module({
  imports: [ReferenceDataModule],
  providers: [PropertyQuery, PropertyReads, PageSeeker, PropertyRecordLoader, PropertiesService, SelectedListService],
  exports: [PropertiesService, SelectedListService, PropertyRecordLoader],
})
export class PropertiesModule {}
