import type { DataSource } from 'typeorm';
import type { ActorKind } from '../common/actor.js';
import { keysetCondition, type KeysetPage, type KeysetRequest } from '../common/keyset.js';
import type { Tenant } from '../common/tenant.js';
import { AuditEntry } from './audit.entities.js';
import type { AuditAction, FieldChange } from './audited-writes.js';

export interface AuditRecord {
  readonly id: number;
  readonly at: Date;
  readonly actor: { readonly kind: ActorKind; readonly id: number | null; readonly label: string };
  readonly address: string | null;
  readonly resource: string;
  readonly resourceId: string;
  readonly action: AuditAction;
  readonly changes: FieldChange[];
}

export interface AuditFilter {
  readonly resource?: string;
  readonly resourceId?: string;
  readonly actorKind?: ActorKind;
  readonly actorId?: number;
  /** Entries at or after this moment. */
  readonly from?: Date;
  /** Entries before this moment. */
  readonly to?: Date;
}

/** The fields an audit list can be sorted by: newest first by default. */
export const AUDIT_SORT_FIELDS = ['id'] as const;

function recordOf(entry: AuditEntry): AuditRecord {
  return {
    id: Number(entry.id),
    at: entry.at,
    actor: { kind: entry.actorKind as ActorKind, id: entry.actorId, label: entry.actorLabel },
    address: entry.address,
    resource: entry.resource,
    resourceId: entry.resourceId,
    action: entry.action as AuditAction,
    changes: JSON.parse(entry.changes) as FieldChange[],
  };
}

/** Reads an agency's audit log, newest first, filtered by resource, actor and time. */
export class AuditLog {
  constructor(private readonly dataSource: DataSource) {}

  async list(tenant: Tenant, filter: AuditFilter, page: KeysetRequest): Promise<KeysetPage<AuditRecord>> {
    const query = this.dataSource.getRepository(AuditEntry).createQueryBuilder('a').where('a.agencyId = :agencyId', { agencyId: tenant.agencyId });
    if (filter.resource !== undefined) query.andWhere('a.resource = :resource', { resource: filter.resource });
    if (filter.resourceId !== undefined) query.andWhere('a.resourceId = :resourceId', { resourceId: filter.resourceId });
    if (filter.actorKind !== undefined) query.andWhere('a.actorKind = :actorKind', { actorKind: filter.actorKind });
    if (filter.actorId !== undefined) query.andWhere('a.actorId = :actorId', { actorId: filter.actorId });
    if (filter.from !== undefined) query.andWhere('a.at >= :from', { from: filter.from });
    if (filter.to !== undefined) query.andWhere('a.at < :to', { to: filter.to });
    const total = await query.clone().getCount();
    const direction = page.sort[0]?.direction ?? 'DESC';
    if (page.after) {
      const condition = keysetCondition([{ column: 'a.id', direction, value: page.after[0] ?? null }]);
      query.andWhere(condition.sql, condition.parameters);
    }
    const rows = await query.orderBy('a.id', direction).limit(page.limit + 1).getMany();
    const items = rows.slice(0, page.limit).map(recordOf);
    const last = items[items.length - 1];
    return { items, next: rows.length > page.limit && last ? [last.id] : null, total };
  }
}
