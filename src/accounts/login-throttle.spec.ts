import { describe, expect, it } from '@jest/globals';
import { ThrottledError } from '../common/errors.js';
import { LoginThrottle } from './login-throttle.js';

function fakeClock(start = 5_000) {
  let now = start;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

describe('LoginThrottle', () => {
  it('refuses a key once it reached the failure limit within the window', () => {
    const throttle = new LoginThrottle({ maxFailures: 3, windowMs: 1_000 });
    for (let i = 0; i < 2; i += 1) throttle.recordFailure(['account:acme', 'address:1.2.3.4']);
    expect(() => throttle.assertAllowed(['account:acme'])).not.toThrow();
    throttle.recordFailure(['account:acme']);
    expect(() => throttle.assertAllowed(['account:acme'])).toThrow(ThrottledError);
    expect(() => throttle.assertAllowed(['account:other', 'address:1.2.3.4'])).not.toThrow();
    throttle.recordFailure(['address:1.2.3.4']);
    expect(() => throttle.assertAllowed(['account:other', 'address:1.2.3.4'])).toThrow(ThrottledError);
  });

  it('forgets failures when the window has passed', () => {
    const clock = fakeClock();
    const throttle = new LoginThrottle({ maxFailures: 2, windowMs: 1_000 }, clock);
    throttle.recordFailure(['k']);
    throttle.recordFailure(['k']);
    expect(throttle.isThrottled('k')).toBe(true);
    clock.advance(999);
    expect(throttle.isThrottled('k')).toBe(true);
    clock.advance(1);
    expect(throttle.isThrottled('k')).toBe(false);
    throttle.recordFailure(['k']);
    expect(throttle.isThrottled('k')).toBe(false);
  });

  it('clears a key on success', () => {
    const throttle = new LoginThrottle({ maxFailures: 2, windowMs: 60_000 });
    throttle.recordFailure(['k']);
    throttle.recordSuccess('k');
    throttle.recordFailure(['k']);
    expect(throttle.isThrottled('k')).toBe(false);
  });

  it('tracks a bounded number of keys', () => {
    const clock = fakeClock();
    const throttle = new LoginThrottle({ maxFailures: 1, windowMs: 1_000, maxKeys: 100 }, clock);
    for (let i = 0; i < 50; i += 1) throttle.recordFailure([`old${i}`]);
    clock.advance(1_000);
    for (let i = 0; i < 10_000; i += 1) throttle.recordFailure([`address:${i}`]);
    expect(throttle.trackedKeys).toBe(100);
    expect(throttle.isThrottled('address:9999')).toBe(true);
    expect(throttle.isThrottled('old0')).toBe(false);
  });
});
