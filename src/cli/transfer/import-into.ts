/**
 * Imports an export document INTO an existing agency: its projects (with their texts and
 * buildings), then its properties, are created or replaced by the agency's own reference
 * (`Reference`), through the domain's writes (ProjectWritesService, PropertyWrites: the same checks,
 * change-log triggers and audit entries as the agency API), all in one transaction. A property's
 * ProjectID and BuildingID name the document's projects and buildings, as in a new agency's import.
 * A dry run makes the same writes and rolls them back, so it reports exactly what the import would
 * do and leaves nothing behind.
 */
import type { DataSource } from 'typeorm';
import { AuditedWrites, type AuditedWrite } from '../../audit/audited-writes.js';
import { CLI_ACTOR } from '../../common/actor.js';
import type { CacheBus } from '../../common/cache-bus.js';
import { DEFAULT_LANGUAGE, LANGUAGE_IDS, type LanguageId } from '../../common/codes.js';
import { Agency } from '../../accounts/accounts.entities.js';
import { DomainError, InvalidFieldsError } from '../../common/errors.js';
import { languageCode, languageIdOf } from '../../common/language-codes.js';
import { Project } from '../../construction/construction.entities.js';
import { ProjectPublicationService } from '../../construction/project-publication.service.js';
import { ProjectWritesService, type BuildingPatch, type ProjectPatch } from '../../construction/project-writes.service.js';
import type { Tenant } from '../../common/tenant.js';
import { ACCOUNT_SCOPES } from '../../common/scopes.js';
import { sqlStatementsFor } from '../../database/sql-statements.js';
import { TenantScope } from '../../database/tenant-scope.js';
import { Property } from '../../properties/properties.entities.js';
import { PROPERTY_FIELD_NAMES, type PropertyDescription, type PropertyInput } from '../../properties/property-fields.js';
import { PropertyWrites } from '../../properties/property-writes.js';
import type { MediaPicturesService, PictureOwner } from '../../media/media-pictures.service.js';
import { ImportRefusedError, referenceIds } from './import-document.js';
import type { MediaManifest } from '../../media/media-store.js';
import { extractPictureSources, ingestPictureSources, type PictureSource, type PictureSourceOptions } from './picture-sources.js';
import { BUILDING, PROJECT, PROPERTY } from './record-specs.js';
import { validateDocument, type DocumentRecord } from './validate-document.js';

/** The status a withdrawn property gets (5 inactive: kept, no longer published). */
export const WITHDRAWN_STATUS = 5;

export type ImportAction = 'created' | 'changed' | 'unchanged' | 'withdrawn';

/** What the import did with one picture given by File or Url: added, kept as it was, or kept with a new caption. */
export interface ImportedPicture {
  readonly picture: string;
  readonly action: 'added' | 'unchanged' | 'captioned';
  readonly id: number | null;
  readonly version: number;
}

export interface ImportedProperty {
  readonly action: ImportAction;
  readonly reference: string;
  /** The property's id (a created one's only exists after a real import: null in a dry run). */
  readonly id: number | null;
  /** Its pictures given by File or Url (absent when it has none). */
  readonly pictures?: readonly ImportedPicture[];
}

/** What the import did with one building of a project: added, replaced with other values, or left as it was. */
export interface ImportedBuilding {
  /** `Buildings[2]`: its place in the document's project. */
  readonly building: string;
  readonly action: 'added' | 'changed' | 'unchanged';
  /** Its id (an added one's only exists after a real import: null in a dry run). */
  readonly id: number | null;
}

export interface ImportedProject {
  readonly action: ImportAction;
  /** Null for a project matched by its ID that has no reference. */
  readonly reference: string | null;
  /** The project's id (a created one's only exists after a real import: null in a dry run). */
  readonly id: number | null;
  /** Its buildings (absent when the document gives none). */
  readonly buildings?: readonly ImportedBuilding[];
  /** Its pictures given by File or Url (absent when it has none). */
  readonly pictures?: readonly ImportedPicture[];
}

export interface ImportIntoResult {
  readonly agencyId: number;
  readonly dryRun: boolean;
  /** The projects, written before the properties. */
  readonly projects: readonly ImportedProject[];
  readonly projectCounts: Readonly<Record<ImportAction, number>>;
  readonly properties: readonly ImportedProperty[];
  readonly counts: Readonly<Record<ImportAction, number>>;
}

