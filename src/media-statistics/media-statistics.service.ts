import { Inject, Injectable } from '@nestjs/common';
import { Brackets, type SelectQueryBuilder } from 'typeorm';
import { InvalidInputError, NotFoundError } from '../common/errors.js';
import { requireScope } from '../common/scopes.js';
import type { Tenant } from '../common/tenant.js';
import { Project } from '../construction/construction.entities.js';
import { TenantScope } from '../database/tenant-scope.js';
import { History } from '../history/history.entities.js';
import { Property } from '../properties/properties.entities.js';
import { ALL_PORTALS, ALL_PORTALS_NAME, MEDIA, WEBSITE_MEDIUM as WEBSITE } from './media.js';
import { MediaStatistic } from './media-statistics.entities.js';
import type { MediaStatisticPointRecord, MediaStatisticSummaryRecord, MediaVisitRecord } from './media-statistics.records.js';

/** Which stored figures a statistic reads. Dates are inclusive days; null is open. */
export interface MediaStatisticFilter {
  readonly from?: Date | null;
  readonly to?: Date | null;
  /** MEDIA ids; empty = every medium. */
  readonly mediaIds?: readonly number[];
  readonly propertyIds?: readonly number[];
  readonly projectId?: number | null;
  /** With projectId: the project's units too. */
  readonly includeUnits?: boolean | null;
  /** Every portal (every medium but the agency's website) as one medium, ALL_PORTALS. */
  readonly groupPortals?: boolean | null;
}

/** GetSummaryMediaObjectStatisticsGraphList periods: 0 day, 1 week (from Monday), 2 month. */
export type Frequency = 0 | 1 | 2;

const DAY_MS = 86_400_000;

/** Views of one object (or, summed, of several) on one medium on one day. */
interface ViewRow {
  readonly day: Date;
  readonly propertyId: number | null;
  readonly projectId: number | null;
  readonly mediaId: number;
  readonly views: number;
}

function dayOf(date: Date): Date {
  return new Date(Math.floor(date.getTime() / DAY_MS) * DAY_MS);
}

function mediaName(mediaId: number): string | null {
  return mediaId === ALL_PORTALS ? ALL_PORTALS_NAME : (MEDIA[mediaId] ?? null);
}

/**
 * The media statistics of the agency's properties and projects: views per medium and day as
 * stored (the portals' reports, imported history), summed per object, per day or per period. The
 * agency website medium (1) adds to its stored figures the website visits the service recorded
 * itself (AddServiceOwnWebsiteVisit, GetProperty with UpdateVisit), counted on their UTC day, so
 * every view of a period gives the same number. Needs the listings scope, like the website visit
 * statistics.
 */
@Injectable()
export class MediaStatisticsService {
  constructor(@Inject(TenantScope) private readonly scope: TenantScope) {}

  /** GetMediaObjectStatisticsGraphList: views per day, medium and object, by date then object then medium. */
  async objectGraph(tenant: Tenant, filter: MediaStatisticFilter): Promise<MediaStatisticPointRecord[]> {
    const rows = await this.rows(tenant, filter);
    const points = new Map<string, MediaStatisticPointRecord>();
    for (const row of rows) {
      const mediaId = this.mediaOf(row.mediaId, filter);
      const key = `${row.day.getTime()}|${row.propertyId}|${row.projectId}|${mediaId}`;
      const point = points.get(key);
      if (point) points.set(key, { ...point, Views: (point.Views ?? 0) + row.views });
      else points.set(key, { Date: row.day, ObjectID: row.propertyId, ProjectID: row.projectId, MediaID: mediaId, MediaName: mediaName(mediaId), Views: row.views });
    }
    return [...points.values()].sort(
      (a, b) => (a.Date as Date).getTime() - (b.Date as Date).getTime() || (a.ObjectID ?? 0) - (b.ObjectID ?? 0) || (a.ProjectID ?? 0) - (b.ProjectID ?? 0) || (a.MediaID ?? 0) - (b.MediaID ?? 0),
    );
  }

