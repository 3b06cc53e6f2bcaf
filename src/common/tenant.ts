import type { LanguageId } from './codes.js';
import type { AccountScope } from './scopes.js';

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
