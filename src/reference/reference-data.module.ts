import { Module } from '@nestjs/common';
import { ReferenceCache } from './reference-cache.js';

/** The in-memory reference tables, shared by the reference, properties and construction modules. */
@Module({
  providers: [ReferenceCache],
  exports: [ReferenceCache],
})
export class ReferenceDataModule {}
