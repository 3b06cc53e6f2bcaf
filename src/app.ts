import 'reflect-metadata';
import type { Server } from 'node:http';
import type { INestApplication } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { AppModule } from './app.module.js';
import type { Logger } from 'pino';
import type { AppConfig } from './config/config.js';
import { createLogger, PinoNestLogger } from './observability/logger.js';
import { RequestSeam } from './observability/request-seam.js';
import { hardenServer, PlainHttpErrors, requestGuard } from './soap/http/server-hardening.js';

/**
 * Builds the application. The protocol endpoints read request bodies themselves (bounded),
 * so Nest's generic body parsers are off. Every request passes through the request seam first
 * (request id, access line, metrics, draining); Nest logs through pino.
 */
export async function createApp(config: AppConfig, logger: Logger = createLogger(config)): Promise<INestApplication> {
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(config, logger), {
    bodyParser: false,
    // Start-up failures reach the caller (main reports them) instead of ending the process here.
    abortOnError: false,
    logger: new PinoNestLogger(logger),
  });
  app.use(app.get(RequestSeam).handle);
  // One trusted proxy hop: the client address is the right-most X-Forwarded-For entry.
  app.set('trust proxy', config.trustProxy ? 1 : false);
  app.set('etag', false);
  app.set('x-powered-by', false);
  hardenServer(app.getHttpServer() as Server, config);
  app.use(requestGuard);
  app.useGlobalFilters(new PlainHttpErrors());
  // SIGTERM/SIGINT: readiness fails, requests in flight finish (SHUTDOWN_GRACE_SECONDS), connections close, exit 0.
  app.enableShutdownHooks([], { useProcessExit: true });
  return app;
}