export interface ImportIntoOptions {
  readonly dryRun?: boolean;
  readonly withdrawMissing?: boolean;
  /** How pictures given by File or Url are had and stored; without it such pictures are refused. */
  readonly pictureSources?: PictureSourceOptions;
}

/** The stored contents of a document's pictures given by File or Url, by their record (`properties:3`, `projects:0`). */
type PlacedPictures = { readonly pictures: MediaPicturesService; readonly byRecord: ReadonlyMap<string, readonly (readonly [PictureSource, MediaManifest])[]> };

/** Places a record's pictures given by File or Url (kept when it has the content, added otherwise). */
async function placePictures(write: AuditedWrite, placed: PlacedPictures | null, collection: PictureSource['collection'], index: number, owner: PictureOwner): Promise<ImportedPicture[] | undefined> {
  const sources = placed?.byRecord.get(`${collection}:${index}`);
  if (!placed || !sources) return undefined;
  const done: ImportedPicture[] = [];
  for (const [source, manifest] of sources) {
    const name = source.name === null ? {} : { [languageCode(write.tenant.languageId ?? DEFAULT_LANGUAGE)!]: source.name };
    const captions = Object.fromEntries(Object.entries(source.captions).map(([languageId, text]) => [languageCode(Number(languageId))!, text]));
    const outcome = await placed.pictures.placeWithin(write, owner, manifest, { ...name, ...captions });
    done.push({ picture: source.path.replace(/^.*\./, ''), action: outcome.action, id: outcome.id, version: outcome.version });
  }
  return done;
}

/** The action of a record whose pictures (or buildings) changed though its fields did not. */
function withPictures(action: ImportAction, pictures: readonly { readonly action: string }[] | undefined): ImportAction {
  return action === 'unchanged' && pictures?.some((picture) => picture.action !== 'unchanged') ? 'changed' : action;
}

/** What the import did: its projects and its properties. */
interface Done {
  readonly projects: ImportedProject[];
  readonly properties: ImportedProperty[];
}

/** Thrown inside the transaction of a dry run to roll it back, carrying what it found. */
class DryRunRollback extends Error {
  constructor(readonly done: Done) {
    super('dry run: rolled back');
  }
}

/** The database ids of the document's projects and buildings, by their document ids (which a property's ProjectID and BuildingID name). */
export interface LocalIds {
  readonly projects: Map<number, number>;
  readonly buildings: Map<number, number>;
}

function databaseId(ids: ReadonlyMap<number, number>, what: string, value: unknown): number | null {
  if (typeof value !== 'number') return null;
  const id = ids.get(value);
  // The validation let through only ids of the document's own records, and every one of those was written first.
  if (id === undefined) throw new Error(`${what} ${value} of the document was not written`);
  return id;
}

/** Document field names by domain field names (for problems in the document's words). */
const DOCUMENT_NAMES: ReadonlyMap<string, string> = new Map(PROPERTY.fields.map((field) => [field.prop, field.name]));
const DOMAIN_FIELDS: ReadonlySet<string> = new Set(PROPERTY_FIELD_NAMES);

/**
 * The domain input of a document property: every field the domain writes (absent = its initial
 * value, since the import replaces), the texts of all languages (a language absent is removed)
 * and the agents. Ids of offices, sites, neighbourhoods and users are the target agency's own (as
 * its export writes them); ProjectID and BuildingID name the document's projects and buildings,
 * whose database ids `local` holds.
 */
export function propertyInputOf(record: DocumentRecord, local: LocalIds): PropertyInput {
  const input: Record<string, unknown> = {};
  for (const field of PROPERTY.fields) {
    if (DOMAIN_FIELDS.has(field.prop) && record[field.name] !== undefined) input[field.prop] = record[field.name];
  }
  if (record['ProjectID'] !== undefined) input['projectId'] = databaseId(local.projects, 'project', record['ProjectID']);
  if (record['BuildingID'] !== undefined) input['buildingId'] = databaseId(local.buildings, 'building', record['BuildingID']);
  const descriptions: Record<string, PropertyDescription | null> = Object.fromEntries(LANGUAGE_IDS.map((id) => [languageCode(id)!, null]));
  for (const text of (record['Texts'] as DocumentRecord[] | undefined) ?? []) {
    descriptions[languageCode(text['LanguageID'] as number)!] = { descriptionA: (text['DescriptionA'] as string | null | undefined) ?? null, descriptionB: (text['DescriptionB'] as string | null | undefined) ?? null };
  }
  input['descriptions'] = descriptions;
  input['agents'] = ((record['Agents'] as DocumentRecord[] | undefined) ?? []).map((agent) => ({ userId: agent['UserID'] as number, role: (agent['Role'] as number | undefined) ?? 1 }));
  return input as PropertyInput;
}

