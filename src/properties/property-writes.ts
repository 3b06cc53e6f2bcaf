import { Inject, Injectable, Optional } from '@nestjs/common';
import { type EntityManager, In } from 'typeorm';
import { isUniqueViolation } from '../accounts/unique-violation.js';
import { AuditedWrites, type AuditedWrite, type AuditView } from '../audit/audited-writes.js';
import type { Actor } from '../common/actor.js';
import { CACHE_BUS, type CacheBus } from '../common/cache-bus.js';
import { groupBy } from '../common/group-by.js';
import { ConflictError, type FieldProblem, InvalidFieldsError, NotFoundError, PreconditionFailedError } from '../common/errors.js';
import type { LanguageId } from '../common/codes.js';
import type { Tenant } from '../common/tenant.js';
import { Building, Project } from '../construction/construction.entities.js';
import { TenantScope } from '../database/tenant-scope.js';
import { transactionStatements } from '../database/transaction-statements.js';
import { Neighbourhood } from '../neighbourhoods/neighbourhoods.entities.js';
import { City, Country, GeographicZone, Marquee, Office, PropertyType, Site, SubStatus, WebChannel } from '../reference/reference.entities.js';
import { AgencyUser } from '../staff/staff.entities.js';
import { Property, PropertyAgent, PropertyOwner, PropertyPicture, PropertyText, SelectedProperty } from './properties.entities.js';
import { languageIdOf } from '../common/language-codes.js';
import { languageTextWrite, type LanguageTextWrite } from '../common/text-writes.js';
import { descriptionsOf, fieldsOf, initialValue, inputProblems, PROPERTY_FIELD_NAMES, type PropertyAgentInput, type PropertyDescription, type PropertyField, type PropertyInput } from './property-fields.js';
import { isPublished } from './publication.service.js';

/** The resource name of properties in the audit log (as the agency API names the collection). */
export const PROPERTY_RESOURCE = 'properties';

type Scalar = number | string | boolean | null;
type Texts = Record<string, { descriptionA: string | null; descriptionB: string | null }>;

/** A property as its writes see it: its fields, texts by language code and agents. */
export interface PropertyState {
  readonly property: Property;
  /** Its texts as stored (one row per language). */
  readonly texts: readonly PropertyText[];
  readonly descriptions: Texts;
  readonly agents: PropertyAgentInput[];
}

/** What a create-or-replace by reference did. */
export interface UpsertOutcome {
  readonly id: number;
  readonly created: boolean;
  /** Whether anything was written (a replace with the same values writes nothing). */
  readonly changed: boolean;
}

/** The audit view of a property: its fields, texts and agents by the API's names. */
export function auditViewOf(state: PropertyState): AuditView {
  const fields = fieldsOf(state.property);
  return { ...fields, descriptions: state.descriptions, agents: state.agents.map((agent) => `${agent.userId}:${agent.role}`).join(',') || null };
}

/** The references a write's fields make to other records, checked within the tenant. */
const REFERENCES: readonly { field: PropertyField; entity: new () => object; owned: boolean; what: string }[] = [
  { field: 'typeId', entity: PropertyType, owned: false, what: 'property type' },
  { field: 'webId', entity: WebChannel, owned: false, what: 'web channel' },
  { field: 'subStatus', entity: SubStatus, owned: false, what: 'sub-status' },
  { field: 'countryId', entity: Country, owned: false, what: 'country' },
  { field: 'cityId', entity: City, owned: false, what: 'city' },
  { field: 'zoneId', entity: GeographicZone, owned: false, what: 'geographic zone' },
  { field: 'officeId', entity: Office, owned: true, what: 'office of the agency' },
  { field: 'siteId', entity: Site, owned: true, what: 'site of the agency' },
  { field: 'projectId', entity: Project, owned: true, what: 'project of the agency' },
  { field: 'neighbourhoodId', entity: Neighbourhood, owned: true, what: 'neighbourhood of the agency' },
];

/**
 * The writes of properties (the agency API, the import): create, change (a merge of the fields
 * given), delete, and create-or-replace by the agency's reference. Each checks the domain's rules
 * and lists every invalid field, runs in one transaction through the audited-writes seam (the
 * change-log triggers and the audit entry in that same transaction), raises the version, and then
 * tells every cache of every instance that the agency's listings changed.
 */
