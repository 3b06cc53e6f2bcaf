import { Inject, Injectable, Optional } from '@nestjs/common';
import { DataSource, In, type EntityManager } from 'typeorm';
import { isUniqueViolation } from '../accounts/unique-violation.js';
import { AuditedWrites } from '../audit/audited-writes.js';
import type { Actor } from '../common/actor.js';
import { CACHE_BUS, type CacheBus } from '../common/cache-bus.js';
import { ConflictError, DomainError, NotFoundError } from '../common/errors.js';
import { requireVersion, type ExpectedVersion } from '../common/expected-version.js';
import { FieldChecks } from '../common/field-checks.js';
import type { KeysetPage, KeysetRequest } from '../common/keyset.js';
import { LANGUAGE_CODES, languageCode, languageIdOf, type LanguageCode } from '../common/language-codes.js';
import { requireScope } from '../common/scopes.js';
import type { Tenant } from '../common/tenant.js';
import { idField, keysetPage, type KeysetFields } from '../database/keyset-query.js';
import { TenantScope } from '../database/tenant-scope.js';
import { Document } from '../documents/documents.entities.js';
import { Appointment } from '../appointments/appointments.entities.js';
import { storedNow } from '../persons/clock-time.js';
import { Property } from '../properties/properties.entities.js';
import { Country, Office, SubStatus } from '../reference/reference.entities.js';
import { AgencyUser } from '../staff/staff.entities.js';
import { Building, Project, ProjectPicture, ProjectText } from './construction.entities.js';
import { ProjectPublicationService, publicationChange } from './project-publication.service.js';

export interface ProjectTexts {
  readonly shortDescription: string | null;
  readonly description: string | null;
}

/** A project as the agency API shows it (published or not). */
export interface ProjectView {
  readonly id: number;
  readonly reference: string | null;
  readonly name: string;
  readonly status: number;
  readonly publishInternet: boolean;
  readonly publishWebsite: boolean;
  readonly subStatusId: number | null;
  readonly showOrder: number;
  readonly officeId: number | null;
  readonly responsibleUserId: number | null;
  readonly street: string | null;
  readonly houseNumber: string | null;
  readonly zip: string | null;
  readonly city: string | null;
  readonly countryId: number | null;
  readonly latitude: number | null;
  readonly longitude: number | null;
  readonly website: string | null;
  readonly deliveryDate: Date | null;
  readonly originalLanguageId: number;
  readonly descriptions: Partial<Record<LanguageCode, ProjectTexts>>;
  readonly withdrawnAt: Date | null;
  readonly createdAt: Date;
  readonly updatedAt: Date;
  readonly version: number;
}

/** The writable fields of a project (JSON Merge Patch: given is set, null clears; a language set to null is removed). */
export interface ProjectPatch {
  readonly reference?: string | null;
  readonly name?: string | null;
  readonly status?: number | null;
  readonly publishInternet?: boolean | null;
  readonly publishWebsite?: boolean | null;
  readonly subStatusId?: number | null;
  readonly showOrder?: number | null;
  readonly officeId?: number | null;
  readonly responsibleUserId?: number | null;
  readonly street?: string | null;
  readonly houseNumber?: string | null;
  readonly zip?: string | null;
  readonly city?: string | null;
  readonly countryId?: number | null;
  readonly latitude?: number | null;
  readonly longitude?: number | null;
  readonly website?: string | null;
  readonly deliveryDate?: Date | null;
  readonly originalLanguageId?: number | null;
  readonly descriptions?: Readonly<Record<string, { readonly shortDescription?: string | null; readonly description?: string | null } | null>> | null;
}

export interface ProjectListFilter {
  readonly statuses?: readonly number[];
  readonly publishInternet?: boolean;
  readonly reference?: string;
  /** Part of the name or reference. */
  readonly q?: string;
  readonly updatedSince?: Date;
}

/** A building as the agency API shows it; descriptions by language code. */
export interface BuildingView {
  readonly id: number;
  readonly projectId: number;
  readonly name: string;
  readonly floors: number;
  readonly position: number;
  readonly deliveryDate: Date | null;
  readonly descriptions: Partial<Record<LanguageCode, string>>;
  readonly updatedAt: Date | null;
  readonly version: number;
}

