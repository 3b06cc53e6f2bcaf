/**
 * Where a new password comes from, so it need not appear in the shell history:
 * `--password P`, `--password-env NAME` (read from that environment variable) or
 * `--password-stdin` (the first line of standard input; at a terminal, typed after a prompt, unechoed).
 */
import { option, UsageError, type ParsedArgs } from './cli-args.js';

async function firstLineOf(input: NodeJS.ReadableStream): Promise<string> {
  let text = '';
  for await (const chunk of input) {
    text += chunk.toString();
    const newline = text.search(/\r?\n/);
    if (newline >= 0) return text.slice(0, newline);
    if (text.length > 4096) break;
  }
  return text;
}

/** A terminal's input stream (process.stdin when a person types). */
interface Terminal extends NodeJS.ReadableStream {
  readonly isTTY?: boolean;
  setRawMode?(mode: boolean): unknown;
}

/**
 * At a terminal: asks for the password on standard error and reads it without echoing it (the
 * terminal in raw mode), up to Enter; Ctrl-C or Ctrl-D gives up.
 */
async function typedLine(stdin: Terminal, prompt: (text: string) => void): Promise<string> {
  prompt('Password (not shown; end with Enter): ');
  stdin.setRawMode?.(true);
  let line = '';
  try {
    for await (const chunk of stdin) {
      for (const char of chunk.toString()) {
        if (char === '\r' || char === '\n') return line;
        if (char === '\u0003' || char === '\u0004') throw new UsageError('No password typed.');
        if (char === '\u007f' || char === '\b') line = line.slice(0, -1);
        else if (char >= ' ') line += char;
      }
    }
    return line;
  } finally {
    stdin.setRawMode?.(false);
    prompt('\n');
    if ('pause' in stdin) stdin.pause();
  }
}

export async function readPassword(
  args: ParsedArgs,
  stdin: NodeJS.ReadableStream,
  env: NodeJS.ProcessEnv,
  prompt: (text: string) => void = (text) => process.stderr.write(text),
): Promise<string> {
  const sources = [option(args, 'password') !== undefined, option(args, 'password-env') !== undefined, args.options.get('password-stdin') === true];
  if (sources.filter(Boolean).length !== 1) throw new UsageError('Give the password with exactly one of --password P, --password-env NAME or --password-stdin.');
  const direct = option(args, 'password');
  if (direct !== undefined) return direct;
  const variable = option(args, 'password-env');
  if (variable !== undefined) {
    const value = env[variable];
    if (value === undefined || value === '') throw new UsageError(`The environment variable ${variable} is not set.`);
    return value;
  }
  const line = (stdin as Terminal).isTTY === true ? await typedLine(stdin as Terminal, prompt) : await firstLineOf(stdin);
  if (line === '') throw new UsageError('No password on standard input.');
  return line;
}
