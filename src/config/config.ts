import { resolve } from 'node:path';

/**
 * Configuration: read from the environment once at boot, validated into one typed object.
 * A bad value stops start-up with a message naming the setting.
 */

export type TestFormVisibility = 'local' | 'all' | 'none';
export type LogLevel = 'error' | 'warn' | 'log' | 'debug';
export type DemoDataMode = 'off' | 'new-database' | 'empty-database';

export interface DatabaseConfig {
  /** 'mysql' covers MySQL and MariaDB; the flavour is detected from the server on connect. */
  readonly type: 'sqlite' | 'mysql';
  /** SQLite: the file path (or ':memory:'); MySQL/MariaDB: the connection URL. */
  readonly url: string;
  readonly logging: boolean;
  /** MySQL/MariaDB connections per instance. */
  readonly poolSize: number;
  /** Apply pending migrations on start (false: a release step runs them; start refuses while any is pending). */
  readonly migrateOnStart: boolean;
  /** How long start-up keeps retrying a database server it cannot reach before it gives up (0 when absent: one try). */
  readonly connectWaitMs?: number;
}

export interface AppConfig {
  readonly port: number;
  readonly host: string;
  readonly database: DatabaseConfig;
  /**
   * When the demo data set is loaded on start: `new-database` (the default without DATABASE_URL)
   * only into an SQLite file this start created; `empty-database` (DEMO_DATA=true) into any
   * database without agencies; `off` (DEMO_DATA=false, the default with DATABASE_URL) never.
   */
  readonly demoData: DemoDataMode;
  /** XML namespace of the first interface (ASMX); SOAPAction is `{namespace}/<Op>`. */
  readonly asmxNamespace: string;
  /** Service name of the first interface (WSDL service, port types and bindings). */
  readonly asmxServiceName: string;
  /** Contract namespace of the second interface (v1.2); SOAPAction is `{ns}/APIService/<Op>`. */
  readonly v12Namespace: string;
  readonly testForm: TestFormVisibility;
  readonly credentialCacheTtlMs: number;
  /** How long the global reference tables stay in memory. */
  readonly referenceCacheTtlMs: number;
  /** How long a listing count (and the places holding listings) is reused. */
  readonly countCacheTtlMs: number;
  /** Property records kept as built (see PropertyRecordCache): lifetime (0 disables) and how many. */
  readonly recordCache: { readonly ttlMs: number; readonly entries: number };
  /** Redis shared by the instances of a fleet (throttling counters, cache invalidation); null: in-process only. */
  readonly redisUrl: string | null;
  /** Prefix of every Redis key and channel, so deployments (or test runs) can share one Redis. */
  readonly redisPrefix: string;
  readonly throttle: {
    /** Failures per (account or person, client address) within the window before that pair is refused. */
    readonly maxFailures: number;
    readonly windowMs: number;
    /** Failures per client address, whatever account, before the address is refused. */
    readonly addressMaxFailures?: number;
    /** Failures per account or person from all addresses before it counts as under attack. */
    readonly subjectMaxFailures?: number;
    /** Hashed credential checks per client address within the window. */
    readonly addressMaxChecks?: number;
    /** Base of the growing delay before a failed login is answered. */
    readonly delayMs?: number;
  };
  readonly bodyLimitBytes: number;
  readonly http: {
    /** Time a client has to send the request headers. */
    readonly headersTimeoutMs: number;
    /** Time a client has to send the whole request (headers and body). */
    readonly requestTimeoutMs: number;
    /** Longest pause between two chunks of a request body. */
    readonly bodyIdleTimeoutMs: number;
    /** Most simultaneous connections; further ones are refused. */
    readonly maxConnections: number;
  };
  readonly trustProxy: boolean;
  /** The least severe level that is logged. */
  readonly logLevel: LogLevel;
  /** Log lines as JSON (pino); `pretty` prints them readably (the default only on a terminal). */
  readonly logFormat: 'json' | 'pretty';
  /** How long a stopping instance waits for requests in flight before it closes anyway. */
  readonly shutdownGraceMs: number;
  /** Base address of picture files, prefixed to stored relative picture paths. */
  readonly pictureBaseUrl: string;
  /** The change log partners sync from (docs/sync.md). */
  readonly changeLog: {
    /** How long an event is kept once a newer event of the same record exists (a cursor older than that answers 410). */
    readonly retentionMs: number;
    /** How often the sequencer looks for committed events to stamp (it also runs before every GetChanges). */
    readonly sequencerIntervalMs: number;
    readonly compactionIntervalMs: number;
  };
  readonly webhooks: {
    /** Waits between delivery attempts; after the last one fails the subscription is disabled. */
    readonly retrySchedule: readonly number[];
    /** Each wait is scaled by a random factor in [1 - jitter, 1 + jitter]. */
    readonly jitter: number;
    readonly timeoutMs: number;
    /** Allow private, loopback and link-local targets (tests, closed networks). */
    readonly allowPrivate: boolean;
    /** How often a delivery worker looks for due deliveries. */
    readonly pollIntervalMs: number;
    /** How long the previous secret keeps signing after rotate-secret. */
    readonly secretOverlapMs: number;
  };
  readonly mail: MailConfig;
}

