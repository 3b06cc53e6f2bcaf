import { describe, expect, it } from '@jest/globals';
import { LocalCacheBus } from '../common/cache-bus.js';
import { FrequencySketch, RenditionMemory, ServableCache } from './serving-caches.js';

const HASH = 'a'.repeat(64);

describe('ServableCache', () => {
  it('keeps answers, negative ones too, per agency and key', () => {
    const cache = new ServableCache();
    cache.set(1, 'property/5/1', HASH, cache.stamp(1));
    cache.set(1, 'property/6/1', null, cache.stamp(1));
    expect(cache.get(1, 'property/5/1')).toBe(HASH);
    expect(cache.get(1, 'property/6/1')).toBeNull();
    expect(cache.get(2, 'property/5/1')).toBeUndefined();
    expect(cache.get(1, 'property/5/2')).toBeUndefined();
  });

  it("drops an agency's answers when its data changes (tenant-data), and every answer on a message without a key", () => {
    const bus = new LocalCacheBus();
    const cache = new ServableCache({}, bus);
    cache.set(1, 'k', HASH, cache.stamp(1));
    cache.set(2, 'k', HASH, cache.stamp(2));
    bus.publish('tenant-data', '1');
    expect(cache.get(1, 'k')).toBeUndefined();
    expect(cache.get(2, 'k')).toBe(HASH);
    // A new answer of the agency is kept again.
    cache.set(1, 'k', null, cache.stamp(1));
    expect(cache.get(1, 'k')).toBeNull();
    bus.publish('tenant-data');
    expect(cache.get(1, 'k')).toBeUndefined();
    expect(cache.get(2, 'k')).toBeUndefined();
  });

  it('does not keep an answer whose look-up started before an invalidation of its agency (an unpublication racing it)', () => {
    const bus = new LocalCacheBus();
    const cache = new ServableCache({}, bus);
    const before = cache.stamp(1);
    const otherAgency = cache.stamp(2);
    bus.publish('tenant-data', '1');
    cache.set(1, 'k', HASH, before);
    cache.set(2, 'k', HASH, otherAgency);
    expect(cache.get(1, 'k')).toBeUndefined();
    expect(cache.get(2, 'k')).toBe(HASH);
    const beforeAll = cache.stamp(2);
    bus.publish('tenant-data');
    cache.set(2, 'k', HASH, beforeAll);
    expect(cache.get(2, 'k')).toBeUndefined();
  });

  it('forgets answers after their lifetime, and the least recently used first when full', () => {
    let now = 0;
    const cache = new ServableCache({ maxEntries: 2, ttlMs: 1000, now: () => now });
    cache.set(1, 'a', HASH, cache.stamp(1));
    cache.set(1, 'b', HASH, cache.stamp(1));
    expect(cache.get(1, 'a')).toBe(HASH);
    cache.set(1, 'c', HASH, cache.stamp(1));
    expect([cache.get(1, 'a'), cache.get(1, 'b'), cache.get(1, 'c')]).toEqual([HASH, undefined, HASH]);
    now = 1000;
    expect(cache.get(1, 'a')).toBeUndefined();
    expect(cache.size).toBe(1);
  });
});

describe('FrequencySketch', () => {
  it('counts how often keys were asked for, up to 15, and halves every count after its sample size', () => {
    const sketch = new FrequencySketch(1024, 100);
    for (let i = 0; i < 5; i++) sketch.increment('hot');
    sketch.increment('warm');
    expect([sketch.frequency('hot'), sketch.frequency('warm'), sketch.frequency('never')]).toEqual([5, 1, 0]);
    for (let i = 0; i < 20; i++) sketch.increment('hotter');
    expect(sketch.frequency('hotter')).toBe(15);
    for (let i = 0; i < 100 - 26; i++) sketch.increment(`other-${i}`);
    expect([sketch.frequency('hot'), sketch.frequency('hotter')]).toEqual([2, 7]);
  });
});

describe('RenditionMemory', () => {
  const bytes = (n: number, fill: number) => Buffer.alloc(n, fill);

  it('keeps bytes while they fit, and no file above an eighth of the budget', () => {
    const memory = new RenditionMemory(800);
    memory.set('big', bytes(101, 3));
    expect(memory.get('big')).toBeUndefined();
    for (const [index, key] of ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'].entries()) memory.set(key, bytes(100, index));
    expect(memory.size).toBe(800);
    expect(memory.get('a')?.[0]).toBe(0);
    expect(memory.get('h')?.[0]).toBe(7);
  });

  it('when full, lets a file in only when it was asked for more often than the least recently used one, which then goes', () => {
    const memory = new RenditionMemory(800);
    for (const key of ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h']) {
      memory.get(key);
      memory.set(key, bytes(100, 1));
    }
    // Asked for once, as often as each kept one: not kept (a run over more pictures than fit changes nothing).
    expect(memory.get('once')).toBeUndefined();
    memory.set('once', bytes(100, 2));
    expect(memory.get('once')).toBeUndefined();
    expect(memory.size).toBe(800);
    // Asked for again: now more often than the least recently used ('a'), which makes room.
    memory.set('once', bytes(100, 2));
    expect(memory.get('once')?.[0]).toBe(2);
    expect(memory.get('a')).toBeUndefined();
    expect(memory.size).toBe(800);
  });

  it('keeps nothing with a budget of 0', () => {
    const memory = new RenditionMemory(0);
    memory.set('a', Buffer.alloc(1));
    expect(memory.get('a')).toBeUndefined();
    expect(memory.size).toBe(0);
  });
});
