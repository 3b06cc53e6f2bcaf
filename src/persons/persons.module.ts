import { Module } from '@nestjs/common';
import { AccountsModule } from '../accounts/accounts.module.js';
import { AuditModule } from '../audit/audit.module.js';
import { HistoryWriter } from '../history/history-writer.js';
import { MailModule } from '../mail/mail.module.js';
import { ReferenceDataModule } from '../reference/reference-data.module.js';
import { DemandService } from './demand.service.js';
import { PasswordResetService } from './password-reset.service.js';
import { PersonCredentials } from './person-credentials.js';
import { PersonRegistry } from './person-registry.js';
import { PersonsService } from './persons.service.js';
import { PersonWritesService } from './person-writes.service.js';

/**
 * Persons and demands. Provides the HistoryWriter (which depends only on the database) so that
 * persons can record history without importing HistoryModule, which imports this module.
 */
@Module({
  imports: [AccountsModule, ReferenceDataModule, MailModule, AuditModule],
  providers: [HistoryWriter, PersonCredentials, PersonRegistry, PersonsService, PersonWritesService, DemandService, PasswordResetService],
  exports: [PersonsService, PersonWritesService, DemandService, PersonCredentials, PersonRegistry, HistoryWriter, PasswordResetService, MailModule],
})
export class PersonsModule {}