/** The fields of a document project that the domain's project writes take, by their domain names. */
const PROJECT_FIELDS: ReadonlySet<string> = new Set([
  'reference', 'name', 'status', 'publishInternet', 'publishWebsite', 'subStatusId', 'showOrder', 'officeId', 'responsibleUserId',
  'street', 'houseNumber', 'zip', 'city', 'countryId', 'latitude', 'longitude', 'website', 'deliveryDate', 'originalLanguageId',
]);
const PROJECT_NAMES: ReadonlyMap<string, string> = new Map(PROJECT.fields.map((field) => [field.prop, field.name]));
const BUILDING_NAMES: ReadonlyMap<string, string> = new Map(BUILDING.fields.map((field) => [field.prop, field.name]));

function children(record: DocumentRecord, name: string): DocumentRecord[] {
  const value = record[name];
  return Array.isArray(value) ? (value as DocumentRecord[]) : [];
}

/**
 * The domain patch of a document project: every field the project writes take (absent = its
 * initial value, since the import replaces), and its texts (a language absent is removed).
 * `LargePicture` and the dates the service keeps are not written.
 */
export function projectPatchOf(record: DocumentRecord): ProjectPatch {
  const patch: Record<string, unknown> = {};
  for (const field of PROJECT.fields) {
    const value = record[field.name];
    if (!PROJECT_FIELDS.has(field.prop) || value === undefined) continue;
    patch[field.prop] = field.type.kind === 'date' && typeof value === 'string' ? new Date(value) : value;
  }
  const descriptions: Record<string, { shortDescription: string | null; description: string | null }> = {};
  for (const text of children(record, 'Texts')) {
    descriptions[languageCode((text['LanguageID'] as number | undefined) ?? DEFAULT_LANGUAGE)!] = {
      shortDescription: (text['ShortDescription'] as string | null | undefined) ?? null,
      description: (text['Description'] as string | null | undefined) ?? null,
    };
  }
  patch['descriptions'] = descriptions;
  return patch as ProjectPatch;
}

/** The domain patch of a document building (its descriptions by language id become language codes). */
export function buildingPatchOf(record: DocumentRecord): BuildingPatch {
  const descriptions = record['Descriptions'] as Record<string, string> | null | undefined;
  return {
    name: record['Name'] as string,
    ...(record['Floors'] === undefined ? {} : { floors: record['Floors'] as number }),
    ...(record['Position'] === undefined ? {} : { position: record['Position'] as number }),
    ...(typeof record['DeliveryDate'] === 'string' ? { deliveryDate: new Date(record['DeliveryDate']) } : {}),
    descriptions: descriptions ? Object.fromEntries(Object.entries(descriptions).map(([languageId, text]) => [languageCode(Number(languageId)), text])) : null,
  };
}

function label(collection: 'properties' | 'projects', index: number, record: DocumentRecord): string {
  const reference = typeof record['Reference'] === 'string' ? `, Reference "${record['Reference']}"` : '';
  return `${collection}[${index}] (id ${String(record['ID'])}${reference})`;
}

/** A domain refusal of one property, in the document's words. */
function recordProblems(index: number, record: DocumentRecord, error: DomainError): string[] {
  const path = label('properties', index, record);
  if (error instanceof InvalidFieldsError) {
    return error.problems.map((problem) => {
      const [head = '', ...rest] = problem.field.split('/');
      const name = head === 'agents' ? `Agents[${rest[0] ?? ''}].UserID` : (DOCUMENT_NAMES.get(head) ?? problem.field);
      return `${path}.${name}: ${problem.message}`;
    });
  }
  return [`${path}: ${error.message}`];
}

