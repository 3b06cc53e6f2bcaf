import { Inject, Injectable, Logger, type OnApplicationBootstrap, type BeforeApplicationShutdown, Optional } from '@nestjs/common';
import { type Job, Queue, Worker } from 'bullmq';
import { Counter, type Registry } from 'prom-client';
import { DataSource } from 'typeorm';
import { Repeating } from '../changes/change-log-worker.js';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { REDIS } from '../fleet/fleet.module.js';
import type { RedisConnection } from '../fleet/redis-connection.js';
import { Metrics } from '../observability/metrics.js';
import { type DispatchObserver, WebhookDispatcher } from './webhook-dispatcher.js';

/** Attempts in flight per instance. */
const CONCURRENCY = 8;
const QUEUE = 'webhook-deliveries';

/** BullMQ's connection options from a redis:// URL (its blocking commands need no retry limit). */
function redisOptions(url: string) {
  const parsed = new URL(url);
  return {
    host: parsed.hostname,
    port: Number(parsed.port || 6379),
    username: parsed.username ? decodeURIComponent(parsed.username) : undefined,
    password: parsed.password ? decodeURIComponent(parsed.password) : undefined,
    db: parsed.pathname.length > 1 ? Number(parsed.pathname.slice(1)) : undefined,
    tls: parsed.protocol === 'rediss:' ? {} : undefined,
    maxRetriesPerRequest: null,
  };
}

export function observerFor(registry: Registry | undefined, logger: Logger): DispatchObserver {
  const registers = registry ? [registry] : [];
  const attempts = new Counter({ name: 'listing_webhook_attempts_total', help: 'Webhook delivery attempts by result (delivered, retry, failed).', labelNames: ['result'], registers });
  const disabled = new Counter({ name: 'listing_webhook_subscriptions_disabled_total', help: 'Webhook subscriptions disabled (410 Gone, or the retry schedule ran out).', registers });
  // Refusals logged so far (subscription and cause): every retry of a refused target would otherwise log again.
  const refusals = new Set<string>();
  return {
    attempted: (result) => attempts.inc({ result }),
    disabled: (subscription, reason) => {
      disabled.inc();
      logger.warn(`Webhook subscription ${subscription.id} of agency ${subscription.agencyId} (${subscription.url}) disabled: ${reason}.`);
    },
    refused: (subscription, reason) => {
      const key = `${subscription.id}\n${reason}`;
      if (refusals.has(key)) return;
      refusals.add(key);
      logger.warn(
        `Webhook subscription ${subscription.id} of agency ${subscription.agencyId} (${subscription.url}): delivery refused, nothing sent: ${reason} ` +
          'WEBHOOK_ALLOW_PRIVATE is a setting of the service (this process), not of the CLI that added the subscription; retried on the schedule.',
      );
    },
  };
}

/**
 * The errors of BullMQ's connections while Redis is away (each of them retries about once a
 * second, each retry an error): the first of an outage is logged (warn), the rest are counted in
 * `listing_redis_errors_total`; the outage ends when the instance's own Redis connection is ready
 * again (which logs the recovery once).
 */
export class QueueOutageLog {
  private down = false;
  private readonly errors: Counter<'client'>;

  constructor(
    private readonly logger: Logger,
    registry: Registry | undefined,
  ) {
    this.errors = new Counter({ name: 'listing_redis_errors_total', help: 'Errors of the webhook queue\'s Redis connections (logged once per outage).', labelNames: ['client'], registers: registry ? [registry] : [] });
  }

  error(client: 'webhook-queue' | 'webhook-worker', error: Error): void {
    this.errors.inc({ client });
    if (this.down) return;
    this.down = true;
    this.logger.warn(`Webhook queue: Redis unreachable (${error.message}); due deliveries wait in the database until it is back.`);
  }

  /** Redis answers again: the next error starts a new outage. */
  recovered(): void {
    this.down = false;
  }
}

/**
 * How long closing the webhook queue may wait for Redis before its connections are dropped (a
 * reachable Redis closes well within it: the worker's blocking read returns within
 * WORKER_DRAIN_DELAY_SECONDS). Dropping them loses nothing: deliveries live in the database.
 */
const QUEUE_CLOSE_WAIT_MS = 3000;
/** The longest the worker's blocking read waits for a job (BullMQ's drainDelay, default 5 s). */
const WORKER_DRAIN_DELAY_SECONDS = 1;

/** Whether `work` settles true within `ms` (false when it settles false or the time runs out). */
function within(ms: number, work: Promise<boolean>): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), ms);
    timer.unref();
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Runs webhook delivery in a serving instance (docs/sync.md, "Push"). Every poll it fans new
 * change events out into deliveries and looks for due ones. Without REDIS_URL it sends them
 * in-process; pending deliveries live in the database, so they resume after a restart. With
 * REDIS_URL each due attempt becomes a BullMQ job (job id = delivery and attempt number, so the
 * instances of a fleet that notice it together add it once), and the workers of every instance
 * share the queue; the database claim still guards each attempt, so a job BullMQ hands out
 * again after an instance died is sent at most once more.
 */
