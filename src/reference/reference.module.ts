import { Module } from '@nestjs/common';
import { PropertiesModule } from '../properties/properties.module.js';
import { HouseOfWeekService } from './house-of-week.service.js';
import { ReferenceDataModule } from './reference-data.module.js';
import { ReferenceService } from './reference.service.js';
import { SettingsService } from './settings.service.js';

@Module({
  imports: [ReferenceDataModule, PropertiesModule],
  providers: [HouseOfWeekService, ReferenceService, SettingsService],
  exports: [ReferenceService, SettingsService, ReferenceDataModule],
})
export class ReferenceModule {}