export interface BuildingPatch {
  readonly name?: string | null;
  readonly floors?: number | null;
  readonly position?: number | null;
  readonly deliveryDate?: Date | null;
  readonly descriptions?: Readonly<Record<string, string | null>> | null;
}

/** A unit of a project: a property with the project set (its full record is the properties resource). */
export interface UnitView {
  readonly id: number;
  /** The agency's reference of the property (the properties resource's `reference`). */
  readonly reference: string | null;
  /** The dossier reference (`Ident`). */
  readonly ident: string | null;
  readonly buildingId: number | null;
  readonly status: number;
  readonly goal: number;
  readonly price: number | null;
}

/** Project Status: 0 in preparation, 1 for sale, 2 under construction, 3 delivered, 4 sold out. */
const PROJECT_STATUSES = [0, 1, 2, 3, 4];
const MAX_ID = 2_147_483_647;
const SHORT_TEXT = 4_000;
const LONG_TEXT = 60_000;

const PROJECT_SORT: KeysetFields<Project> = {
  ...idField<Project>('pr'),
  name: { column: 'pr.name', kind: 'string', of: (p) => p.name },
  reference: { column: 'pr.reference', kind: 'string', of: (p) => p.reference },
  showOrder: { column: 'pr.showOrder', kind: 'number', of: (p) => p.showOrder },
  createdAt: { column: 'pr.createdAt', kind: 'date', of: (p) => p.createdAt },
  updatedAt: { column: 'pr.lastChangedAt', kind: 'date', of: (p) => p.lastChangedAt },
};

type ProjectColumns = Partial<Omit<Project, 'id' | 'agencyId' | 'version' | 'createdAt' | 'lastChangedAt' | 'withdrawnAt' | 'largePicture'>>;

function projectAudit(project: Project, texts: readonly ProjectText[]): Record<string, unknown> {
  const { id: _id, version: _version, createdAt: _created, updatedAt: _updated, withdrawnAt: _withdrawn, ...fields } = toProjectView(project, texts);
  return fields;
}

export function toProjectView(project: Project, texts: readonly ProjectText[]): ProjectView {
  const descriptions: Partial<Record<LanguageCode, ProjectTexts>> = {};
  for (const text of texts.filter((t) => t.projectId === project.id).sort((a, b) => a.languageId - b.languageId)) {
    const code = languageCode(text.languageId);
    if (code) descriptions[code] = { shortDescription: text.shortDescription, description: text.description };
  }
  return {
    id: project.id,
    reference: project.reference,
    name: project.name,
    status: project.status,
    publishInternet: Boolean(project.publishInternet),
    publishWebsite: Boolean(project.publishWebsite),
    subStatusId: project.subStatusId,
    showOrder: project.showOrder,
    officeId: project.officeId,
    responsibleUserId: project.responsibleUserId,
    street: project.street,
    houseNumber: project.houseNumber,
    zip: project.zip,
    city: project.city,
    countryId: project.countryId,
    latitude: project.latitude === null ? null : Number(project.latitude),
    longitude: project.longitude === null ? null : Number(project.longitude),
    website: project.website,
    deliveryDate: project.deliveryDate,
    originalLanguageId: project.originalLanguageId,
    descriptions,
    withdrawnAt: project.withdrawnAt,
    createdAt: project.createdAt,
    updatedAt: project.lastChangedAt,
    version: project.version,
  };
}

export function toBuildingView(building: Building): BuildingView {
  const descriptions: Partial<Record<LanguageCode, string>> = {};
  for (const [id, text] of Object.entries(building.descriptions ?? {})) {
    const code = languageCode(Number(id));
    if (code && typeof text === 'string') descriptions[code] = text;
  }
  return {
    id: building.id,
    projectId: building.projectId,
    name: building.name,
    floors: building.floors,
    position: building.position,
    deliveryDate: building.deliveryDate,
    descriptions,
    updatedAt: building.updatedAt,
    version: building.version,
  };
}

