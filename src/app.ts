import 'reflect-metadata';
import type { Server } from 'node:http';
import type { INestApplication } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { AppModule } from './app.module.js';
import type { AppConfig, LogLevel } from './config/config.js';

const LEVELS: readonly LogLevel[] = ['error', 'warn', 'log', 'debug'];

/**
 * Time limits and a connection cap on the HTTP server: a client that sends its headers or its
 * request too slowly gets 408 and is disconnected; connections are checked every second.
 */
function limitConnections(server: Server, config: AppConfig): void {
  server.headersTimeout = config.http.headersTimeoutMs;
  server.requestTimeout = Math.max(config.http.requestTimeoutMs, config.http.headersTimeoutMs);
  (server as Server & { connectionsCheckingInterval: number }).connectionsCheckingInterval = 1000;
  server.maxConnections = config.http.maxConnections;
}

/**
 * Builds the application. The protocol endpoints read request bodies themselves (bounded),
 * so Nest's generic body parsers are off.
 */
export async function createApp(config: AppConfig): Promise<INestApplication> {
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(config), {
    bodyParser: false,
    logger: LEVELS.slice(0, LEVELS.indexOf(config.logLevel) + 1),
  });
  // One trusted proxy hop: the client address is the right-most X-Forwarded-For entry.
  app.set('trust proxy', config.trustProxy ? 1 : false);
  app.set('etag', false);
  app.set('x-powered-by', false);
  limitConnections(app.getHttpServer() as Server, config);
  app.enableShutdownHooks();
  return app;
}
