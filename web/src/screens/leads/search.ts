/**
 * The inbox's filters in the address (/admin/leads?show=handled&assigned=me), so a view can be
 * bookmarked. Without `show` the inbox shows the new leads: what still needs someone.
 */
export const SHOWN = ['new', 'handled', 'all'] as const;
export type Shown = (typeof SHOWN)[number];

export interface LeadsSearch {
  readonly show?: Shown;
  /** `me`, `none` or a staff user's id. */
  readonly assigned?: string;
  readonly cursor?: string;
}

export function parseLeadsSearch(search: Record<string, unknown>): LeadsSearch {
  const show = search['show'];
  const assigned = typeof search['assigned'] === 'string' || typeof search['assigned'] === 'number' ? String(search['assigned']) : '';
  const cursor = typeof search['cursor'] === 'string' ? search['cursor'].slice(0, 1000) : '';
  return {
    ...((SHOWN as readonly unknown[]).includes(show) && show !== 'new' ? { show: show as Shown } : {}),
    ...(/^(me|none|[1-9]\d{0,9})$/.test(assigned) ? { assigned } : {}),
    ...(cursor ? { cursor } : {}),
  };
}
