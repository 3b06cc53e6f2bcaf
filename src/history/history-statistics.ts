import { Inject, Injectable } from '@nestjs/common';
import { HISTORY_TYPE } from '../common/codes.js';
import { NotFoundError } from '../common/errors.js';
import type { Tenant } from '../common/tenant.js';
import { TenantScope } from '../database/tenant-scope.js';
import { MediaStatistic } from '../media-statistics/media-statistics.entities.js';
import { WEBSITE_MEDIUM } from '../media-statistics/media.js';
import { Demand, Person } from '../persons/persons.entities.js';
import { dateBound, storedNow } from '../persons/clock-time.js';
import { boundedText } from '../persons/person-input.js';
import { SelectedProperty } from '../properties/properties.entities.js';
import { History } from './history.entities.js';
import type {
  AppointmentSummaryRecord,
  HistorySummaryRecord,
  PersonSummaryRecord,
  VisitStatisticRecord,
} from './history.records.js';
import { applyHistoryFilter, LISTED_KINDS, rawCount, rawDate, type HistoryFilter } from './history-queries.js';
import { languageOf } from './history-reader.js';
import { historyTypeName } from './history-type-names.js';
import { HistoryWriter } from './history-writer.js';
import { tenantProperty } from './property-lookup.js';

/** AddServiceOwnWebsiteVisit: one visit of a property's page on a site. */
export interface WebsiteVisitInput {
  readonly propertyId: number;
  /** The site or page the visit came from. */
  readonly source?: string | null;
  readonly clientAddress?: string | null;
  /** When the visit happened; null (or the wire default 0001-01-01) means now; else 1000-01-01 to 9999-12-31. */
  readonly date?: Date | null;
}

/** The longest visit source (the history column's length). */
const VISIT_SOURCE_LENGTH = 200;

/** Where an appointment happens in time: its start, or the record date when it has none. */
const APPOINTMENT_MOMENT = 'COALESCE(h.startDate, h.date)';

/** Website visits and their statistics, and the v1.2 summaries over history. */
@Injectable()
export class HistoryStatistics {
  constructor(
    @Inject(TenantScope) private readonly scope: TenantScope,
    @Inject(HistoryWriter) private readonly writer: HistoryWriter,
  ) {}

  /** Records a website visit of the tenant's property; returns the history id. NotFound for an unknown property. */
  async addWebsiteVisit(tenant: Tenant, input: WebsiteVisitInput): Promise<number> {
    const date = dateBound(input.date, 'VisitDate') ?? storedNow();
    const source = typeof input.source === 'string' ? boundedText('Source', input.source, VISIT_SOURCE_LENGTH) || null : null;
    return this.scope.transaction(async (manager) => {
      const property = await tenantProperty(this.scope, tenant, input.propertyId, manager);
      return this.writer.write(
        tenant,
        {
          kind: 'website-visit',
          typeId: HISTORY_TYPE.Website,
          date,
          propertyId: property.id,
          officeId: property.officeId,
          subject: 'Website visit',
          source,
          clientAddress: input.clientAddress?.trim() || null,
        },
        manager,
      );
    });
  }

  /**
   * GetVisitStatisticOfProperty: visits between the bounds (inclusive; null = open), per UTC day:
   * the visits the service recorded plus the stored (imported) views of the agency website
   * medium, whose days count when they fall within the bounds (a day from the day of `from`).
   * Unique visitors are those of the recorded visits (imported figures name no visitor).
   */
  async getVisitStatistics(tenant: Tenant, propertyId: number, from: Date | null, to: Date | null): Promise<VisitStatisticRecord> {
    const property = await tenantProperty(this.scope, tenant, propertyId);
    const bounds = { from: dateBound(from, 'DateFrom'), to: dateBound(to, 'DateTo') };
    const visits = () =>
      applyHistoryFilter(this.scope.select(tenant, History, 'h'), { propertyId: property.id, ...bounds }).andWhere('h.kind = :kind', {
        kind: 'website-visit',
      });
    const totals = await visits()
      .select('COUNT(*)', 'total')
      .addSelect('COUNT(DISTINCT h.clientAddress)', 'unique')
      .getRawOne<{ total: unknown; unique: unknown }>();
    const days = await visits()
      .select('DATE(h.date)', 'day')
      .addSelect('COUNT(*)', 'visits')
      .groupBy('DATE(h.date)')
      .orderBy('DATE(h.date)', 'ASC')
      .getRawMany<{ day: unknown; visits: unknown }>();
    const perDay = new Map<number, number>();
    const count = (day: Date | null, visits: number) => {
      if (day !== null && visits > 0) perDay.set(day.getTime(), (perDay.get(day.getTime()) ?? 0) + visits);
    };
    for (const row of days) count(dayOf(row.day), rawCount(row.visits));
    for (const row of await this.importedWebsiteViews(tenant, property.id, bounds.from, bounds.to)) count(dayOf(row.day), row.views);
    const Days = [...perDay.entries()].sort(([a], [b]) => a - b).map(([day, visits]) => ({ Date: new Date(day), Visits: visits }));
    return {
      PropertyID: property.id,
      From: bounds.from,
      To: bounds.to,
      TotalVisits: Days.reduce((total, day) => total + (day.Visits ?? 0), 0),
      UniqueVisitors: rawCount(totals?.unique),
      Days,
    };
  }

