/**
 * "Cost grows linearly" checks that hold on a loaded machine: the CPU time of this process (not
 * the wall clock, which other processes stretch) spent on a piece of work at repetition n and at
 * factor × n, each the median of several interleaved runs after a warm-up.
 */
export interface CostRatio {
  /** Median CPU milliseconds at n and at factor × n. */
  readonly small: number;
  readonly large: number;
  /** large / small: about `factor` when the cost is linear, factor² when it is quadratic. */
  readonly ratio: number;
}

async function cpuMs(work: () => unknown): Promise<number> {
  const before = process.cpuUsage();
  await work();
  const used = process.cpuUsage(before);
  return (used.user + used.system) / 1000;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] as number;
}

export async function costRatio(work: (n: number) => unknown, n: number, factor = 4, runs = 5): Promise<CostRatio> {
  await work(n);
  await work(n * factor);
  const small: number[] = [];
  const large: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    small.push(await cpuMs(() => work(n)));
    large.push(await cpuMs(() => work(n * factor)));
  }
  const smallMs = median(small);
  const largeMs = median(large);
  // A floor of 1 ms keeps a near-zero small cost from blowing the ratio up.
  return { small: smallMs, large: largeMs, ratio: largeMs / Math.max(smallMs, 1) };
}
