import { spawnSync } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import { delimiter, join } from 'node:path';
import { describe, expect, it } from '@jest/globals';

/**
 * The end-to-end suites that drive real clients from the system's packages (Chromium, PHP's
 * SoapClient, Python zeep, Mono's proxy generators). Without the package a suite is left out with
 * one line naming it, so `npm test` passes on a machine with only Node and npm; with
 * REAL_CLIENTS=required (`.ci/run` sets it after installing them) a missing client fails instead.
 */
export interface SystemClient {
  /** What the suite drives, for the message. */
  readonly name: string;
  /** The Debian packages that provide it. */
  readonly packages: readonly string[];
  /** Whether it can run on this machine. */
  readonly available: () => boolean;
}

/** Whether an executable of that name is on PATH (or at that path). */
export function onPath(command: string): boolean {
  const candidates = command.includes('/') ? [command] : (process.env['PATH'] ?? '').split(delimiter).filter(Boolean).map((dir) => join(dir, command));
  return candidates.some((file) => {
    try {
      accessSync(file, constants.X_OK);
      return true;
    } catch {
      return false;
    }
  });
}

/** Whether the command runs and exits with status 0 (for probes like `php -r` or `python3 -c`). */
export function succeeds(command: string, args: readonly string[]): boolean {
  return spawnSync(command, args, { stdio: 'ignore', timeout: 20_000 }).status === 0;
}

export const CHROMIUM_PATH = process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium';
export const ZEEP_PYTHON = process.env['ZEEP_PYTHON'] ?? '/usr/bin/python3';

export const CHROMIUM: SystemClient = { name: 'Chromium', packages: ['chromium'], available: () => onPath(CHROMIUM_PATH) };
export const PHP_SOAP: SystemClient = {
  name: "PHP's SoapClient",
  packages: ['php-cli', 'php-soap', 'php-xml'],
  available: () => succeeds('php', ['-r', 'exit(extension_loaded("soap") ? 0 : 1);']),
};
export const ZEEP: SystemClient = { name: 'Python zeep', packages: ['python3-zeep'], available: () => succeeds(ZEEP_PYTHON, ['-c', 'import zeep']) };
export const MONO: SystemClient = {
  name: 'Mono (wsdl, svcutil, mcs)',
  packages: ['mono-devel'],
  available: () => ['wsdl', 'svcutil', 'mcs', 'mono'].every(onPath),
};

/**
 * `describe` when the client is there; otherwise one line naming the package, and a suite whose
 * single test records that the client is missing — or fails when REAL_CLIENTS=required.
 */
export function describeWithClient(client: SystemClient, title: string, body: () => void): void {
  if (client.available()) {
    describe(title, body);
    return;
  }
  const install = `apt-get install ${client.packages.join(' ')}`;
  if (process.env['REAL_CLIENTS'] === 'required') {
    describe(title, () => {
      it(`needs ${client.name}`, () => {
        throw new Error(`${client.name} is not installed (${install}); REAL_CLIENTS=required`);
      });
    });
    return;
  }
  process.stderr.write(`skipped: ${title} — ${client.name} is not installed (${install})\n`);
  describe(title, () => {
    it(`is left out: ${client.name} is not installed (${install})`, () => {
      expect(client.available()).toBe(false);
    });
  });
}