  /** The stored views of the agency website medium (1, as imported) of a property, per day within the bounds. */
  private importedWebsiteViews(tenant: Tenant, propertyId: number, from: Date | null, to: Date | null): Promise<MediaStatistic[]> {
    const query = this.scope
      .select(tenant, MediaStatistic, 's')
      .andWhere('s.propertyId = :propertyId', { propertyId })
      .andWhere('s.mediaId = :website', { website: WEBSITE_MEDIUM });
    if (from) query.andWhere('s.day >= :from', { from: dayOf(from) });
    if (to) query.andWhere('s.day <= :to', { to });
    return query.getMany();
  }

  /** GetHistorySummary: how many records of each type match the filter, and the latest date (website visits excluded). */
  async getHistorySummary(tenant: Tenant, filter: HistoryFilter): Promise<HistorySummaryRecord> {
    const language = languageOf('LanguageId', filter.languageId);
    const rows = await applyHistoryFilter(this.scope.select(tenant, History, 'h'), filter)
      .andWhere('h.kind IN (:...kinds)', { kinds: [...LISTED_KINDS] })
      .select('h.typeId', 'typeId')
      .addSelect('COUNT(*)', 'count')
      .addSelect('MAX(h.date)', 'lastDate')
      .groupBy('h.typeId')
      .orderBy('h.typeId', 'ASC')
      .getRawMany<{ typeId: unknown; count: unknown; lastDate: unknown }>();
    return {
      Items: rows.map((row) => {
        const typeId = Number(row.typeId);
        return { TypeID: typeId, TypeName: historyTypeName(typeId, language), Count: rawCount(row.count), LastDate: rawDate(row.lastDate) };
      }),
    };
  }

  /** GetAppointmentSummary: calendar records matching the filter, split by time (now) and by done. */
  async getAppointmentSummary(tenant: Tenant, filter: HistoryFilter): Promise<AppointmentSummaryRecord> {
    const now = new Date();
    const appointments = () =>
      applyHistoryFilter(this.scope.select(tenant, History, 'h'), filter, APPOINTMENT_MOMENT).andWhere('h.kind = :kind', { kind: 'calendar' });
    const [total, done, upcoming] = await Promise.all([
      appointments().getCount(),
      appointments().andWhere('h.done = :isDone', { isDone: true }).getCount(),
      appointments()
        .andWhere(`${APPOINTMENT_MOMENT} > :now`, { now })
        .select('COUNT(*)', 'count')
        .addSelect(`MIN(${APPOINTMENT_MOMENT})`, 'next')
        .getRawOne<{ count: unknown; next: unknown }>(),
    ]);
    const upcomingCount = rawCount(upcoming?.count);
    return { Total: total, Upcoming: upcomingCount, Past: total - upcomingCount, Done: done, Open: total - done, NextDate: rawDate(upcoming?.next) };
  }

  /** GetPersonSummary: what the agency has done with a person. NotFound for an unknown person. */
  async getPersonSummary(tenant: Tenant, personId: number): Promise<PersonSummaryRecord> {
    const person = Number.isInteger(personId) ? await this.scope.findOne(tenant, Person, { id: personId }) : null;
    if (!person) throw new NotFoundError('Person', personId);
    const [groups, selected, demands] = await Promise.all([
      this.scope
        .select(tenant, History, 'h')
        .andWhere('h.personId = :personId', { personId: person.id })
        .andWhere('h.kind IN (:...kinds)', { kinds: [...LISTED_KINDS] })
        .select('h.kind', 'kind')
        .addSelect('h.typeId', 'typeId')
        .addSelect('COUNT(*)', 'count')
        .addSelect('MAX(h.date)', 'lastDate')
        .groupBy('h.kind')
        .addGroupBy('h.typeId')
        .getRawMany<{ kind: string; typeId: unknown; count: unknown; lastDate: unknown }>(),
      this.scope.count(tenant, SelectedProperty, { personId: person.id }),
      this.scope.count(tenant, Demand, { personId: person.id, active: true }),
    ]);
    const sum = (match: (row: (typeof groups)[number]) => boolean) => groups.filter(match).reduce((total, row) => total + rawCount(row.count), 0);
    const lastDates = groups.map((row) => rawDate(row.lastDate)).filter((date): date is Date => date !== null);
    return {
      PersonID: person.id,
      Contacts: sum((row) => Number(row.typeId) === HISTORY_TYPE.Contact),
      Visits: sum((row) => Number(row.typeId) === HISTORY_TYPE.Visit),
      Appointments: sum((row) => row.kind === 'calendar'),
      Tasks: sum((row) => row.kind === 'task'),
      LastContactDate: lastDates.length === 0 ? null : new Date(Math.max(...lastDates.map((date) => date.getTime()))),
      SelectedProperties: selected,
      ActiveDemands: demands,
    };
  }
}

/** DATE(...) gives "YYYY-MM-DD" on SQLite and a Date at UTC midnight on MySQL/MariaDB (timezone Z). */
function dayOf(value: unknown): Date | null {
  if (value instanceof Date) return new Date(Date.UTC(value.getUTCFullYear(), value.getUTCMonth(), value.getUTCDate()));
  return rawDate(String(value).slice(0, 10));
}
