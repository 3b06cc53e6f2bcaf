import { describe, expect, it } from '@jest/globals';
import { ThrottledError } from '../common/errors.js';
import { MemoryCounterStore } from './counter-store.js';
import { LoginThrottle, type LoginAttempt } from './login-throttle.js';

function fakeClock(start = 5_000) {
  let now = start;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

function setUp(options: Partial<ConstructorParameters<typeof LoginThrottle>[0]> = {}) {
  const clock = fakeClock();
  const pauses: number[] = [];
  const throttle = new LoginThrottle({ maxFailures: 3, windowMs: 1_000, ...options }, new MemoryCounterStore({}, clock), (ms) => {
    pauses.push(ms);
    return Promise.resolve();
  });
  return { clock, pauses, throttle };
}

const at = (subject: string, address: string): LoginAttempt => ({ kind: 'account', subject, address });

async function fail(throttle: LoginThrottle, attempt: LoginAttempt, times = 1) {
  for (let i = 0; i < times; i += 1) {
    await throttle.admit(attempt);
    await throttle.failed(attempt);
  }
}

describe('LoginThrottle', () => {
  it('refuses a (subject, address) pair at its limit, not the subject from elsewhere', async () => {
    const { throttle } = setUp();
    await fail(throttle, at('acme', '1.1.1.1'), 3);
    await expect(throttle.admit(at('acme', '1.1.1.1'))).rejects.toThrow(ThrottledError);
    await expect(throttle.admit(at('acme', '2.2.2.2'))).resolves.toMatchObject({ pairFailures: 0 });
    await expect(throttle.admit(at('other', '1.1.1.1'))).resolves.toMatchObject({ pairFailures: 0 });
  });

  it('refuses an address at its limit, whatever subject it tries', async () => {
    const { throttle } = setUp({ addressMaxFailures: 4 });
    for (const name of ['a', 'b', 'c', 'd']) await fail(throttle, at(name, '1.1.1.1'));
    await expect(throttle.admit(at('e', '1.1.1.1'))).rejects.toThrow(ThrottledError);
    await expect(throttle.admit(at('e', '1.1.1.2'))).resolves.toBeDefined();
  });

  it('under attack, refuses addresses with failures and slows unknown ones, never refusing a clean address', async () => {
    const { throttle, pauses } = setUp({ subjectMaxFailures: 4, delayMs: 10, maxDelayMs: 100 });
    const home = await throttle.admit(at('acme', '9.9.9.9'));
    await throttle.succeeded(home);
    for (let i = 0; i < 4; i += 1) await fail(throttle, at('acme', `6.6.6.${i}`));
    pauses.length = 0;
    await expect(throttle.admit(at('acme', '6.6.6.0'))).rejects.toThrow(ThrottledError);
    await expect(throttle.admit(at('acme', '9.9.9.9'))).resolves.toMatchObject({ knownAddress: true });
    expect(pauses).toEqual([]);
    await expect(throttle.admit(at('acme', '7.7.7.7'))).resolves.toMatchObject({ knownAddress: false });
    expect(pauses).toEqual([80]);
  });

  it('a success resets only its own pair, not the subject nor other addresses', async () => {
    const { throttle } = setUp({ subjectMaxFailures: 100 });
    await fail(throttle, at('acme', '6.6.6.6'), 2);
    await fail(throttle, at('acme', '1.1.1.1'), 2);
    await throttle.succeeded(await throttle.admit(at('acme', '1.1.1.1')));
    await fail(throttle, at('acme', '6.6.6.6'));
    await expect(throttle.admit(at('acme', '6.6.6.6'))).rejects.toThrow(ThrottledError);
    await fail(throttle, at('acme', '1.1.1.1'), 2);
    await expect(throttle.admit(at('acme', '1.1.1.1'))).resolves.toMatchObject({ pairFailures: 2 });
  });

  it('grows the delay before a failure is answered with the pair failures, up to a bound', async () => {
    const { throttle, pauses } = setUp({ maxFailures: 100, delayMs: 10, maxDelayMs: 100 });
    await fail(throttle, at('acme', '1.1.1.1'), 7);
    expect(pauses).toEqual([10, 20, 40, 80, 100, 100]);
  });

  it('limits hashed checks per address', async () => {
    const { throttle } = setUp({ addressMaxChecks: 2 });
    await throttle.checking(at('a', '1.1.1.1'));
    await throttle.checking(at('b', '1.1.1.1'));
    await expect(throttle.checking(at('c', '1.1.1.1'))).rejects.toThrow(ThrottledError);
    await expect(throttle.checking(at('c', '1.1.1.2'))).resolves.toBeUndefined();
  });

  it('forgets failures when the window has passed', async () => {
    const { throttle, clock } = setUp();
    await fail(throttle, at('acme', '1.1.1.1'), 3);
    clock.advance(999);
    await expect(throttle.admit(at('acme', '1.1.1.1'))).rejects.toThrow(ThrottledError);
    clock.advance(1);
    await expect(throttle.admit(at('acme', '1.1.1.1'))).resolves.toMatchObject({ pairFailures: 0 });
  });
});
