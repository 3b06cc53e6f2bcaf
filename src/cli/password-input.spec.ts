import { Readable } from 'node:stream';
import { describe, expect, it } from '@jest/globals';
import { parseArgs } from './cli-args.js';
import { readPassword } from './password-input.js';

/** Standard input as a terminal gives it: keystrokes, with raw mode switched by the reader. */
function terminal(keys: string): Readable & { isTTY: boolean; modes: boolean[]; setRawMode(mode: boolean): void } {
  const stream = Readable.from([keys]) as Readable & { isTTY: boolean; modes: boolean[]; setRawMode(mode: boolean): void };
  stream.isTTY = true;
  stream.modes = [];
  stream.setRawMode = (mode) => stream.modes.push(mode);
  return stream;
}

describe('--password-stdin', () => {
  const args = parseArgs(['accounts', 'password', '--name', 'x', '--password-stdin']);

  it('at a terminal, prompts on standard error and reads the typed line without echo', async () => {
    const prompts: string[] = [];
    const stdin = terminal('secret-pw\x7fW\rignored');
    expect(await readPassword(args, stdin, {}, (text) => prompts.push(text))).toBe('secret-pW');
    expect(prompts[0]).toMatch(/^Password/);
    expect(prompts.join('')).not.toContain('secret');
    expect(stdin.modes).toEqual([true, false]);
  });

  it('gives up on Ctrl-C', async () => {
    await expect(readPassword(args, terminal('abc\x03'), {}, () => undefined)).rejects.toThrow('No password typed.');
  });

  it('reads a pipe silently: the first line', async () => {
    const prompts: string[] = [];
    expect(await readPassword(args, Readable.from(['piped-pw\nrest']), {}, (text) => prompts.push(text))).toBe('piped-pw');
    expect(prompts).toEqual([]);
  });
});
