import type { ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import { pageFrom, rowWindow, type PageRequest } from '../common/paging.js';
import type { Page } from '../common/record.js';
import type { SortKey } from '../common/sort-fields.js';

/**
 * One page of a filtered query: counts the matching rows, orders them by the sort keys
 * (attributes of `alias`) and reads only the rows of the page, mapped to records.
 */
export async function pageOfQuery<T extends ObjectLiteral, R>(
  query: SelectQueryBuilder<T>,
  alias: string,
  keys: readonly SortKey[],
  page: PageRequest,
  toRecords: (rows: T[]) => R[] | Promise<R[]>,
): Promise<Page<R>> {
  const window = rowWindow(page);
  const total = await query.clone().getCount();
  for (const key of keys) query.addOrderBy(`${alias}.${key.column}`, key.direction);
  const rows = window.rows === 0 || window.offset >= total ? [] : await query.skip(window.offset).take(window.rows).getMany();
  return pageFrom(window, total, await toRecords(rows));
}
