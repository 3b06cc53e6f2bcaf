import { Controller, Get, Inject, Logger, Optional } from '@nestjs/common';
import { HealthCheck, HealthCheckService, HealthIndicatorService, type HealthIndicatorResult } from '@nestjs/terminus';
import { DataSource } from 'typeorm';
import { REDIS } from '../fleet/fleet.module.js';
import type { RedisConnection } from '../fleet/redis-connection.js';
import { RequestSeam } from './request-seam.js';

/** How long a readiness probe waits for the database or Redis to answer. */
const PROBE_TIMEOUT_MS = 1000;

function within<T>(promise: Promise<T>, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} did not answer within ${PROBE_TIMEOUT_MS} ms`)), PROBE_TIMEOUT_MS);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

function reason(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** What a probe says about a failed dependency: our words, never a driver's message (addresses, SQL, server texts). */
const DATABASE_DOWN = 'The database is unreachable or does not answer.';
const REDIS_DOWN = 'Redis unreachable; throttling and caches are per instance until it is back.';

/**
 * `/health/live`: the process serves HTTP (restart it if not). `/health/ready`: it can serve
 * calls — the database answers and the instance is not stopping (503 otherwise, so a load
 * balancer sends it nothing). Redis is reported too; without it the instance still serves with
 * in-process throttling and caches, so an unreachable Redis makes the answer `degraded` (200),
 * not a 503 that would take every instance out at once.
 */
@Controller('health')
export class HealthController {
  private readonly logger = new Logger('Health');
  /** The failure logged per failing dependency, so an outage is logged once, not once per probe. */
  private readonly logged = new Map<string, string>();

  constructor(
    @Inject(HealthCheckService) private readonly health: HealthCheckService,
    @Inject(HealthIndicatorService) private readonly indicators: HealthIndicatorService,
    @Inject(DataSource) private readonly dataSource: DataSource,
    @Inject(RequestSeam) private readonly seam: RequestSeam,
    @Optional() @Inject(REDIS) private readonly redis: RedisConnection | null,
  ) {}

  /**
   * Not a terminus check: terminus answers 503 to every check once shutdown has begun, and a
   * draining instance is alive (an orchestrator would kill it before its requests finish).
   */
  @Get('live')
  live(): { status: 'ok'; info: Record<string, never>; error: Record<string, never>; details: Record<string, never> } {
    return { status: 'ok', info: {}, error: {}, details: {} };
  }

  @Get('ready')
  @HealthCheck()
  ready() {
    return this.health.check([() => this.accepting(), () => this.database(), ...(this.redis ? [() => this.redisCheck(this.redis as RedisConnection)] : [])]);
  }

  private accepting(): HealthIndicatorResult {
    const check = this.indicators.check('instance');
    return this.seam.draining ? check.down({ message: 'stopping', inFlight: this.seam.requestsInFlight }) : check.up();
  }

  private async database(): Promise<HealthIndicatorResult> {
    const check = this.indicators.check('database');
    try {
      await within(this.dataSource.query('SELECT 1'), 'The database');
      this.recovered('database');
      return check.up();
    } catch (error) {
      this.failed('database', reason(error));
      return check.down({ message: DATABASE_DOWN });
    }
  }

  private async redisCheck(redis: RedisConnection): Promise<HealthIndicatorResult> {
    const check = this.indicators.check('redis');
    try {
      await within(redis.client.ping(), 'Redis');
      this.recovered('redis');
      return check.up();
    } catch (error) {
      this.failed('redis', reason(error));
      return check.degraded({ message: REDIS_DOWN });
    }
  }

  /**
   * Logs a dependency's failure with its details (warn) when it starts failing, not again until it
   * has recovered (a driver's message changes during one outage: refused, closed, not writeable).
   */
  private failed(dependency: string, detail: string): void {
    if (this.logged.has(dependency)) return;
    this.logged.set(dependency, detail);
    this.logger.warn(`Readiness: ${dependency} check failed: ${detail}`);
  }

  private recovered(dependency: string): void {
    if (this.logged.delete(dependency)) this.logger.log(`Readiness: ${dependency} answers again.`);
  }
}
