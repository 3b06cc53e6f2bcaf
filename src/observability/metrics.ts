import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { DataSource } from 'typeorm';
import { allCacheStats } from '../common/cache-stats.js';

/** The labels of a served request. None carries a credential, a name or tenant data. */
export interface RequestLabels {
  /** `asmx`, `v12`, `ops` (health, metrics) or `other`. */
  readonly interface: string;
  /** `soap11`, `soap12`, `http-get`, `http-post`, `json-get`, `json-post`, `wsdl`, `help` … */
  readonly protocol: string;
  /** A catalog operation name, or `-` for requests that call none. */
  readonly operation: string;
  /** The call's outcome: `ok`, `invalid-input`, `unauthenticated`, `not-found`, `conflict`, `throttled`, `busy`, `error`, or `-`. */
  readonly code: string;
  readonly status: string;
}

/** The connection pool of the MySQL/MariaDB driver (mysql2), read without depending on its private types. */
interface PoolView {
  readonly _allConnections?: { length: number };
  readonly _freeConnections?: { length: number };
  readonly _connectionQueue?: { length: number };
}

/**
 * The Prometheus metrics of an instance (GET /metrics): requests by interface, protocol,
 * operation and result code; latency; refused logins; cache hit ratios; the database pool; and
 * the Node.js process metrics (event-loop lag, memory, GC). Each app has its own registry.
 */
export class Metrics {
  readonly registry = new Registry();
  private readonly requests: Counter<keyof RequestLabels>;
  private readonly duration: Histogram<'interface' | 'protocol' | 'operation'>;
  private readonly failedLogins: Counter<'interface' | 'kind'>;
  private readonly throttledLogins: Counter<'interface'>;
  private readonly busyLogins: Counter<'interface'>;
  private readonly mailAttempts: Counter<'kind' | 'result'>;
  /** The request counter's and latency histogram's series by their labels, so a request does not hash its labels again. */
  private readonly requestSeries = new Map<string, { readonly requests: Counter.Internal; readonly duration: Histogram.Internal<'interface' | 'protocol' | 'operation'> }>();

  constructor(private readonly dataSource: DataSource | undefined, poolSize: number) {
    const registers = [this.registry];
    collectDefaultMetrics({ register: this.registry });
    this.requests = new Counter({
      name: 'listing_requests_total',
      help: 'Requests served, by interface, protocol, operation, result code and HTTP status.',
      labelNames: ['interface', 'protocol', 'operation', 'code', 'status'],
      registers,
    });
    this.duration = new Histogram({
      name: 'listing_request_duration_seconds',
      help: 'Time from the request to the end of the response.',
      labelNames: ['interface', 'protocol', 'operation'],
      buckets: [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers,
    });
    this.failedLogins = new Counter({
      name: 'listing_login_failures_total',
      help: 'Failed logins: kind account (wrong customer name or password, the call is refused) or person (wrong person email or password).',
      labelNames: ['interface', 'kind'],
      registers,
    });
    this.throttledLogins = new Counter({ name: 'listing_login_throttled_total', help: 'Calls refused because too many logins failed.', labelNames: ['interface'], registers });
    this.busyLogins = new Counter({
      name: 'listing_login_busy_total',
      help: "Calls refused because every password-hashing slot was taken and the caller's share of the queue was spent (load, not failed logins).",
      labelNames: ['interface'],
      registers,
    });
    this.mailAttempts = new Counter({
      name: 'listing_mail_attempts_total',
      help: 'Attempts to send outbox mails, by kind of mail and result (sent, retry, failed).',
      labelNames: ['kind', 'result'],
      registers,
    });
    const lookups = new Counter({
      name: 'listing_cache_lookups_total',
      help: 'In-memory cache lookups by cache and result (hit or miss).',
      labelNames: ['cache', 'result'],
      registers,
      collect() {
        this.reset();
        for (const [cache, stats] of allCacheStats()) {
          this.inc({ cache, result: 'hit' }, stats.hits);
          this.inc({ cache, result: 'miss' }, stats.misses);
        }
      },
    });
    void lookups;
    new Gauge({
      name: 'listing_cache_hit_ratio',
      help: 'Hits divided by lookups since start, by cache.',
      labelNames: ['cache'],
      registers,
      collect() {
        for (const [cache, stats] of allCacheStats()) {
          const total = stats.hits + stats.misses;
          this.set({ cache }, total === 0 ? 0 : stats.hits / total);
        }
      },
    });
    new Gauge({ name: 'listing_db_pool_size', help: 'Configured database connections per instance (DATABASE_POOL_SIZE).', registers }).set(poolSize);
    const pool = (): PoolView | undefined => (this.dataSource?.isInitialized ? (this.dataSource.driver as { pool?: PoolView }).pool : undefined);
    new Gauge({
      name: 'listing_db_pool_connections',
      help: 'Open database connections by state (MySQL/MariaDB).',
      labelNames: ['state'],
      registers,
      collect() {
        const view = pool();
        if (!view) return;
        const open = view._allConnections?.length ?? 0;
        const idle = view._freeConnections?.length ?? 0;
        this.set({ state: 'open' }, open);
        this.set({ state: 'idle' }, idle);
        this.set({ state: 'busy' }, open - idle);
      },
    });
    new Gauge({
      name: 'listing_db_pool_waiting',
      help: 'Queries waiting for a free database connection (MySQL/MariaDB).',
      registers,
      collect() {
        const view = pool();
        if (view) this.set(view._connectionQueue?.length ?? 0);
      },
    });
  }

  /** Counts a served request; `personLoginFailures` are the failed person logins it made. */
  observeRequest(labels: RequestLabels, seconds: number, personLoginFailures = 0): void {
    const key = `${labels.interface} ${labels.protocol} ${labels.operation} ${labels.code} ${labels.status}`;
    let series = this.requestSeries.get(key);
    if (series === undefined) {
      // The label values come from bounded sets (interfaces, protocols, catalog operations, outcomes, statuses).
      series = { requests: this.requests.labels({ ...labels }), duration: this.duration.labels({ interface: labels.interface, protocol: labels.protocol, operation: labels.operation }) };
      this.requestSeries.set(key, series);
    }
    series.requests.inc();
    series.duration.observe(seconds);
    if (labels.code === 'unauthenticated') this.failedLogins.inc({ interface: labels.interface, kind: 'account' });
    if (personLoginFailures > 0) this.failedLogins.inc({ interface: labels.interface, kind: 'person' }, personLoginFailures);
    if (labels.code === 'throttled') this.throttledLogins.inc({ interface: labels.interface });
    if (labels.code === 'busy') this.busyLogins.inc({ interface: labels.interface });
  }

  /** Counts an attempt to send an outbox mail: `sent`, `retry` (failed, tried again later) or `failed` (given up). */
  observeMailAttempt(kind: string, result: 'sent' | 'retry' | 'failed'): void {
    this.mailAttempts.inc({ kind, result });
  }

  async render(): Promise<{ contentType: string; body: string }> {
    return { contentType: this.registry.contentType, body: await this.registry.metrics() };
  }
}