@Injectable()
export class WebhookWorker implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger('Webhooks');
  private readonly dispatcher: WebhookDispatcher;
  private readonly poller: Repeating;
  private readonly purger: Repeating;
  private readonly inFlight = new Map<number, Promise<unknown>>();
  private queue: Queue | null = null;
  private worker: Worker | null = null;
  private readonly outage: QueueOutageLog;

  constructor(
    @Inject(DataSource) dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Optional() @Inject(Metrics) metrics?: Metrics,
    @Optional() @Inject(REDIS) redis?: RedisConnection | null,
  ) {
    this.dispatcher = new WebhookDispatcher(dataSource, config.webhooks, observerFor(metrics?.registry, this.logger));
    this.outage = new QueueOutageLog(this.logger, metrics?.registry);
    redis?.onReady(() => this.outage.recovered());
    this.poller = new Repeating(config.webhooks.pollIntervalMs, () => this.poll(), (error) =>
      this.logger.warn(`Webhook delivery round failed: ${error instanceof Error ? error.message : String(error)}`),
    );
    // Finished deliveries are kept as long as the change log keeps events (CHANGE_RETENTION), for `webhooks deliveries`.
    this.purger = new Repeating(
      config.changeLog.compactionIntervalMs,
      async () => void (await this.dispatcher.purge(new Date(Date.now() - config.changeLog.retentionMs))),
      (error) => this.logger.warn(`Purging finished webhook deliveries failed: ${error instanceof Error ? error.message : String(error)}`),
    );
  }

  onApplicationBootstrap(): void {
    if (this.config.redisUrl) {
      const connection = redisOptions(this.config.redisUrl);
      const prefix = `${this.config.redisPrefix}bull`;
      this.queue = new Queue(QUEUE, { connection, prefix });
      this.worker = new Worker(QUEUE, (job: Job<{ id: number }>) => this.dispatcher.attempt(job.data.id).then(() => undefined), {
        connection,
        prefix,
        concurrency: CONCURRENCY,
        drainDelay: WORKER_DRAIN_DELAY_SECONDS,
        // A job of an instance that died stays "active" until its lock runs out and a stall check
        // notices (BullMQ's defaults: 30 s each, so up to a minute). An attempt lasts at most
        // WEBHOOK_TIMEOUT and a live worker renews its lock every half lock, so the lock and the
        // check follow the timeout: a killed instance's attempts are sent again within two timeouts.
        lockDuration: Math.max(1000, this.config.webhooks.timeoutMs),
        stalledInterval: Math.max(1000, this.config.webhooks.timeoutMs),
      });
      this.queue.on('error', (error) => this.outage.error('webhook-queue', error));
      this.worker.on('error', (error) => this.outage.error('webhook-worker', error));
    }
    this.poller.start();
    this.purger.start();
  }

  /** Before the database closes (its own hook runs on application shutdown). */
  async beforeApplicationShutdown(): Promise<void> {
    await Promise.all([this.poller.stop(), this.purger.stop()]);
    await Promise.all(this.inFlight.values());
    await this.closeQueue();
  }

  /**
   * Closes BullMQ's worker and queue. Their close waits for Redis, forever when it never answered
   * (unreachable since start, or a connection left broken by an outage): after
   * QUEUE_CLOSE_WAIT_MS (or the shutdown grace period, if shorter) their connections are dropped
   * instead, so the instance still stops.
   */
  private async closeQueue(): Promise<void> {
    if (!this.worker && !this.queue) return;
    const closed = Promise.all([this.worker?.close(), this.queue?.close()]).then(
      () => true,
      () => false,
    );
    const wait = Math.min(QUEUE_CLOSE_WAIT_MS, this.config.shutdownGraceMs);
    if (await within(wait, closed)) return;
    this.logger.log('Redis did not answer while the webhook queue closed; its connections were dropped (pending deliveries stay in the database).');
    await within(wait, Promise.all([this.worker?.disconnect(), this.queue?.disconnect()]).then(() => true, () => false));
  }

  private async poll(): Promise<void> {
    while ((await this.dispatcher.fanOut()) > 0) {
      // more events may wait beyond the batch
    }
    const due = await this.dispatcher.due(CONCURRENCY * 4);
    if (this.queue) {
      const jobs = due.map(({ id, attempts }) => ({ name: 'deliver', data: { id }, opts: { jobId: `d${id}-a${attempts}`, removeOnComplete: true, removeOnFail: true } }));
      if (jobs.length > 0) await this.queue.addBulk(jobs);
      return;
    }
    // Attempts run beside the poll, so one slow endpoint (up to WEBHOOK_TIMEOUT) holds up no other.
    const work = due.map(({ id }) => id).filter((id) => !this.inFlight.has(id)).slice(0, Math.max(0, CONCURRENCY - this.inFlight.size));
    for (const id of work) {
      const attempt = this.dispatcher
        .attempt(id)
        .catch((error: unknown) => this.logger.warn(`Webhook delivery ${id} failed: ${error instanceof Error ? error.message : String(error)}`))
        .finally(() => this.inFlight.delete(id));
      this.inFlight.set(id, attempt);
    }
  }
}