/** A domain refusal of one project (or of one of its buildings), in the document's words. */
function projectProblems(index: number, record: DocumentRecord, error: DomainError, building?: { readonly index: number; readonly record: DocumentRecord }): string[] {
  const path = label('projects', index, record) + (building ? `.Buildings[${building.index}] (id ${String(building.record['ID'])})` : '');
  if (!(error instanceof InvalidFieldsError)) return [`${path}: ${error.message}`];
  return error.problems.map((problem) => {
    const [head = '', code = '', part] = problem.field.split('/');
    const languageId = languageIdOf(code);
    if (head === 'descriptions' && building) return `${path}.Descriptions.${languageId ?? code}: ${problem.message}`;
    if (head === 'descriptions') {
      const text = children(record, 'Texts').findIndex((entry) => ((entry['LanguageID'] as number | undefined) ?? DEFAULT_LANGUAGE) === languageId);
      return `${path}.Texts[${text}].${part === 'description' ? 'Description' : 'ShortDescription'}: ${problem.message}`;
    }
    return `${path}.${(building ? BUILDING_NAMES : PROJECT_NAMES).get(head) ?? problem.field}: ${problem.message}`;
  });
}

/**
 * Places the document's buildings of a project: each is the project's building with its ID (as the
 * export writes them), else the one building of the project with its Name that no other took, and
 * is replaced; otherwise it is added. The project's buildings the document does not name are left.
 */
async function placeBuildings(writes: ProjectWritesService, write: AuditedWrite, project: { readonly id: number; readonly created: boolean }, index: number, record: DocumentRecord, local: LocalIds): Promise<ImportedBuilding[]> {
  const given = children(record, 'Buildings');
  if (given.length === 0) return [];
  const free = new Map((project.created ? [] : await writes.buildingsWithin(write, project.id)).map((building) => [building.id, building]));
  const done: ImportedBuilding[] = [];
  for (const [b, building] of given.entries()) {
    const name = String(building['Name']).trim();
    const named = [...free.values()].filter((held) => held.name === name);
    const match = free.get(building['ID'] as number) ?? (named.length === 1 ? named[0] : undefined);
    try {
      if (match) {
        free.delete(match.id);
        const changed = await writes.replaceBuildingWithin(write, match, buildingPatchOf(building));
        done.push({ building: `Buildings[${b}]`, action: changed ? 'changed' : 'unchanged', id: match.id });
        local.buildings.set(building['ID'] as number, match.id);
      } else {
        const id = await writes.addBuildingWithin(write, project.id, buildingPatchOf(building));
        done.push({ building: `Buildings[${b}]`, action: 'added', id });
        local.buildings.set(building['ID'] as number, id);
      }
    } catch (error) {
      if (error instanceof DomainError) throw new ImportRefusedError(projectProblems(index, record, error, { index: b, record: building }));
      throw error;
    }
  }
  return done;
}

/** Upserts the document's projects by reference (with their buildings and pictures), noting the database id of each of its projects and buildings. */
async function writeProjects(writes: ProjectWritesService, write: AuditedWrite, projects: readonly DocumentRecord[], placed: PlacedPictures | null, local: LocalIds): Promise<ImportedProject[]> {
  const done: ImportedProject[] = [];
  // The agency's projects that the document names, with their texts and buildings, in a few queries: one left as it was then costs no query.
  await writes.prefetchByReference(write, projects.flatMap((record) => (typeof record['Reference'] === 'string' ? [record['Reference']] : [])));
  for (const [index, record] of projects.entries()) {
    const reference = typeof record['Reference'] === 'string' ? record['Reference'] : null;
    let outcome: { readonly id: number; readonly created: boolean; readonly changed: boolean };
    try {
      if (reference !== null) {
        outcome = await writes.upsertWithin(write, reference, projectPatchOf(record));
      } else {
        // No reference: the ID must be a project of the agency that has none either; it is replaced and keeps none.
        const id = record['ID'] as number;
        const held = await write.manager.getRepository(Project).findOne({ where: { agencyId: write.tenant.agencyId, id }, select: { id: true, reference: true } });
        if (held === null || held.reference !== null) {
          throw new ImportRefusedError([`${label('projects', index, record)}.Reference: is required to import into an existing agency, unless ID is a project of the agency that has no reference either`]);
        }
        outcome = { id, created: false, changed: await writes.replaceWithin(write, id, projectPatchOf(record)) };
      }
    } catch (error) {
      if (error instanceof DomainError) throw new ImportRefusedError(projectProblems(index, record, error));
      throw error;
    }
    local.projects.set(record['ID'] as number, outcome.id);
    const buildings = await placeBuildings(writes, write, outcome, index, record, local);
    const pictures = await placePictures(write, placed, 'projects', index, { kind: 'project', id: outcome.id });
    const action = withPictures(withPictures(outcome.created ? 'created' : outcome.changed ? 'changed' : 'unchanged', buildings), pictures);
    done.push({ action, reference, id: outcome.id, ...(buildings.length > 0 && { buildings }), ...(pictures && { pictures }) });
  }
  return done;
}

