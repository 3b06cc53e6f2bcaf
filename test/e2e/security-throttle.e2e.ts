import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startTestApp, type TestApp } from '../support/app.js';
import { OTHER, OWN, V12 } from '../fixtures/v12/http.js';

/** Login throttling over the wire; client addresses come from X-Forwarded-For behind a trusted proxy. */
describe('login throttling on the wire', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ TRUST_PROXY: 'true', THROTTLE_MAX_FAILURES: '3', THROTTLE_ACCOUNT_MAX_FAILURES: '6', THROTTLE_ADDRESS_MAX_FAILURES: '20' });
  });
  afterAll(async () => {
    await app?.close();
  });

  async function code(password: string, address: string, name = OWN.CustomerName): Promise<number> {
    const json = JSON.stringify({ CustomerName: name, CustomerPassword: password });
    const response = await fetch(`${app.baseUrl}${V12}/GetHistoriesTypeJson?json=${encodeURIComponent(json)}`, { headers: { 'X-Forwarded-For': address } });
    const body = (await response.json()) as { GetHistoriesTypeJsonResult: { Code: number } };
    return body.GetHistoriesTypeJsonResult.Code;
  }

  it('wrong passwords from strangers do not lock the account out for its own clients', async () => {
    expect(await code(OWN.CustomerPassword, '203.0.113.1')).toBe(0);
    const answers: number[] = [];
    for (let i = 0; i < 30; i++) answers.push(await code(`guess ${i}`, `198.51.100.${i % 3}`));
    expect(answers).toContain(429);
    expect(await code(OWN.CustomerPassword, '198.51.100.0')).toBe(429);
    expect(await code(OWN.CustomerPassword, '203.0.113.1')).toBe(0);
    expect(await code(OWN.CustomerPassword, '203.0.113.99')).toBe(0);
  });

  it("the real site's successes do not clear an attacker's count", async () => {
    const answers: number[] = [];
    for (let round = 0; round < 4; round++) {
      for (let i = 0; i < 2; i++) answers.push(await code('wrong', `192.0.2.${(round * 2 + i) % 4}`, OTHER.CustomerName));
      expect(await code(OTHER.CustomerPassword, '203.0.113.1', OTHER.CustomerName)).toBe(0);
    }
    expect(answers.slice(0, 6).every((c) => c !== 0 && c !== 429)).toBe(true);
    expect(answers.slice(6)).toEqual([429, 429]);
  });

  it('throttles person logins sprayed from one address and guesses at one person from several addresses', async () => {
    const login = async (email: string, address: string): Promise<number> => {
      const json = JSON.stringify({ ...OWN, Email: email, Password: 'guess' });
      const response = await fetch(`${app.baseUrl}${V12}/CheckPersonLoginJson?json=${encodeURIComponent(json)}`, { headers: { 'X-Forwarded-For': address } });
      return ((await response.json()) as { CheckPersonLoginJsonResult: { Code: number } }).CheckPersonLoginJsonResult.Code;
    };
    const sprayed: number[] = [];
    for (let i = 0; i < 25; i++) sprayed.push(await login(`spray${i}@example.test`, '198.18.0.1'));
    expect(sprayed.slice(0, 20).every((c) => c !== 429)).toBe(true);
    expect(sprayed.slice(20).every((c) => c === 429)).toBe(true);
    const guessed: number[] = [];
    for (let i = 0; i < 45; i++) guessed.push(await login('target.person@example.test', `198.18.1.${i % 5}`));
    expect(guessed.filter((c) => c !== 429).length).toBeLessThanOrEqual(6 + 5);
  });
});
