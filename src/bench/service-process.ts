import { spawn, type ChildProcess } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/** The built service and CLI the benchmarks start (dist/, made by `npm run bench`'s build step). */
const here = dirname(fileURLToPath(import.meta.url));
export const DIST = join(here, '..');

/** Polls `url` until it answers 2xx; fails when the process exits first or after 10 minutes (a 1M data set's first start). */
export async function waitUntilUp(child: ChildProcess, url: string): Promise<void> {
  const deadline = Date.now() + 600_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the service exited with code ${child.exitCode}`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the service did not start within 10 minutes');
}

/**
 * Starts the built service (dist/main.js) in its own process with `env`, loaded with the probe that
 * reports its event-loop stalls and memory (service-probe.ts), and waits until it answers.
 */
export async function startService(env: NodeJS.ProcessEnv, options: { profileFlags?: readonly string[]; readyPath?: string } = {}): Promise<ChildProcess> {
  const child = spawn(process.execPath, [...(options.profileFlags ?? []), '--import', pathToFileURL(join(here, 'service-probe.js')).href, join(DIST, 'main.js')], {
    env,
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  await waitUntilUp(child, `http://127.0.0.1:${env['PORT']}${options.readyPath ?? '/health/ready'}`);
  return child;
}

/** Ends the processes (SIGTERM: the service drains) and waits for each to exit. */
export async function stopProcesses(children: readonly ChildProcess[]): Promise<void> {
  const exits = children.filter((child) => child.exitCode === null).map((child) => new Promise((resolve) => child.once('exit', resolve)));
  for (const child of children) child.kill('SIGTERM');
  await Promise.all(exits);
}