/** Outgoing mail: the outbox is always written; it is sent only with an SMTP server. */
export interface MailConfig {
  /** smtp:// or smtps:// URL of the SMTP server (with user:password when it needs them); null: mails stay in the outbox. */
  readonly smtpUrl: string | null;
  /** The From address of every mail. */
  readonly from: string;
  /** The service's public address, for links in mails (the password reset page); default http://localhost:<PORT>. */
  readonly publicBaseUrl: string;
  /** Connection, greeting and socket timeout towards the SMTP server. */
  readonly timeoutMs: number;
  /** Attempts per mail before it is marked failed. */
  readonly maxAttempts: number;
  /** Wait before the second attempt; doubled for each further one. */
  readonly retryBaseMs: number;
  /** How often the outbox is looked at for due mails. */
  readonly pollMs: number;
  /** How long a password reset link stays valid. */
  readonly resetTokenTtlMs: number;
}

export class ConfigError extends Error {
  constructor(
    readonly setting: string,
    problem: string,
  ) {
    super(`Invalid configuration: ${setting} ${problem}`);
    this.name = 'ConfigError';
  }
}

type Env = Readonly<Record<string, string | undefined>>;

function read(env: Env, name: string): string | undefined {
  const value = env[name];
  return value === undefined || value.trim() === '' ? undefined : value.trim();
}

function integer(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = read(env, name);
  if (raw === undefined) return fallback;
  if (!/^\d+$/.test(raw)) throw new ConfigError(name, `must be a whole number, got "${raw}"`);
  const value = Number(raw);
  if (value < min || value > max) throw new ConfigError(name, `must be between ${min} and ${max}, got ${value}`);
  return value;
}

function boolean(env: Env, name: string, fallback: boolean): boolean {
  const raw = read(env, name);
  if (raw === undefined) return fallback;
  if (/^(1|true|yes|on)$/i.test(raw)) return true;
  if (/^(0|false|no|off)$/i.test(raw)) return false;
  throw new ConfigError(name, `must be true or false, got "${raw}"`);
}

function oneOf<T extends string>(env: Env, name: string, values: readonly T[], fallback: T): T {
  const raw = read(env, name);
  if (raw === undefined) return fallback;
  const found = values.find((v) => v === raw.toLowerCase());
  if (!found) throw new ConfigError(name, `must be one of ${values.join(', ')}, got "${raw}"`);
  return found;
}

