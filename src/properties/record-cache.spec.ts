import { describe, expect, it } from '@jest/globals';
import { LocalCacheBus } from '../common/cache-bus.js';
import type { PropertyRecord } from './properties.records.js';
import { PropertyRecordCache } from './record-cache.js';

const record = (id: number, price = 1): PropertyRecord => ({ ID: id, Price: price, SmallPictureItems: [{ ID: 1 }] }) as unknown as PropertyRecord;

describe('PropertyRecordCache', () => {
  it('keeps a record for its lifetime, then forgets it', () => {
    let now = 0;
    const cache = new PropertyRecordCache({ ttlMs: 1000, now: () => now, doorkeeper: 0 });
    cache.set(1, 'a', record(1), cache.generation);
    now = 999;
    expect(cache.get(1, 'a')?.ID).toBe(1);
    expect(cache.get(2, 'a')).toBeUndefined();
    now = 1000;
    expect(cache.get(1, 'a')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('drops the least recently used record when full', () => {
    const cache = new PropertyRecordCache({ maxEntries: 2, doorkeeper: 0 });
    cache.set(1, 'a', record(1), cache.generation);
    cache.set(1, 'b', record(2), cache.generation);
    cache.get(1, 'a');
    cache.set(1, 'c', record(3), cache.generation);
    expect(cache.get(1, 'a')?.ID).toBe(1);
    expect(cache.get(1, 'b')).toBeUndefined();
    expect(cache.get(1, 'c')?.ID).toBe(3);
  });

  it("does not keep a record read before an invalidation that came while it was built", () => {
    const cache = new PropertyRecordCache({ doorkeeper: 0 });
    const generation = cache.generation;
    cache.clear(1);
    const built = cache.set(1, 'a', record(1), generation);
    expect(Object.isFrozen(built)).toBe(false);
    expect(cache.get(1, 'a')).toBeUndefined();
  });

  it('follows the cache bus: an agency, or everything on a reference change', () => {
    const bus = new LocalCacheBus();
    const cache = new PropertyRecordCache({ doorkeeper: 0 }, bus);
    cache.set(1, 'a', record(1), cache.generation);
    cache.set(2, 'a', record(2), cache.generation);
    bus.publish('tenant-data', '1');
    expect(cache.get(1, 'a')).toBeUndefined();
    expect(cache.get(2, 'a')?.ID).toBe(2);
    bus.publish('reference');
    expect(cache.get(2, 'a')).toBeUndefined();
  });

  it('keeps a record only when it is built a second time while its key is remembered (doorkeeper)', () => {
    const cache = new PropertyRecordCache({ maxEntries: 100, doorkeeper: 4 });
    const once = cache.set(1, 'a', record(1), cache.generation);
    expect(Object.isFrozen(once)).toBe(false);
    expect(cache.get(1, 'a')).toBeUndefined();
    const twice = cache.set(1, 'a', record(1), cache.generation);
    expect(Object.isFrozen(twice)).toBe(true);
    expect(cache.get(1, 'a')).toBe(twice);
    // Keys are remembered per agency.
    cache.set(2, 'a', record(1), cache.generation);
    expect(cache.get(2, 'a')).toBeUndefined();
  });

  it('forgets keys built once after about `doorkeeper` other keys, so a walk over a large listing keeps nothing', () => {
    const cache = new PropertyRecordCache({ maxEntries: 100, doorkeeper: 4 });
    cache.set(1, 'a', record(1), cache.generation);
    for (const key of ['b', 'c', 'd', 'e']) cache.set(1, key, record(2), cache.generation);
    cache.set(1, 'a', record(1), cache.generation);
    expect(cache.get(1, 'a')).toBeUndefined();
    expect(cache.size).toBe(0);
    // Within the memory a second build is kept.
    cache.set(1, 'e', record(2), cache.generation);
    expect(cache.get(1, 'e')?.ID).toBe(2);
  });

  it('is off with a lifetime of 0', () => {
    const cache = new PropertyRecordCache({ ttlMs: 0 });
    cache.set(1, 'a', record(1), cache.generation);
    expect(cache.get(1, 'a')).toBeUndefined();
  });
});
