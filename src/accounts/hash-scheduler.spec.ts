import { describe, expect, it } from '@jest/globals';
import { BusyError } from '../common/errors.js';
import { HashScheduler, type HashTicket } from './hash-scheduler.js';

/** A hash that finishes when the test says so; `order` records which ticket's work started when. */
class FakeHashes {
  readonly order: string[] = [];
  private readonly pending: (() => void)[] = [];

  constructor(readonly scheduler: HashScheduler) {}

  /** Asks for a hash; its promise settles with 'done' or the refusal. */
  ask(label: string, ticket: HashTicket): Promise<string> {
    return this.scheduler
      .run(ticket, () => {
        this.order.push(label);
        return new Promise<string>((resolve) => this.pending.push(() => resolve('done')));
      })
      .catch((error: unknown) => (error instanceof BusyError ? 'busy' : 'error'));
  }

  /** Finishes the oldest running hash and lets the next one start. */
  async finishOne(): Promise<void> {
    this.pending.shift()?.();
    for (let i = 0; i < 5; i++) await Promise.resolve();
  }

  async finishAll(): Promise<void> {
    while (this.pending.length > 0) await this.finishOne();
  }
}

const clean = (address: string): HashTicket => ({ address, standing: 'clean' });
const suspect = (address: string): HashTicket => ({ address, standing: 'suspect' });
const known = (address: string): HashTicket => ({ address, standing: 'known' });

