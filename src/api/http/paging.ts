import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import type { KeysetPage, KeysetRequest, KeysetSortKey } from '../../common/keyset.js';
import { Problem } from './problem.js';

/** Rows per page when `limit` is not given, and at most. */
export const DEFAULT_LIMIT = 50;
export const MAX_LIMIT = 200;

/** The paging parameters every list takes; a list's query DTO extends it with its filters. */
export class ListQuery {
  @ApiPropertyOptional({ minimum: 1, maximum: MAX_LIMIT, default: DEFAULT_LIMIT, description: 'Items per page.' })
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(MAX_LIMIT)
  limit?: number;

  @ApiPropertyOptional({ description: 'The `nextCursor` of the previous page (opaque; valid with the same sort and filters).' })
  @IsOptional()
  @IsString()
  @MaxLength(1000)
  cursor?: string;

  @ApiPropertyOptional({ description: 'Comma list of sortable fields, each optionally prefixed by `-` for descending, e.g. `-price,id`. The order always ends on `id`.' })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  sort?: string;
}

/** A list answer: `{ items, nextCursor, total }`. */
export interface ListAnswer<T> {
  readonly items: T[];
  readonly nextCursor: string | null;
  readonly total: number;
}

/** What a list can be sorted by: API field names, the default order, the unique last key. */
export interface SortableFields {
  readonly fields: readonly string[];
  readonly defaultOrder: readonly KeysetSortKey[];
  /** A unique field every order ends on (`id`), in the direction of the last key given. */
  readonly tieBreaker: string;
}

interface CursorContent {
  /** The sort the cursor was made for. */
  readonly s: string;
  /** The last row's sort values. */
  readonly a: (string | number | null)[];
}

function sortText(sort: readonly KeysetSortKey[]): string {
  return sort.map((key) => (key.direction === 'DESC' ? `-${key.field}` : key.field)).join(',');
}

/** Reads `sort` (unknown or repeated fields are a 400 naming the sortable ones). */
export function parseSort(text: string | undefined, sortable: SortableFields): KeysetSortKey[] {
  if (text === undefined || text.trim() === '') return [...sortable.defaultOrder];
  const keys: KeysetSortKey[] = [];
  for (const item of text.split(',').map((part) => part.trim())) {
    const field = item.startsWith('-') || item.startsWith('+') ? item.slice(1) : item;
    if (!sortable.fields.includes(field) || keys.some((key) => key.field === field)) {
      const why = keys.some((key) => key.field === field) ? `"${field}" is given twice` : `"${item.slice(0, 40)}" is not sortable`;
      throw new Problem('validation', `${why}; sort by ${sortable.fields.join(', ')}.`, [{ field: '/query/sort', code: 'enum', message: `${why}; sortable: ${sortable.fields.join(', ')}` }]);
    }
    keys.push({ field, direction: item.startsWith('-') ? 'DESC' : 'ASC' });
  }
  if (!keys.some((key) => key.field === sortable.tieBreaker)) keys.push({ field: sortable.tieBreaker, direction: keys[keys.length - 1]!.direction });
  return keys;
}

/** The keyset request of a list query: limit (default 50), sort, and the cursor's position (refused when it is not one of this sort). */
export function keysetRequest(query: ListQuery, sortable: SortableFields): KeysetRequest {
  const sort = parseSort(query.sort, sortable);
  let after: (string | number | null)[] | null = null;
  if (query.cursor !== undefined && query.cursor !== '') {
    let content: CursorContent | null;
    try {
      content = JSON.parse(Buffer.from(query.cursor, 'base64url').toString('utf8')) as CursorContent;
    } catch {
      content = null;
    }
    const valid =
      content !== null && typeof content === 'object' && content.s === sortText(sort) && Array.isArray(content.a) && content.a.length === sort.length && content.a.every((value) => value === null || typeof value === 'string' || typeof value === 'number');
    if (!valid) throw new Problem('validation', 'The cursor is not a nextCursor of this list with this sort.', [{ field: '/query/cursor', code: 'format', message: 'not a cursor of this list and sort' }]);
    after = content!.a;
  }
  return { limit: query.limit ?? DEFAULT_LIMIT, sort, after };
}

/** The answer of a list: its items (mapped to the API's shape) and the cursor of the next page. */
export function listAnswer<R, T>(page: KeysetPage<R>, request: KeysetRequest, map: (record: R) => T): ListAnswer<T> {
  const nextCursor = page.next === null ? null : Buffer.from(JSON.stringify({ s: sortText(request.sort), a: page.next } satisfies CursorContent)).toString('base64url');
  return { items: page.items.map(map), nextCursor, total: page.total };
}

/** Documents a list answer of `item` in the OpenAPI document: a class named `<Name>List`. */
export function listDocument<T>(item: new () => T, name: string): new () => ListAnswer<T> {
  class ListDocument {
    @ApiProperty({ type: [item] })
    items!: T[];

    @ApiProperty({ type: String, nullable: true, description: 'Pass as `cursor` for the next page; null on the last page.' })
    nextCursor!: string | null;

    @ApiProperty({ description: 'How many items match the filters, over all pages.' })
    total!: number;
  }
  Object.defineProperty(ListDocument, 'name', { value: name });
  return ListDocument;
}
