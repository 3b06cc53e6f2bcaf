import { Module } from '@nestjs/common';
import { PropertiesModule } from '../properties/properties.module.js';
import { HouseOfWeekService } from './house-of-week.service.js';
import { ReferenceDataModule } from './reference-data.module.js';
import { ReferenceService } from './reference.service.js';

@Module({
  imports: [ReferenceDataModule, PropertiesModule],
  providers: [HouseOfWeekService, ReferenceService],
  exports: [ReferenceService, ReferenceDataModule],
})
export class ReferenceModule {}
