import { Inject, Injectable } from '@nestjs/common';
import { AccountsService } from '../accounts/accounts.service.js';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { DEMO_ACCOUNTS, type DemoAccount } from './demo-agencies.js';

/**
 * Whether the service runs on the demo data set: DEMO_DATA is on and the first demo account
 * exists and is enabled. The `/` page then names it, and the ASMX test forms start with it.
 */
@Injectable()
export class DemoAccountProbe {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(AccountsService) private readonly accounts: AccountsService,
  ) {}

  async current(): Promise<DemoAccount | null> {
    if (this.config.demoData === 'off') return null;
    const demo = DEMO_ACCOUNTS[0];
    if (!demo) return null;
    const accounts = await this.accounts.listAccounts(demo.agencyId);
    return accounts.some((account) => account.Name === demo.name && !account.Disabled) ? demo : null;
  }
}
