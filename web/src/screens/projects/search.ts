import { PAGE_SIZES } from '../../components/page-sizes';

/** A project's status (domain: 0 in preparation, 1 for sale, 2 under construction, 3 delivered, 4 sold out). */
export const PROJECT_STATUSES = [0, 1, 2, 3, 4] as const;

/** The projects list's filters in the address (/admin/projects?status=1,2&published=yes), so a view can be bookmarked. */
export interface ProjectsSearch {
  readonly q?: string;
  readonly status?: readonly number[];
  readonly published?: 'yes' | 'no';
  readonly cursor?: string;
  readonly limit?: number;
}

const text = (value: unknown, max: number): string | undefined => (typeof value === 'string' && value.trim() !== '' ? value.trim().slice(0, max) : undefined);

function statuses(value: unknown): number[] | undefined {
  const parts = Array.isArray(value) ? value : typeof value === 'string' || typeof value === 'number' ? String(value).split(',') : [];
  const codes = [...new Set(parts.map(Number).filter((code) => (PROJECT_STATUSES as readonly number[]).includes(code)))].sort();
  return codes.length ? codes : undefined;
}

export function parseProjectsSearch(search: Record<string, unknown>): ProjectsSearch {
  const limit = Number(search['limit']);
  const out: { -readonly [K in keyof ProjectsSearch]: ProjectsSearch[K] } = {
    q: text(search['q'], 100),
    status: statuses(search['status']),
    published: search['published'] === 'yes' || search['published'] === 'no' ? search['published'] : undefined,
    cursor: text(search['cursor'], 1000),
    limit: (PAGE_SIZES as readonly number[]).includes(limit) ? limit : undefined,
  };
  for (const key of Object.keys(out) as (keyof ProjectsSearch)[]) if (out[key] === undefined) delete out[key];
  return out;
}