/** Validates a project patch into column values (every invalid field listed in `checks`). */
function projectColumns(patch: ProjectPatch, checks: FieldChecks, creating: boolean): ProjectColumns {
  const columns: Record<string, unknown> = {
    reference: checks.text('reference', patch.reference, 100),
    name: checks.text('name', creating ? (patch.name ?? null) : patch.name, 200, true),
    status: checks.oneOf('status', patch.status, PROJECT_STATUSES),
    subStatusId: checks.integer('subStatusId', patch.subStatusId, 1, MAX_ID, true),
    showOrder: checks.integer('showOrder', patch.showOrder, -MAX_ID, MAX_ID),
    officeId: checks.integer('officeId', patch.officeId, 1, MAX_ID, true),
    responsibleUserId: checks.integer('responsibleUserId', patch.responsibleUserId, 1, MAX_ID, true),
    street: checks.text('street', patch.street, 200),
    houseNumber: checks.text('houseNumber', patch.houseNumber, 20),
    zip: checks.text('zip', patch.zip, 20),
    city: checks.text('city', patch.city, 100),
    countryId: checks.integer('countryId', patch.countryId, 1, MAX_ID, true),
    latitude: checks.decimal('latitude', patch.latitude, -90, 90),
    longitude: checks.decimal('longitude', patch.longitude, -180, 180),
    website: checks.url('website', patch.website, 500),
    deliveryDate: checks.date('deliveryDate', patch.deliveryDate),
    originalLanguageId: checks.integer('originalLanguageId', patch.originalLanguageId, 1, 6),
  };
  for (const flag of ['publishInternet', 'publishWebsite'] as const) {
    if (patch[flag] === null) checks.add(flag, 'required', 'must be true or false.');
    else if (patch[flag] !== undefined) columns[flag] = patch[flag];
  }
  return Object.fromEntries(Object.entries(columns).filter(([, value]) => value !== undefined)) as ProjectColumns;
}

/** Validates the descriptions of a patch: language code → texts (null removes the language). */
function projectTexts(patch: ProjectPatch['descriptions'], checks: FieldChecks): Map<number, { shortDescription?: string | null; description?: string | null } | null> {
  const texts = new Map<number, { shortDescription?: string | null; description?: string | null } | null>();
  for (const [code, value] of Object.entries(patch ?? {})) {
    const languageId = languageIdOf(code);
    if (languageId === null) {
      checks.add(`descriptions/${code}`, 'enum', `is not a language; use ${LANGUAGE_CODES.join(', ')}.`);
      continue;
    }
    if (value === null) {
      texts.set(languageId, null);
      continue;
    }
    if (typeof value !== 'object' || Array.isArray(value)) {
      checks.add(`descriptions/${code}`, 'type', 'must be an object with shortDescription and description, or null.');
      continue;
    }
    const unknown = Object.keys(value).filter((name) => name !== 'shortDescription' && name !== 'description');
    for (const name of unknown) checks.add(`descriptions/${code}/${name}`, 'unknown-field', 'is not a field of a project text.');
    const shortDescription = checks.text(`descriptions/${code}/shortDescription`, textOrNull(checks, `descriptions/${code}/shortDescription`, value.shortDescription), SHORT_TEXT);
    const description = checks.text(`descriptions/${code}/description`, textOrNull(checks, `descriptions/${code}/description`, value.description), LONG_TEXT);
    texts.set(languageId, { ...(shortDescription === undefined ? {} : { shortDescription }), ...(description === undefined ? {} : { description }) });
  }
  return texts;
}

/**
 * The agency's writes of construction projects, their buildings, and the reads of the agency
 * API (every project of the agency, published or not). A project's units are properties with the
 * project set. Writes are audited (AuditedWrites); the change log sees them through its triggers,
 * and the listing caches of every instance are told (tenant-data).
 */
