import { Module } from '@nestjs/common';
import { ChecklistsService } from './checklists.service.js';

/** Property checklists. */
@Module({
  providers: [ChecklistsService],
  exports: [ChecklistsService],
})
export class ChecklistsModule {}
