import { describe, expect, it } from '@jest/globals';
import { CredentialCache } from '../accounts/credential-cache.js';
import { TtlCache, tenantDataCache } from '../properties/count-cache.js';
import { LocalCacheBus } from '../common/cache-bus.js';
import { cacheStats } from '../common/cache-stats.js';

/** Stands in for the fleet bus: what one instance publishes reaches the other's subscribers. */
class LinkedBus extends LocalCacheBus {
  peer: LinkedBus | undefined;
  override publish(topic: Parameters<LocalCacheBus['publish']>[0], key?: string): void {
    super.publish(topic, key);
    this.peer?.deliverFromPeer(topic, key);
  }
  deliverFromPeer(topic: Parameters<LocalCacheBus['publish']>[0], key?: string): void {
    this.deliver(topic, key);
  }
}

describe('cache bus', () => {
  it('delivers a topic to its subscribers only, until they unsubscribe', () => {
    const bus = new LocalCacheBus();
    const seen: (string | undefined)[] = [];
    const unsubscribe = bus.subscribe('reference', (key) => seen.push(key));
    bus.subscribe('credentials', () => seen.push('wrong topic'));
    bus.publish('reference');
    bus.publish('reference', 'x');
    unsubscribe();
    bus.publish('reference', 'y');
    expect(seen).toEqual([undefined, 'x']);
  });

  it('a credential invalidated on one instance is forgotten on the other', () => {
    const [one, two] = [new LinkedBus(), new LinkedBus()];
    one.peer = two;
    two.peer = one;
    const first = new CredentialCache({ ttlMs: 60_000 }, undefined, one);
    const second = new CredentialCache({ ttlMs: 60_000 }, undefined, two);
    for (const cache of [first, second]) {
      cache.remember('account', ['acme', 'pw'], 1, 'acme');
      cache.remember('account', ['other', 'pw'], 2, 'other');
    }
    first.invalidate('account', 'acme');
    expect(second.lookup('account', ['acme', 'pw'])).toBeUndefined();
    expect(first.lookup('account', ['acme', 'pw'])).toBeUndefined();
    expect(second.lookup('account', ['other', 'pw'])).toBe(2);
  });

  it('tenant data changes drop that agency’s cached counts only', async () => {
    const bus = new LocalCacheBus();
    const counts = tenantDataCache<number>('test-counts', 60_000, bus);
    let computed = 0;
    const compute = () => Promise.resolve(++computed);
    await counts.get('1|a', compute, '1');
    await counts.get('2|a', compute, '2');
    bus.publish('tenant-data', '1');
    expect(await counts.get('1|a', compute, '1')).toBe(3);
    expect(await counts.get('2|a', compute, '2')).toBe(2);
    bus.publish('tenant-data');
    expect(await counts.get('2|a', compute, '2')).toBe(4);
  });

  it('counts hits and misses, and a lifetime of 0 keeps nothing', async () => {
    const cache = new TtlCache<number>({ ttlMs: 0, maxEntries: 10, name: 'test-disabled' });
    let computed = 0;
    await cache.get('k', () => Promise.resolve(++computed));
    await cache.get('k', () => Promise.resolve(++computed));
    expect(computed).toBe(2);
    expect(cacheStats('test-disabled')).toMatchObject({ hits: 0, misses: 2 });
  });
});
