/**
 * The class-validator schema of the environment: one property per setting, named as the
 * variable, holding its trimmed text (an empty value counts as unset, and an unset setting takes
 * its default, which is always valid). A problem reads as one line naming the setting, e.g.
 * `Invalid configuration: PORT must be a whole number, got "eighty"` (ConfigError).
 */
import { ValidateBy, validateSync, type ValidationArguments } from 'class-validator';

type Check = (raw: string) => string | null;

/** A setting judged by `checks` in order; the first problem is its message. */
function setting(...checks: Check[]): PropertyDecorator {
  const problem = (raw: unknown): string | null => {
    if (raw === undefined) return null;
    for (const check of checks) {
      const found = check(raw as string);
      if (found !== null) return found;
    }
    return null;
  };
  return ValidateBy({ name: 'setting', validator: { validate: (raw: unknown) => problem(raw) === null } }, { message: (args: ValidationArguments) => problem(args.value) ?? '' });
}

const wholeNumber =
  (min: number, max: number): Check =>
  (raw) => {
    if (!/^\d+$/.test(raw)) return `must be a whole number, got "${raw}"`;
    const value = Number(raw);
    return value < min || value > max ? `must be between ${min} and ${max}, got ${value}` : null;
  };

export const TRUE_WORDS = /^(1|true|yes|on)$/i;
const FALSE_WORDS = /^(0|false|no|off)$/i;
const flag: Check = (raw) => (TRUE_WORDS.test(raw) || FALSE_WORDS.test(raw) ? null : `must be true or false, got "${raw}"`);

const oneOf =
  (values: readonly string[]): Check =>
  (raw) =>
    values.includes(raw.toLowerCase()) ? null : `must be one of ${values.join(', ')}, got "${raw}"`;

function isUrl(raw: string): boolean {
  try {
    new URL(raw);
    return true;
  } catch {
    return false;
  }
}