@Injectable()
export class PropertyWrites {
  constructor(
    @Inject(TenantScope) private readonly scope: TenantScope,
    @Inject(AuditedWrites) private readonly writes: AuditedWrites,
    @Optional() @Inject(CACHE_BUS) private readonly bus?: CacheBus,
  ) {}

  /**
   * The references found to exist within a write (`entity:id` of the agency), so that a write of
   * many properties in one transaction (an import) checks each office, type or agent once, not once
   * per property. Only found ones are kept: a missing one is refused, and the write ends.
   */
  private readonly knownReferences = new WeakMap<AuditedWrite, Set<string>>();

  /**
   * Properties read ahead by reference within a write (`prefetchByReference`: an import reads its
   * document's properties in a few queries, locked, instead of one by one). Each is taken once by
   * `upsertWithin`; a replace that would change nothing then costs no query at all.
   */
  private readonly prefetched = new WeakMap<AuditedWrite, Map<string, PropertyState>>();

  /** Creates a property; without a reference it gets `P<id>`. Answers its id. */
  async create(tenant: Tenant, actor: Actor, input: PropertyInput): Promise<number> {
    this.check(input);
    const id = await this.writes.run(tenant, actor, async (write) => {
      const values = await this.newValues(write, input);
      const created = await this.insert(write, values, input);
      await write.created(PROPERTY_RESOURCE, created, auditViewOf(await this.state(write.manager, tenant, created)));
      return created;
    });
    this.announce(tenant);
    return id;
  }

  /**
   * Changes the fields given (null clears); `expectedVersions` (If-Match) must hold the current
   * version or nothing is changed. A change that changes nothing writes nothing (same version).
   * Answers the property as committed (what the write left, or found when it changed nothing).
   */
  async change(tenant: Tenant, actor: Actor, id: number, input: PropertyInput, expectedVersions: readonly number[] | null = null): Promise<PropertyState> {
    const { before, after } = await this.writes.run(tenant, actor, (write) => this.changeIn(write, id, input, expectedVersions));
    if (after) this.announce(tenant);
    return after ?? before;
  }

  /** `change` inside a write already open (several writes in one transaction); answers whether anything changed. */
  async changeWithin(write: AuditedWrite, id: number, input: PropertyInput, expectedVersions: readonly number[] | null = null): Promise<boolean> {
    return (await this.changeIn(write, id, input, expectedVersions)).after !== null;
  }

  /** The property found under the write's lock, and the state the change left (null: it changed nothing). */
  private async changeIn(write: AuditedWrite, id: number, input: PropertyInput, expectedVersions: readonly number[] | null): Promise<{ before: PropertyState; after: PropertyState | null }> {
    this.check(input);
    const before = await this.locked(write, id, expectedVersions);
    return { before, after: await this.apply(write, before, input) };
  }

  /**
   * Runs several writes of the tenant's properties in ONE transaction (the import into an agency):
   * they commit together or not at all; the caches are told once, after the commit.
   */
  async inOneTransaction<R>(tenant: Tenant, actor: Actor, work: (write: AuditedWrite) => Promise<R>): Promise<R> {
    const result = await this.writes.run(tenant, actor, work);
    this.announce(tenant);
    return result;
  }

  /** Deletes the property, its texts, pictures, agents, owners and selections. */
  async delete(tenant: Tenant, actor: Actor, id: number, expectedVersions: readonly number[] | null = null): Promise<void> {
    await this.writes.run(tenant, actor, async (write) => {
      const before = await this.locked(write, id, expectedVersions);
      const { manager } = write;
      for (const part of [PropertyText, PropertyPicture, PropertyAgent, PropertyOwner, SelectedProperty] as const) {
        await manager.getRepository<{ propertyId: number }>(part).delete({ propertyId: id });
      }
      await this.scope.delete(tenant, Property, { id }, manager);
      await write.deleted(PROPERTY_RESOURCE, id, auditViewOf(before));
    });
    this.announce(tenant);
  }

