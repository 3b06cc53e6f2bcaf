import { PAGE_SIZES } from '../../components/page-sizes';

/**
 * The listings screen's filters, kept in the address (/admin/listings?status=1&goal=0&q=…) so a
 * view can be bookmarked and shared. Only what the screen understands is kept; the rest is dropped.
 */
export interface ListingsSearch {
  readonly q?: string;
  /** Status codes (domain: 0 prospective … 6 reference). */
  readonly status?: readonly number[];
  readonly goal?: number;
  /** A property type's code (GET /api/v1/reference/property-types). */
  readonly type?: number;
  /** A staff user responsible for the listing. */
  readonly agent?: number;
  /** A city's code (GET /api/v1/reference/cities: the cities of the agency's listings). */
  readonly city?: number;
  /** Postcode. */
  readonly zip?: string;
  readonly priceMin?: number;
  readonly priceMax?: number;
  /** The API's sort expression, such as `-price,id`. */
  readonly sort?: string;
  /** The page: the API's opaque cursor. */
  readonly cursor?: string;
  /** How many rows a page shows. */
  readonly limit?: number;
}

const text = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() !== '' ? value.trim().slice(0, 200) : undefined);
function integer(value: unknown): number | undefined {
  const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
  return Number.isSafeInteger(n) && n >= 0 ? n : undefined;
}
function positive(value: unknown): number | undefined {
  const n = integer(value);
  return n !== undefined && n > 0 ? n : undefined;
}
function integers(value: unknown): number[] | undefined {
  const parts = Array.isArray(value) ? value : typeof value === 'string' || typeof value === 'number' ? String(value).split(',') : [];
  const list = parts.map(integer).filter((n): n is number => n !== undefined);
  return list.length > 0 ? [...new Set(list)].sort((a, b) => a - b) : undefined;
}

export function parseListingsSearch(search: Record<string, unknown>): ListingsSearch {
  const limit = integer(search['limit']);
  const out: { -readonly [K in keyof ListingsSearch]: ListingsSearch[K] } = {
    q: text(search['q']),
    status: integers(search['status']),
    goal: integer(search['goal']),
    type: positive(search['type']),
    agent: positive(search['agent']),
    city: positive(search['city']),
    zip: text(search['zip']),
    priceMin: integer(search['priceMin']),
    priceMax: integer(search['priceMax']),
    sort: typeof search['sort'] === 'string' && /^-?[A-Za-z]+(,-?[A-Za-z]+)*$/.test(search['sort']) ? search['sort'] : undefined,
    cursor: text(search['cursor']),
    limit: limit !== undefined && (PAGE_SIZES as readonly number[]).includes(limit) ? limit : undefined,
  };
  for (const key of Object.keys(out) as (keyof ListingsSearch)[]) if (out[key] === undefined) delete out[key];
  return out;
}