function namespace(env: Env, name: string, fallback: string): string {
  const raw = read(env, name) ?? fallback;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError(name, `must be an absolute URI, got "${raw}"`);
  }
  if (/["<>&\s]/.test(raw)) throw new ConfigError(name, `must not contain quotes, angle brackets, ampersands or spaces`);
  return url.protocol ? raw : fallback;
}

const UNIT_MS: Readonly<Record<string, number>> = { ms: 1, s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 };

/** A duration such as `500ms`, `5s`, `30m`, `2h` or `7d` (a bare number is seconds). */
function durationMs(name: string, raw: string): number {
  const match = /^(\d+(?:\.\d+)?)\s*(ms|s|m|h|d)?$/i.exec(raw.trim());
  if (!match) throw new ConfigError(name, `must be a duration such as 500ms, 5s, 30m, 2h or 7d, got "${raw}"`);
  return Math.round(Number(match[1]) * UNIT_MS[(match[2] ?? 's').toLowerCase()]!);
}

function duration(env: Env, name: string, fallback: string, minMs: number, maxMs: number): number {
  const value = durationMs(name, read(env, name) ?? fallback);
  if (value < minMs || value > maxMs) throw new ConfigError(name, `must be between ${minMs} ms and ${maxMs} ms, got ${value} ms`);
  return value;
}

/** Standard Webhooks' schedule: 5 s, 5 min, 30 min, 2 h, 5 h, then 10 h five times — about 3 days in all. */
const DEFAULT_RETRY_SCHEDULE = '5s,5m,30m,2h,5h,10h,10h,10h,10h,10h';

function retrySchedule(env: Env): number[] {
  const raw = read(env, 'WEBHOOK_RETRY_SCHEDULE') ?? DEFAULT_RETRY_SCHEDULE;
  const steps = raw.split(',').map((step) => durationMs('WEBHOOK_RETRY_SCHEDULE', step));
  if (steps.length === 0 || steps.length > 50) throw new ConfigError('WEBHOOK_RETRY_SCHEDULE', 'must list 1 to 50 waits');
  return steps;
}

function redisUrl(env: Env): string | null {
  const raw = read(env, 'REDIS_URL');
  if (raw === undefined) return null;
  if (!/^rediss?:\/\//i.test(raw)) throw new ConfigError('REDIS_URL', 'must start with redis:// or rediss://');
  try {
    new URL(raw);
  } catch {
    throw new ConfigError('REDIS_URL', 'is not a valid URL');
  }
  return raw;
}

function smtpUrl(env: Env): string | null {
  const raw = read(env, 'SMTP_URL');
  if (raw === undefined) return null;
  if (!/^smtps?:\/\//i.test(raw)) throw new ConfigError('SMTP_URL', 'must start with smtp:// or smtps://');
  try {
    new URL(raw);
  } catch {
    throw new ConfigError('SMTP_URL', 'is not a valid URL');
  }
  return raw;
}

function mailAddress(env: Env, name: string, fallback: string): string {
  const raw = read(env, name) ?? fallback;
  if (!/^[^\s@<>"]+@[^\s@<>"]+$/.test(raw) && !/^[^<>]*<[^\s@<>"]+@[^\s@<>"]+>$/.test(raw)) throw new ConfigError(name, `must be an email address (or "Name <address>"), got "${raw}"`);
  return raw;
}

function baseUrl(env: Env, name: string, fallback: string): string {
  const raw = read(env, name) ?? fallback;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError(name, `must be an absolute http(s) URL, got "${raw}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new ConfigError(name, `must be an http(s) URL, got "${raw}"`);
  return raw.replace(/\/+$/, '');
}

function redisPrefix(env: Env): string {
  const prefix = read(env, 'REDIS_KEY_PREFIX') ?? 'listing:';
  if (!/^[A-Za-z0-9:._-]{1,64}$/.test(prefix)) throw new ConfigError('REDIS_KEY_PREFIX', 'must be 1 to 64 letters, digits, colons, dots, dashes or underscores');
  return prefix;
}

/** The embedded database of a fresh clone (DATABASE_URL unset). */
export const DEFAULT_DATABASE_URL = 'sqlite:data/service.sqlite';

function database(env: Env): DatabaseConfig {
  const raw = read(env, 'DATABASE_URL') ?? DEFAULT_DATABASE_URL;
  const common = {
    logging: boolean(env, 'DATABASE_LOGGING', false),
    poolSize: integer(env, 'DATABASE_POOL_SIZE', 16, 1, 1000),
    migrateOnStart: boolean(env, 'MIGRATE_ON_START', true),
    connectWaitMs: integer(env, 'DATABASE_CONNECT_WAIT_SECONDS', 60, 0, 3600) * 1000,
  };
  if (/^sqlite:/i.test(raw)) {
    const file = raw.replace(/^sqlite:(\/\/)?/i, '');
    if (file === '') throw new ConfigError('DATABASE_URL', 'names no SQLite file (use sqlite:path/to/file.sqlite)');
    return { type: 'sqlite', url: file, ...common };
  }
  if (/^(mysql|mariadb):\/\//i.test(raw)) {
    let url: URL;
    try {
      url = new URL(raw.replace(/^mariadb:/i, 'mysql:'));
    } catch {
      throw new ConfigError('DATABASE_URL', 'is not a valid URL');
    }
    if (url.pathname.length < 2) throw new ConfigError('DATABASE_URL', 'names no database (mysql://user:pass@host:3306/dbname)');
    return { type: 'mysql', url: url.toString(), ...common };
  }
  throw new ConfigError('DATABASE_URL', 'must start with sqlite: or mysql:// (or mariadb://)');
}

function demoDataMode(env: Env): DemoDataMode {
  if (read(env, 'DEMO_DATA') === undefined) return read(env, 'DATABASE_URL') === undefined ? 'new-database' : 'off';
  return boolean(env, 'DEMO_DATA', false) ? 'empty-database' : 'off';
}

export function loadConfig(env: Env = process.env): AppConfig {
  const db = database(env);
  return {
    port: integer(env, 'PORT', 8080, 0, 65535),
    host: read(env, 'HOST') ?? '0.0.0.0',
    database: db,
    demoData: demoDataMode(env),
    asmxNamespace: namespace(env, 'ASMX_NAMESPACE', 'http://tempuri.org/'),
    asmxServiceName: (() => {
      const name = read(env, 'ASMX_SERVICE_NAME') ?? 'ServiceAPI';
      if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(name)) throw new ConfigError('ASMX_SERVICE_NAME', 'must be an XML name of letters, digits and _');
      return name;
    })(),
    v12Namespace: namespace(env, 'V12_NAMESPACE', 'http://tempuri.org/'),
    testForm: oneOf(env, 'HELP_TEST_FORM', ['local', 'all', 'none'] as const, 'local'),
    credentialCacheTtlMs: integer(env, 'CREDENTIAL_CACHE_TTL_SECONDS', 60, 0, 86_400) * 1000,
    referenceCacheTtlMs: integer(env, 'REFERENCE_CACHE_TTL_SECONDS', 60, 0, 86_400) * 1000,
    countCacheTtlMs: integer(env, 'COUNT_CACHE_TTL_SECONDS', 30, 0, 86_400) * 1000,
    recordCache: {
      ttlMs: integer(env, 'RECORD_CACHE_TTL_SECONDS', 30, 0, 86_400) * 1000,
      entries: integer(env, 'RECORD_CACHE_ENTRIES', 5000, 0, 1_000_000),
    },
    redisUrl: redisUrl(env),
    redisPrefix: redisPrefix(env),
    throttle: {
      maxFailures: integer(env, 'THROTTLE_MAX_FAILURES', 10, 1, 1_000_000),
      windowMs: integer(env, 'THROTTLE_WINDOW_SECONDS', 300, 1, 86_400) * 1000,
      addressMaxFailures: integer(env, 'THROTTLE_ADDRESS_MAX_FAILURES', 50, 1, 1_000_000),
      subjectMaxFailures: integer(env, 'THROTTLE_ACCOUNT_MAX_FAILURES', 30, 1, 1_000_000),
      addressMaxChecks: integer(env, 'THROTTLE_ADDRESS_MAX_CHECKS', 1000, 1, 1_000_000_000),
      delayMs: integer(env, 'THROTTLE_DELAY_MS', 250, 0, 60_000),
    },
    bodyLimitBytes: integer(env, 'BODY_LIMIT_BYTES', 4 * 1024 * 1024, 1024, 1024 * 1024 * 1024),
    http: {
      headersTimeoutMs: integer(env, 'HEADERS_TIMEOUT_SECONDS', 10, 1, 3600) * 1000,
      requestTimeoutMs: integer(env, 'REQUEST_TIMEOUT_SECONDS', 60, 1, 3600) * 1000,
      bodyIdleTimeoutMs: integer(env, 'BODY_IDLE_TIMEOUT_SECONDS', 10, 1, 3600) * 1000,
      maxConnections: integer(env, 'MAX_CONNECTIONS', 1000, 1, 1_000_000),
    },
    trustProxy: boolean(env, 'TRUST_PROXY', false),
    logLevel: oneOf(env, 'LOG_LEVEL', ['error', 'warn', 'log', 'debug'] as const, 'log'),
    logFormat: oneOf(env, 'LOG_FORMAT', ['json', 'pretty'] as const, process.stdout.isTTY ? 'pretty' : 'json'),
    shutdownGraceMs: integer(env, 'SHUTDOWN_GRACE_SECONDS', 10, 0, 3600) * 1000,
    pictureBaseUrl: read(env, 'PICTURE_BASE_URL') ?? '',
    changeLog: {
      retentionMs: duration(env, 'CHANGE_RETENTION', '30d', 1000, 3650 * 86_400_000),
      sequencerIntervalMs: duration(env, 'CHANGE_SEQUENCER_INTERVAL', '200ms', 10, 60_000),
      compactionIntervalMs: duration(env, 'CHANGE_COMPACTION_INTERVAL', '1h', 1000, 7 * 86_400_000),
    },
    webhooks: {
      retrySchedule: retrySchedule(env),
      jitter: integer(env, 'WEBHOOK_RETRY_JITTER_PERCENT', 20, 0, 100) / 100,
      timeoutMs: duration(env, 'WEBHOOK_TIMEOUT', '15s', 100, 600_000),
      allowPrivate: boolean(env, 'WEBHOOK_ALLOW_PRIVATE', false),
      pollIntervalMs: duration(env, 'WEBHOOK_POLL_INTERVAL', '500ms', 10, 600_000),
      secretOverlapMs: duration(env, 'WEBHOOK_SECRET_OVERLAP', '24h', 0, 30 * 86_400_000),
    },
    mail: {
      smtpUrl: smtpUrl(env),
      from: mailAddress(env, 'MAIL_FROM', 'no-reply@localhost'),
      publicBaseUrl: baseUrl(env, 'PUBLIC_BASE_URL', `http://localhost:${integer(env, 'PORT', 8080, 0, 65535)}`),
      timeoutMs: integer(env, 'SMTP_TIMEOUT_SECONDS', 10, 1, 600) * 1000,
      maxAttempts: integer(env, 'MAIL_MAX_ATTEMPTS', 5, 1, 100),
      retryBaseMs: integer(env, 'MAIL_RETRY_SECONDS', 60, 0, 86_400) * 1000,
      pollMs: integer(env, 'MAIL_POLL_MS', 5000, 50, 3_600_000),
      resetTokenTtlMs: integer(env, 'PASSWORD_RESET_TTL_MINUTES', 60, 1, 10_080) * 60_000,
    },
  };
}

/** What the administration tools (the CLI, the migration runner) read: the database and Redis, none of the server's settings. */
export type ToolConfig = Pick<AppConfig, 'database' | 'redisUrl' | 'redisPrefix'>;

export function loadToolConfig(env: Env = process.env): ToolConfig {
  return { database: database(env), redisUrl: redisUrl(env), redisPrefix: redisPrefix(env) };
}

/**
 * The database a configuration names, for messages to the operator, as a DATABASE_URL value:
 * the SQLite file by its absolute path, a MySQL/MariaDB URL with its password left out.
 */
export function databaseUrlForDisplay(config: Pick<DatabaseConfig, 'type' | 'url'>): string {
  if (config.type === 'sqlite') return `sqlite:${config.url === ':memory:' ? config.url : resolve(config.url)}`;
  const url = new URL(config.url);
  if (url.password !== '') url.password = '<password>';
  return url.toString().replace('%3Cpassword%3E', '<password>');
}

/** Nest injection token for the AppConfig object. */
export const APP_CONFIG = Symbol('APP_CONFIG');
