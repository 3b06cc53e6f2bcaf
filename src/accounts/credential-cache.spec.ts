import { describe, expect, it } from '@jest/globals';
import { CredentialCache } from './credential-cache.js';

function fakeClock(start = 1_000) {
  let now = start;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

describe('CredentialCache', () => {
  it('remembers a value for exactly the same parts until the TTL passes', () => {
    const clock = fakeClock();
    const cache = new CredentialCache({ ttlMs: 1_000 }, clock);
    cache.remember('account', ['acme', 'pw'], 42, 'acme');
    expect(cache.lookup('account', ['acme', 'pw'])).toBe(42);
    expect(cache.lookup('account', ['acme', 'pw2'])).toBeUndefined();
    expect(cache.lookup('person', ['acme', 'pw'])).toBeUndefined();
    clock.advance(999);
    expect(cache.lookup('account', ['acme', 'pw'])).toBe(42);
    clock.advance(1);
    expect(cache.lookup('account', ['acme', 'pw'])).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('does not confuse parts that concatenate to the same text', () => {
    const cache = new CredentialCache({ ttlMs: 1_000 });
    cache.remember('account', ['ab', 'c'], 1, 'ab');
    expect(cache.lookup('account', ['a', 'bc'])).toBeUndefined();
    expect(cache.lookup('account', ['abc'])).toBeUndefined();
  });

  it('is disabled by a TTL of 0', () => {
    const cache = new CredentialCache({ ttlMs: 0 });
    cache.remember('account', ['acme', 'pw'], 42, 'acme');
    expect(cache.enabled).toBe(false);
    expect(cache.lookup('account', ['acme', 'pw'])).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('forgets every credential of a subject on invalidation, and only those', () => {
    const cache = new CredentialCache({ ttlMs: 60_000 });
    cache.remember('person', ['1', 'a@x.be', 'old'], 7, '1:7');
    cache.remember('person', ['1', 'a@x.be', 'new'], 7, '1:7');
    cache.remember('person', ['1', 'b@x.be', 'pw'], 8, '1:8');
    cache.remember('account', ['1:7'], 99, '1:7');
    cache.invalidate('person', '1:7');
    expect(cache.lookup('person', ['1', 'a@x.be', 'old'])).toBeUndefined();
    expect(cache.lookup('person', ['1', 'a@x.be', 'new'])).toBeUndefined();
    expect(cache.lookup('person', ['1', 'b@x.be', 'pw'])).toBe(8);
    expect(cache.lookup('account', ['1:7'])).toBe(99);
  });

  it('stays within its size bound, dropping expired entries and then the oldest', () => {
    const clock = fakeClock();
    const cache = new CredentialCache({ ttlMs: 100, maxEntries: 3 }, clock);
    cache.remember('s', ['a'], 'a', 'a');
    cache.remember('s', ['b'], 'b', 'b');
    clock.advance(100);
    cache.remember('s', ['c'], 'c', 'c');
    cache.remember('s', ['d'], 'd', 'd');
    expect(cache.size).toBe(2);
    cache.remember('s', ['e'], 'e', 'e');
    cache.remember('s', ['f'], 'f', 'f');
    expect(cache.size).toBe(3);
    expect(cache.lookup('s', ['c'])).toBeUndefined();
    expect(['d', 'e', 'f'].map((k) => cache.lookup('s', [k]))).toEqual(['d', 'e', 'f']);
    for (let i = 0; i < 1_000; i += 1) cache.remember('s', [`x${i}`], i, `x${i}`);
    expect(cache.size).toBe(3);
  });

  it('shares one verification among concurrent calls with the same parts and remembers a positive result', async () => {
    const cache = new CredentialCache({ ttlMs: 1_000 });
    let calls = 0;
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const verify = async () => {
      calls += 1;
      await gate;
      return { value: 7, subject: 'acme' };
    };
    const waiting = Array.from({ length: 5 }, () => cache.verifyOnce('account', ['acme', 'pw'], verify));
    release();
    expect(await Promise.all(waiting)).toEqual([7, 7, 7, 7, 7]);
    expect(calls).toBe(1);
    expect(await cache.verifyOnce('account', ['acme', 'pw'], verify)).toBe(7);
    expect(calls).toBe(1);
  });

  it('does not remember a negative result, nor one verified across an invalidation', async () => {
    const cache = new CredentialCache({ ttlMs: 1_000 });
    expect(await cache.verifyOnce('account', ['acme', 'bad'], async () => null)).toBeNull();
    expect(cache.size).toBe(0);
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const running = cache.verifyOnce('account', ['acme', 'old'], async () => {
      await gate;
      return { value: 1, subject: 'acme' };
    });
    cache.invalidate('account', 'acme');
    release();
    expect(await running).toBe(1);
    expect(cache.lookup('account', ['acme', 'old'])).toBeUndefined();
  });
});
