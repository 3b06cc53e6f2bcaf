import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { AccountsService } from '../accounts/accounts.service.js';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { DEMO_ACCOUNTS, type DemoAccount } from './demo-agencies.js';
import { demoFormValues } from './demo-form-values.js';

/** The demo account, with the values the ASMX test forms start with (src/seeding/demo-form-values.ts). */
export interface DemoAccountWithForms extends DemoAccount {
  readonly formValues: Readonly<Record<string, string>>;
}

/** How long the looked-up form values are reused. */
const FORM_VALUES_TTL_MS = 60_000;

/**
 * Whether the service runs on the demo data set: DEMO_DATA is on and the first demo account
 * exists and is enabled. The `/` page then names it, and the ASMX test forms start with it.
 */
@Injectable()
export class DemoAccountProbe {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(AccountsService) private readonly accounts: AccountsService,
    @Inject(DataSource) private readonly dataSource: DataSource,
  ) {}

  private forms: { readonly at: number; readonly values: Promise<Record<string, string>> } | undefined;

  /** The demo account and the test forms' starting values, or null off the demo data. */
  async withFormValues(): Promise<DemoAccountWithForms | null> {
    const demo = await this.current();
    if (!demo) return null;
    if (!this.forms || Date.now() - this.forms.at > FORM_VALUES_TTL_MS) {
      const values = demoFormValues(this.dataSource, demo.agencyId);
      this.forms = { at: Date.now(), values };
      values.catch(() => (this.forms = undefined));
    }
    return { ...demo, formValues: await this.forms.values };
  }

  async current(): Promise<DemoAccount | null> {
    if (this.config.demoData === 'off') return null;
    const demo = DEMO_ACCOUNTS[0];
    if (!demo) return null;
    const accounts = await this.accounts.listAccounts(demo.agencyId);
    return accounts.some((account) => account.Name === demo.name && !account.Disabled) ? demo : null;
  }
}
