import { describe, expect, it } from '@jest/globals';
import { LocalCacheBus } from '../common/cache-bus.js';
import { ExternalWriteWatch } from './external-write-watch.js';
import type { SqlStatements } from './sql-statements.js';

function statements(marks: (number | null)[]): SqlStatements {
  return { changeMark: () => marks.shift() ?? null } as unknown as SqlStatements;
}

describe('ExternalWriteWatch', () => {
  const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

  it("publishes every topic when the database's change mark moves, not on the first reading", async () => {
    const bus = new LocalCacheBus();
    const seen: string[] = [];
    for (const topic of ['credentials', 'reference', 'tenant-data'] as const) bus.subscribe(topic, (key) => seen.push(`${topic}:${key ?? '*'}`));
    const watch = new ExternalWriteWatch(statements([5, 5, null, 6, 6]), bus);
    for (const _ of [1, 2, 3]) {
      watch.check();
      await nextTurn();
    }
    expect(seen).toEqual([]);
    watch.check();
    expect(seen).toEqual(['credentials:*', 'reference:*', 'tenant-data:*']);
    await nextTurn();
    watch.check();
    expect(seen).toHaveLength(3);
  });

  it('reads the mark once per turn of the event loop', async () => {
    const bus = new LocalCacheBus();
    let reads = 0;
    const watch = new ExternalWriteWatch({ changeMark: () => ++reads } as unknown as SqlStatements, bus);
    watch.check();
    watch.check();
    watch.check();
    expect(reads).toBe(1);
    await nextTurn();
    watch.check();
    expect(reads).toBe(2);
  });

  it('does nothing without a bus or where the engine cannot tell', async () => {
    expect(() => new ExternalWriteWatch(statements([1, 2])).check()).not.toThrow();
    const bus = new LocalCacheBus();
    let calls = 0;
    bus.subscribe('tenant-data', () => (calls += 1));
    const watch = new ExternalWriteWatch(statements([null, null]), bus);
    watch.check();
    await nextTurn();
    watch.check();
    expect(calls).toBe(0);
  });
});

describe('ExternalWriteWatch.checkAgency', () => {
  function versions(values: number[]) {
    let reads = 0;
    const pending: (() => void)[] = [];
    const statements = {
      changeMark: () => null,
      agencyVersion: () =>
        new Promise<number>((resolve) => {
          const value = values[Math.min(reads++, values.length - 1)]!;
          pending.push(() => resolve(value));
        }),
    } as unknown as SqlStatements;
    return { statements, reads: () => reads, release: () => pending.splice(0).forEach((resolve) => resolve()) };
  }

  it("drops the agency's data when its version moves, not on the first reading", async () => {
    const bus = new LocalCacheBus();
    const seen: string[] = [];
    bus.subscribe('tenant-data', (key) => seen.push(key ?? '*'));
    const source = versions([4, 4, 5]);
    const watch = new ExternalWriteWatch(source.statements, bus);
    for (let i = 0; i < 3; i++) {
      const check = watch.checkAgency(7);
      source.release();
      await check;
    }
    expect(seen).toEqual(['7']);
  });

  it('lets concurrent callers share reads, each waiting at most for one read started after it came', async () => {
    const source = versions([1]);
    const watch = new ExternalWriteWatch(source.statements, new LocalCacheBus());
    const first = watch.checkAgency(3);
    const later = [watch.checkAgency(3), watch.checkAgency(3), watch.checkAgency(3)];
    expect(source.reads()).toBe(1);
    source.release();
    await first;
    // The callers that came while the first read ran share one new read.
    await Promise.resolve();
    expect(source.reads()).toBe(2);
    source.release();
    await Promise.all(later);
    expect(source.reads()).toBe(2);
  });
});