  /**
   * Creates the property with this reference, or replaces the one that has it: every field not
   * given takes its initial value (texts and agents not given are removed). The same document
   * twice writes once.
   */
  async upsertByReference(tenant: Tenant, actor: Actor, reference: string, input: PropertyInput, expectedVersions: readonly number[] | null = null): Promise<UpsertOutcome> {
    const outcome = await this.writes.run(tenant, actor, (write) => this.upsertWithin(write, reference, input, expectedVersions));
    if (outcome.changed) this.announce(tenant);
    return outcome;
  }

  /** `upsertByReference` inside a write already open (several writes in one transaction). */
  async upsertWithin(write: AuditedWrite, reference: string, input: PropertyInput, expectedVersions: readonly number[] | null = null): Promise<UpsertOutcome> {
    const whole: PropertyInput = { ...input, reference };
    this.check(whole);
    const { tenant } = write;
    const held = expectedVersions === null ? this.takePrefetched(write, reference) : undefined;
    if (held) {
      const id = held.property.id;
      if (!hasChanges(planOf(held, replacementOf(whole)))) return { id, created: false, changed: false };
      return { id, created: false, changed: await this.replaceWithin(write, id, whole) };
    }
    const existing = await this.scope.selectForUpdate(tenant, Property, 'p', write.manager).andWhere('p.reference = :reference', { reference }).getOne();
    if (!existing) {
      if (expectedVersions !== null) throw new PreconditionFailedError(`There is no property with reference "${reference}" to match If-Match; nothing was changed.`);
      const values = await this.newValues(write, whole);
      const id = await this.insert(write, values, whole);
      await write.created(PROPERTY_RESOURCE, id, auditViewOf(await this.state(write.manager, tenant, id)));
      return { id, created: true, changed: true };
    }
    return { id: existing.id, created: false, changed: await this.replaceWithin(write, existing.id, whole, expectedVersions) };
  }

  /**
   * Replaces property `id` inside a write already open: every field not given takes its initial
   * value (texts and agents not given are removed); answers whether anything changed.
   */
  async replaceWithin(write: AuditedWrite, id: number, input: PropertyInput, expectedVersions: readonly number[] | null = null): Promise<boolean> {
    this.check(input);
    const before = await this.locked(write, id, expectedVersions);
    return (await this.apply(write, before, replacementOf(input))) !== null;
  }

  /**
   * Reads the tenant's properties that have these references, locked for the write, in a few
   * queries (fields, texts, agents of 500 at a time), for the `upsertWithin` calls of the same write
   * that follow. A reference the agency does not use is simply not found (the upsert creates it).
   */
  async prefetchByReference(write: AuditedWrite, references: readonly string[]): Promise<void> {
    const { manager, tenant } = write;
    let found = this.prefetched.get(write);
    if (!found) this.prefetched.set(write, (found = new Map()));
    for (let start = 0; start < references.length; start += PREFETCH_CHUNK) {
      const chunk = references.slice(start, start + PREFETCH_CHUNK);
      const rows = await this.scope.selectForUpdate(tenant, Property, 'p', manager).andWhere('p.reference IN (:...chunk)', { chunk }).getMany();
      if (rows.length === 0) continue;
      const ids = rows.map((row) => row.id);
      const [texts, agents] = await Promise.all([
        manager.getRepository(PropertyText).find({ where: { propertyId: In(ids) }, order: { propertyId: 'ASC', languageId: 'ASC' } }),
        manager.getRepository(PropertyAgent).find({ where: { propertyId: In(ids), agencyId: tenant.agencyId }, order: { propertyId: 'ASC', role: 'ASC', userId: 'ASC' } }),
      ]);
      const textsOf = groupBy(texts, (text) => text.propertyId);
      const agentsOf = groupBy(agents, (agent) => agent.propertyId);
      for (const property of rows) {
        if (property.reference !== null) found.set(property.reference, stateOf(property, textsOf.get(property.id) ?? [], agentsOf.get(property.id) ?? []));
      }
    }
  }

  /** The state read ahead for this reference, once (a later write of it reads afresh). */
  private takePrefetched(write: AuditedWrite, reference: string): PropertyState | undefined {
    const found = this.prefetched.get(write);
    const state = found?.get(reference);
    if (state) found!.delete(reference);
    return state;
  }

