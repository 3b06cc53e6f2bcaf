import { Inject, Injectable } from '@nestjs/common';
import type { PageRequest } from '../common/paging.js';
import type { Page } from '../common/record.js';
import { requireScope } from '../common/scopes.js';
import { parseSortFields, type SortSpec } from '../common/sort-fields.js';
import type { Tenant } from '../common/tenant.js';
import { pageOfQuery } from '../database/paged-query.js';
import { TenantScope } from '../database/tenant-scope.js';
import { ChecklistItem } from './checklists.entities.js';
import type { CheckListItemRecord } from './checklists.records.js';

type ChecklistColumn = 'id' | 'propertyId' | 'position' | 'name' | 'done' | 'doneAt';

const CHECKLIST_SORT: SortSpec<ChecklistColumn> = {
  fields: { ID: 'id', ObjectID: 'propertyId', Position: 'position', Name: 'name', Done: 'done', DoneDate: 'doneAt' },
  defaultOrder: [
    { column: 'propertyId', direction: 'ASC' },
    { column: 'position', direction: 'ASC' },
  ],
  tieBreaker: 'id',
};

/** Per-property checklists (what is done for a listing: certificates, keys, photos…). */
@Injectable()
export class ChecklistsService {
  constructor(@Inject(TenantScope) private readonly scope: TenantScope) {}

  /** The checklist items of a property (or of every property), in checklist order. */
  async items(tenant: Tenant, propertyId: number | null, page: PageRequest, sort: readonly string[]): Promise<Page<CheckListItemRecord>> {
    requireScope(tenant, 'listings');
    const keys = parseSortFields(sort, CHECKLIST_SORT, 'SortFields');
    const query = this.scope.select(tenant, ChecklistItem, 'c');
    if (propertyId !== null) query.andWhere('c.propertyId = :propertyId', { propertyId });
    return pageOfQuery(query, 'c', keys, page, (rows) =>
      rows.map((item) => ({ ID: item.id, ObjectID: item.propertyId, Position: item.position, Name: item.name, Done: item.done, DoneDate: item.doneAt })),
    );
  }
}
