import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/audit.module.js';
import { PersonsModule } from '../persons/persons.module.js';
import { StaffModule } from '../staff/staff.module.js';
import { AppointmentsService } from './appointments.service.js';

/** Open-house and viewing slots and their registrations. HistoryWriter and the mail outbox come from PersonsModule. */
@Module({
  imports: [PersonsModule, StaffModule, AuditModule],
  providers: [AppointmentsService],
  exports: [AppointmentsService],
})
export class AppointmentsModule {}
