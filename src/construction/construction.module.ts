import { Module } from '@nestjs/common';
import { PropertiesModule } from '../properties/properties.module.js';
import { ConstructionService } from './construction.service.js';

@Module({
  imports: [PropertiesModule],
  providers: [ConstructionService],
  exports: [ConstructionService],
})
export class ConstructionModule {}