  /** The property's current state (fields, texts, agents) within the tenant; NotFound otherwise. */
  async state(manager: EntityManager, tenant: Tenant, id: number): Promise<PropertyState> {
    const property = Number.isSafeInteger(id) ? await this.scope.findOne(tenant, Property, { id }, manager) : null;
    if (!property) throw new NotFoundError('Property', id);
    return this.stateWith(manager, tenant, property);
  }

  /** The state of a property row already read inside the write's transaction: its texts and agents (prepared statements on its connection). */
  private async stateWith(manager: EntityManager, tenant: Tenant, property: Property): Promise<PropertyState> {
    const [texts, agents] = await Promise.all([
      transactionStatements(manager).all<PropertyText>(TEXTS_OF_PROPERTY, [property.id]),
      this.scope.rowsIn<PropertyAgent>(tenant, AGENTS_OF_PROPERTY, [property.id], manager),
    ]);
    return stateOf(property, texts, agents);
  }

  private check(input: PropertyInput): void {
    const problems = inputProblems(input);
    if (problems.length > 0) throw new InvalidFieldsError(problems);
  }

  private announce(tenant: Tenant): void {
    this.bus?.publish('tenant-data', String(tenant.agencyId));
  }

  /** The property, locked for the write, checked against If-Match. */
  private async locked(write: AuditedWrite, id: number, expectedVersions: readonly number[] | null): Promise<PropertyState> {
    const row = await this.scope.lockedRow(write.tenant, Property, id, write.manager);
    if (!row) throw new NotFoundError('Property', id);
    if (expectedVersions !== null && !expectedVersions.includes(row.version)) {
      throw new PreconditionFailedError(`Property ${id} is at version ${row.version}, not ${expectedVersions.join(' or ')}; nothing was changed.`);
    }
    // The locked row is the current one: only its texts and agents are left to read.
    return this.stateWith(write.manager, write.tenant, row);
  }

  /** The fields of a new property: the input over the initial values; the web channel from the type when not given. */
  private async newValues(write: AuditedWrite, input: PropertyInput): Promise<Record<PropertyField, Scalar>> {
    const values = Object.fromEntries(PROPERTY_FIELD_NAMES.map((field) => [field, input[field] === undefined ? initialValue(field) : (input[field] as Scalar)])) as Record<PropertyField, Scalar>;
    const problems: FieldProblem[] = [];
    if (values.typeId === null) problems.push({ field: 'typeId', code: 'required', message: 'is required: the property type.' });
    if (values.webId === null && typeof values.typeId === 'number') {
      const type = await write.manager.getRepository(PropertyType).findOneBy({ id: values.typeId });
      if (type) values.webId = type.webId;
    }
    problems.push(...(await this.referenceProblems(write, values, input.agents ?? null)));
    if (problems.length > 0) throw new InvalidFieldsError(problems);
    return values;
  }

  private async insert(write: AuditedWrite, values: Record<PropertyField, Scalar>, input: PropertyInput): Promise<number> {
    const now = write.now;
    const { manager, tenant } = write;
    await this.referenceFree(write, values.reference as string | null, null);
    let id: number;
    try {
      [id] = (await this.scope.insert(tenant, Property, { ...(values as unknown as Omit<Property, 'agencyId' | 'id'>), version: 1, createdAt: now, lastChangedAt: now, withdrawnAt: null }, manager)) as [number];
    } catch (error) {
      if (isUniqueViolation(error)) throw referenceTaken(values.reference as string);
      throw error;
    }
    if (values.reference === null) await this.scope.update(tenant, Property, { id }, { reference: await this.freeReference(write, id) }, manager);
    await this.writeTexts(manager, id, textWrites({}, input.descriptions ?? null));
    if (input.agents && input.agents.length > 0) await this.writeAgents(write, id, input.agents);
    return id;
  }

