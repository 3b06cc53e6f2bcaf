import { Module } from '@nestjs/common';
import { ChangeLogWorker } from './change-log-worker.js';
import { ChangeSequencer } from './change-sequencer.js';
import { ChangesService } from './changes.service.js';

/** The change log partners sync from: reading it (GetChanges, GetPublishedIndex), stamping and compacting it. */
@Module({
  providers: [ChangeSequencer, ChangesService, ChangeLogWorker],
  exports: [ChangeSequencer, ChangesService],
})
export class ChangesModule {}
