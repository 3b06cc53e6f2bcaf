import { Module } from '@nestjs/common';
import { MediaStatisticsService } from './media-statistics.service.js';

/** Views of properties and projects per medium and day. */
@Module({
  providers: [MediaStatisticsService],
  exports: [MediaStatisticsService],
})
export class MediaStatisticsModule {}
