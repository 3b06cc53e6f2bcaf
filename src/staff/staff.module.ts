import { Module } from '@nestjs/common';
import { StaffService } from './staff.service.js';

/** The agency's staff (users) and departments. */
@Module({
  providers: [StaffService],
  exports: [StaffService],
})
export class StaffModule {}
