import { Module } from '@nestjs/common';
import { PersonsModule } from '../persons/persons.module.js';
import { AppointmentsService } from './appointments.service.js';

/** Open-house and viewing slots and their registrations. HistoryWriter comes from PersonsModule. */
@Module({
  imports: [PersonsModule],
  providers: [AppointmentsService],
  exports: [AppointmentsService],
})
export class AppointmentsModule {}
