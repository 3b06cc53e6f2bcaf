import type { LanguageId } from './codes.js';
import { ACCOUNT_SCOPES, type AccountScope } from './scopes.js';

/**
 * The calling customer account, resolved from its credentials. Every domain service method
 * takes it first; repositories scope every query to `agencyId`.
 */
export interface Tenant {
  readonly agencyId: number;
  readonly accountId: number;
  readonly accountName: string;
  /** The rights of the account; domain services check them with requireScope. */
  readonly scopes: readonly AccountScope[];
  /**
   * The agency's default language: answers to a request that names no language are in it
   * (tenantLanguage in reference/translations.ts). Absent (a tenant made outside authentication) = NL.
   */
  readonly languageId?: LanguageId;
}

/** The tenant an operator (`listing-cli`) acts as within an agency: with every right of it. */
export function operatorTenant(agencyId: number): Tenant {
  return { agencyId, accountId: 0, accountName: 'cli', scopes: ACCOUNT_SCOPES };
}
