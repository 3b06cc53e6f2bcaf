import { describe, expect, it } from '@jest/globals';
import { Webhook } from 'standardwebhooks';
import { checkWebhookUrl, isInternalAddress } from './outbound-guard.js';
import { newSecret, signatureHeader, verifies } from './webhook-signing.js';
import { filterTakes, parseEventFilter } from './webhook-events.js';
import { retryAfterMs } from './webhook-sender.js';

describe('webhook signing (Standard Webhooks 1.0)', () => {
  const body = '{"type":"property.changed","timestamp":"2026-11-25T00:00:00.000Z","data":{"sequence":7}}';

  it('is verified by the standardwebhooks package, with either secret during a rotation', () => {
    const [current, previous] = [newSecret(), newSecret()];
    const timestamp = Math.floor(Date.now() / 1000);
    const headers = { 'webhook-id': 'msg_1', 'webhook-timestamp': String(timestamp), 'webhook-signature': signatureHeader([current, previous], 'msg_1', timestamp, body) };
    expect(new Webhook(current).verify(body, headers)).toEqual(JSON.parse(body));
    expect(new Webhook(previous).verify(body, headers)).toEqual(JSON.parse(body));
    expect(() => new Webhook(newSecret()).verify(body, headers)).toThrow();
    expect(() => new Webhook(current).verify(body.replace('7', '8'), headers)).toThrow();
    expect(verifies(current, 'msg_1', timestamp, body, headers['webhook-signature'])).toBe(true);
  });
});

describe('outbound guard', () => {
  it('refuses private, loopback, link-local and mapped addresses; allows public ones', () => {
    for (const address of ['127.0.0.1', '10.1.2.3', '172.16.0.1', '192.168.1.1', '169.254.169.254', '::1', 'fe80::1', 'fd00::1', '::ffff:127.0.0.1', '0.0.0.0', '::127.0.0.1', '::7f00:1', '::ffff:0:7f00:1', '::ffff:0:127.0.0.1', '64:ff9b::7f00:1', '64:ff9b:1::1', '2002:7f00:1::', '2001:0:4136:e378::1', 'fe80::1%eth0']) {
      expect([address, isInternalAddress(address)]).toEqual([address, true]);
    }
    for (const address of ['93.184.216.34', '2606:4700::1111', '8.8.8.8', '64:ff9b::808:808', '::ffff:8.8.8.8', '2002:808:808::1']) expect([address, isInternalAddress(address)]).toEqual([address, false]);
  });

  it('checks subscription URLs', () => {
    expect(() => checkWebhookUrl('http://127.0.0.1:8080/hook', false)).toThrow('Refused target');
    expect(() => checkWebhookUrl('http://localhost/hook', false)).toThrow('Refused target');
    expect(() => checkWebhookUrl('ftp://example.com/', false)).toThrow('http');
    expect(() => checkWebhookUrl('https://user:pw@example.com/', false)).toThrow('password');
    expect(checkWebhookUrl('http://127.0.0.1:8080/hook', true).port).toBe('8080');
  });
});

describe('event filters and Retry-After', () => {
  it('parses and applies filters', () => {
    expect(parseEventFilter('')).toBeNull();
    expect(parseEventFilter('Property.*, project.deleted')).toBe('property.*,project.deleted');
    expect(() => parseEventFilter('agent.created')).toThrow('Unknown event type');
    expect(filterTakes('property.*,project.deleted', 'property.withdrawn')).toBe(true);
    expect(filterTakes('property.*,project.deleted', 'project.changed')).toBe(false);
    expect(filterTakes(null, 'project.changed')).toBe(true);
  });

  it('reads Retry-After as seconds or a date', () => {
    expect(retryAfterMs('3')).toBe(3000);
    expect(retryAfterMs(new Date(10_000).toUTCString(), 4000)).toBe(6000);
    expect(retryAfterMs('soon')).toBeNull();
  });
});
