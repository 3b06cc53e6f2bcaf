import { requireScope } from '../common/scopes.js';
import { Inject, Injectable, Optional } from '@nestjs/common';
import { CACHE_BUS, type CacheBus } from '../common/cache-bus.js';
import { NotFoundError } from '../common/errors.js';
import type { Tenant } from '../common/tenant.js';
import { TenantScope } from '../database/tenant-scope.js';
import { In, type EntityManager } from 'typeorm';
import { Property } from '../properties/properties.entities.js';
import { VIEWABLE_STATUSES } from '../properties/property-query.js';
import { Project } from './construction.entities.js';

/** The project's publication columns after publishing (true) or withdrawing it at `at`. */
export function publicationChange(project: Project, publishInternet: boolean, at: Date): Pick<Project, 'publishInternet' | 'withdrawnAt'> {
  return { publishInternet, withdrawnAt: publishInternet ? null : project.publishInternet ? at : project.withdrawnAt };
}

/**
 * Publishing and withdrawing projects, recording when a project left publication for the sync
 * clients (GetDeletedProjectIDs). A project is published while PublishInternet is set.
 */
@Injectable()
export class ProjectPublicationService {
  constructor(
    @Inject(TenantScope) private readonly scope: TenantScope,
    /** Told of every change, so counts, pages and records of the agency are dropped (on every instance of a fleet). */
    @Optional() @Inject(CACHE_BUS) private readonly bus?: CacheBus,
  ) {}

  /**
   * Publishes or withdraws a project at `at` (its last change). Withdrawing records `at` as the
   * moment it left publication; publishing again clears it. Its units in a published status
   * leave (or return to) publication with it, in the same transaction: their last change and
   * withdrawal moment move the same way, so ChangeSince and GetDeletedPropertyIDs report them.
   * NotFound for an unknown id.
   */
  async setPublication(tenant: Tenant, projectId: number, publishInternet: boolean, at: Date): Promise<void> {
    await this.scope.transaction(async (manager) => {
      const project = Number.isSafeInteger(projectId) ? await this.scope.findOne(tenant, Project, { id: projectId }, manager) : null;
      if (!project) throw new NotFoundError('Project', projectId);
      await this.scope.update(tenant, Project, { id: projectId }, { ...publicationChange(project, publishInternet, at), lastChangedAt: at }, manager);
      await this.moveUnits(tenant, project, publishInternet, at, manager);
    });
    this.bus?.publish('tenant-data', String(tenant.agencyId));
  }

  /**
   * The units of `project` (as it was before the write) in a published status follow a change of
   * its publication: their last change and withdrawal moment move with it. For a write that
   * updates the project itself in `manager`'s transaction (with publicationChange's values).
   */
  async moveUnits(tenant: Tenant, project: Project, publishInternet: boolean, at: Date, manager: EntityManager): Promise<void> {
    if (project.publishInternet === publishInternet) return;
    const units = { projectId: project.id, status: In([...VIEWABLE_STATUSES]) };
    await this.scope.update(tenant, Property, units, { lastChangedAt: at, withdrawnAt: publishInternet ? null : at }, manager);
  }

  /** GetDeletedProjectIDs: projects withdrawn on or after `since` (any time when null) and still unpublished, ascending. */
  async withdrawnSince(tenant: Tenant, since: Date | null): Promise<number[]> {
    requireScope(tenant, 'listings');
    const query = this.scope
      .select(tenant, Project, 'pr')
      .select('pr.id', 'id')
      .andWhere('pr.withdrawnAt IS NOT NULL')
      .andWhere('pr.publishInternet = :published', { published: false });
    if (since !== null) query.andWhere('pr.withdrawnAt >= :since', { since });
    const rows = await query.orderBy('pr.id', 'ASC').getRawMany<{ id: number | string }>();
    return rows.map((row) => Number(row.id));
  }
}
