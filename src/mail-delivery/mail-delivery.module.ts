import { Module } from '@nestjs/common';
import { MailModule } from '../mail/mail.module.js';
import { MailSender } from './mail-sender.js';

/** Sends the outbox over SMTP; part of the running service only (the domains write the outbox, never send). */
@Module({
  imports: [MailModule],
  providers: [MailSender],
})
export class MailDeliveryModule {}