@Injectable()
export class ProjectWritesService {
  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    @Inject(TenantScope) private readonly scope: TenantScope,
    @Inject(AuditedWrites) private readonly writes: AuditedWrites,
    @Inject(ProjectPublicationService) private readonly publication: ProjectPublicationService,
    @Optional() @Inject(CACHE_BUS) private readonly bus?: CacheBus,
  ) {}

  async list(tenant: Tenant, filter: ProjectListFilter, page: KeysetRequest): Promise<KeysetPage<ProjectView>> {
    requireScope(tenant, 'listings');
    const query = this.scope.select(tenant, Project, 'pr');
    if (filter.statuses && filter.statuses.length > 0) query.andWhere('pr.status IN (:...statuses)', { statuses: [...filter.statuses] });
    if (filter.publishInternet !== undefined) query.andWhere('pr.publishInternet = :published', { published: filter.publishInternet });
    if (filter.reference !== undefined) query.andWhere('pr.reference = :reference', { reference: filter.reference });
    if (filter.q) query.andWhere("(LOWER(pr.name) LIKE :q ESCAPE '!' OR LOWER(pr.reference) LIKE :q ESCAPE '!')", { q: `%${filter.q.toLowerCase().replace(/[!%_]/g, (c) => `!${c}`)}%` });
    if (filter.updatedSince) query.andWhere('pr.lastChangedAt >= :since', { since: filter.updatedSince });
    return keysetPage(query, PROJECT_SORT, page, (projects) => this.views(projects));
  }

  async get(tenant: Tenant, projectId: number): Promise<ProjectView> {
    requireScope(tenant, 'listings');
    const project = await this.requireProject(tenant, projectId);
    return (await this.views([project]))[0] as ProjectView;
  }

  /** A new project (name required); a reference another project of the agency holds is a ConflictError. */
  async create(tenant: Tenant, actor: Actor, patch: ProjectPatch): Promise<ProjectView> {
    requireScope(tenant, 'listings');
    const checks = new FieldChecks();
    const columns = projectColumns(patch, checks, true);
    const texts = projectTexts(patch.descriptions, checks);
    checks.done();
    const id = await this.guardReference(() =>
      this.writes.run(tenant, actor, async (write) => {
        const { manager } = write;
        await this.checkReferences(tenant, columns, null, manager);
        const now = storedNow();
        const publishInternet = columns.publishInternet ?? false;
        const values: Omit<Project, 'id' | 'agencyId' | 'version'> = {
          reference: null,
          officeId: null,
          responsibleUserId: null,
          name: '',
          status: 1,
          publishWebsite: false,
          subStatusId: null,
          showOrder: 0,
          street: null,
          houseNumber: null,
          zip: null,
          city: null,
          countryId: null,
          latitude: null,
          longitude: null,
          largePicture: null,
          website: null,
          deliveryDate: null,
          originalLanguageId: 1,
          ...columns,
          publishInternet,
          withdrawnAt: null,
          createdAt: now,
          lastChangedAt: now,
        };
        const [projectId] = await this.scope.insert(tenant, Project, values, manager);
        await this.writeTexts(projectId as number, texts, manager);
        const created = await this.requireProject(tenant, projectId as number, manager);
        await write.created('project', created.id, projectAudit(created, await this.textsOf([created.id], manager)));
        return created.id;
      }),
    );
    this.bus?.publish('tenant-data', String(tenant.agencyId));
    return this.get(tenant, id);
  }

  /**
   * Applies a merge patch. Withdrawing (publishInternet false) or publishing moves the project's
   * published units with it, as the CLI's `projects publish|withdraw` does.
   */
  async change(tenant: Tenant, actor: Actor, projectId: number, patch: ProjectPatch, expectedVersion: ExpectedVersion = null): Promise<ProjectView> {
    requireScope(tenant, 'listings');
    const checks = new FieldChecks();
    const columns = projectColumns(patch, checks, false);
    const texts = projectTexts(patch.descriptions, checks);
    checks.done();
    await this.guardReference(() =>
      this.writes.run(tenant, actor, async (write) => {
        const { manager } = write;
        const project = await this.lockProject(tenant, projectId, manager);
        requireVersion('Project', projectId, project.version, expectedVersion);
        await this.checkReferences(tenant, columns, project.id, manager);
        const before = projectAudit(project, await this.textsOf([projectId], manager));
        const now = storedNow();
        const publication = columns.publishInternet === undefined ? {} : publicationChange(project, columns.publishInternet, now);
        const after = Object.assign(new Project(), project, columns, publication);
        await this.writeTexts(projectId, texts, manager);
        const afterView = projectAudit(after, await this.textsOf([projectId], manager));
        if ((await write.changed('project', projectId, before, afterView)).length === 0) return;
        await this.scope.update(tenant, Project, { id: projectId }, { ...columns, ...publication, lastChangedAt: now }, manager);
        if (columns.publishInternet !== undefined) await this.publication.moveUnits(tenant, project, columns.publishInternet, now, manager);
      }),
    );
    this.bus?.publish('tenant-data', String(tenant.agencyId));
    return this.get(tenant, projectId);
  }

  /**
   * Deletes a project with its texts, pictures, buildings and documents. A project that still has
   * units or viewing slots is a ConflictError (move or delete them first): nothing is deleted.
   */
  async delete(tenant: Tenant, actor: Actor, projectId: number, expectedVersion: ExpectedVersion = null): Promise<void> {
    requireScope(tenant, 'listings');
    await this.writes.run(tenant, actor, async (write) => {
      const { manager } = write;
      const project = await this.lockProject(tenant, projectId, manager);
      requireVersion('Project', projectId, project.version, expectedVersion);
      const [units, slots] = await Promise.all([this.scope.count(tenant, Property, { projectId }, manager), this.scope.count(tenant, Appointment, { projectId }, manager)]);
      if (units > 0 || slots > 0) {
        throw new ConflictError(`Project ${projectId} still has ${units} unit(s) and ${slots} viewing slot(s): move or delete them first.`);
      }
      const before = projectAudit(project, await this.textsOf([projectId], manager));
      await manager.delete(ProjectText, { projectId });
      await manager.delete(ProjectPicture, { projectId });
      await this.scope.delete(tenant, Document, { projectId }, manager);
      await this.scope.delete(tenant, Building, { projectId }, manager);
      await this.scope.delete(tenant, Project, { id: projectId }, manager);
      await write.deleted('project', projectId, before);
    });
    this.bus?.publish('tenant-data', String(tenant.agencyId));
  }

  async units(tenant: Tenant, projectId: number): Promise<UnitView[]> {
    requireScope(tenant, 'listings');
    await this.requireProject(tenant, projectId);
    const units = await this.scope.select(tenant, Property, 'p').andWhere('p.projectId = :projectId', { projectId }).orderBy('p.buildingId').addOrderBy('p.id').getMany();
    return units.map((unit) => ({ id: unit.id, reference: unit.reference, ident: unit.ident, buildingId: unit.buildingId, status: unit.status, goal: unit.goal, price: unit.price === null ? null : Number(unit.price) }));
  }

  async buildings(tenant: Tenant, projectId: number): Promise<BuildingView[]> {
    requireScope(tenant, 'listings');
    await this.requireProject(tenant, projectId);
    const buildings = await this.scope.select(tenant, Building, 'b').andWhere('b.projectId = :projectId', { projectId }).orderBy('b.position').addOrderBy('b.id').getMany();
    return buildings.map(toBuildingView);
  }

  async building(tenant: Tenant, projectId: number, buildingId: number): Promise<BuildingView> {
    requireScope(tenant, 'listings');
    return toBuildingView(await this.requireBuilding(tenant, projectId, buildingId));
  }

  async createBuilding(tenant: Tenant, actor: Actor, projectId: number, patch: BuildingPatch): Promise<BuildingView> {
    requireScope(tenant, 'listings');
    const checks = new FieldChecks();
    const columns = buildingColumns({ ...patch, name: patch.name ?? null }, checks);
    checks.done();
    const id = await this.writes.run(tenant, actor, async (write) => {
      await this.lockProject(tenant, projectId, write.manager);
      const values: Omit<Building, 'id' | 'agencyId' | 'version'> = { projectId, name: '', floors: 0, position: 0, deliveryDate: null, descriptions: null, ...columns, updatedAt: storedNow() };
      const [buildingId] = await this.scope.insert(tenant, Building, values, write.manager);
      const building = await this.requireBuilding(tenant, projectId, buildingId as number, write.manager);
      await write.created('building', building.id, buildingAudit(building));
      return building.id;
    });
    this.bus?.publish('tenant-data', String(tenant.agencyId));
    return this.building(tenant, projectId, id);
  }

  async changeBuilding(tenant: Tenant, actor: Actor, projectId: number, buildingId: number, patch: BuildingPatch, expectedVersion: ExpectedVersion = null): Promise<BuildingView> {
    requireScope(tenant, 'listings');
    await this.writes.run(tenant, actor, async (write) => {
      const building = await this.requireBuilding(tenant, projectId, buildingId, write.manager);
      requireVersion('Building', buildingId, building.version, expectedVersion);
      const checks = new FieldChecks();
      const columns = buildingColumns(patch, checks, building.descriptions);
      checks.done();
      const after = Object.assign(new Building(), building, columns);
      if ((await write.changed('building', buildingId, buildingAudit(building), buildingAudit(after))).length === 0) return;
      await this.scope.update(tenant, Building, { id: buildingId }, { ...columns, updatedAt: storedNow() }, write.manager);
    });
    this.bus?.publish('tenant-data', String(tenant.agencyId));
    return this.building(tenant, projectId, buildingId);
  }

  /** Deletes a building; one that units still name is a ConflictError. */
  async deleteBuilding(tenant: Tenant, actor: Actor, projectId: number, buildingId: number, expectedVersion: ExpectedVersion = null): Promise<void> {
    requireScope(tenant, 'listings');
    await this.writes.run(tenant, actor, async (write) => {
      const building = await this.requireBuilding(tenant, projectId, buildingId, write.manager);
      requireVersion('Building', buildingId, building.version, expectedVersion);
      const units = await this.scope.count(tenant, Property, { buildingId }, write.manager);
      if (units > 0) throw new ConflictError(`Building ${buildingId} still has ${units} unit(s): move or delete them first.`);
      await this.scope.delete(tenant, Building, { id: buildingId }, write.manager);
      await write.deleted('building', buildingId, buildingAudit(building));
    });
    this.bus?.publish('tenant-data', String(tenant.agencyId));
  }

  private async views(projects: readonly Project[]): Promise<ProjectView[]> {
    if (projects.length === 0) return [];
    const texts = await this.textsOf(projects.map((project) => project.id));
    return projects.map((project) => toProjectView(project, texts));
  }

  private textsOf(projectIds: readonly number[], manager?: EntityManager): Promise<ProjectText[]> {
    return (manager ?? this.dataSource.manager).find(ProjectText, { where: { projectId: In([...projectIds]) } });
  }

  /** Sets, merges or removes the texts per language. */
  private async writeTexts(projectId: number, texts: ReadonlyMap<number, { shortDescription?: string | null; description?: string | null } | null>, manager: EntityManager): Promise<void> {
    for (const [languageId, text] of texts) {
      if (text === null) {
        await manager.delete(ProjectText, { projectId, languageId });
        continue;
      }
      const current = await manager.findOne(ProjectText, { where: { projectId, languageId } });
      if (current) {
        if (Object.keys(text).length > 0) await manager.update(ProjectText, { projectId, languageId }, text);
      } else {
        await manager.insert(ProjectText, { projectId, languageId, shortDescription: text.shortDescription ?? null, description: text.description ?? null });
      }
    }
  }

  private async requireProject(tenant: Tenant, projectId: number, manager?: EntityManager): Promise<Project> {
    const project = Number.isSafeInteger(projectId) ? await this.scope.findOne(tenant, Project, { id: projectId }, manager) : null;
    if (!project) throw new NotFoundError('Project', projectId);
    return project;
  }

  private async lockProject(tenant: Tenant, projectId: number, manager: EntityManager): Promise<Project> {
    const project = Number.isSafeInteger(projectId) ? await this.scope.selectForUpdate(tenant, Project, 'pr', manager).andWhere('pr.id = :id', { id: projectId }).getOne() : null;
    if (!project) throw new NotFoundError('Project', projectId);
    return project;
  }

  private async requireBuilding(tenant: Tenant, projectId: number, buildingId: number, manager?: EntityManager): Promise<Building> {
    await this.requireProject(tenant, projectId, manager);
    const building = Number.isSafeInteger(buildingId) ? await this.scope.findOne(tenant, Building, { id: buildingId, projectId }, manager) : null;
    if (!building) throw new NotFoundError(`Building of project ${projectId}`, buildingId);
    return building;
  }

  /** Every id the patch names must exist (offices, users: the agency's own); a reference must be free. */
  private async checkReferences(tenant: Tenant, columns: ProjectColumns, projectId: number | null, manager: EntityManager): Promise<void> {
    const checks = new FieldChecks();
    if (typeof columns.officeId === 'number' && !(await this.scope.findOne(tenant, Office, { id: columns.officeId }, manager))) {
      checks.add('officeId', 'unknown-reference', `office ${columns.officeId} is not an office of the agency.`);
    }
    if (typeof columns.responsibleUserId === 'number' && !(await this.scope.findOne(tenant, AgencyUser, { id: columns.responsibleUserId }, manager))) {
      checks.add('responsibleUserId', 'unknown-reference', `user ${columns.responsibleUserId} is not a user of the agency.`);
    }
    if (typeof columns.countryId === 'number' && !(await manager.existsBy(Country, { id: columns.countryId }))) {
      checks.add('countryId', 'unknown-reference', `country ${columns.countryId} does not exist.`);
    }
    if (typeof columns.subStatusId === 'number' && !(await manager.existsBy(SubStatus, { id: columns.subStatusId }))) {
      checks.add('subStatusId', 'unknown-reference', `sub-status ${columns.subStatusId} does not exist.`);
    }
    checks.done();
    if (typeof columns.reference === 'string') {
      const holder = await this.scope.findOne(tenant, Project, { reference: columns.reference }, manager);
      if (holder && holder.id !== projectId) throw referenceTaken(columns.reference);
    }
  }

  /** Two writes of the same reference at once end in the unique index: the same ConflictError. */
  private async guardReference<R>(work: () => Promise<R>): Promise<R> {
    try {
      return await work();
    } catch (error) {
      if (!(error instanceof DomainError) && isUniqueViolation(error)) throw referenceTaken(null);
      throw error;
    }
  }
}

