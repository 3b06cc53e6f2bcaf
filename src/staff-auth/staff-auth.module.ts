import { Module } from '@nestjs/common';
import { AccountsModule } from '../accounts/accounts.module.js';
import { AuditModule } from '../audit/audit.module.js';
import { MailModule } from '../mail/mail.module.js';
import { StaffModule } from '../staff/staff.module.js';
import { StaffLinks } from './staff-links.js';
import { StaffLoginsService } from './staff-logins.service.js';
import { StaffPasswordResetService } from './staff-password-reset.service.js';
import { StaffSessionsService } from './staff-sessions.service.js';

/** Staff logins of the agency side: sign-in emails, roles and passwords, sessions, invitations and password reset by mail. */
@Module({
  imports: [AccountsModule, MailModule, AuditModule, StaffModule],
  providers: [StaffLinks, StaffLoginsService, StaffSessionsService, StaffPasswordResetService],
  exports: [StaffLoginsService, StaffSessionsService, StaffPasswordResetService],
})
export class StaffAuthModule {}
