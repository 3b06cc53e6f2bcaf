import { requireScope } from '../common/scopes.js';
import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { NotFoundError } from '../common/errors.js';
import type { Tenant } from '../common/tenant.js';
import { TenantScope } from '../database/tenant-scope.js';
import { Person } from '../persons/persons.entities.js';
import { PropertiesService } from './properties.service.js';
import { notInWithdrawnProject, VIEWABLE_STATUSES } from './property-query.js';
import { Property, SelectedProperty } from './properties.entities.js';
import type { PropertyRecord } from './properties.records.js';

/**
 * A person's list of selected properties (v1.2 Add/Remove/CheckPropertySelectedByPerson). The
 * person and the property must both belong to the tenant, else NotFound; only viewable
 * properties (active, sold, rented, reference) can be added, any of the tenant's can be removed.
 */
@Injectable()
export class SelectedListService {
  constructor(
    @Inject(TenantScope) private readonly scope: TenantScope,
    @Inject(PropertiesService) private readonly properties: PropertiesService,
  ) {}

  /** Puts the property on the person's list; true when added, false when it was already there. */
  add(tenant: Tenant, personId: number, propertyId: number): Promise<boolean> {
    requireScope(tenant, 'persons-write');
    return this.scope.transaction(async (manager) => {
      await this.requirePerson(tenant, personId, manager);
      await this.requireProperty(tenant, propertyId, true, manager);
      if (await this.isOnList(tenant, personId, propertyId, manager)) return false;
      await this.scope.insert(tenant, SelectedProperty, { personId, propertyId, createdAt: new Date() }, manager);
      return true;
    });
  }

  /** Takes the property off the person's list; true when it was there. */
  remove(tenant: Tenant, personId: number, propertyId: number): Promise<boolean> {
    requireScope(tenant, 'persons-write');
    return this.scope.transaction(async (manager) => {
      await this.requirePerson(tenant, personId, manager);
      await this.requireProperty(tenant, propertyId, false, manager);
      return (await this.scope.delete(tenant, SelectedProperty, { personId, propertyId }, manager)) > 0;
    });
  }

  async isSelected(tenant: Tenant, personId: number, propertyId: number): Promise<boolean> {
    requireScope(tenant, 'persons-read');
    await this.requirePerson(tenant, personId);
    await this.requireProperty(tenant, propertyId, false);
    return this.isOnList(tenant, personId, propertyId);
  }

  /** The viewable properties on the person's list, most recently selected first. */
  async list(tenant: Tenant, personId: number, languageId: number): Promise<PropertyRecord[]> {
    requireScope(tenant, 'persons-read');
    await this.requirePerson(tenant, personId);
    const selected = await this.scope
      .select(tenant, SelectedProperty, 's')
      .andWhere('s.personId = :personId', { personId })
      .orderBy('s.createdAt', 'DESC')
      .addOrderBy('s.propertyId', 'DESC')
      .getMany();
    return this.properties.getViewableProperties(
      tenant,
      selected.map((entry) => entry.propertyId),
      languageId,
    );
  }

  private async isOnList(tenant: Tenant, personId: number, propertyId: number, manager?: EntityManager): Promise<boolean> {
    return (await this.scope.count(tenant, SelectedProperty, { personId, propertyId }, manager)) > 0;
  }

  private async requirePerson(tenant: Tenant, personId: number, manager?: EntityManager): Promise<void> {
    const found = Number.isSafeInteger(personId) && (await this.scope.count(tenant, Person, { id: personId }, manager)) > 0;
    if (!found) throw new NotFoundError('Person', personId);
  }

  private async requireProperty(tenant: Tenant, propertyId: number, viewableOnly: boolean, manager?: EntityManager): Promise<void> {
    let found = false;
    if (Number.isSafeInteger(propertyId)) {
      const query = this.scope.select(tenant, Property, 'p', manager).andWhere('p.id = :propertyId', { propertyId });
      if (viewableOnly) {
        query.andWhere('p.status IN (:...viewable)', { viewable: [...VIEWABLE_STATUSES] }).andWhere(notInWithdrawnProject(':unitAgency'), { unitAgency: tenant.agencyId });
      }
      found = (await query.getCount()) > 0;
    }
    if (!found) throw new NotFoundError('Property', propertyId);
  }
}
