import 'reflect-metadata';
import type { Server } from 'node:http';
import type { INestApplication } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { AppModule } from './app.module.js';
import type { AppConfig, LogLevel } from './config/config.js';
import { hardenServer, PlainHttpErrors, requestGuard } from './soap/http/server-hardening.js';

const LEVELS: readonly LogLevel[] = ['error', 'warn', 'log', 'debug'];

/**
 * Builds the application. The protocol endpoints read request bodies themselves (bounded),
 * so Nest's generic body parsers are off.
 */
export async function createApp(config: AppConfig): Promise<INestApplication> {
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(config), {
    bodyParser: false,
    // Start-up failures reach the caller (main reports them) instead of ending the process here.
    abortOnError: false,
    logger: LEVELS.slice(0, LEVELS.indexOf(config.logLevel) + 1),
  });
  // One trusted proxy hop: the client address is the right-most X-Forwarded-For entry.
  app.set('trust proxy', config.trustProxy ? 1 : false);
  app.set('etag', false);
  app.set('x-powered-by', false);
  hardenServer(app.getHttpServer() as Server, config);
  app.use(requestGuard);
  app.useGlobalFilters(new PlainHttpErrors());
  app.enableShutdownHooks();
  return app;
}
