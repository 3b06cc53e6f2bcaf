import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { AccountsService } from '../../src/accounts/accounts.service.js';
import { ACCOUNT_SCOPES, type AccountScope, holdsScopes } from '../../src/common/scopes.js';
import { ASMX_OPERATIONS } from '../../src/soap/asmx/catalog.js';
import type { AsmxOperation, WireType } from '../../src/soap/asmx/catalog.types.js';
import { BASE_OPERATIONS } from '../../src/soap/v12/catalog.js';
import type { BaseOperation } from '../../src/soap/v12/operation.js';
import { scopedFields } from '../../src/soap/v12/operation-scopes.js';
import { startTestApp, type TestApp } from '../support/app.js';
import { callJson } from '../fixtures/v12/http.js';
import { faultText, soap11 } from './asmx-helpers.js';

/**
 * The scope matrix, generated from both catalogs: every operation is called by an account of
 * each of the 16 scope combinations, and is refused in the protocol's forbidden shape exactly
 * when the account lacks a scope the operation (or a field the call gives) declares.
 */

const COMBINATIONS: readonly (readonly AccountScope[])[] = Array.from({ length: 1 << ACCOUNT_SCOPES.length }, (_, mask) =>
  ACCOUNT_SCOPES.filter((_, bit) => (mask & (1 << bit)) !== 0),
);

interface MatrixAccount {
  readonly scopes: readonly AccountScope[];
  readonly credentials: { CustomerName: string; CustomerPassword: string };
}

const FORBIDDEN = 'This account may not';

/** A value of each first-interface type that binds without a conversion fault. */
const SAMPLE: Readonly<Record<WireType, string>> = { int: '1', decimal: '0', double: '0', dateTime: '2026-01-02T03:04:05', string: 'matrix@example.test' };

function label(scopes: readonly AccountScope[]): string {
  return scopes.length === 0 ? '(none)' : scopes.join('+');
}

/** One line per call whose refusal disagrees with the declaration (empty when the matrix holds). */
type Mismatches = string[];

describe('scope matrix over both catalogs', () => {
  let app: TestApp;
  let accounts: MatrixAccount[];

  beforeAll(async () => {
    app = await startTestApp({ LOG_LEVEL: 'error', THROTTLE_MAX_FAILURES: '100000', THROTTLE_ADDRESS_MAX_FAILURES: '100000', THROTTLE_ACCOUNT_MAX_FAILURES: '100000' });
    const service = app.app.get(AccountsService);
    accounts = [];
    for (const [index, scopes] of COMBINATIONS.entries()) {
      const credentials = { CustomerName: `matrix-${index}`, CustomerPassword: `matrix-password-${index}` };
      await service.createAccount(1, credentials.CustomerName, credentials.CustomerPassword, [...scopes]);
      accounts.push({ scopes, credentials });
    }
  });
  afterAll(async () => {
    await app?.close();
  });

  it('has 16 combinations and a declaration on every operation', () => {
    expect(accounts).toHaveLength(16);
    for (const op of ASMX_OPERATIONS) expect(Array.isArray(op.scopes)).toBe(true);
    for (const base of BASE_OPERATIONS) expect(Array.isArray(base.scopes)).toBe(true);
  });

  it('refuses a first-interface (SOAP) call exactly when the account lacks a declared scope', async () => {
    const mismatches: Mismatches = [];
    const call = async (op: AsmxOperation, account: MatrixAccount): Promise<void> => {
      const params = Object.fromEntries(op.parameters.slice(2).map((parameter) => [parameter.name, SAMPLE[parameter.type]]));
      const response = await soap11(app.baseUrl, op.name, { ...account.credentials, ...params });
      const refused = response.status === 500 && faultText(response.body).includes(FORBIDDEN);
      const expected = !holdsScopes(account.scopes, op.scopes);
      if (refused !== expected) mismatches.push(`${op.name} by ${label(account.scopes)}: ${refused ? 'refused' : 'not refused'} (${response.status} ${response.body.slice(0, 200)})`);
    };
    for (const account of accounts) {
      for (const op of ASMX_OPERATIONS) await call(op, account);
    }
    expect(mismatches).toEqual([]);
  });

  it('refuses a v1.2 call with Code 403 exactly when the account lacks a declared scope, of the operation or of a field given', async () => {
    const mismatches: Mismatches = [];
    const call = async (base: BaseOperation, request: Record<string, unknown>, needed: readonly AccountScope[], account: MatrixAccount, what: string): Promise<void> => {
      const operation = base.variants.includes('Json') ? `${base.name}Json` : `${base.name}Xml`;
      const result = await callJson(app.baseUrl, operation, request, account.credentials);
      const refused = result.Code === 403;
      if (refused) expect(result).toMatchObject({ Success: false, Value: null, Message: expect.stringContaining(FORBIDDEN) });
      const expected = !holdsScopes(account.scopes, needed);
      if (refused !== expected) mismatches.push(`${operation}${what} by ${label(account.scopes)}: ${refused ? 'refused' : 'not refused'} (${result.Code} ${result.Message})`);
    };
    for (const account of accounts) {
      for (const base of BASE_OPERATIONS) {
        const example = { ...base.example };
        // The example's own scoped fields count too (GetPerson's by ID asks nothing more).
        const exampleNeeds = scopedFields(base.request).filter(({ path }) => !path.includes('[]') && Object.keys(example).some((key) => key.toLowerCase() === path.toLowerCase()));
        await call(base, example, [...base.scopes, ...exampleNeeds.map(({ scope }) => scope)], account, '');
        for (const { path, scope } of scopedFields(base.request)) {
          const [records, field] = path.split('[].') as [string, string | undefined];
          const request = field === undefined ? { ...example, [records]: 1 } : { ...example, [records]: [{ [field]: 1 }] };
          await call(base, request, [...base.scopes, scope], account, ` with ${path}`);
        }
      }
    }
    expect(mismatches).toEqual([]);
  });
});
