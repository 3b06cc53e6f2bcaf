import { Inject, Injectable } from '@nestjs/common';
import { type EntityManager, In } from 'typeorm';
import { Agency } from '../accounts/accounts.entities.js';
import type { AuditedWrite, AuditedWrites, AuditView } from '../audit/audited-writes.js';
import type { Actor } from '../common/actor.js';
import { DEFAULT_LANGUAGE, LANGUAGE_IDS } from '../common/codes.js';
import { InvalidInputError, NotFoundError } from '../common/errors.js';
import { FieldChecks } from '../common/field-checks.js';
import { keysetCondition, type KeysetPage, type KeysetRequest } from '../common/keyset.js';
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

/**
 * What an admin sets of a user of the agency: a field given is set, null clears it, a field not
 * given is kept (JSON Merge Patch). A new user needs at least its name.
 */
export interface StaffUserInput {
  readonly name?: string;
  readonly firstName?: string | null;
  /** The user's own email (on the website's agent cards; a new login signs in with it by default). */
  readonly email?: string | null;
  /** The language of the user's back-office and mails (1 NL … 6 CA); a new user gets the agency's. */
  readonly languageId?: number;
  readonly departmentId?: number | null;
  readonly function?: string | null;
  readonly phoneNumber?: string | null;
  readonly mobileNumber?: string | null;
  readonly hiddenOnWeb?: boolean;
}

/** A user of the agency with the language the back-office and the user's mails use (the agency API's /staff-users). */
export type StaffMember = StaffUserRecord & { readonly LanguageID: number };

