import { Inject, Injectable, Optional } from '@nestjs/common';
import { DataSource, In, type EntityManager, type SelectQueryBuilder } from 'typeorm';
import { isUniqueViolation } from '../accounts/unique-violation.js';
import { AuditedWrites, fieldChanges, type AuditedWrite } from '../audit/audited-writes.js';
import type { Actor } from '../common/actor.js';
import { CACHE_BUS, type CacheBus } from '../common/cache-bus.js';
import { ConflictError, DomainError, NotFoundError, PreconditionFailedError } from '../common/errors.js';
import { requireVersion, type ExpectedVersion } from '../common/expected-version.js';
import { FieldChecks } from '../common/field-checks.js';
import { groupBy } from '../common/group-by.js';
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
import { buildingReplacement, PROJECT_INITIAL, projectReplacement, projectTextWrites, textsAfter, type ProjectTextInput, type ProjectTextWrite } from './project-plans.js';
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

/** What a create-or-replace of a project by reference did. */
export interface ProjectUpsertOutcome {
  readonly id: number;
  readonly created: boolean;
  /** Whether anything was written (a replace with the same values writes nothing). */
  readonly changed: boolean;
}

/** A project as its writes see it: its row (locked in the write) and its texts. */
interface ProjectState {
  readonly project: Project;
  readonly texts: readonly ProjectText[];
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

/** A coordinate to the 7 decimals every database keeps, so a value read back equals the one written. */
function coordinate(value: number | null | undefined): number | null | undefined {
  return typeof value === 'number' ? Math.round(value * 1e7) / 1e7 : value;
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
    latitude: coordinate(checks.decimal('latitude', patch.latitude, -90, 90)),
    longitude: coordinate(checks.decimal('longitude', patch.longitude, -180, 180)),
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
function projectTexts(patch: ProjectPatch['descriptions'], checks: FieldChecks): Map<number, ProjectTextInput | null> {
  const texts = new Map<number, ProjectTextInput | null>();
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

  /** Projects read ahead by reference within a write (`prefetchByReference`), each taken once by `upsertWithin`. */
  private readonly prefetched = new WeakMap<AuditedWrite, Map<string, ProjectState>>();

  /** Buildings read ahead with their projects within a write, by project id (`buildingsWithin`). */
  private readonly buildingsRead = new WeakMap<AuditedWrite, Map<number, Building[]>>();

  /** The references found to exist within a write (`kind:id`), so that a write of many projects checks each once. */
  private readonly knownReferences = new WeakMap<AuditedWrite, Set<string>>();

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

  /** The id of the agency's project with this reference; NotFound otherwise. */
  async idOfReference(tenant: Tenant, reference: string): Promise<number> {
    requireScope(tenant, 'listings');
    const project = await this.scope.findOne(tenant, Project, { reference });
    if (!project) throw new NotFoundError('Project with reference', reference);
    return project.id;
  }

  /** A new project (name required); a reference another project of the agency holds is a ConflictError. */
  async create(tenant: Tenant, actor: Actor, patch: ProjectPatch): Promise<ProjectView> {
    requireScope(tenant, 'listings');
    const { columns, texts } = checkedPatch(patch, true);
    const id = await this.guardReference(() => this.writes.run(tenant, actor, (write) => this.insert(write, columns, texts)));
    this.bus?.publish('tenant-data', String(tenant.agencyId));
    return this.get(tenant, id);
  }

  /**
   * Applies a merge patch. Withdrawing (publishInternet false) or publishing moves the project's
   * published units with it, as the CLI's `projects publish|withdraw` does. A patch that changes
   * nothing writes nothing (same version, no change event, no audit entry).
   */
  async change(tenant: Tenant, actor: Actor, projectId: number, patch: ProjectPatch, expectedVersion: ExpectedVersion = null): Promise<ProjectView> {
    requireScope(tenant, 'listings');
    checkedPatch(patch, false);
    await this.guardReference(() => this.writes.run(tenant, actor, (write) => this.changeWithin(write, projectId, patch, expectedVersion)));
    this.bus?.publish('tenant-data', String(tenant.agencyId));
    return this.get(tenant, projectId);
  }

  /**
   * Creates the project with this reference, or replaces the one that has it: every field not
   * given takes its initial value, every language not given is removed (its buildings, pictures
   * and documents are parts of their own). The same document twice writes once.
   */
  async upsertByReference(tenant: Tenant, actor: Actor, reference: string, patch: ProjectPatch, expectedVersion: ExpectedVersion = null): Promise<ProjectUpsertOutcome> {
    requireScope(tenant, 'listings');
    const outcome = await this.guardReference(() => this.writes.run(tenant, actor, (write) => this.upsertWithin(write, reference, patch, expectedVersion)));
    if (outcome.changed) this.bus?.publish('tenant-data', String(tenant.agencyId));
    return outcome;
  }

  /** `upsertByReference` inside a write already open (several writes in one transaction: the import). */
  async upsertWithin(write: AuditedWrite, reference: string, patch: ProjectPatch, expectedVersion: ExpectedVersion = null): Promise<ProjectUpsertOutcome> {
    const { columns, texts } = checkedPatch(projectReplacement({ ...patch, reference }), true);
    const held = expectedVersion === null || expectedVersion === undefined ? this.takePrefetched(write, reference) : undefined;
    const state = held ?? (await this.lockedState(write, (query) => query.andWhere('pr.reference = :reference', { reference })));
    if (!state) {
      if (expectedVersion !== null && expectedVersion !== undefined) throw new PreconditionFailedError(`There is no project with reference "${reference}" to match If-Match; nothing was changed.`);
      return { id: await this.insert(write, columns, texts), created: true, changed: true };
    }
    requireVersion('Project', state.project.id, state.project.version, expectedVersion);
    return { id: state.project.id, created: false, changed: await this.apply(write, state, columns, texts) };
  }

  /** Replaces project `id` inside a write already open (every field not given takes its initial value); whether anything changed. */
  async replaceWithin(write: AuditedWrite, projectId: number, patch: ProjectPatch): Promise<boolean> {
    const { columns, texts } = checkedPatch(projectReplacement(patch), true);
    const state = await this.lockedState(write, (query) => query.andWhere('pr.id = :id', { id: projectId }));
    if (!state) throw new NotFoundError('Project', projectId);
    return this.apply(write, state, columns, texts);
  }

  /** `change` inside a write already open; whether anything changed. */
  async changeWithin(write: AuditedWrite, projectId: number, patch: ProjectPatch, expectedVersion: ExpectedVersion = null): Promise<boolean> {
    const { columns, texts } = checkedPatch(patch, false);
    const state = Number.isSafeInteger(projectId) ? await this.lockedState(write, (query) => query.andWhere('pr.id = :id', { id: projectId })) : null;
    if (!state) throw new NotFoundError('Project', projectId);
    requireVersion('Project', projectId, state.project.version, expectedVersion);
    return this.apply(write, state, columns, texts);
  }

  /**
   * Reads the tenant's projects that have these references, locked for the write, with their
   * texts and buildings, in a few queries (500 projects at a time), for the `upsertWithin` and
   * `buildingsWithin` calls of the same write that follow. A reference the agency does not use is
   * simply not found (the upsert creates it).
   */
  async prefetchByReference(write: AuditedWrite, references: readonly string[]): Promise<void> {
    const { manager, tenant } = write;
    let found = this.prefetched.get(write);
    if (!found) this.prefetched.set(write, (found = new Map()));
    let buildings = this.buildingsRead.get(write);
    if (!buildings) this.buildingsRead.set(write, (buildings = new Map()));
    for (let start = 0; start < references.length; start += PREFETCH_CHUNK) {
      const chunk = references.slice(start, start + PREFETCH_CHUNK);
      const rows = await this.scope.selectForUpdate(tenant, Project, 'pr', manager).andWhere('pr.reference IN (:...chunk)', { chunk }).getMany();
      if (rows.length === 0) continue;
      const ids = rows.map((row) => row.id);
      const [texts, parts] = await Promise.all([
        manager.find(ProjectText, { where: { projectId: In(ids) }, order: { projectId: 'ASC', languageId: 'ASC' } }),
        this.scope.select(tenant, Building, 'b', manager).andWhere('b.projectId IN (:...ids)', { ids }).orderBy('b.position').addOrderBy('b.id').getMany(),
      ]);
      const textsOf = groupBy(texts, (text) => text.projectId);
      const buildingsOf = groupBy(parts, (building) => building.projectId);
      for (const project of rows) {
        if (project.reference !== null) found.set(project.reference, { project, texts: textsOf.get(project.id) ?? [] });
        buildings.set(project.id, buildingsOf.get(project.id) ?? []);
      }
    }
  }

  /** The buildings of a project within a write, by position (as read ahead with the project, when it was). */
  async buildingsWithin(write: AuditedWrite, projectId: number): Promise<Building[]> {
    const read = this.buildingsRead.get(write)?.get(projectId);
    if (read) return read;
    return this.scope.select(write.tenant, Building, 'b', write.manager).andWhere('b.projectId = :projectId', { projectId }).orderBy('b.position').addOrderBy('b.id').getMany();
  }

  /** The state read ahead for this reference, once (a later write of it reads afresh). */
  private takePrefetched(write: AuditedWrite, reference: string): ProjectState | undefined {
    const found = this.prefetched.get(write);
    const state = found?.get(reference);
    if (state) found!.delete(reference);
    return state;
  }

  /** The project a query finds, locked for the write, with its texts; null when there is none. */
  private async lockedState(write: AuditedWrite, where: (query: SelectQueryBuilder<Project>) => SelectQueryBuilder<Project>): Promise<ProjectState | null> {
    const project = await where(this.scope.selectForUpdate(write.tenant, Project, 'pr', write.manager)).getOne();
    if (!project) return null;
    return { project, texts: await this.textsOf([project.id], write.manager) };
  }

  /** Inserts a project of checked columns and texts, audited; its id. */
  private async insert(write: AuditedWrite, columns: ProjectColumns, texts: ReadonlyMap<number, ProjectTextInput | null>): Promise<number> {
    const { manager, tenant } = write;
    await this.checkReferences(write, columns, null);
    const now = storedNow();
    const values: Omit<Project, 'id' | 'agencyId' | 'version'> = {
      ...PROJECT_INITIAL,
      name: '',
      largePicture: null,
      ...columns,
      publishInternet: columns.publishInternet ?? false,
      withdrawnAt: null,
      createdAt: now,
      lastChangedAt: now,
    };
    const [projectId] = (await this.scope.insert(tenant, Project, values, manager)) as [number];
    const textWrites = projectTextWrites([], texts);
    await this.writeTexts(projectId, textWrites, manager);
    const created = await this.requireProject(tenant, projectId, manager);
    await write.created('project', projectId, projectAudit(created, textsAfter(projectId, [], textWrites)));
    return projectId;
  }

  /**
   * Applies checked columns and texts onto a project's state, compared in memory first: nothing is
   * written when nothing would change. Publishing or withdrawing moves its published units with it.
   */
  private async apply(write: AuditedWrite, state: ProjectState, columns: ProjectColumns, texts: ReadonlyMap<number, ProjectTextInput | null>): Promise<boolean> {
    const { manager, tenant } = write;
    const { project } = state;
    const now = storedNow();
    const publication = columns.publishInternet === undefined ? {} : publicationChange(project, columns.publishInternet, now);
    const after = Object.assign(new Project(), project, columns, publication);
    const textWrites = projectTextWrites(state.texts, texts);
    const before = projectAudit(project, state.texts);
    const afterView = projectAudit(after, textsAfter(project.id, state.texts, textWrites));
    if (fieldChanges(before, afterView).length === 0) return false;
    // Only the references this write changes are looked up (a new name reads no office or user).
    const changing = Object.fromEntries(Object.entries(columns).filter(([field, value]) => differs(value, project[field as keyof Project]))) as ProjectColumns;
    await this.checkReferences(write, changing, project.id);
    await this.writeTexts(project.id, textWrites, manager);
    await this.scope.update(tenant, Project, { id: project.id }, { ...columns, ...publication, lastChangedAt: now }, manager);
    if (columns.publishInternet !== undefined) await this.publication.moveUnits(tenant, project, columns.publishInternet, now, manager);
    await write.changed('project', project.id, before, afterView);
    return true;
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
    const columns = checkedBuilding({ ...patch, name: patch.name ?? null });
    const id = await this.writes.run(tenant, actor, async (write) => {
      await this.lockProject(tenant, projectId, write.manager);
      return this.insertBuilding(write, projectId, columns);
    });
    this.bus?.publish('tenant-data', String(tenant.agencyId));
    return this.building(tenant, projectId, id);
  }

  async changeBuilding(tenant: Tenant, actor: Actor, projectId: number, buildingId: number, patch: BuildingPatch, expectedVersion: ExpectedVersion = null): Promise<BuildingView> {
    requireScope(tenant, 'listings');
    await this.writes.run(tenant, actor, async (write) => {
      const building = await this.requireBuilding(tenant, projectId, buildingId, write.manager);
      requireVersion('Building', buildingId, building.version, expectedVersion);
      await this.applyBuilding(write, building, checkedBuilding(patch, building.descriptions));
    });
    this.bus?.publish('tenant-data', String(tenant.agencyId));
    return this.building(tenant, projectId, buildingId);
  }

  /** Adds a building (name required) to a project the write holds (created or locked in it), audited; its id. */
  async addBuildingWithin(write: AuditedWrite, projectId: number, patch: BuildingPatch): Promise<number> {
    return this.insertBuilding(write, projectId, checkedBuilding(buildingReplacement(patch)));
  }

  /**
   * Replaces a building of a project the write holds: every field not given takes its initial
   * value, descriptions not given are removed. Whether anything changed (nothing is written otherwise).
   */
  async replaceBuildingWithin(write: AuditedWrite, building: Building, patch: BuildingPatch): Promise<boolean> {
    return this.applyBuilding(write, building, checkedBuilding(buildingReplacement(patch)));
  }

  private async insertBuilding(write: AuditedWrite, projectId: number, columns: BuildingColumns): Promise<number> {
    const { manager, tenant } = write;
    const values: Omit<Building, 'id' | 'agencyId' | 'version'> = { projectId, name: '', floors: 0, position: 0, deliveryDate: null, descriptions: null, ...columns, updatedAt: storedNow() };
    const [buildingId] = (await this.scope.insert(tenant, Building, values, manager)) as [number];
    const building = await this.scope.findOne(tenant, Building, { id: buildingId }, manager);
    await write.created('building', buildingId, buildingAudit(building!));
    return buildingId;
  }

  /** Applies checked columns to a building, compared first: whether anything changed. */
  private async applyBuilding(write: AuditedWrite, building: Building, columns: BuildingColumns): Promise<boolean> {
    const after = Object.assign(new Building(), building, columns);
    if ((await write.changed('building', building.id, buildingAudit(building), buildingAudit(after))).length === 0) return false;
    await this.scope.update(write.tenant, Building, { id: building.id }, { ...columns, updatedAt: storedNow() }, write.manager);
    return true;
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

  /** Makes a plan's text writes. */
  private async writeTexts(projectId: number, writes: readonly ProjectTextWrite[], manager: EntityManager): Promise<void> {
    for (const write of writes) {
      const key = { projectId, languageId: write.languageId };
      if (write.action === 'delete') await manager.delete(ProjectText, key);
      else if (write.action === 'update') await manager.update(ProjectText, key, write.texts);
      else await manager.insert(ProjectText, { ...key, ...write.texts });
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

  /**
   * Every id the columns name must exist (offices, users: the agency's own); a reference must be
   * free. What a write found once is not looked up again in it (an import checks each office once).
   */
  private async checkReferences(write: AuditedWrite, columns: ProjectColumns, projectId: number | null): Promise<void> {
    const { manager, tenant } = write;
    let known = this.knownReferences.get(write);
    if (!known) this.knownReferences.set(write, (known = new Set()));
    const found = async (key: string, probe: () => Promise<boolean>): Promise<boolean> => {
      if (known.has(key)) return true;
      const exists = await probe();
      if (exists) known.add(key);
      return exists;
    };
    const checks = new FieldChecks();
    const { officeId, responsibleUserId, countryId, subStatusId } = columns;
    if (typeof officeId === 'number' && !(await found(`office:${officeId}`, async () => (await this.scope.findOne(tenant, Office, { id: officeId }, manager)) !== null))) {
      checks.add('officeId', 'unknown-reference', `office ${officeId} is not an office of the agency.`);
    }
    if (typeof responsibleUserId === 'number' && !(await found(`user:${responsibleUserId}`, async () => (await this.scope.findOne(tenant, AgencyUser, { id: responsibleUserId }, manager)) !== null))) {
      checks.add('responsibleUserId', 'unknown-reference', `user ${responsibleUserId} is not a user of the agency.`);
    }
    if (typeof countryId === 'number' && !(await found(`country:${countryId}`, () => manager.existsBy(Country, { id: countryId })))) {
      checks.add('countryId', 'unknown-reference', `country ${countryId} does not exist.`);
    }
    if (typeof subStatusId === 'number' && !(await found(`sub-status:${subStatusId}`, () => manager.existsBy(SubStatus, { id: subStatusId })))) {
      checks.add('subStatusId', 'unknown-reference', `sub-status ${subStatusId} does not exist.`);
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

/** How many projects `prefetchByReference` reads in one query (well under every engine's parameter limit). */
const PREFETCH_CHUNK = 500;

/** A patch checked into column values and texts per language id; every invalid field listed at once (InvalidFieldsError). */
function checkedPatch(patch: ProjectPatch, creating: boolean): { columns: ProjectColumns; texts: Map<number, ProjectTextInput | null> } {
  const checks = new FieldChecks();
  const columns = projectColumns(patch, checks, creating);
  const texts = projectTexts(patch.descriptions, checks);
  checks.done();
  return { columns, texts };
}

type BuildingColumns = Partial<Omit<Building, 'id' | 'agencyId' | 'projectId' | 'version'>>;

/** A building patch checked into column values (descriptions merged over `current`); every invalid field listed at once. */
function checkedBuilding(patch: BuildingPatch, current: Building['descriptions'] = null): BuildingColumns {
  const checks = new FieldChecks();
  const columns = buildingColumns(patch, checks, current);
  checks.done();
  return columns;
}

/** Whether a column's new value differs from the stored one (dates by their moment). */
function differs(value: unknown, stored: unknown): boolean {
  if (value instanceof Date && stored instanceof Date) return value.getTime() !== stored.getTime();
  return value !== stored;
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
function buildingColumns(patch: BuildingPatch, checks: FieldChecks, current: Building['descriptions'] = null): BuildingColumns {
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
