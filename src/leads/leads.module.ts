import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/audit.module.js';
import { LeadsService } from './leads.service.js';

/** The lead inbox (leads arrive through the contact, registration and appointment writes: lead-inbox.ts). */
@Module({
  imports: [AuditModule],
  providers: [LeadsService],
  exports: [LeadsService],
})
export class LeadsModule {}
