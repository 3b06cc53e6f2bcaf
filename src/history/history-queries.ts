import type { SelectQueryBuilder } from 'typeorm';
import type { HistoryKind } from '../common/codes.js';
import type { SortSpec } from '../common/sort-fields.js';
import { dateBound } from '../persons/clock-time.js';
import { Property } from '../properties/properties.entities.js';
import type { History } from './history.entities.js';

/** Filters shared by the history lists and summaries; every one optional. Date bounds are inclusive. */
export interface HistoryFilter {
  readonly propertyId?: number | null;
  readonly personId?: number | null;
  /** Records of any of these persons (with personId: of that one or these). */
  readonly personIds?: readonly number[] | null;
  /** Records of this construction project; with includeUnits also those of the project's units (properties). */
  readonly projectId?: number | null;
  readonly includeUnits?: boolean | null;
  readonly typeIds?: readonly number[] | null;
  /** Null or 0001-01-01 is an open bound. */
  readonly from?: Date | null;
  readonly to?: Date | null;
  readonly done?: boolean | null;
  /** Language of TypeName (1–6); null or 0 is Dutch. */
  readonly languageId?: number | null;
}

export type HistorySortColumn = 'id' | 'date' | 'typeId' | 'propertyId' | 'projectId' | 'personId' | 'subject' | 'startDate' | 'endDate' | 'done';

/** What the history lists sort by (SortFields); default newest first. */
export const HISTORY_SORT: SortSpec<HistorySortColumn> = {
  fields: {
    ID: 'id',
    Date: 'date',
    TypeID: 'typeId',
    PropertyID: 'propertyId',
    ProjectID: 'projectId',
    PersonID: 'personId',
    Subject: 'subject',
    StartDate: 'startDate',
    EndDate: 'endDate',
    Done: 'done',
  },
  defaultOrder: [
    { column: 'date', direction: 'DESC' },
    { column: 'id', direction: 'DESC' },
  ],
  tieBreaker: 'id',
};

/** The families the v1.2 history lists and summaries read; website visits have their own statistics. */
export const LISTED_KINDS = ['automatic', 'calendar', 'task', 'media-online', 'appearance'] as const satisfies readonly HistoryKind[];
export type ListedKind = (typeof LISTED_KINDS)[number];

export function isListedKind(kind: string): kind is ListedKind {
  return (LISTED_KINDS as readonly string[]).includes(kind);
}

/** Adds the filter to a history query aliased `h`; `dateColumn` is the SQL expression the date bounds apply to. */
export function applyHistoryFilter(query: SelectQueryBuilder<History>, filter: HistoryFilter, dateColumn = 'h.date'): SelectQueryBuilder<History> {
  if (filter.propertyId) query.andWhere('h.propertyId = :propertyId', { propertyId: filter.propertyId });
  const personIds = [...new Set([...(filter.personId ? [filter.personId] : []), ...(filter.personIds ?? [])])];
  if (personIds.length > 0) query.andWhere('h.personId IN (:...personIds)', { personIds });
  if (filter.projectId) {
    if (filter.includeUnits) {
      const units = query.subQuery().select('u.id').from(Property, 'u').where('u.agencyId = :tenantAgencyId').andWhere('u.projectId = :projectId');
      query.andWhere(`(h.projectId = :projectId OR h.propertyId IN ${units.getQuery()})`, { projectId: filter.projectId });
    } else {
      query.andWhere('h.projectId = :projectId', { projectId: filter.projectId });
    }
  }
  if (filter.typeIds && filter.typeIds.length > 0) query.andWhere('h.typeId IN (:...typeIds)', { typeIds: [...filter.typeIds] });
  const from = dateBound(filter.from, 'DateFrom');
  const to = dateBound(filter.to, 'DateTo');
  if (from) query.andWhere(`${dateColumn} >= :from`, { from });
  if (to) query.andWhere(`${dateColumn} <= :to`, { to });
  if (filter.done !== null && filter.done !== undefined) query.andWhere('h.done = :done', { done: filter.done });
  return query;
}

/**
 * A date from a raw (aggregate) SQL result: SQLite gives TypeORM's UTC text
 * ("2026-01-02 10:00:00.000" or "2026-01-02"), MySQL/MariaDB a Date.
 */
export function rawDate(value: unknown): Date | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value;
  const text = String(value);
  const iso = text.length === 10 ? `${text}T00:00:00Z` : `${text.replace(' ', 'T')}Z`;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** A count from a raw SQL result (MySQL gives strings or bigints for COUNT). */
export function rawCount(value: unknown): number {
  const count = Number(value ?? 0);
  return Number.isFinite(count) ? count : 0;
}
