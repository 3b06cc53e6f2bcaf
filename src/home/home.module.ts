import { Module } from '@nestjs/common';
import { AccountsModule } from '../accounts/accounts.module.js';
import { PersonsModule } from '../persons/persons.module.js';
import { DemoAccountProbe } from '../seeding/demo-account.js';
import { HomeController } from './home.controller.js';
import { PasswordResetController } from './password-reset.controller.js';

/** The page at `/`, the documents under /docs/ and the password reset page of the mailed links. */
@Module({
  imports: [AccountsModule, PersonsModule],
  controllers: [HomeController, PasswordResetController],
  providers: [DemoAccountProbe],
})
export class HomeModule {}
