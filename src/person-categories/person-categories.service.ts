import { Inject, Injectable } from '@nestjs/common';
import { In } from 'typeorm';
import type { Tenant } from '../common/tenant.js';
import { TenantScope } from '../database/tenant-scope.js';
import { PersonCategory, PersonSource } from './person-categories.entities.js';
import type { CategoryRecord, PersonSourceRecord } from './person-categories.records.js';

function byShowOrder(a: { showOrder: number; id: number }, b: { showOrder: number; id: number }): number {
  return a.showOrder - b.showOrder || a.id - b.id;
}

/**
 * The agency's person categories and person sources: lists an agency's website shows in its
 * registration forms, so, like the offices and sites, they need no scope.
 */
@Injectable()
export class PersonCategoriesService {
  constructor(@Inject(TenantScope) private readonly scope: TenantScope) {}

  /** GetCategoriesList: the categories (only these ids when given), in show order. */
  async listCategories(tenant: Tenant, ids: readonly number[]): Promise<CategoryRecord[]> {
    const categories = await this.scope.find(tenant, PersonCategory, ids.length > 0 ? { id: In([...ids]) } : {});
    return categories.sort(byShowOrder).map((category) => ({ ID: category.id, Name: category.name, ShowOrder: category.showOrder }));
  }

  /** GetPersonSourceList: the sources, in show order. */
  async listSources(tenant: Tenant): Promise<PersonSourceRecord[]> {
    const sources = await this.scope.find(tenant, PersonSource);
    return sources.sort(byShowOrder).map((source) => ({ ID: source.id, Name: source.name, ShowOrder: source.showOrder }));
  }
}
