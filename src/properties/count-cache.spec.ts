import { describe, expect, it } from '@jest/globals';
import { TtlCache } from './count-cache.js';

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

describe('TtlCache', () => {
  it('shares one computation among concurrent callers of a key without a value', async () => {
    const cache = new TtlCache<number>({ ttlMs: 1_000, maxEntries: 10, staleLimitMs: 5_000, now: () => 0 });
    const gate = deferred<number>();
    let calls = 0;
    const compute = () => {
      calls += 1;
      return gate.promise;
    };
    const waiting = [cache.get('k', compute), cache.get('k', compute), cache.get('k', compute)];
    gate.resolve(4);
    expect(await Promise.all(waiting)).toEqual([4, 4, 4]);
    expect(calls).toBe(1);
  });

  it('after the TTL serves the last value at once while one recount runs, then the new value', async () => {
    let now = 0;
    const cache = new TtlCache<number>({ ttlMs: 1_000, maxEntries: 10, staleLimitMs: 5_000, now: () => now });
    expect(await cache.get('k', async () => 1)).toBe(1);
    now = 1_500;
    const recount = deferred<number>();
    let recounts = 0;
    const compute = () => {
      recounts += 1;
      return recount.promise;
    };
    expect(await cache.get('k', compute)).toBe(1);
    expect(await cache.get('k', compute)).toBe(1);
    expect(recounts).toBe(1);
    recount.resolve(2);
    await recount.promise;
    await Promise.resolve();
    expect(await cache.get('k', compute)).toBe(2);
    expect(recounts).toBe(1);
  });

  it('waits for a recount once the value is past its stale limit, and forgets failures', async () => {
    let now = 0;
    const cache = new TtlCache<number>({ ttlMs: 1_000, maxEntries: 10, staleLimitMs: 5_000, now: () => now });
    expect(await cache.get('k', async () => 1)).toBe(1);
    now = 7_000;
    expect(await cache.get('k', async () => 3)).toBe(3);
    await expect(cache.get('other', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('other', async () => 5)).toBe(5);
  });
});