  /**
   * GetMediaAllPropertyTypesStatisticsGraphList: views per day and medium, summed over every
   * object of the filter (summed by the database: the whole agency's figures are many rows).
   */
  async allObjectsGraph(tenant: Tenant, filter: MediaStatisticFilter): Promise<MediaStatisticPointRecord[]> {
    const sums = await (await this.query(tenant, filter))
      .select('s.day', 'day')
      .addSelect('s.mediaId', 'mediaId')
      .addSelect('SUM(s.views)', 'views')
      .groupBy('s.day')
      .addGroupBy('s.mediaId')
      .getRawMany<{ day: Date | string; mediaId: number | string; views: number | string }>();
    const stored = sums.map((sum): ViewRow => ({ day: storedDay(sum.day), propertyId: null, projectId: null, mediaId: Number(sum.mediaId), views: Number(sum.views) }));
    const points = new Map<string, MediaStatisticPointRecord>();
    for (const row of [...stored, ...(await this.recordedVisits(tenant, filter, false))]) {
      const mediaId = this.mediaOf(row.mediaId, filter);
      const key = `${row.day.getTime()}|${mediaId}`;
      const point = points.get(key);
      if (point) points.set(key, { ...point, Views: (point.Views ?? 0) + row.views });
      else points.set(key, { Date: row.day, ObjectID: null, ProjectID: null, MediaID: mediaId, MediaName: mediaName(mediaId), Views: row.views });
    }
    return [...points.values()].sort((a, b) => (a.Date as Date).getTime() - (b.Date as Date).getTime() || (a.MediaID ?? 0) - (b.MediaID ?? 0));
  }

  /** GetSummaryMediaObjectStatisticsGraphList: views per period and medium, oldest period first. */
  async summary(tenant: Tenant, filter: MediaStatisticFilter, frequency: number): Promise<MediaStatisticSummaryRecord[]> {
    if (frequency !== 0 && frequency !== 1 && frequency !== 2) throw new InvalidInputError('Frequency', `must be 0 (day), 1 (week) or 2 (month), got ${frequency}`);
    const rows = await this.rows(tenant, filter);
    const periods = new Map<string, MediaStatisticSummaryRecord>();
    for (const row of rows) {
      const [start, end] = periodOf(row.day, frequency);
      const mediaId = this.mediaOf(row.mediaId, filter);
      const key = `${start.getTime()}|${mediaId}`;
      const period = periods.get(key);
      if (period) periods.set(key, { ...period, Views: (period.Views ?? 0) + row.views });
      else periods.set(key, { StartDate: start, EndDate: end, MediaID: mediaId, MediaName: mediaName(mediaId), Views: row.views });
    }
    return [...periods.values()].sort((a, b) => (a.StartDate as Date).getTime() - (b.StartDate as Date).getTime() || (a.MediaID ?? 0) - (b.MediaID ?? 0));
  }

  /** GetManyVisitStatisticsOfProperty: all views of a property (or project) per medium, with the first and last day counted. */
  async visitsPerMedium(tenant: Tenant, filter: MediaStatisticFilter): Promise<MediaVisitRecord[]> {
    const rows = await this.rows(tenant, filter);
    const media = new Map<number, MediaVisitRecord>();
    for (const row of rows) {
      const mediaId = this.mediaOf(row.mediaId, filter);
      const visit = media.get(mediaId);
      if (!visit) {
        media.set(mediaId, { MediaID: mediaId, MediaName: mediaName(mediaId), Views: row.views, FirstDate: row.day, LastDate: row.day });
        continue;
      }
      media.set(mediaId, {
        ...visit,
        Views: (visit.Views ?? 0) + row.views,
        FirstDate: row.day < (visit.FirstDate as Date) ? row.day : visit.FirstDate,
        LastDate: row.day > (visit.LastDate as Date) ? row.day : visit.LastDate,
      });
    }
    return [...media.values()].sort((a, b) => (a.MediaID ?? 0) - (b.MediaID ?? 0));
  }

  /** A property or project that the filter names must be the agency's (NotFound otherwise). */
  async assertObjectsExist(tenant: Tenant, filter: MediaStatisticFilter): Promise<void> {
    for (const id of filter.propertyIds ?? []) {
      if (!Number.isSafeInteger(id) || !(await this.scope.findOne(tenant, Property, { id }))) throw new NotFoundError('Property', id);
    }
    if (filter.projectId && !(Number.isSafeInteger(filter.projectId) && (await this.scope.findOne(tenant, Project, { id: filter.projectId })))) {
      throw new NotFoundError('Project', filter.projectId);
    }
  }

  private mediaOf(mediaId: number, filter: MediaStatisticFilter): number {
    return filter.groupPortals && mediaId !== WEBSITE ? ALL_PORTALS : mediaId;
  }

  /** The stored figures the filter selects and the recorded website visits, per object and day. */
  private async rows(tenant: Tenant, filter: MediaStatisticFilter): Promise<ViewRow[]> {
    const stored = await (await this.query(tenant, filter)).getMany();
    return [...stored, ...(await this.recordedVisits(tenant, filter, true))];
  }

