import { Inject, Injectable } from '@nestjs/common';
import { type EntityManager, In } from 'typeorm';
import { Agency } from '../accounts/accounts.entities.js';
import { InvalidInputError, NotFoundError } from '../common/errors.js';
import { requireScope } from '../common/scopes.js';
import type { Tenant } from '../common/tenant.js';
import { TenantScope } from '../database/tenant-scope.js';
import { Project } from '../construction/construction.entities.js';
import { PropertyAgent } from '../properties/properties.entities.js';
import { Site } from '../reference/reference.entities.js';
import { AgencyUser, Department } from './staff.entities.js';
import type { DepartmentRecord, StaffUserRecord, UserRecord } from './staff.records.js';

export function toUserRecord(user: AgencyUser): UserRecord {
  return {
    ID: user.id,
    Name: user.name,
    FirstName: user.firstName,
    Email: user.email,
    PhoneNumber: user.phoneNumber,
    MobileNumber: user.mobileNumber,
    Function: user.function,
    OfficeID: user.officeId,
    PictureUrl: user.pictureUrl,
  };
}

/** Which users a user list holds; empty lists and nulls do not filter. */
export interface UserFilter {
  readonly ids: readonly number[];
  readonly departmentId: number | null;
  readonly officeId: number | null;
  /** Only users of the offices these sites belong to (a site of no office covers every office). */
  readonly siteIds: readonly number[];
  readonly includeHiddenOnWeb: boolean;
}

/** The agency's staff (users) and departments; the users responsible for properties and projects. */
@Injectable()
export class StaffService {
  constructor(@Inject(TenantScope) private readonly scope: TenantScope) {}

  /** One user by id (also one hidden on the web: the id was asked for); null when the agency has none with it. */
  async getUser(tenant: Tenant, id: number): Promise<StaffUserRecord | null> {
    requireScope(tenant, 'listings');
    const user = Number.isInteger(id) ? await this.scope.findOne(tenant, AgencyUser, { id }) : null;
    return user ? (await this.withDepartments(tenant, [user]))[0] ?? null : null;
  }

  /** The users matching the filter, by name, first name and id. */
  async listUsers(tenant: Tenant, filter: UserFilter): Promise<StaffUserRecord[]> {
    requireScope(tenant, 'listings');
    const query = this.scope.select(tenant, AgencyUser, 'u');
    if (filter.ids.length > 0) query.andWhere('u.id IN (:...ids)', { ids: filter.ids });
    if (filter.departmentId !== null) query.andWhere('u.departmentId = :departmentId', { departmentId: filter.departmentId });
    if (filter.officeId !== null) query.andWhere('u.officeId = :officeId', { officeId: filter.officeId });
    if (!filter.includeHiddenOnWeb) query.andWhere('u.hiddenOnWeb = :hidden', { hidden: false });
    if (filter.siteIds.length > 0) {
      const sites = await this.scope.find(tenant, Site, { id: In([...filter.siteIds]) });
      if (sites.length === 0) return [];
      const offices = sites.map((site) => site.officeId);
      if (!offices.includes(null)) query.andWhere('u.officeId IN (:...offices)', { offices });
    }
    const users = await query.orderBy('u.name').addOrderBy('u.firstName').addOrderBy('u.id').getMany();
    return this.withDepartments(tenant, users);
  }

  /** The agency's departments, in their show order. */
  async departments(tenant: Tenant): Promise<DepartmentRecord[]> {
    requireScope(tenant, 'listings');
    const departments = await this.scope.select(tenant, Department, 'd').orderBy('d.showOrder').addOrderBy('d.id').getMany();
    return departments.map((d) => ({ ID: d.id, Name: d.name, ShowOrder: d.showOrder }));
  }

  /** Adds a department at the end of the show order; its id. */
  async addDepartment(tenant: Tenant, name: string): Promise<number> {
    requireScope(tenant, 'listings');
    const trimmed = name.trim();
    if (trimmed === '' || trimmed.length > 100) throw new InvalidInputError('name', 'must be 1 to 100 characters.');
    return this.scope.transaction(async (manager) => {
      const last = await this.scope.select(tenant, Department, 'd', manager).orderBy('d.showOrder', 'DESC').getOne();
      const [id] = await this.scope.insert(tenant, Department, { name: trimmed, showOrder: (last?.showOrder ?? 0) + 1 }, manager);
      return id as number;
    });
  }

