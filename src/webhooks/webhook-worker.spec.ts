import { describe, expect, it, jest } from '@jest/globals';
import { Logger } from '@nestjs/common';
import { Registry } from 'prom-client';
import { observerFor, QueueOutageLog } from './webhook-worker.js';
import type { WebhookSubscription } from './webhooks.entities.js';

describe('QueueOutageLog', () => {
  it('logs the first error of an outage, counts every error in the metrics, and logs again only after a recovery', async () => {
    const logger = new Logger('Webhooks');
    const warn = jest.spyOn(logger, 'warn').mockImplementation(() => undefined);
    const registry = new Registry();
    const log = new QueueOutageLog(logger, registry);
    for (let i = 0; i < 30; i += 1) log.error(i % 3 === 0 ? 'webhook-queue' : 'webhook-worker', new Error('connect ECONNREFUSED 127.0.0.1:6379'));
    expect(warn.mock.calls).toEqual([['Webhook queue: Redis unreachable (connect ECONNREFUSED 127.0.0.1:6379); due deliveries wait in the database until it is back.']]);
    const text = await registry.metrics();
    expect(text).toContain('listing_redis_errors_total{client="webhook-queue"} 10');
    expect(text).toContain('listing_redis_errors_total{client="webhook-worker"} 20');
    log.recovered();
    log.error('webhook-worker', new Error('Connection is closed.'));
    expect(warn).toHaveBeenCalledTimes(2);
  });
});

describe('the webhook worker\'s observer', () => {
  it('warns of a refused delivery once per subscription and cause, naming the service\'s setting', () => {
    const logger = new Logger('Webhooks');
    const warn = jest.spyOn(logger, 'warn').mockImplementation(() => undefined);
    const observer = observerFor(new Registry(), logger);
    const subscription = { id: 7, agencyId: 2, url: 'http://127.0.0.1:9/hook' } as WebhookSubscription;
    const cause = 'Refused target 127.0.0.1: it resolves to the internal address 127.0.0.1 (set WEBHOOK_ALLOW_PRIVATE=true to allow).';
    for (let i = 0; i < 5; i += 1) observer.refused(subscription, cause);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]![0])).toBe(
      `Webhook subscription 7 of agency 2 (http://127.0.0.1:9/hook): delivery refused, nothing sent: ${cause} WEBHOOK_ALLOW_PRIVATE is a setting of the service (this process), not of the CLI that added the subscription; retried on the schedule.`,
    );
    observer.refused(subscription, 'Refused target 10.0.0.8: it resolves to the internal address 10.0.0.8 (set WEBHOOK_ALLOW_PRIVATE=true to allow).');
    observer.refused({ ...subscription, id: 8 } as WebhookSubscription, cause);
    expect(warn).toHaveBeenCalledTimes(3);
  });
});
