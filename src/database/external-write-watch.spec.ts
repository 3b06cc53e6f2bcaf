import { describe, expect, it } from '@jest/globals';
import { LocalCacheBus } from '../common/cache-bus.js';
import { ExternalWriteWatch } from './external-write-watch.js';
import type { SqlStatements } from './sql-statements.js';

function statements(marks: (number | null)[]): SqlStatements {
  return { changeMark: () => marks.shift() ?? null } as unknown as SqlStatements;
}

describe('ExternalWriteWatch', () => {
  it("publishes every topic when the database's change mark moves, not on the first reading", () => {
    const bus = new LocalCacheBus();
    const seen: string[] = [];
    for (const topic of ['credentials', 'reference', 'tenant-data'] as const) bus.subscribe(topic, (key) => seen.push(`${topic}:${key ?? '*'}`));
    const watch = new ExternalWriteWatch(statements([5, 5, null, 6, 6]), bus);
    watch.check();
    watch.check();
    watch.check();
    expect(seen).toEqual([]);
    watch.check();
    expect(seen).toEqual(['credentials:*', 'reference:*', 'tenant-data:*']);
    watch.check();
    expect(seen).toHaveLength(3);
  });

  it('does nothing without a bus or where the engine cannot tell', () => {
    expect(() => new ExternalWriteWatch(statements([1, 2])).check()).not.toThrow();
    const bus = new LocalCacheBus();
    let calls = 0;
    bus.subscribe('tenant-data', () => (calls += 1));
    const watch = new ExternalWriteWatch(statements([null, null]), bus);
    watch.check();
    watch.check();
    expect(calls).toBe(0);
  });
});
