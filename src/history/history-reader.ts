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
import { applyHistoryFilter, HISTORY_SORT, isListedKind, LISTED_KINDS, type HistoryFilter } from './history-queries.js';
import { compareByKeys, parseSortFields, type SortSpec } from '../common/sort-fields.js';
import { historyTypeName } from './history-type-names.js';
import { tenantProperty } from './property-lookup.js';

type SortRequest = string | readonly string[] | null;

const HISTORY_TYPE_SORT: SortSpec<'id' | 'name'> = { fields: { ID: 'id', Name: 'name' }, defaultOrder: [{ column: 'id', direction: 'ASC' }], tieBreaker: 'id' };

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

  /**
   * The v1.2 history lists: one family's records matching the filter, one page, newest first or
   * in the order of `sort` (HISTORY_SORT; errors name `sortField`).
   */
  async list(tenant: Tenant, kind: string, filter: HistoryFilter, page: PageRequest, sort: SortRequest = null, sortField = 'SortFields'): Promise<Page<HistoryRecord>> {
    if (!isListedKind(kind)) throw new InvalidInputError('kind', `must be one of ${LISTED_KINDS.join(', ')}`);
    const language = languageOf('LanguageId', filter.languageId);
    const keys = parseSortFields(sort, HISTORY_SORT, sortField);
    const window = rowWindow(page);
    const query = applyHistoryFilter(this.scope.select(tenant, History, 'h'), filter).andWhere('h.kind = :kind', { kind });
    const total = await query.clone().getCount();
    for (const key of keys) query.addOrderBy(`h.${key.column}`, key.direction);
    const rows = window.rows === 0 || window.offset >= total ? [] : await query.skip(window.offset).take(window.rows).getMany();
    return pageFrom(window, total, await this.records(tenant, rows, language));
  }

  /** GetHistoriesType: every history type with its name in the language. */
  getHistoryTypes(languageId: number | null): HistoryTypeRecord[] {
    const language = languageOf('LanguageId', languageId);
    return HISTORY_TYPES.map((_, id) => ({ ID: id, Name: historyTypeName(id, language) }));
  }

  /** GetHistoriesType (v1.2): the history types (only `id` when given), sorted by ID or Name, one page. */
  getHistoryTypePage(languageId: number | null, id: number | null, page: PageRequest, sort: SortRequest = null, sortField = 'SortFields'): Page<HistoryTypeRecord> {
    const keys = parseSortFields(sort, HISTORY_TYPE_SORT, sortField);
    const types = this.getHistoryTypes(languageId)
      .filter((type) => id === null || type.ID === id)
      .sort(compareByKeys(keys, (type, column) => (column === 'id' ? type.ID : type.Name)));
    const window = rowWindow(page);
    return pageFrom(window, types.length, types.slice(window.offset, window.offset + window.rows));
  }

  private async records(tenant: Tenant, rows: readonly History[], language: LanguageId): Promise<HistoryRecord[]> {
    const personIds = [...new Set(rows.map((row) => row.personId).filter((id): id is number => id !== null))];
    const persons = personIds.length === 0 ? [] : await this.scope.find(tenant, Person, { id: In(personIds) });
    const names = new Map(persons.map((p) => [p.id, [p.firstName, p.name].filter((part) => part).join(' ')]));
    return rows.map((row) => toHistoryRecord(row, language, names));
  }
}
