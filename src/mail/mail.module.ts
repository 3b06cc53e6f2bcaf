import { Module } from '@nestjs/common';
import { Outbox } from './outbox.js';

/** The outbox of outgoing mail, which the domains write in their transactions (no network). */
@Module({
  providers: [Outbox],
  exports: [Outbox],
})
export class MailModule {}
