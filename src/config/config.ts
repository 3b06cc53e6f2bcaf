import { totalmem } from 'node:os';
import { resolve } from 'node:path';
import { durationMs, type Env, read, ServiceEnvironment, ToolEnvironment, TRUE_WORDS, validateEnvironment } from './environment.js';

/**
 * Configuration: read from the environment once at boot, validated by the class-validator schema
 * of environment.ts and converted into one typed object, which the Nest application receives
 * through @nestjs/config (config.module.ts). A bad value stops start-up with one line naming
 * the setting.
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
  /** The agency API (/api/v1): requests per API key (or staff session) within each window, beyond which it answers 429. */
  readonly api: { readonly rateLimit: number; readonly rateWindowMs: number };
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
  readonly media: MediaConfig & {
    /** The public address the /media/ URLs in records start with (MEDIA_BASE_URL, else PUBLIC_BASE_URL). */
    readonly publicBaseUrl: string;
    /** How often an instance sweeps orphaned media files (0: never; `listing-cli media sweep` does it by hand). */
    readonly sweepIntervalMs: number;
    /** How many bytes of renditions /media/ keeps in memory (MEDIA_MEMORY_CACHE_MB; 0: none, every answer read from the store). */
    readonly memoryCacheBytes: number;
    /** How many renditions' file descriptors /media/ keeps open for its reads from the store (MEDIA_OPEN_FILES; 0: open and close at every read). */
    readonly openFiles: number;
  };
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
  /** Staff sign-ins to the agency side (the back-office's cookie sessions, src/staff-auth). */
  readonly staffSessions: {
    /** A session unused for this long ends. */
    readonly idleTimeoutMs: number;
    /** A session ends this long after sign-in, used or not. */
    readonly maxAgeMs: number;
  };
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