/** The columns of a user that StaffUserInput sets, checked. */
type UserValues = Partial<Pick<AgencyUser, 'name' | 'firstName' | 'email' | 'languageId' | 'departmentId' | 'function' | 'phoneNumber' | 'mobileNumber' | 'hiddenOnWeb'>>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** What the audit log compares of a user (the login's fields sit beside it under `login/`). */
function userAuditView(user: UserValues): AuditView {
  return {
    name: user.name,
    firstName: user.firstName,
    email: user.email,
    language: user.languageId,
    departmentId: user.departmentId,
    function: user.function,
    phoneNumber: user.phoneNumber,
    mobileNumber: user.mobileNumber,
    hiddenOnWeb: user.hiddenOnWeb,
  };
}

/**
 * Checks a user's fields into `checks` (every invalid one noted) and answers the values to store
 * of those given. `creating` requires the name.
 */
export function checkStaffUser(checks: FieldChecks, input: StaffUserInput, creating: boolean, prefix = ''): UserValues {
  const field = (name: string) => `${prefix}${name}`;
  const name = checks.text(field('name'), creating ? (input.name ?? null) : input.name, 100, true);
  let email = checks.text(field('email'), input.email, 200);
  if (typeof email === 'string' && !EMAIL.test(email)) {
    checks.add(field('email'), 'format', 'must be an email address.');
    email = undefined;
  }
  const values: UserValues = {
    name: name ?? undefined,
    firstName: checks.text(field('firstName'), input.firstName, 100),
    email: typeof email === 'string' ? email.toLowerCase() : email,
    languageId: checks.oneOf(field('language'), input.languageId, LANGUAGE_IDS as readonly number[]),
    departmentId: checks.integer(field('departmentId'), input.departmentId, 1, 2_147_483_647, true),
    function: checks.text(field('function'), input.function, 100),
    phoneNumber: checks.text(field('phoneNumber'), input.phoneNumber, 50),
    mobileNumber: checks.text(field('mobileNumber'), input.mobileNumber, 50),
    hiddenOnWeb: input.hiddenOnWeb,
  };
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined)) as UserValues;
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

  /** One user with their language (the agency API's /staff-users/{id}); null when the agency has none with the id. */
  async getMember(tenant: Tenant, id: number): Promise<StaffMember | null> {
    requireScope(tenant, 'listings');
    const user = Number.isInteger(id) ? await this.scope.findOne(tenant, AgencyUser, { id }) : null;
    return user ? ((await this.withDepartments(tenant, [user]))[0] ?? null) : null;
  }

  /** A page of all the agency's users (those hidden on the web too), by id (the agency API's /staff-users). */
  async pageUsers(tenant: Tenant, page: KeysetRequest): Promise<KeysetPage<StaffMember>> {
    requireScope(tenant, 'listings');
    const query = this.scope.select(tenant, AgencyUser, 'u');
    const total = await query.clone().getCount();
    const direction = page.sort[0]?.direction ?? 'ASC';
    if (page.after) {
      const condition = keysetCondition([{ column: 'u.id', direction, value: page.after[0] ?? null }]);
      query.andWhere(condition.sql, condition.parameters);
    }
    const users = await query.orderBy('u.id', direction).limit(page.limit + 1).getMany();
    const items = await this.withDepartments(tenant, users.slice(0, page.limit));
    const last = items[items.length - 1];
    return { items, next: users.length > page.limit && last ? [last.ID as number] : null, total };
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

  /** One department of the agency, or null. */
  async department(tenant: Tenant, id: number): Promise<DepartmentRecord | null> {
    requireScope(tenant, 'listings');
    const found = Number.isInteger(id) ? await this.scope.findOne(tenant, Department, { id }) : null;
    return found ? { ID: found.id, Name: found.name, ShowOrder: found.showOrder } : null;
  }

  /**
   * Adds (id null), changes or removes (change null) a department through the audit seam, with
   * the actor who does it. A new one goes last unless a show order is given; a removed one's
   * users are left without a department. Answers the department after the write (null: removed).
   */
  async writeDepartment(
    tenant: Tenant,
    audited: AuditedWrites,
    actor: Actor,
    id: number | null,
    change: { name?: string; showOrder?: number } | null,
  ): Promise<DepartmentRecord | null> {
    requireScope(tenant, 'listings');
    const name = change?.name?.trim();
    if (change !== null && (id === null || change.name !== undefined) && (name === undefined || name === '' || name.length > 100)) throw new InvalidInputError('name', 'must be 1 to 100 characters.');
    if (change?.showOrder !== undefined && (!Number.isInteger(change.showOrder) || change.showOrder < 0 || change.showOrder > 1_000_000)) throw new InvalidInputError('showOrder', 'must be a whole number from 0 to 1000000.');
    return audited.run(tenant, actor, async (write) => {
      const manager = write.manager;
      const view = (d: { name: string; showOrder: number }) => ({ name: d.name, showOrder: d.showOrder });
      if (id === null) {
        const last = await this.scope.select(tenant, Department, 'd', manager).orderBy('d.showOrder', 'DESC').getOne();
        const values = { name: name as string, showOrder: change?.showOrder ?? (last?.showOrder ?? 0) + 1 };
        const [newId] = await this.scope.insert(tenant, Department, values, manager);
        await write.created('departments', Number(newId), view(values));
        return { ID: Number(newId), Name: values.name, ShowOrder: values.showOrder };
      }
      const current = await this.scope.findOne(tenant, Department, { id }, manager);
      if (!current) throw new NotFoundError('Department', id);
      if (change === null) {
        await this.scope.update(tenant, AgencyUser, { departmentId: id }, { departmentId: null }, manager);
        await this.scope.delete(tenant, Department, { id }, manager);
        await write.deleted('departments', id, view(current));
        return null;
      }
      const next = { name: name ?? current.name, showOrder: change.showOrder ?? current.showOrder };
      if ((await write.changed('departments', id, view(current), view(next))).length > 0) await this.scope.update(tenant, Department, { id }, next, manager);
      return { ID: id, Name: next.name, ShowOrder: next.showOrder };
    });
  }

  /** Adds a user to the agency (audited); the user with their department. */
  async createUser(tenant: Tenant, audited: AuditedWrites, actor: Actor, input: StaffUserInput): Promise<StaffMember> {
    requireScope(tenant, 'listings');
    const checks = new FieldChecks();
    const values = checkStaffUser(checks, input, true);
    checks.done();
    const id = await audited.run(tenant, actor, (write) => this.writeUser(tenant, write, null, values));
    return (await this.getMember(tenant, id)) as StaffMember;
  }

  /** Changes a user of the agency (JSON Merge Patch, audited); NotFoundError for an id the agency has no user with. */
  async changeUser(tenant: Tenant, audited: AuditedWrites, actor: Actor, id: number, change: StaffUserInput): Promise<StaffMember> {
    requireScope(tenant, 'listings');
    const checks = new FieldChecks();
    const values = checkStaffUser(checks, change, false);
    checks.done();
    await audited.run(tenant, actor, (write) => this.writeUser(tenant, write, id, values));
    const member = await this.getMember(tenant, id);
    if (!member) throw new NotFoundError('User', id);
    return member;
  }

  /**
   * Inserts (id null) or changes a user with checked values, in a write in progress, and records
   * it in the audit log (`staff-users`). A department must be one of the agency's. Answers the id.
   */
  async writeUser(tenant: Tenant, write: AuditedWrite, id: number | null, values: UserValues): Promise<number> {
    const { manager } = write;
    if (values.departmentId !== undefined && values.departmentId !== null && !(await this.scope.findOne(tenant, Department, { id: values.departmentId }, manager))) {
      const refused = new FieldChecks();
      refused.add('departmentId', 'unknown-reference', `department ${values.departmentId} is not one of the agency's.`);
      refused.done();
    }
    if (id === null) {
      const row = {
        name: values.name as string,
        firstName: values.firstName ?? null,
        email: values.email ?? null,
        languageId: values.languageId ?? tenant.languageId ?? DEFAULT_LANGUAGE,
        departmentId: values.departmentId ?? null,
        function: values.function ?? null,
        phoneNumber: values.phoneNumber ?? null,
        mobileNumber: values.mobileNumber ?? null,
        hiddenOnWeb: values.hiddenOnWeb ?? false,
        officeId: null,
        pictureUrl: null,
      };
      const [newId] = await this.scope.insert(tenant, AgencyUser, row, manager);
      await write.created('staff-users', Number(newId), userAuditView(row));
      return Number(newId);
    }
    const current = Number.isInteger(id) ? await this.scope.findOne(tenant, AgencyUser, { id }, manager) : null;
    if (!current) throw new NotFoundError('User', id);
    if ((await write.changed('staff-users', id, userAuditView(current), userAuditView({ ...current, ...values }))).length > 0) {
      await this.scope.update(tenant, AgencyUser, { id }, values, manager);
    }
    return id;
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

  private async withDepartments(tenant: Tenant, users: AgencyUser[], manager?: EntityManager): Promise<StaffMember[]> {
    const ids = [...new Set(users.flatMap((u) => (u.departmentId === null ? [] : [u.departmentId])))];
    const departments = ids.length === 0 ? [] : await this.scope.find(tenant, Department, { id: In(ids) }, manager);
    const names = new Map(departments.map((d) => [d.id, d.name]));
    return users.map((user) => ({
      ...toUserRecord(user),
      DepartmentID: user.departmentId,
      DepartmentName: user.departmentId === null ? null : (names.get(user.departmentId) ?? null),
      HiddenOnWeb: user.hiddenOnWeb,
      LanguageID: user.languageId,
    }));
  }
}
