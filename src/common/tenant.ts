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
}
