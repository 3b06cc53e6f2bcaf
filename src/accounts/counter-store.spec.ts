import { describe, expect, it } from '@jest/globals';
import { MemoryCounterStore } from './counter-store.js';

function fakeClock(start = 5_000) {
  let now = start;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

describe('MemoryCounterStore', () => {
  it('counts within a window that starts at the first increment', async () => {
    const clock = fakeClock();
    const store = new MemoryCounterStore({}, clock);
    expect(await store.increment('k', 1_000)).toBe(1);
    clock.advance(999);
    expect(await store.increment('k', 1_000)).toBe(2);
    expect(await store.read('k')).toBe(2);
    clock.advance(1);
    expect(await store.read('k')).toBe(0);
    expect(await store.increment('k', 1_000)).toBe(1);
    await store.reset('k');
    expect(await store.read('k')).toBe(0);
  });

  it('keeps a bounded number of keys, dropping expired ones first', async () => {
    const clock = fakeClock();
    const store = new MemoryCounterStore({ maxKeys: 100 }, clock);
    for (let i = 0; i < 50; i += 1) await store.increment(`old${i}`, 1_000);
    await store.increment('long', 60_000);
    clock.advance(1_000);
    for (let i = 0; i < 49; i += 1) await store.increment(`new${i}`, 1_000);
    await store.increment('another', 1_000);
    expect(await store.read('long')).toBe(1);
    for (let i = 0; i < 10_000; i += 1) await store.increment(`address:${i}`, 1_000);
    expect(store.size).toBe(100);
    expect(await store.read('address:9999')).toBe(1);
  });
});
