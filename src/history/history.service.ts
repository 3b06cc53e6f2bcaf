import { requireScope } from '../common/scopes.js';
import { Inject, Injectable } from '@nestjs/common';
import type { Page } from '../common/record.js';
import type { Tenant } from '../common/tenant.js';
import type { PageRequest } from '../common/paging.js';
import type {
  AppointmentSummaryRecord,
  HistoryRecord,
  HistorySummaryRecord,
  HistoryTypeRecord,
  PersonSummaryRecord,
  VisitStatisticRecord,
} from './history.records.js';
import type { HistoryFilter } from './history-queries.js';
import { HistoryReader } from './history-reader.js';
import { HistoryRecorder, type NewHistoryInput } from './history-recorder.js';
import { HistoryStatistics, type WebsiteVisitInput } from './history-statistics.js';

/** The history operations of both interfaces (docs/domain-api.md), over HistoryReader and HistoryStatistics. */
@Injectable()
export class HistoryService {
  constructor(
    @Inject(HistoryReader) private readonly reader: HistoryReader,
    @Inject(HistoryStatistics) private readonly statistics: HistoryStatistics,
    @Inject(HistoryRecorder) private readonly recorder: HistoryRecorder,
  ) {}

  /** CreateHistory: a history record about a property and/or a person (by email); its id. */
  createHistory(tenant: Tenant, input: NewHistoryInput): Promise<number> {
    requireScope(tenant, 'persons-write');
    return this.recorder.create(tenant, input);
  }

  getPropertyHistory(tenant: Tenant, propertyId: number, from: Date | null, to: Date | null, languageId: number | null): Promise<HistoryRecord[]> {
    requireScope(tenant, 'persons-read');
    return this.reader.getPropertyHistory(tenant, propertyId, from, to, languageId);
  }

  /** kind: automatic | calendar | task | media-online | appearance; sort: HISTORY_SORT fields (errors name sortField). */
  list(tenant: Tenant, kind: string, filter: HistoryFilter, page: PageRequest, sort: string | readonly string[] | null = null, sortField?: string): Promise<Page<HistoryRecord>> {
    requireScope(tenant, 'persons-read');
    return this.reader.list(tenant, kind, filter, page, sort, sortField);
  }

  getHistoryTypes(languageId: number | null): HistoryTypeRecord[] {
    return this.reader.getHistoryTypes(languageId);
  }

  /** The history types as a page (only `id` when given), sorted by ID (default) or Name. */
  getHistoryTypePage(languageId: number | null, id: number | null, page: PageRequest, sort: string | readonly string[] | null = null, sortField?: string): Page<HistoryTypeRecord> {
    return this.reader.getHistoryTypePage(languageId, id, page, sort, sortField);
  }

  addWebsiteVisit(tenant: Tenant, input: WebsiteVisitInput): Promise<number> {
    requireScope(tenant, 'listings');
    return this.statistics.addWebsiteVisit(tenant, input);
  }

  getVisitStatistics(tenant: Tenant, propertyId: number, from: Date | null, to: Date | null): Promise<VisitStatisticRecord> {
    requireScope(tenant, 'listings');
    return this.statistics.getVisitStatistics(tenant, propertyId, from, to);
  }

  getHistorySummary(tenant: Tenant, filter: HistoryFilter): Promise<HistorySummaryRecord> {
    requireScope(tenant, 'persons-read');
    return this.statistics.getHistorySummary(tenant, filter);
  }

  getAppointmentSummary(tenant: Tenant, filter: HistoryFilter): Promise<AppointmentSummaryRecord> {
    requireScope(tenant, 'persons-read');
    return this.statistics.getAppointmentSummary(tenant, filter);
  }

  getPersonSummary(tenant: Tenant, personId: number): Promise<PersonSummaryRecord> {
    requireScope(tenant, 'persons-read');
    return this.statistics.getPersonSummary(tenant, personId);
  }
}
