import { Module } from '@nestjs/common';
import { PropertiesModule } from '../properties/properties.module.js';
import { ReferenceDataModule } from '../reference/reference-data.module.js';
import { ConstructionService } from './construction.service.js';

@Module({
  imports: [PropertiesModule, ReferenceDataModule],
  providers: [ConstructionService],
  exports: [ConstructionService],
})
export class ConstructionModule {}
