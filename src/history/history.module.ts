import { Module } from '@nestjs/common';
import { PersonsModule } from '../persons/persons.module.js';
import { StaffModule } from '../staff/staff.module.js';
import { ContactService } from './contact.service.js';
import { HistoryReader } from './history-reader.js';
import { HistoryRecorder } from './history-recorder.js';
import { HistoryStatistics } from './history-statistics.js';
import { HistoryService } from './history.service.js';

/** History reads, statistics, summaries and contact requests. HistoryWriter comes from PersonsModule. */
@Module({
  imports: [PersonsModule, StaffModule],
  providers: [HistoryReader, HistoryRecorder, HistoryStatistics, HistoryService, ContactService],
  exports: [HistoryService, ContactService],
})
export class HistoryModule {}
