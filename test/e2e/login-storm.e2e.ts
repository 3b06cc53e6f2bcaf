import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { AccountsService } from '../../src/accounts/accounts.service.js';
import { CredentialCache } from '../../src/accounts/credential-cache.js';
import { startTestApp, type TestApp } from '../support/app.js';
import { type JsonResult, V12 } from '../fixtures/v12/http.js';

/**
 * Strangers cannot starve logins through the password-hashing pool: while 120 connections from
 * 40 addresses send unknown account names, real logins (uncached) from a clean address get
 * through: returning clients (who logged in from that address before) and first-time ones.
 * The refusals the storm meets are labelled as what they are.
 */
describe('login storm', () => {
  let app: TestApp;
  const REAL = Array.from({ length: 8 }, (_, i) => ({ CustomerName: `storm-real-${i}`, CustomerPassword: `storm-real-password-${i}` }));
  /** The first six have logged in from the clean address before; the last two never have. */
  const RETURNING = 6;

  beforeAll(async () => {
    app = await startTestApp({ TRUST_PROXY: 'true', LOG_LEVEL: 'error' });
    for (const account of REAL) await app.app.get(AccountsService).createAccount(1, account.CustomerName, account.CustomerPassword, ['listings']);
  });
  afterAll(async () => {
    await app?.close();
  });

  async function call(credentials: object, address: string): Promise<JsonResult> {
    const json = encodeURIComponent(JSON.stringify({ ...credentials }));
    const response = await fetch(`${app.baseUrl}${V12}/GetOfficeListJson?json=${json}`, { headers: { 'X-Forwarded-For': address } });
    const body = (await response.json()) as Record<string, JsonResult>;
    return Object.values(body)[0] as JsonResult;
  }

  it('lets real logins from a clean address through while 40 addresses send unknown names', async () => {
    for (const account of REAL.slice(0, RETURNING)) expect((await call(account, '192.0.2.44')).Code).toBe(0);
    app.app.get(CredentialCache).clear();
    let stop = false;
    const stormCodes = new Map<string, number>();
    const connection = async (index: number): Promise<void> => {
      for (let attempt = 0; !stop; attempt++) {
        const result = await call({ CustomerName: `nobody-${index}-${attempt}`, CustomerPassword: 'guess' }, `198.51.100.${index % 40}`);
        const kind = `${result.Code} ${result.Message}`;
        stormCodes.set(kind, (stormCodes.get(kind) ?? 0) + 1);
      }
    };
    const storm = Array.from({ length: 120 }, (_, index) => connection(index));
    const real: { code: number; message: string; ms: number }[] = [];
    try {
      await new Promise((resolve) => setTimeout(resolve, 500));
      for (const account of REAL) {
        const started = performance.now();
        const result = await call(account, '192.0.2.44');
        real.push({ code: result.Code, message: result.Message, ms: Math.round(performance.now() - started) });
        await new Promise((resolve) => setTimeout(resolve, 300));
      }
    } finally {
      stop = true;
      await Promise.all(storm);
    }
    // The storm was one: its logins were refused (wrong name, throttled or busy), never let in.
    expect([...stormCodes.keys()].every((kind) => kind.startsWith('401 ') || kind.startsWith('429 '))).toBe(true);
    expect([...stormCodes.values()].reduce((a, b) => a + b, 0)).toBeGreaterThan(120);
    expect(real.map(({ code, message }) => `${code} ${message}`)).toEqual(REAL.map(() => '0 OK'));
    // For the report: how long each real login took under the storm.
    console.info(`real logins under the storm (ms; ${RETURNING} returning, then first-time): ${real.map(({ ms }) => ms).join(', ')}; storm answers by code: ${JSON.stringify(Object.fromEntries(stormCodes))}`);
  });

  it('counts busy refusals apart from throttled ones in the metrics', async () => {
    const metrics = await (await fetch(`${app.baseUrl}/metrics`)).text();
    const total = (name: string) => [...metrics.matchAll(new RegExp(`^${name}\\{[^}]*\\} (\\d+)$`, 'gm'))].reduce((sum, match) => sum + Number(match[1]), 0);
    expect(total('listing_login_busy_total')).toBeGreaterThan(0);
    // The storm's busy refusals are not counted as failed-login throttling.
    expect(total('listing_login_throttled_total')).toBeLessThan(total('listing_login_busy_total'));
  });
});
