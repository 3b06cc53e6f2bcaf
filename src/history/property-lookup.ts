import type { EntityManager } from 'typeorm';
import { PROPERTY_STATUS } from '../common/codes.js';
import { NotFoundError } from '../common/errors.js';
import type { Tenant } from '../common/tenant.js';
import type { TenantScope } from '../database/tenant-scope.js';
import { Property } from '../properties/properties.entities.js';

/**
 * Statuses of properties shown to the public, which visitors can ask about: active ones and the
 * sold/rented references agencies keep on their sites. Prospective, cancelled and inactive
 * properties are never public.
 */
export const PUBLIC_PROPERTY_STATUSES: readonly number[] = [
  PROPERTY_STATUS.Active,
  PROPERTY_STATUS.Sold,
  PROPERTY_STATUS.Rented,
  PROPERTY_STATUS.Reference,
];

/** The tenant's property, or NotFound (another agency's property behaves as unknown). */
export async function tenantProperty(scope: TenantScope, tenant: Tenant, propertyId: number | null | undefined, manager?: EntityManager): Promise<Property> {
  const property =
    typeof propertyId === 'number' && Number.isInteger(propertyId) && propertyId > 0
      ? await scope.findOne(tenant, Property, { id: propertyId }, manager)
      : null;
  if (!property) throw new NotFoundError('Property', propertyId ?? undefined);
  return property;
}

/** The tenant's public property, or NotFound. */
export async function publicProperty(scope: TenantScope, tenant: Tenant, propertyId: number | null | undefined, manager?: EntityManager): Promise<Property> {
  const property = await tenantProperty(scope, tenant, propertyId, manager);
  if (!PUBLIC_PROPERTY_STATUSES.includes(property.status)) throw new NotFoundError('Property', property.id);
  return property;
}
