/**
 * Cache invalidation shared by every cache of an instance and, through Redis, by every instance
 * of a fleet. A change publishes a topic and, optionally, a key (what changed); every cache that
 * subscribed to the topic drops what the key names, or everything when there is no key. Handlers
 * run synchronously on the publishing instance, and within moments on the others when a fleet
 * bus carries the message (src/fleet). Domain modules see only this interface.
 */

/**
 * - `credentials`: key `<scope>\0<subject>` (an account name, a person) — its remembered credentials.
 * - `reference`: the global reference tables changed (import, `reference load`).
 * - `tenant-data`: key agency id — listings of that agency changed (counts, places with listings).
 */
export type CacheTopic = 'credentials' | 'reference' | 'tenant-data';

export const CACHE_TOPICS: readonly CacheTopic[] = ['credentials', 'reference', 'tenant-data'];

export type CacheInvalidation = (key: string | undefined) => void;

export interface CacheBus {
  /** Tells every subscriber (here and, on a fleet bus, on the other instances) that something changed. */
  publish(topic: CacheTopic, key?: string): void;
  /** Calls `handler` for every change on the topic; returns the unsubscribe function. */
  subscribe(topic: CacheTopic, handler: CacheInvalidation): () => void;
}

/** Nest injection token of the instance's CacheBus. */
export const CACHE_BUS = Symbol('CACHE_BUS');

/** Delivers within the process only: one instance, or the base of a fleet bus. */
export class LocalCacheBus implements CacheBus {
  private readonly handlers = new Map<CacheTopic, Set<CacheInvalidation>>();

  publish(topic: CacheTopic, key?: string): void {
    this.deliver(topic, key);
  }

  subscribe(topic: CacheTopic, handler: CacheInvalidation): () => void {
    let set = this.handlers.get(topic);
    if (!set) {
      set = new Set();
      this.handlers.set(topic, set);
    }
    set.add(handler);
    return () => set.delete(handler);
  }

  /** Calls the topic's handlers here; one failing handler does not keep the others from running. */
  protected deliver(topic: CacheTopic, key: string | undefined): void {
    for (const handler of this.handlers.get(topic) ?? []) {
      try {
        handler(key);
      } catch {
        // A cache that cannot drop an entry still expires it after its lifetime.
      }
    }
  }

  /** Every cache drops everything (after messages from other instances may have been missed). */
  protected deliverEverything(): void {
    for (const topic of CACHE_TOPICS) this.deliver(topic, undefined);
  }
}
