import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/audit.module.js';
import { PersonsModule } from '../persons/persons.module.js';
import { PrivacyService } from './privacy.service.js';

/** A person's GDPR export and erasure, across every module that holds data about them. */
@Module({
  imports: [PersonsModule, AuditModule],
  providers: [PrivacyService],
  exports: [PrivacyService],
})
export class PrivacyModule {}
