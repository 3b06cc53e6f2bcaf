import { InvalidInputError } from './errors.js';

export type SortDirection = 'ASC' | 'DESC';

export interface SortKey<C extends string = string> {
  /** The entity attribute (or record field) to sort on. */
  readonly column: C;
  readonly direction: SortDirection;
}

/** What a list can be sorted by: wire field name → column, the default order and the unique tie-breaker column. */
export interface SortSpec<C extends string> {
  readonly fields: Readonly<Record<string, C>>;
  readonly defaultOrder: readonly SortKey<C>[];
  readonly tieBreaker: C;
}

/**
 * Reads a sort request (SORTORDER, SortFields): a comma list of field names, each optionally
 * followed by ASC or DESC (e.g. `Price DESC,CreatedDate`), as text or as a list of items. Names
 * and directions match without regard to case; a field without a direction sorts ascending.
 * Empty means the spec's default order. Rows tied on every given field are ordered by the
 * tie-breaker in the direction of the last field, so paging is stable. Unknown fields, bad
 * directions and repeats throw InvalidInputError naming `field`.
 */
export function parseSortFields<C extends string>(text: string | readonly string[] | null | undefined, spec: SortSpec<C>, field: string): SortKey<C>[] {
  const items = (typeof text === 'string' ? [text] : (text ?? []))
    .flatMap((part) => part.split(','))
    .map((item) => item.trim())
    .filter((item) => item !== '');
  if (items.length === 0) return [...spec.defaultOrder];
  const byLowerName = new Map(Object.entries(spec.fields).map(([name, column]) => [name.toLowerCase(), column]));
  const keys: SortKey<C>[] = [];
  for (const item of items) {
    const match = /^(\S+)(?:\s+(asc|desc))?$/i.exec(item);
    const column = match ? byLowerName.get(match[1]!.toLowerCase()) : undefined;
    if (!match || !column) {
      throw new InvalidInputError(
        field,
        `"${item.slice(0, 40)}" is not a sort field; use ${Object.keys(spec.fields).join(', ')}, each optionally followed by ASC or DESC.`,
      );
    }
    if (keys.some((key) => key.column === column)) throw new InvalidInputError(field, `${match[1]} is given more than once.`);
    keys.push({ column, direction: (match[2]?.toUpperCase() as SortDirection | undefined) ?? 'ASC' });
  }
  if (!keys.some((key) => key.column === spec.tieBreaker)) keys.push({ column: spec.tieBreaker, direction: keys[keys.length - 1]!.direction });
  return keys;
}

/** A comparator for sorting records in memory by sort keys (nulls first ascending, texts without regard to case). */
export function compareByKeys<T, C extends string>(keys: readonly SortKey<C>[], value: (item: T, column: C) => unknown): (a: T, b: T) => number {
  return (a, b) => {
    for (const key of keys) {
      const order = compareValues(value(a, key.column), value(b, key.column));
      if (order !== 0) return key.direction === 'ASC' ? order : -order;
    }
    return 0;
  };
}

function compareValues(a: unknown, b: unknown): number {
  if (a === b) return 0;
  if (a === null || a === undefined) return -1;
  if (b === null || b === undefined) return 1;
  if (a instanceof Date && b instanceof Date) return a.getTime() - b.getTime();
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a).localeCompare(String(b), 'en', { sensitivity: 'base' });
}
