import { Module } from '@nestjs/common';
import { MailSender } from './mail-sender.js';
import { Outbox } from './outbox.js';

/** The outbox of outgoing mail (written by the domains in their transactions) and its sender. */
@Module({
  providers: [Outbox, MailSender],
  exports: [Outbox],
})
export class MailModule {}
