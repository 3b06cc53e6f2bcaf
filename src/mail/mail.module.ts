import { Module } from '@nestjs/common';
import { MailSender } from './mail-sender.js';
import { Outbox } from './outbox.js';

/** The outbox of outgoing mail, which the domains write in their transactions (no network). */
@Module({
  providers: [Outbox],
  exports: [Outbox],
})
export class MailModule {}

/** Sends the outbox over SMTP; part of the running service only (the domains never import it). */
@Module({
  imports: [MailModule],
  providers: [MailSender],
})
export class MailSenderModule {}
