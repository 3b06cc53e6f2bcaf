import { Inject, Injectable } from '@nestjs/common';
import { In } from 'typeorm';
import { DEFAULT_LANGUAGE, HISTORY_TYPES, type LanguageId } from '../common/codes.js';
import { InvalidInputError } from '../common/errors.js';
import type { Page } from '../common/record.js';
import type { Tenant } from '../common/tenant.js';
import { TenantScope } from '../database/tenant-scope.js';
import { Person } from '../persons/persons.entities.js';
import { dateBound } from '../persons/clock-time.js';
import { pageFrom, rowWindow, type PageRequest } from '../common/paging.js';
import { parseLanguage } from '../persons/person-input.js';
import { History } from './history.entities.js';
import type { HistoryRecord, HistoryTypeRecord } from './history.records.js';
import { toHistoryRecord } from './history-mapping.js';
import { applyHistoryFilter, isListedKind, LISTED_KINDS, type HistoryFilter } from './history-queries.js';
import { historyTypeName } from './history-type-names.js';
import { tenantProperty } from './property-lookup.js';

/** GetHistoryOfProperty returns at most this many records, newest first. */
export const PROPERTY_HISTORY_LIMIT = 1000;

export function languageOf(field: string, value: number | null | undefined): LanguageId {
  return parseLanguage(field, value) ?? DEFAULT_LANGUAGE;
}

/** Reads history records: a property's history, the v1.2 history lists per family, the history types. */
@Injectable()
export class HistoryReader {
  constructor(@Inject(TenantScope) private readonly scope: TenantScope) {}

  /**
   * GetHistoryOfProperty: the property's history (every family but website visits, which have
   * their own statistics) between the bounds, newest first. NotFound for another agency's property.
   */
  async getPropertyHistory(tenant: Tenant, propertyId: number, from: Date | null, to: Date | null, languageId: number | null): Promise<HistoryRecord[]> {
    const language = languageOf('languageId', languageId);
    const property = await tenantProperty(this.scope, tenant, propertyId);
    const query = applyHistoryFilter(this.scope.select(tenant, History, 'h'), { propertyId: property.id, from: dateBound(from, 'DateFrom'), to: dateBound(to, 'DateTo') })
      .andWhere('h.kind IN (:...kinds)', { kinds: [...LISTED_KINDS] })
      .orderBy('h.date', 'DESC')
      .addOrderBy('h.id', 'DESC')
      .take(PROPERTY_HISTORY_LIMIT);
    return this.records(tenant, await query.getMany(), language);
  }

  /** The v1.2 history lists: one family's records matching the filter, newest first, one page. */
  async list(tenant: Tenant, kind: string, filter: HistoryFilter, page: PageRequest): Promise<Page<HistoryRecord>> {
    if (!isListedKind(kind)) throw new InvalidInputError('kind', `must be one of ${LISTED_KINDS.join(', ')}`);
    const language = languageOf('LanguageId', filter.languageId);
    const window = rowWindow(page);
    const query = applyHistoryFilter(this.scope.select(tenant, History, 'h'), filter).andWhere('h.kind = :kind', { kind });
    const total = await query.clone().getCount();
    const rows =
      window.rows === 0 || window.offset >= total
        ? []
        : await query.orderBy('h.date', 'DESC').addOrderBy('h.id', 'DESC').skip(window.offset).take(window.rows).getMany();
    return pageFrom(window, total, await this.records(tenant, rows, language));
  }

  /** GetHistoriesType: every history type with its name in the language. */
  getHistoryTypes(languageId: number | null): HistoryTypeRecord[] {
    const language = languageOf('LanguageId', languageId);
    return HISTORY_TYPES.map((_, id) => ({ ID: id, Name: historyTypeName(id, language) }));
  }

  private async records(tenant: Tenant, rows: readonly History[], language: LanguageId): Promise<HistoryRecord[]> {
    const personIds = [...new Set(rows.map((row) => row.personId).filter((id): id is number => id !== null))];
    const persons = personIds.length === 0 ? [] : await this.scope.find(tenant, Person, { id: In(personIds) });
    const names = new Map(persons.map((p) => [p.id, [p.firstName, p.name].filter((part) => part).join(' ')]));
    return rows.map((row) => toHistoryRecord(row, language, names));
  }
}
