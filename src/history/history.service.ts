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
    return this.reader.getPropertyHistory(tenant, propertyId, from, to, languageId);
  }

  /** kind: automatic | calendar | task | media-online | appearance. */
  list(tenant: Tenant, kind: string, filter: HistoryFilter, page: PageRequest): Promise<Page<HistoryRecord>> {
    return this.reader.list(tenant, kind, filter, page);
  }

  getHistoryTypes(languageId: number | null): HistoryTypeRecord[] {
    return this.reader.getHistoryTypes(languageId);
  }

  addWebsiteVisit(tenant: Tenant, input: WebsiteVisitInput): Promise<number> {
    return this.statistics.addWebsiteVisit(tenant, input);
  }

  getVisitStatistics(tenant: Tenant, propertyId: number, from: Date | null, to: Date | null): Promise<VisitStatisticRecord> {
    return this.statistics.getVisitStatistics(tenant, propertyId, from, to);
  }

  getHistorySummary(tenant: Tenant, filter: HistoryFilter): Promise<HistorySummaryRecord> {
    return this.statistics.getHistorySummary(tenant, filter);
  }

  getAppointmentSummary(tenant: Tenant, filter: HistoryFilter): Promise<AppointmentSummaryRecord> {
    return this.statistics.getAppointmentSummary(tenant, filter);
  }

  getPersonSummary(tenant: Tenant, personId: number): Promise<PersonSummaryRecord> {
    return this.statistics.getPersonSummary(tenant, personId);
  }
}
