/** The audit screen's filters, in the address (/admin/audit?resource=properties&actorKind=staff). */
export interface AuditSearch {
  readonly resource?: string;
  readonly resourceId?: string;
  readonly actorKind?: 'staff' | 'api-key' | 'cli' | 'partner' | 'system';
  /** Days, YYYY-MM-DD (from the start of `from` to the end of `to`). */
  readonly from?: string;
  readonly to?: string;
  readonly cursor?: string;
}

export const ACTOR_KINDS = ['staff', 'api-key', 'cli', 'partner', 'system'] as const;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

export function parseAuditSearch(search: Record<string, unknown>): AuditSearch {
  const text = (key: string, pattern: RegExp) => (typeof search[key] === 'string' && pattern.test(search[key]) ? search[key] : undefined);
  const kind = search['actorKind'];
  const out = {
    resource: text('resource', /^[a-z-]{1,40}$/),
    resourceId: text('resourceId', /^[A-Za-z0-9_-]{1,40}$/),
    actorKind: (ACTOR_KINDS as readonly unknown[]).includes(kind) ? (kind as AuditSearch['actorKind']) : undefined,
    from: text('from', DAY),
    to: text('to', DAY),
    cursor: typeof search['cursor'] === 'string' ? search['cursor'] : undefined,
  };
  return Object.fromEntries(Object.entries(out).filter(([, v]) => v !== undefined)) as AuditSearch;
}
