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
import { HistoryStatistics, type WebsiteVisitInput } from './history-statistics.js';

/** The history operations of both interfaces (docs/domain-api.md), over HistoryReader and HistoryStatistics. */
@Injectable()
export class HistoryService {
  constructor(
    @Inject(HistoryReader) private readonly reader: HistoryReader,
    @Inject(HistoryStatistics) private readonly statistics: HistoryStatistics,
  ) {}

  getPropertyHistory(tenant: Tenant, propertyId: number, from: Date | null, to: Date | null, languageId: number | null): Promise<HistoryRecord[]> {
    requireScope(tenant, 'persons-read');
    return this.reader.getPropertyHistory(tenant, propertyId, from, to, languageId);
  }

  /** kind: automatic | calendar | task | media-online | appearance. */
  list(tenant: Tenant, kind: string, filter: HistoryFilter, page: PageRequest): Promise<Page<HistoryRecord>> {
    requireScope(tenant, 'persons-read');
    return this.reader.list(tenant, kind, filter, page);
  }

  getHistoryTypes(languageId: number | null): HistoryTypeRecord[] {
    return this.reader.getHistoryTypes(languageId);
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
