import 'reflect-metadata';
import type { Server } from 'node:http';
import type { INestApplication } from '@nestjs/common';
import { HttpAdapterHost, NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { AppModule } from './app.module.js';
import { OpenApiDocumentHolder } from './api/http/openapi.js';
import { ApiProblems } from './api/http/problem.js';
import type { Logger } from 'pino';
import type { AppConfig } from './config/config.js';
import { MediaDispatcher } from './media-files/media-dispatcher.js';
import { createLogger, PinoNestLogger } from './observability/logger.js';
import { RequestSeam } from './observability/request-seam.js';
import { AsmxDispatcher } from './soap/asmx/asmx-dispatcher.js';
import { mountFastLane } from './soap/http/fast-lane.js';
import { hardenServer, PlainHttpErrors, requestGuard } from './soap/http/server-hardening.js';
import { V12Dispatcher } from './soap/v12/v12-dispatcher.js';

/**
 * Builds the application. The protocol endpoints read request bodies themselves (bounded),
 * so Nest's generic body parsers are off. Every request passes through the request seam first
 * (request id, access line, metrics, draining); Nest logs through pino. Requests on the two
 * interfaces' endpoints and the GETs of picture files (/media/) take the fast lane from the HTTP
 * server to their dispatchers, past Express and Nest's per-request pipeline; everything else is
 * served by Nest on Express.
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
  const server = app.getHttpServer() as Server;
  hardenServer(server, config);
  app.use(requestGuard);
  // The agency API answers problem documents; every other path keeps the plain answers.
  app.useGlobalFilters(new ApiProblems(app.get(HttpAdapterHost), new PlainHttpErrors(), config.trustProxy));
  app.get(OpenApiDocumentHolder).attach(app);
  mountFastLane(server, app.getHttpAdapter().getInstance(), {
    seam: app.get(RequestSeam),
    trustProxy: config.trustProxy,
    dispatchers: [app.get(AsmxDispatcher), app.get(V12Dispatcher), app.get(MediaDispatcher)],
  });
  // SIGTERM/SIGINT: readiness fails, requests in flight finish (SHUTDOWN_GRACE_SECONDS), connections close, exit 0.
  app.enableShutdownHooks([], { useProcessExit: true });
  return app;
}
