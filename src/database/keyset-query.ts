import type { ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import { InvalidFieldsError } from '../common/errors.js';
import { keysetCondition, type KeysetPage, type KeysetRequest, type KeysetSortKey } from '../common/keyset.js';

/** A field a list may be sorted on: the attribute of the query's alias and how its cursor value is kept. */
export interface KeysetField<T> {
  readonly column: string;
  readonly kind: 'number' | 'string' | 'date';
  readonly of: (row: T) => unknown;
}

export type KeysetFields<T> = Readonly<Record<string, KeysetField<T>>>;

/** The order asked for, ending on `id` (added ascending when absent); unknown fields are refused. */
export function keysetOrder<T>(fields: KeysetFields<T>, sort: readonly KeysetSortKey[]): KeysetSortKey[] {
  const unknown = sort.filter((key) => !(key.field in fields));
  if (unknown.length > 0) {
    throw new InvalidFieldsError(
      unknown.map((key) => ({ field: 'sort', code: 'enum', message: `"${key.field}" is not a sort field; use ${Object.keys(fields).join(', ')}.` })),
    );
  }
  return sort.some((key) => key.field === 'id') ? [...sort] : [...sort, { field: 'id', direction: sort.at(-1)?.direction ?? 'ASC' }];
}

function cursorValue(kind: KeysetField<unknown>['kind'], value: unknown): string | number | null {
  if (value === null || value === undefined) return null;
  if (kind === 'date') return (value instanceof Date ? value : new Date(String(value))).toISOString();
  return kind === 'number' ? Number(value) : String(value);
}

function boundValue(kind: KeysetField<unknown>['kind'], value: string | number | null): unknown {
  if (value === null) return null;
  if (kind === 'date') {
    const date = new Date(String(value));
    if (Number.isNaN(date.getTime())) throw new InvalidFieldsError([{ field: 'cursor', code: 'format', message: 'is not a cursor of this list.' }]);
    return date;
  }
  if (kind === 'number' && typeof value !== 'number') throw new InvalidFieldsError([{ field: 'cursor', code: 'format', message: 'is not a cursor of this list.' }]);
  return value;
}

/**
 * One keyset page of a filtered query over `alias`: the rows after the cursor in the asked order
 * (ending on id, so the order is total and stable while others write), the cursor of the next
 * page, and how many rows match the filters.
 */
export async function keysetPage<T extends ObjectLiteral, R>(
  query: SelectQueryBuilder<T>,
  fields: KeysetFields<T>,
  request: KeysetRequest,
  toItems: (rows: T[]) => R[] | Promise<R[]>,
): Promise<KeysetPage<R>> {
  const order = keysetOrder(fields, request.sort);
  const total = await query.clone().getCount();
  if (request.after !== null) {
    if (request.after.length !== order.length) throw new InvalidFieldsError([{ field: 'cursor', code: 'format', message: 'is not a cursor of this list and order.' }]);
    const columns = order.map((key, index) => {
      const field = fields[key.field] as KeysetField<T>;
      return { column: field.column, direction: key.direction, value: boundValue(field.kind, request.after?.[index] ?? null) };
    });
    const { sql, parameters } = keysetCondition(columns);
    query.andWhere(sql, parameters);
  }
  order.forEach((key, index) => {
    const column = (fields[key.field] as KeysetField<T>).column;
    if (index === 0) query.orderBy(column, key.direction);
    else query.addOrderBy(column, key.direction);
  });
  const rows = await query.take(request.limit + 1).getMany();
  const more = rows.length > request.limit;
  const page = more ? rows.slice(0, request.limit) : rows;
  const last = page.at(-1);
  const next = more && last ? order.map((key) => cursorValue((fields[key.field] as KeysetField<T>).kind, (fields[key.field] as KeysetField<T>).of(last))) : null;
  return { items: await toItems(page), next, total };
}

/** The sort fields every list has: its id. */
export function idField<T extends { id: number }>(alias: string): KeysetFields<T> {
  return { id: { column: `${alias}.id`, kind: 'number', of: (row) => row.id } };
}