  /**
   * The website visits the service recorded (history records of kind website-visit) that the
   * filter selects, counted per UTC day (and per object with `perObject`) as views of the website
   * medium. Called after query(), which checked the scope, the dates and the objects.
   */
  private async recordedVisits(tenant: Tenant, filter: MediaStatisticFilter, perObject: boolean): Promise<ViewRow[]> {
    const mediaIds = (filter.mediaIds ?? []).filter((id) => id !== ALL_PORTALS);
    if (mediaIds.length > 0 && !mediaIds.includes(WEBSITE)) return [];
    const query = this.scope.select(tenant, History, 'h').andWhere('h.kind = :visitKind', { visitKind: 'website-visit' });
    this.whereObjects(query, filter, 'h');
    if (filter.from) query.andWhere('h.date >= :from', { from: dayOf(filter.from) });
    if (filter.to) query.andWhere('h.date < :toNextDay', { toNextDay: new Date(dayOf(filter.to).getTime() + DAY_MS) });
    query.select('DATE(h.date)', 'day').addSelect('COUNT(*)', 'views').groupBy('DATE(h.date)');
    if (perObject) query.addSelect('h.propertyId', 'propertyId').addSelect('h.projectId', 'projectId').addGroupBy('h.propertyId').addGroupBy('h.projectId');
    const counts = await query.getRawMany<{ day: Date | string; views: number | string; propertyId?: number | string | null; projectId?: number | string | null }>();
    return counts.map((count) => ({
      day: storedDay(count.day),
      propertyId: count.propertyId === null || count.propertyId === undefined ? null : Number(count.propertyId),
      projectId: count.projectId === null || count.projectId === undefined ? null : Number(count.projectId),
      mediaId: WEBSITE,
      views: Number(count.views),
    }));
  }

  /** The tenant's figures the filter selects (after checking the scope, the dates and the objects). */
  private async query(tenant: Tenant, filter: MediaStatisticFilter): Promise<SelectQueryBuilder<MediaStatistic>> {
    requireScope(tenant, 'listings');
    if (filter.from && filter.to && filter.from > filter.to) throw new InvalidInputError('EndDate', 'must not be before StartDate');
    await this.assertObjectsExist(tenant, filter);
    const query = this.scope.select(tenant, MediaStatistic, 's');
    this.whereObjects(query, filter);
    if (filter.from) query.andWhere('s.day >= :from', { from: dayOf(filter.from) });
    if (filter.to) query.andWhere('s.day <= :to', { to: dayOf(filter.to) });
    const mediaIds = (filter.mediaIds ?? []).filter((id) => id !== ALL_PORTALS);
    if (mediaIds.length > 0) query.andWhere('s.mediaId IN (:...mediaIds)', { mediaIds });
    return query;
  }

  /** The objects of the filter, on a query whose alias `a` has propertyId and projectId columns. */
  private whereObjects<T extends MediaStatistic | History>(query: SelectQueryBuilder<T>, filter: MediaStatisticFilter, a: 's' | 'h' = 's'): void {
    const propertyIds = filter.propertyIds ?? [];
    const projectId = filter.projectId || null;
    if (projectId === null) {
      if (propertyIds.length > 0) query.andWhere(`${a}.propertyId IN (:...propertyIds)`, { propertyIds: [...propertyIds] });
      return;
    }
    query.andWhere(
      new Brackets((where) => {
        where.where(`${a}.projectId = :projectId`, { projectId });
        if (propertyIds.length > 0) where.orWhere(`${a}.propertyId IN (:...propertyIds)`, { propertyIds: [...propertyIds] });
        if (filter.includeUnits) {
          const units = query.subQuery().select('u.id').from(Property, 'u').where('u.agencyId = :tenantAgencyId').andWhere('u.projectId = :projectId').getQuery();
          where.orWhere(`${a}.propertyId IN ${units}`);
        }
      }),
    );
  }
}

/** A day as the database driver returns it in a raw row: a Date, or SQLite's text in UTC (a datetime, or DATE()'s YYYY-MM-DD). */
function storedDay(value: Date | string): Date {
  if (value instanceof Date) return value;
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return new Date(`${value}T00:00:00Z`);
  return new Date(value.includes('T') || value.endsWith('Z') ? value : `${value.replace(' ', 'T')}Z`);
}

/** The period a day falls in: the day itself, its week (Monday to Sunday) or its month. */
function periodOf(day: Date, frequency: Frequency): [Date, Date] {
  if (frequency === 0) return [day, day];
  if (frequency === 1) {
    const start = new Date(day.getTime() - ((day.getUTCDay() + 6) % 7) * DAY_MS);
    return [start, new Date(start.getTime() + 6 * DAY_MS)];
  }
  const start = new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), 1));
  return [start, new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth() + 1, 0))];
}
