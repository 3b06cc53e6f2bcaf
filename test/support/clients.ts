import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type { DemoAccount } from '../../src/seeding/demo-data.js';

const run = promisify(execFile);

/**
 * Runs a client script of another language (test/clients/) against the running app with a demo
 * account, and returns the JSON it prints.
 */
export async function runClientScript<T>(interpreter: string, script: string, baseUrl: string, account: DemoAccount): Promise<T> {
  const { stdout } = await run(interpreter, [script, baseUrl, account.name, account.password], {
    timeout: 60_000,
    maxBuffer: 16 * 1024 * 1024,
  });
  return JSON.parse(stdout) as T;
}
