import { type BeforeApplicationShutdown, type DynamicModule, Global, Inject, Module, type OnModuleDestroy } from '@nestjs/common';
import { TerminusModule } from '@nestjs/terminus';
import type { Logger } from 'pino';
import { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { HealthController } from './health.controller.js';
import { Metrics } from './metrics.js';
import { MetricsController } from './metrics.controller.js';
import { RequestSeam } from './request-seam.js';

/** Nest token of the process's pino logger. */
export const PINO = Symbol('PINO');

/**
 * Health probes, Prometheus metrics and the request seam (request ids, access lines, security
 * events, draining on shutdown). createApp mounts the seam in front of every route.
 */
@Global()
@Module({})
export class ObservabilityModule implements OnModuleDestroy, BeforeApplicationShutdown {
  constructor(
    @Inject(RequestSeam) private readonly seam: RequestSeam,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  static forRoot(logger: Logger): DynamicModule {
    return {
      module: ObservabilityModule,
      imports: [TerminusModule.forRoot({ logger: false })],
      controllers: [HealthController, MetricsController],
      providers: [
        { provide: PINO, useValue: logger },
        {
          provide: Metrics,
          inject: [DataSource, APP_CONFIG],
          useFactory: (dataSource: DataSource, config: AppConfig) => new Metrics(dataSource, config.database.poolSize),
        },
        {
          provide: RequestSeam,
          inject: [PINO, Metrics],
          useFactory: (pino: Logger, metrics: Metrics) => new RequestSeam(pino.child({ context: 'Access' }), metrics),
        },
      ],
      exports: [PINO, Metrics, RequestSeam],
    };
  }

  /**
   * On SIGTERM/SIGINT readiness fails at once: Nest destroys modules before any of them runs its
   * shutdown hooks, and those of the background workers may wait for a database that does not answer.
   */
  onModuleDestroy(): void {
    this.seam.stopAccepting();
  }

  /** Then requests in flight finish before the server closes. */
  beforeApplicationShutdown(): Promise<void> {
    return this.seam.drain(this.config.shutdownGraceMs);
  }
}
