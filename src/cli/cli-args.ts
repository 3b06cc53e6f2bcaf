/** A small command-line parser: positional words, `--flag value`, `--flag=value` and bare switches. */

export class UsageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UsageError';
  }
}

export interface ParsedArgs {
  readonly positionals: string[];
  readonly options: Map<string, string | true>;
}

/** Options that take no value. */
const SWITCHES = new Set(['help', 'password-stdin', 'full', 'invite', 'dry-run', 'withdraw-missing']);

export function parseArgs(argv: readonly string[]): ParsedArgs {
  const positionals: string[] = [];
  const options = new Map<string, string | true>();
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] as string;
    if (arg === '-h') {
      options.set('help', true);
    } else if (arg.startsWith('--')) {
      const eq = arg.indexOf('=');
      const name = eq >= 0 ? arg.slice(2, eq) : arg.slice(2);
      if (SWITCHES.has(name)) {
        if (eq >= 0) throw new UsageError(`--${name} takes no value.`);
        options.set(name, true);
        continue;
      }
      const value = eq >= 0 ? arg.slice(eq + 1) : argv[++i];
      if (value === undefined) throw new UsageError(`--${name} needs a value.`);
      if (options.has(name)) throw new UsageError(`--${name} is given twice.`);
      options.set(name, value);
    } else {
      positionals.push(arg);
    }
  }
  return { positionals, options };
}

export function option(args: ParsedArgs, name: string): string | undefined {
  const value = args.options.get(name);
  return typeof value === 'string' ? value : undefined;
}

export function requiredOption(args: ParsedArgs, name: string): string {
  const value = option(args, name);
  if (value === undefined || value.trim() === '') throw new UsageError(`--${name} is required.`);
  return value;
}

/** Refuses options the command does not know, so a typo is not silently ignored. */
export function allowOnly(args: ParsedArgs, names: readonly string[]): void {
  for (const name of args.options.keys()) {
    if (name !== 'help' && !names.includes(name)) throw new UsageError(`Unknown option --${name}.`);
  }
}
