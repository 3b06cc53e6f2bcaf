import { describe, expect, it, jest } from '@jest/globals';
import { Logger } from '@nestjs/common';
import { Test } from '@nestjs/testing';
import { TerminusModule } from '@nestjs/terminus';
import { DataSource } from 'typeorm';
import { REDIS } from '../fleet/fleet.module.js';
import { HealthController } from './health.controller.js';
import { RequestSeam } from './request-seam.js';

async function controller(database: () => Promise<unknown>, ping: () => Promise<unknown>): Promise<HealthController> {
  const module = await Test.createTestingModule({
    imports: [TerminusModule.forRoot({ logger: false })],
    controllers: [HealthController],
    providers: [
      { provide: DataSource, useValue: { query: database } },
      { provide: RequestSeam, useValue: { draining: false, requestsInFlight: 0 } },
      { provide: REDIS, useValue: { client: { ping } } },
    ],
  }).compile();
  return module.get(HealthController);
}

describe('HealthController', () => {
  it('says "Redis unreachable" in its answer and keeps the driver message for the log, once per change', async () => {
    const warn = jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
    const driverMessage = 'connect ECONNREFUSED 10.1.2.3:6379';
    const health = await controller(
      async () => 1,
      async () => {
        throw new Error(driverMessage);
      },
    );
    const answer = await health.ready();
    expect(answer.status).toBe('degraded');
    expect(JSON.stringify(answer)).not.toContain('ECONNREFUSED');
    expect(answer.details['redis']).toEqual({ status: 'degraded', message: expect.stringMatching(/^Redis unreachable/) });
    await health.ready();
    const logged = warn.mock.calls.map(([message]) => String(message)).filter((message) => message.includes(driverMessage));
    expect(logged).toHaveLength(1);
    warn.mockRestore();
  });

  it('says the database is unreachable without its driver message', async () => {
    const warn = jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
    const health = await controller(
      async () => {
        throw new Error("Access denied for user 'root'@'10.0.0.7' (using password: YES)");
      },
      async () => 'PONG',
    );
    const failure = await health.ready().then(
      () => undefined,
      (error: { getResponse(): unknown }) => error.getResponse(),
    );
    expect(JSON.stringify(failure)).toContain('The database is unreachable');
    expect(JSON.stringify(failure)).not.toMatch(/Access denied|10\.0\.0\.7/);
    warn.mockRestore();
  });
});