  /** Applies a merge of `input` onto `before`; answers the state it left, or null when nothing changed. */
  private async apply(write: AuditedWrite, before: PropertyState, input: PropertyInput): Promise<PropertyState | null> {
    const { manager, tenant } = write;
    const id = before.property.id;
    const plan = planOf(before, input);
    const { old, values } = plan;
    // Only the references this write changes are looked up (a price change reads no office or city);
    // a building is checked again when the property's project changes.
    const changing = Object.fromEntries(PROPERTY_FIELD_NAMES.map((field) => [field, values[field] !== old[field] ? values[field] : null])) as Record<PropertyField, Scalar>;
    if (changing.projectId !== null || changing.buildingId !== null) Object.assign(changing, { projectId: values.projectId, buildingId: values.buildingId });
    const problems = await this.referenceProblems(write, changing, plan.agents);
    if (problems.length > 0) throw new InvalidFieldsError(problems);
    if (values.reference !== old.reference) await this.referenceFree(write, values.reference as string | null, id);
    // `P<id>` only when the write asks for no reference (null, or a replace without one): a property made
    // before the agency API keeps having none through writes that do not name its reference.
    if (values.reference === null && input.reference !== undefined) values.reference = await this.freeReference(write, id);
    const changedFields = PROPERTY_FIELD_NAMES.filter((field) => values[field] !== old[field]);
    await this.writeTexts(manager, id, plan.texts);
    if (plan.agents) await this.writeAgents(write, id, plan.agents);
    if (changedFields.length === 0 && plan.texts.length === 0 && !plan.agents) return null;
    const update: Partial<Property> = Object.fromEntries(changedFields.map((field) => [field, values[field]]));
    if (changedFields.includes('status') || changedFields.includes('projectId')) {
      const wasPublished = isPublished(before.property.status) && !(await this.inWithdrawnProject(manager, tenant, before.property.projectId));
      const nowPublished = isPublished(values.status as number) && !(await this.inWithdrawnProject(manager, tenant, values.projectId as number | null));
      update.withdrawnAt = nowPublished ? null : wasPublished ? write.now : before.property.withdrawnAt;
    }
    let stored: Partial<Property> | null;
    try {
      stored = await this.scope.updateRow(tenant, Property, id, { ...update, version: before.property.version + 1, lastChangedAt: write.now }, manager);
    } catch (error) {
      if (isUniqueViolation(error)) throw referenceTaken(values.reference as string);
      throw error;
    }
    // The row is locked by this write: it is there.
    if (!stored) throw new NotFoundError('Property', id);
    const after = { ...before.property, ...stored } as Property;
    const state = await this.stateAfter(write, after, before, plan);
    await write.changed(PROPERTY_RESOURCE, id, auditViewOf(before), auditViewOf(state));
    return state;
  }

  /**
   * The state a write left, for its audit entry: the row as written (the values were checked
   * against their columns' types, lengths and scales, so the row holds exactly them); texts and
   * agents read again only when the write touched them.
   */
  private async stateAfter(write: AuditedWrite, property: Property, before: PropertyState, plan: { readonly texts: readonly TextWrite[]; readonly agents: readonly PropertyAgentInput[] | null }): Promise<PropertyState> {
    if (plan.texts.length > 0 || plan.agents) return this.stateWith(write.manager, write.tenant, property);
    return { property, texts: before.texts, descriptions: before.descriptions, agents: before.agents };
  }

  private async inWithdrawnProject(manager: EntityManager, tenant: Tenant, projectId: number | null): Promise<boolean> {
    if (projectId === null) return false;
    const project = await this.scope.findOne(tenant, Project, { id: projectId }, manager);
    return project !== null && !project.publishInternet;
  }

  /** Makes the text writes a plan holds. */
  private async writeTexts(manager: EntityManager, id: number, writes: readonly TextWrite[]): Promise<void> {
    const repository = manager.getRepository(PropertyText);
    for (const write of writes) {
      const key = { propertyId: id, languageId: write.languageId };
      if (write.action === 'delete') await repository.delete(key);
      else if (write.action === 'update') await repository.update(key, write.texts);
      else await repository.insert({ ...key, ...write.texts });
    }
  }

  /** Replaces the agents. */
  private async writeAgents(write: AuditedWrite, id: number, agents: readonly PropertyAgentInput[]): Promise<void> {
    const repository = write.manager.getRepository(PropertyAgent);
    await repository.delete({ propertyId: id, agencyId: write.tenant.agencyId });
    if (agents.length > 0) await repository.insert(agents.map((agent) => ({ propertyId: id, userId: agent.userId, role: agent.role, agencyId: write.tenant.agencyId })));
  }

