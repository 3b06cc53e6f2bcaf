/**
 * Loaded into the benchmarked service's process by run.ts (`node --import …/service-probe.js`):
 * measures event-loop delay and peak resident memory and reports them over IPC when asked
 * (`probe`), then starts a new measurement window. Not part of the service itself.
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';

export interface ProbeReport {
  readonly type: 'probe';
  /** The longest event-loop delay in the window, ms. */
  readonly maxStallMs: number;
  readonly p99StallMs: number;
  /** Peak and current resident memory in the window, MB. */
  readonly peakRssMb: number;
  readonly rssMb: number;
}

const delay = monitorEventLoopDelay({ resolution: 10 });
delay.enable();
let peakRss = process.memoryUsage.rss();
const sampler = setInterval(() => {
  peakRss = Math.max(peakRss, process.memoryUsage.rss());
}, 100);
sampler.unref();

process.on('message', (message: unknown) => {
  if (message !== 'probe') return;
  const rss = process.memoryUsage.rss();
  const report: ProbeReport = {
    type: 'probe',
    maxStallMs: Math.round(delay.max / 1e4) / 100,
    p99StallMs: Math.round(delay.percentile(99) / 1e4) / 100,
    peakRssMb: Math.round(Math.max(peakRss, rss) / 1048576),
    rssMb: Math.round(rss / 1048576),
  };
  delay.reset();
  peakRss = rss;
  process.send?.(report);
});