/** A text, null or absent as given; anything else (a JSON number, an object) is noted and treated as absent. */
function textOrNull(checks: FieldChecks, field: string, value: unknown): string | null | undefined {
  if (value === undefined || value === null || typeof value === 'string') return value;
  checks.add(field, 'type', 'must be a string or null.');
  return undefined;
}

function referenceTaken(reference: string | null): ConflictError {
  return new ConflictError(reference === null ? 'Another project of the agency already has this reference.' : `Another project of the agency already has the reference "${reference}".`);
}

function buildingAudit(building: Building): Record<string, unknown> {
  const { id: _id, version: _version, updatedAt: _updated, ...fields } = toBuildingView(building);
  return fields;
}

/** Validates a building patch (descriptions merged over `current`, keyed by language id as stored). */
function buildingColumns(patch: BuildingPatch, checks: FieldChecks, current: Building['descriptions'] = null): Partial<Omit<Building, 'id' | 'agencyId' | 'projectId' | 'version'>> {
  const columns: Record<string, unknown> = {
    name: checks.text('name', patch.name, 200, true),
    floors: checks.integer('floors', patch.floors, 0, 500),
    position: checks.integer('position', patch.position, -MAX_ID, MAX_ID),
    deliveryDate: checks.date('deliveryDate', patch.deliveryDate),
  };
  if (patch.descriptions !== undefined) {
    const descriptions: Record<string, string> = patch.descriptions === null ? {} : Object.fromEntries(Object.entries(current ?? {}).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
    for (const [code, text] of Object.entries(patch.descriptions ?? {})) {
      const languageId = languageIdOf(code);
      if (languageId === null) {
        checks.add(`descriptions/${code}`, 'enum', `is not a language; use ${LANGUAGE_CODES.join(', ')}.`);
        continue;
      }
      const value = checks.text(`descriptions/${code}`, textOrNull(checks, `descriptions/${code}`, text), LONG_TEXT);
      if (value === null) delete descriptions[String(languageId)];
      else if (value !== undefined) descriptions[String(languageId)] = value;
    }
    columns['descriptions'] = Object.keys(descriptions).length === 0 ? null : descriptions;
  }
  return Object.fromEntries(Object.entries(columns).filter(([, value]) => value !== undefined));
}
