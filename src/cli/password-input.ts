/**
 * Where a new password comes from, so it need not appear in the shell history:
 * `--password P`, `--password-env NAME` (read from that environment variable) or
 * `--password-stdin` (the first line of standard input).
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

export async function readPassword(args: ParsedArgs, stdin: NodeJS.ReadableStream, env: NodeJS.ProcessEnv): Promise<string> {
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
  const line = await firstLineOf(stdin);
  if (line === '') throw new UsageError('No password on standard input.');
  return line;
}
