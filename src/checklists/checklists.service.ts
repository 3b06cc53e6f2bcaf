import { Inject, Injectable } from '@nestjs/common';
import type { PageRequest } from '../common/paging.js';
import type { Page } from '../common/record.js';
import { InvalidInputError, NotFoundError } from '../common/errors.js';
import { requireScope } from '../common/scopes.js';
import { parseSortFields, type SortSpec } from '../common/sort-fields.js';
import type { Tenant } from '../common/tenant.js';
import { pageOfQuery } from '../database/paged-query.js';
import { TenantScope } from '../database/tenant-scope.js';
import { Property } from '../properties/properties.entities.js';
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

  /** Adds an item at the end of a property's checklist; its id. */
  async addItem(tenant: Tenant, propertyId: number, name: string): Promise<number> {
    requireScope(tenant, 'listings');
    const trimmed = name.trim();
    if (trimmed === '' || trimmed.length > 200) throw new InvalidInputError('item', 'must be 1 to 200 characters.');
    return this.scope.transaction(async (manager) => {
      if (!(await this.scope.findOne(tenant, Property, { id: propertyId }, manager))) throw new NotFoundError('Property', propertyId);
      const last = await this.scope.select(tenant, ChecklistItem, 'c', manager).andWhere('c.propertyId = :propertyId', { propertyId }).orderBy('c.position', 'DESC').getOne();
      const [id] = await this.scope.insert(tenant, ChecklistItem, { propertyId, position: (last?.position ?? 0) + 1, name: trimmed, done: false, doneAt: null }, manager);
      return id as number;
    });
  }

  /** Marks an item done (now) or not done. */
  async setDone(tenant: Tenant, itemId: number, done: boolean, now: Date = new Date()): Promise<void> {
    requireScope(tenant, 'listings');
    const changed = await this.scope.update(tenant, ChecklistItem, { id: itemId }, { done, doneAt: done ? new Date(Math.floor(now.getTime() / 1000) * 1000) : null });
    if (changed === 0) throw new NotFoundError('Checklist item', itemId);
  }

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
