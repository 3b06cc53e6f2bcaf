/** The event types a subscription can ask for: `<resource>.<kind>` in lower case, e.g. `property.withdrawn`. */
export const EVENT_RESOURCES = ['property', 'project'] as const;
export const EVENT_KINDS = ['created', 'changed', 'published', 'withdrawn', 'deleted'] as const;

export function eventType(resource: string, kind: string): string {
  return `${resource.toLowerCase()}.${kind.toLowerCase()}`;
}

/** Checks and normalises an --events list: exact types, `property.*`, `*.deleted` or `*`. */
export function parseEventFilter(raw: string | null): string | null {
  if (raw === null || raw.trim() === '' || raw.trim() === '*') return null;
  const patterns = raw.split(',').map((part) => part.trim().toLowerCase()).filter((part) => part !== '');
  for (const pattern of patterns) {
    const [resource, kind, extra] = pattern.split('.');
    const resourceOk = resource === '*' || (EVENT_RESOURCES as readonly string[]).includes(resource ?? '');
    const kindOk = kind === '*' || (EVENT_KINDS as readonly string[]).includes(kind ?? '');
    if (extra !== undefined || !resourceOk || !kindOk) {
      throw new Error(`Unknown event type "${pattern}": use <resource>.<kind> with resource ${EVENT_RESOURCES.join('|')}|* and kind ${EVENT_KINDS.join('|')}|*.`);
    }
  }
  return patterns.join(',');
}

/** Whether a subscription's filter (null = everything) takes an event type. */
export function filterTakes(filter: string | null, type: string): boolean {
  if (filter === null) return true;
  const [resource, kind] = type.split('.');
  return filter.split(',').some((pattern) => {
    const [r, k] = pattern.split('.');
    return (r === '*' || r === resource) && (k === '*' || k === kind);
  });
}