const namespaceUri: Check = (raw) => {
  if (!isUrl(raw)) return `must be an absolute URI, got "${raw}"`;
  return /["<>&\s]/.test(raw) ? 'must not contain quotes, angle brackets, ampersands or spaces' : null;
};

const UNIT_MS: Readonly<Record<string, number>> = { ms: 1, s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 };
const DURATION = /^(\d+(?:\.\d+)?)\s*(ms|s|m|h|d)?$/i;

/** A duration such as `500ms`, `5s`, `30m`, `2h` or `7d` (a bare number is seconds), in ms; NaN when it is none. */
export function durationMs(raw: string): number {
  const match = DURATION.exec(raw.trim());
  return match ? Math.round(Number(match[1]) * UNIT_MS[(match[2] ?? 's').toLowerCase()]!) : Number.NaN;
}

const durationText: Check = (raw) => (Number.isNaN(durationMs(raw)) ? `must be a duration such as 500ms, 5s, 30m, 2h or 7d, got "${raw}"` : null);

const duration = (minMs: number, maxMs: number): Check[] => [
  durationText,
  (raw) => {
    const value = durationMs(raw);
    return value < minMs || value > maxMs ? `must be between ${minMs} ms and ${maxMs} ms, got ${value} ms` : null;
  },
];

const retrySchedule: Check[] = [
  (raw) => raw.split(',').map((step) => durationText(step)).find((problem) => problem !== null) ?? null,
  (raw) => (raw.split(',').length > 50 ? 'must list 1 to 50 waits' : null),
];

const serverUrl = (schemes: string, pattern: RegExp): Check[] => [
  (raw) => (pattern.test(raw) ? null : `must start with ${schemes}`),
  (raw) => (isUrl(raw) ? null : 'is not a valid URL'),
];

const mailAddress: Check = (raw) =>
  /^[^\s@<>"]+@[^\s@<>"]+$/.test(raw) || /^[^<>]*<[^\s@<>"]+@[^\s@<>"]+>$/.test(raw) ? null : `must be an email address (or "Name <address>"), got "${raw}"`;

const httpUrl: Check = (raw) => {
  if (!isUrl(raw)) return `must be an absolute http(s) URL, got "${raw}"`;
  const { protocol } = new URL(raw);
  return protocol === 'http:' || protocol === 'https:' ? null : `must be an http(s) URL, got "${raw}"`;
};

const databaseUrl: Check = (raw) => {
  if (/^sqlite:/i.test(raw)) return raw.replace(/^sqlite:(\/\/)?/i, '') === '' ? 'names no SQLite file (use sqlite:path/to/file.sqlite)' : null;
  if (/^(mysql|mariadb):\/\//i.test(raw)) {
    const url = raw.replace(/^mariadb:/i, 'mysql:');
    if (!isUrl(url)) return 'is not a valid URL';
    return new URL(url).pathname.length < 2 ? 'names no database (mysql://user:pass@host:3306/dbname)' : null;
  }
  return 'must start with sqlite: or mysql:// (or mariadb://)';
};

const redisPrefix: Check = (raw) => (/^[A-Za-z0-9:._-]{1,64}$/.test(raw) ? null : 'must be 1 to 64 letters, digits, colons, dots, dashes or underscores');
const xmlName: Check = (raw) => (/^[A-Za-z_][A-Za-z0-9_]*$/.test(raw) ? null : 'must be an XML name of letters, digits and _');

/** What the administration tools read: the database and Redis. */
export class ToolEnvironment {
  @setting(flag) DATABASE_LOGGING?: string;
  @setting(wholeNumber(1, 1000)) DATABASE_POOL_SIZE?: string;
  @setting(flag) MIGRATE_ON_START?: string;
  @setting(wholeNumber(0, 3600)) DATABASE_CONNECT_WAIT_SECONDS?: string;
  @setting(databaseUrl) DATABASE_URL?: string;
  @setting(...serverUrl('redis:// or rediss://', /^rediss?:\/\//i)) REDIS_URL?: string;
  @setting(redisPrefix) REDIS_KEY_PREFIX?: string;
  /** Any text (a directory path). */
  MEDIA_DIR?: string;
  @setting(wholeNumber(1024, 1024 * 1024 * 1024)) MEDIA_MAX_BYTES?: string;
  @setting(wholeNumber(1, 1_000_000_000)) MEDIA_MAX_PIXELS?: string;
  @setting(wholeNumber(1, 64)) MEDIA_INGEST_CONCURRENCY?: string;
  @setting(...duration(100, 600_000)) MEDIA_FETCH_TIMEOUT?: string;
  @setting(flag) MEDIA_FETCH_ALLOW_PRIVATE?: string;
}

/** The settings of the service besides the database and Redis. */
export class ServiceEnvironment {
  @setting(wholeNumber(0, 65535)) PORT?: string;
  /** Any text (an address to listen on); listed so that the schema names every setting. */
  HOST?: string;
  @setting(flag) DEMO_DATA?: string;
  @setting(namespaceUri) ASMX_NAMESPACE?: string;
  @setting(xmlName) ASMX_SERVICE_NAME?: string;
  @setting(namespaceUri) V12_NAMESPACE?: string;
  @setting(oneOf(['local', 'all', 'none'])) HELP_TEST_FORM?: string;
  @setting(wholeNumber(0, 86_400)) CREDENTIAL_CACHE_TTL_SECONDS?: string;
  @setting(wholeNumber(0, 86_400)) REFERENCE_CACHE_TTL_SECONDS?: string;
  @setting(wholeNumber(0, 86_400)) COUNT_CACHE_TTL_SECONDS?: string;
  @setting(wholeNumber(0, 86_400)) RECORD_CACHE_TTL_SECONDS?: string;
  @setting(wholeNumber(0, 1_000_000)) RECORD_CACHE_ENTRIES?: string;
  @setting(wholeNumber(1, 1_000_000)) THROTTLE_MAX_FAILURES?: string;
  @setting(wholeNumber(1, 86_400)) THROTTLE_WINDOW_SECONDS?: string;
  @setting(wholeNumber(1, 1_000_000)) THROTTLE_ADDRESS_MAX_FAILURES?: string;
  @setting(wholeNumber(1, 1_000_000)) THROTTLE_ACCOUNT_MAX_FAILURES?: string;
  @setting(wholeNumber(1, 1_000_000_000)) THROTTLE_ADDRESS_MAX_CHECKS?: string;
  @setting(wholeNumber(0, 60_000)) THROTTLE_DELAY_MS?: string;
  @setting(wholeNumber(1024, 1024 * 1024 * 1024)) BODY_LIMIT_BYTES?: string;
  @setting(wholeNumber(1, 1_000_000)) API_RATE_LIMIT?: string;
  @setting(wholeNumber(1, 86_400)) API_RATE_WINDOW_SECONDS?: string;
  @setting(wholeNumber(1, 3600)) HEADERS_TIMEOUT_SECONDS?: string;
  @setting(wholeNumber(1, 3600)) REQUEST_TIMEOUT_SECONDS?: string;
  @setting(wholeNumber(1, 3600)) BODY_IDLE_TIMEOUT_SECONDS?: string;
  @setting(wholeNumber(1, 1_000_000)) MAX_CONNECTIONS?: string;
  @setting(flag) TRUST_PROXY?: string;
  @setting(oneOf(['error', 'warn', 'log', 'debug'])) LOG_LEVEL?: string;
  @setting(oneOf(['json', 'pretty'])) LOG_FORMAT?: string;
  @setting(wholeNumber(0, 3600)) SHUTDOWN_GRACE_SECONDS?: string;
  /** Any text (a prefix of picture paths). */
  PICTURE_BASE_URL?: string;
  @setting(...duration(1000, 3650 * 86_400_000)) CHANGE_RETENTION?: string;
  @setting(...duration(10, 60_000)) CHANGE_SEQUENCER_INTERVAL?: string;
  @setting(...duration(1000, 7 * 86_400_000)) CHANGE_COMPACTION_INTERVAL?: string;
  @setting(...retrySchedule) WEBHOOK_RETRY_SCHEDULE?: string;
  @setting(wholeNumber(0, 100)) WEBHOOK_RETRY_JITTER_PERCENT?: string;
  @setting(...duration(100, 600_000)) WEBHOOK_TIMEOUT?: string;
  @setting(flag) WEBHOOK_ALLOW_PRIVATE?: string;
  @setting(...duration(10, 600_000)) WEBHOOK_POLL_INTERVAL?: string;
  @setting(...duration(0, 30 * 86_400_000)) WEBHOOK_SECRET_OVERLAP?: string;
  @setting(...serverUrl('smtp:// or smtps://', /^smtps?:\/\//i)) SMTP_URL?: string;
  @setting(mailAddress) MAIL_FROM?: string;
  @setting(httpUrl) PUBLIC_BASE_URL?: string;
  @setting(httpUrl) MEDIA_BASE_URL?: string;
  @setting(...duration(0, 30 * 86_400_000)) MEDIA_SWEEP_INTERVAL?: string;
  @setting(wholeNumber(0, 65_536)) MEDIA_MEMORY_CACHE_MB?: string;
  @setting(wholeNumber(0, 100_000)) MEDIA_OPEN_FILES?: string;
  @setting(wholeNumber(1, 600)) SMTP_TIMEOUT_SECONDS?: string;
  @setting(wholeNumber(1, 100)) MAIL_MAX_ATTEMPTS?: string;
  @setting(wholeNumber(0, 86_400)) MAIL_RETRY_SECONDS?: string;
  @setting(wholeNumber(50, 3_600_000)) MAIL_POLL_MS?: string;
  @setting(wholeNumber(1, 10_080)) PASSWORD_RESET_TTL_MINUTES?: string;
  @setting(...duration(60_000, 7 * 86_400_000)) STAFF_SESSION_IDLE_TIMEOUT?: string;
  @setting(...duration(300_000, 90 * 86_400_000)) STAFF_SESSION_MAX_AGE?: string;
}

export type Env = Readonly<Record<string, string | undefined>>;

/** A setting's text: trimmed, and undefined when unset or empty. */
export function read(env: Env, name: string): string | undefined {
  const value = env[name];
  return value === undefined || value.trim() === '' ? undefined : value.trim();
}

/** The first problem of the settings `schema` declares, as read from `env` (null: none). */
export function validateEnvironment(schema: new () => object, env: Env): { setting: string; problem: string } | null {
  const settings = new schema();
  const record = settings as unknown as Record<string, string | undefined>;
  for (const name of Object.keys(env)) {
    if (/^[A-Z][A-Z0-9_]*$/.test(name)) record[name] = read(env, name);
  }
  const [error] = validateSync(settings, { stopAtFirstError: true, forbidUnknownValues: false });
  if (error === undefined) return null;
  return { setting: error.property, problem: Object.values(error.constraints ?? {})[0] ?? 'is not valid' };
}