/** Uploaded pictures (docs/media.md): where they are stored and what an upload may be. */
export interface MediaConfig {
  /** The directory of content-addressed originals and renditions (a shared volume in a fleet). */
  readonly dir: string;
  /** Largest upload accepted, in bytes. */
  readonly maxBytes: number;
  /** Largest image accepted, in pixels (width × height), checked from the header before decoding. */
  readonly maxPixels: number;
  /** Uploads turned into renditions at once per process (each uses libvips' own threads). */
  readonly ingestConcurrency: number;
  /** An imported picture's URL is fetched within this long (MEDIA_FETCH_TIMEOUT, default 30 s). */
  readonly fetchTimeoutMs: number;
  /** An imported picture's URL may name an internal address (MEDIA_FETCH_ALLOW_PRIVATE, default false: refused by the outbound guard). */
  readonly fetchAllowPrivate: boolean;
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

/** Stops at the first setting the class-validator schema (environment.ts) refuses. */
function validate(schema: new () => object, env: Env): void {
  const found = validateEnvironment(schema, env);
  if (found) throw new ConfigError(found.setting, found.problem);
}

// The readers below convert settings the schema has already accepted.

/**
 * MEDIA_MEMORY_CACHE_MB when unset: a sixteenth of the memory the process may use (its cgroup's
 * limit in a container, else the machine's), at least 64 and at most 1,024 MB. Renditions served
 * from memory cost about half the CPU of those read from MEDIA_DIR (docs/benchmarks.md,
 * "Pictures"), and the pictures partner sites ask for again and again are a small set.
 */
export function defaultMediaMemoryMb(machineBytes = totalmem(), limitBytes = process.constrainedMemory?.() ?? 0): number {
  const available = limitBytes > 0 && limitBytes < machineBytes ? limitBytes : machineBytes;
  return Math.min(1024, Math.max(64, Math.floor(available / 16 / 1024 / 1024)));
}

function integer(env: Env, name: string, fallback: number): number {
  const raw = read(env, name);
  return raw === undefined ? fallback : Number(raw);
}

function boolean(env: Env, name: string, fallback: boolean): boolean {
  const raw = read(env, name);
  return raw === undefined ? fallback : TRUE_WORDS.test(raw);
}

function oneOf<T extends string>(env: Env, name: string, fallback: T): T {
  return (read(env, name)?.toLowerCase() as T | undefined) ?? fallback;
}

function duration(env: Env, name: string, fallback: string): number {
  return durationMs(read(env, name) ?? fallback);
}

/** Standard Webhooks' schedule: 5 s, 5 min, 30 min, 2 h, 5 h, then 10 h five times — about 3 days in all. */
const DEFAULT_RETRY_SCHEDULE = '5s,5m,30m,2h,5h,10h,10h,10h,10h,10h';

const DEFAULT_REDIS_PREFIX = 'listing:';

/** The embedded database of a fresh clone (DATABASE_URL unset). */
export const DEFAULT_DATABASE_URL = 'sqlite:data/service.sqlite';

function database(env: Env): DatabaseConfig {
  const raw = read(env, 'DATABASE_URL') ?? DEFAULT_DATABASE_URL;
  const common = {
    logging: boolean(env, 'DATABASE_LOGGING', false),
    poolSize: integer(env, 'DATABASE_POOL_SIZE', 16),
    migrateOnStart: boolean(env, 'MIGRATE_ON_START', true),
    connectWaitMs: integer(env, 'DATABASE_CONNECT_WAIT_SECONDS', 60) * 1000,
  };
  if (/^sqlite:/i.test(raw)) return { type: 'sqlite', url: raw.replace(/^sqlite:(\/\/)?/i, ''), ...common };
  return { type: 'mysql', url: new URL(raw.replace(/^mariadb:/i, 'mysql:')).toString(), ...common };
}

function demoDataMode(env: Env): DemoDataMode {
  if (read(env, 'DEMO_DATA') === undefined) return read(env, 'DATABASE_URL') === undefined ? 'new-database' : 'off';
  return boolean(env, 'DEMO_DATA', false) ? 'empty-database' : 'off';
}

export function loadConfig(env: Env = process.env): AppConfig {
  validate(ToolEnvironment, env);
  validate(ServiceEnvironment, env);
  const db = database(env);
  return {
    port: integer(env, 'PORT', 8080),
    host: read(env, 'HOST') ?? '0.0.0.0',
    database: db,
    demoData: demoDataMode(env),
    asmxNamespace: read(env, 'ASMX_NAMESPACE') ?? 'http://tempuri.org/',
    asmxServiceName: read(env, 'ASMX_SERVICE_NAME') ?? 'ServiceAPI',
    v12Namespace: read(env, 'V12_NAMESPACE') ?? 'http://tempuri.org/',
    testForm: oneOf<TestFormVisibility>(env, 'HELP_TEST_FORM', 'local'),
    credentialCacheTtlMs: integer(env, 'CREDENTIAL_CACHE_TTL_SECONDS', 60) * 1000,
    referenceCacheTtlMs: integer(env, 'REFERENCE_CACHE_TTL_SECONDS', 60) * 1000,
    countCacheTtlMs: integer(env, 'COUNT_CACHE_TTL_SECONDS', 30) * 1000,
    recordCache: {
      ttlMs: integer(env, 'RECORD_CACHE_TTL_SECONDS', 30) * 1000,
      entries: integer(env, 'RECORD_CACHE_ENTRIES', 5000),
    },
    redisUrl: read(env, 'REDIS_URL') ?? null,
    redisPrefix: read(env, 'REDIS_KEY_PREFIX') ?? DEFAULT_REDIS_PREFIX,
    throttle: {
      maxFailures: integer(env, 'THROTTLE_MAX_FAILURES', 10),
      windowMs: integer(env, 'THROTTLE_WINDOW_SECONDS', 300) * 1000,
      addressMaxFailures: integer(env, 'THROTTLE_ADDRESS_MAX_FAILURES', 50),
      subjectMaxFailures: integer(env, 'THROTTLE_ACCOUNT_MAX_FAILURES', 30),
      addressMaxChecks: integer(env, 'THROTTLE_ADDRESS_MAX_CHECKS', 1000),
      delayMs: integer(env, 'THROTTLE_DELAY_MS', 250),
    },
    bodyLimitBytes: integer(env, 'BODY_LIMIT_BYTES', 4 * 1024 * 1024),
    api: { rateLimit: integer(env, 'API_RATE_LIMIT', 600), rateWindowMs: integer(env, 'API_RATE_WINDOW_SECONDS', 60) * 1000 },
    http: {
      headersTimeoutMs: integer(env, 'HEADERS_TIMEOUT_SECONDS', 10) * 1000,
      requestTimeoutMs: integer(env, 'REQUEST_TIMEOUT_SECONDS', 60) * 1000,
      bodyIdleTimeoutMs: integer(env, 'BODY_IDLE_TIMEOUT_SECONDS', 10) * 1000,
      maxConnections: integer(env, 'MAX_CONNECTIONS', 1000),
    },
    trustProxy: boolean(env, 'TRUST_PROXY', false),
    logLevel: oneOf<LogLevel>(env, 'LOG_LEVEL', 'log'),
    logFormat: oneOf<'json' | 'pretty'>(env, 'LOG_FORMAT', process.stdout.isTTY ? 'pretty' : 'json'),
    shutdownGraceMs: integer(env, 'SHUTDOWN_GRACE_SECONDS', 10) * 1000,
    pictureBaseUrl: read(env, 'PICTURE_BASE_URL') ?? '',
    media: {
      ...mediaConfig(env),
      publicBaseUrl: mediaPublicBaseUrl(env),
      sweepIntervalMs: duration(env, 'MEDIA_SWEEP_INTERVAL', '6h'),
      memoryCacheBytes: integer(env, 'MEDIA_MEMORY_CACHE_MB', defaultMediaMemoryMb()) * 1024 * 1024,
      openFiles: integer(env, 'MEDIA_OPEN_FILES', 1024),
    },
    changeLog: {
      retentionMs: duration(env, 'CHANGE_RETENTION', '30d'),
      sequencerIntervalMs: duration(env, 'CHANGE_SEQUENCER_INTERVAL', '200ms'),
      compactionIntervalMs: duration(env, 'CHANGE_COMPACTION_INTERVAL', '1h'),
    },
    webhooks: {
      retrySchedule: (read(env, 'WEBHOOK_RETRY_SCHEDULE') ?? DEFAULT_RETRY_SCHEDULE).split(',').map(durationMs),
      jitter: integer(env, 'WEBHOOK_RETRY_JITTER_PERCENT', 20) / 100,
      timeoutMs: duration(env, 'WEBHOOK_TIMEOUT', '15s'),
      allowPrivate: boolean(env, 'WEBHOOK_ALLOW_PRIVATE', false),
      pollIntervalMs: duration(env, 'WEBHOOK_POLL_INTERVAL', '500ms'),
      secretOverlapMs: duration(env, 'WEBHOOK_SECRET_OVERLAP', '24h'),
    },
    mail: {
      smtpUrl: read(env, 'SMTP_URL') ?? null,
      from: read(env, 'MAIL_FROM') ?? 'no-reply@localhost',
      publicBaseUrl: (read(env, 'PUBLIC_BASE_URL') ?? `http://localhost:${integer(env, 'PORT', 8080)}`).replace(/\/+$/, ''),
      timeoutMs: integer(env, 'SMTP_TIMEOUT_SECONDS', 10) * 1000,
      maxAttempts: integer(env, 'MAIL_MAX_ATTEMPTS', 5),
      retryBaseMs: integer(env, 'MAIL_RETRY_SECONDS', 60) * 1000,
      pollMs: integer(env, 'MAIL_POLL_MS', 5000),
      resetTokenTtlMs: integer(env, 'PASSWORD_RESET_TTL_MINUTES', 60) * 60_000,
    },
    staffSessions: {
      idleTimeoutMs: duration(env, 'STAFF_SESSION_IDLE_TIMEOUT', '30m'),
      maxAgeMs: duration(env, 'STAFF_SESSION_MAX_AGE', '12h'),
    },
  };
}

/** The media directory of a fresh clone (MEDIA_DIR unset). */
export const DEFAULT_MEDIA_DIR = 'data/media';

/** The address /media/ URLs start with: MEDIA_BASE_URL, else PUBLIC_BASE_URL, else http://localhost:<PORT>. */
export function mediaPublicBaseUrl(env: Env): string {
  return (read(env, 'MEDIA_BASE_URL') ?? read(env, 'PUBLIC_BASE_URL') ?? `http://localhost:${integer(env, 'PORT', 8080)}`).replace(/\/+$/, '');
}

function mediaConfig(env: Env): MediaConfig {
  return {
    dir: read(env, 'MEDIA_DIR') ?? DEFAULT_MEDIA_DIR,
    maxBytes: integer(env, 'MEDIA_MAX_BYTES', 30 * 1024 * 1024),
    maxPixels: integer(env, 'MEDIA_MAX_PIXELS', 100_000_000),
    ingestConcurrency: integer(env, 'MEDIA_INGEST_CONCURRENCY', 2),
    fetchTimeoutMs: duration(env, 'MEDIA_FETCH_TIMEOUT', '30s'),
    fetchAllowPrivate: boolean(env, 'MEDIA_FETCH_ALLOW_PRIVATE', false),
  };
}

/** What the administration tools (the CLI, the migration runner) read: the database, Redis and the media store, none of the server's settings. */
export type ToolConfig = Pick<AppConfig, 'database' | 'redisUrl' | 'redisPrefix'> & { readonly media: MediaConfig };

export function loadToolConfig(env: Env = process.env): ToolConfig {
  validate(ToolEnvironment, env);
  return { database: database(env), redisUrl: read(env, 'REDIS_URL') ?? null, redisPrefix: read(env, 'REDIS_KEY_PREFIX') ?? DEFAULT_REDIS_PREFIX, media: mediaConfig(env) };
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