async function writeProperties(writes: PropertyWrites, write: AuditedWrite, properties: DocumentRecord[], placed: PlacedPictures | null, local: LocalIds): Promise<ImportedProperty[]> {
  const done: ImportedProperty[] = [];
  // The agency's properties that the document names, read in a few queries: one left as it was then costs no query.
  await writes.prefetchByReference(write, properties.flatMap((record) => (typeof record['Reference'] === 'string' ? [record['Reference']] : [])));
  for (const [index, record] of properties.entries()) {
    const reference = record['Reference'];
    try {
      if (typeof reference === 'string') {
        const outcome = await writes.upsertWithin(write, reference, propertyInputOf(record, local));
        const pictures = await placePictures(write, placed, 'properties', index, { kind: 'property', id: outcome.id });
        const action = withPictures(outcome.created ? 'created' : outcome.changed ? 'changed' : 'unchanged', pictures);
        done.push({ action, reference, id: outcome.id, ...(pictures && { pictures }) });
        continue;
      }
      // No reference: the ID must be a property of the agency that has none yet (made before the agency API); the write gives it `P<id>`.
      const id = record['ID'] as number;
      const held = await write.manager.getRepository(Property).findOne({ where: { agencyId: write.tenant.agencyId, id }, select: { id: true, reference: true } });
      if (held === null || held.reference !== null) {
        throw new ImportRefusedError([`${label('properties', index, record)}.Reference: is required to import into an existing agency, unless ID is a property of the agency that has no reference yet`]);
      }
      const changed = await writes.replaceWithin(write, id, propertyInputOf(record, local));
      const after = await write.manager.getRepository(Property).findOneOrFail({ where: { agencyId: write.tenant.agencyId, id }, select: { id: true, reference: true } });
      const pictures = await placePictures(write, placed, 'properties', index, { kind: 'property', id });
      done.push({ action: withPictures(changed ? 'changed' : 'unchanged', pictures), reference: after.reference ?? '', id, ...(pictures && { pictures }) });
    } catch (error) {
      if (error instanceof DomainError) throw new ImportRefusedError(recordProblems(index, record, error));
      throw error;
    }
  }
  return done;
}

/** What the import writes with: the domain's writes of projects and properties. */
interface Writers {
  readonly projects: ProjectWritesService;
  readonly properties: PropertyWrites;
}

/** Which collections `--withdraw-missing` withdraws from: those the document holds (a collection left out is not touched). */
interface Withdrawing {
  readonly projects: boolean;
  readonly properties: boolean;
}

/**
 * Projects first (a property's ProjectID and BuildingID may name one the document creates), then
 * properties; then, with `withdrawing`, the agency's properties and projects that have a reference
 * the document no longer holds are withdrawn.
 */
async function writeAll(writers: Writers, write: AuditedWrite, document: DocumentRecord, withdrawing: Withdrawing | null, placed: PlacedPictures | null): Promise<Done> {
  const local: LocalIds = { projects: new Map(), buildings: new Map() };
  const projects = await writeProjects(writers.projects, write, children(document, 'projects'), placed, local);
  const properties = await writeProperties(writers.properties, write, children(document, 'properties'), placed, local);
  if (withdrawing?.properties) {
    const kept = new Set(properties.map((property) => property.reference));
    const held = await write.manager.getRepository(Property).find({ where: { agencyId: write.tenant.agencyId }, select: { id: true, reference: true, status: true }, order: { id: 'ASC' } });
    for (const property of held) {
      if (property.reference === null || kept.has(property.reference) || property.status === WITHDRAWN_STATUS) continue;
      await writers.properties.changeWithin(write, property.id, { status: WITHDRAWN_STATUS });
      properties.push({ action: 'withdrawn', reference: property.reference, id: property.id });
    }
  }
  if (withdrawing?.projects) {
    const kept = new Set(projects.map((project) => project.id));
    const held = await write.manager.getRepository(Project).find({ where: { agencyId: write.tenant.agencyId }, select: { id: true, reference: true, publishInternet: true }, order: { id: 'ASC' } });
    for (const project of held) {
      if (project.reference === null || kept.has(project.id) || !project.publishInternet) continue;
      await writers.projects.changeWithin(write, project.id, { publishInternet: false });
      projects.push({ action: 'withdrawn', reference: project.reference, id: project.id });
    }
  }
  return { projects, properties };
}

