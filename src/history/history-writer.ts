import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { HistoryKind } from '../common/codes.js';
import type { Tenant } from '../common/tenant.js';
import { TenantScope } from '../database/tenant-scope.js';
import { History } from './history.entities.js';

/** What a new history record says; everything not given is empty. */
export interface HistoryEntry {
  readonly kind: HistoryKind;
  readonly typeId: number;
  readonly date: Date;
  readonly propertyId?: number | null;
  readonly projectId?: number | null;
  readonly personId?: number | null;
  readonly userId?: number | null;
  readonly officeId?: number | null;
  readonly languageId?: number | null;
  readonly subject?: string | null;
  readonly content?: string | null;
  readonly source?: string | null;
  readonly clientAddress?: string | null;
}

const SUBJECT_LENGTH = 500;
const SOURCE_LENGTH = 200;
const ADDRESS_LENGTH = 64;

function clipped(value: string | null | undefined, length: number): string | null {
  return value === undefined || value === null ? null : value.slice(0, length);
}

/**
 * Writes history records. Always given the manager of the caller's transaction, so the history
 * of a change commits or rolls back with the change itself.
 */
@Injectable()
export class HistoryWriter {
  constructor(@Inject(TenantScope) private readonly scope: TenantScope) {}

  async write(tenant: Tenant, entry: HistoryEntry, manager: EntityManager): Promise<number> {
    const [id] = await this.scope.insert(
      tenant,
      History,
      {
        kind: entry.kind,
        typeId: entry.typeId,
        date: entry.date,
        propertyId: entry.propertyId ?? null,
        projectId: entry.projectId ?? null,
        personId: entry.personId ?? null,
        userId: entry.userId ?? null,
        officeId: entry.officeId ?? null,
        languageId: entry.languageId ?? null,
        subject: clipped(entry.subject, SUBJECT_LENGTH),
        content: entry.content ?? null,
        startDate: null,
        endDate: null,
        location: null,
        done: false,
        mediaName: null,
        url: null,
        source: clipped(entry.source, SOURCE_LENGTH),
        clientAddress: clipped(entry.clientAddress, ADDRESS_LENGTH),
        demandId: null,
        doneAt: null,
        createdBy: null,
      },
      manager,
    );
    return id as number;
  }
}
