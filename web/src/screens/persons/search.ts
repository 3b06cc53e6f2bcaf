import { PAGE_SIZES } from '../../components/page-sizes';

/**
 * The persons list's search, filters and sort in the address (/admin/persons?q=peeters&city=gent),
 * so a view can be bookmarked and shared. Only what the screen understands is kept.
 */
export const PERSON_SORTS = ['name', '-name', 'updatedAt', '-updatedAt'] as const;
export type PersonSort = (typeof PERSON_SORTS)[number];

export interface PersonsSearch {
  /** Part of the name, email address or a phone number. */
  readonly q?: string;
  /** Part of the city, or the start of the postcode. */
  readonly city?: string;
  readonly sort?: PersonSort;
  readonly cursor?: string;
  readonly limit?: number;
}

const text = (value: unknown, max: number): string | undefined => (typeof value === 'string' && value.trim() !== '' ? value.trim().slice(0, max) : undefined);

export function parsePersonsSearch(search: Record<string, unknown>): PersonsSearch {
  const limit = Number(search['limit']);
  const out: { -readonly [K in keyof PersonsSearch]: PersonsSearch[K] } = {
    q: text(search['q'], 100),
    city: text(search['city'], 100),
    sort: (PERSON_SORTS as readonly unknown[]).includes(search['sort']) ? (search['sort'] as PersonSort) : undefined,
    cursor: text(search['cursor'], 1000),
    limit: (PAGE_SIZES as readonly number[]).includes(limit) ? limit : undefined,
  };
  for (const key of Object.keys(out) as (keyof PersonsSearch)[]) if (out[key] === undefined) delete out[key];
  return out;
}
