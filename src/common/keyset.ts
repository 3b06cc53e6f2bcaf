/**
 * Keyset paging for the agency API's lists: a page is asked for after the sort values of the
 * last row served (never an offset), so it stays stable while others write and costs the same
 * deep into a million rows. Domain list methods take a KeysetRequest and answer a KeysetPage.
 */
export type SortDirection = 'ASC' | 'DESC';

export interface KeysetSortKey {
  /** The field name the caller uses (`price`, `id`). */
  readonly field: string;
  readonly direction: SortDirection;
}

export interface KeysetRequest {
  /** Rows per page (1–200). */
  readonly limit: number;
  /** The order, ending on a unique field. */
  readonly sort: readonly KeysetSortKey[];
  /** The sort values of the last row of the previous page, one per sort key; null for the first page. */
  readonly after: readonly (string | number | null)[] | null;
}

export interface KeysetPage<T> {
  readonly items: T[];
  /** The sort values of the last item when more rows follow, else null. */
  readonly next: (string | number | null)[] | null;
  /** How many rows match the filters, whatever the page. */
  readonly total: number;
}

/** One sort key as SQL: the column expression, its direction and the value it continues after. */
export interface KeysetColumn {
  readonly column: string;
  readonly direction: SortDirection;
  readonly value: unknown;
}

/**
 * The condition "after this row" for an ORDER BY over `columns` (NULL sorts first ascending and
 * last descending, as both engines do): (a > :a) OR (a = :a AND b > :b) … with named parameters
 * `${prefix}0`, `${prefix}1`…
 */
export function keysetCondition(columns: readonly KeysetColumn[], prefix = 'keyset'): { sql: string; parameters: Record<string, unknown> } {
  const parameters: Record<string, unknown> = {};
  const branches: string[] = [];
  const equal: string[] = [];
  columns.forEach(({ column, direction, value }, index) => {
    const name = `${prefix}${index}`;
    if (value !== null) parameters[name] = value;
    let beyond: string;
    if (value === null) beyond = direction === 'ASC' ? `${column} IS NOT NULL` : '1 = 0';
    else beyond = direction === 'ASC' ? `${column} > :${name}` : `(${column} < :${name} OR ${column} IS NULL)`;
    branches.push(equal.length === 0 ? beyond : `(${equal.join(' AND ')} AND ${beyond})`);
    equal.push(value === null ? `${column} IS NULL` : `${column} = :${name}`);
  });
  return { sql: `(${branches.join(' OR ')})`, parameters };
}
