import { Module } from '@nestjs/common';
import { TasksService } from './tasks.service.js';

/** Tasks for the agency's staff. */
@Module({
  providers: [TasksService],
  exports: [TasksService],
})
export class TasksModule {}
