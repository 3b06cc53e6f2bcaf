import { describe, expect, it } from '@jest/globals';
import { deliveredEventOf } from './agency-webhooks.js';
import { payloadOf } from './webhook-dispatcher.js';

describe('the event a webhook delivery names', () => {
  it('is read back from the body the dispatcher fixed, with its reasons split', () => {
    const payload = payloadOf({ sequence: '41', agency_id: 1, resource: 'Project', record_key: 7, kind: 'Changed', reason: 'Record,Unit', id: 99 }, new Date('2026-11-29T03:00:00Z'));
    expect(deliveredEventOf(payload)).toEqual({ type: 'project.changed', resource: 'Project', key: 7, kind: 'Changed', reasons: ['Record', 'Unit'] });
  });

  it('names no reasons when the body has none, and no event for a body the service does not write', () => {
    const payload = payloadOf({ sequence: 3, agency_id: 1, resource: 'Property', record_key: 12, kind: 'Deleted', reason: '', id: 4 }, new Date(0));
    expect(deliveredEventOf(payload)).toEqual({ type: 'property.deleted', resource: 'Property', key: 12, kind: 'Deleted', reasons: [] });
    expect(deliveredEventOf('not json')).toBeNull();
    expect(deliveredEventOf('{"type":"property.changed"}')).toBeNull();
    expect(deliveredEventOf('[1]')).toBeNull();
  });
});