describe('HashScheduler', () => {
  it('lets the addresses take turns: one waiting login is not stuck behind another address with many', async () => {
    const hashes = new FakeHashes(new HashScheduler({ concurrency: 1, queue: 100, perAddress: 100 }));
    const asked = [...Array.from({ length: 5 }, (_, i) => hashes.ask(`a${i}`, clean('10.0.0.1'))), hashes.ask('b0', clean('10.0.0.2'))];
    asked.push(hashes.ask('a5', clean('10.0.0.1')), hashes.ask('c0', clean('10.0.0.3')));
    await hashes.finishAll();
    expect(await Promise.all(asked)).toEqual(Array(8).fill('done'));
    expect(hashes.order).toEqual(['a0', 'b0', 'c0', 'a1', 'a2', 'a3', 'a4', 'a5']);
  });

  it.each([
    ['addresses without recent failures before addresses with some', suspect, clean, 40],
    ['a returning client (known address) before a first wave of clean strangers', clean, known, 40],
    ['a first-time login before a first wave of strangers whose addresses have more waiting', clean, clean, 120],
  ])('serves %s', async (_, waiting, arriving, size) => {
    const hashes = new FakeHashes(new HashScheduler({ concurrency: 1, queue: 200, perAddress: 8 }));
    const crowd = Array.from({ length: size }, (_, i) => hashes.ask(`crowd ${i}`, waiting(`10.1.0.${i % 40}`)));
    const login = hashes.ask('login', arriving('192.0.2.7'));
    await hashes.finishOne();
    expect(hashes.order).toEqual(['crowd 0', 'login']);
    await hashes.finishAll();
    expect(await login).toBe('done');
    expect(await Promise.all(crowd)).toEqual(Array(size).fill('done'));
  });

  it("refuses as busy an address's hash beyond its share, and only that address's", async () => {
    const hashes = new FakeHashes(new HashScheduler({ concurrency: 1, queue: 100, perAddress: 2 }));
    const first = hashes.ask('running', clean('10.2.0.1'));
    const own = [hashes.ask('w1', clean('10.2.0.1')), hashes.ask('w2', clean('10.2.0.1')), hashes.ask('w3', clean('10.2.0.1'))];
    const other = hashes.ask('other', clean('10.2.0.2'));
    await hashes.finishAll();
    expect(await Promise.all([first, ...own, other])).toEqual(['done', 'done', 'done', 'busy', 'done']);
  });

  it('keeps an address refused as busy with the suspects for a while (fake clock)', async () => {
    let now = 0;
    const hashes = new FakeHashes(new HashScheduler({ concurrency: 1, queue: 100, perAddress: 1, refusedMemoryMs: 10_000 }, () => now));
    const running = hashes.ask('running', clean('10.6.0.9'));
    const kept = hashes.ask('kept', clean('10.6.0.1'));
    expect(await hashes.ask('refused', clean('10.6.0.1'))).toBe('busy');
    await hashes.finishAll();
    await Promise.all([running, kept]);
    const order = async (): Promise<string[]> => {
      const from = hashes.order.length;
      const asked = [hashes.ask('occupy', clean('10.6.0.9')), hashes.ask('flood', clean('10.6.0.1')), hashes.ask('newcomer', clean('192.0.2.11'))];
      await hashes.finishAll();
      await Promise.all(asked);
      return hashes.order.slice(from);
    };
    now = 9_999;
    expect(await order()).toEqual(['occupy', 'newcomer', 'flood']);
    now = 20_000;
    expect(await order()).toEqual(['occupy', 'flood', 'newcomer']);
  });

  it('makes room in a full queue for a clean newcomer by refusing the newest waiter of the longest suspect queue', async () => {
    const hashes = new FakeHashes(new HashScheduler({ concurrency: 1, queue: 6, perAddress: 4 }));
    const running = hashes.ask('running', suspect('10.3.0.9'));
    const many = Array.from({ length: 4 }, (_, i) => hashes.ask(`m${i}`, suspect('10.3.0.1')));
    const few = Array.from({ length: 2 }, (_, i) => hashes.ask(`f${i}`, suspect('10.3.0.2')));
    expect(hashes.scheduler.waiting).toBe(6);
    const login = hashes.ask('login', clean('192.0.2.8'));
    // A suspect newcomer takes the place of the newest waiter of an address holding more than it would.
    const late = hashes.ask('late', suspect('10.3.0.3'));
    // One whose address would hold as many as the longest finds no room.
    const later = hashes.ask('later', suspect('10.3.0.2'));
    await hashes.finishAll();
    expect(await login).toBe('done');
    expect(await Promise.all(many)).toEqual(['done', 'done', 'busy', 'busy']);
    expect(await Promise.all(few)).toEqual(['done', 'done']);
    expect(await running).toBe('done');
    expect(await late).toBe('done');
    expect(await later).toBe('busy');
    expect(hashes.order.slice(0, 2)).toEqual(['running', 'login']);
  });

  it('gets a clean login through next under a storm of 120 logins from 40 addresses that keep coming back', async () => {
    const hashes = new FakeHashes(new HashScheduler({ concurrency: 1, queue: 64, perAddress: 8 }));
    const outcomes: Promise<string>[] = [];
    // Each storm connection asks again as soon as its previous attempt ends; after the first failure its address is suspect.
    const connection = async (address: string): Promise<void> => {
      let failures = 0;
      for (let attempt = 0; attempt < 6; attempt++) {
        const outcome = hashes.ask(`storm ${address}`, { address, standing: failures > 0 ? 'suspect' : 'clean' });
        outcomes.push(outcome);
        await outcome;
        failures += 1;
      }
    };
    const storm = Array.from({ length: 120 }, (_, i) => connection(`10.4.0.${i % 40}`));
    for (let i = 0; i < 60; i++) await hashes.finishOne();
    const before = hashes.order.length;
    const login = hashes.ask('login', clean('192.0.2.9'));
    await hashes.finishOne();
    expect(hashes.order.slice(before)).toEqual(['login']);
    await hashes.finishOne();
    expect(await login).toBe('done');
    while (hashes.scheduler.active > 0) await hashes.finishOne();
    await Promise.all(storm);
    expect((await Promise.all(outcomes)).filter((outcome) => outcome === 'busy').length).toBeGreaterThan(0);
    expect(hashes.scheduler.waiting).toBe(0);
  });
});