function countsOf(records: readonly { readonly action: ImportAction }[]): Record<ImportAction, number> {
  const counts: Record<ImportAction, number> = { created: 0, changed: 0, unchanged: 0, withdrawn: 0 };
  for (const record of records) counts[record.action]++;
  return counts;
}

/** What a dry run found, with the ids of what it would create or add left out (null): they were rolled back. */
function withoutNewIds(done: Done): Done {
  const pictures = (list: readonly ImportedPicture[] | undefined) => list && { pictures: list.map((picture) => (picture.action === 'added' ? { ...picture, id: null } : picture)) };
  return {
    projects: done.projects.map((project) => ({
      ...project,
      ...(project.action === 'created' && { id: null }),
      ...(project.buildings && { buildings: project.buildings.map((building) => (building.action === 'added' ? { ...building, id: null } : building)) }),
      ...pictures(project.pictures),
    })),
    properties: done.properties.map((property) => ({ ...property, ...(property.action === 'created' && { id: null }), ...pictures(property.pictures) })),
  };
}

function resultOf(agencyId: number, dryRun: boolean, done: Done): ImportIntoResult {
  return { agencyId, dryRun, projects: done.projects, projectCounts: countsOf(done.projects), properties: done.properties, counts: countsOf(done.properties) };
}

/**
 * Validates `document` (the rules of a new-agency import) and upserts its projects and properties into agency `agencyId` in one
 * transaction; throws ImportRefusedError listing the problems (nothing written).
 */
export async function importInto(dataSource: DataSource, agencyId: number, given: unknown, options: ImportIntoOptions = {}, bus?: CacheBus): Promise<ImportIntoResult> {
  const { document, sources, problems } = extractPictureSources(given, options.pictureSources !== undefined);
  problems.push(...validateDocument(document, await referenceIds(dataSource)));
  if (problems.length > 0) throw new ImportRefusedError(problems);
  const valid = document as DocumentRecord;
  const placed = await placedPictures(sources, options.pictureSources);
  const agency = await dataSource.getRepository(Agency).findOne({ where: { id: agencyId }, select: { id: true, defaultLanguageId: true } });
  // The agency's language: a picture's single caption (Name) is in it.
  const tenant: Tenant = { agencyId, accountId: 0, accountName: 'cli', scopes: ACCOUNT_SCOPES, languageId: (agency?.defaultLanguageId ?? DEFAULT_LANGUAGE) as LanguageId };
  const statements = sqlStatementsFor(dataSource);
  const audited = new AuditedWrites(dataSource);
  const scope = new TenantScope(dataSource, statements);
  const writers: Writers = {
    projects: new ProjectWritesService(dataSource, scope, audited, new ProjectPublicationService(scope), bus),
    properties: new PropertyWrites(scope, audited, bus),
  };
  const withdrawing = options.withdrawMissing ? { projects: valid['projects'] !== undefined, properties: valid['properties'] !== undefined } : null;
  try {
    if (!options.dryRun) {
      // The properties' writes announce the agency's changed listings once, after the commit (the projects' too).
      const done = await writers.properties.inOneTransaction(tenant, CLI_ACTOR, (write) => writeAll(writers, write, valid, withdrawing, placed));
      return resultOf(agencyId, false, done);
    }
    try {
      await audited.run(tenant, CLI_ACTOR, async (write) => {
        throw new DryRunRollback(await writeAll(writers, write, valid, withdrawing, placed));
      });
    } catch (error) {
      if (!(error instanceof DryRunRollback)) throw error;
      return resultOf(agencyId, true, withoutNewIds(error.done));
    }
    throw new Error('a dry run did not roll back');
  } finally {
    await statements.close();
  }
}

/** Reads, fetches and ingests the document's pictures given by File or Url before any write; one that cannot be had refuses the import. */
async function placedPictures(sources: readonly PictureSource[], options: PictureSourceOptions | undefined): Promise<PlacedPictures | null> {
  if (sources.length === 0 || options === undefined) return null;
  const { contents, problems } = await ingestPictureSources(sources, options);
  if (problems.length > 0) throw new ImportRefusedError(problems);
  const byRecord = new Map<string, [PictureSource, MediaManifest][]>();
  for (const source of sources) {
    const key = `${source.collection}:${source.recordIndex}`;
    const list = byRecord.get(key) ?? [];
    list.push([source, contents.get(source)!]);
    byRecord.set(key, list);
  }
  return { pictures: options.pictures, byRecord };
}
