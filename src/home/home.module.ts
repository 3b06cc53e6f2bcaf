import { Module } from '@nestjs/common';
import { AccountsModule } from '../accounts/accounts.module.js';
import { DemoAccountProbe } from '../seeding/demo-account.js';
import { HomeController } from './home.controller.js';

/** The page at `/` and the documents under /docs/. */
@Module({
  imports: [AccountsModule],
  controllers: [HomeController],
  providers: [DemoAccountProbe],
})
export class HomeModule {}