  /** Changes a user's department (null: none) and/or whether they are kept off the website. */
  async updateUser(tenant: Tenant, userId: number, changes: { departmentId?: number | null; hiddenOnWeb?: boolean }): Promise<void> {
    requireScope(tenant, 'listings');
    await this.scope.transaction(async (manager) => {
      if (!(await this.scope.findOne(tenant, AgencyUser, { id: userId }, manager))) throw new NotFoundError('User', userId);
      if (changes.departmentId !== undefined && changes.departmentId !== null && !(await this.scope.findOne(tenant, Department, { id: changes.departmentId }, manager))) {
        throw new NotFoundError('Department', changes.departmentId);
      }
      await this.scope.update(tenant, AgencyUser, { id: userId }, changes, manager);
    });
  }

  /** Makes a user the one responsible for a project (null: nobody). */
  async setProjectResponsible(tenant: Tenant, projectId: number, userId: number | null): Promise<void> {
    requireScope(tenant, 'listings');
    await this.scope.transaction(async (manager) => {
      if (userId !== null && !(await this.scope.findOne(tenant, AgencyUser, { id: userId }, manager))) throw new NotFoundError('User', userId);
      if ((await this.scope.update(tenant, Project, { id: projectId }, { responsibleUserId: userId }, manager)) === 0) throw new NotFoundError('Project', projectId);
    });
  }

  /**
   * The user responsible for a property (its main agent) or, with `projectId`, for a project:
   * whom a contact request or a viewing registration is addressed to. Null when there is none.
   * Not scope-checked: callers are writes that hold their own scope.
   */
  async responsibleUser(
    tenant: Tenant,
    about: { propertyId?: number | null; projectId?: number | null },
    manager?: EntityManager,
  ): Promise<StaffUserRecord | null> {
    let userId: number | null = null;
    if (about.propertyId !== undefined && about.propertyId !== null) {
      const [agent] = await this.scope.select(tenant, PropertyAgent, 'pa', manager).andWhere('pa.propertyId = :id', { id: about.propertyId }).orderBy('pa.role').addOrderBy('pa.userId').limit(1).getMany();
      userId = agent?.userId ?? null;
    } else if (about.projectId !== undefined && about.projectId !== null) {
      userId = (await this.scope.findOne(tenant, Project, { id: about.projectId }, manager))?.responsibleUserId ?? null;
    }
    const user = userId === null ? null : await this.scope.findOne(tenant, AgencyUser, { id: userId }, manager);
    return user ? (await this.withDepartments(tenant, [user], manager))[0] ?? null : null;
  }

  /**
   * The address a mail about a property or project goes to (a contact request, a viewing
   * registration): its responsible user's email, else the agency's contact address; null when
   * neither has one (then no mail is written). Reads in the caller's transaction.
   */
  async notificationAddress(tenant: Tenant, about: { propertyId?: number | null; projectId?: number | null }, manager: EntityManager): Promise<string | null> {
    const user = await this.responsibleUser(tenant, about, manager);
    const own = user?.Email?.trim() ?? '';
    if (own !== '') return own;
    const agency = await manager.findOneBy(Agency, { id: tenant.agencyId });
    const email = agency?.email?.trim() ?? '';
    return email === '' ? null : email;
  }

  private async withDepartments(tenant: Tenant, users: AgencyUser[], manager?: EntityManager): Promise<StaffUserRecord[]> {
    const ids = [...new Set(users.flatMap((u) => (u.departmentId === null ? [] : [u.departmentId])))];
    const departments = ids.length === 0 ? [] : await this.scope.find(tenant, Department, { id: In(ids) }, manager);
    const names = new Map(departments.map((d) => [d.id, d.name]));
    return users.map((user) => ({
      ...toUserRecord(user),
      DepartmentID: user.departmentId,
      DepartmentName: user.departmentId === null ? null : (names.get(user.departmentId) ?? null),
      HiddenOnWeb: user.hiddenOnWeb,
    }));
  }
}