  /** The fields that name records that do not exist (in the tenant's agency for the agency's own), all of them. */
  private async referenceProblems(write: AuditedWrite, values: Record<PropertyField, Scalar>, agents: readonly PropertyAgentInput[] | null): Promise<FieldProblem[]> {
    const { manager, tenant } = write;
    const problems: FieldProblem[] = [];
    let known = this.knownReferences.get(write);
    if (!known) this.knownReferences.set(write, (known = new Set()));
    const exists = async (entity: new () => object, where: { id: number; agencyId?: number }): Promise<boolean> => {
      const key = `${entity.name}:${where.id}`;
      if (known.has(key)) return true;
      const found = await manager.getRepository(entity).existsBy(where as never);
      if (found) known.add(key);
      return found;
    };
    for (const { field, entity, owned, what } of REFERENCES) {
      const value = values[field];
      if (typeof value !== 'number') continue;
      const where = owned ? { id: value, agencyId: tenant.agencyId } : { id: value };
      if (!(await exists(entity, where))) problems.push({ field, code: 'unknown-reference', message: `${value} is not a ${what}.` });
    }
    if (typeof values.marquee === 'number' && values.marquee !== 0 && !(await exists(Marquee, { id: values.marquee }))) {
      problems.push({ field: 'marquee', code: 'unknown-reference', message: `${values.marquee} is not a marquee (0 for none).` });
    }
    if (typeof values.buildingId === 'number') {
      const building = await manager.getRepository(Building).findOneBy({ id: values.buildingId, agencyId: tenant.agencyId });
      if (!building) problems.push({ field: 'buildingId', code: 'unknown-reference', message: `${values.buildingId} is not a building of the agency.` });
      else if (building.projectId !== values.projectId) problems.push({ field: 'buildingId', code: 'mismatch', message: buildingMismatch(building, values.projectId as number | null) });
    }
    if (agents && agents.length > 0) {
      const ids = agents.map((agent) => agent.userId);
      const found = new Set((await manager.getRepository(AgencyUser).find({ where: { id: In(ids), agencyId: tenant.agencyId }, select: { id: true } })).map((user) => user.id));
      agents.forEach((agent, index) => {
        if (!found.has(agent.userId)) problems.push({ field: `agents/${index}/userId`, code: 'unknown-reference', message: `${agent.userId} is not a user of the agency.` });
      });
    }
    return problems;
  }

  /** Refuses a reference another property of the agency has (409). */
  private async referenceFree(write: AuditedWrite, reference: string | null, id: number | null): Promise<void> {
    if (reference === null) return;
    const holder = await this.scope.findOne(write.tenant, Property, { reference }, write.manager);
    if (holder && holder.id !== id) throw referenceTaken(reference, holder.id);
  }

  /** `P<id>`, or `P<id>-2`, `-3`… when the agency already uses it. */
  private async freeReference(write: AuditedWrite, id: number): Promise<string> {
    for (let attempt = 1; ; attempt++) {
      const candidate = attempt === 1 ? `P${id}` : `P${id}-${attempt}`;
      if (!(await this.scope.findOne(write.tenant, Property, { reference: candidate }, write.manager))) return candidate;
    }
  }
}

function referenceTaken(reference: string, holder?: number): ConflictError {
  return new ConflictError(`The reference "${reference}" is already used by ${holder === undefined ? 'another property' : `property ${holder}`} of the agency.`);
}

/** Why a building cannot be the property's: the same rule as the import document's (a unit's building is of its project). */
function buildingMismatch(building: Building, projectId: number | null): string {
  const wanted = projectId === null ? 'the property has no project (set projectId too)' : `the property's project is ${projectId} (give a building of it, or null)`;
  return `building ${building.id} belongs to project ${building.projectId}; ${wanted}.`;
}

function stripUndefined(input: PropertyInput): Record<string, unknown> {
  return Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined));
}

