import type { EntityManager } from 'typeorm';
import type { Tenant } from '../common/tenant.js';
import type { TenantScope } from '../database/tenant-scope.js';
import { Lead, type LeadKind } from './leads.entities.js';

/** What arrived: who sent it, about what, and where its content is kept. */
export interface ArrivedLead {
  readonly kind: LeadKind;
  readonly at: Date;
  readonly personId: number;
  readonly propertyId?: number | null;
  readonly projectId?: number | null;
  readonly historyId?: number | null;
  readonly demandId?: number | null;
  readonly appointmentId?: number | null;
}

/**
 * Puts a new lead in the agency's inbox, in the transaction of the write that received it (a
 * contact request, a registration), so the inbox holds exactly what was received.
 */
export async function receiveLead(scope: TenantScope, tenant: Tenant, lead: ArrivedLead, manager: EntityManager): Promise<number> {
  const [id] = await scope.insert(
    tenant,
    Lead,
    {
      kind: lead.kind,
      status: 'new',
      assignedUserId: null,
      personId: lead.personId,
      propertyId: lead.propertyId ?? null,
      projectId: lead.projectId ?? null,
      historyId: lead.historyId ?? null,
      demandId: lead.demandId ?? null,
      appointmentId: lead.appointmentId ?? null,
      receivedAt: lead.at,
      handledAt: null,
      updatedAt: lead.at,
    },
    manager,
  );
  return id as number;
}