/** A property's state from its row, its texts (by language) and its agents (by role, then user), as `state` and `prefetchByReference` read them. */
function stateOf(property: Property, texts: readonly PropertyText[], agents: readonly PropertyAgent[]): PropertyState {
  return { property, texts, descriptions: descriptionsOf(texts), agents: agents.map((agent) => ({ userId: agent.userId, role: agent.role })) };
}

/** A property's texts, by language (inside a write, on its transaction's connection). */
const TEXTS_OF_PROPERTY = 'SELECT t.property_id AS propertyId, t.language_id AS languageId, t.description_a AS descriptionA, t.description_b AS descriptionB FROM property_text t WHERE t.property_id = ? ORDER BY t.language_id';
/** A property's agents, by role then user (inside a write). */
const AGENTS_OF_PROPERTY = 'SELECT a.property_id AS propertyId, a.user_id AS userId, a.agency_id AS agencyId, a.role AS role FROM property_agent a WHERE a.agency_id = ? AND a.property_id = ? ORDER BY a.role, a.user_id';

/** How many properties `prefetchByReference` reads in one query (well under every engine's parameter limit). */
const PREFETCH_CHUNK = 500;

/** The input of a replace: every field not given takes its initial value, texts and agents not given are removed. */
function replacementOf(input: PropertyInput): PropertyInput {
  const replacement: Record<string, unknown> = { descriptions: null, agents: [], ...Object.fromEntries(PROPERTY_FIELD_NAMES.map((field) => [field, initialValue(field)])) };
  // A replace without a web channel keeps the one of the type's (as a create would pick it).
  if (input['webId'] === undefined) delete replacement['webId'];
  if (input['typeId'] === undefined) delete replacement['typeId'];
  return { ...replacement, ...stripUndefined(input) } as PropertyInput;
}

type TextWrite = LanguageTextWrite<{ descriptionA: string | null; descriptionB: string | null }, LanguageId>;

/** The texts of a property's language. */
const TEXT_FIELDS = ['descriptionA', 'descriptionB'] as const;

/** The text writes that bring `before` to the texts given (a language set to null is removed, a text set to null cleared). */
function textWrites(before: Texts, descriptions: PropertyInput['descriptions']): TextWrite[] {
  if (descriptions === undefined) return [];
  const wanted: Readonly<Record<string, PropertyDescription | null>> = descriptions === null ? Object.fromEntries(Object.keys(before).map((code) => [code, null])) : descriptions;
  const writes: TextWrite[] = [];
  for (const [code, texts] of Object.entries(wanted)) {
    const write = languageTextWrite(languageIdOf(code)!, TEXT_FIELDS, before[code], texts);
    if (write) writes.push(write);
  }
  return writes;
}

/** What a write of `input` onto `before` changes, worked out without reading or writing anything. */
interface WritePlan {
  readonly old: Record<PropertyField, Scalar>;
  /** The fields after the write; a reference given as null keeps the property's (null when it has none yet: one is made). */
  readonly values: Record<PropertyField, Scalar>;
  readonly texts: readonly TextWrite[];
  /** The agents after the write when they change, else null. */
  readonly agents: readonly PropertyAgentInput[] | null;
}

function planOf(before: PropertyState, input: PropertyInput): WritePlan {
  const old = fieldsOf(before.property);
  const values = { ...old };
  for (const field of PROPERTY_FIELD_NAMES) if (input[field] !== undefined) values[field] = input[field] as Scalar;
  // Taking a unit out of its project takes it out of the building too (a building is always of a project).
  if (input['projectId'] === null && input['buildingId'] === undefined) values.buildingId = null;
  if (values.reference === null) values.reference = old.reference;
  const key = (list: readonly PropertyAgentInput[]) => list.map((agent) => `${agent.userId}:${agent.role}`).sort().join(',');
  const agents = input.agents === undefined || key(input.agents ?? []) === key(before.agents) ? null : (input.agents ?? []);
  return { old, values, texts: textWrites(before.descriptions, input.descriptions), agents };
}

function hasChanges(plan: WritePlan): boolean {
  return plan.values.reference === null || PROPERTY_FIELD_NAMES.some((field) => plan.values[field] !== plan.old[field]) || plan.texts.length > 0 || plan.agents !== null;
}
